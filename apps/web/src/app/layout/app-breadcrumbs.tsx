import { matchWebRoute } from '@comptoir/shared';
import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { IconChevronRight, IconHome } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from '../use-page-title';

const GROUPS_WITHOUT_CRUMB = new Set(['home', 'account']);

/** Home link first, then the route's group and title; hidden on home and when the page is framed (?isIframe=1). */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const titleKey = useRouteTitleKey();
  const framed = params.get('isIframe');
  if ((framed !== null && framed !== '0' && framed !== 'false') || pathname === '/') return null;
  const route = matchWebRoute(pathname);
  const group = route?.group && !GROUPS_WITHOUT_CRUMB.has(route.group) ? route.group : undefined;
  return (
    <Breadcrumbs
      mb="md"
      separator={<IconChevronRight size={14} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
      separatorMargin={6}
      aria-label={t('nav.breadcrumb')}
      data-testid="breadcrumbs"
      styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}
    >
      <Anchor component={Link} to="/" fz="sm" c="dimmed" data-testid="breadcrumb-home">
        <Group gap={6} wrap="nowrap" component="span">
          <IconHome size={15} />
          {t('routes.home')}
        </Group>
      </Anchor>
      {group && (
        <Text fz="sm" c="dimmed">
          {t(`nav.groups.${group}`)}
        </Text>
      )}
      {titleKey && (
        <Text fz="sm" fw={500} aria-current="page">
          {t(`routes.${titleKey}`)}
        </Text>
      )}
    </Breadcrumbs>
  );
}

import type { WebRoute } from '@comptoir/shared';
import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconApps, IconChevronRight, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeIcon } from '../../../app/layout/nav-icons';
import { EmptyState } from '../../../components/empty-state';
import classes from './quick-links-card.module.css';

/** Shortcuts to the screens this user may open; an empty state says what to do when there are none. */
export function QuickLinksCard({ routes }: { routes: WebRoute[] }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="quick-links">
      <Title order={2} fz="lg" mb="md">
        {t('home.quickLinks.title')}
      </Title>
      {routes.length === 0 ? (
        <EmptyState
          icon={<IconApps size={26} />}
          title={t('home.quickLinks.emptyTitle')}
          description={t('home.quickLinks.emptyText')}
          action={
            <Button component={Link} to="/profile" variant="light" leftSection={<IconUserCircle size={16} />}>
              {t('home.quickLinks.openProfile')}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {routes.map((route) => {
            const Icon = routeIcon(route.icon, route.group);
            return (
              <UnstyledButton key={route.path} component={Link} to={route.path} className={classes.link}>
                <Group wrap="nowrap" gap="sm">
                  <ThemeIcon variant="light" size={36} radius="md">
                    <Icon size={18} />
                  </ThemeIcon>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fz="sm" fw={600} truncate>
                      {t(`routes.${route.title}`)}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {t(`nav.groups.${route.group ?? 'home'}`)}
                    </Text>
                  </div>
                  <IconChevronRight size={16} className={classes.chevron} />
                </Group>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </Card>
  );
}

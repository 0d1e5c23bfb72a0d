import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconHome, IconMapSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageState } from '../components/full-page-state';

export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FullPageState
      embedded={embedded}
      testId="not-found-page"
      icon={<IconMapSearch size={32} />}
      title={t('system.notFound.title')}
      text={t('system.notFound.text')}
      actions={
        <Group justify="center" gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
            {t('system.notFound.back')}
          </Button>
          <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
            {t('system.notFound.home')}
          </Button>
        </Group>
      }
    />
  );
}

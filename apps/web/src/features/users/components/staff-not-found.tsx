import { Button } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** An unknown, deleted or inaccessible member. */
export function StaffNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconUserQuestion size={28} />}
      title={t('users.notFound.title')}
      description={t('users.notFound.text')}
      action={
        <Button component={Link} to="/settings/users" variant="light">
          {t('users.notFound.back')}
        </Button>
      }
    />
  );
}

// Shown by per-store screens while the company has no store: says to create one first.
import { Button, Card } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

export function NoStoreYet() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        icon={<IconBuildingStore size={28} />}
        title={t('stores.list.emptyTitle')}
        description={t('stores.content.noStoreText')}
        action={
          <Button component={Link} to="/settings/stores/add" leftSection={<IconPlus size={16} />}>
            {t('stores.list.add')}
          </Button>
        }
      />
    </Card>
  );
}

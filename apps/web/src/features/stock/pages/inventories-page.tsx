// /stock/inventories: the chosen store's inventory counts, newest first; counts imported from a spreadsheet.
import { Button, Group } from '@mantine/core';
import { IconBuildingStore, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { ImportCountsModal } from '../components/import-counts-modal';
import { InventoriesTable } from '../components/inventories-table';

export function InventoriesPage() {
  const { t } = useTranslation();
  const { storeId, stores, setStoreId, isLoading } = useSelectedStore();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <PageHeader
        title={t('routes.inventories')}
        description={t('stock.inventories.description')}
        actions={
          <Button
            leftSection={<IconFileUpload size={18} />}
            onClick={() => setImporting(true)}
            disabled={storeId === null}
            data-testid="import-counts"
          >
            {t('stock.actions.import')}
          </Button>
        }
      />
      <Group mb="lg" align="flex-end">
        <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
      </Group>
      {storeId !== null ? (
        <InventoriesTable key={storeId} storeId={storeId} />
      ) : (
        !isLoading && (
          <EmptyState icon={<IconBuildingStore size={28} />} title={t('stock.list.noStore')} description={t('stock.list.noStoreText')} />
        )
      )}
      <ImportCountsModal storeId={storeId} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}

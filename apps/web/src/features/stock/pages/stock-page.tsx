// /stock: the chosen store's stock — four figures, then every tracked article's level, searched and filtered by
// state, each counted in place or opened for its movements.
import { Group } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { StockFigures } from '../components/stock-figures';
import { StockTable } from '../components/stock-table';

export function StockPage() {
  const { t } = useTranslation();
  const { storeId, stores, setStoreId, isLoading } = useSelectedStore();
  return (
    <>
      <PageHeader title={t('routes.stock')} description={t('stock.description')} />
      <Group mb="lg" align="flex-end">
        <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
      </Group>
      {storeId !== null ? (
        <>
          <StockFigures storeId={storeId} />
          {/* A new table per store: its page and search start over. */}
          <StockTable key={storeId} storeId={storeId} />
        </>
      ) : (
        !isLoading && (
          <EmptyState icon={<IconBuildingStore size={28} />} title={t('stock.list.noStore')} description={t('stock.list.noStoreText')} />
        )
      )}
    </>
  );
}

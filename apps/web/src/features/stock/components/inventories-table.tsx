// A store's inventory counts, newest first, server-paged (GET /entity/{id}/inventories).
import type { InventoryCount } from '@comptoir/shared';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { useFormat } from '../../../lib/format';
import { useInventories } from '../hooks/use-stock';
import { historyPath } from './stock-table';
import { useServerTable, useStockColumns } from './stock-columns';

export function InventoriesTable({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const cols = useStockColumns<InventoryCount>();
  const { query, server } = useServerTable(20);
  const page = useInventories(storeId, { offset: query.offset, limit: query.limit });
  const columns: DataTableColumn<InventoryCount>[] = [
    cols.product((c) => c.barcode, 'inventory-row-label'),
    cols.quantity('counted', t('stock.fields.counted'), (c) => c.counted, { testId: 'inventory-row-counted', strong: true }),
    cols.signed('difference', t('stock.fields.difference'), (c) => c.difference, 'inventory-row-difference'),
    {
      key: 'countedAt',
      title: t('stock.fields.countedAt'),
      value: (c) => c.countedAt ?? c.createdAt,
      render: (c) => f.dateTime(c.countedAt ?? c.createdAt),
      sortable: false,
    },
    { key: 'user', title: t('stock.fields.user'), value: (c) => c.userName ?? '', sortable: false },
    {
      key: 'createdAt',
      title: t('stock.fields.createdAt'),
      value: (c) => c.createdAt,
      render: (c) => f.dateTime(c.createdAt),
      sortable: false,
      defaultHidden: true,
    },
  ];
  return (
    <DataTable<InventoryCount>
      tableId="stock-inventories"
      testId="inventories-table"
      columns={columns}
      rows={page.data?.rows ?? []}
      rowKey={(c) => c.id}
      loading={page.isLoading}
      fetching={page.isFetching && !page.isLoading}
      server={server(page.data?.total)}
      searchable={false}
      exportName={t('stock.inventories.exportName')}
      onRowClick={(c) => void navigate(historyPath(storeId, c.productId))}
      emptyState={
        <EmptyState
          icon={<IconClipboardList size={28} />}
          title={t('stock.inventories.emptyTitle')}
          description={t('stock.inventories.emptyText')}
        />
      }
    />
  );
}

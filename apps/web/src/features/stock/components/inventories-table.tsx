// A store's inventory counts, newest first, server-paged (GET /entity/{id}/inventories).
import type { InventoryCount } from '@comptoir/shared';
import { Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { useFormat } from '../../../lib/format';
import { useQuantityText, useSignedQuantityText } from '../hooks/use-quantity-text';
import { useInventories } from '../hooks/use-stock';
import { signColor } from '../stock-rules';
import { historyPath } from './stock-table';
import { ProductCell } from './product-cell';

export function InventoriesTable({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const quantityText = useQuantityText();
  const signedText = useSignedQuantityText();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const page = useInventories(storeId, { offset: (table.page - 1) * table.pageSize, limit: table.pageSize });
  const columns: DataTableColumn<InventoryCount>[] = [
    {
      key: 'label',
      title: t('stock.fields.product'),
      value: (c) => c.label,
      hideable: false,
      sortable: false,
      wrap: true,
      render: (c) => <ProductCell label={c.label} codes={c.barcode} testId="inventory-row-label" />,
    },
    {
      key: 'counted',
      title: t('stock.fields.counted'),
      value: (c) => c.counted,
      render: (c) => (
        <Text fz="sm" fw={600} span data-testid="inventory-row-counted">
          {c.counted === null ? '' : quantityText(c.counted, c.unity)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'difference',
      title: t('stock.fields.difference'),
      value: (c) => c.difference,
      render: (c) => (
        <Text fz="sm" fw={600} span c={signColor(c.difference)} dir="ltr" data-testid="inventory-row-difference">
          {signedText(c.difference, c.unity)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
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
      server={{ total: page.data?.total ?? 0, state: table, onStateChange: setTable }}
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

// A store's levels in THE DataTable, server mode (GET /Product/Status/byEntity/{id}: keyword, state, offset, limit;
// sorted by label): article, quantity with its unit, critical quantity, state; count or open the history per row.
import { STOCK_STATES, type StockState, type StockStatusRow } from '@comptoir/shared';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { IconClipboardCheck, IconHistory, IconPackages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { useQuantityText } from '../hooks/use-quantity-text';
import { useStockStatus } from '../hooks/use-stock';
import { formatQuantity } from '../stock-rules';
import { CountModal, type CountTarget } from './count-modal';
import { StateBadge } from './state-badge';
import { ProductCell } from './product-cell';

export const historyPath = (storeId: number, productId: number) => `/entity/${storeId}/productId/${productId}`;

/** barcode · sku, whichever the article has. */
export const referencesOf = (r: { barcode: string | null; sku: string | null }) => [r.barcode, r.sku].filter(Boolean).join(' · ');

export function StockTable({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const quantityText = useQuantityText();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [state, setState] = useState<StockState | 'all'>('all');
  const [counting, setCounting] = useState<CountTarget | null>(null);
  // The server takes up to 60 characters.
  const keyword = table.search.trim().slice(0, 60) || undefined;
  const page = useStockStatus(storeId, {
    offset: (table.page - 1) * table.pageSize,
    limit: table.pageSize,
    keyword,
    state: state === 'all' ? undefined : state,
  });

  const columns: DataTableColumn<StockStatusRow>[] = [
    {
      key: 'label',
      title: t('stock.fields.product'),
      value: (r) => r.label,
      hideable: false,
      sortable: false,
      wrap: true,
      render: (r) => <ProductCell label={r.label} codes={r.barcode || r.sku ? referencesOf(r) : null} testId="stock-row-label" />,
    },
    {
      key: 'quantity',
      title: t('stock.fields.quantity'),
      value: (r) => r.quantity,
      render: (r) => (
        <Text fz="sm" fw={600} span data-testid="stock-row-quantity">
          {quantityText(r.quantity, r.unity)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'critical',
      title: t('stock.fields.critical'),
      value: (r) => r.criticalQuantity,
      render: (r) => (r.criticalQuantity === null ? '—' : formatQuantity(r.criticalQuantity, f.locale)),
      numeric: true,
      sortable: false,
    },
    {
      key: 'state',
      title: t('stock.fields.state'),
      value: (r) => t(`stock.states.${r.state}`),
      render: (r) => <StateBadge state={r.state} />,
      sortable: false,
    },
    {
      key: 'updatedAt',
      title: t('stock.fields.updatedAt'),
      value: (r) => r.updatedAt ?? '',
      render: (r) => f.dateTime(r.updatedAt),
      sortable: false,
      defaultHidden: true,
    },
    { key: 'barcode', title: t('stock.fields.barcode'), value: (r) => r.barcode ?? '', sortable: false, defaultHidden: true },
    { key: 'sku', title: t('stock.fields.sku'), value: (r) => r.sku ?? '', sortable: false, defaultHidden: true },
  ];

  const stateFilter = (
    <SegmentedControl
      aria-label={t('stock.list.stateFilter')}
      data={(['all', ...STOCK_STATES] as const).map((s) => ({ value: s, label: t(`stock.states.${s}`) }))}
      value={state}
      onChange={(v) => {
        setState(v as StockState | 'all');
        setTable((s) => ({ ...s, page: 1 }));
      }}
      size="sm"
      style={{ flex: '1 1 auto', maxWidth: 420 }}
      data-testid="stock-state-filter"
    />
  );

  return (
    <>
      <DataTable<StockStatusRow>
        tableId="stock-levels"
        testId="stock-table"
        columns={columns}
        rows={page.data?.rows ?? []}
        rowKey={(r) => r.productId}
        loading={page.isLoading}
        fetching={page.isFetching && !page.isLoading}
        server={{ total: page.data?.total ?? 0, state: table, onStateChange: setTable }}
        filtered={state !== 'all'}
        searchPlaceholder={t('stock.list.search')}
        exportName={t('stock.list.exportName')}
        toolbar={stateFilter}
        onRowClick={(r) => void navigate(historyPath(storeId, r.productId))}
        rowActions={(r) => (
          <Group gap={2} wrap="nowrap">
            <RowAction
              label={t('stock.actions.count')}
              icon={<IconClipboardCheck size={18} />}
              onClick={() => setCounting({ productId: r.productId, label: r.label, quantity: r.quantity, unity: r.unity })}
              testId="stock-count"
            />
            <RowAction
              label={t('stock.actions.history')}
              icon={<IconHistory size={18} />}
              to={historyPath(storeId, r.productId)}
              testId="stock-history"
            />
          </Group>
        )}
        emptyState={
          keyword || state !== 'all' ? undefined : (
            <EmptyState icon={<IconPackages size={28} />} title={t('stock.list.emptyTitle')} description={t('stock.list.emptyText')} />
          )
        }
      />
      <CountModal storeId={storeId} target={counting} onClose={() => setCounting(null)} />
    </>
  );
}

// /reports/{productId}/status (gestion_stock): one article's level in every store (GET /Product/{id}/Status) and its
// counts of the period against the ledger (the stock report's rows for this product); each store opens its history.
import type { StockReelTheoriqueCharts } from '@comptoir/shared';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChartCard } from '../../../components/charts/chart-card';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { useReport } from '../hooks/use-report';
import { useProductStatus } from '../../stock/hooks/use-stock';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { DashboardFiltersBar } from '../components/dashboard-filters';
import { ComparisonBars } from '../components/lazy-charts';
import { useStockCountColumns } from '../hooks/use-stock-count-columns';

type Row = StockReelTheoriqueCharts['rows'][number];

const codes = (s: { barcode: string | null; sku: string | null }) => [s.barcode, s.sku].filter(Boolean).join(', ');

export function ProductStatusPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const raw = Number(useParams().productId);
  const productId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const status = useProductStatus(productId);
  const { filters, chart, exportOf, texts } = useReport('getStockReelTheoriqueCharts', 'month', { enabled: productId !== null });
  const stores = useMagasins();
  const qty = (v: number | null) => (v === null ? '—' : f.decimal(v, 0, 3));
  const s = status.data;
  const levels = (s?.levels ?? []).filter((l) => l.entityTypeTag === 'magasin');
  const rows = (chart.data?.rows ?? []).filter((r) => r.productId === productId);
  const storeName = (id: number) => stores.data?.find((m) => m.id === id)?.intitule ?? `#${id}`;
  const countColumns = useStockCountColumns();
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'store',
      title: t('dashboards.columns.store'),
      value: (r) => storeName(r.magasinId),
      render: (r) => (
        <Anchor component={Link} to={`/entity/${r.magasinId}/productId/${r.productId}`} fz="sm">
          {storeName(r.magasinId)}
        </Anchor>
      ),
    },
    ...countColumns,
  ];
  return (
    <>
      <PageHeader
        title={s ? s.label : t('routes.productStatus')}
        description={
          s
            ? [t('dashboards.stock.total', { total: qty(s.total) }), codes(s) && t('dashboards.stock.codes', { codes: codes(s) })]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
      />
      <Stack gap="md">
        <ChartCard
          testId="chart-product-levels"
          title={t('dashboards.stock.levels')}
          loading={status.isFetching}
          empty={s && levels.length === 0 ? t('dashboards.empty') : null}
        >
          <ComparisonBars
            horizontal
            data={levels.map((l) => ({ label: l.name, current: l.quantity }))}
            format={(v) => f.compact(v, 2)}
            currentLabel={t('dashboards.stock.theoretical')}
          />
        </ChartCard>
        <DashboardFiltersBar filters={filters} />
        <ChartCard
          testId="chart-product-counts"
          title={t('dashboards.stock.productCounts')}
          loading={chart.isFetching}
          onExport={exportOf('stockReelTheorique')}
          exportLabel={texts.exportLabel}
          empty={chart.data && rows.length === 0 ? t('dashboards.stock.none') : null}
        >
          <DataTable<Row>
            tableId="dashboard-product-status"
            testId="product-status-table"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.magasinId}
            loading={chart.isLoading}
            searchable={false}
            filtered
          />
        </ChartCard>
      </Stack>
    </>
  );
}

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
import { getCurrency } from '../../../lib/currency';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { useProductStatus } from '../../stock/hooks/use-stock';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { DashboardFiltersBar } from '../components/dashboard-filters';
import { ComparisonBars } from '../components/lazy-charts';
import { useChartExport } from '../hooks/use-chart-export';
import { useChartTexts } from '../hooks/use-chart-texts';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { useDashboardChart } from '../hooks/use-dashboards';

type Row = StockReelTheoriqueCharts['rows'][number];

const codes = (s: { barcode: string | null; sku: string | null }) => [s.barcode, s.sku].filter(Boolean).join(', ');

export function ProductStatusPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const raw = Number(useParams().productId);
  const productId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const status = useProductStatus(productId);
  const filters = useDashboardFilters('month');
  const chart = useDashboardChart('getStockReelTheoriqueCharts', filters.query, { enabled: productId !== null });
  const exportOf = useChartExport(filters.query);
  const texts = useChartTexts();
  const stores = useMagasins();
  const currency = getCurrency();
  const qty = (v: number | null) => (v === null ? '—' : f.decimal(v, 0, 3));
  const s = status.data;
  const levels = (s?.levels ?? []).filter((l) => l.entityTypeTag === 'magasin');
  const rows = (chart.data?.rows ?? []).filter((r) => r.productId === productId);
  const storeName = (id: number) => stores.data?.find((m) => m.id === id)?.intitule ?? `#${id}`;
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
    {
      key: 'theoretical',
      title: t('dashboards.stock.theoretical'),
      value: (r) => r.theoretical,
      render: (r) => qty(r.theoretical),
      numeric: true,
    },
    { key: 'real', title: t('dashboards.stock.real'), value: (r) => r.real, render: (r) => qty(r.real), numeric: true },
    {
      key: 'difference',
      title: t('dashboards.stock.difference'),
      value: (r) => r.difference,
      render: (r) => qty(r.difference),
      numeric: true,
    },
    {
      key: 'differenceValue',
      title: t('dashboards.stock.differenceValue'),
      value: (r) => r.differenceValue,
      render: (r) => (r.differenceValue === null ? '—' : f.money(r.differenceValue, currency)),
      numeric: true,
    },
    {
      key: 'countedAt',
      title: t('dashboards.stock.countedAt'),
      value: (r) => r.countedAt,
      render: (r) => (r.countedAt ? f.dateTime(r.countedAt) : '—'),
    },
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

// /reports/stock/main: real stock (the last count of the period) against theoretical stock (the ledger), per product
// and store, with what the counts corrected, valued at cost; each product opens its status report.
import type { StockReelTheoriqueCharts } from '@comptoir/shared';
import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard } from '../../../components/charts/chart-card';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { useReport } from '../hooks/use-report';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { DashboardFiltersBar } from '../components/dashboard-filters';
import { FigureCard } from '../components/figure-card';
import { ComparisonBars } from '../components/lazy-charts';
import { useStockCountColumns } from '../hooks/use-stock-count-columns';

type Row = StockReelTheoriqueCharts['rows'][number];

export function StockReportPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const { filters, chart, exportOf, texts, currency } = useReport('getStockReelTheoriqueCharts', 'month');
  const stores = useMagasins();
  const storeName = (id: number) => stores.data?.find((m) => m.id === id)?.intitule ?? `#${id}`;
  const d = chart.data;
  const rows = d?.rows ?? [];
  const counted = rows.filter((r) => r.differenceValue !== null && r.differenceValue !== 0);
  const countColumns = useStockCountColumns();
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'label',
      title: t('dashboards.columns.product'),
      value: (r) => r.label,
      render: (r) => (
        <Anchor component={Link} to={`/reports/${r.productId}/status`} fz="sm">
          {r.label}
        </Anchor>
      ),
    },
    { key: 'store', title: t('dashboards.columns.store'), value: (r) => storeName(r.magasinId) },
    ...countColumns,
  ];
  return (
    <>
      <PageHeader title={t('routes.stockReport')} description={t('dashboards.pages.stock')} />
      <DashboardFiltersBar filters={filters} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <FigureCard testId="figure-counts" label={t('dashboards.stock.counts')} figure={d?.counts} format={(v) => f.compact(v)} />
          <FigureCard
            testId="figure-difference"
            label={t('dashboards.stock.differenceValue')}
            figure={d?.differenceValue}
            format={(v) => f.compactMoney(v, currency)}
          />
        </SimpleGrid>
        <ChartCard
          testId="chart-stock-differences"
          title={t('dashboards.stock.chart')}
          loading={chart.isFetching}
          onExport={exportOf('stockReelTheorique')}
          exportLabel={texts.exportLabel}
          empty={d && counted.length === 0 ? t('dashboards.stock.none') : null}
        >
          <ComparisonBars
            horizontal
            data={[...counted]
              .sort((a, b) => Math.abs(b.differenceValue ?? 0) - Math.abs(a.differenceValue ?? 0))
              .slice(0, 10)
              .map((r) => ({ label: r.label, current: r.real ?? 0, previous: r.theoretical }))}
            format={(v) => f.compact(v, 2)}
            currentLabel={t('dashboards.stock.real')}
            previousLabel={t('dashboards.stock.theoretical')}
          />
        </ChartCard>
        <DataTable<Row>
          tableId="dashboard-stock"
          testId="stock-report-table"
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.magasinId}-${r.productId}`}
          loading={chart.isLoading}
          filtered
        />
      </Stack>
    </>
  );
}

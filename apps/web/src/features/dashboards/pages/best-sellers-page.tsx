// /best-seller: the articles of the period, best first by quantity sold, beside the previous period.
import type { BestSellersCharts } from '@comptoir/shared';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { useReport } from '../hooks/use-report';
import { ChangeCell, changeValue } from '../components/change-cell';
import { DashboardFiltersBar } from '../components/dashboard-filters';
import { ComparisonBars } from '../components/lazy-charts';

type Product = BestSellersCharts['products'][number];

export function BestSellersPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const { filters, chart, exportOf, texts, currency } = useReport('getBestSellersCharts', 'month');
  const products = chart.data?.products ?? [];
  const qty = (v: number) => f.decimal(v, 0, 3);
  const columns: DataTableColumn<Product>[] = [
    { key: 'label', title: t('dashboards.columns.product'), value: (p) => p.label },
    {
      key: 'quantity',
      title: t('dashboards.figures.quantity'),
      value: (p) => p.quantity.value,
      render: (p) => qty(p.quantity.value),
      numeric: true,
    },
    { key: 'previous', title: texts.previous, value: (p) => p.quantity.previous, render: (p) => qty(p.quantity.previous), numeric: true },
    {
      key: 'change',
      title: t('dashboards.columns.change'),
      value: (p) => changeValue(p.quantity),
      render: (p) => <ChangeCell figure={p.quantity} />,
      numeric: true,
    },
    {
      key: 'revenue',
      title: t('dashboards.figures.revenue'),
      value: (p) => p.revenue.value,
      render: (p) => f.money(p.revenue.value, currency),
      numeric: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.bestSeller')} description={t('dashboards.pages.bestSellers')} />
      <DashboardFiltersBar filters={filters} />
      <Stack gap="md">
        <ChartCard
          testId="chart-best-sellers"
          title={t('dashboards.charts.bestSellers')}
          description={texts.comparedWith}
          loading={chart.isFetching}
          onExport={exportOf('bestSellers')}
          exportLabel={texts.exportLabel}
          empty={chart.data && products.length === 0 ? t('dashboards.empty') : null}
        >
          <ComparisonBars
            horizontal
            data={products.slice(0, 10).map((p) => ({ label: p.label, current: p.quantity.value, previous: p.quantity.previous }))}
            format={(v) => f.compact(v, 2)}
            currentLabel={texts.current}
            previousLabel={texts.previous}
          />
        </ChartCard>
        <DataTable<Product>
          tableId="dashboard-best-sellers"
          testId="best-sellers-table"
          columns={columns}
          rows={products}
          rowKey={(p) => `${p.priceId ?? 'x'}-${p.label}`}
          loading={chart.isLoading}
          filtered
        />
      </Stack>
    </>
  );
}

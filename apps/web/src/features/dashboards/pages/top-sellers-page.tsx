// /reports/sales/top-salers: the sellers of the period, best first by revenue, beside the previous period.
import type { TopSellersCharts } from '@comptoir/shared';
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

type Seller = TopSellersCharts['sellers'][number];

export function TopSellersPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const { filters, chart, exportOf, texts, currency } = useReport('getTopSellersCharts', 'month');
  const sellers = chart.data?.sellers ?? [];
  const name = (s: Seller) => s.userName ?? t('dashboards.noSeller');
  const columns: DataTableColumn<Seller>[] = [
    { key: 'name', title: t('dashboards.columns.seller'), value: name },
    {
      key: 'revenue',
      title: t('dashboards.figures.revenue'),
      value: (s) => s.revenue.value,
      render: (s) => f.money(s.revenue.value, currency),
      numeric: true,
    },
    {
      key: 'previous',
      title: texts.previous,
      value: (s) => s.revenue.previous,
      render: (s) => f.money(s.revenue.previous, currency),
      numeric: true,
    },
    {
      key: 'change',
      title: t('dashboards.columns.change'),
      value: (s) => changeValue(s.revenue),
      render: (s) => <ChangeCell figure={s.revenue} />,
      numeric: true,
    },
    {
      key: 'tickets',
      title: t('dashboards.figures.tickets'),
      value: (s) => s.tickets.value,
      render: (s) => f.number(s.tickets.value),
      numeric: true,
    },
    {
      key: 'quantity',
      title: t('dashboards.figures.quantity'),
      value: (s) => s.quantity.value,
      render: (s) => f.decimal(s.quantity.value, 0, 3),
      numeric: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.topSalers')} description={t('dashboards.pages.topSellers')} />
      <DashboardFiltersBar filters={filters} />
      <Stack gap="md">
        <ChartCard
          testId="chart-sellers"
          title={t('dashboards.charts.sellers')}
          description={texts.comparedWith}
          loading={chart.isFetching}
          onExport={exportOf('topSellers')}
          exportLabel={texts.exportLabel}
          empty={chart.data && sellers.length === 0 ? t('dashboards.empty') : null}
        >
          <ComparisonBars
            horizontal
            data={sellers.slice(0, 10).map((s) => ({ label: name(s), current: s.revenue.value, previous: s.revenue.previous }))}
            format={(v) => f.compact(v)}
            currentLabel={texts.current}
            previousLabel={texts.previous}
          />
        </ChartCard>
        <DataTable<Seller>
          tableId="dashboard-top-sellers"
          testId="sellers-table"
          columns={columns}
          rows={sellers}
          rowKey={(s) => s.userId ?? 0}
          loading={chart.isLoading}
          filtered
        />
      </Stack>
    </>
  );
}

// /margins (gestion_profit): revenue − cost of goods sold (the cost kept on each order line at the sale), by product,
// category and store, beside the previous period. Lines sold without a known cost are shown apart, not counted.
import type { MarginsCharts } from '@comptoir/shared';
import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { useReport } from '../hooks/use-report';
import { ChangeCell, changeValue } from '../components/change-cell';
import { DashboardFiltersBar } from '../components/dashboard-filters';
import { FigureCard } from '../components/figure-card';
import { ComparisonBars } from '../components/lazy-charts';

type ProductMargin = MarginsCharts['byProduct'][number];

/** Sold without a known cost in the period: the server counts its revenue apart (neither cost nor margin). */
export const costUnknown = (p: ProductMargin): boolean => p.revenue.value !== 0 && p.cost.value === 0 && p.margin.value === 0;

export function MarginsPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const { filters, chart, exportOf, texts, currency } = useReport('getMarginsCharts', 'month');
  const money = (v: number) => f.compactMoney(v, currency);
  const d = chart.data;
  const columns: DataTableColumn<ProductMargin>[] = [
    { key: 'label', title: t('dashboards.columns.product'), value: (p) => p.label },
    {
      key: 'quantity',
      title: t('dashboards.figures.quantity'),
      value: (p) => p.quantity.value,
      render: (p) => f.decimal(p.quantity.value, 0, 3),
      numeric: true,
    },
    {
      key: 'revenue',
      title: t('dashboards.figures.revenue'),
      value: (p) => p.revenue.value,
      render: (p) => f.money(p.revenue.value, currency),
      numeric: true,
    },
    {
      key: 'cost',
      title: t('dashboards.margins.cost'),
      value: (p) => p.cost.value,
      render: (p) => (costUnknown(p) ? '—' : f.money(p.cost.value, currency)),
      numeric: true,
    },
    {
      key: 'margin',
      title: t('dashboards.margins.margin'),
      value: (p) => p.margin.value,
      render: (p) => (costUnknown(p) ? '—' : f.money(p.margin.value, currency)),
      numeric: true,
    },
    {
      key: 'rate',
      title: t('dashboards.margins.rate'),
      value: (p) => p.rate.value,
      render: (p) => (costUnknown(p) ? '—' : f.percent(p.rate.value, 1)),
      numeric: true,
    },
    {
      key: 'change',
      title: t('dashboards.columns.change'),
      value: (p) => changeValue(p.margin),
      render: (p) => <ChangeCell figure={p.margin} />,
      numeric: true,
    },
  ];
  const bars = (rows: readonly { label: string; margin: { value: number; previous: number } }[]) =>
    rows.slice(0, 10).map((r) => ({ label: r.label, current: r.margin.value, previous: r.margin.previous }));
  return (
    <>
      <PageHeader title={t('routes.margins')} description={t('dashboards.pages.margins')} />
      <DashboardFiltersBar filters={filters} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          <FigureCard testId="figure-margin-revenue" label={t('dashboards.figures.revenue')} figure={d?.figures.revenue} format={money} />
          <FigureCard testId="figure-cost" label={t('dashboards.margins.cost')} figure={d?.figures.cost} format={money} lowerIsBetter />
          <FigureCard testId="figure-margin" label={t('dashboards.margins.margin')} figure={d?.figures.margin} format={money} />
          <FigureCard testId="figure-rate" label={t('dashboards.margins.rate')} figure={d?.figures.rate} format={(v) => f.percent(v, 1)} />
          <FigureCard
            testId="figure-without-cost"
            label={t('dashboards.margins.withoutCost')}
            figure={d?.figures.revenueWithoutCost}
            format={money}
            lowerIsBetter
          />
        </SimpleGrid>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ChartCard
              testId="chart-margin-stores"
              title={t('dashboards.margins.byStore')}
              description={texts.comparedWith}
              loading={chart.isFetching}
              onExport={exportOf('margins')}
              exportLabel={texts.exportLabel}
              empty={d && d.byStore.length === 0 ? t('dashboards.empty') : null}
            >
              <ComparisonBars
                horizontal
                data={bars((d?.byStore ?? []).map((s) => ({ ...s, label: s.intitule })))}
                format={(v) => f.compact(v)}
                currentLabel={texts.current}
                previousLabel={texts.previous}
              />
            </ChartCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ChartCard
              testId="chart-margin-categories"
              title={t('dashboards.margins.byCategory')}
              description={texts.comparedWith}
              loading={chart.isFetching}
              onExport={exportOf('margins')}
              exportLabel={texts.exportLabel}
              empty={d && d.byCategory.length === 0 ? t('dashboards.empty') : null}
            >
              <ComparisonBars
                horizontal
                data={bars(d?.byCategory ?? [])}
                format={(v) => f.compact(v)}
                currentLabel={texts.current}
                previousLabel={texts.previous}
              />
            </ChartCard>
          </Grid.Col>
        </Grid>
        <DataTable<ProductMargin>
          tableId="dashboard-margins-products"
          testId="margins-table"
          columns={columns}
          rows={d?.byProduct ?? []}
          rowKey={(p) => `${p.priceId ?? 'x'}-${p.label}`}
          loading={chart.isLoading}
          initialSort={{ key: 'margin', direction: 'desc' }}
          filtered
        />
      </Stack>
    </>
  );
}

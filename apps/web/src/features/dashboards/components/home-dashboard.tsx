// The home's figures (POST /DashBoard/getHomeQuickCharts): revenue, tickets, average basket, discounts and refunds of the
// period beside the previous period of the same length; the stores, the hours of the day, the top products and the
// payment modes. A manager bound to one store sees his store (the server scopes the figures; the picker is not shown).
import { Alert, Grid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { useReport } from '../hooks/use-report';
import { paymentModeLabel } from '../../../lib/payment-mode';
import { DashboardFiltersBar } from './dashboard-filters';
import { ComparisonBars, ShareDonut } from './lazy-charts';
import { hourBars, SalesFigureCards } from './sales-figure-cards';

export function HomeDashboard() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const { filters, chart, exportOf, texts, currency } = useReport('getHomeQuickCharts', 'today');
  const money = (v: number) => f.compactMoney(v, currency);
  const axisMoney = (v: number) => f.compact(v);
  const d = chart.data;
  /** Nothing to draw: no point, or every one at 0 in both periods. */
  const empty = (figures: readonly { value: number; previous: number }[] | undefined) =>
    d && !(figures ?? []).some((x) => x.value !== 0 || x.previous !== 0) ? t('dashboards.empty') : null;

  return (
    <Stack gap="md" data-testid="home-dashboard">
      <DashboardFiltersBar filters={filters} />
      {chart.isError && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="home-dashboard-error">
          {t('dashboards.error')}
        </Alert>
      )}
      <SalesFigureCards figures={d?.figures} prefix="figure" />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ChartCard
            testId="chart-hours"
            title={t('dashboards.charts.hours')}
            description={texts.comparedWith}
            loading={chart.isFetching}
            onExport={exportOf('home')}
            exportLabel={texts.exportLabel}
            empty={empty(d?.byHour.map((h) => h.revenue))}
          >
            <ComparisonBars data={hourBars(d?.byHour)} format={axisMoney} currentLabel={texts.current} previousLabel={texts.previous} />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ChartCard
            testId="chart-modes"
            title={t('dashboards.charts.paymentModes')}
            loading={chart.isFetching}
            onExport={exportOf('home')}
            exportLabel={texts.exportLabel}
            empty={empty(d?.paymentModes.map((m) => m.amount))}
          >
            <ShareDonut
              data={(d?.paymentModes ?? []).map((m) => ({ label: paymentModeLabel(t, m.modePayment), value: m.amount.value }))}
              format={money}
            />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ChartCard
            testId="chart-stores"
            title={t('dashboards.charts.stores')}
            description={texts.comparedWith}
            loading={chart.isFetching}
            onExport={exportOf('home')}
            exportLabel={texts.exportLabel}
            empty={empty(d?.byStore.map((x) => x.revenue))}
          >
            <ComparisonBars
              horizontal
              data={(d?.byStore ?? []).map((s) => ({ label: s.intitule, current: s.revenue.value, previous: s.revenue.previous }))}
              format={axisMoney}
              currentLabel={texts.current}
              previousLabel={texts.previous}
            />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ChartCard
            testId="chart-products"
            title={t('dashboards.charts.topProducts')}
            description={texts.comparedWith}
            loading={chart.isFetching}
            onExport={exportOf('home')}
            exportLabel={texts.exportLabel}
            empty={empty(d?.topProducts.map((p) => p.revenue))}
          >
            <ComparisonBars
              horizontal
              data={(d?.topProducts ?? [])
                .slice(0, 8)
                .map((p) => ({ label: p.label, current: p.revenue.value, previous: p.revenue.previous }))}
              format={axisMoney}
              currentLabel={texts.current}
              previousLabel={texts.previous}
            />
          </ChartCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

// /reports/dashboard: today live. The figures, the hours of the day beside the same day a week before, and every open
// register with what it sold and the cash its drawer should hold; fetched again every few seconds while the page is
// shown (the query keys are ['dashboard', …]: the live channel's events can invalidate them).
import type { CaisseLiveCharts } from '@comptoir/shared';
import { Anchor, Badge, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard } from '../../../components/charts/chart-card';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { getCurrency } from '../../../lib/currency';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { paymentModeLabel } from '../../../lib/payment-mode';
import { DashboardFiltersBar } from '../components/dashboard-filters';
import { ComparisonBars, ShareDonut } from '../components/lazy-charts';
import { hourBars, SalesFigureCards } from '../components/sales-figure-cards';
import { useChartTexts } from '../hooks/use-chart-texts';
import { useClientExport } from '../hooks/use-client-export';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { useCaisseLive } from '../hooks/use-dashboards';

type LiveSession = CaisseLiveCharts['sessions'][number];
type HourRow = CaisseLiveCharts['byHour'][number];

/** The payment modes of the open sessions, added up. */
export function modesOf(sessions: readonly LiveSession[]): { modePayment: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const s of sessions) for (const m of s.paymentModes) sums.set(m.modePayment, (sums.get(m.modePayment) ?? 0) + m.amount);
  return [...sums].map(([modePayment, amount]) => ({ modePayment, amount })).sort((a, b) => b.amount - a.amount);
}

export function LiveDashboardPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const filters = useDashboardFilters('today');
  const live = useCaisseLive(filters.stores);
  const texts = useChartTexts();
  const exportRows = useClientExport();
  const currency = getCurrency();
  const money = (v: number) => f.compactMoney(v, currency);
  const d = live.data;
  const hourColumns: DataTableColumn<HourRow>[] = [
    { key: 'hour', title: t('dashboards.columns.hour'), value: (h) => h.hour },
    { key: 'revenue', title: t('dashboards.figures.revenue'), value: (h) => h.revenue.value },
    { key: 'previous', title: t('dashboards.live.weekBefore'), value: (h) => h.revenue.previous },
    { key: 'tickets', title: t('dashboards.figures.tickets'), value: (h) => h.tickets.value },
  ];
  const columns: DataTableColumn<LiveSession>[] = [
    {
      key: 'intitule',
      title: t('dashboards.live.register'),
      value: (s) => s.intitule,
      render: (s) => (
        <Anchor component={Link} to={`/caisses/${s.caisseId}`} fz="sm">
          {s.intitule}
        </Anchor>
      ),
    },
    { key: 'openedAt', title: t('dashboards.live.openedAt'), value: (s) => s.openedAt, render: (s) => f.time(s.openedAt) },
    {
      key: 'revenue',
      title: t('dashboards.figures.revenue'),
      value: (s) => s.revenue,
      render: (s) => f.money(s.revenue, currency),
      numeric: true,
    },
    { key: 'tickets', title: t('dashboards.figures.tickets'), value: (s) => s.tickets, render: (s) => f.number(s.tickets), numeric: true },
    {
      key: 'expectedCash',
      title: t('dashboards.live.expectedCash'),
      value: (s) => s.expectedCash,
      render: (s) => f.money(s.expectedCash, currency),
      numeric: true,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('routes.reportsDashboard')}
        description={t('dashboards.pages.live')}
        actions={
          <Badge variant="dot" color={live.isError ? 'red' : 'teal'} size="lg" tt="none" data-testid="live-updated">
            {live.dataUpdatedAt
              ? t('dashboards.live.updatedAt', { time: f.time(new Date(live.dataUpdatedAt)) })
              : t('dashboards.live.waiting')}
          </Badge>
        }
      />
      <DashboardFiltersBar filters={filters} withPeriod={false} />
      <Stack gap="md">
        <SalesFigureCards figures={d?.figures} prefix="live" />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <ChartCard
              testId="chart-live-hours"
              title={t('dashboards.charts.hours')}
              description={t('dashboards.live.weekBeforeHint')}
              loading={live.isFetching}
              onExport={exportRows(t('dashboards.charts.hours'), hourColumns, d?.byHour ?? [])}
              exportLabel={texts.exportLabel}
            >
              <ComparisonBars
                data={hourBars(d?.byHour)}
                format={(v) => f.compact(v)}
                currentLabel={t('dashboards.period.today')}
                previousLabel={t('dashboards.live.weekBefore')}
              />
            </ChartCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ChartCard
              testId="chart-live-modes"
              title={t('dashboards.live.sessionModes')}
              empty={d && d.sessions.length === 0 ? t('dashboards.live.noSession') : null}
            >
              <ShareDonut
                data={modesOf(d?.sessions ?? []).map((m) => ({ label: paymentModeLabel(t, m.modePayment), value: m.amount }))}
                format={money}
              />
            </ChartCard>
          </Grid.Col>
        </Grid>
        <DataTable<LiveSession>
          tableId="dashboard-live-sessions"
          testId="live-sessions"
          columns={columns}
          rows={d?.sessions ?? []}
          rowKey={(s) => s.caisseId}
          loading={live.isLoading}
          exportName={t('dashboards.live.sessions')}
          searchable={false}
          filtered
        />
      </Stack>
    </>
  );
}

// /business-intelligence/billets: the notes and coins counted at the registers' openings and closings over time (the
// counted total per day and type), and per denomination over the period beside the previous one.
import type { BilletsCharts } from '@comptoir/shared';
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
import { TrendLines } from '../components/lazy-charts';

type Denomination = BilletsCharts['totals'][number];
const TYPES = ['opening', 'closing', 'control'] as const;

/** One row per day with the total counted at each type of count (null when none that day). */
export function billetsByDay(byDay: BilletsCharts['byDay']): Record<string, string | number | null>[] {
  const days = new Map<string, Record<string, string | number | null>>();
  for (const p of byDay) {
    const row = days.get(p.day) ?? { day: p.day, opening: null, closing: null, control: null };
    row[p.type] = ((row[p.type] as number | null) ?? 0) + p.total;
    days.set(p.day, row);
  }
  return [...days.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
}

export function BilletsPage() {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const { filters, chart, exportOf, texts, currency } = useReport('getBilletsCharts', 'month');
  const d = chart.data;
  const rows = billetsByDay(d?.byDay ?? []).map((r) => ({ ...r, day: f.date(`${String(r.day)}T12:00:00`, 'short') }));
  const present = TYPES.filter((type) => d?.byDay.some((p) => p.type === type));
  const columns: DataTableColumn<Denomination>[] = [
    { key: 'value', title: t('dashboards.billets.value'), value: (b) => b.value, render: (b) => f.money(b.value, currency), numeric: true },
    { key: 'kind', title: t('dashboards.billets.kind'), value: (b) => t(`dashboards.billets.${b.kind}`) },
    {
      key: 'quantity',
      title: t('dashboards.billets.quantity'),
      value: (b) => b.quantity.value,
      render: (b) => f.number(b.quantity.value),
      numeric: true,
    },
    {
      key: 'previous',
      title: texts.previous,
      value: (b) => b.quantity.previous,
      render: (b) => f.number(b.quantity.previous),
      numeric: true,
    },
    {
      key: 'change',
      title: t('dashboards.columns.change'),
      value: (b) => changeValue(b.quantity),
      render: (b) => <ChangeCell figure={b.quantity} />,
      numeric: true,
    },
    {
      key: 'amount',
      title: t('dashboards.billets.amount'),
      value: (b) => b.amount.value,
      render: (b) => f.money(b.amount.value, currency),
      numeric: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.billets')} description={t('dashboards.pages.billets')} />
      <DashboardFiltersBar filters={filters} />
      <Stack gap="md">
        <ChartCard
          testId="chart-billets"
          title={t('dashboards.billets.overTime')}
          loading={chart.isFetching}
          onExport={exportOf('billets')}
          exportLabel={texts.exportLabel}
          empty={d && d.byDay.length === 0 ? t('dashboards.billets.none') : null}
        >
          <TrendLines
            data={rows}
            dataKey="day"
            series={present.map((type, i) => ({
              name: type,
              label: t(`dashboards.billets.${type}`),
              color: ['brand.6', 'orange.6', 'teal.6'][i],
              dashed: type === 'control',
            }))}
            format={(v) => f.compact(v)}
          />
        </ChartCard>
        <DataTable<Denomination>
          tableId="dashboard-billets"
          testId="billets-table"
          columns={columns}
          rows={d?.totals ?? []}
          rowKey={(b) => `${b.kind}-${b.value}`}
          loading={chart.isLoading}
          initialSort={{ key: 'value', direction: 'desc' }}
          filtered
        />
      </Stack>
    </>
  );
}

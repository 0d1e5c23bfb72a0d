// What every report screen starts with: its period and stores (in the address), its chart call, the export of its
// charts, the chart cards' words and the company's currency.
import type { DashboardPeriod } from '@comptoir/shared';
import { getCurrency } from '../../../lib/currency';
import type { DASHBOARD_CALLS } from '../api/dashboards-api';
import { useChartExport } from './use-chart-export';
import { useChartTexts } from './use-chart-texts';
import { useDashboardFilters } from './use-dashboard-filters';
import { useDashboardChart } from './use-dashboards';

export function useReport<C extends keyof typeof DASHBOARD_CALLS>(
  call: C,
  defaultPeriod: DashboardPeriod,
  options: { enabled?: boolean } = {},
) {
  const filters = useDashboardFilters(defaultPeriod);
  const chart = useDashboardChart(call, filters.query, options);
  const exportOf = useChartExport(filters.query);
  const texts = useChartTexts();
  return { filters, chart, exportOf, texts, currency: getCurrency() };
}

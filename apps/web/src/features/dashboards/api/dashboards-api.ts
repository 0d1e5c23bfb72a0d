// Dashboard calls (api-spec 7.13): each chart is a POST of the period and the stores; the answer is checked against the
// shared schema (a figure the screen cannot read is an error, never a blank chart). The live cash chart is a GET.
import {
  bestSellersCharts,
  billetsCharts,
  caisseLiveCharts,
  chartExportLink,
  homeQuickCharts,
  marginsCharts,
  stockReelTheoriqueCharts,
  topSellersCharts,
  type ChartExportBody,
  type DashboardQuery,
} from '@comptoir/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The chart calls the screens make, by their path under /DashBoard/, with the schema of their answer. */
export const DASHBOARD_CALLS = {
  getHomeQuickCharts: homeQuickCharts,
  getTopSellersCharts: topSellersCharts,
  getBestSellersCharts: bestSellersCharts,
  getMarginsCharts: marginsCharts,
  getBilletsCharts: billetsCharts,
  getStockReelTheoriqueCharts: stockReelTheoriqueCharts,
} as const;
export type DashboardCall = keyof typeof DASHBOARD_CALLS | 'getCaisseLiveCharts';
type ChartCall = keyof typeof DASHBOARD_CALLS;
export type ChartOf<C extends ChartCall> = z.infer<(typeof DASHBOARD_CALLS)[C]>;

export const dashboardsApi = {
  chart: async <C extends ChartCall>(call: C, query: DashboardQuery, signal?: AbortSignal): Promise<ChartOf<C>> => {
    const answer = await api.post<unknown>(`/DashBoard/${call}`, query, { signal, withoutLoader: true });
    return DASHBOARD_CALLS[call].parse(answer) as ChartOf<C>;
  },
  caisseLive: async (stores: readonly number[], signal?: AbortSignal) => {
    const answer = await api.get<unknown>('/DashBoard/getCaisseLiveCharts', {
      query: { entityIdList: stores.length ? stores.join(',') : undefined },
      signal,
      withoutLoader: true,
    });
    return caisseLiveCharts.parse(answer);
  },
  /** A short-lived signed link that downloads the chart's xlsx without the session (the export-charts link of 7.13). */
  exportLink: async (body: ChartExportBody) => chartExportLink.parse(await api.post<unknown>('/DashBoard/exportChartsLink', body)),
};

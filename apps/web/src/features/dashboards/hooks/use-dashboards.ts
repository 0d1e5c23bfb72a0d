// Dashboard queries. Charts of a past period keep their data a minute; today's are live: they are fetched again every
// LIVE_REFETCH_MS while the screen shows them (until the live channel's events invalidate ['dashboard', …]).
import type { DashboardQuery } from '@comptoir/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../api/keys';
import { dashboardsApi, type DashboardCall, type DASHBOARD_CALLS } from '../api/dashboards-api';

export const LIVE_REFETCH_MS = 10_000;

const showsToday = (q: DashboardQuery) => q.period === 'today' || q.period === 'week' || q.period === 'month';

export function useDashboardChart<C extends keyof typeof DASHBOARD_CALLS>(
  call: C,
  query: DashboardQuery,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: dashboardKeys.chart(call as DashboardCall, query),
    queryFn: ({ signal }) => dashboardsApi.chart(call, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: showsToday(query) ? LIVE_REFETCH_MS * 3 : false,
    enabled: options.enabled ?? true,
  });
}

/** The open sessions of the stores, today hour by hour: fetched again every LIVE_REFETCH_MS. */
export function useCaisseLive(stores: readonly number[], options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dashboardKeys.caisseLive(stores),
    queryFn: ({ signal }) => dashboardsApi.caisseLive(stores, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFETCH_MS,
    refetchIntervalInBackground: false,
    enabled: options.enabled ?? true,
  });
}

// Dashboard queries. Charts of a past period keep their data a minute; today's are live: the live channel's events
// (a sale, a refund, a register's operation) invalidate ['dashboard', …] and they refetch then. Only while the channel
// is away do they poll (every LIVE_REFETCH_MS for the open sessions, three times that for the charts of today).
import type { DashboardQuery } from '@comptoir/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pollUnlessLive, useLiveState } from '../../../lib/live-status';
import { dashboardKeys } from '../api/keys';
import { dashboardsApi, type DashboardCall, type DASHBOARD_CALLS } from '../api/dashboards-api';

export const LIVE_REFETCH_MS = 10_000;

const showsToday = (q: DashboardQuery) => q.period === 'today' || q.period === 'week' || q.period === 'month';

export function useDashboardChart<C extends keyof typeof DASHBOARD_CALLS>(
  call: C,
  query: DashboardQuery,
  options: { enabled?: boolean } = {},
) {
  const live = useLiveState();
  return useQuery({
    queryKey: dashboardKeys.chart(call as DashboardCall, query),
    queryFn: ({ signal }) => dashboardsApi.chart(call, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: showsToday(query) ? pollUnlessLive(live, LIVE_REFETCH_MS * 3) : false,
    refetchIntervalInBackground: false,
    enabled: options.enabled ?? true,
  });
}

/** The open sessions of the stores, today hour by hour: refetched on the live channel's events (polled while it is away). */
export function useCaisseLive(stores: readonly number[], options: { enabled?: boolean } = {}) {
  const live = useLiveState();
  return useQuery({
    queryKey: dashboardKeys.caisseLive(stores),
    queryFn: ({ signal }) => dashboardsApi.caisseLive(stores, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollUnlessLive(live, LIVE_REFETCH_MS),
    refetchIntervalInBackground: false,
    enabled: options.enabled ?? true,
  });
}

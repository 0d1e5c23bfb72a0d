// Query keys of the dashboards: everything under ['dashboard', …], so an event of the live channel (a sale, a refund,
// a cash operation) can invalidate every chart at once with `dashboardKeys.all`, or one chart by its name.
import type { DashboardQuery } from '@comptoir/shared';
import type { DashboardCall } from './dashboards-api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  chart: (call: DashboardCall, query: DashboardQuery | object) => [...dashboardKeys.all, call, query] as const,
  caisseLive: (stores: readonly number[]) => [...dashboardKeys.all, 'caisseLive', [...stores]] as const,
};

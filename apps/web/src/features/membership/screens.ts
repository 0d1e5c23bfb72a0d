// The membership screens (issue 32; paths of WEB_ROUTES, guarded by gestion_des_abonnements).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/membership/dashboard': lazyScreen(() => import('./pages/membership-dashboard-page'), 'MembershipDashboardPage'),
  '/membership/stats': lazyScreen(() => import('./pages/membership-stats-page'), 'MembershipStatsPage'),
  '/membership/historique': lazyScreen(() => import('./pages/membership-history-page'), 'MembershipHistoryPage'),
};

/** The store selector's texts (subscribing in the back office names a store). */
export const texts = ['stores'];

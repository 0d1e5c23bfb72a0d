// The cash feature's screens (paths of WEB_ROUTES; their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/caisse': lazyScreen(() => import('./pages/caisse-page'), 'CaissePage'),
  '/caisses/:id': lazyScreen(() => import('./pages/session-page'), 'SessionPage'),
  '/caisses/:id/log': lazyScreen(() => import('./pages/session-log-page'), 'SessionLogPage'),
  '/caisse/history/:storeId': lazyScreen(() => import('./pages/history-page'), 'HistoryPage'),
  '/operations': lazyScreen(() => import('./pages/operations-page'), 'OperationsPage'),
  '/credits/journal': lazyScreen(() => import('./pages/credits-page'), 'CreditsPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['stores', 'dashboards'];

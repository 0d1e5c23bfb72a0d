// The shipping screens (issue 29; paths of WEB_ROUTES, their tags guard them). /shipping-management/bon-livraison is
// the delivery forms' (billing documents).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/shipping-management': lazyScreen(() => import('./pages/shipping-list-page'), 'ShippingListPage'),
  '/shipping-management/in-progress': lazyScreen(() => import('./pages/in-progress-page'), 'InProgressPage'),
  '/shipping-management/processing': lazyScreen(() => import('./pages/processing-page'), 'ProcessingPage'),
  '/shipping-management/dashboard': lazyScreen(() => import('./pages/shipping-dashboard-page'), 'ShippingDashboardPage'),
  '/shipping-management/command': lazyScreen(() => import('./pages/shipping-command-page'), 'ShippingCommandPage'),
};

/** The other features whose texts these screens show: the order sources (pos), the store selector. */
export const texts = ['pos', 'stores'];

// The e-commerce back-office screens (issue 31; paths of WEB_ROUTES, their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/e-commerce': lazyScreen(() => import('./pages/ecommerce-page'), 'EcommercePage'),
  '/e-commerce/synchronization': lazyScreen(() => import('./pages/sync-page'), 'SyncPage'),
};

/** The other features whose texts these screens show: the store selector. */
export const texts = ['stores'];

// The e-commerce back-office screens (issue 31; paths of WEB_ROUTES, their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/e-commerce': lazyScreen(() => import('./pages/ecommerce-page'), 'EcommercePage'),
  '/e-commerce/synchronization': lazyScreen(() => import('./pages/sync-page'), 'SyncPage'),
  '/e-commerce/moderation-of-reviews': lazyScreen(() => import('./pages/reviews-page'), 'ReviewsPage'),
  '/e-commerce/notifications': lazyScreen(() => import('./pages/notifications-page'), 'EcommerceNotificationsPage'),
  '/e-commerce/slider': lazyScreen(() => import('./pages/sliders-page'), 'SlidersPage'),
  '/glovo/upload-menu/:storeId': lazyScreen(() => import('./pages/glovo-page'), 'GlovoPage'),
};

/** The other features whose texts these screens show: the store selector, the notification items. */
export const texts = ['stores', 'notifications'];

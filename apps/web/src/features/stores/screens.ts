// The stores feature's screens (paths of WEB_ROUTES; their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/settings/stores': lazyScreen(() => import('./pages/stores-page'), 'StoresPage'),
  '/settings/stores/add': lazyScreen(() => import('./pages/store-form-page'), 'StoreFormPage'),
  '/settings/stores/:id/edit': lazyScreen(() => import('./pages/store-form-page'), 'StoreFormPage'),
  '/settings/stores/questions': lazyScreen(() => import('./pages/store-questions-page'), 'StoreQuestionsPage'),
  '/settings/stores/sliders': lazyScreen(() => import('./pages/store-sliders-page'), 'StoreSlidersPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['content', 'devices'];

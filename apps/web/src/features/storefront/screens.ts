// Client catalogue screens (product-spec §2: the catalogue page for clients, /loyalty/product/{id}).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/loyalty/catalogue': lazyScreen(() => import('./pages/client-catalogue-page'), 'ClientCataloguePage'),
  '/loyalty/product/:id': lazyScreen(() => import('./pages/store-product-page'), 'StoreProductPage'),
};

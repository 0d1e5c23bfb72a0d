// Catalogue screens (product-spec §2: settings → products).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/settings/products/principal': lazyScreen(() => import('./pages/products-page'), 'ProductsPage'),
  '/settings/products/add': lazyScreen(() => import('./pages/product-form-page'), 'ProductFormPage'),
  '/settings/products/add-edit/:id?': lazyScreen(() => import('./pages/product-form-page'), 'ProductFormPage'),
};

// Catalogue screens (product-spec §2: settings → products).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/settings/products/principal': lazyScreen(() => import('./pages/products-page'), 'ProductsPage'),
  '/settings/products/tiers': lazyScreen(() => import('./pages/products-range-page'), 'ProductsTiersPage'),
  '/settings/products/supplement': lazyScreen(() => import('./pages/products-range-page'), 'ProductsSupplementPage'),
  '/settings/products/add': lazyScreen(() => import('./pages/product-form-page'), 'ProductFormPage'),
  '/settings/products/import': lazyScreen(() => import('./pages/product-import-page'), 'ProductImportPage'),
  '/settings/products/add-edit/:id?': lazyScreen(() => import('./pages/product-form-page'), 'ProductFormPage'),
  '/settings/products/:priceId/charts': lazyScreen(() => import('./pages/price-charts-page'), 'PriceChartsPage'),
  '/settings/compositions': lazyScreen(() => import('./pages/compositions-page'), 'CompositionsPage'),
  '/settings/recipes/principal': lazyScreen(() => import('./pages/recipes-page'), 'RecipesPage'),
  '/settings/recipes/semifini': lazyScreen(() => import('./pages/recipes-page'), 'SemifiniRecipesPage'),
};

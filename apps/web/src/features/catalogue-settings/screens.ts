// Catalogue settings screens (product-spec §2: settings → category, brands, suppliers, type-size, promotions, canals).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

const categories = () => import('./pages/categories-page');
const parties = () => import('./pages/parties-page');

export const screens: Record<string, ScreenLoader> = {
  '/settings/category/principal': lazyScreen(categories, 'CategoriesPrincipalPage'),
  '/settings/category/tiers': lazyScreen(categories, 'CategoriesTiersPage'),
  '/settings/category/supplement': lazyScreen(categories, 'CategoriesSupplementPage'),
  '/settings/brands': lazyScreen(parties, 'BrandsPage'),
  '/settings/suppliers': lazyScreen(parties, 'SuppliersPage'),
  '/settings/type-size/principal': lazyScreen(() => import('./pages/type-size-page'), 'TypeSizePrincipalPage'),
  '/settings/type-size/tiers': lazyScreen(() => import('./pages/type-size-page'), 'TypeSizeTiersPage'),
  '/settings/promotions': lazyScreen(() => import('./pages/promotions-page'), 'PromotionsPage'),
  '/settings/canals': lazyScreen(() => import('./pages/canals-page'), 'CanalsPage'),
  '/settings/canals/add-canals': lazyScreen(() => import('./pages/canal-add-page'), 'CanalAddPage'),
  '/settings/canals/details-cannel/:id/:magasinId': lazyScreen(() => import('./pages/canal-details-page'), 'CanalDetailsPage'),
};

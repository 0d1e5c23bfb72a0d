// Central purchasing (issue 26 point 5, api-spec 7.14): a store's orders, the warehouse's view (sum per product,
// planned shipments, orders to prepare and ship), the purchase charts per store and the product settings.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/central-achat/commandes/magasin/:magasinId/state/1': lazyScreen(() => import('./pages/store-orders-page'), 'StoreOrdersPage'),
  '/central-achat/commandes': lazyScreen(() => import('./pages/central-orders-page'), 'CentralOrdersPage'),
  '/central-achat/achats': lazyScreen(() => import('./pages/purchases-page'), 'PurchasesPage'),
  '/central-achat/produits': lazyScreen(() => import('./pages/products-page'), 'ProductsPage'),
};

/** Units and the period's fields (stock, stockReports), the store picker's. */
export const texts = ['stock', 'stock-reports', 'stores'];

// Stock screens (api-spec 7.7, product-spec §2 'Stock'): a store's levels, a product's movements, inventory counts, and
// the stock operations (expeditions between stores, losses) with their timelines and what is in transit.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/stock': lazyScreen(() => import('./pages/stock-page'), 'StockPage'),
  '/stock/inventories': lazyScreen(() => import('./pages/inventories-page'), 'InventoriesPage'),
  '/entity/:entityId/productId/:productId': lazyScreen(() => import('./pages/entity-product-page'), 'EntityProductPage'),
  '/stock-operations': lazyScreen(() => import('./pages/operations-page'), 'OperationsPage'),
  '/stock-operations/live': lazyScreen(() => import('./pages/transit-page'), 'TransitPage'),
  '/stock-operations/:id/timeline': lazyScreen(() => import('./pages/operation-page'), 'OperationPage'),
  '/stock-operations/timeline': lazyScreen(() => import('./pages/company-timeline-page'), 'CompanyTimelinePage'),
  '/stock-operations/:id/count': lazyScreen(() => import('./count/count-page'), 'CountPage'),
};

/** The other features whose texts these screens show (see app/screens.ts): the store picker's. */
export const texts = ['stores'];

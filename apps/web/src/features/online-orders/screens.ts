// Online ordering screens (issue 31; product-spec §2): the catalogue to order from, the checkout, the client's
// orders and the stores near them.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  // Ordering online starts from the client catalogue, whose add-to-cart fills the cart the checkout takes.
  '/loyalty/order-online': lazyScreen(() => import('../storefront/pages/client-catalogue-page'), 'ClientCataloguePage'),
  '/loyalty/checkout': lazyScreen(() => import('./pages/checkout-page'), 'CheckoutPage'),
  '/loyalty/orders-history': lazyScreen(() => import('./pages/orders-history-page'), 'OrdersHistoryPage'),
  '/loyalty/near-stores': lazyScreen(() => import('./pages/near-stores-page'), 'NearStoresPage'),
};

/** The other features whose texts these screens show: the catalogue's (its page and the product's labels). */
export const texts = ['storefront'];

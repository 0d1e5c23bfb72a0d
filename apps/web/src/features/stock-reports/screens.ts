// Stock reports (issue 26 point 4, product-spec §2 'Stock'): a store's control, the statistics, the balance sheet
// (gestion_bilan), the products across stores, the stock entities, and a business day's stock details.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/stock/:id/control': lazyScreen(() => import('./pages/control-page'), 'ControlPage'),
  '/stock/statistics': lazyScreen(() => import('./pages/statistics-page'), 'StatisticsPage'),
  '/balance-sheet': lazyScreen(() => import('./pages/balance-sheet-page'), 'BalanceSheetPage'),
  '/stock-products': lazyScreen(() => import('./pages/stock-products-page'), 'StockProductsPage'),
  '/stocks': lazyScreen(() => import('./pages/stocks-page'), 'StocksPage'),
  '/stock/history/:id/details': lazyScreen(() => import('./pages/day-details-page'), 'DayDetailsPage'),
};

/** The stock feature's texts (movement types, fields, units, figures) and the store picker's. */
export const texts = ['stock', 'stores'];

// The reports' screens (api-spec 7.13, product-spec §2): the live dashboard, top and best sellers, notes and coins,
// margins, the stock report and a product's status. The home's figures are part of the home screen (features/home).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/reports/dashboard': lazyScreen(() => import('./pages/live-dashboard-page'), 'LiveDashboardPage'),
  '/reports/sales/top-salers': lazyScreen(() => import('./pages/top-sellers-page'), 'TopSellersPage'),
  '/best-seller': lazyScreen(() => import('./pages/best-sellers-page'), 'BestSellersPage'),
  '/business-intelligence/billets': lazyScreen(() => import('./pages/billets-page'), 'BilletsPage'),
  '/margins': lazyScreen(() => import('./pages/margins-page'), 'MarginsPage'),
  '/reports/stock/main': lazyScreen(() => import('./pages/stock-report-page'), 'StockReportPage'),
  '/reports/:productId/status': lazyScreen(() => import('./pages/product-status-page'), 'ProductStatusPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['stores'];

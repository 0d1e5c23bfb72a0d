// A store's stock by business day (api-spec 7.7 'Stock/getOpened|getClosed/byEntity', product-spec §2 'stock/history'):
// the days, and per day what each product had at the opening, what came in and went out, and what was left.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/stock/history': lazyScreen(() => import('./pages/history-page'), 'HistoryPage'),
  '/stock/history/:id': lazyScreen(() => import('./pages/day-page'), 'DayPage'),
};

/** The other features whose texts these screens show: the store picker's, and the stock feature's words. */
export const texts = ['stores', 'stock'];

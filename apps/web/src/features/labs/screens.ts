// Labs and production planning (issue 27; product-spec §2): the day's planning, the plannings' history with their
// sheets, and the labs' settings (people, products per store, periods).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/lab/scheduler': lazyScreen(() => import('./pages/scheduler-page'), 'SchedulerPage'),
  '/lab/plannings/history': lazyScreen(() => import('./pages/history-page'), 'HistoryPage'),
  '/settings/labs': lazyScreen(() => import('./pages/labs-page'), 'LabsPage'),
  '/settings/labs/add': lazyScreen(() => import('./pages/lab-edit-page'), 'LabEditPage'),
  '/settings/labs/:id/edit': lazyScreen(() => import('./pages/lab-edit-page'), 'LabEditPage'),
};

/** The other features whose texts these screens show: the product picker's (catalogue). */
export const texts = ['catalogue'];

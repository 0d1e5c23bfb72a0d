// The home screen (the dashboard of the signed-in user).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/': lazyScreen(() => import('./pages/home-page'), 'HomePage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['entreprise', 'stores', 'dashboards'];

// The devices feature's screens (paths of WEB_ROUTES; their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/settings/devices': lazyScreen(() => import('./pages/devices-page'), 'DevicesPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['stores'];

// The till's screens (paths of WEB_ROUTES; their tags guard them): direct sales, and payment of prepared orders.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/pos/command': lazyScreen(() => import('./pages/pos-page'), 'PosPage'),
  '/pos/payer': lazyScreen(() => import('./pages/payer-page'), 'PayerPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['commands', 'stores', 'caisse'];

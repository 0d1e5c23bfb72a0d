// The orders' screens (paths of WEB_ROUTES; their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/command': lazyScreen(() => import('./pages/commands-page'), 'CommandsPage'),
  '/command/:id/planning': lazyScreen(() => import('./pages/command-page'), 'CommandPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['pos', 'caisse', 'stores', 'clients', 'catalogue'];

/** Texts loaded by the part that shows them: the ticket dialog's thermal printer (issue 30). */
export const partTexts = ['displays'];

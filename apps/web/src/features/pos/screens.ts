// The till's screens (paths of WEB_ROUTES; their tags guard them): direct sales, and payment of prepared orders.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';
import { loadFeatureTexts } from '../../i18n/i18n';

export const screens: Record<string, ScreenLoader> = {
  '/pos/command': lazyScreen(() => import('./pages/pos-page'), 'PosPage'),
  // The payer's order list shows the orders' states.
  '/pos/payer': async () =>
    (await Promise.all([lazyScreen(() => import('./pages/payer-page'), 'PayerPage')(), loadFeatureTexts(['commands'])]))[0],
};

/** The other features whose texts all these screens show (see app/screens.ts): none, the till starts with its own. */
export const texts = [] as string[];

/**
 * The features whose texts only some parts show, loaded with those parts rather than with the till (issue 12, first
 * load): commands' with the payer page (above), caisse's with the return dialog (pages/pos-page.tsx), and the till's own
 * texts of its later parts (pos-parts, texts only: the outbox's indicator and drawer, the payment step's refusals)
 * with those parts (outbox/lazy-indicator.ts, components/till-dialogs.tsx); the displays' with the till's displays part
 * (issue 30: customer display, ready orders, thermal printer); the time clock's (issue 32: the lock screen, rh/till);
 * the memberships' with the till's memberships dialog (issue 32).
 */
export const partTexts = ['commands', 'caisse', 'pos-parts', 'displays', 'rh', 'membership'];

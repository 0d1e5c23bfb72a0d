// The screens of issue 30 (paths of WEB_ROUTES; their tags guard them): the customer display, the preparation
// display and the self-order kiosk (full screen, no frame: app/signed-in-frame.ts), their settings, the shelf labels.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/pos/customer-display': lazyScreen(() => import('./customer/customer-display-page'), 'CustomerDisplayPage'),
  '/pos/preparation': lazyScreen(() => import('./preparation/preparation-page'), 'PreparationPage'),
  '/pos/kiosk': lazyScreen(() => import('./kiosk/kiosk-page'), 'KioskPage'),
  '/settings/borne': lazyScreen(() => import('./settings/borne-settings-page'), 'BorneSettingsPage'),
  '/settings/preparation': lazyScreen(() => import('./settings/preparation-settings-page'), 'PreparationSettingsPage'),
  '/settings/products/labels': lazyScreen(() => import('./labels/labels-page'), 'LabelsPage'),
};

/** The other features whose texts these screens show: the till's (the kiosk's grid, formula and variant choosers). */
export const texts = ['pos'];

/** Texts of the parts other features show: the Z report's thermal printing (printers/print-z-report.ts), on the cash
 * session's page, which has the cash texts. */
export const partTexts = ['caisse'];

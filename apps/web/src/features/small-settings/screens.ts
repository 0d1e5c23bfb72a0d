// The small settings' screens (issue 25 point 4; paths of WEB_ROUTES, their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

const info = () => import('./pages/additional-info-page');
const instructions = () => import('./pages/instructions-page');

export const screens: Record<string, ScreenLoader> = {
  '/settings/additional-info/nature': lazyScreen(info, 'AdditionalInfoNaturePage'),
  '/settings/additional-info/type': lazyScreen(info, 'AdditionalInfoTypePage'),
  '/settings/additional-info/paper-size': lazyScreen(info, 'AdditionalInfoPaperSizePage'),
  '/settings/instructions': lazyScreen(instructions, 'InstructionsPage'),
  '/settings/instructions/:id?': lazyScreen(instructions, 'InstructionPage'),
  '/settings/transport-company': lazyScreen(() => import('./pages/transport-companies-page'), 'TransportCompaniesPage'),
  '/settings/payment-methods': lazyScreen(() => import('./pages/payment-methods-page'), 'PaymentMethodsPage'),
  '/settings/command/:id/report': lazyScreen(() => import('./pages/command-report-page'), 'CommandReportPage'),
};

/** The other features whose texts these screens show (see app/screens.ts): row actions, the ticket preview. */
export const texts = ['catalogue-settings', 'pos'];

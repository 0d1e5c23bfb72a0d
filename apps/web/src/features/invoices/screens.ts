// Billing's screens (issue 28; paths of WEB_ROUTES, their tags guard them: gestion_billings, gestion_other_billings).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

const lists = () => import('./pages/invoices-page');
const edit = () => import('./pages/document-edit-page');
const other = () => import('./pages/other-billings-page');

export const screens: Record<string, ScreenLoader> = {
  '/invoices': lazyScreen(lists, 'InvoicesPage'),
  '/invoices/manual': lazyScreen(lists, 'ManualDocumentsPage'),
  '/invoices/dynamic': lazyScreen(() => import('./pages/dynamic-invoices-page'), 'DynamicInvoicesPage'),
  '/invoices/add-edit': lazyScreen(edit, 'InvoiceEditPage'),
  '/estimates/add-edit': lazyScreen(edit, 'EstimateEditPage'),
  '/delivery-form/add-edit': lazyScreen(edit, 'DeliveryFormEditPage'),
  '/invoices/other': lazyScreen(other, 'OtherBillingsPage'),
  '/invoices/add-edit-others': lazyScreen(other, 'CertificateEditPage'),
  '/invoices/print-certificate': lazyScreen(other, 'PrintCertificatePage'),
  '/settings/invoices-config': lazyScreen(() => import('./pages/invoices-config-page'), 'InvoicesConfigPage'),
};

/** The other features whose texts these screens show: the client picker, the store choice. */
export const texts = ['clients', 'stores'];

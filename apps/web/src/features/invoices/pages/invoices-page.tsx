// /invoices: every invoice and credit note (of orders, global, manual), with their filters, downloads, printing,
// sending and cancelling by credit note; the month's documents as one zip.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DocumentsTable } from '../components/documents-table';
import { ExportMonth } from '../components/export-month';
import { NextNumber } from '../components/next-number';

const TAGS = ['command_invoice', 'global_invoice', 'manual_invoice', 'credit_note'] as const;

export function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.invoices')}
        description={<NextNumber kind="invoice" />}
        actions={
          <>
            <ExportMonth />
            <Button component={Link} to="/invoices/dynamic" variant="light">
              {t('routes.invoicesDynamic')}
            </Button>
            <Button component={Link} to="/invoices/add-edit" leftSection={<IconPlus size={18} />}>
              {t('invoices.newInvoice')}
            </Button>
          </>
        }
      />
      <DocumentsTable scope="invoices" tableId="invoices" tags={TAGS} />
    </>
  );
}

const MANUAL = ['manual_invoice', 'manual_quote', 'manual_delivery_form', 'generated_delivery_form'] as const;

/** /invoices/manual: manual invoices, quotes and delivery forms (drafts are edited and issued here). */
export function ManualDocumentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.invoicesManual')}
        description={t('invoices.manualDescription')}
        actions={
          <>
            <Button component={Link} to="/estimates/add-edit" variant="light" leftSection={<IconPlus size={18} />}>
              {t('invoices.newQuote')}
            </Button>
            <Button component={Link} to="/delivery-form/add-edit" variant="light" leftSection={<IconPlus size={18} />}>
              {t('invoices.newDeliveryForm')}
            </Button>
            <Button component={Link} to="/invoices/add-edit" leftSection={<IconPlus size={18} />}>
              {t('invoices.newInvoice')}
            </Button>
          </>
        }
      />
      <DocumentsTable scope="invoices" tableId="manual-documents" tags={MANUAL} fixedTags={MANUAL} />
    </>
  );
}

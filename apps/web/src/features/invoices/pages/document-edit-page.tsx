// /invoices/add-edit, /estimates/add-edit, /delivery-form/add-edit (?id= for a draft): a manual invoice, quote or
// delivery form (product-spec §9 manual documents) with its client, free lines and terms; saved as a draft, or issued
// (numbered; an issued invoice is never edited again).
import { LOCALES, MANUAL_DOCUMENTS, type BillingDocumentDetail } from '@comptoir/shared';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { useAppForm } from '../../../components/form/use-app-form';
import { REQUIRED } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useAddressParams } from '../../../lib/use-address-params';
import { ClientPicker } from '../../clients/components/client-picker';
import { invoicesApi } from '../api/invoices-api';
import { EMPTY_LINE, LinesEditor, type LineValues } from '../components/lines-editor';
import { NextNumber } from '../components/next-number';
import { downloadPdf, useBillingWrite, useDocument, useTemplates } from '../hooks/use-invoices';

type Tag = (typeof MANUAL_DOCUMENTS)[number];
interface Values {
  clientId: string | null;
  clientName: string;
  clientIce: string;
  clientAddress: string;
  lines: LineValues[];
  paymentTerms: string;
  dueDate: string;
  moreInfo: string;
  templateId: string | null;
  locale: string;
}

const schema = z
  .object({
    clientId: z.string().nullable(),
    clientName: z.string().trim().max(200),
    clientIce: z.string().trim().regex(/^\d*$/, { error: 'validation.numeric_only' }),
    lines: z
      .array(
        z.object({
          label: z.string().trim().min(1, { error: REQUIRED }).max(255),
          quantity: z.coerce.number({ error: REQUIRED }).gt(0, { error: 'validation.quantity_positive' }),
          unitPrice: z.coerce.number({ error: REQUIRED }).min(0, { error: 'validation.too_small' }),
        }),
      )
      .min(1),
  })
  .refine((v) => v.clientId || v.clientName.trim(), { path: ['clientName'], error: REQUIRED });

const KIND = { manual_invoice: 'invoice', manual_quote: 'quote', manual_delivery_form: 'delivery_form' } as const;
const TITLE = {
  manual_invoice: 'routes.invoiceEdit',
  manual_quote: 'routes.estimateEdit',
  manual_delivery_form: 'routes.deliveryFormEdit',
} as const;

const fromDetail = (d: BillingDocumentDetail): Values => ({
  clientId: d.clientId ? String(d.clientId) : null,
  clientName: d.snapshot.client?.name ?? '',
  clientIce: d.snapshot.client?.ice ?? '',
  clientAddress: d.snapshot.client?.address ?? '',
  lines: d.snapshot.lines.map((l) => ({ label: l.label, quantity: l.quantity, unitPrice: l.unitPrice, tva: String(l.tva) })),
  paymentTerms: d.snapshot.paymentTerms ?? '',
  dueDate: d.snapshot.dueDate ?? '',
  moreInfo: d.snapshot.moreInfo ?? '',
  templateId: d.templateId ? String(d.templateId) : null,
  locale: d.locale,
});

function DocumentEditPage({ tag }: { tag: Tag }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [address] = useAddressParams();
  const id = Number(address.get('id')) || null;
  const existing = useDocument(id);
  const templates = useTemplates();
  const issueNow = useRef(false);
  const save = useBillingWrite(invoicesApi.saveManual);
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      clientId: null,
      clientName: '',
      clientIce: '',
      clientAddress: '',
      lines: [{ ...EMPTY_LINE }],
      paymentTerms: '',
      dueDate: '',
      moreInfo: '',
      templateId: null,
      locale: i18n.language,
    },
    schema,
    serverFields: ['lines', 'clientName'],
    onSubmit: async (v) => {
      const doc = await save.mutateAsync({
        id: id ?? undefined,
        tag,
        clientId: v.clientId ? Number(v.clientId) : null,
        client: v.clientName.trim()
          ? { name: v.clientName.trim(), ice: v.clientIce.trim() || null, address: v.clientAddress.trim() || null }
          : null,
        lines: v.lines.map((l) => ({ label: l.label, quantity: Number(l.quantity), unitPrice: Number(l.unitPrice), tva: Number(l.tva) })),
        paymentTerms: v.paymentTerms.trim() || null,
        dueDate: v.dueDate || null,
        moreInfo: v.moreInfo.trim() || null,
        templateId: v.templateId ? Number(v.templateId) : null,
        locale: v.locale as (typeof LOCALES)[number],
        issue: issueNow.current,
      });
      notifySuccess({ message: doc.reference ? t('invoices.issued', { reference: doc.reference }) : t('invoices.draftSaved') });
      if (doc.reference) await downloadPdf(doc.id, doc.kind);
      void navigate(tag === 'manual_invoice' ? '/invoices' : '/invoices/manual');
    },
  });
  const loaded = existing.data;
  useEffect(() => {
    if (loaded) {
      form.setValues(fromDetail(loaded));
      form.resetDirty(fromDetail(loaded));
    }
    // Once per document loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded?.id]);
  const locked = !!loaded && loaded.status !== 'draft';
  return (
    <>
      <PageHeader title={t(TITLE[tag])} description={<NextNumber kind={KIND[tag]} />} />
      <form {...formProps} data-testid="document-form">
        <Stack>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('invoices.client')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ClientPicker
                label={t('invoices.clientFile')}
                value={form.values.clientId}
                onChange={(v) => form.setFieldValue('clientId', v)}
                testId="document-client"
              />
              <TextInput label={t('invoices.clientName')} {...form.getInputProps('clientName')} data-testid="document-client-name" />
              <TextInput label={t('invoices.ice')} {...form.getInputProps('clientIce')} />
              <TextInput label={t('invoices.address')} {...form.getInputProps('clientAddress')} />
            </SimpleGrid>
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('invoices.lines')}
            </Title>
            <LinesEditor form={form} currency="MAD" />
          </Card>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('invoices.paymentTerms')} {...form.getInputProps('paymentTerms')} />
              <TextInput type="date" label={t('invoices.dueDate')} {...form.getInputProps('dueDate')} />
              <Select
                label={t('invoices.template')}
                data={(templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.intitule }))}
                clearable
                {...form.getInputProps('templateId')}
              />
              <Select
                label={t('invoices.language')}
                data={LOCALES.map((l) => ({ value: l, label: t(`invoices.languages.${l}`) }))}
                allowDeselect={false}
                {...form.getInputProps('locale')}
              />
            </SimpleGrid>
            <Textarea mt="sm" label={t('invoices.notes')} autosize minRows={2} {...form.getInputProps('moreInfo')} />
          </Card>
          <Group justify="flex-end" style={{ position: 'sticky', bottom: 0 }} py="sm" bg="var(--mantine-color-body)">
            <Button
              type="submit"
              variant="light"
              loading={submitting && !issueNow.current}
              disabled={locked}
              onClick={() => (issueNow.current = false)}
              data-testid="save-draft"
            >
              {t('invoices.saveDraft')}
            </Button>
            <Button
              type="submit"
              loading={submitting && issueNow.current}
              disabled={locked}
              onClick={() => (issueNow.current = true)}
              data-testid="issue-document"
            >
              {t('invoices.issue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

export const InvoiceEditPage = () => <DocumentEditPage tag="manual_invoice" />;
export const EstimateEditPage = () => <DocumentEditPage tag="manual_quote" />;
export const DeliveryFormEditPage = () => <DocumentEditPage tag="manual_delivery_form" />;

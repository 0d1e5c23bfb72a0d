// gestion_other_billings: /invoices/other (the certificates), /invoices/add-edit-others (a new certificate: a title
// and a text, stated for a client), /invoices/print-certificate (one chosen, seen and printed).
import { LOCALES } from '@comptoir/shared';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { useAppForm } from '../../../components/form/use-app-form';
import { REQUIRED } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { ClientPicker } from '../../clients/components/client-picker';
import { invoicesApi } from '../api/invoices-api';
import { DocumentsTable } from '../components/documents-table';
import { printPdf, useBillingWrite, useDocuments } from '../hooks/use-invoices';

export function OtherBillingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.invoicesOther')}
        description={t('invoices.otherDescription')}
        actions={
          <>
            <Button component={Link} to="/invoices/print-certificate" variant="light" leftSection={<IconPrinter size={18} />}>
              {t('routes.printCertificate')}
            </Button>
            <Button component={Link} to="/invoices/add-edit-others" leftSection={<IconPlus size={18} />}>
              {t('invoices.newCertificate')}
            </Button>
          </>
        }
      />
      <DocumentsTable scope="certificates" tableId="certificates" tags={[]} />
    </>
  );
}

interface Values {
  title: string;
  body: string;
  clientId: string | null;
  clientName: string;
  locale: string;
}
const schema = z.object({
  title: z.string().trim().min(1, { error: REQUIRED }).max(200),
  body: z.string().trim().min(1, { error: REQUIRED }).max(5000),
});

export function CertificateEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useBillingWrite(invoicesApi.createCertificate);
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: { title: '', body: '', clientId: null, clientName: '', locale: i18n.language },
    schema,
    serverFields: ['title', 'body'],
    onSubmit: async (v) => {
      const doc = await create.mutateAsync({
        title: v.title,
        body: v.body,
        clientId: v.clientId ? Number(v.clientId) : null,
        client: v.clientName.trim() ? { name: v.clientName.trim() } : null,
        locale: v.locale as (typeof LOCALES)[number],
      });
      notifySuccess({ message: t('invoices.issued', { reference: doc.reference ?? '' }) });
      await printPdf(doc.id, 'certificate');
      void navigate('/invoices/other');
    },
  });
  return (
    <>
      <PageHeader title={t('routes.invoiceOtherEdit')} />
      <form {...formProps}>
        <Card withBorder>
          <Stack>
            <TextInput label={t('invoices.certificateTitle')} required {...form.getInputProps('title')} data-testid="certificate-title" />
            <Textarea
              label={t('invoices.certificateBody')}
              required
              autosize
              minRows={6}
              {...form.getInputProps('body')}
              data-testid="certificate-body"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <ClientPicker
                label={t('invoices.clientFile')}
                value={form.values.clientId}
                onChange={(v) => form.setFieldValue('clientId', v)}
                testId="certificate-client"
              />
              <TextInput label={t('invoices.clientName')} {...form.getInputProps('clientName')} />
              <Select
                label={t('invoices.language')}
                data={LOCALES.map((l) => ({ value: l, label: t(`invoices.languages.${l}`) }))}
                allowDeselect={false}
                {...form.getInputProps('locale')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                {t('invoices.issueAndPrint')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </>
  );
}

export function PrintCertificatePage() {
  const { t } = useTranslation();
  const list = useDocuments('certificates', { page: 1, limit: 100 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) return;
    let revoked = false;
    let made: string | null = null;
    void invoicesApi.pdf(Number(chosen), 'certificate').then(({ blob }) => {
      if (revoked) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [chosen]);
  return (
    <>
      <PageHeader title={t('routes.printCertificate')} />
      <Group align="flex-end" mb="md">
        <Select
          label={t('invoices.certificate')}
          data={(list.data?.data ?? []).map((d) => ({ value: String(d.id), label: `${d.reference ?? ''} · ${d.clientName ?? ''}` }))}
          value={chosen}
          onChange={setChosen}
          searchable
          w={360}
        />
        <Button leftSection={<IconPrinter size={18} />} disabled={!chosen} onClick={() => void printPdf(Number(chosen), 'certificate')}>
          {t('invoices.print')}
        </Button>
      </Group>
      {url && (
        <iframe
          title={t('invoices.preview')}
          src={url}
          style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-default-border)' }}
        />
      )}
    </>
  );
}

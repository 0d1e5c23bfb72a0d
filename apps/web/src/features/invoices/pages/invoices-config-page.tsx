// /settings/invoices-config: the invoice templates (logo, colours, header and footer text, payment terms, which
// fields show, language, the default one) with a live preview: the server renders a sample invoice in the template
// as it is being edited (POST /Invoice/templates/preview), shown beside the form.
import { LOCALES, TEMPLATE_FIELDS, type InvoiceTemplate, type InvoiceTemplateBody } from '@comptoir/shared';
import { Button, Card, Checkbox, ColorInput, Grid, Group, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { REQUIRED } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { invoicesApi } from '../api/invoices-api';
import { useBillingWrite, useSaveTemplate, useTemplates } from '../hooks/use-invoices';

type Values = Required<Omit<InvoiceTemplateBody, 'id' | 'headerText' | 'footerText' | 'paymentTerms' | 'logoFileId'>> & {
  headerText: string;
  footerText: string;
  paymentTerms: string;
  logoFileId: number | null;
};
const BLANK: Values = {
  intitule: '',
  logoFileId: null,
  primaryColor: '#1c7ed6',
  secondaryColor: '#495057',
  headerText: '',
  footerText: '',
  paymentTerms: '',
  fields: [...TEMPLATE_FIELDS],
  locale: 'fr',
  isDefault: false,
};
const schema = z.object({ intitule: z.string().trim().min(1, { error: REQUIRED }).max(120) });
const toValues = (tpl: InvoiceTemplate): Values => ({
  intitule: tpl.intitule,
  logoFileId: tpl.logoFileId,
  primaryColor: tpl.primaryColor,
  secondaryColor: tpl.secondaryColor,
  headerText: tpl.headerText ?? '',
  footerText: tpl.footerText ?? '',
  paymentTerms: tpl.paymentTerms ?? '',
  fields: tpl.fields,
  locale: tpl.locale,
  isDefault: tpl.isDefault,
});

function Preview({ values }: { values: Values }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(values, 500);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const body = {
      ...debounced,
      headerText: debounced.headerText || null,
      footerText: debounced.footerText || null,
      paymentTerms: debounced.paymentTerms || null,
    };
    void invoicesApi.preview(body).then(({ blob }) => {
      if (cancelled) return;
      setUrl((old) => {
        if (old) URL.revokeObjectURL(old);
        return URL.createObjectURL(blob);
      });
    });
    return () => {
      cancelled = true;
    };
  }, [debounced]);
  return url ? (
    <iframe
      title={t('invoices.preview')}
      src={`${url}#toolbar=0&view=FitH`}
      data-testid="template-preview"
      style={{ width: '100%', height: '80vh', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
    />
  ) : null;
}

export function InvoicesConfigPage() {
  const { t } = useTranslation();
  const templates = useTemplates();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveTemplate();
  const remove = useBillingWrite((id: number) => invoicesApi.removeTemplate(id));
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: BLANK,
    schema,
    serverFields: ['intitule', 'primaryColor', 'secondaryColor'],
    onSubmit: async (v) => {
      const saved = await save.mutateAsync({
        ...v,
        id: editing ?? undefined,
        headerText: v.headerText || null,
        footerText: v.footerText || null,
        paymentTerms: v.paymentTerms || null,
      });
      setEditing(saved.id);
      notifySuccess({ message: t('invoices.templateSaved') });
    },
  });
  const choose = (id: string | null) => {
    const tpl = templates.data?.find((x) => String(x.id) === id);
    setEditing(tpl?.id ?? null);
    const v = tpl ? toValues(tpl) : BLANK;
    form.setValues(v);
    form.resetDirty(v);
  };
  return (
    <>
      <PageHeader
        title={t('routes.invoicesConfig')}
        description={t('invoices.configDescription')}
        actions={
          <Button leftSection={<IconPlus size={18} />} variant="light" onClick={() => choose(null)}>
            {t('invoices.newTemplate')}
          </Button>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <form {...formProps}>
            <Card withBorder>
              <Stack>
                <Select
                  label={t('invoices.template')}
                  placeholder={t('invoices.newTemplate')}
                  data={(templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.intitule }))}
                  value={editing ? String(editing) : null}
                  onChange={choose}
                  clearable
                />
                <TextInput label={t('invoices.templateName')} required {...form.getInputProps('intitule')} data-testid="template-name" />
                <FileUploader
                  value={form.values.logoFileId}
                  onChange={(id) => form.setFieldValue('logoFileId', id)}
                  folder="invoice-logos"
                  label={t('invoices.logo')}
                  accept="image/png,image/jpeg"
                  withCamera={false}
                />
                <SimpleGrid cols={2}>
                  <ColorInput
                    label={t('invoices.primaryColor')}
                    format="hex"
                    eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
                    {...form.getInputProps('primaryColor')}
                  />
                  <ColorInput
                    label={t('invoices.secondaryColor')}
                    format="hex"
                    eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
                    {...form.getInputProps('secondaryColor')}
                  />
                </SimpleGrid>
                <Textarea label={t('invoices.headerText')} autosize minRows={2} {...form.getInputProps('headerText')} />
                <Textarea
                  label={t('invoices.footerText')}
                  autosize
                  minRows={2}
                  {...form.getInputProps('footerText')}
                  data-testid="template-footer"
                />
                <TextInput label={t('invoices.paymentTerms')} {...form.getInputProps('paymentTerms')} />
                <Checkbox.Group label={t('invoices.fieldsShown')} {...form.getInputProps('fields')}>
                  <SimpleGrid cols={2} mt="xs">
                    {TEMPLATE_FIELDS.map((f) => (
                      <Checkbox key={f} value={f} label={t(`invoices.fields.${f}`)} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
                <Select
                  label={t('invoices.language')}
                  data={LOCALES.map((l) => ({ value: l, label: t(`invoices.languages.${l}`) }))}
                  allowDeselect={false}
                  {...form.getInputProps('locale')}
                />
                <Switch label={t('invoices.isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
                <Group justify="space-between">
                  {editing ? (
                    <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
                      {t('invoices.delete')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Button type="submit" loading={submitting} data-testid="template-save">
                    {t('invoices.save')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Preview values={form.values} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={deleting}
        title={t('invoices.delete')}
        message={t('invoices.deleteTemplateText')}
        confirmLabel={t('invoices.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          void remove.mutateAsync(editing as number).then(() => {
            setDeleting(false);
            choose(null);
          })
        }
        onClose={() => setDeleting(false)}
      />
    </>
  );
}

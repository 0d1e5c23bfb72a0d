// The product form (product-spec §2 add-edit, §5): labels in four languages, category, nature, units and tax, codes,
// prices per store with promotions, variants each with their own prices, a bundle's components or a formula's compositions. A changed
// buying price asks first.
import { UNITS } from '@comptoir/shared';
import { Box, Card, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormActions } from '../../../components/form/form-actions';
import { SaveCancelled, useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators, useFormat } from '../../../lib/format';
import type { ProductEdit, ProductFormData } from '../api/catalogue-api';
import { useProductFiles } from '../hooks/use-products';
import { BundleEditor } from './bundle-editor';
import { CompositionsEditor } from './compositions-editor';
import { ImagesEditor } from './images-editor';
import { localLabel } from './products-table';
import { PricesEditor } from './prices-editor';
import { initialValues, productFormSchema, SERVER_FIELDS, type ProductFormValues } from './product-form-values';
import { VariantsEditor } from './variants-editor';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const natureChoices = (data: ProductFormData | undefined, current: string) => [
  ...new Set([...(data?.natures ?? ['standard', 'variants']), current]),
];

export interface ProductFormProps {
  initial?: ProductEdit | null;
  data: ProductFormData | undefined;
  /** Saves the product (and a formula's compositions); navigates away once saved. */
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  onCancel: () => void;
  /** The nature of a new product ('composition' from the compositions screen). */
  defaultNature?: ProductFormValues['nature'];
  /** A new product from the tiers or supplement screen: its category is one of that range's. */
  range?: 'tiers' | 'supplement';
}

export function ProductForm({ initial, data, onSubmit, onCancel, defaultNature, range }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const currency = data?.currencies.find((c) => c.isDefault)?.tag ?? 'MAD';
  const [asking, setAsking] = useState<{ to: number | null; answer: (ok: boolean) => void } | null>(null);
  const start = initialValues(initial, data?.detailKeys);
  const rangeCategories = range && !initial ? data?.categories.filter((c) => c.tag === range) : undefined;
  const presetCategory = rangeCategories?.length === 1 ? String(rangeCategories[0]!.id) : start.categoryId;
  const { form, formProps, submitting } = useAppForm<ProductFormValues>({
    initialValues: initial ? start : { ...start, nature: defaultNature ?? start.nature, categoryId: presetCategory },
    schema: productFormSchema,
    serverFields: SERVER_FIELDS,
    onSubmit: async (values) => {
      // Product-spec §5: changing the buying price needs confirmation (and the server audits it).
      const before = initial?.buyingPrice ?? null;
      const after = values.buyingPrice === '' ? null : values.buyingPrice;
      if (initial && before !== after) {
        const ok = await new Promise<boolean>((answer) => setAsking({ to: after, answer }));
        if (!ok) throw new SaveCancelled();
      }
      await onSubmit(values);
    },
  });
  const files = useProductFiles(initial?.id ?? null);
  const svgFileIds = (files.data?.files ?? []).filter((x) => x.extension.toLowerCase() === 'svg').map((x) => x.fileId);
  const v = form.values;
  const lang = i18n.language;
  const separators = numberSeparators(lang);
  const options = (
    rows: { id: number; label: string; en_label?: string | null; ar_label?: string | null; it_label?: string | null }[] = [],
  ) => rows.map((r) => ({ value: String(r.id), label: localLabel(r, lang) }));
  const answer = (ok: boolean) => {
    asking?.answer(ok);
    setAsking(null);
  };
  const amount = (x: number | null | undefined) => (x === null || x === undefined ? '—' : f.money(x, currency));

  return (
    <Box component="form" {...formProps} data-testid="product-form">
      <Stack gap="md">
        <Section title={t('catalogue.form.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('catalogue.fields.label')} withAsterisk {...form.getInputProps('label')} data-testid="product-label" />
            <TextInput label={t('catalogue.fields.en_label')} {...form.getInputProps('en_label')} />
            <TextInput label={t('catalogue.fields.ar_label')} dir="rtl" {...form.getInputProps('ar_label')} />
            <TextInput label={t('catalogue.fields.it_label')} {...form.getInputProps('it_label')} />
          </SimpleGrid>
          <Textarea mt="sm" label={t('catalogue.fields.description')} autosize minRows={2} {...form.getInputProps('description')} />
        </Section>

        <Section title={t('catalogue.form.classification')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <Select
              label={t('catalogue.fields.category')}
              withAsterisk
              searchable
              data={options(rangeCategories?.length ? rangeCategories : data?.categories)}
              {...form.getInputProps('categoryId')}
              data-testid="product-category"
            />
            <Select
              label={t('catalogue.fields.brand')}
              searchable
              clearable
              data={options(data?.brands)}
              {...form.getInputProps('brandId')}
            />
            <Select
              label={t('catalogue.fields.supplier')}
              searchable
              clearable
              data={options(data?.suppliers)}
              {...form.getInputProps('supplierId')}
            />
            <Select
              label={t('catalogue.fields.nature')}
              disabled={Boolean(initial)}
              allowDeselect={false}
              data={natureChoices(data, v.nature).map((n) => ({ value: n, label: t(`catalogue.natures.${n}`) }))}
              {...form.getInputProps('nature')}
              data-testid="product-nature"
            />
            <Select
              label={t('catalogue.fields.type')}
              allowDeselect={false}
              data={['outbound', 'inbound', 'semifini'].map((n) => ({ value: n, label: t(`catalogue.types.${n}`) }))}
              {...form.getInputProps('type')}
            />
            <Switch mt={30} label={t('catalogue.fields.isService')} {...form.getInputProps('isService', { type: 'checkbox' })} />
          </SimpleGrid>
        </Section>

        <Section title={t('catalogue.form.units')}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Select
              label={t('catalogue.fields.unity')}
              allowDeselect={false}
              data={UNITS.map((u) => ({ value: u, label: t(`catalogue.units.${u}`) }))}
              {...form.getInputProps('unity')}
            />
            <NumberInput label={t('catalogue.fields.tva')} suffix=" %" min={0} max={100} hideControls {...form.getInputProps('tva')} />
            <NumberInput
              label={t('catalogue.fields.buyingPrice')}
              min={0}
              decimalScale={2}
              {...separators}
              hideControls
              {...form.getInputProps('buyingPrice')}
              data-testid="product-buying-price"
            />
            <NumberInput label={t('catalogue.fields.criticalQuantity')} min={0} hideControls {...form.getInputProps('criticalQuantity')} />
            <NumberInput
              label={t('catalogue.fields.unitsPerCarton')}
              description={t('catalogue.fields.unitsPerCartonHint')}
              min={1}
              max={100_000}
              allowDecimal={false}
              hideControls
              {...form.getInputProps('unitsPerCarton')}
              data-testid="product-units-per-carton"
            />
          </SimpleGrid>
          {v.nature !== 'variants' && (
            <SimpleGrid mt="sm" cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('catalogue.fields.barcode')} dir="ltr" {...form.getInputProps('barcode')} data-testid="product-barcode" />
              <TextInput label={t('catalogue.fields.sku')} dir="ltr" {...form.getInputProps('sku')} />
            </SimpleGrid>
          )}
        </Section>

        {v.nature === 'variants' ? (
          <Section title={t('catalogue.form.variants')}>
            <VariantsEditor form={form} data={data} />
          </Section>
        ) : (
          <Section title={t('catalogue.form.prices')}>
            <PricesEditor form={form} path="prices" data={data} />
          </Section>
        )}
        {v.nature === 'bundle' && (
          <Section title={t('catalogue.bundle.title')}>
            <BundleEditor form={form} />
          </Section>
        )}
        <Section title={t('catalogue.images.title')}>
          <ImagesEditor form={form} svgFileIds={svgFileIds} />
        </Section>
        {v.nature === 'composition' && (
          <Section title={t('catalogue.compositions.title')}>
            <CompositionsEditor form={form} />
          </Section>
        )}

        <Card p="sm" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
          <FormActions submitting={submitting} onCancel={onCancel} testId="product" />
        </Card>
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        title={t('catalogue.buyingPrice.title')}
        message={t('catalogue.buyingPrice.message', { from: amount(initial?.buyingPrice), to: amount(asking?.to) })}
        confirmLabel={t('catalogue.buyingPrice.confirm')}
        color="orange"
        onClose={() => answer(false)}
        onConfirm={() => answer(true)}
      />
    </Box>
  );
}

// The product form (product-spec §2 add-edit, §5): labels in four languages, category, nature, units and tax, codes,
// prices per store with promotions, or variants each with their own prices. A changed buying price asks first.
import { UNITS } from '@comptoir/shared';
import { Box, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, zodResolver } from '../../../lib/form';
import type { ProductEdit, ProductFormData } from '../api/catalogue-api';
import { localLabel } from './products-table';
import { PricesEditor } from './prices-editor';
import {
  emptyVariant,
  initialValues,
  productFormSchema,
  SERVER_FIELDS,
  toProductBody,
  type ProductFormValues,
} from './product-form-values';

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

export interface ProductFormProps {
  initial?: ProductEdit | null;
  data: ProductFormData | undefined;
  onSubmit: (body: ReturnType<typeof toProductBody>) => Promise<unknown>;
  onCancel: () => void;
}

export function ProductForm({ initial, data, onSubmit, onCancel }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [confirmBuying, setConfirmBuying] = useState<ProductFormValues | null>(null);
  const form = useForm<ProductFormValues>({
    initialValues: initialValues(initial, data?.detailKeys),
    validate: zodResolver(productFormSchema),
    validateInputOnBlur: true,
  });
  const v = form.values;
  const lang = i18n.language;
  const options = (
    rows: { id: number; label: string; en_label?: string | null; ar_label?: string | null; it_label?: string | null }[] = [],
  ) => rows.map((r) => ({ value: String(r.id), label: localLabel(r, lang) }));

  const save = async (values: ProductFormValues) => {
    setSubmitting(true);
    try {
      await onSubmit(toProductBody(values));
      form.resetDirty();
    } catch (error) {
      if (!applyServerErrors(form, error, SERVER_FIELDS) && !isApiError(error)) console.error('[catalogue] save failed', error);
    } finally {
      setSubmitting(false);
    }
  };
  // Product-spec §5: changing the buying price needs confirmation (and the server audits it).
  const submit = form.onSubmit((values) => {
    const before = initial?.buyingPrice ?? null;
    const after = values.buyingPrice === '' ? null : values.buyingPrice;
    if (initial && before !== after) setConfirmBuying(values);
    else void save(values);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="product-form">
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
              data={options(data?.categories)}
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
              data={[...new Set(['standard', 'variants', v.nature])].map((n) => ({ value: n, label: t(`catalogue.natures.${n}`) }))}
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
              decimalSeparator=","
              hideControls
              {...form.getInputProps('buyingPrice')}
            />
            <NumberInput label={t('catalogue.fields.criticalQuantity')} min={0} hideControls {...form.getInputProps('criticalQuantity')} />
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
            <Text fz="sm" c="dimmed" mb="sm">
              {t('catalogue.form.variantsHelp')}
            </Text>
            <TextInput maw={280} mb="md" label={t('catalogue.fields.variantKey')} {...form.getInputProps('variantKey')} />
            <Stack gap="lg">
              {v.variants.map((variant, i) => (
                <Card key={variant.id ?? `new-${i}`} withBorder data-testid="variant-card">
                  <Group align="flex-end" gap="sm" mb="sm">
                    <TextInput
                      style={{ flex: 1 }}
                      label={v.variantKey || t('catalogue.fields.variantKey')}
                      withAsterisk
                      {...form.getInputProps(`variants.${i}.value`)}
                      data-testid="variant-value"
                    />
                    <TextInput
                      style={{ flex: 1 }}
                      dir="ltr"
                      label={t('catalogue.fields.barcode')}
                      {...form.getInputProps(`variants.${i}.barcode`)}
                      data-testid="variant-barcode"
                    />
                    <TextInput
                      style={{ flex: 1 }}
                      dir="ltr"
                      label={t('catalogue.fields.sku')}
                      {...form.getInputProps(`variants.${i}.sku`)}
                    />
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => form.removeListItem('variants', i)}
                    >
                      {t('catalogue.actions.remove')}
                    </Button>
                  </Group>
                  <PricesEditor form={form} path={`variants.${i}.prices`} data={data} />
                </Card>
              ))}
            </Stack>
            {typeof form.errors.variants === 'string' && (
              <Text c="red" fz="sm" mt="xs">
                {form.errors.variants}
              </Text>
            )}
            <Button
              mt="md"
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('variants', emptyVariant())}
              data-testid="variant-add"
            >
              {t('catalogue.actions.addVariant')}
            </Button>
          </Section>
        ) : (
          <Section title={t('catalogue.form.prices')}>
            <PricesEditor form={form} path="prices" data={data} />
          </Section>
        )}

        <Card p="sm" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} data-testid="product-save">
              {t('common.save')}
            </Button>
          </Group>
        </Card>
      </Stack>
      <ConfirmModal
        opened={confirmBuying !== null}
        title={t('catalogue.buyingPrice.title')}
        message={t('catalogue.buyingPrice.message', {
          from: initial?.buyingPrice ?? '—',
          to: confirmBuying?.buyingPrice === '' ? '—' : (confirmBuying?.buyingPrice ?? '—'),
        })}
        confirmLabel={t('catalogue.buyingPrice.confirm')}
        color="orange"
        onClose={() => setConfirmBuying(null)}
        onConfirm={() => {
          const values = confirmBuying!;
          setConfirmBuying(null);
          void save(values);
        }}
      />
    </Box>
  );
}

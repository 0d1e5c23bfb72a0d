// The variants of a 'variants' article: the attribute they differ by, then each variant's value, codes and prices.
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductFormData } from '../api/catalogue-api';
import { PricesEditor } from './prices-editor';
import { emptyVariant, type ProductFormValues } from './product-form-values';

export function VariantsEditor({ form, data }: { form: UseFormReturnType<ProductFormValues>; data: ProductFormData | undefined }) {
  const { t } = useTranslation();
  const v = form.values;
  return (
    <>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('catalogue.form.variantsHelp')}
      </Text>
      <TextInput maw={280} mb="md" label={t('catalogue.fields.variantKey')} {...form.getInputProps('variantKey')} />
      <Stack gap="lg">
        {v.variants.map((variant, i) => (
          <Card key={variant.id ?? `new-${i}`} withBorder data-testid="variant-card">
            <Group align="flex-end" gap="sm" mb="sm">
              <TextInput
                style={{ flex: '1 1 160px' }}
                label={v.variantKey || t('catalogue.fields.variantKey')}
                withAsterisk
                dir="auto"
                {...form.getInputProps(`variants.${i}.value`)}
                data-testid="variant-value"
              />
              <TextInput
                style={{ flex: '1 1 160px' }}
                dir="ltr"
                label={t('catalogue.fields.barcode')}
                {...form.getInputProps(`variants.${i}.barcode`)}
                data-testid="variant-barcode"
              />
              <TextInput
                style={{ flex: '1 1 160px' }}
                dir="ltr"
                label={t('catalogue.fields.sku')}
                {...form.getInputProps(`variants.${i}.sku`)}
              />
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => form.removeListItem('variants', i)}>
                {t('catalogue.actions.remove')}
              </Button>
            </Group>
            <PricesEditor form={form} path={`variants.${i}.prices`} data={data} />
          </Card>
        ))}
      </Stack>
      {typeof form.errors.variants === 'string' && (
        <Text c="red" fz="sm" mt="xs" role="alert">
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
    </>
  );
}

// The components of a bundle (product-spec §4 nature 'bundle'): products and how many of each one bundle holds; a sale
// of the bundle takes each of them out of stock. Formulas and other bundles are refused by the server (422 here).
import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from './product-form-values';
import { ProductLinesEditor } from './product-lines-editor';

export function BundleEditor({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { t } = useTranslation();
  const items = form.values.bundle;
  const error = form.errors.bundle;
  return (
    <Stack gap="sm" data-testid="bundle-editor">
      <Text fz="sm" c="dimmed">
        {t('catalogue.bundle.help')}
      </Text>
      <ProductLinesEditor
        form={form}
        path="bundle"
        lines={items}
        idOf={(x) => x.productId}
        newLine={(p) => ({ productId: p.productId, label: p.label, quantity: 1 })}
        productTitle={t('catalogue.bundle.product')}
        addLabel={t('catalogue.bundle.add')}
        quantityLabel={(x) => t('catalogue.bundle.quantityOf', { name: x.label })}
        removeLabel={(x) => t('catalogue.bundle.remove', { name: x.label })}
        decimalScale={3}
        minWidth={280}
        size="sm"
        pickerStyle={{ maxWidth: 420 }}
        onAdded={() => form.clearFieldError('bundle')}
        testId="bundle"
      />
      {typeof error === 'string' && (
        <Text fz="sm" c="red" data-testid="bundle-error">
          {/* The form says 'required' of any empty list: an empty bundle gets its own words. */}
          {items.length === 0 ? t('catalogue.validation.bundleRequired') : error}
        </Text>
      )}
    </Stack>
  );
}

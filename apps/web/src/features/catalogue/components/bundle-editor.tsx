// The components of a bundle (product-spec §4 nature 'bundle'): products and how many of each one bundle holds; a sale
// of the bundle takes each of them out of stock. Formulas and other bundles are refused by the server (422 here).
import { ActionIcon, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from './product-form-values';
import { ProductPicker } from './product-picker';

export function BundleEditor({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { t } = useTranslation();
  const items = form.values.bundle;
  const error = form.errors.bundle;
  return (
    <Stack gap="sm" data-testid="bundle-editor">
      <Text fz="sm" c="dimmed">
        {t('catalogue.bundle.help')}
      </Text>
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.bundle.product')}</Table.Th>
                <Table.Th w={110}>{t('catalogue.bundle.quantity')}</Table.Th>
                <Table.Th w={50} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, i) => (
                <Table.Tr key={item.productId} data-testid="bundle-item">
                  <Table.Td>
                    <Text fz="sm">{item.label}</Text>
                    {form.errors[`bundle.${i}.productId`] && (
                      <Text fz="xs" c="red">
                        {form.errors[`bundle.${i}.productId`]}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      min={0}
                      decimalScale={3}
                      hideControls
                      aria-label={t('catalogue.bundle.quantityOf', { name: item.label })}
                      {...form.getInputProps(`bundle.${i}.quantity`)}
                      data-testid="bundle-quantity"
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('catalogue.bundle.remove', { name: item.label })}
                      onClick={() => form.removeListItem('bundle', i)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group align="flex-end">
        <ProductPicker
          label={t('catalogue.bundle.add')}
          exclude={items.map((x) => x.productId)}
          onPick={(p) => {
            form.insertListItem('bundle', { productId: p.productId, label: p.label, quantity: 1 });
            form.clearFieldError('bundle');
          }}
          style={{ flex: 1, maxWidth: 420 }}
          data-testid="bundle-picker"
        />
      </Group>
      {typeof error === 'string' && (
        <Text fz="sm" c="red" data-testid="bundle-error">
          {/* The form says 'required' of any empty list: an empty bundle gets its own words. */}
          {items.length === 0 ? t('catalogue.validation.bundleRequired') : error}
        </Text>
      )}
    </Stack>
  );
}

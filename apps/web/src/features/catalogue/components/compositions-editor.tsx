// The compositions of a formula (product-spec §5 and §9): each composition names a choice ('Boisson chaude') with its
// minimum and maximum number of choices and its products; a product may be auto-included (given without choosing) or
// or-combined (one of it or the next). A formula needs products in at least two compositions.
import { ActionIcon, Button, Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptyComposition, type ProductFormValues } from './product-form-values';
import { ProductLinesEditor } from './product-lines-editor';

export function CompositionsEditor({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { t } = useTranslation();
  const compositions = form.values.compositions;
  const error = form.errors.compositions;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('catalogue.compositions.help')}
      </Text>
      {compositions.map((c, i) => {
        const path = `compositions.${i}`;
        const itemsError = form.errors[`${path}.items`];
        return (
          <Card key={c.id ?? `new-${i}`} withBorder data-testid="composition-card">
            <Group align="flex-start" gap="sm" mb="sm" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ flex: 1 }}>
                <TextInput
                  label={t('catalogue.compositions.name')}
                  withAsterisk
                  {...form.getInputProps(`${path}.name`)}
                  data-testid="composition-name"
                />
                <NumberInput
                  label={t('catalogue.compositions.min')}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  {...form.getInputProps(`${path}.min`)}
                />
                <NumberInput
                  label={t('catalogue.compositions.max')}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  {...form.getInputProps(`${path}.max`)}
                  data-testid="composition-max"
                />
              </SimpleGrid>
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('catalogue.compositions.remove')}
                onClick={() => form.removeListItem('compositions', i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <ProductLinesEditor
              form={form}
              path={`${path}.items`}
              lines={c.items}
              idOf={(x) => x.productId}
              newLine={(p) => ({ productId: p.productId, label: p.label, quantity: 1, isAutoIncluded: false, isOrCombination: false })}
              productTitle={t('catalogue.compositions.product')}
              addLabel={t('catalogue.compositions.addProduct')}
              quantityLabel={(x) => `${t('catalogue.compositions.quantity')} · ${x.label}`}
              removeLabel={(x) => t('catalogue.compositions.removeItem', { name: x.label })}
              extraColumns={[
                {
                  title: t('catalogue.compositions.autoIncluded'),
                  width: 90,
                  render: (_, __, at) => (
                    <Checkbox
                      aria-label={t('catalogue.compositions.autoIncluded')}
                      {...form.getInputProps(`${at}.isAutoIncluded`, { type: 'checkbox' })}
                    />
                  ),
                },
                {
                  title: t('catalogue.compositions.orCombination'),
                  width: 90,
                  render: (_, __, at) => (
                    <Checkbox
                      aria-label={t('catalogue.compositions.orCombination')}
                      {...form.getInputProps(`${at}.isOrCombination`, { type: 'checkbox' })}
                    />
                  ),
                },
              ]}
              minWidth={480}
              error={typeof itemsError === 'string' ? itemsError : undefined}
              testId="composition"
            />
          </Card>
        );
      })}
      {typeof error === 'string' && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('compositions', emptyComposition())}
          data-testid="composition-add"
        >
          {t('catalogue.compositions.add')}
        </Button>
      </Group>
    </Stack>
  );
}

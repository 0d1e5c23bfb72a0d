// The compositions of a formula (product-spec §5 and §9): each composition names a choice ('Boisson chaude') with its
// minimum and maximum number of choices and its products; a product may be auto-included (given without choosing) or
// or-combined (one of it or the next). A formula needs products in at least two compositions.
import { ActionIcon, Button, Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptyComposition, type ProductFormValues } from './product-form-values';
import { ProductPicker } from './product-picker';

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
            {c.items.length > 0 && (
              <Table.ScrollContainer minWidth={480} mb="sm">
                <Table verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('catalogue.compositions.product')}</Table.Th>
                      <Table.Th w={110}>{t('catalogue.compositions.quantity')}</Table.Th>
                      <Table.Th w={90}>{t('catalogue.compositions.autoIncluded')}</Table.Th>
                      <Table.Th w={90}>{t('catalogue.compositions.orCombination')}</Table.Th>
                      <Table.Th w={44} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {c.items.map((item, j) => (
                      <Table.Tr key={item.productId} data-testid="composition-item">
                        <Table.Td>{item.label}</Table.Td>
                        <Table.Td>
                          <NumberInput
                            size="xs"
                            min={0}
                            hideControls
                            aria-label={t('catalogue.compositions.quantity')}
                            {...form.getInputProps(`${path}.items.${j}.quantity`)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Checkbox
                            aria-label={t('catalogue.compositions.autoIncluded')}
                            {...form.getInputProps(`${path}.items.${j}.isAutoIncluded`, { type: 'checkbox' })}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Checkbox
                            aria-label={t('catalogue.compositions.orCombination')}
                            {...form.getInputProps(`${path}.items.${j}.isOrCombination`, { type: 'checkbox' })}
                          />
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('catalogue.compositions.removeItem', { name: item.label })}
                            onClick={() => form.removeListItem(`${path}.items`, j)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <ProductPicker
              label={t('catalogue.compositions.addProduct')}
              exclude={c.items.map((x) => x.productId)}
              error={typeof itemsError === 'string' ? itemsError : undefined}
              onPick={(p) =>
                form.insertListItem(`${path}.items`, {
                  productId: p.productId,
                  label: p.label,
                  quantity: 1,
                  isAutoIncluded: false,
                  isOrCombination: false,
                })
              }
              data-testid="composition-picker"
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

// The one editor of product + quantity lines in a form list: a bundle's components, a composition's choices, a
// recipe's elements. Each line shows its product, a quantity (in the product's unit when known), the columns its use
// adds (auto-included, or-combination…) and a remove button; a product picker below adds a line.
import { ActionIcon, NumberInput, Stack, Table, Text, type MantineSize } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberSeparators } from '../../../lib/format';
import { ProductPicker, type PickedProduct } from './product-picker';

export interface ProductLine {
  label: string;
  quantity: number | '';
  unity?: string;
}

export interface ProductLinesColumn<L> {
  title: string;
  width: number;
  render: (line: L, index: number, path: string) => ReactNode;
}

export interface ProductLinesEditorProps<L extends ProductLine> {
  // The form holding the list: its values type differs in each use, the list is reached by its path.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturnType<any>;
  /** Path of the list in the form values ('bundle', 'compositions.0.items', 'elements'). */
  path: string;
  lines: L[];
  /** The product id of a line (its React key, and not offered again by the picker). */
  idOf: (line: L) => number;
  /** The line a picked product adds. */
  newLine: (p: PickedProduct) => L;
  productTitle: string;
  addLabel: string;
  /** Accessible names of a line's quantity and remove button. */
  quantityLabel: (line: L) => string;
  removeLabel: (line: L) => string;
  /** Decimals of the quantity (3 for weights); none by default. */
  decimalScale?: number;
  /** Columns after the quantity. */
  extraColumns?: ProductLinesColumn<L>[];
  /** More product ids the picker must not offer (the recipe's own product). */
  excludeAlso?: number[];
  /** The list's own error (empty, too few…), shown under the picker. */
  error?: ReactNode;
  /** Products of one type only in the picker. */
  type?: string;
  size?: MantineSize;
  minWidth?: number;
  pickerStyle?: CSSProperties;
  /** Test ids: `${testId}-item`, `${testId}-quantity`, `${testId}-picker`. */
  testId: string;
  /** Called after a line is added (to clear a list error). */
  onAdded?: () => void;
}

export function ProductLinesEditor<L extends ProductLine>(props: ProductLinesEditorProps<L>) {
  const { form, path, lines, idOf, testId, extraColumns = [], size = 'xs' } = props;
  const { t, i18n } = useTranslation();
  const separators = numberSeparators(i18n.language);
  return (
    <Stack gap="sm">
      {lines.length > 0 && (
        <Table.ScrollContainer minWidth={props.minWidth ?? 320}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{props.productTitle}</Table.Th>
                <Table.Th w={props.decimalScale ? 170 : 120}>{t('catalogue.compositions.quantity')}</Table.Th>
                {extraColumns.map((c) => (
                  <Table.Th key={c.title} w={c.width}>
                    {c.title}
                  </Table.Th>
                ))}
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, i) => {
                const rowError = form.errors[`${path}.${i}.productId`] ?? form.errors[`${path}.${i}.elementId`];
                return (
                  <Table.Tr key={idOf(line)} data-testid={`${testId}-item`}>
                    <Table.Td>
                      <Text fz="sm">{line.label}</Text>
                      {rowError && (
                        <Text fz="xs" c="red">
                          {rowError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size={size}
                        min={0}
                        decimalScale={props.decimalScale}
                        hideControls
                        {...separators}
                        rightSection={
                          line.unity ? (
                            <Text fz="xs" c="dimmed">
                              {t(`catalogue.unitShort.${line.unity}`, { defaultValue: line.unity })}
                            </Text>
                          ) : undefined
                        }
                        rightSectionWidth={line.unity ? 40 : undefined}
                        aria-label={props.quantityLabel(line)}
                        {...form.getInputProps(`${path}.${i}.quantity`)}
                        data-testid={`${testId}-quantity`}
                      />
                    </Table.Td>
                    {extraColumns.map((c) => (
                      <Table.Td key={c.title}>{c.render(line, i, `${path}.${i}`)}</Table.Td>
                    ))}
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={props.removeLabel(line)}
                        onClick={() => form.removeListItem(path, i)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ProductPicker
        label={props.addLabel}
        type={props.type}
        exclude={[...lines.map(idOf), ...(props.excludeAlso ?? [])]}
        error={props.error}
        onPick={(p) => {
          form.insertListItem(path, props.newLine(p));
          props.onAdded?.();
        }}
        style={props.pickerStyle}
        data-testid={`${testId}-picker`}
      />
    </Stack>
  );
}

// The lines of a new operation: a product found in the source store adds a line (picked again, its line takes the
// focus), each line has its quantity in the product's unit, what the store has, and a remove button. The server's
// problems land here too: lines.N.quantity on that line's input, lines.N.productId under its label.
import type { StockStatusRow } from '@comptoir/shared';
import { amountInputProps } from '../stock-rules';
import { ActionIcon, Group, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQuantityText, useUnitLabel } from '../hooks/use-quantity-text';
import { addLine, exceedsStock, lineProblem, type OperationFormValues } from '../operation-rules';
import { StockProductPicker } from './stock-product-picker';

const focusLine = (index: number) =>
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-testid="operation-line-quantity-${index}"]`)?.focus());

export function OperationLinesEditor({
  form,
  entity,
  priced,
}: {
  form: UseFormReturnType<OperationFormValues>;
  entity: { type: string; id: number } | null;
  /** Lines carry a buying price (receptions). */
  priced?: 'required' | 'optional';
}) {
  const { t, i18n } = useTranslation();
  const unit = useUnitLabel();
  const quantityText = useQuantityText();
  const lines = form.values.lines;
  const listError = form.errors.lines;

  const pick = (r: StockStatusRow) => {
    const next = addLine(lines, {
      productId: r.productId,
      label: r.label,
      barcode: r.barcode,
      unity: r.unity,
      available: r.quantity,
      quantity: '',
      nature: 'unity',
      unitPrice: '',
    });
    if (next.lines.length !== lines.length) form.setFieldValue('lines', next.lines);
    form.clearFieldError('lines');
    focusLine(next.index);
  };

  return (
    <Stack gap="xs" data-testid="operation-lines">
      <Text fz="sm" fw={500}>
        {t('stock.operations.form.lines')}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      {lines.map((line, i) => {
        const problem = lineProblem(form.errors, i);
        return (
          <Paper key={line.productId} withBorder p="xs" radius="md" data-testid="operation-line" data-product={line.productId}>
            <Group gap="sm" wrap="wrap" align="flex-start">
              <Stack gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
                <Text fz="sm" fw={600} data-testid="operation-line-label">
                  <bdi>{line.label}</bdi>
                </Text>
                <Text fz="xs" c="dimmed">
                  {line.barcode && (
                    <>
                      <bdi dir="ltr">{line.barcode}</bdi>
                      {' · '}
                    </>
                  )}
                  {line.available === null
                    ? t('stock.operations.form.availableUnknown')
                    : t('stock.operations.form.available', { quantity: quantityText(line.available, line.unity) })}
                </Text>
                {problem && (
                  <Text fz="xs" c="red" data-testid="operation-line-problem">
                    {problem}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <SegmentedControl
                  size="xs"
                  data={[
                    { value: 'unity', label: t('stock.flows.natures.unity') },
                    { value: 'carton', label: t('stock.flows.natures.carton') },
                  ]}
                  {...form.getInputProps(`lines.${i}.nature`)}
                  data-testid={`operation-line-nature-${i}`}
                />
                {priced && (
                  <NumberInput
                    w={110}
                    {...amountInputProps(i18n.language, 2)}
                    aria-label={t('stock.flows.form.priceOf', { label: line.label })}
                    placeholder={t('stock.flows.form.price')}
                    withAsterisk={priced === 'required'}
                    {...form.getInputProps(`lines.${i}.unitPrice`)}
                    data-testid={`operation-line-price-${i}`}
                  />
                )}
                <NumberInput
                  w={150}
                  {...amountInputProps(i18n.language)}
                  rightSection={
                    <Text fz="xs" c="dimmed" pe={6}>
                      {line.nature === 'carton' ? t('stock.flows.natures.cartonShort') : unit(line.unity)}
                    </Text>
                  }
                  rightSectionWidth={44}
                  aria-label={t('stock.operations.form.quantityOf', { label: line.label })}
                  placeholder={t('stock.fields.quantity')}
                  {...form.getInputProps(`lines.${i}.quantity`)}
                  description={exceedsStock(line) ? t('stock.operations.form.moreThanStock') : undefined}
                  inputWrapperOrder={['input', 'description', 'error']}
                  data-testid={`operation-line-quantity-${i}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={t('stock.operations.form.removeLine', { label: line.label })}
                  onClick={() => form.removeListItem('lines', i)}
                  data-testid="operation-line-remove"
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <StockProductPicker
        storeId={entity?.id ?? null}
        entityTypeTag={entity?.type}
        onPick={pick}
        error={typeof listError === 'string' ? listError : undefined}
      />
    </Stack>
  );
}

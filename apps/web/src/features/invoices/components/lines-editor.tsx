// The free lines of a manual document: designation, quantity, unit price (tax included) and VAT rate; the line's total
// as the server will compute it (shared order formula), the server deciding in the end.
import { lineGross, toMinor } from '@comptoir/shared';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/format';

export interface LineValues {
  label: string;
  quantity: number | string;
  unitPrice: number | string;
  tva: string;
}
export const EMPTY_LINE: LineValues = { label: '', quantity: 1, unitPrice: 0, tva: '20' };
const RATES = ['0', '7', '10', '14', '20'];

export function LinesEditor<V extends { lines: LineValues[] }>({ form, currency }: { form: UseFormReturnType<V>; currency: string }) {
  const { t, i18n } = useTranslation();
  const lines = form.values.lines;
  const field = (i: number, name: keyof LineValues) => form.getInputProps(`lines.${i}.${name}` as never);
  const total = (l: LineValues) => {
    const q = Number(l.quantity);
    const p = Number(l.unitPrice);
    return Number.isFinite(q) && Number.isFinite(p) && p >= 0 ? lineGross(toMinor(p), q) : 0;
  };
  return (
    <Stack gap="xs">
      {lines.map((l, i) => (
        <Group key={i} align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t('invoices.designation')}
            required
            style={{ flex: '3 1 220px' }}
            {...field(i, 'label')}
            data-testid={`line-label-${i}`}
          />
          <NumberInput
            label={t('invoices.quantity')}
            required
            min={0}
            decimalScale={3}
            style={{ flex: '1 1 90px' }}
            {...field(i, 'quantity')}
            data-testid={`line-qty-${i}`}
          />
          <NumberInput
            label={t('invoices.unitPrice')}
            required
            min={0}
            decimalScale={2}
            style={{ flex: '1 1 120px' }}
            {...field(i, 'unitPrice')}
            data-testid={`line-price-${i}`}
          />
          <Select
            label={t('invoices.tva')}
            data={RATES.map((r) => ({ value: r, label: `${r} %` }))}
            style={{ flex: '1 1 90px' }}
            {...field(i, 'tva')}
            allowDeselect={false}
          />
          <Stack gap={0} style={{ flex: '1 1 110px' }} align="flex-end">
            <Text size="sm" fw={500}>
              {t('invoices.total')}
            </Text>
            <Text mt={8}>{formatMinor(total(l), currency, i18n.language)}</Text>
          </Stack>
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            aria-label={t('invoices.removeLine')}
            disabled={lines.length === 1}
            onClick={() => form.removeListItem('lines' as never, i)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('lines' as never, { ...EMPTY_LINE } as never)}
          data-testid="add-line"
        >
          {t('invoices.addLine')}
        </Button>
        <Text fw={700} data-testid="lines-total">
          {t('invoices.total')}{' '}
          {formatMinor(
            lines.reduce((a, l) => a + total(l), 0),
            currency,
            i18n.language,
          )}
        </Text>
      </Group>
    </Stack>
  );
}

// Currency conversion preview (product-spec §9): amount × source rate ÷ target rate, 2 decimals with the tag.
import { convert, toMinor, type Currency } from '@comptoir/shared';
import { ActionIcon, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMinor, numberSeparators } from '../../../lib/format';

/** The converted amount as text, or null when it cannot be computed. */
export function convertPreview(amount: number | string, source: Currency | undefined, target: Currency | undefined, locale: string) {
  if (!source || !target || amount === '' || !Number.isFinite(Number(amount))) return null;
  const minor = convert(toMinor(Number(amount)), source.value, target.value);
  return formatMinor(minor, target.tag, locale);
}

export function ConversionPreview({ currencies }: { currencies: readonly Currency[] }) {
  const { t, i18n } = useTranslation();
  const fallback = currencies.find((c) => c.isDefault)?.tag ?? currencies[0]?.tag ?? null;
  const [amount, setAmount] = useState<number | string>(100);
  const [from, setFrom] = useState<string | null>(currencies.find((c) => !c.isDefault)?.tag ?? fallback);
  const [to, setTo] = useState<string | null>(fallback);
  const source = currencies.find((c) => c.tag === from);
  const target = currencies.find((c) => c.tag === to);
  const data = currencies.map((c) => ({ value: c.tag, label: c.tag }));
  const result = convertPreview(amount, source, target, i18n.language);
  const base =
    source && amount !== '' && Number.isFinite(Number(amount)) ? formatMinor(toMinor(Number(amount)), source.tag, i18n.language) : null;

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)" data-testid="conversion-preview">
      <Text fw={600} fz="sm" mb="sm">
        {t('entreprise.currencies.previewTitle')}
      </Text>
      <Stack gap="sm">
        <NumberInput
          label={t('entreprise.currencies.amount')}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={2}
          {...numberSeparators(i18n.language)}
          data-testid="conversion-amount"
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('entreprise.currencies.from')}
            data={data}
            value={from}
            onChange={setFrom}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="conversion-from"
          />
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('entreprise.currencies.swap')}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            <IconArrowsExchange size={18} />
          </ActionIcon>
          <Select
            label={t('entreprise.currencies.to')}
            data={data}
            value={to}
            onChange={setTo}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="conversion-to"
          />
        </Group>
      </Stack>
      <Stack gap={2} mt="md">
        <Text fz="xl" fw={700} className="app-number" data-testid="conversion-result">
          {result ?? '—'}
        </Text>
        {result && base && source && target && (
          <Text fz="xs" c="dimmed" ta="end">
            <span dir="ltr">
              {t('entreprise.currencies.formula', {
                amount: base,
                source: formatDecimal(source.value, i18n.language, 2),
                target: formatDecimal(target.value, i18n.language, 2),
              })}
            </span>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

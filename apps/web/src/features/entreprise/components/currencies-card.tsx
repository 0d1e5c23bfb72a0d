// The company's currencies and their rates (GET /currencies; POST /currencies corrects a rate; the default stays at 1).
import type { Currency } from '@comptoir/shared';
import { ActionIcon, Badge, Button, Card, Grid, Group, NumberInput, Popover, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { formatDecimal, numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCurrencies, useSetCurrencyRate } from '../hooks/use-currencies';
import { ConversionPreview } from './conversion-preview';

const formatRate = (value: number, locale: string) => formatDecimal(value, locale, 2, 6);

function RateEditor({ currency }: { currency: Currency }) {
  const { t, i18n } = useTranslation();
  const save = useSetCurrencyRate();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number | string>(currency.value);
  const valid = typeof value === 'number' && value > 0 && value <= 1_000_000;

  if (currency.isDefault) {
    return (
      <Tooltip label={t('entreprise.currencies.defaultFixed')}>
        <ActionIcon variant="subtle" size="lg" disabled aria-label={t('entreprise.currencies.editRate')}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('entreprise.currencies.editRate')}
          onClick={() => {
            setValue(currency.value);
            setOpened((o) => !o);
          }}
          data-testid={`currency-edit-${currency.tag}`}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            save.mutate(
              { tag: currency.tag, value: value },
              {
                onSuccess: () => {
                  notifySuccess({ message: t('entreprise.currencies.rateSaved', { tag: currency.tag }) });
                  setOpened(false);
                },
              },
            );
          }}
        >
          <Stack gap="xs" w={220}>
            <NumberInput
              label={t('entreprise.currencies.rateFor', { tag: currency.tag })}
              value={value}
              onChange={setValue}
              min={0.000001}
              max={1_000_000}
              decimalScale={6}
              decimalSeparator={numberSeparators(i18n.language).decimalSeparator}
              allowNegative={false}
              error={valid ? undefined : t('entreprise.currencies.rateInvalid')}
              data-autofocus
              data-testid="currency-rate-input"
            />
            <Button type="submit" size="xs" loading={save.isPending} disabled={!valid} data-testid="currency-rate-save">
              {t('common.save')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

export function CurrenciesCard() {
  const { t, i18n } = useTranslation();
  const currencies = useCurrencies();
  const rows = currencies.data ?? [];
  const base = rows.find((c) => c.isDefault)?.tag ?? 'MAD';

  const columns: DataTableColumn<Currency>[] = [
    {
      key: 'tag',
      title: t('entreprise.currencies.tag'),
      value: (c) => c.tag,
      hideable: false,
      render: (c) => (
        <Group gap="xs">
          <Text fw={600}>{c.tag}</Text>
          {c.isDefault && (
            <Badge size="sm" variant="light">
              {t('entreprise.currencies.default')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'value',
      title: t('entreprise.currencies.rate'),
      value: (c) => c.value,
      numeric: true,
      render: (c) => <span className="app-number">{formatRate(c.value, i18n.language)}</span>,
    },
    {
      key: 'meaning',
      title: t('entreprise.currencies.meaning'),
      value: (c) => `1 ${c.tag} = ${formatRate(c.value, i18n.language)} ${base}`,
      sortable: false,
      render: (c) => (
        <Text fz="sm" c="dimmed" className="app-number">
          <span dir="ltr">
            1 {c.tag} = {formatRate(c.value, i18n.language)} {base}
          </span>
        </Text>
      ),
    },
  ];

  return (
    <Card data-testid="currencies-card">
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg">
          {t('entreprise.currencies.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('entreprise.currencies.text', { base })}
        </Text>
      </Stack>
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DataTable
            tableId="entreprise-currencies"
            testId="currencies-table"
            columns={columns}
            rows={rows}
            rowKey={(c) => c.tag}
            loading={currencies.isLoading}
            rowActions={(c) => <RateEditor currency={c} />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{rows.length > 0 && <ConversionPreview currencies={rows} />}</Grid.Col>
      </Grid>
    </Card>
  );
}

// The denomination counter: one row per note or coin (quantity with − and +), its subtotal, and the total counted.
import type { Billet } from '@comptoir/shared';
import { ActionIcon, Badge, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countedTotal, parseQuantity, type Quantities } from './billet-count';
import { useFormat } from '../../../lib/format';

interface BilletCounterProps {
  billets: readonly Billet[];
  currencyTag: string;
  value: Quantities;
  onChange: (value: Quantities) => void;
}

export function BilletCounter({ billets, currencyTag, value, onChange }: BilletCounterProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const list = billets.filter((b) => b.currencyTag === currencyTag);
  const set = (id: number, q: number) => onChange({ ...value, [id]: Math.max(0, q) });
  const total = countedTotal(list, value);
  return (
    <Stack gap="sm" data-testid="billet-counter">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {list.map((b) => {
          const q = value[b.id] ?? 0;
          const label = f.money(b.value, currencyTag);
          return (
            <Paper key={b.id} withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                {/* The kind above the value: the row keeps its − quantity + at 375 px, in every language (Banconota). */}
                <Stack gap={2} style={{ minWidth: 0 }} align="flex-start">
                  <Badge variant="light" color={b.kind === 'note' ? 'teal' : 'gray'} tt="none" size="xs" style={{ overflow: 'visible' }}>
                    {t(`caisse.billets.${b.kind}`)}
                  </Badge>
                  <Text fw={600} fz="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                    {label}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size={36}
                    aria-label={t('caisse.billets.less', { label })}
                    onClick={() => set(b.id, q - 1)}
                    disabled={q === 0}
                  >
                    <IconMinus size={16} />
                  </ActionIcon>
                  <NumberInput
                    value={q}
                    onChange={(v) => set(b.id, parseQuantity(v))}
                    min={0}
                    max={100_000}
                    allowDecimal={false}
                    allowNegative={false}
                    hideControls
                    w={64}
                    aria-label={t('caisse.billets.quantity', { label })}
                    data-testid={`billet-qty-${b.id}`}
                  />
                  <ActionIcon variant="default" size={36} aria-label={t('caisse.billets.more', { label })} onClick={() => set(b.id, q + 1)}>
                    <IconPlus size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Group justify="space-between">
        <Text fw={600}>{t('caisse.billets.total')}</Text>
        <Text fw={700} fz="lg" dir="ltr" data-testid="billet-total">
          {f.minor(total, currencyTag)}
        </Text>
      </Group>
    </Stack>
  );
}

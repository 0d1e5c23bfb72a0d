// One order on the kanban: number, client, where and when, carrier, what is left to collect; a box to select it.
import type { ShippingCommand } from '@comptoir/shared';
import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { Money, orderNumber } from './shipping-parts';

export function ShippingCard({ c, selected, onSelect }: { c: ShippingCommand; selected: boolean; onSelect: (on: boolean) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const left = c.total - c.paid;
  return (
    <Paper withBorder p="xs" shadow="xs" data-testid={`shipping-card-${c.id}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            size="xs"
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            onPointerDown={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
            label={
              <Text fw={600} size="sm">
                {orderNumber(c)}
              </Text>
            }
            aria-label={t('shipping.select', { number: orderNumber(c) })}
          />
          {c.late && (
            <Badge color="red" size="xs">
              {t('shipping.late')}
            </Badge>
          )}
        </Group>
        {c.clientName && <Text size="sm">{c.clientName}</Text>}
        {(c.city || c.address) && (
          <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
            {[c.address, c.city].filter(Boolean).join(', ')}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {c.deliveryDate ? f.date(c.deliveryDate) : t('shipping.noDate')}
          </Text>
          <Text size="xs">{c.deliveryManName ?? c.transportCompanyName ?? t('shipping.noCarrier')}</Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs">{left > 0 ? t('shipping.toCollect') : t('shipping.paid')}</Text>
          <Text size="xs" fw={600}>
            <Money value={left > 0 ? left : c.total} tag={c.currencyTag} />
          </Text>
        </Group>
        <Text
          size="xs"
          component={Link}
          to={`/shipping-management/command?id=${c.id}`}
          c="blue"
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          {t('shipping.open')}
        </Text>
      </Stack>
    </Paper>
  );
}

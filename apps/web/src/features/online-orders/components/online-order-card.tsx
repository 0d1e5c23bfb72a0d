// One online order as its client sees it: number, date, where it stands (live), the store, pickup or delivery, the
// lines and the total, and reorder (its lines back in the cart at today's catalogue prices, checked again by the server).
import type { OnlineOrder, OnlineStatus } from '@comptoir/shared';
import { Badge, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { labelIn } from '../../storefront/storefront-rules';

const COLORS: Record<OnlineStatus, string> = {
  received: 'blue',
  preparing: 'orange',
  ready: 'green',
  delivering: 'grape',
  delivered: 'teal',
  picked_up: 'teal',
  cancelled: 'gray',
};

export function OnlineStatusBadge({ status }: { status: OnlineStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="lg" data-testid="online-order-status" data-status={status}>
      {t(`online.status.${status}`)}
    </Badge>
  );
}

export function OnlineOrderCard({ order, onReorder }: { order: OnlineOrder; onReorder?: (o: OnlineOrder) => void }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const money = (v: number) => <bdi>{f.money(v, order.currencyTag)}</bdi>;
  return (
    <Card withBorder padding="md" radius="md" data-testid="online-order" data-order-id={order.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={700} data-testid="online-order-number">
              {t('online.orderNumber', { id: order.id })}
            </Text>
            <Text fz="sm" c="dimmed">
              {f.dateTime(order.createdAt)}
            </Text>
          </Stack>
          <OnlineStatusBadge status={order.status} />
        </Group>
        <Text fz="sm">
          {order.mode === 'pickup'
            ? t('online.pickupAtStore', { store: order.magasin, at: order.pickupAt ? f.dateTime(order.pickupAt) : '' })
            : t('online.deliveryTo', { address: order.address ?? '', store: order.magasin })}
        </Text>
        <Text fz="sm" c="dimmed">
          {t(`online.payments.${order.payment}`)}
          {' · '}
          {order.paid >= order.total ? t('online.paid') : t('online.toPay')}
        </Text>
        <Divider />
        {order.lines.map((l, i) => (
          <Group key={i} justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm" lineClamp={1}>
              {f.number(l.quantity)} ×{' '}
              {labelIn({ label: l.label, en_label: l.en_label, ar_label: l.ar_label, it_label: l.it_label }, i18n.language)}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {money(l.total)}
            </Text>
          </Group>
        ))}
        <Divider />
        {order.remise > 0 && (
          <Group justify="space-between" data-testid="online-order-discount">
            <Text fz="sm">{order.codePromo ? t('online.discountCode', { code: order.codePromo }) : t('online.discount')}</Text>
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              −{money(order.remise)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{t('online.total')}</Text>
          <Text fw={700} data-testid="online-order-total">
            {money(order.total)}
          </Text>
        </Group>
        {order.pointsEarned > 0 && (
          <Text fz="sm" c="dimmed">
            {t('online.pointsEarned', { count: order.pointsEarned })}
          </Text>
        )}
        {onReorder && (
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconRepeat size={16} />} onClick={() => onReorder(order)} data-testid="online-reorder">
              {t('online.reorder')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

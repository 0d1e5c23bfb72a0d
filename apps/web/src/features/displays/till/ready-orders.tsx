// The orders the preparation screens have ready, at the till: the cashier calls their numbers. Shown only for a store
// with preparation screens; refreshed by the live channel's order events of the store (['prep', store]).
import { Badge, Group, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { displaysApi, displaysKeys } from '../api/displays-api';

export function ReadyOrders({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const screens = useQuery({ queryKey: displaysKeys.screens(storeId), queryFn: () => displaysApi.screens(storeId), staleTime: 60_000 });
  const ready = useQuery({
    queryKey: displaysKeys.ready(storeId),
    queryFn: ({ signal }) => displaysApi.ready(storeId, signal),
    enabled: (screens.data?.length ?? 0) > 0,
  });
  const orders = (ready.data?.orders ?? []).filter((o) => o.step === 'ready');
  if (!orders.length) return null;
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite" data-testid="pos-ready-orders">
      <IconBellRinging size={18} color="var(--mantine-color-green-filled)" aria-hidden />
      <Text size="sm" fw={600}>
        {t('displays.till.ready')}
      </Text>
      {orders.slice(0, 6).map((o) => (
        <Badge key={o.commandId} color="green" size="lg" data-testid="pos-ready-order">
          {o.ticketNumber ?? `#${o.commandId}`}
        </Badge>
      ))}
    </Group>
  );
}

// Moving orders that need a word more: a carrier to hand them to (pending, delivering, when one has none), a reason for
// a return. The other moves go at once. The server answers for every order (moved, or why not).
import type { ShippingCommand, ShippingMove } from '@comptoir/shared';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShippingInit, useShippingMove } from '../api/use-shipping';
import { notifyBatch, orderNumber } from './shipping-parts';

/** Whether the move asks something before it goes. */
export const needsDialog = (move: ShippingMove, orders: readonly ShippingCommand[]) =>
  move === 'returned' || ((move === 'pending' || move === 'delivering') && orders.some((o) => !o.deliveryManId && !o.transportCompanyId));

export function useRunMove() {
  const { t } = useTranslation();
  const mutation = useShippingMove();
  return {
    pending: mutation.isPending,
    run: (move: ShippingMove, orders: readonly ShippingCommand[], extra: Record<string, unknown> = {}) =>
      mutation.mutateAsync({ move, body: { commandIds: orders.map((o) => o.id), ...extra } }).then((a) => notifyBatch(t, a, orders)),
  };
}

export function MoveModal({
  move,
  orders,
  onClose,
}: {
  move: ShippingMove | null;
  orders: readonly ShippingCommand[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const init = useShippingInit();
  const { run, pending } = useRunMove();
  const [carrier, setCarrier] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!move) return null;
  const carriers = [
    { group: t('shipping.deliveryMen'), items: (init.data?.deliveryMen ?? []).map((m) => ({ value: `m:${m.id}`, label: m.name })) },
    {
      group: t('shipping.transportCompanies'),
      items: (init.data?.transportCompanies ?? []).map((c) => ({ value: `c:${c.id}`, label: c.intitule })),
    },
  ];
  const submit = () => {
    if (move === 'returned' && !reason.trim()) return setError(t('shipping.reasonRequired'));
    const extra: Record<string, unknown> = {};
    if (carrier?.startsWith('m:')) extra.deliveryManId = Number(carrier.slice(2));
    if (carrier?.startsWith('c:')) extra.transportCompanyId = Number(carrier.slice(2));
    if (move === 'returned') extra.reason = reason.trim();
    void run(move, orders, extra).then(onClose, () => undefined);
  };
  return (
    <Modal opened onClose={onClose} title={t(`shipping.moves.${move}`)}>
      <Stack>
        <Text size="sm">{orders.map(orderNumber).join(', ')}</Text>
        {(move === 'pending' || move === 'delivering') && (
          <Select
            label={t('shipping.carrier')}
            data={carriers}
            value={carrier}
            onChange={setCarrier}
            searchable
            clearable
            data-testid="move-carrier"
          />
        )}
        {move === 'returned' && (
          <Textarea
            label={t('shipping.returnReason')}
            required
            value={reason}
            error={error}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={300}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={pending} data-testid="move-confirm">
            {t(`shipping.moves.${move}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

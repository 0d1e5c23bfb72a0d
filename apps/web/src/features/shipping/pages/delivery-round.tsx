// A delivery man's round of the day, made for a phone (375 px): his deliveries in the order of their stops, the
// client's phone to call and the address on a map; he takes them out, marks each delivered with the cash collected or
// returned with a reason. Every move is written to the outbox first (the till's, features/pos/outbox) and sent once by
// its drain: a short loss of network only delays it, and the card says it waits.
import { moveTo, type ShippingCommand } from '@comptoir/shared';
import { ActionIcon, Alert, Badge, Button, Card, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconMap, IconPhone, IconTruckDelivery } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../auth/hooks/use-auth';
import { onOutboxChange } from '../../pos/outbox/outbox';
import type { OutboxMove } from '../../pos/outbox/outbox-db';
import { enqueueMove, openMoves } from '../../pos/outbox/outbox-moves';
import { BATCH_PATHS, shippingKeys } from '../api/shipping-api';
import { useRound } from '../api/use-shipping';
import { Money, orderNumber, ShippingStateBadge } from '../components/shipping-parts';

const localDay = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const RETURN_REASONS = ['absent', 'refused', 'wrong_address', 'other'] as const;

/** The moves this device still has to send (or that the server refused), kept current across tabs. */
function useWaitingMoves(entrepriseId: number | undefined) {
  const qc = useQueryClient();
  const [rows, setRows] = useState<OutboxMove[]>([]);
  useEffect(() => {
    if (entrepriseId === undefined) return;
    let live = true;
    let before = 0;
    const read = () =>
      void openMoves(entrepriseId).then((r) => {
        if (!live) return;
        // One went out: the round is read again from the server.
        if (r.length < before) void qc.invalidateQueries({ queryKey: shippingKeys.all });
        before = r.length;
        setRows(r);
      });
    const off = onOutboxChange(read);
    read();
    return () => {
      live = false;
      off();
    };
  }, [entrepriseId, qc]);
  return rows;
}

export function DeliveryRound() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [day, setDay] = useState(localDay);
  const round = useRound(day);
  const waiting = useWaitingMoves(user?.entreprise.id);
  const [dialog, setDialog] = useState<{ c: ShippingCommand; kind: 'delivered' | 'returned' } | null>(null);
  const queue = (c: ShippingCommand, path: string, body: OutboxMove['body']) => {
    if (!user) return Promise.resolve();
    return enqueueMove({
      key: crypto.randomUUID(),
      entrepriseId: user.entreprise.id,
      userId: user.id,
      userName: user.name,
      path,
      body,
      label: orderNumber(c),
    }).then(() => undefined);
  };
  const waitingFor = (id: number) => waiting.find((w) => w.body.commandIds.includes(id));
  const rows = round.data ?? [];
  return (
    <>
      <PageHeader title={t('shipping.roundTitle')} description={t('shipping.roundDescription')} />
      <Group mb="sm" justify="space-between">
        <input
          type="date"
          value={day}
          onChange={(e) => setDay(e.currentTarget.value || localDay())}
          aria-label={t('shipping.day')}
          style={{ font: 'inherit', padding: 6 }}
        />
        <Badge variant="light">{t('shipping.stops', { count: rows.length })}</Badge>
      </Group>
      {waiting.some((w) => w.status === 'pending') && (
        <Alert color="yellow" mb="sm" data-testid="round-waiting">
          {t('shipping.waitingToSend', { count: waiting.filter((w) => w.status === 'pending').length })}
        </Alert>
      )}
      {!round.isLoading && rows.length === 0 && (
        <EmptyState
          icon={<IconTruckDelivery size={28} />}
          title={t('shipping.noDeliveries')}
          description={t('shipping.noDeliveriesHint')}
        />
      )}
      <Stack gap="sm">
        {rows.map((c, i) => {
          const w = waitingFor(c.id);
          const map = [c.address, c.city].filter(Boolean).join(', ');
          const left = c.total - c.paid;
          return (
            <Card key={c.id} withBorder padding="sm" data-testid={`round-${c.id}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>
                  {i + 1}. {orderNumber(c)}
                </Text>
                {w ? (
                  <Badge color={w.status === 'failed' ? 'red' : 'yellow'}>
                    {t(w.status === 'failed' ? 'shipping.refusedMove' : 'shipping.waiting')}
                  </Badge>
                ) : (
                  <ShippingStateBadge state={c.state} />
                )}
              </Group>
              {c.clientName && <Text>{c.clientName}</Text>}
              {map && (
                <Text size="sm" c="dimmed" dir="auto">
                  {map}
                </Text>
              )}
              {c.note && <Text size="sm">{c.note}</Text>}
              {w?.refusal && (
                <Text size="sm" c="red">
                  {w.refusal.message}
                </Text>
              )}
              <Group justify="space-between" mt="xs">
                <Text size="sm">
                  {left > 0 ? t('shipping.toCollect') : t('shipping.paid')} <Money value={left > 0 ? left : c.total} tag={c.currencyTag} />
                </Text>
                <Group gap="xs">
                  {c.tel && (
                    <ActionIcon component="a" href={`tel:${c.tel}`} size="lg" variant="light" aria-label={t('shipping.call')}>
                      <IconPhone size={20} />
                    </ActionIcon>
                  )}
                  {map && (
                    <ActionIcon
                      component="a"
                      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(map)}`}
                      target="_blank"
                      rel="noreferrer"
                      size="lg"
                      variant="light"
                      aria-label={t('shipping.map')}
                    >
                      <IconMap size={20} />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
              {!w && (
                <Stack gap="xs" mt="sm">
                  {c.state === 'pending' && (
                    <Button size="md" onClick={() => void queue(c, BATCH_PATHS.delivering, { commandIds: [c.id] })}>
                      {t('shipping.moves.delivering')}
                    </Button>
                  )}
                  {c.state === 'delivering' && (
                    <>
                      <Button size="md" color="teal" onClick={() => setDialog({ c, kind: 'delivered' })} data-testid="round-delivered">
                        {t('shipping.moves.delivered')}
                      </Button>
                      <Button size="md" color="red" variant="light" onClick={() => setDialog({ c, kind: 'returned' })}>
                        {t('shipping.moves.returned')}
                      </Button>
                    </>
                  )}
                  {c.state === 'pending' && moveTo('pending', 'returned') && (
                    <Button size="md" color="red" variant="light" onClick={() => setDialog({ c, kind: 'returned' })}>
                      {t('shipping.moves.returned')}
                    </Button>
                  )}
                </Stack>
              )}
            </Card>
          );
        })}
      </Stack>
      {dialog && <RoundDialog {...dialog} onClose={() => setDialog(null)} onQueue={queue} />}
    </>
  );
}

function RoundDialog({
  c,
  kind,
  onClose,
  onQueue,
}: {
  c: ShippingCommand;
  kind: 'delivered' | 'returned';
  onClose: () => void;
  onQueue: (c: ShippingCommand, path: string, body: OutboxMove['body']) => Promise<void>;
}) {
  const { t } = useTranslation();
  const left = Math.max(0, Math.round((c.total - c.paid) * 100) / 100);
  const [cash, setCash] = useState<number | string>(left);
  const [reason, setReason] = useState<string>('absent');
  const [text, setText] = useState('');
  const amount = typeof cash === 'number' ? cash : Number(String(cash).replace(',', '.')) || 0;
  const invalid = kind === 'delivered' ? amount < 0 || amount > left : reason === 'other' && !text.trim();
  const send = () => {
    const body: OutboxMove['body'] =
      kind === 'delivered'
        ? { commandIds: [c.id], ...(amount > 0 ? { collected: [{ commandId: c.id, amount }] } : {}) }
        : { commandIds: [c.id], reason: reason === 'other' ? text.trim() : t(`shipping.returnReasons.${reason}`) };
    void onQueue(c, BATCH_PATHS[kind], body).then(onClose);
  };
  return (
    <Modal opened onClose={onClose} title={`${t(`shipping.moves.${kind}`)} — ${orderNumber(c)}`} fullScreen={false} size="sm">
      <Stack>
        {kind === 'delivered' ? (
          <NumberInput
            label={t('shipping.cashCollected')}
            description={t('shipping.cashToCollect', { amount: left.toFixed(2), tag: c.currencyTag })}
            value={cash}
            onChange={setCash}
            min={0}
            max={left}
            decimalScale={2}
            decimalSeparator=","
            inputMode="decimal"
            error={invalid ? t('shipping.cashTooBig') : undefined}
            data-testid="round-cash"
          />
        ) : (
          <>
            <SegmentedControl
              orientation="vertical"
              fullWidth
              value={reason}
              onChange={setReason}
              data={RETURN_REASONS.map((r) => ({ value: r, label: t(`shipping.returnReasons.${r}`) }))}
            />
            {reason === 'other' && (
              <Textarea label={t('shipping.returnReason')} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={300} />
            )}
          </>
        )}
        <Button size="md" onClick={send} disabled={invalid} data-testid="round-confirm">
          {t(`shipping.moves.${kind}`)}
        </Button>
      </Stack>
    </Modal>
  );
}

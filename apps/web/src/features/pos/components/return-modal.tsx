// A return at the till (and from the order page): the sale found by what its ticket carries or by client
// (return-search.tsx), the quantities of each line that come back, a reason, how the money goes back (the sale's modes by
// default, or one mode or a split within what each holds: refund-modes.tsx), and the manager's code on the same dialog
// when the company asks for one (the server answers 422 on `approval`; the same change is sent again with the code).
// The money goes back from this register's session; the points the sale earned are taken back by the server and shown.
import { returnedLineValue, toMinor, type CommandDetail } from '@comptoir/shared';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { newIdempotencyKey } from '../../caisse/api/caisse-api';
import { ApprovalField, approvalState } from '../../caisse/components/approval-field';
import { ordersApi } from '../api/orders-api';
import { DEFAULT_REFUND, fetchRefundable, RefundModes, refundBody, refundProblem, useRefundable, type RefundChoice } from './refund-modes';
import { ReturnLines } from './return-lines';
import { ReturnSearch } from './return-search';
import till from './till.module.css';
import { useMediaQuery } from '@mantine/hooks';

interface Props {
  opened: boolean;
  storeId: number | null;
  sessionId: number | null;
  /** What the search field starts with (the last sale's number). */
  lastTicket: number | string | null;
  /** The order page: this order, no search. */
  orderId?: number;
  onClose: () => void;
  onDone: (order: CommandDetail) => void;
}

export function ReturnModal({ opened, storeId, sessionId, lastTicket, orderId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<CommandDetail | null>(null);
  const [back, setBack] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [choice, setChoice] = useState<RefundChoice>(DEFAULT_REFUND);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const phone = useMediaQuery('(max-width: 30em)');
  const refundable = useRefundable(order?.id ?? null);
  const balances = refundable.data?.balances;

  const open = async (id: number) => {
    setBack({});
    setChoice(DEFAULT_REFUND);
    setError(null);
    key.current = null;
    setOrder(await ordersApi.detail(id));
  };

  useEffect(() => {
    if (!opened) return;
    setOrder(null);
    setBack({});
    setReason('');
    setCode('');
    setChoice(DEFAULT_REFUND);
    setError(null);
    key.current = null;
    if (orderId) void open(orderId);
  }, [opened, orderId]);

  const chosen = order ? order.lines.filter((l) => (back[l.id] ?? 0) > 0) : [];
  // What the server will pay back (the same rounding: refunds.ts returnedLineValue), within what the sale still holds.
  const worth = order
    ? chosen.reduce((s, l) => s + returnedLineValue(toMinor(l.total), l.quantity, l.returnedQuantity, back[l.id] ?? 0), 0)
    : 0;
  const left = (balances ?? []).reduce((s, b) => s + b.left, 0);
  const amount = balances ? Math.min(worth, left) : worth;
  const approval = approvalState(error);
  const problem = balances ? refundProblem(balances, amount, choice) : null;

  const submit = async () => {
    if (!order || !chosen.length) return;
    setBusy(true);
    try {
      const done = await ordersApi.move(
        order.id,
        {
          etat: 'returned',
          lines: chosen.map((l) => ({ id: l.id, quantity: back[l.id] ?? 0 })),
          reason: reason.trim() || undefined,
          caisseId: sessionId ?? undefined,
          approval: approval && code ? { code } : undefined,
          ...refundBody(choice),
        },
        (key.current ??= newIdempotencyKey()),
      );
      key.current = null;
      // The points the sale earned follow the money it keeps: what the server took back, said to the cashier.
      const kept = (await fetchRefundable(order.id).catch(() => null))?.pointsKept;
      const taken = kept === undefined || !refundable.data ? 0 : Math.max(0, refundable.data.pointsKept - kept);
      const message = t('pos.refund.done', { amount: f.minor(amount, order.currencyTag) });
      notifySuccess({ message: taken > 0 ? `${message} ${t('pos.refund.pointsBack', { points: taken })}` : message });
      await queryClient.invalidateQueries({ queryKey: ['commands'] });
      onDone(done);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const money = (v: number) => <span dir="ltr">{f.minor(v, order?.currencyTag ?? 'MAD')}</span>;
  const initial = lastTicket === null ? '' : String(lastTicket);
  return (
    <Modal className={till.till} fullScreen={phone} opened={opened} onClose={onClose} title={t('pos.refund.title')} size="lg" centered>
      <Stack>
        {!orderId && <ReturnSearch opened={opened} storeId={storeId} initial={initial} onFound={(id) => void open(id)} />}
        {order && (
          <>
            <Text fz="sm" c="dimmed" data-testid="refund-order">
              {order.ticketNumber === null && order.provisional
                ? t('pos.ticketPrint.provisional', { number: order.provisional })
                : t('pos.ticketPrint.number', { number: order.ticketNumber ?? order.id })}{' '}
              · {f.dateTime(order.created_at)} · {money(toMinor(order.total))}
              {order.clientName && ` · ${order.clientName}`}
              {order.pointsEarned > 0 && ` · ${t('pos.ticketPrint.points', { points: order.pointsEarned })}`}
            </Text>
            <ReturnLines order={order} value={back} onChange={setBack} />
            {balances && (
              <RefundModes
                balances={balances}
                amount={amount}
                currencyTag={order.currencyTag}
                value={choice}
                onChange={setChoice}
                error={error}
              />
            )}
            <Textarea label={t('pos.refund.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
            {approval && <ApprovalField state={approval} code={code} onChange={setCode} />}
            {error !== null &&
              !approval &&
              !(isApiError(error) && error.errors.some((e) => e.field === 'modePayment' || e.field === 'refunds')) && (
                <Alert color="red" data-testid="refund-error">
                  {isApiError(error) ? error.message : t('pos.refund.failed')}
                </Alert>
              )}
            <Group justify="space-between">
              <Text fw={600} data-testid="refund-amount">
                {t('pos.refund.amount')} {money(amount)}
              </Text>
              <Button
                size="md"
                color="red"
                leftSection={<IconReceiptRefund size={18} />}
                disabled={!chosen.length || problem !== null}
                loading={busy}
                onClick={() => void submit()}
                data-testid="refund-confirm"
              >
                {t('pos.refund.confirm')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

// Paying a prepared order at /pos/payer: its lines and what remains, one mode (cash with quick amounts and the change to
// give back, card, transfer…), then POST /Operation/PayTotaly into this session; the ticket follows. Without an answer
// from the server the payment goes into the outbox with its key (paid once when it drains) and the ticket follows too.
import { toMinor, type CommandDetail } from '@comptoir/shared';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { numberSeparators, useFormat } from '../../../lib/format';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { newIdempotencyKey } from '../../caisse/api/caisse-api';
import { ordersApi } from '../api/orders-api';
import { quickAmounts, type TillPaymentMode } from '../cart/payment-rules';
import { enqueuePayment } from '../outbox/outbox-payments';
import till from './till.module.css';
import { useMediaQuery } from '@mantine/hooks';
import { paymentModeLabel } from '../../../lib/payment-mode';

interface Props {
  order: CommandDetail | null;
  sessionId: number;
  modes: TillPaymentMode[];
  onClose: () => void;
  /** `queued`: kept in the outbox, the server did not answer (the order as it will be once paid). */
  onPaid: (order: CommandDetail, queued?: boolean) => void;
}

/** The order once this payment is made (what the ticket of a payment kept offline shows). */
function paidOffline(order: CommandDetail, mode: string, given: number): CommandDetail {
  const change = mode === 'cash' ? Math.max(0, Math.round((given - order.remaining) * 100) / 100) : 0;
  const at = new Date().toISOString();
  return {
    ...order,
    paid: order.paid + order.remaining,
    remaining: 0,
    change,
    payments: [...order.payments, { id: 0, type: 'payment', modePayment: mode, amount: order.remaining, created_at: at }],
  };
}

export function PayOrderModal({ order, sessionId, modes, onClose, onPaid }: Props) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const [mode, setMode] = useState<TillPaymentMode>('cash');
  const [given, setGiven] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const user = useAuthUser();
  const phone = useMediaQuery('(max-width: 30em)');
  if (!order) return null;
  const remaining = toMinor(order.remaining);
  const givenMinor = toMinor(Number(given) || 0);
  const change = mode === 'cash' ? Math.max(0, givenMinor - remaining) : 0;
  const short = mode === 'cash' && given !== '' && givenMinor < remaining;
  const m = (v: number) => f.minor(v, order.currencyTag);
  const pay = async () => {
    setBusy(true);
    try {
      await ordersApi.payTotaly({ commandId: order.id, caisseId: sessionId, modePayment: mode }, (key.current ??= newIdempotencyKey()));
      key.current = null;
      onPaid(await ordersApi.detail(order.id));
    } catch (error) {
      // No answer: kept with its key for the outbox's drain (the server pays once, whether the first request reached it or
      // not). Otherwise notified by the HTTP client; the same key goes again on a retry (paid once).
      if (isApiError(error) && error.status === 0 && key.current && user) {
        await enqueuePayment({
          key: key.current,
          entrepriseId: user.entreprise.id,
          userId: user.id,
          userName: user.name,
          body: { commandId: order.id, caisseId: sessionId, modePayment: mode },
          ticketNumber: order.ticketNumber,
          amount: remaining,
          currencyTag: order.currencyTag,
        });
        key.current = null;
        onPaid(paidOffline(order, mode, Number(given) || order.remaining), true);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      className={till.till}
      fullScreen={phone}
      opened
      onClose={() => !busy && onClose()}
      title={t('pos.payer.payTitle', { number: order.ticketNumber ?? order.id })}
      size="lg"
      centered
    >
      <Stack>
        <Table verticalSpacing={4} data-testid="payer-order-lines">
          <Table.Tbody>
            {order.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  {f.decimal(l.quantity, 0, 3)} × {l.label}
                </Table.Td>
                <Table.Td ta="end" dir="ltr">
                  {m(toMinor(l.total))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text fw={700}>{t('pos.pay.total')}</Text>
          <Text fw={700} fz="xl" dir="ltr" data-testid="payer-remaining">
            {m(remaining)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {modes
            .filter((x) => x !== 'loyalty_points' && x !== 'gift_cheque')
            .map((x) => (
              <Button
                key={x}
                size="md"
                variant={mode === x ? 'filled' : 'default'}
                onClick={() => setMode(x)}
                aria-pressed={mode === x}
                data-testid={`payer-mode-${x}`}
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                {paymentModeLabel(t, x)}
              </Button>
            ))}
        </SimpleGrid>
        {mode === 'cash' && (
          <>
            <Text fz="sm" fw={600}>
              {t('pos.pay.quickCash')}
            </Text>
            <Group gap="xs">
              {quickAmounts(remaining).map((a) => (
                <Button key={a} size="md" variant="light" onClick={() => setGiven(a / 100)} data-testid="payer-quick-cash">
                  <span dir="ltr">{m(a)}</span>
                </Button>
              ))}
            </Group>
            <NumberInput
              size="md"
              label={t('pos.pay.paid')}
              min={0}
              decimalScale={2}
              value={given}
              onChange={setGiven}
              {...numberSeparators(i18n.language)}
              data-testid="payer-given"
            />
            <Group justify="space-between">
              <Text>{t('pos.pay.change')}</Text>
              <Text fw={700} fz="lg" dir="ltr" data-testid="payer-change">
                {m(change)}
              </Text>
            </Group>
          </>
        )}
        <Button
          size="xl"
          leftSection={<IconCash size={22} />}
          onClick={() => void pay()}
          loading={busy}
          disabled={short}
          data-testid="payer-confirm"
        >
          {t('pos.payer.confirm', { amount: m(remaining) })}
        </Button>
      </Stack>
    </Modal>
  );
}

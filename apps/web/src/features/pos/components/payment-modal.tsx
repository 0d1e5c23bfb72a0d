// The pay step: several modes in one sale (cash with quick amounts and the change to give, POS machine, transfers, gift
// card, loyalty points, delivery platform, cash on delivery, online provider), the summary, the currency warnings.
// Before the sale is kept, the server is asked about its gift cards, points and promo code (cart/sale-checks.ts): what it
// would refuse is said here, and the sale waits. Offline, the gift card and the points cannot be taken.
import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconWifiOff } from '@tabler/icons-react';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { saleLookups } from '../api/sale-lookups';
import type { CartClient } from '../cart/cart-types';
import { POINT_VALUE_MINOR, quickAmounts, summarise, type TillPayment, type TillPaymentMode } from '../cart/payment-rules';
import { checkSale, needsServer, type SaleProblem } from '../cart/sale-checks';
import { useTillOffline } from '../hooks/use-till-offline';
import { PaymentRow } from './payment-row';
import { KeyHint } from './key-hint';
import till from './till.module.css';
import { paymentModeLabel } from '../../../lib/payment-mode';

interface Props {
  opened: boolean;
  total: number;
  currencyTag: string;
  modes: TillPaymentMode[];
  client: CartClient | null;
  /** The promo code applied to the sale, checked again before it is kept. */
  promoCode: string | null;
  isCredit: boolean;
  mixedCurrencies: boolean;
  currencyWithoutStore: boolean;
  /** The sale is being written to the outbox (a moment). */
  sending: boolean;
  onClose: () => void;
  onConfirm: (payments: TillPayment[]) => void;
}

let seq = 0;
const payment = (mode: TillPaymentMode, amount: number): TillPayment => ({ key: `p${seq++}`, mode, amount });

export function PaymentModal(p: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [payments, setPayments] = useState<TillPayment[]>([]);
  const [gotIt, setGotIt] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<SaleProblem[]>([]);
  const offline = useTillOffline();
  const phone = useMediaQuery('(max-width: 30em)');
  const s = summarise(p.total, payments, p.isCredit);
  const pointsValue = p.client ? p.client.loyaltyPoints * POINT_VALUE_MINOR : 0;
  const modes = p.modes.filter((m) => m !== 'loyalty_points' || pointsValue > 0);
  const cashIndex = payments.findIndex((x) => x.mode === 'cash');
  const cashRest = s.remaining + (cashIndex >= 0 ? payments[cashIndex].amount : 0);
  // Any change to the payments asks the server again at the next confirmation.
  const change = (next: (list: TillPayment[]) => TillPayment[]) => {
    setProblems([]);
    setPayments(next);
  };
  const add = (mode: TillPaymentMode) => {
    const rest = mode === 'loyalty_points' ? Math.min(s.remaining, pointsValue) : s.remaining;
    change((list) => [...list, payment(mode, rest)]);
  };
  const setCash = (amount: number) =>
    change((list) => (cashIndex >= 0 ? list.map((x, i) => (i === cashIndex ? { ...x, amount } : x)) : [...list, payment('cash', amount)]));
  const blocked = p.currencyWithoutStore && !gotIt;
  const giftWithoutCode = payments.some((x) => x.mode === 'gift_cheque' && !x.reference?.trim());
  const canConfirm = s.complete && !s.overpaidWithoutCash && !blocked && !giftWithoutCode && !p.sending && !checking;
  const confirm = async () => {
    if (!canConfirm) return;
    setChecking(true);
    try {
      const found = await checkSale({ payments, promoCode: p.promoCode, clientId: p.client?.id ?? null }, saleLookups, offline);
      setProblems(found);
      if (found.length === 0) p.onConfirm(payments);
    } finally {
      setChecking(false);
    }
  };
  useHotkeys([['mod+Enter', () => void confirm()]], []);
  const problemText = (x: SaleProblem): string => {
    switch (x.kind) {
      case 'giftNoCode':
        return t('posParts.check.giftNoCode');
      case 'giftUnknown':
      case 'giftDisabled':
      case 'giftExpired':
      case 'giftUsed':
        return t(`posParts.check.${x.kind}`, { code: x.code });
      case 'giftBalance':
        return t('posParts.check.giftBalance', {
          code: x.code,
          balance: f.minor(x.balance, p.currencyTag),
          needed: f.minor(x.needed, p.currencyTag),
        });
      case 'pointsNoClient':
        return t('posParts.check.pointsNoClient');
      case 'pointsBalance':
        return t('posParts.check.pointsBalance', { points: f.number(x.points), needed: f.number(x.needed) });
      case 'promo':
        return x.reason === null
          ? t('posParts.check.promoUnknown', { code: x.code })
          : t('posParts.check.promoRefused', { code: x.code, reason: x.reason });
      case 'offline':
        return t('posParts.check.offline', { mode: paymentModeLabel(t, x.mode) });
    }
  };
  return (
    <Modal className={till.till} fullScreen={phone} opened={p.opened} onClose={p.onClose} title={t('pos.pay.title')} size="xl" centered>
      <Stack>
        {p.mixedCurrencies && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="pos-mixed-currencies">
            {t('pos.pay.mixedCurrencies')}
          </Alert>
        )}
        {p.currencyWithoutStore && !gotIt && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="pos-currency-unassigned">
            <Text fz="sm">{t('pos.pay.currencyUnassigned', { currency: p.currencyTag })}</Text>
            <Button mt="xs" size="xs" variant="white" onClick={() => setGotIt(true)}>
              {t('pos.pay.gotIt')}
            </Button>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {modes.map((m) => (
            <Button
              key={m}
              variant="default"
              size="md"
              onClick={() => add(m)}
              disabled={offline && needsServer(m)}
              data-testid={`pos-mode-${m}`}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {paymentModeLabel(t, m)}
            </Button>
          ))}
        </SimpleGrid>
        {offline && modes.some(needsServer) && (
          <Alert color="orange" p="xs" icon={<IconWifiOff size={16} />} role="status" data-testid="pos-modes-offline">
            {t('posParts.check.offlineModes', {
              modes: modes
                .filter(needsServer)
                .map((m) => paymentModeLabel(t, m))
                .join(', '),
            })}
          </Alert>
        )}
        {cashRest > 0 && (
          <div>
            <Text fz="sm" fw={600} mb={4}>
              {t('pos.pay.quickCash')}
            </Text>
            <Group gap="xs">
              {quickAmounts(cashRest).map((a) => (
                <Button
                  key={a}
                  size="md"
                  variant="light"
                  leftSection={<IconCash size={16} />}
                  onClick={() => setCash(a)}
                  data-testid="pos-quick-cash"
                >
                  <span dir="ltr">{f.minor(a, p.currencyTag)}</span>
                </Button>
              ))}
            </Group>
          </div>
        )}
        <Stack gap="xs">
          {payments.map((x) => (
            <PaymentRow
              key={x.key}
              payment={x}
              currencyTag={p.currencyTag}
              maxAmount={x.mode === 'loyalty_points' ? pointsValue : undefined}
              onChange={(n) =>
                change((list) =>
                  list.map((y) =>
                    y.key === x.key
                      ? { ...n, points: n.mode === 'loyalty_points' ? Math.ceil(n.amount / POINT_VALUE_MINOR) : undefined }
                      : y,
                  ),
                )
              }
              onRemove={() => change((list) => list.filter((y) => y.key !== x.key))}
            />
          ))}
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="pos-pay-summary">
          <Figure label={t('pos.pay.total')} value={f.minor(p.total, p.currencyTag)} testId="pos-pay-total" />
          <Figure label={t('pos.pay.paid')} value={f.minor(s.paid, p.currencyTag)} testId="pos-pay-paid" />
          <Figure
            label={p.isCredit ? t('pos.pay.onCredit') : t('pos.pay.remaining')}
            value={f.minor(s.remaining, p.currencyTag)}
            testId="pos-pay-remaining"
          />
          <Figure label={t('pos.pay.change')} value={f.minor(s.change, p.currencyTag)} testId="pos-pay-change" strong={s.change > 0} />
        </SimpleGrid>
        {s.overpaidWithoutCash && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {t('pos.pay.overpaid')}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t('posParts.check.title')}
            role="alert"
            data-testid="pos-pay-refused"
          >
            <List size="sm" spacing={2}>
              {problems.map((x, i) => (
                <List.Item key={i}>{problemText(x)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Button
          size="xl"
          disabled={!canConfirm}
          loading={p.sending || checking}
          onClick={() => void confirm()}
          data-testid="pos-pay-confirm"
        >
          {t('pos.pay.confirm')}
          <KeyHint spaced>Ctrl+Enter</KeyHint>
        </Button>
      </Stack>
    </Modal>
  );
}

function Figure({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} c={strong ? 'green' : undefined} dir="ltr" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

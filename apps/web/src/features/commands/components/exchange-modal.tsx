// An exchange from the order page (POST /Command/{id}/AddEchange, issue 23 point 7): the lines and quantities that come
// back (the till's return lines), the articles given instead (the catalogue's search for the order's store), the
// difference, and how it is settled: paid in one drawer mode, or paid back by the refund rule (the sale's modes by
// default, or one mode or a split within what each still holds). The preview uses the shared rules; the server decides
// every amount and answers the order as it now is.
import {
  isLedgerMode,
  lineGross,
  PAYMENT_MODES,
  returnedLineValue,
  fromMinor,
  toMinor,
  type AddEchangeData,
  type CommandDetail,
  type Minor,
} from '@comptoir/shared';
import { ActionIcon, Group, Modal, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { paymentModeLabel } from '../../../lib/payment-mode';
import { approvalState } from '../../caisse/components/approval-field';
import { PricePicker, type PickedPrice } from '../../catalogue/components/price-picker';
import {
  DEFAULT_REFUND,
  RefundModes,
  refundBody,
  refundProblem,
  useRefundable,
  type RefundChoice,
} from '../../pos/components/refund-modes';
import { ReturnLines } from '../../pos/components/return-lines';
import { useExchange } from '../hooks/use-commands';
import { ChangeFooter, ChangeSessionSelect, useChangeSession } from './change-parts';

interface NewLine {
  price: PickedPrice;
  quantity: number;
}

/** The drawer's modes a difference is paid in (a gift card or points need the till's own steps). */
const PAY_MODES = PAYMENT_MODES.filter((m) => !isLedgerMode(m));

export function ExchangeModal({ order, opened, onClose }: { order: CommandDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 30em)');
  const exchange = useExchange(order.id);
  const [back, setBack] = useState<Record<number, number>>({});
  const [out, setOut] = useState<NewLine[]>([]);
  const [payMode, setPayMode] = useState<string>('cash');
  const [choice, setChoice] = useState<RefundChoice>(DEFAULT_REFUND);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const { sessions, session, setSession } = useChangeSession(order, opened);
  const balances = useRefundable(opened ? order.id : null).data?.balances;

  useEffect(() => {
    if (!opened) return;
    setBack({});
    setOut([]);
    setPayMode('cash');
    setChoice(DEFAULT_REFUND);
    setReason('');
    setCode('');
    exchange.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new exchange starts clean
  }, [opened]);

  const returned = order.lines.filter((l) => (back[l.id] ?? 0) > 0);
  const backWorth: Minor = returned.reduce(
    (s, l) => s + returnedLineValue(toMinor(l.total), l.quantity, l.returnedQuantity, back[l.id] ?? 0),
    0,
  );
  const outWorth: Minor = out.reduce((s, l) => s + lineGross(toMinor(l.price.effectivePrice), l.quantity), 0);
  const diff = outWorth - backWorth;
  const left = (balances ?? []).reduce((s, b) => s + b.left, 0);
  const giveBack = diff < 0 ? Math.min(-diff, left) : 0;
  const problem = diff < 0 && balances ? refundProblem(balances, giveBack, choice) : null;
  const approval = approvalState(exchange.error);
  const fieldError = (field: string) =>
    isApiError(exchange.error)
      ? exchange.error.errors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message
      : undefined;
  const shown = ['approval', 'caisseId', 'modePayment', 'refunds', 'payments', 'lines'];
  const otherError =
    isApiError(exchange.error) && !exchange.error.errors.some((e) => shown.some((s) => e.field === s || e.field.startsWith(`${s}.`)))
      ? exchange.error.message
      : null;
  const m = (v: Minor) => <span dir="ltr">{f.minor(v, order.currencyTag)}</span>;

  const add = (price: PickedPrice) =>
    setOut((lines) => {
      const i = lines.findIndex((l) => l.price.id === price.id);
      if (i < 0) return [...lines, { price, quantity: 1 }];
      return lines.map((l, j) => (j === i ? { ...l, quantity: l.quantity + 1 } : l));
    });

  const submit = async () => {
    if (!session) return;
    const body: Omit<AddEchangeData, 'uuid'> = {
      caisseId: Number(session),
      returns: returned.map((l) => ({ id: l.id, quantity: back[l.id] ?? 0 })),
      lines: out.map((l) => ({ priceId: l.price.id, quantity: l.quantity, unitPrice: l.price.effectivePrice })),
      payments: diff > 0 ? [{ modePayment: payMode as AddEchangeData['payments'][number]['modePayment'], amount: fromMinor(diff) }] : [],
      ...(diff < 0 ? refundBody(choice) : {}),
      reason: reason.trim() || undefined,
      approval: approval && code ? { code } : undefined,
    };
    try {
      const done = await exchange.mutateAsync(body);
      notifySuccess({ message: t('commands.exchange.done', { total: f.minor(toMinor(done.total), done.currencyTag) }) });
      onClose();
    } catch {
      // Shown in the dialog (approval, modes, lines) or notified by the HTTP client.
    }
  };

  const nothing = returned.length === 0 && out.length === 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('commands.exchange.title')} size="xl" centered fullScreen={phone}>
      <Stack>
        <ChangeSessionSelect
          sessions={sessions}
          value={session}
          onChange={setSession}
          error={fieldError('caisseId')}
          testId="exchange-session"
          label={t('commands.exchange.session')}
        />
        <Title order={5}>{t('commands.exchange.back')}</Title>
        <ReturnLines order={order} value={back} onChange={setBack} />
        <Title order={5}>{t('commands.exchange.out')}</Title>
        <PricePicker
          storeId={order.magasinId}
          currencyTag={order.currencyTag}
          onPick={add}
          aria-label={t('commands.exchange.search')}
          error={fieldError('lines')}
          data-testid="exchange-search"
        />
        {out.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" data-testid="exchange-lines">
              <Table.Tbody>
                {out.map((l, i) => (
                  <Table.Tr key={l.price.id} data-testid="exchange-line">
                    <Table.Td>
                      <Text fz="sm">
                        <bdi>{l.price.label}</bdi>
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {m(toMinor(l.price.effectivePrice))}
                      </Text>
                    </Table.Td>
                    <Table.Td w={120}>
                      <NumberInput
                        size="sm"
                        min={0.001}
                        decimalScale={3}
                        value={l.quantity}
                        onChange={(v) =>
                          setOut((lines) => lines.map((x, j) => (j === i ? { ...x, quantity: Math.max(0.001, Number(v) || 1) } : x)))
                        }
                        aria-label={t('commands.exchange.quantityOf', { label: l.price.label })}
                        data-testid="exchange-quantity"
                      />
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {m(lineGross(toMinor(l.price.effectivePrice), l.quantity))}
                    </Table.Td>
                    <Table.Td w={1}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setOut((lines) => lines.filter((_, j) => j !== i))}
                        aria-label={t('commands.exchange.remove', { label: l.price.label })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Stack gap={4} data-testid="exchange-summary">
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">{t('commands.exchange.backWorth')}</Text>
            <Text fz="sm">{m(backWorth)}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">{t('commands.exchange.outWorth')}</Text>
            <Text fz="sm">{m(outWorth)}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>
              {diff > 0 ? t('commands.exchange.toPay') : diff < 0 ? t('commands.exchange.toRefund') : t('commands.exchange.even')}
            </Text>
            <Text fw={600} data-testid="exchange-difference">
              {m(Math.abs(diff))}
            </Text>
          </Group>
        </Stack>
        {diff > 0 && (
          <Select
            label={t('commands.exchange.payIn')}
            data={PAY_MODES.map((mode) => ({ value: mode, label: paymentModeLabel(t, mode) }))}
            value={payMode}
            onChange={(v) => v && setPayMode(v)}
            allowDeselect={false}
            error={fieldError('payments')}
            data-testid="exchange-pay-mode"
          />
        )}
        {diff < 0 && balances && (
          <RefundModes
            balances={balances}
            amount={giveBack}
            currencyTag={order.currencyTag}
            value={choice}
            onChange={setChoice}
            error={exchange.error}
          />
        )}
        <ChangeFooter
          reason={reason}
          onReason={setReason}
          approval={approval}
          code={code}
          onCode={setCode}
          error={otherError}
          errorTestId="exchange-error"
          onCancel={onClose}
          onConfirm={() => void submit()}
          confirmLabel={t('commands.exchange.confirm')}
          confirmIcon={<IconArrowsExchange size={16} />}
          confirmTestId="exchange-confirm"
          loading={exchange.isPending}
          disabled={nothing || !session || problem !== null}
        />
      </Stack>
    </Modal>
  );
}

// A refund at the till: the ticket found by its number (the last sale's by default), the quantities of each line that
// come back, a reason, and the manager's code on the same dialog when the company asks for one (the server answers 422
// on `approval`; the same change is sent again with the code). The money goes back from this register's session.
import { formatMoney, toMinor, type CommandDetail } from '@comptoir/shared';
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { IconReceiptRefund, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { newIdempotencyKey } from '../../caisse/api/caisse-api';
import { ApprovalField, approvalState } from '../../caisse/components/approval-field';
import { ordersApi } from '../api/orders-api';
import till from './till.module.css';
import { useMediaQuery } from '@mantine/hooks';

interface Props {
  opened: boolean;
  storeId: number | null;
  sessionId: number | null;
  lastTicket: number | null;
  onClose: () => void;
  onDone: (order: CommandDetail) => void;
}

export function ReturnModal({ opened, storeId, sessionId, lastTicket, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const [number, setNumber] = useState('');
  const [order, setOrder] = useState<CommandDetail | null>(null);
  const [findError, setFindError] = useState<string | null>(null);
  const [back, setBack] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const phone = useMediaQuery('(max-width: 30em)');

  useEffect(() => {
    if (!opened) return;
    setNumber(lastTicket ? String(lastTicket) : '');
    setOrder(null);
    setFindError(null);
    setBack({});
    setReason('');
    setCode('');
    setError(null);
    key.current = null;
  }, [opened, lastTicket]);

  const find = async () => {
    setFindError(null);
    setOrder(null);
    try {
      const found = await ordersApi.tickets(number.trim());
      // The same number comes back every business day: the latest of this store.
      const mine = found.filter((c) => storeId === null || c.magasinId === storeId).sort((a, b) => b.id - a.id)[0];
      if (!mine) throw new Error('none');
      setOrder(await ordersApi.detail(mine.id));
    } catch (e) {
      setFindError(isApiError(e) && e.status === 422 ? t('pos.refund.invalidNumber') : t('pos.refund.notFound', { number }));
    }
  };

  const chosen = order ? order.lines.filter((l) => (back[l.id] ?? 0) > 0) : [];
  const amount = order ? chosen.reduce((s, l) => s + Math.round((toMinor(l.total) * (back[l.id] ?? 0)) / l.quantity), 0) : 0;
  const approval = approvalState(error);

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
        },
        (key.current ??= newIdempotencyKey()),
      );
      key.current = null;
      notifySuccess({ message: t('pos.refund.done', { amount: formatMoney(amount, order.currencyTag, i18n.language) }) });
      onDone(done);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const money = (v: number) => <span dir="ltr">{formatMoney(v, order?.currencyTag ?? 'MAD', i18n.language)}</span>;
  return (
    <Modal className={till.till} fullScreen={phone} opened={opened} onClose={onClose} title={t('pos.refund.title')} size="lg" centered>
      <Stack>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('pos.refund.number')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void find()}
            inputMode="numeric"
            style={{ flex: 1 }}
            size="md"
            error={findError}
            data-testid="refund-number"
          />
          <Button size="md" variant="default" leftSection={<IconSearch size={16} />} onClick={() => void find()} data-testid="refund-find">
            {t('pos.refund.find')}
          </Button>
        </Group>
        {order && (
          <>
            <Text fz="sm" c="dimmed" data-testid="refund-order">
              {t('pos.ticketPrint.number', { number: order.ticketNumber ?? order.id })} · {money(toMinor(order.total))}
            </Text>
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('pos.refund.line')}</Table.Th>
                    <Table.Th ta="end">{t('pos.refund.sold')}</Table.Th>
                    <Table.Th w={130}>{t('pos.refund.back')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.lines.map((l) => {
                    const left = Math.round((l.quantity - l.returnedQuantity) * 1000) / 1000;
                    return (
                      <Table.Tr key={l.id} data-testid="refund-line">
                        <Table.Td>
                          <Text fz="sm">{l.label}</Text>
                          <Text fz="xs" c="dimmed">
                            {money(toMinor(l.total))}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="end">{l.quantity}</Table.Td>
                        <Table.Td>
                          <NumberInput
                            size="md"
                            min={0}
                            max={left}
                            disabled={left <= 0}
                            value={back[l.id] ?? 0}
                            onChange={(v) => setBack((b) => ({ ...b, [l.id]: Math.min(left, Math.max(0, Number(v) || 0)) }))}
                            aria-label={t('pos.refund.backOf', { label: l.label })}
                            data-testid="refund-quantity"
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Textarea label={t('pos.refund.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
            {approval && <ApprovalField state={approval} code={code} onChange={setCode} />}
            {error !== null && !approval && (
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
                disabled={!chosen.length}
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

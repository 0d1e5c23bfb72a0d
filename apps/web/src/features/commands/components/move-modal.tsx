// Moving an order to another state (validate, deliver, archive, cancel, refund…): a reason, and the manager's code
// when the company's approval settings ask for it (the server answers 422 on `approval`; the same change is resent).
// A cancellation or refund pays back what the order still holds: through an open session of its store, in the sale's
// modes by default or in the mode or split the user chooses within what each holds (the refund rule).
import type { CommandDetail, OrderState } from '@comptoir/shared';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { ApprovalField, approvalState } from '../../caisse/components/approval-field';
import {
  DEFAULT_REFUND,
  RefundModes,
  refundBody,
  refundProblem,
  useRefundable,
  type RefundChoice,
} from '../../pos/components/refund-modes';
import { useMoveCommand, useOpenSessions } from '../hooks/use-commands';

interface Props {
  order: CommandDetail;
  to: OrderState | null;
  onClose: () => void;
}

const NEEDS_MONEY_BACK = new Set<OrderState>(['cancelled', 'refunded']);

export function MoveModal({ order, to, onClose }: Props) {
  const { t } = useTranslation();
  const move = useMoveCommand(order.id);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [choice, setChoice] = useState<RefundChoice>(DEFAULT_REFUND);
  const [session, setSession] = useState<string | null>(null);
  const moneyBack = to !== null && NEEDS_MONEY_BACK.has(to);
  const balances = useRefundable(moneyBack ? order.id : null).data?.balances;
  const sessions = useOpenSessions(moneyBack ? order.magasinId : null);
  const amount = (balances ?? []).reduce((s, b) => s + b.left, 0);
  const approval = approvalState(move.error);
  const problem = balances ? refundProblem(balances, amount, choice) : null;
  const fieldError = (field: string) => (isApiError(move.error) ? move.error.errors.find((e) => e.field === field)?.message : undefined);
  const shown = ['approval', 'caisseId', 'modePayment', 'refunds'];
  const otherError = isApiError(move.error) && !move.error.errors.some((e) => shown.includes(e.field)) ? move.error.message : null;

  useEffect(() => {
    setChoice(DEFAULT_REFUND);
    move.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new dialog starts clean
  }, [to]);
  // The order's own session when it is still open, else the store's first open one.
  useEffect(() => {
    const open = sessions.data ?? [];
    setSession(String(open.find((s) => s.id === order.caisseId)?.id ?? open[0]?.id ?? order.caisseId ?? ''));
  }, [sessions.data, order.caisseId]);

  const submit = async () => {
    if (!to) return;
    try {
      await move.mutateAsync({
        etat: to,
        reason: reason.trim() || undefined,
        approval: approval && code ? { code } : undefined,
        ...(moneyBack ? { caisseId: session ? Number(session) : undefined, ...refundBody(choice) } : {}),
      });
      notifySuccess({ message: t('commands.moved', { state: t(`commands.states.${to}`) }) });
      setReason('');
      setCode('');
      onClose();
    } catch {
      // The error shows below (approval, modes) or was notified by the HTTP client.
    }
  };
  return (
    <Modal opened={to !== null} onClose={onClose} title={to ? t(`commands.actions.${to}`) : ''} centered size="lg">
      <Stack>
        <Text fz="sm">{t('commands.moveText', { state: to ? t(`commands.states.${to}`) : '' })}</Text>
        {moneyBack && balances && amount > 0 && (
          <>
            <Select
              label={t('commands.refundSession')}
              data={(sessions.data ?? []).map((s) => ({ value: String(s.id), label: `${s.registerName} · ${s.magasinName}` }))}
              value={session}
              onChange={setSession}
              placeholder={t('commands.noOpenSession')}
              error={fieldError('caisseId')}
              data-testid="order-refund-session"
            />
            <RefundModes
              balances={balances}
              amount={amount}
              currencyTag={order.currencyTag}
              value={choice}
              onChange={setChoice}
              error={move.error}
            />
          </>
        )}
        <Textarea
          label={t('commands.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {approval && <ApprovalField state={approval} code={code} onChange={setCode} />}
        {otherError && (
          <Alert color="red" data-testid="order-move-error">
            {otherError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('commands.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={move.isPending} disabled={problem !== null} data-testid="order-move-confirm">
            {t('commands.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

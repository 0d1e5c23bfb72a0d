// Moving an order to another state (validate, deliver, archive, cancel, refund…): a reason, and the manager's code
// when the company's approval settings ask for it (the server answers 422 on `approval`; the same change is resent).
// A cancellation or refund pays back what the order still holds: through an open session of its store, in the sale's
// modes by default or in the mode or split the user chooses within what each holds (the refund rule). An order that
// billed a client subscription says that cancelling or refunding it ends the subscription.
import type { CommandDetail, OrderState } from '@comptoir/shared';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { approvalState } from '../../caisse/components/approval-field';
import {
  DEFAULT_REFUND,
  RefundModes,
  refundBody,
  refundProblem,
  useRefundable,
  type RefundChoice,
} from '../../pos/components/refund-modes';
import { useMoveCommand } from '../hooks/use-commands';
import { ChangeFooter, ChangeSessionSelect, useChangeSession } from './change-parts';

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
  const moneyBack = to !== null && NEEDS_MONEY_BACK.has(to);
  const balances = useRefundable(moneyBack ? order.id : null).data?.balances;
  const { sessions, session, setSession } = useChangeSession(order, moneyBack);
  const amount = (balances ?? []).reduce((s, b) => s + b.left, 0);
  const endsSubscription = moneyBack && order.lines.some((l) => (l.membershipId ?? null) !== null && l.returnedQuantity < l.quantity);
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
        {endsSubscription && (
          <Alert color="orange" variant="light" data-testid="order-move-subscription">
            {t('commands.endsSubscription')}
          </Alert>
        )}
        {moneyBack && balances && amount > 0 && (
          <>
            <ChangeSessionSelect
              sessions={sessions}
              value={session}
              onChange={setSession}
              error={fieldError('caisseId')}
              testId="order-refund-session"
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
        <ChangeFooter
          reason={reason}
          onReason={setReason}
          approval={approval}
          code={code}
          onCode={setCode}
          error={otherError}
          errorTestId="order-move-error"
          onCancel={onClose}
          onConfirm={() => void submit()}
          confirmLabel={t('commands.confirm')}
          confirmTestId="order-move-confirm"
          loading={move.isPending}
          disabled={problem !== null}
        />
      </Stack>
    </Modal>
  );
}

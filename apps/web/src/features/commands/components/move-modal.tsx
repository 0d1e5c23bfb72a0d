// Moving an order to another state (validate, deliver, archive, cancel, refund…): a reason, and the manager's code
// when the company's approval settings ask for it (the server answers 422 on `approval`; the same change is resent).
import type { OrderState } from '@comptoir/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { ApprovalField, approvalState } from '../../caisse/components/approval-field';
import { useMoveCommand } from '../hooks/use-commands';

interface Props {
  orderId: number;
  caisseId: number | null;
  to: OrderState | null;
  onClose: () => void;
}

const NEEDS_MONEY_BACK = new Set<OrderState>(['cancelled', 'refunded']);

export function MoveModal({ orderId, caisseId, to, onClose }: Props) {
  const { t } = useTranslation();
  const move = useMoveCommand(orderId);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const approval = approvalState(move.error);
  const submit = async () => {
    if (!to) return;
    try {
      await move.mutateAsync({
        etat: to,
        reason: reason.trim() || undefined,
        approval: approval && code ? { code } : undefined,
        caisseId: NEEDS_MONEY_BACK.has(to) ? (caisseId ?? undefined) : undefined,
      });
      notifySuccess({ message: t('commands.moved', { state: t(`commands.states.${to}`) }) });
      setReason('');
      setCode('');
      onClose();
    } catch {
      // The error shows below (approval) or was notified by the HTTP client.
    }
  };
  return (
    <Modal opened={to !== null} onClose={onClose} title={to ? t(`commands.actions.${to}`) : ''} centered>
      <Stack>
        <Text fz="sm">{t('commands.moveText', { state: to ? t(`commands.states.${to}`) : '' })}</Text>
        <Textarea
          label={t('commands.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {approval && <ApprovalField state={approval} code={code} onChange={setCode} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('commands.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={move.isPending} data-testid="order-move-confirm">
            {t('commands.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

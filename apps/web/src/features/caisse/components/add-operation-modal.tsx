// Records a fee, charge, withdrawal, advance or credit payment in the open session (manager's code when needed).
import { FEE_TAGS, MANUAL_OPERATION_TYPES } from '@comptoir/shared';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useAddOperation, usePaymentMethods } from '../hooks/use-caisse';
import { ApprovalField, approvalState } from './approval-field';

interface Props {
  caisseId: number;
  opened: boolean;
  onClose: () => void;
}

export function AddOperationModal({ caisseId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const add = useAddOperation();
  const [type, setType] = useState<string>('withdrawal');
  const [subType, setSubType] = useState<string | null>(null);
  const [modePayment, setMode] = useState('cash');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const approval = approvalState(add.error);
  const fieldError = (field: string) =>
    add.error instanceof ApiError ? add.error.errors.find((e) => e.field === field)?.message : undefined;
  const reset = () => {
    setType('withdrawal');
    setSubType(null);
    setMode('cash');
    setAmount('');
    setReason('');
    setCode('');
    add.reset();
  };
  const submit = () =>
    add.mutate(
      {
        caisseId,
        type,
        subType: type === 'fees' ? (subType ?? undefined) : undefined,
        modePayment,
        amount: Number(amount),
        reason: reason.trim() || undefined,
        approval: code ? { code } : undefined,
      },
      {
        onSuccess: () => {
          notifySuccess({ message: t('caisse.operation.done') });
          reset();
          onClose();
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('caisse.operation.title')}
      centered
    >
      <Stack>
        <Select
          label={t('caisse.operation.type')}
          data={MANUAL_OPERATION_TYPES.map((v) => ({ value: v, label: t(`caisse.types.${v}`) }))}
          value={type}
          onChange={(v) => v && setType(v)}
          allowDeselect={false}
          data-testid="operation-type"
        />
        {type === 'fees' && (
          <Select
            label={t('caisse.operation.subType')}
            withAsterisk
            data={FEE_TAGS.map((v) => ({ value: v, label: t(`caisse.fees.${v}`) }))}
            value={subType}
            onChange={setSubType}
            error={fieldError('subType')}
            data-testid="operation-subtype"
          />
        )}
        <NumberInput
          label={t('caisse.operation.amount')}
          withAsterisk
          min={0}
          decimalScale={2}
          decimalSeparator=","
          value={amount}
          onChange={setAmount}
          error={fieldError('amount')}
          data-testid="operation-amount"
        />
        <Select
          label={t('caisse.operation.mode')}
          data={(methods.data ?? []).filter((m) => m.isActive).map((m) => ({ value: m.tag, label: t(`caisse.modes.${m.tag}`) }))}
          value={modePayment}
          onChange={(v) => v && setMode(v)}
          allowDeselect={false}
        />
        <TextInput
          label={t('caisse.operation.reason')}
          withAsterisk={type === 'withdrawal' || type === 'charges'}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          error={fieldError('reason')}
          data-testid="operation-reason"
        />
        {approval && <ApprovalField state={approval} code={code} onChange={setCode} />}
        <Group justify="flex-end">
          <Button onClick={submit} loading={add.isPending} data-testid="operation-submit">
            {t('caisse.operation.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

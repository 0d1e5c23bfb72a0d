// Records a fee, charge, withdrawal, advance or credit payment in the open session (manager's code when needed).
import { FEE_TAGS, MANUAL_OPERATION_TYPES } from '@comptoir/shared';
import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAddOperation, usePaymentMethods } from '../hooks/use-caisse';
import { ApprovalField, approvalState } from './approval-field';
import { paymentModeLabel } from '../../../lib/payment-mode';

interface Props {
  caisseId: number;
  /** The session's store: the modes offered are those it accepts. */
  storeId: number;
  opened: boolean;
  onClose: () => void;
}

interface OperationValues {
  type: string;
  subType: string | null;
  modePayment: string;
  amount: number | string;
  reason: string;
  code: string;
}

const EMPTY: OperationValues = { type: 'withdrawal', subType: null, modePayment: 'cash', amount: '', reason: '', code: '' };

// The server's rules (operationAddBody): a fee names its kind; a withdrawal or a charge gives its reason.
const schema = z
  .object({
    type: z.enum(MANUAL_OPERATION_TYPES),
    subType: z.string().nullable(),
    modePayment: z.string().min(1, 'validation.required'),
    amount: z.number('validation.required').gt(0, 'caisse.validation.positive'),
    reason: z.string().trim().max(500, 'validation.maxLength'),
    code: z.string(),
  })
  .refine((v) => v.type !== 'fees' || Boolean(v.subType), { path: ['subType'], message: 'validation.required' })
  .refine((v) => (v.type !== 'withdrawal' && v.type !== 'charges') || v.reason.trim() !== '', {
    path: ['reason'],
    message: 'validation.required',
  });

function OperationForm({ caisseId, storeId, onDone }: { caisseId: number; storeId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const methods = usePaymentMethods(storeId);
  const add = useAddOperation();
  const { form, formProps, submitting } = useAppForm<OperationValues>({
    initialValues: EMPTY,
    schema,
    serverFields: ['type', 'subType', 'modePayment', 'amount', 'reason'],
    guard: false,
    onSubmit: async (v) => {
      await add.mutateAsync({
        caisseId,
        type: v.type,
        subType: v.type === 'fees' ? (v.subType ?? undefined) : undefined,
        modePayment: v.modePayment,
        amount: Number(v.amount),
        reason: v.reason.trim() || undefined,
        approval: v.code ? { code: v.code } : undefined,
      });
      notifySuccess({ message: t('caisse.operation.done') });
      onDone();
    },
  });
  const approval = approvalState(add.error);
  const type = form.values.type;
  return (
    <form {...formProps} data-testid="operation-form">
      <Stack>
        <Select
          label={t('caisse.operation.type')}
          data={MANUAL_OPERATION_TYPES.map((v) => ({ value: v, label: t(`caisse.types.${v}`) }))}
          allowDeselect={false}
          data-testid="operation-type"
          {...form.getInputProps('type')}
        />
        {type === 'fees' && (
          <Select
            label={t('caisse.operation.subType')}
            withAsterisk
            data={FEE_TAGS.map((v) => ({ value: v, label: t(`caisse.fees.${v}`) }))}
            data-testid="operation-subtype"
            {...form.getInputProps('subType')}
          />
        )}
        <NumberInput
          label={t('caisse.operation.amount')}
          withAsterisk
          min={0}
          decimalScale={2}
          {...numberSeparators(i18n.language)}
          data-testid="operation-amount"
          {...form.getInputProps('amount')}
        />
        <Select
          label={t('caisse.operation.mode')}
          data={(methods.data ?? []).filter((m) => m.isActive).map((m) => ({ value: m.tag, label: paymentModeLabel(t, m.tag) }))}
          allowDeselect={false}
          {...form.getInputProps('modePayment')}
        />
        <TextInput
          label={t('caisse.operation.reason')}
          withAsterisk={type === 'withdrawal' || type === 'charges'}
          maxLength={500}
          data-testid="operation-reason"
          {...form.getInputProps('reason')}
        />
        {approval && <ApprovalField state={approval} code={form.values.code} onChange={(code) => form.setFieldValue('code', code)} />}
        <FormActions submitting={submitting} submitLabel={t('caisse.operation.submit')} testId="operation" />
      </Stack>
    </form>
  );
}

export function AddOperationModal({ caisseId, storeId, opened, onClose }: Props) {
  const { t } = useTranslation();
  // The form lives inside the dialog: closing it starts the next one empty.
  return (
    <Modal opened={opened} onClose={onClose} title={t('caisse.operation.title')} centered>
      <OperationForm caisseId={caisseId} storeId={storeId} onDone={onClose} />
    </Modal>
  );
}

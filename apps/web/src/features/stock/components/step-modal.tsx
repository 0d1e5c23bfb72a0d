// Sending or cancelling an expedition: what the step will do to the stock, an optional note for the timeline, one
// clear button. A 409 (someone else moved the operation on meanwhile) closes the dialog; the hook said why.
import type { StockOperationSummary } from '@comptoir/shared';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { isConflict, useOperationStep } from '../hooks/use-operations';

export type NoteStep = 'send' | 'cancel' | 'close';

const schema = z.object({ note: z.string().max(500, 'stock.operations.form.noteTooLong') });

function StepForm({ step, op, onDone }: { step: NoteStep; op: StockOperationSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useOperationStep();
  const { form, formProps, submitting } = useAppForm<{ note: string }>({
    initialValues: { note: '' },
    schema,
    serverFields: ['note'],
    guard: false,
    onSubmit: async (v) => {
      try {
        await mutation.mutateAsync({ step, id: op.id, note: v.note.trim() || null });
      } catch (error) {
        if (isConflict(error)) onDone();
        throw error;
      }
      notifySuccess({ message: t(`stock.operations.steps.${step}Done`, { id: op.id }) });
      onDone();
    },
  });
  const message =
    step === 'close'
      ? t('stock.operations.steps.closeText')
      : step === 'send'
        ? t('stock.operations.steps.sendText', { source: op.sourceName, target: op.targetName ?? '' })
        : op.state === 'sent'
          ? t('stock.operations.steps.cancelSentText', { source: op.sourceName })
          : t('stock.operations.steps.cancelDraftText');
  return (
    <form {...formProps} data-testid={`${step}-form`}>
      <Stack>
        <Text fz="sm" data-testid="step-message">
          {message}
        </Text>
        <Textarea
          label={t('stock.operations.fields.note')}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={500}
          data-testid="step-note"
          {...form.getInputProps('note')}
        />
        <FormActions
          submitting={submitting}
          submitLabel={t(`stock.operations.actions.${step}`)}
          cancelLabel={t('stock.operations.actions.back')}
          onCancel={onDone}
          testId="step"
        />
      </Stack>
    </form>
  );
}

export function StepModal({ step, op, onClose }: { step: NoteStep | null; op: StockOperationSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={step !== null && op !== null}
      onClose={onClose}
      title={step && op ? t(`stock.operations.steps.${step}Title`, { id: op.id }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('stock.actions.close') }}
    >
      {step && op && <StepForm step={step} op={op} onDone={onClose} />}
    </Modal>
  );
}

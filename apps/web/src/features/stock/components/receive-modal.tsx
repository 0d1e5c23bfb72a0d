// Receiving an expedition: each line with what arrived, prefilled with what was sent (the receiver corrects what
// differs, the difference shows at once), and a note. What arrived enters the receiving store's stock.
import type { StockOperation } from '@comptoir/shared';
import { amountInputProps } from '../stock-rules';
import { Alert, Group, Modal, NumberInput, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { useUnitLabel, useQuantityText, useSignedQuantityText } from '../hooks/use-quantity-text';
import { isConflict, useOperation, useOperationStep } from '../hooks/use-operations';
import { arrivalDifference, receiveFields, receiveSchema, receiveValues, toReceiveBody, type ReceiveFormValues } from '../operation-rules';
import { signColor } from '../stock-rules';

function ReceiveForm({ op, onDone }: { op: StockOperation; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const unit = useUnitLabel();
  const quantityText = useQuantityText();
  const signedText = useSignedQuantityText();
  const mutation = useOperationStep();
  const { form, formProps, submitting } = useAppForm<ReceiveFormValues>({
    initialValues: receiveValues(op.lines),
    schema: receiveSchema,
    serverFields: receiveFields(op.lines.length),
    guard: false,
    onSubmit: async (v) => {
      try {
        await mutation.mutateAsync({ step: 'receive', id: op.id, body: toReceiveBody(v) });
      } catch (error) {
        if (isConflict(error)) onDone();
        throw error;
      }
      notifySuccess({ message: t('stock.operations.steps.receiveDone', { id: op.id }) });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="receive-form">
      <Stack>
        <Text fz="sm">{t('stock.operations.steps.receiveText', { target: op.targetName ?? '', source: op.sourceName })}</Text>
        {form.values.lines.map((line, i) => {
          const received = line.received;
          const difference = typeof received === 'number' ? arrivalDifference({ quantity: line.quantity, received }) : null;
          return (
            <Paper key={line.productId} withBorder p="xs" radius="md" data-testid="receive-line">
              <Group gap="sm" wrap="wrap" align="flex-start">
                <Stack gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Text fz="sm" fw={600}>
                    <bdi>{line.label}</bdi>
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('stock.operations.form.sent', { quantity: quantityText(line.quantity, line.unity) })}
                  </Text>
                  {difference !== null && difference !== 0 && (
                    <Text fz="xs" fw={600} c={signColor(difference)} data-testid="receive-difference">
                      {t('stock.operations.form.difference', { difference: signedText(difference, line.unity) })}
                    </Text>
                  )}
                </Stack>
                <NumberInput
                  w={150}
                  label={t('stock.operations.fields.received')}
                  {...amountInputProps(i18n.language)}
                  rightSection={
                    <Text fz="xs" c="dimmed" pe={6}>
                      {unit(line.unity)}
                    </Text>
                  }
                  rightSectionWidth={44}
                  aria-label={t('stock.operations.form.receivedOf', { label: line.label })}
                  {...form.getInputProps(`lines.${i}.received`)}
                  data-testid={`receive-quantity-${i}`}
                />
              </Group>
            </Paper>
          );
        })}
        <Textarea
          label={t('stock.operations.fields.note')}
          placeholder={t('stock.operations.form.receiveNoteHint')}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={500}
          data-testid="receive-note"
          {...form.getInputProps('note')}
        />
        <FormActions
          submitting={submitting}
          submitLabel={t('stock.operations.actions.receive')}
          cancelLabel={t('stock.operations.actions.back')}
          onCancel={onDone}
          testId="receive"
        />
      </Stack>
    </form>
  );
}

/** Opens on an operation id: its lines are loaded (the in-transit list has the summaries only). */
export function ReceiveModal({ operationId, onClose }: { operationId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const op = useOperation(operationId);
  const ready = op.data && op.data.id === operationId;
  // The lines as they were when the form opened: once received, the refreshed operation must not replace the form.
  const [shown, setShown] = useState<StockOperation | null>(null);
  // What can be received: a sent transfer, or an announced reception (its own entity receives it).
  const receivable = ready && (op.data.state === 'sent' || (op.data.state === 'announced' && op.data.type === 'scheduled_reception'));
  if (ready && receivable && shown?.id !== op.data.id) setShown(op.data);
  const form = shown && shown.id === operationId ? shown : null;
  return (
    <Modal
      opened={operationId !== null}
      onClose={onClose}
      title={t('stock.operations.steps.receiveTitle', { id: operationId ?? '' })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('stock.actions.close') }}
    >
      {form ? (
        <ReceiveForm key={form.id} op={form} onDone={onClose} />
      ) : op.isError ? (
        <Alert color="orange" icon={<IconAlertCircle size={18} />}>
          {t('stock.operations.detail.missing')}
        </Alert>
      ) : ready && !receivable ? (
        <Alert color="orange" icon={<IconAlertCircle size={18} />} data-testid="receive-not-sent">
          {t('stock.operations.detail.notInTransit')}
        </Alert>
      ) : (
        <Skeleton h={160} radius="md" />
      )}
    </Modal>
  );
}

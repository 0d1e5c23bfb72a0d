// Counting one article in one store: the counted quantity sets the level (PATCH /setProduct/Inventory), the
// difference is written as an 'inventaire' movement; a notification says what changed.
import { Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCountProduct } from '../hooks/use-stock';
import { useQuantityText, useSignedQuantityText, useUnitLabel } from '../hooks/use-quantity-text';

/** What the dialog needs of the article counted. */
export interface CountTarget {
  productId: number;
  label: string;
  quantity: number;
  unity: string | null;
}

interface CountValues {
  quantity: number | string;
}

// The server's rule (inventorySetBody): 0 to 100 000 000, kept to 3 decimals.
const schema = z.object({
  quantity: z.number('validation.required').min(0, 'stock.count.notNegative').max(100_000_000, 'stock.count.tooBig'),
});

function CountForm({ storeId, target, onDone }: { storeId: number; target: CountTarget; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const unit = useUnitLabel();
  const quantityText = useQuantityText();
  const signedText = useSignedQuantityText();
  const count = useCountProduct();
  const { form, formProps, submitting } = useAppForm<CountValues>({
    initialValues: { quantity: '' },
    schema,
    serverFields: ['quantity'],
    guard: false,
    onSubmit: async (v) => {
      const answer = await count.mutateAsync({ storeId, productId: target.productId, quantity: Number(v.quantity) });
      notifySuccess({
        message: t('stock.count.done', {
          label: target.label,
          quantity: quantityText(answer.quantity, target.unity),
          difference: signedText(answer.difference, target.unity),
        }),
      });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="count-form">
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {t('stock.count.current')}
          </Text>
          <Text fw={700} className="app-number" data-testid="count-current">
            {quantityText(target.quantity, target.unity)}
          </Text>
        </Group>
        <NumberInput
          label={t('stock.count.quantity')}
          description={t('stock.count.hint')}
          withAsterisk
          min={0}
          decimalScale={3}
          allowNegative={false}
          rightSection={
            <Text fz="xs" c="dimmed" pe={6}>
              {unit(target.unity)}
            </Text>
          }
          rightSectionWidth={48}
          hideControls
          inputMode="decimal"
          data-autofocus
          {...numberSeparators(i18n.language)}
          data-testid="count-quantity"
          {...form.getInputProps('quantity')}
        />
        <FormActions submitting={submitting} submitLabel={t('stock.count.submit')} onCancel={onDone} testId="count" />
      </Stack>
    </form>
  );
}

export function CountModal({ storeId, target, onClose }: { storeId: number | null; target: CountTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The form lives inside the dialog: each count starts empty.
  return (
    <Modal
      opened={target !== null && storeId !== null}
      onClose={onClose}
      // The label isolated (FSI…PDI): a Latin name keeps its order inside an Arabic title.
      title={target ? t('stock.count.title', { label: `\u2068${target.label}\u2069` }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('stock.actions.close') }}
    >
      {target && storeId !== null && <CountForm storeId={storeId} target={target} onDone={onClose} />}
    </Modal>
  );
}

// A new stock operation in a dialog, of any kind the user's role may start (shared stock-flows.ts): its entity (a
// store, the warehouse, a lab the user acts for), a transfer's target (any entity of the company), a switch neutral's
// reason, the note and the lines (units or cartons, a reception's buying prices). The server's 422 lands on the
// fields it names, every other problem above the buttons.
import { STOCK_KINDS, SWITCH_REASONS, type FieldError, type StockOperation, type StockOperationKind } from '@comptoir/shared';
import { Alert, List, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingStore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useCreateOperation } from '../hooks/use-operations';
import { useStockEntities } from '../hooks/use-stock-entities';
import {
  defaultSource,
  emptyOperation,
  entityKey,
  OPERATION_FIELDS,
  operationSchema,
  parseEntity,
  toOperationBody,
  unplacedErrors,
  type OperationFormValues,
} from '../operation-rules';
import { OperationLinesEditor } from './operation-lines-editor';

interface FormProps {
  type: StockOperationKind;
  defaultSourceId: number | null;
  onDone: (op: StockOperation | null) => void;
}

export function OperationForm({ type, defaultSourceId, onDone }: FormProps) {
  const { t } = useTranslation();
  const stores = useMagasins().data ?? [];
  const source = defaultSource(defaultSourceId, useAuthUser(), stores);
  const entities = useStockEntities();
  const rule = STOCK_KINDS[type];
  const create = useCreateOperation();
  const [general, setGeneral] = useState<FieldError[]>([]);
  const { form, formProps, submitting } = useAppForm<OperationFormValues>({
    initialValues: emptyOperation(type, source),
    schema: operationSchema,
    serverFields: OPERATION_FIELDS,
    guard: false,
    onSubmit: async (v) => {
      setGeneral([]);
      try {
        const op = await create.mutateAsync(toOperationBody(v));
        notifySuccess({
          message:
            type === 'loss'
              ? t('stock.operations.form.lossDone', { id: op.id })
              : type === 'expedition'
                ? t('stock.operations.form.draftDone', { id: op.id })
                : t(`stock.flows.done.${op.state}`, { kind: t(`stock.operations.kinds.${type}`), id: op.id }),
        });
        onDone(op);
      } catch (error) {
        if (isApiError(error) && error.status === 422) setGeneral(unplacedErrors(error.errors, OPERATION_FIELDS));
        throw error;
      }
    },
  });
  // The stores (and the user) may arrive after the dialog opened: the origin is filled once they are known.
  const empty = !form.values.sourceId;
  useEffect(() => {
    if (empty && source !== null) form.setFieldValue('sourceId', entityKey('magasin', source));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the default becomes known
  }, [source]);
  const sourceEntity = parseEntity(form.values.sourceId);
  const storeOptions = entities.mine.filter((o) => rule.source.includes(o.type)).map(({ value, label }) => ({ value, label }));
  const targetOptions = entities.all
    .filter((o) => rule.target?.includes(o.type) && o.value !== form.values.sourceId)
    .map(({ value, label }) => ({ value, label }));

  return (
    <form {...formProps} data-testid="operation-form" data-type={type}>
      <Stack>
        <Select
          label={t(rule.flow === 'transfer' ? 'stock.operations.form.source' : 'stock.operations.form.lossStore')}
          withAsterisk
          leftSection={<IconBuildingStore size={16} />}
          data={storeOptions}
          allowDeselect={false}
          searchable
          data-testid="operation-source"
          {...form.getInputProps('sourceId')}
          onChange={(v) => {
            form.setFieldValue('sourceId', v);
            // What the lines' products have in another store is not known until picked again.
            form.setFieldValue(
              'lines',
              form.values.lines.map((l) => ({ ...l, available: null })),
            );
          }}
        />
        {rule.flow === 'transfer' && (
          <Select
            label={t('stock.operations.form.target')}
            withAsterisk
            leftSection={<IconBuildingStore size={16} />}
            // Any entity of the company (a store-bound user sends to the others too), never the one it leaves.
            data={targetOptions}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('stock.operations.form.noOtherStore')}
            data-testid="operation-target"
            {...form.getInputProps('targetId')}
          />
        )}
        {type === 'switch_neutral' && (
          <Stack gap={4}>
            <Text fz="sm" fw={500}>
              {t('stock.flows.form.reason')}
            </Text>
            <SegmentedControl
              data={SWITCH_REASONS.map((r) => ({ value: r, label: t(`stock.flows.reasons.${r}`) }))}
              value={form.values.reason ?? ''}
              onChange={(v) => form.setFieldValue('reason', v as 'loss' | 'return')}
              data-testid="operation-reason"
            />
            {form.errors.reason && (
              <Text fz="xs" c="red">
                {form.errors.reason}
              </Text>
            )}
          </Stack>
        )}
        {rule.flow === 'count' ? (
          <Text fz="sm" c="dimmed">
            {t('stock.flows.form.countHint')}
          </Text>
        ) : (
          <OperationLinesEditor form={form} entity={sourceEntity} priced={rule.priced} />
        )}
        <Textarea
          label={t('stock.operations.fields.note')}
          placeholder={t(
            rule.flow === 'out' || rule.flow === 'neutral' ? 'stock.operations.form.lossNoteHint' : 'stock.operations.form.noteHint',
          )}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          data-testid="operation-note"
          {...form.getInputProps('note')}
        />
        {general.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="operation-problems">
            <List size="sm">
              {general.map((e) => (
                <List.Item key={`${e.field}-${e.message}`}>{e.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <FormActions
          submitting={submitting}
          submitLabel={
            type === 'loss'
              ? t('stock.operations.form.saveLoss')
              : type === 'expedition'
                ? t('stock.operations.form.saveDraft')
                : t(`stock.flows.save.${rule.flow}`)
          }
          onCancel={() => onDone(null)}
          testId="operation"
        />
      </Stack>
    </form>
  );
}

export function OperationFormModal({
  type,
  defaultSourceId,
  onClose,
}: {
  type: StockOperationKind | null;
  defaultSourceId: number | null;
  onClose: (op: StockOperation | null) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={type !== null}
      onClose={() => onClose(null)}
      title={
        type === 'loss'
          ? t('stock.operations.actions.newLoss')
          : type === 'expedition'
            ? t('stock.operations.actions.newExpedition')
            : type
              ? t(`stock.operations.kinds.${type}`)
              : ''
      }
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('stock.actions.close') }}
    >
      {/* The form lives inside the dialog: each new operation starts empty. */}
      {type !== null && <OperationForm key={type} type={type} defaultSourceId={defaultSourceId} onDone={onClose} />}
    </Modal>
  );
}

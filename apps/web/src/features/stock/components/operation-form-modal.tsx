// A new stock operation in a dialog: an expedition (from one of the user's stores to another store of the company,
// saved as a draft to send) or a loss (stock leaving one store at once). Source store, target store (expedition),
// note and lines; the server's 422 lands on the fields it names, every other problem above the buttons.
import type { FieldError, StockOperation, StockOperationKind } from '@comptoir/shared';
import { Alert, List, Modal, Select, Stack, Textarea } from '@mantine/core';
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
import { useCreateOperation, useDestinations } from '../hooks/use-operations';
import {
  defaultSource,
  emptyOperation,
  OPERATION_FIELDS,
  operationSchema,
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
  const destinations = useDestinations().data ?? [];
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
          message: t(type === 'loss' ? 'stock.operations.form.lossDone' : 'stock.operations.form.draftDone', { id: op.id }),
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
    if (empty && source !== null) form.setFieldValue('sourceId', String(source));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the default becomes known
  }, [source]);
  const sourceId = form.values.sourceId ? Number(form.values.sourceId) : null;
  const storeOptions = stores.map((s) => ({ value: String(s.id), label: s.intitule }));

  return (
    <form {...formProps} data-testid="operation-form" data-type={type}>
      <Stack>
        <Select
          label={t(type === 'loss' ? 'stock.operations.form.lossStore' : 'stock.operations.form.source')}
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
        {type === 'expedition' && (
          <Select
            label={t('stock.operations.form.target')}
            withAsterisk
            leftSection={<IconBuildingStore size={16} />}
            // Any store of the company (a store-bound user sends to the others too), never the one it leaves.
            data={destinations.map((s) => ({ value: String(s.id), label: s.intitule })).filter((s) => s.value !== form.values.sourceId)}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('stock.operations.form.noOtherStore')}
            data-testid="operation-target"
            {...form.getInputProps('targetId')}
          />
        )}
        <OperationLinesEditor form={form} storeId={sourceId} />
        <Textarea
          label={t('stock.operations.fields.note')}
          placeholder={t(type === 'loss' ? 'stock.operations.form.lossNoteHint' : 'stock.operations.form.noteHint')}
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
          submitLabel={t(type === 'loss' ? 'stock.operations.form.saveLoss' : 'stock.operations.form.saveDraft')}
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
      title={type === 'loss' ? t('stock.operations.actions.newLoss') : t('stock.operations.actions.newExpedition')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('stock.actions.close') }}
    >
      {/* The form lives inside the dialog: each new operation starts empty. */}
      {type !== null && <OperationForm key={type} type={type} defaultSourceId={defaultSourceId} onDone={onClose} />}
    </Modal>
  );
}

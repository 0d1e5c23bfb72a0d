// The dialogs' forms of the small settings, on THE form hook: a nature, a type (within a nature), a paper size, a
// transport company. Each saves through its kind's mutation and closes.
import type { InfoNature, InfoType, PaperSize, TransportCompany } from '@comptoir/shared';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import type { FormSchema } from '../../../lib/form';
import { requiredText } from '../../../lib/form-rules';
import type { KindBody, NamedKind } from '../api/small-settings-api';
import { useNamedList, useSaveNamed } from '../hooks/use-small-settings';

interface FormProps<R> {
  editing: R | null;
  onDone: () => void;
}

const name = requiredText(2, 120);

/** THE form hook for a dialog of `kind`: saves through the kind's mutation, closes; the server's problems under fields. */
function useDialogForm<K extends NamedKind, V extends { intitule: string }>(
  kind: K,
  o: { initialValues: V; schema: FormSchema; fields: readonly (keyof V & string)[]; body: (v: V) => KindBody[K]; onDone: () => void },
) {
  const save = useSaveNamed(kind);
  return useAppForm<V>({
    initialValues: o.initialValues,
    schema: o.schema,
    serverFields: o.fields,
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync(o.body(v));
      o.onDone();
    },
  });
}

/** The dialog's form: its name field first, the kind's other fields, then cancel and save. */
function DialogForm<V extends { intitule: string }>(p: {
  kind: NamedKind;
  form: UseFormReturnType<V>;
  formProps: ReturnType<typeof useAppForm>['formProps'];
  submitting: boolean;
  onDone: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form {...p.formProps} data-testid={`${p.kind}-form`}>
      <Stack gap="md">
        <TextInput
          {...p.form.getInputProps('intitule')}
          label={t('smallSettings.fields.intitule')}
          required
          data-autofocus
          data-testid={`${p.kind}-name`}
        />
        {p.children}
        <FormActions submitting={p.submitting} onCancel={p.onDone} testId={p.kind} />
      </Stack>
    </form>
  );
}

export function NatureForm({ editing, onDone }: FormProps<InfoNature>) {
  const f = useDialogForm('nature', {
    initialValues: { intitule: editing?.intitule ?? '' },
    schema: z.object({ intitule: name }),
    fields: ['intitule'],
    body: (v) => ({ id: editing?.id, intitule: v.intitule.trim() }),
    onDone,
  });
  return <DialogForm kind="nature" {...f} onDone={onDone} />;
}

export function TypeForm({ editing, onDone }: FormProps<InfoType>) {
  const { t } = useTranslation();
  const natures = useNamedList('nature');
  const f = useDialogForm('type', {
    initialValues: { intitule: editing?.intitule ?? '', natureId: editing ? String(editing.natureId) : '' },
    schema: z.object({ intitule: name, natureId: z.string().min(1, 'validation.required') }),
    fields: ['intitule', 'natureId'],
    body: (v) => ({ id: editing?.id, intitule: v.intitule.trim(), natureId: Number(v.natureId) }),
    onDone,
  });
  return (
    <DialogForm kind="type" {...f} onDone={onDone}>
      <Select
        {...f.form.getInputProps('natureId')}
        label={t('smallSettings.fields.nature')}
        data={(natures.data ?? []).map((n) => ({ value: String(n.id), label: n.intitule }))}
        required
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="type-nature"
      />
    </DialogForm>
  );
}

const millimetres = (min: number, max: number) =>
  z
    .number('validation.required')
    .int('smallSettings.validation.range')
    .min(min, 'smallSettings.validation.range')
    .max(max, 'smallSettings.validation.range');

export function PaperForm({ editing, onDone }: FormProps<PaperSize>) {
  const { t } = useTranslation();
  const f = useDialogForm<'paper', { intitule: string; width: number | ''; height: number | '' }>('paper', {
    initialValues: { intitule: editing?.intitule ?? '', width: editing?.width ?? '', height: editing?.height ?? '' },
    schema: z.object({ intitule: name, width: millimetres(20, 2000), height: z.union([z.literal(''), millimetres(20, 5000)]) }),
    fields: ['intitule', 'width', 'height'],
    body: (v) => ({ id: editing?.id, intitule: v.intitule.trim(), width: Number(v.width), height: v.height === '' ? null : v.height }),
    onDone,
  });
  return (
    <DialogForm kind="paper" {...f} onDone={onDone}>
      <NumberInput
        {...f.form.getInputProps('width')}
        label={t('smallSettings.fields.width')}
        required
        min={20}
        max={2000}
        allowDecimal={false}
        data-testid="paper-width"
      />
      <NumberInput
        {...f.form.getInputProps('height')}
        label={t('smallSettings.fields.height')}
        description={t('smallSettings.fields.heightHint')}
        min={20}
        max={5000}
        allowDecimal={false}
        data-testid="paper-height"
      />
    </DialogForm>
  );
}

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{3,28}$/, 'validation.phone');

export function TransportForm({ editing, onDone }: FormProps<TransportCompany>) {
  const { t } = useTranslation();
  const f = useDialogForm('transport', {
    initialValues: { intitule: editing?.intitule ?? '', tel: editing?.tel ?? '' },
    schema: z.object({ intitule: name, tel: z.union([z.literal(''), phone]) }),
    fields: ['intitule', 'tel'],
    body: (v) => ({ id: editing?.id, intitule: v.intitule.trim(), tel: v.tel.trim() }),
    onDone,
  });
  return (
    <DialogForm kind="transport" {...f} onDone={onDone}>
      <TextInput {...f.form.getInputProps('tel')} label={t('smallSettings.fields.tel')} type="tel" dir="ltr" data-testid="transport-tel" />
    </DialogForm>
  );
}

// The dialogs' forms of the small settings, on THE form hook: a nature, a type (within a nature), a paper size, a
// transport company. Each saves through its kind's mutation and closes.
import type { InfoNature, InfoType, PaperSize, TransportCompany } from '@comptoir/shared';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { requiredText } from '../../../lib/form-rules';
import { useNamedList, useSaveNamed } from '../hooks/use-small-settings';

interface FormProps<R> {
  editing: R | null;
  onDone: () => void;
}

const name = requiredText(2, 120);

export function NatureForm({ editing, onDone }: FormProps<InfoNature>) {
  const { t } = useTranslation();
  const save = useSaveNamed('nature');
  const { form, formProps, submitting } = useAppForm({
    initialValues: { intitule: editing?.intitule ?? '' },
    schema: z.object({ intitule: name }),
    serverFields: ['intitule'],
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({ id: editing?.id, intitule: v.intitule.trim() });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="nature-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('intitule')}
          label={t('smallSettings.fields.intitule')}
          required
          data-autofocus
          data-testid="nature-name"
        />
        <FormActions submitting={submitting} onCancel={onDone} testId="nature" />
      </Stack>
    </form>
  );
}

export function TypeForm({ editing, onDone }: FormProps<InfoType>) {
  const { t } = useTranslation();
  const save = useSaveNamed('type');
  const natures = useNamedList('nature');
  const { form, formProps, submitting } = useAppForm({
    initialValues: { intitule: editing?.intitule ?? '', natureId: editing ? String(editing.natureId) : '' },
    schema: z.object({ intitule: name, natureId: z.string().min(1, 'validation.required') }),
    serverFields: ['intitule', 'natureId'],
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({ id: editing?.id, intitule: v.intitule.trim(), natureId: Number(v.natureId) });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="type-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('intitule')}
          label={t('smallSettings.fields.intitule')}
          required
          data-autofocus
          data-testid="type-name"
        />
        <Select
          {...form.getInputProps('natureId')}
          label={t('smallSettings.fields.nature')}
          data={(natures.data ?? []).map((n) => ({ value: String(n.id), label: n.intitule }))}
          required
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="type-nature"
        />
        <FormActions submitting={submitting} onCancel={onDone} testId="type" />
      </Stack>
    </form>
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
  const save = useSaveNamed('paper');
  const { form, formProps, submitting } = useAppForm<{ intitule: string; width: number | ''; height: number | '' }>({
    initialValues: { intitule: editing?.intitule ?? '', width: editing?.width ?? '', height: editing?.height ?? '' },
    schema: z.object({ intitule: name, width: millimetres(20, 2000), height: z.union([z.literal(''), millimetres(20, 5000)]) }),
    serverFields: ['intitule', 'width', 'height'],
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({
        id: editing?.id,
        intitule: v.intitule.trim(),
        width: Number(v.width),
        height: v.height === '' ? null : v.height,
      });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="paper-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('intitule')}
          label={t('smallSettings.fields.intitule')}
          required
          data-autofocus
          data-testid="paper-name"
        />
        <NumberInput
          {...form.getInputProps('width')}
          label={t('smallSettings.fields.width')}
          required
          min={20}
          max={2000}
          allowDecimal={false}
          data-testid="paper-width"
        />
        <NumberInput
          {...form.getInputProps('height')}
          label={t('smallSettings.fields.height')}
          description={t('smallSettings.fields.heightHint')}
          min={20}
          max={5000}
          allowDecimal={false}
          data-testid="paper-height"
        />
        <FormActions submitting={submitting} onCancel={onDone} testId="paper" />
      </Stack>
    </form>
  );
}

export function TransportForm({ editing, onDone }: FormProps<TransportCompany>) {
  const { t } = useTranslation();
  const save = useSaveNamed('transport');
  const { form, formProps, submitting } = useAppForm({
    initialValues: { intitule: editing?.intitule ?? '', tel: editing?.tel ?? '' },
    schema: z.object({
      intitule: name,
      tel: z.union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\+?[0-9][0-9 ().-]{3,28}$/, 'validation.phone'),
      ]),
    }),
    serverFields: ['intitule', 'tel'],
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({ id: editing?.id, intitule: v.intitule.trim(), tel: v.tel.trim() });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="transport-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('intitule')}
          label={t('smallSettings.fields.intitule')}
          required
          data-autofocus
          data-testid="transport-name"
        />
        <TextInput {...form.getInputProps('tel')} label={t('smallSettings.fields.tel')} type="tel" dir="ltr" data-testid="transport-tel" />
        <FormActions submitting={submitting} onCancel={onDone} testId="transport" />
      </Stack>
    </form>
  );
}

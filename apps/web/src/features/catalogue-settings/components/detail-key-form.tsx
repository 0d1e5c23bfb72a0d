// A type (variant attribute: Taille, Couleur…) in a dialog: its name in four languages and its code, on THE form hook.
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { requiredText } from '../../../lib/form-rules';
import type { DetailKey } from '../api/settings-api';
import { useSaveDetailKey } from '../hooks/use-detail-keys';
import { LabelsFields } from './labels-fields';

const optional = z.string().trim().max(255, 'validation.maxLength');
const schema = z.object({
  label: requiredText(1, 120),
  en_label: optional,
  ar_label: optional,
  it_label: optional,
  tag: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .min(2, 'validation.minLength')
      .max(60, 'validation.maxLength')
      .regex(/^[a-z0-9_-]+$/, 'catalogueSettings.validation.code'),
  ]),
});
type Values = { label: string; en_label: string; ar_label: string; it_label: string; tag: string };

export function DetailKeyForm({ editing, onDone }: { editing: DetailKey | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDetailKey();
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      label: editing?.label ?? '',
      en_label: editing?.en_label ?? '',
      ar_label: editing?.ar_label ?? '',
      it_label: editing?.it_label ?? '',
      tag: editing?.tag ?? '',
    },
    schema,
    serverFields: ['label', 'en_label', 'ar_label', 'it_label', 'tag'],
    guard: false,
    onSubmit: async (v) => {
      const orNull = (x: string) => x.trim() || null;
      await save.mutateAsync({
        id: editing?.id,
        body: {
          label: v.label.trim(),
          en_label: orNull(v.en_label),
          ar_label: orNull(v.ar_label),
          it_label: orNull(v.it_label),
          tag: orNull(v.tag),
        },
      });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="detail-key-form">
      <Stack gap="md">
        <LabelsFields form={form} testId="detail-key" />
        <TextInput
          {...form.getInputProps('tag')}
          label={t('catalogueSettings.types.tag')}
          description={t('catalogueSettings.types.tagHint')}
          maxLength={60}
          dir="ltr"
          data-testid="detail-key-tag"
        />
        <FormActions submitting={submitting} onCancel={onDone} testId="detail-key" />
      </Stack>
    </form>
  );
}

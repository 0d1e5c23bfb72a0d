// The four labels of a catalogue entity (product-spec §3: label in French plus en, ar, it), as one block of fields.
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface LabelValues {
  label: string;
  en_label: string;
  ar_label: string;
  it_label: string;
}

export function LabelsFields<V extends LabelValues>({ form, testId }: { form: UseFormReturnType<V>; testId: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        {...form.getInputProps('label')}
        label={t('catalogueSettings.fields.label')}
        withAsterisk
        maxLength={255}
        data-autofocus
        data-testid={`${testId}-label`}
      />
      <TextInput
        {...form.getInputProps('en_label')}
        label={t('catalogueSettings.fields.en_label')}
        lang="en"
        dir="ltr"
        maxLength={255}
        data-testid={`${testId}-en_label`}
      />
      <TextInput
        {...form.getInputProps('ar_label')}
        label={t('catalogueSettings.fields.ar_label')}
        lang="ar"
        dir="rtl"
        maxLength={255}
        data-testid={`${testId}-ar_label`}
      />
      <TextInput
        {...form.getInputProps('it_label')}
        label={t('catalogueSettings.fields.it_label')}
        lang="it"
        dir="ltr"
        maxLength={255}
        data-testid={`${testId}-it_label`}
      />
    </SimpleGrid>
  );
}

/** The labels of a row in the user's language, French when it has none. */
export function localLabel(
  row: { label: string; en_label?: string | null; ar_label?: string | null; it_label?: string | null },
  lang: string,
) {
  const l = lang === 'en' ? row.en_label : lang === 'ar' ? row.ar_label : lang === 'it' ? row.it_label : null;
  return l || row.label;
}

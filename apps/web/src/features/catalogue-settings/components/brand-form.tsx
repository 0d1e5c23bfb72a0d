// A brand in a dialog (product-spec §3 Brand: label, tag, order, description), on THE form hook.
import type { Brand, BrandData } from '@comptoir/shared';
import { NumberInput, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { requiredText } from '../../../lib/form-rules';
import { useSaveParty } from '../hooks/use-parties';
import { PartyNameAndCodes } from './party-fields';

const schema = z.object({
  label: requiredText(1, 120),
  tag: z.string().trim().max(60, 'validation.maxLength'),
  order: z.union([z.literal(''), z.number().int().min(0).max(100_000)]),
  description: z.string().max(5000, 'validation.maxLength'),
});
type Values = { label: string; tag: string; order: number | ''; description: string };

export function BrandForm({ editing, onDone }: { editing: Brand | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveParty('brand');
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      label: editing?.label ?? '',
      tag: editing?.tag ?? '',
      order: editing?.order ?? 0,
      description: editing?.description ?? '',
    },
    schema,
    serverFields: ['label', 'tag', 'order', 'description'],
    guard: false,
    onSubmit: async (v) => {
      const body: BrandData = {
        label: v.label.trim(),
        tag: v.tag.trim() || null,
        order: v.order === '' ? 0 : v.order,
        description: v.description.trim() || null,
      };
      await save.mutateAsync({ id: editing?.id, body });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="brand-form">
      <Stack gap="md">
        <PartyNameAndCodes form={form} kind="brand" codes={['tag']}>
          <NumberInput
            {...form.getInputProps('order')}
            label={t('catalogueSettings.parties.order')}
            min={0}
            max={100_000}
            allowDecimal={false}
            data-testid="brand-order"
          />
        </PartyNameAndCodes>
        <Textarea
          {...form.getInputProps('description')}
          label={t('catalogueSettings.fields.description')}
          autosize
          minRows={2}
          maxRows={5}
        />
        <FormActions submitting={submitting} onCancel={onDone} testId="brand" />
      </Stack>
    </form>
  );
}

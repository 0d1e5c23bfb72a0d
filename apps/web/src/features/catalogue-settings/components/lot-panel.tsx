// Update by lot (issue 8 point 2): the same category, tax rate or visibility on every selected price, in one PATCH
// /price/update/by-lot. A field left empty is left as it is; at least one must be given.
import { Card, Group, NumberInput, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { usePromoByLot } from '../hooks/use-promotions';

type Values = { categoryId: string | null; tva: number | ''; visibility: '' | 'shown' | 'hidden' };
const schema = z
  .object({ categoryId: z.string().nullable(), tva: z.union([z.literal(''), z.number()]), visibility: z.string() })
  .superRefine((v, ctx) => {
    if (v.tva !== '' && !(v.tva >= 0 && v.tva <= 100))
      ctx.addIssue({ code: 'custom', path: ['tva'], message: 'catalogueSettings.validation.percent' });
    if (!v.categoryId && v.tva === '' && !v.visibility)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'catalogueSettings.lot.nothing' });
  });

export function LotPanel({
  priceIds,
  categories,
  onDone,
}: {
  priceIds: number[];
  categories: { value: string; label: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const byLot = usePromoByLot();
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: { categoryId: null, tva: '', visibility: '' },
    schema,
    serverFields: ['categoryId', 'tva'],
    guard: false,
    afterSave: 'reset',
    onSubmit: async (v) => {
      await byLot.mutateAsync({
        priceIds,
        ...(v.categoryId ? { categoryId: Number(v.categoryId) } : {}),
        ...(v.tva !== '' ? { tva: v.tva } : {}),
        ...(v.visibility ? { isHidden: v.visibility === 'hidden' } : {}),
      });
      notifySuccess({ message: t('catalogueSettings.lot.applied', { count: priceIds.length }) });
      onDone();
    },
  });
  return (
    <Card withBorder padding="md" mb="md" data-testid="lot-panel">
      <form {...formProps}>
        <Text fw={600} mb="sm">
          {t('catalogueSettings.lot.title', { count: priceIds.length })}
        </Text>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={t('catalogueSettings.lot.category')}
            placeholder={t('catalogueSettings.lot.unchanged')}
            data={categories}
            searchable
            clearable
            {...form.getInputProps('categoryId')}
            style={{ flex: '1 1 200px', maxWidth: 280 }}
            data-testid="lot-category"
          />
          <NumberInput
            label={t('catalogueSettings.lot.tva')}
            placeholder={t('catalogueSettings.lot.unchanged')}
            suffix=" %"
            min={0}
            max={100}
            hideControls
            {...form.getInputProps('tva')}
            style={{ flex: '1 1 120px', maxWidth: 160 }}
            data-testid="lot-tva"
          />
          <Select
            label={t('catalogueSettings.lot.visibility')}
            data={[
              { value: '', label: t('catalogueSettings.lot.unchanged') },
              { value: 'shown', label: t('catalogueSettings.lot.shown') },
              { value: 'hidden', label: t('catalogueSettings.lot.hidden') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('visibility')}
            style={{ flex: '1 1 180px', maxWidth: 220 }}
            data-testid="lot-visibility"
          />
        </Group>
        <FormActions mt="sm" submitting={submitting} testId="lot" submitLabel={t('catalogueSettings.lot.apply')} />
      </form>
    </Card>
  );
}

// The promo code form (one code, generated or typed) and the bulk generation form (N codes, exported to xlsx).
// The server checks every rule; its field problems are shown under the fields.
import type { BulkRemiseBody, RemiseBody, TypeRemise } from '@comptoir/shared';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/form';
import { discountsApi } from '../api/discounts-api';

interface Terms {
  typeRemiseId: string;
  valeur: number | string;
  maxUsing: number | string;
  startAt: string;
  endAt: string;
  commentaire: string;
}

function TermsFields({ form, types }: { form: ReturnType<typeof useForm<Terms & Record<string, unknown>>>; types: TypeRemise[] }) {
  const { t } = useTranslation();
  const percent = types.find((x) => String(x.id) === form.values.typeRemiseId)?.tag === 'percentage';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('clients.discounts.type')}
        data={types.map((x) => ({ value: String(x.id), label: t(`clients.discounts.types.${x.tag}`) }))}
        allowDeselect={false}
        withAsterisk
        data-testid="discount-type"
        {...form.getInputProps('typeRemiseId')}
      />
      <NumberInput
        label={t('clients.discounts.value')}
        rightSection={percent ? '%' : undefined}
        min={0}
        decimalScale={2}
        withAsterisk
        data-testid="discount-value"
        {...form.getInputProps('valeur')}
      />
      <NumberInput
        label={t('clients.discounts.maxUsing')}
        min={1}
        allowDecimal={false}
        data-testid="discount-max"
        {...form.getInputProps('maxUsing')}
      />
      <TextInput label={t('clients.discounts.comment')} data-testid="discount-comment" {...form.getInputProps('commentaire')} />
      <TextInput label={t('clients.discounts.startAt')} type="date" dir="ltr" {...form.getInputProps('startAt')} />
      <TextInput label={t('clients.discounts.endAt')} type="date" dir="ltr" data-testid="discount-end" {...form.getInputProps('endAt')} />
    </SimpleGrid>
  );
}

const terms = (v: Terms) => ({
  typeRemiseId: Number(v.typeRemiseId),
  valeur: Number(v.valeur),
  maxUsing: v.maxUsing === '' ? undefined : Number(v.maxUsing),
  startAt: v.startAt,
  endAt: v.endAt,
  commentaire: v.commentaire,
});
const FIELDS = ['intitule', 'number', 'prefix', 'typeRemiseId', 'valeur', 'maxUsing', 'startAt', 'endAt', 'commentaire'];
const blank = (types: TypeRemise[]): Terms => ({
  typeRemiseId: String(types[0]?.id ?? ''),
  valeur: '',
  maxUsing: 1,
  startAt: '',
  endAt: '',
  commentaire: '',
});

export function DiscountForm({ types, onSubmit }: { types: TypeRemise[]; onSubmit: (b: RemiseBody) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<Terms & { intitule: string }>({ initialValues: { ...blank(types), intitule: '' } });
  const submit = form.onSubmit(async (v) => {
    try {
      await onSubmit({ intitule: v.intitule, ...terms(v) });
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="discount-form">
      <Stack>
        <TextInput
          label={t('clients.discounts.code')}
          withAsterisk
          dir="ltr"
          data-testid="discount-code"
          rightSectionWidth={100}
          rightSection={
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconDice5 size={14} />}
              onClick={() => void discountsApi.generateCode().then((r) => form.setFieldValue('intitule', r.code))}
              data-testid="discount-generate"
            >
              {t('clients.discounts.generate')}
            </Button>
          }
          {...form.getInputProps('intitule')}
        />
        <TermsFields form={form as never} types={types} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} data-testid="discount-save">
            {t('clients.discounts.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BulkDiscountForm({ types, onSubmit }: { types: TypeRemise[]; onSubmit: (b: BulkRemiseBody) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<Terms & { number: number | string; prefix: string }>({
    initialValues: { ...blank(types), number: 100, prefix: '' },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await onSubmit({ number: Number(v.number), prefix: v.prefix, ...terms(v) });
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="bulk-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('clients.discounts.number')}
            min={1}
            max={1000}
            allowDecimal={false}
            withAsterisk
            data-testid="bulk-number"
            {...form.getInputProps('number')}
          />
          <TextInput label={t('clients.discounts.prefix')} dir="ltr" data-testid="bulk-prefix" {...form.getInputProps('prefix')} />
        </SimpleGrid>
        <TermsFields form={form as never} types={types} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} data-testid="bulk-save">
            {t('clients.discounts.generateBulk')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The promo code form (one code, generated or typed) and the bulk generation form (N codes, exported to xlsx). Both
// live in a dialog; their rules are in discount-form-schema.ts and the server's field problems go under the fields.
import type { BulkRemiseBody, RemiseBody, TypeRemise } from '@comptoir/shared';
import { Button, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { discountsApi } from '../api/discounts-api';
import { blankTerms, bulkSchema, discountSchema, termsBody, type TermsValues } from './discount-form-schema';

function TermsFields({ form, types }: { form: UseFormReturnType<TermsValues>; types: TypeRemise[] }) {
  const { t, i18n } = useTranslation();
  const percent = types.find((x) => String(x.id) === form.values.typeRemiseId)?.tag === 'percentage';
  const separators = numberSeparators(i18n.language);
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
        {...separators}
        withAsterisk
        data-testid="discount-value"
        {...form.getInputProps('valeur')}
      />
      <NumberInput
        label={t('clients.discounts.maxUsing')}
        min={1}
        allowDecimal={false}
        thousandSeparator={separators.thousandSeparator}
        data-testid="discount-max"
        {...form.getInputProps('maxUsing')}
      />
      <TextInput label={t('clients.discounts.comment')} data-testid="discount-comment" {...form.getInputProps('commentaire')} />
      <TextInput label={t('clients.discounts.startAt')} type="date" dir="ltr" {...form.getInputProps('startAt')} />
      <TextInput label={t('clients.discounts.endAt')} type="date" dir="ltr" data-testid="discount-end" {...form.getInputProps('endAt')} />
    </SimpleGrid>
  );
}

const FIELDS = ['intitule', 'number', 'prefix', 'typeRemiseId', 'valeur', 'maxUsing', 'startAt', 'endAt', 'commentaire'];

export function DiscountForm({ types, onSubmit }: { types: TypeRemise[]; onSubmit: (b: RemiseBody) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { form, formProps, submitting } = useAppForm<TermsValues & { intitule: string }>({
    initialValues: { ...blankTerms(types), intitule: '' },
    schema: discountSchema(types),
    onSubmit: (v) => onSubmit({ intitule: v.intitule.trim(), ...termsBody(v) }),
    serverFields: FIELDS,
    guard: false,
  });
  return (
    <form {...formProps} data-testid="discount-form">
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
        <TermsFields form={form as unknown as UseFormReturnType<TermsValues>} types={types} />
        <FormActions submitting={submitting} submitLabel={t('clients.discounts.create')} testId="discount" />
      </Stack>
    </form>
  );
}

export function BulkDiscountForm({ types, onSubmit }: { types: TypeRemise[]; onSubmit: (b: BulkRemiseBody) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { form, formProps, submitting } = useAppForm<TermsValues & { number: number | string; prefix: string }>({
    initialValues: { ...blankTerms(types), number: 100, prefix: '' },
    schema: bulkSchema(types),
    onSubmit: (v) => onSubmit({ number: Number(v.number), prefix: v.prefix.trim(), ...termsBody(v) }),
    serverFields: FIELDS,
    guard: false,
  });
  return (
    <form {...formProps} data-testid="bulk-form">
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
        <TermsFields form={form as unknown as UseFormReturnType<TermsValues>} types={types} />
        <FormActions submitting={submitting} submitLabel={t('clients.discounts.generateBulk')} testId="bulk" />
      </Stack>
    </form>
  );
}

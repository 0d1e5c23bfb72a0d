// Issuing a gift card (in a dialog): amount, optional code (generated otherwise), client and last day, a comment.
import type { GiftCardBody } from '@comptoir/shared';
import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { ClientPicker } from './client-picker';

interface IssueValues {
  amount: number | string;
  code: string;
  clientId: string | null;
  expiresAt: string;
  comment: string;
}

const schema = z.object({
  amount: z.number('validation.required').gt(0, 'clients.validation.positive').max(1_000_000, 'clients.validation.max'),
  code: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .min(3, 'validation.minLength')
      .max(40, 'clients.validation.maxLength')
      .regex(/^[A-Za-z0-9-]+$/, 'clients.validation.codeChars'),
  ]),
  clientId: z.string().nullable(),
  expiresAt: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'clients.validation.date')]),
  comment: z.string().max(255, 'clients.validation.maxLength'),
});

const FIELDS = ['amount', 'code', 'clientId', 'expiresAt', 'comment'];

export function GiftCardForm({ onSubmit }: { onSubmit: (b: GiftCardBody) => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const { form, formProps, submitting } = useAppForm<IssueValues>({
    initialValues: { amount: '', code: '', clientId: null, expiresAt: '', comment: '' },
    schema,
    onSubmit: (v) =>
      onSubmit({
        amount: Number(v.amount),
        code: v.code.trim(),
        clientId: v.clientId ? Number(v.clientId) : null,
        expiresAt: v.expiresAt,
        comment: v.comment.trim(),
      }),
    serverFields: FIELDS,
    guard: false,
  });
  return (
    <form {...formProps} data-testid="gift-card-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('clients.giftCards.amount')}
            min={0}
            decimalScale={2}
            {...numberSeparators(i18n.language)}
            withAsterisk
            data-testid="gift-card-amount"
            {...form.getInputProps('amount')}
          />
          <TextInput
            label={t('clients.giftCards.code')}
            description={t('clients.giftCards.codeHelp')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            dir="ltr"
            data-testid="gift-card-code"
            {...form.getInputProps('code')}
          />
          <ClientPicker
            value={form.values.clientId}
            onChange={(v) => form.setFieldValue('clientId', v)}
            label={t('clients.giftCards.client')}
            testId="gift-card-client"
          />
          <TextInput label={t('clients.giftCards.expiresAt')} type="date" dir="ltr" {...form.getInputProps('expiresAt')} />
        </SimpleGrid>
        <TextInput label={t('clients.giftCards.comment')} {...form.getInputProps('comment')} />
        <FormActions submitting={submitting} submitLabel={t('clients.giftCards.issue')} testId="gift-card" />
      </Stack>
    </form>
  );
}

// What the promotions screen applies to the selected prices: a promo price (an amount or a percentage off each
// price) until the end of a last day, or no promo at all. One PATCH /price/update/by-lot; the server refuses the
// whole lot (nothing written) when one promo would not be below its price.
import { Button, Card, Group, NumberInput, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconDiscount, IconDiscountOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePromoByLot } from '../hooks/use-promotions';

type Values = { mode: 'amount' | 'percent'; value: number | ''; endDay: string };
const schema = z
  .object({
    mode: z.enum(['amount', 'percent']),
    value: z.number({ error: 'validation.required' }),
    endDay: z.string().min(1, 'validation.required'),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'percent' && !(v.value > 0 && v.value < 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'catalogueSettings.validation.percent' });
    if (v.mode === 'amount' && !(v.value >= 0))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'catalogueSettings.validation.amount' });
    if (v.endDay && v.endDay < new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['endDay'], message: 'catalogueSettings.validation.past' });
  });

/** A promotion runs to the end of its last day (as in the product form). */
export const endOfDay = (day: string) => `${day}T23:59:59.000Z`;

export function PromoPanel({ priceIds, onDone }: { priceIds: number[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const byLot = usePromoByLot();
  const sep = numberSeparators(i18n.language);
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: { mode: 'amount', value: '', endDay: '' },
    schema,
    serverFields: ['promotionEndAt'],
    guard: false,
    afterSave: 'reset',
    onSubmit: async (v) => {
      const promotionEndAt = endOfDay(v.endDay);
      await byLot.mutateAsync(
        v.mode === 'percent'
          ? { priceIds, promoPercent: Number(v.value), promotionEndAt }
          : { priceIds, promoPrice: Number(v.value), promotionEndAt },
      );
      notifySuccess({ message: t('catalogueSettings.promotions.applied', { count: priceIds.length }) });
      onDone();
    },
  });
  const clear = () =>
    byLot.mutate(
      { priceIds, promoPrice: null },
      {
        onSuccess: () => {
          notifySuccess({ message: t('catalogueSettings.promotions.cleared', { count: priceIds.length }) });
          onDone();
        },
      },
    );
  return (
    <Card withBorder padding="md" mb="md" data-testid="promo-panel">
      <form {...formProps}>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text fw={600}>{t('catalogueSettings.promotions.selected', { count: priceIds.length })}</Text>
          <SegmentedControl
            {...form.getInputProps('mode')}
            data={[
              { value: 'amount', label: t('catalogueSettings.promotions.modeAmount') },
              { value: 'percent', label: t('catalogueSettings.promotions.modePercent') },
            ]}
            aria-label={t('catalogueSettings.promotions.mode')}
            data-testid="promo-mode"
          />
        </Group>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap" gap="sm">
          <NumberInput
            {...form.getInputProps('value')}
            label={t(form.values.mode === 'percent' ? 'catalogueSettings.promotions.percent' : 'catalogueSettings.promotions.promoPrice')}
            suffix={form.values.mode === 'percent' ? ' %' : undefined}
            min={0}
            decimalScale={2}
            decimalSeparator={sep.decimalSeparator}
            hideControls
            withAsterisk
            style={{ minWidth: 160 }}
            data-testid="promo-value"
          />
          <TextInput
            {...form.getInputProps('endDay')}
            type="date"
            label={t('catalogueSettings.promotions.endDay')}
            withAsterisk
            style={{ minWidth: 160 }}
            data-testid="promo-end"
          />
        </Group>
        <FormActions
          mt="md"
          submitting={submitting}
          submitLabel={t('catalogueSettings.promotions.apply')}
          submitIcon={<IconDiscount size={18} />}
          testId="promo"
        >
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconDiscountOff size={18} />}
            onClick={clear}
            loading={byLot.isPending && !submitting}
            data-testid="promo-clear"
          >
            {t('catalogueSettings.promotions.clear')}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}

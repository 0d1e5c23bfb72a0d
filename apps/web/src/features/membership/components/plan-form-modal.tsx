// Add or edit a membership plan: a product or a package of services, a price, a period (product-spec §9), a number of
// uses per period or unlimited, and the catalogue prices it covers (sold at 0 at the till while uses remain).
import { MEMBERSHIP_PERIODS, MEMBERSHIP_PLAN_KINDS, type MembershipPlan } from '@comptoir/shared';
import { Button, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { catalogueApi, membershipKeys } from '../api/membership-api';
import { useSavePlan } from '../api/use-membership';

const FIELDS = ['intitule', 'description', 'kind', 'price', 'period', 'usesPerPeriod', 'priceIds', 'active', 'tva'];

const planSchema = z.object({
  intitule: z.string().trim().min(3, 'validation.minLength').max(120, 'validation.maxLength'),
  description: z.string().max(500, 'validation.maxLength'),
  kind: z.enum(MEMBERSHIP_PLAN_KINDS),
  price: z.number({ error: 'validation.required' }).min(0, 'validation.required'),
  period: z.enum(MEMBERSHIP_PERIODS),
  unlimited: z.boolean(),
  usesPerPeriod: z.number().int().min(1, 'validation.required').max(10_000).nullable(),
  priceIds: z.array(z.string()).min(1, 'validation.required'),
  active: z.boolean(),
  tva: z.number({ error: 'validation.required' }).min(0, 'validation.required').max(100, 'validation.required'),
});
type PlanValues = z.infer<typeof planSchema>;

function PlanForm({ plan, onDone }: { plan: MembershipPlan | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const prices = useQuery({ queryKey: membershipKeys.prices(), queryFn: catalogueApi.prices, staleTime: 60_000 });
  const { form, formProps, submitting } = useAppForm<PlanValues>({
    initialValues: {
      intitule: plan?.intitule ?? '',
      description: plan?.description ?? '',
      kind: plan?.kind ?? 'package',
      price: plan?.price ?? 0,
      period: plan?.period ?? 'monthly',
      unlimited: plan ? plan.usesPerPeriod === null : false,
      usesPerPeriod: plan ? plan.usesPerPeriod : 4,
      priceIds: plan?.prices.map((p) => String(p.id)) ?? [],
      active: plan?.active ?? true,
      tva: plan?.tva ?? 0,
    },
    schema: planSchema,
    serverFields: FIELDS,
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({
        id: plan?.id,
        body: {
          intitule: v.intitule.trim(),
          description: v.description.trim() || null,
          kind: v.kind,
          price: v.price,
          period: v.period,
          usesPerPeriod: v.unlimited ? null : v.usesPerPeriod,
          priceIds: v.priceIds.map(Number),
          active: v.active,
          tva: v.tva,
        },
      });
      notifySuccess({ message: t(plan ? 'membership.plan.updated' : 'membership.plan.created') });
      onDone();
    },
  });
  const options = (prices.data?.data ?? []).map((p) => ({ value: String(p.id), label: `${p.label} · ${p.price} ${p.currencyTag}` }));
  return (
    <form {...formProps} data-testid="plan-form">
      <Stack gap="md">
        <TextInput label={t('membership.plan.intitule')} withAsterisk data-testid="plan-intitule" {...form.getInputProps('intitule')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('membership.plan.kind')}
            withAsterisk
            allowDeselect={false}
            data={MEMBERSHIP_PLAN_KINDS.map((k) => ({ value: k, label: t(`membership.kinds.${k}`) }))}
            {...form.getInputProps('kind')}
          />
          <Select
            label={t('membership.plan.period')}
            withAsterisk
            allowDeselect={false}
            data={MEMBERSHIP_PERIODS.map((p) => ({ value: p, label: t(`membership.periods.${p}`) }))}
            data-testid="plan-period"
            {...form.getInputProps('period')}
          />
          <NumberInput
            label={t('membership.plan.price')}
            withAsterisk
            min={0}
            decimalScale={2}
            data-testid="plan-price"
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('membership.tva')}
            min={0}
            max={100}
            decimalScale={2}
            data-testid="plan-tva"
            {...form.getInputProps('tva')}
          />
          <Stack gap={6}>
            <NumberInput
              label={t('membership.plan.usesPerPeriod')}
              min={1}
              allowDecimal={false}
              disabled={form.values.unlimited}
              data-testid="plan-uses"
              {...form.getInputProps('usesPerPeriod')}
            />
            <Switch label={t('membership.unlimited')} {...form.getInputProps('unlimited', { type: 'checkbox' })} />
          </Stack>
        </SimpleGrid>
        <MultiSelect
          label={t('membership.plan.prices')}
          description={t('membership.plan.pricesHint')}
          withAsterisk
          searchable
          data={options}
          data-testid="plan-prices"
          {...form.getInputProps('priceIds')}
        />
        <Textarea label={t('membership.plan.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <Switch label={t('membership.plan.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="plan-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PlanFormModal({ opened, plan, onClose }: { opened: boolean; plan: MembershipPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t(plan ? 'membership.plan.edit' : 'membership.plan.add')} size="lg" centered>
      {opened && <PlanForm plan={plan} onDone={onClose} />}
    </Modal>
  );
}

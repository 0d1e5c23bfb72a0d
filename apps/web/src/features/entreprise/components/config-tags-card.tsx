// The config tags of product-spec §9: payment-provider client id, client queue interval, store with inbound flux,
// revenue point multiplier. Saved together; only the changed keys are sent (POST /Entreprise/addConfig each).
import type { ConfigKey } from '@comptoir/shared';
import { Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import type { ConfigEntryValue } from '../api/entreprise-api';
import { asNumber, asText, isOn, TAG_KEYS } from '../config-keys';
import { useAddConfig } from '../hooks/use-entreprise';

const schema = z.object({
  paymentProviderClientId: z.string().trim().max(2000, 'entreprise.validation.maxLength'),
  clientQueueIntervalTime: z.union([
    z.literal(''),
    z.number().int('entreprise.validation.integer').min(1, 'entreprise.validation.min').max(86_400, 'entreprise.validation.maxValue'),
  ]),
  storeWithInboundFlux: z.boolean(),
  revenuePointMultiplier: z.union([
    z.literal(''),
    z.number().min(0, 'entreprise.validation.min').max(1_000, 'entreprise.validation.maxValue'),
  ]),
});
type Values = z.infer<typeof schema>;

function toValues(config: Partial<Record<ConfigKey, ConfigEntryValue>>): Values {
  return {
    paymentProviderClientId: asText(config[TAG_KEYS.paymentProviderClientId]),
    clientQueueIntervalTime: asNumber(config[TAG_KEYS.clientQueueIntervalTime]),
    storeWithInboundFlux: isOn(config[TAG_KEYS.storeWithInboundFlux]),
    revenuePointMultiplier: asNumber(config[TAG_KEYS.revenuePointMultiplier]),
  };
}

const wire = (field: keyof Values, v: Values[keyof Values]): ConfigEntryValue => {
  if (v === '') return null;
  if (field === 'paymentProviderClientId') return String(v).trim() || null;
  return v;
};

export function ConfigTagsCard({ config }: { config: Partial<Record<ConfigKey, ConfigEntryValue>> }) {
  const { t, i18n } = useTranslation();
  const save = useAddConfig();
  const app = useAppForm<Values>({
    initialValues: toValues(config),
    schema,
    onSubmit: async (values) => {
      // Only the changed keys are sent; a failure keeps what was typed (the HTTP client has shown the message).
      const changed = (Object.keys(TAG_KEYS) as (keyof Values)[]).filter((f) => app.form.isDirty(f));
      for (const field of changed) await save.mutateAsync({ key: TAG_KEYS[field], value: wire(field, values[field]) });
      notifySuccess({ message: t('entreprise.config.tagsSaved') });
    },
  });
  const { form, formProps, submitting } = app;

  return (
    <Card component="form" {...formProps} data-testid="config-tags">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg">
          {t('entreprise.config.tagsTitle')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('entreprise.config.tagsText')}
        </Text>
      </Stack>
      <Stack gap="md">
        <TextInput
          label={t('entreprise.config.keys.payment_provider_client_id.label')}
          description={t('entreprise.config.keys.payment_provider_client_id.text')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          dir="ltr"
          autoComplete="off"
          data-testid="config-payment-provider"
          {...form.getInputProps('paymentProviderClientId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('entreprise.config.keys.client_queue_interval_time.label')}
            description={t('entreprise.config.keys.client_queue_interval_time.text')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rightSection={
              <Text fz="xs" c="dimmed">
                {t('entreprise.config.seconds')}
              </Text>
            }
            rightSectionWidth={48}
            min={1}
            max={86_400}
            allowDecimal={false}
            allowNegative={false}
            data-testid="config-queue-interval"
            {...form.getInputProps('clientQueueIntervalTime')}
          />
          <NumberInput
            label={t('entreprise.config.keys.revenue_point_multiplier.label')}
            description={t('entreprise.config.keys.revenue_point_multiplier.text')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            leftSection={
              <Text fz="sm" c="dimmed">
                ×
              </Text>
            }
            min={0}
            max={1_000}
            decimalScale={2}
            {...numberSeparators(i18n.language)}
            allowNegative={false}
            data-testid="config-point-multiplier"
            {...form.getInputProps('revenuePointMultiplier')}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
          <Stack gap={2}>
            <Text fz="sm" fw={500} component="label" htmlFor="config-inbound-flux">
              {t('entreprise.config.keys.store_with_inbound_flux.label')}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('entreprise.config.keys.store_with_inbound_flux.text')}
            </Text>
          </Stack>
          <Switch
            id="config-inbound-flux"
            size="md"
            data-testid="config-inbound-flux"
            {...form.getInputProps('storeWithInboundFlux', { type: 'checkbox' })}
          />
        </Group>
        <FormActions submitting={submitting} submitIcon={<IconDeviceFloppy size={16} />} testId="config-tags" />
      </Stack>
    </Card>
  );
}

// Cash control settings (admins): the blind count at closing (on unless turned off), two-step manager approval and the
// two thresholds — a closing difference beyond which a remark (and with two-step approval a manager) is needed, and a
// withdrawal, fee or charge above which a manager approves. Company config keys through the entreprise calls.
import { Card, Loader, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { api } from '../../../lib/api-client';
import { numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';

const KEYS = ['cash_blind_count', 'two_step_manager_approval', 'cash_difference_threshold', 'cash_operation_threshold'] as const;
type Key = (typeof KEYS)[number];
type Value = string | number | boolean | null;
const configKey = (key: Key) => ['entreprise', 'config', key] as const;

interface SettingsValues {
  blind: boolean;
  twoStep: boolean;
  difference: number | string;
  operation: number | string;
}

const amount = z.number('validation.required').min(0, 'caisse.validation.notNegative');
const schema = z.object({ blind: z.boolean(), twoStep: z.boolean(), difference: amount, operation: amount });

const isOn = (v: Value) => v === true || v === 1 || v === 'true' || v === '1';
/** The blind count is on unless the company turned it off. */
const isNotOff = (v: Value) => !(v === false || v === 0 || v === 'false' || v === '0');

function SettingsForm({ stored }: { stored: Record<Key, Value> }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const separators = numberSeparators(i18n.language);
  const { form, formProps, submitting } = useAppForm<SettingsValues>({
    initialValues: {
      blind: isNotOff(stored.cash_blind_count),
      twoStep: isOn(stored.two_step_manager_approval),
      difference: Number(stored.cash_difference_threshold ?? 0) || 0,
      operation: Number(stored.cash_operation_threshold ?? 0) || 0,
    },
    schema,
    onSubmit: async (v) => {
      const next: Record<Key, Value> = {
        cash_blind_count: v.blind,
        two_step_manager_approval: v.twoStep,
        cash_difference_threshold: Number(v.difference),
        cash_operation_threshold: Number(v.operation),
      };
      // One call per changed key, as the company settings screen does.
      // An unset blind count is on: saving it unchanged writes nothing.
      const same = (key: Key) => (key === 'cash_blind_count' ? isNotOff(stored[key]) === next[key] : next[key] === stored[key]);
      for (const key of KEYS) if (!same(key)) await api.post('/Entreprise/addConfig', { key, value: next[key] });
      notifySuccess({ message: t('caisse.settings.saved') });
      await Promise.all(KEYS.map((k) => queryClient.invalidateQueries({ queryKey: configKey(k) })));
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="sm">
        <Switch
          label={t('caisse.settings.blind')}
          description={t('caisse.settings.blindText')}
          data-testid="cash-settings-blind"
          {...form.getInputProps('blind', { type: 'checkbox' })}
        />
        <Switch label={t('caisse.settings.twoStep')} {...form.getInputProps('twoStep', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('caisse.settings.difference')}
            description={t('caisse.settings.differenceHint')}
            min={0}
            decimalScale={2}
            {...separators}
            {...form.getInputProps('difference')}
          />
          <NumberInput
            label={t('caisse.settings.operation')}
            min={0}
            decimalScale={2}
            {...separators}
            {...form.getInputProps('operation')}
          />
        </SimpleGrid>
        <FormActions submitting={submitting} submitLabel={t('caisse.settings.save')} testId="cash-settings" />
      </Stack>
    </form>
  );
}

export function CashSettingsCard() {
  const { t } = useTranslation();
  const results = useQueries({
    queries: KEYS.map((key) => ({ queryKey: configKey(key), queryFn: () => api.get<{ key: string; value: Value }>(`/getConfig/${key}`) })),
  });
  const loaded = results.every((r) => r.data);
  const stored = Object.fromEntries(KEYS.map((k, i) => [k, results[i].data?.value ?? null])) as Record<Key, Value>;
  return (
    <Card withBorder radius="md" mt="xl" data-testid="cash-settings">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('caisse.settings.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('caisse.settings.text')}
        </Text>
        {/* The form starts from the stored values, once they are here. */}
        {loaded ? <SettingsForm key={JSON.stringify(stored)} stored={stored} /> : <Loader size="sm" />}
      </Stack>
    </Card>
  );
}

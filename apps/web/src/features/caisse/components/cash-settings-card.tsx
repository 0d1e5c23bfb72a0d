// Cash control settings (admins): two-step manager approval and the two thresholds above which a manager approves —
// a closing difference, and a withdrawal, fee or charge. Company config keys through the entreprise calls.
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

const KEYS = ['two_step_manager_approval', 'cash_difference_threshold', 'cash_operation_threshold'] as const;
type Key = (typeof KEYS)[number];
type Value = string | number | boolean | null;
const configKey = (key: Key) => ['entreprise', 'config', key] as const;

export function CashSettingsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: KEYS.map((key) => ({ queryKey: configKey(key), queryFn: () => api.get<{ key: string; value: Value }>(`/getConfig/${key}`) })),
  });
  const loaded = results.every((r) => r.data);
  const stored = Object.fromEntries(KEYS.map((k, i) => [k, results[i].data?.value ?? null])) as Record<Key, Value>;
  const [twoStep, setTwoStep] = useState(false);
  const [difference, setDifference] = useState<number | string>(0);
  const [operation, setOperation] = useState<number | string>(0);
  useEffect(() => {
    if (!loaded) return;
    setTwoStep(
      stored.two_step_manager_approval === true || stored.two_step_manager_approval === 1 || stored.two_step_manager_approval === 'true',
    );
    setDifference(Number(stored.cash_difference_threshold ?? 0) || 0);
    setOperation(Number(stored.cash_operation_threshold ?? 0) || 0);
    // Reset the form when the stored values arrive or change.
  }, [loaded, stored.two_step_manager_approval, stored.cash_difference_threshold, stored.cash_operation_threshold]);
  const save = useMutation({
    mutationFn: async () => {
      const next: Record<Key, Value> = {
        two_step_manager_approval: twoStep,
        cash_difference_threshold: Number(difference) || 0,
        cash_operation_threshold: Number(operation) || 0,
      };
      // One call per changed key, as the company settings screen does.
      for (const key of KEYS) if (next[key] !== stored[key]) await api.post('/Entreprise/addConfig', { key, value: next[key] });
    },
    onSuccess: async () => {
      notifySuccess({ message: t('caisse.settings.saved') });
      await Promise.all(KEYS.map((k) => queryClient.invalidateQueries({ queryKey: configKey(k) })));
    },
  });
  return (
    <Card withBorder radius="md" mt="xl" data-testid="cash-settings">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('caisse.settings.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('caisse.settings.text')}
        </Text>
        <Switch
          label={t('caisse.settings.twoStep')}
          checked={twoStep}
          onChange={(e) => setTwoStep(e.currentTarget.checked)}
          disabled={!loaded}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('caisse.settings.difference')}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            value={difference}
            onChange={setDifference}
            disabled={!loaded}
          />
          <NumberInput
            label={t('caisse.settings.operation')}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            value={operation}
            onChange={setOperation}
            disabled={!loaded}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!loaded}>
            {t('caisse.settings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

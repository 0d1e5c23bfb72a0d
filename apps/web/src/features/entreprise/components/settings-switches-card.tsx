// The company settings of product-spec §6 as switches; each toggle is saved at once (POST /Entreprise/addConfig).
import type { ConfigKey } from '@comptoir/shared';
import { Card, Divider, Group, Loader, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDiscount2, IconLock, IconPackage, IconShieldCheck } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import type { ConfigEntryValue } from '../api/entreprise-api';
import { isOn, SETTING_GROUPS, type SwitchGroup } from '../config-keys';
import { useAddConfig } from '../hooks/use-entreprise';

const GROUP_ICONS: Record<SwitchGroup['key'], React.ReactNode> = {
  stock: <IconPackage size={18} />,
  approvals: <IconShieldCheck size={18} />,
  discounts: <IconDiscount2 size={18} />,
  access: <IconLock size={18} />,
};

interface Props {
  config: Partial<Record<ConfigKey, ConfigEntryValue>>;
}

export function SettingsSwitchesCard({ config }: Props) {
  const { t } = useTranslation();
  const save = useAddConfig();
  const [pending, setPending] = useState<ConfigKey | null>(null);

  const toggle = (key: ConfigKey, value: boolean) => {
    setPending(key);
    save.mutate(
      { key, value },
      {
        onSuccess: () =>
          notifySuccess({
            message: t(value ? 'entreprise.config.enabled' : 'entreprise.config.disabled', {
              name: t(`entreprise.config.keys.${key}.label`),
            }),
          }),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Card data-testid="settings-switches">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg">
          {t('entreprise.config.rulesTitle')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('entreprise.config.rulesText')}
        </Text>
      </Stack>
      <Stack gap="lg">
        {SETTING_GROUPS.map((group, gi) => (
          <Fragment key={group.key}>
            {gi > 0 && <Divider />}
            <Stack gap="md">
              <Group gap="sm">
                <ThemeIcon variant="light" radius="md" size={32}>
                  {GROUP_ICONS[group.key]}
                </ThemeIcon>
                <Text fw={600}>{t(`entreprise.config.groups.${group.key}`)}</Text>
              </Group>
              {group.keys.map((key) => (
                <Group key={key} justify="space-between" wrap="nowrap" gap="md" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={500} component="label" htmlFor={`config-${key}`}>
                      {t(`entreprise.config.keys.${key}.label`)}
                    </Text>
                    <Text fz="xs" c="dimmed" id={`config-${key}-text`}>
                      {t(`entreprise.config.keys.${key}.text`)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {pending === key && <Loader size="xs" />}
                    <Switch
                      id={`config-${key}`}
                      size="md"
                      checked={isOn(config[key])}
                      disabled={pending === key}
                      onChange={(e) => toggle(key, e.currentTarget.checked)}
                      data-testid={`config-switch-${key}`}
                      aria-describedby={`config-${key}-text`}
                    />
                  </Group>
                </Group>
              ))}
            </Stack>
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}

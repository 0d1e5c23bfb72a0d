// Step 1, getting-started: what the wizard will do, and the per-user 'never show again' choice (PATCH /Profile).
import type { AuthUser } from '@comptoir/shared';
import { Badge, Checkbox, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconClockHour4, IconDeviceDesktop, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateProfile } from '../../../auth/hooks/use-profile';

const ITEMS = [
  { key: 'entreprise', icon: <IconBuilding size={20} />, color: 'brand' },
  { key: 'store', icon: <IconBuildingStore size={20} />, color: 'indigo' },
  { key: 'accounts', icon: <IconUsers size={20} />, color: 'grape' },
  { key: 'devices', icon: <IconDeviceDesktop size={20} />, color: 'orange' },
] as const;

export function GettingStartedStep({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // Shown at once; put back if the server refuses.
  const [hidden, setHidden] = useState(user.hideGettingStarted);

  const toggle = (hide: boolean) => {
    setHidden(hide);
    update.mutate(
      { hideGettingStarted: hide },
      {
        onSuccess: () => notifySuccess({ message: t(hide ? 'setup.intro.hiddenSaved' : 'setup.intro.shownSaved') }),
        onError: () => setHidden(!hide),
      },
    );
  };

  return (
    <Stack gap="xl" data-testid="setup-step-getting-started">
      <Group gap="xs">
        <Badge variant="light" size="lg" leftSection={<IconClockHour4 size={14} />}>
          {t('setup.intro.duration')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ITEMS.map((item, i) => (
          <Paper key={item.key} withBorder radius="lg" p="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" color={item.color}>
                {item.icon}
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {i + 1}. {t(`setup.intro.items.${item.key}.title`)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {t(`setup.intro.items.${item.key}.text`)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-default-hover)">
        <Checkbox
          checked={hidden}
          onChange={(e) => toggle(e.currentTarget.checked)}
          disabled={update.isPending}
          label={t('setup.intro.neverShow')}
          description={t('setup.intro.neverShowHint')}
          data-testid="setup-never-show"
        />
      </Paper>
    </Stack>
  );
}

// Step 5, final-step: everything is saved; terminals waiting to be installed are polled every 5 s and can be linked
// to the new store (PATCH /Device/{id}/linkTo/Magasin/{storeId}).
import { Badge, Button, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconDeviceDesktopPlus, IconDevices, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { DeviceCard } from '../../../devices/components/device-card';
import { RegisterDeviceModal } from '../../../devices/components/register-device-modal';
import { useStoreDevices } from '../../../devices/hooks/use-devices';
import { useSetupDevices } from '../../hooks/use-setup-devices';

function Tile({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={700} truncate data-testid={testId}>
            {value}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

interface FinalStepProps {
  entrepriseName: string;
  store: { id: number; intitule: string };
  accountCount: number;
}

export function FinalStep({ entrepriseName, store, accountCount }: FinalStepProps) {
  const { t } = useTranslation();
  const { devices, isLoading, isFetching, generation } = useSetupDevices(true);
  const linked = useStoreDevices(store.id).data?.length ?? 0;
  const [registering, setRegistering] = useState(false);

  return (
    <Stack gap="lg" data-testid="setup-step-final-step">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Tile icon={<IconBuilding size={20} />} label={t('setup.final.company')} value={entrepriseName} testId="setup-final-company" />
        <Tile icon={<IconBuildingStore size={20} />} label={t('setup.final.store')} value={store.intitule} testId="setup-final-store" />
        <Tile
          icon={<IconUsers size={20} />}
          label={t('setup.final.accounts')}
          value={t('setup.final.accountCount', { count: accountCount })}
          testId="setup-final-accounts"
        />
      </SimpleGrid>
      <Card data-testid="setup-devices">
        <Group justify="space-between" align="flex-start" gap="sm" mb="md">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Group gap="xs">
              <Title order={3} fz="md">
                {t('setup.final.devicesTitle')}
              </Title>
              <Badge variant="light" color={linked ? 'teal' : 'gray'} className="app-number">
                {t('setup.final.linkedCount', { count: linked })}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('setup.final.devicesText', { store: store.intitule })}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconDeviceDesktopPlus size={16} />}
            onClick={() => setRegistering(true)}
            data-testid="setup-register-device"
          >
            {t('setup.final.registerDevice')}
          </Button>
        </Group>
        <Group gap={6} mb="sm" c="dimmed">
          {isFetching ? (
            <Loader size={12} />
          ) : (
            <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: 'var(--mantine-color-teal-6)' }} />
          )}
          <Text fz="xs">{t('setup.final.polling')}</Text>
        </Group>
        {!isLoading && devices.length === 0 ? (
          <EmptyState icon={<IconDevices size={28} />} title={t('setup.final.noDeviceTitle')} description={t('setup.final.noDeviceText')} />
        ) : (
          <SimpleGrid key={generation} cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="setup-device-list">
            {devices.map((d) => (
              <DeviceCard key={d.id} device={d} stores={[store]} />
            ))}
          </SimpleGrid>
        )}
      </Card>
      <RegisterDeviceModal opened={registering} onClose={() => setRegistering(false)} onRegistered={() => setRegistering(false)} />
    </Stack>
  );
}

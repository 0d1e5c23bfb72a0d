// On a store's edit page: the terminals linked to it (GET /Magasin/{id}/devices) and a way to manage them.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreDevices } from '../../devices/hooks/use-devices';

export function StoreDevicesCard({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const devices = useStoreDevices(storeId);
  const list = devices.data ?? [];
  return (
    <Card mt="md" data-testid="store-devices">
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={2} fz="lg">
          {t('stores.devices.title')}
        </Title>
        <Anchor component={Link} to="/settings/devices" fz="sm">
          {t('stores.devices.manage')}
        </Anchor>
      </Group>
      {list.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {devices.isLoading ? t('app.loading') : t('stores.devices.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {list.map((d) => (
            <Group key={d.id} gap="xs" wrap="nowrap">
              <IconDeviceDesktop size={18} />
              <Text fz="sm" fw={500}>
                {d.name}
              </Text>
              <Badge size="sm" variant="light" color="teal" tt="none">
                {t('devices.state.linked')}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

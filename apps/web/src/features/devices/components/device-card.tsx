// A terminal: its pairing QR code and pass code (product-spec §2 'Device card'), the store it is linked to, and
// a store select to link it (PATCH /Device/{id}/linkTo/Magasin/{storeId}). Reused by the setup wizard.
import type { Device, Magasin } from '@comptoir/shared';
import { Badge, Button, Card, Code, Group, Select, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useLinkDevice } from '../hooks/use-devices';
import { DeviceQr } from './device-qr';

export interface DeviceCardProps {
  device: Device;
  /** Stores offered for linking; the company's stores when not given. */
  stores?: Pick<Magasin, 'id' | 'intitule'>[];
  onLinked?: () => void;
}

/** The pass code in groups of four, easier to read out or type on a terminal. */
export const groupCode = (code: string): string => code.match(/.{1,4}/g)?.join(' ') ?? code;

export function DeviceCard({ device, stores, onLinked }: DeviceCardProps) {
  const { t } = useTranslation();
  const own = useMagasins({ enabled: stores === undefined });
  const offered = stores ?? own.data ?? [];
  const link = useLinkDevice();
  const [storeId, setStoreId] = useState<string | null>(device.magasinId !== null ? String(device.magasinId) : null);
  const changed = storeId !== null && Number(storeId) !== device.magasinId;

  const onLink = () => {
    if (!storeId) return;
    link.mutate(
      { deviceId: device.id, storeId: Number(storeId) },
      {
        onSuccess: (linked) => {
          notifySuccess({ message: t('devices.card.linked', { name: linked.name, store: linked.magasin?.intitule ?? '' }) });
          onLinked?.();
        },
      },
    );
  };

  return (
    <Card data-testid="device-card" data-device-id={device.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={20} style={{ flexShrink: 0 }} />
          <Text fw={600} truncate data-testid="device-name">
            {device.name}
          </Text>
        </Group>
        {device.magasin ? (
          <Badge variant="light" color="teal" tt="none" style={{ flexShrink: 0 }} data-testid="device-state">
            {t('devices.state.linked')}
          </Badge>
        ) : (
          <Badge variant="light" color="orange" tt="none" style={{ flexShrink: 0 }} data-testid="device-state">
            {t('devices.state.available')}
          </Badge>
        )}
      </Group>
      <Stack align="center" gap={6} mb="md">
        <DeviceQr deviceId={device.id} />
        <Text fz="xs" c="dimmed" ta="center">
          {t('devices.card.scanHint')}
        </Text>
        <Code fz="sm" dir="ltr" data-testid="device-code">
          {groupCode(device.status)}
        </Code>
      </Stack>
      <Text fz="sm" c="dimmed" mb="xs">
        {device.magasin ? t('devices.card.linkedTo', { store: device.magasin.intitule }) : t('devices.card.notLinked')}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          aria-label={t('devices.card.store')}
          placeholder={t('devices.card.chooseStore')}
          data={offered.map((m) => ({ value: String(m.id), label: m.intitule }))}
          value={storeId}
          onChange={setStoreId}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('devices.card.noStore')}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="device-store-select"
        />
        <Button
          leftSection={<IconLink size={16} />}
          onClick={onLink}
          disabled={!changed}
          loading={link.isPending}
          data-testid="device-link"
        >
          {device.magasin ? t('devices.card.move') : t('devices.card.link')}
        </Button>
      </Group>
    </Card>
  );
}

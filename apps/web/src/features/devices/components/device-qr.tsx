// A terminal's pairing QR code, drawn by the server (GET /Device/{id} → qrSvg), shown as an image.
import { Center, Image, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../hooks/use-devices';

export function DeviceQr({ deviceId, size = 168 }: { deviceId: number; size?: number }) {
  const { t } = useTranslation();
  const detail = useDevice(deviceId);
  if (detail.isLoading) return <Skeleton w={size} h={size} radius="md" />;
  if (!detail.data) {
    return (
      <Center w={size} h={size} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text fz="xs" c="dimmed" ta="center" px="xs">
          {t('devices.card.qrUnavailable')}
        </Text>
      </Center>
    );
  }
  // An <img> never runs what the SVG might contain; the white quiet zone keeps it scannable in dark mode.
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(detail.data.qrSvg)}`;
  return (
    <Image
      src={src}
      w={size}
      h={size}
      radius="md"
      bg="white"
      p={4}
      alt={t('devices.card.qrAlt', { name: detail.data.name })}
      data-testid="device-qr"
      data-qr={detail.data.qr}
    />
  );
}

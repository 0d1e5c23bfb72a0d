// The member's sign-in QR code (GET /User/{id}/qrcode): a single-use link the till scans, made only on request.
import { Alert, Button, Card, Center, Image, Stack, Text, Title } from '@mantine/core';
import { IconQrcode, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { useUserQrCode } from '../hooks/use-user-activity';

/** The server's SVG as an image: an <img> never runs what an SVG might carry. */
const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function StaffQrCard({ userId, isActive }: { userId: number; isActive: boolean }) {
  const { t, i18n } = useTranslation();
  const qr = useUserQrCode(userId);
  const time = qr.data ? formatTime(qr.data.expiresAt, i18n.language) : '';
  return (
    <Card data-testid="staff-qr-card">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md">
            {t('users.qr.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('users.qr.text')}
          </Text>
        </div>
        {!isActive ? (
          <Alert color="orange" variant="light">
            {t('users.qr.blocked')}
          </Alert>
        ) : qr.data?.svg ? (
          <Stack align="center" gap="xs">
            <Center bg="white" p="sm" style={{ borderRadius: 8 }}>
              <Image src={svgSrc(qr.data.svg)} alt={t('users.qr.alt')} w={200} h={200} data-testid="staff-qr-image" />
            </Center>
            <Text fz="xs" c="dimmed" ta="center">
              {t('users.qr.expires', { time })}
            </Text>
            <Button variant="subtle" size="xs" leftSection={<IconRefresh size={14} />} onClick={() => qr.mutate()} loading={qr.isPending}>
              {t('users.qr.renew')}
            </Button>
          </Stack>
        ) : (
          <Button
            variant="light"
            leftSection={<IconQrcode size={18} />}
            onClick={() => qr.mutate()}
            loading={qr.isPending}
            data-testid="staff-qr-show"
          >
            {t('users.qr.show')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

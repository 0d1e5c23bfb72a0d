// The QR code of a product (GET /product/{id}/qrcode): shown to print or download, with the code it holds.
import { Button, Center, Group, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../api/catalogue-api';
import { catalogueApi } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';

export function QrCodeModal({ product, onClose }: { product: ProductRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = product?.id ?? 0;
  const qr = useQuery({ queryKey: [...catalogueKeys.product(id), 'qr'], queryFn: () => catalogueApi.qrCode(id), enabled: id > 0 });
  const src = qr.data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.qrSvg)}` : null;
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={t('catalogue.qr.title', { name: product?.label ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('catalogue.qr.close') }}
    >
      <Stack align="center" gap="sm" data-testid="product-qr-dialog">
        {src ? (
          <Center bg="white" p="sm" style={{ borderRadius: 8 }}>
            <Image src={src} alt={t('catalogue.qr.alt', { code: qr.data!.value })} w={220} h={220} />
          </Center>
        ) : (
          <Skeleton w={220} h={220} />
        )}
        {qr.data && (
          <Text ff="monospace" dir="ltr" data-testid="product-qr-value">
            {qr.data.value}
          </Text>
        )}
        <Group>
          <Button
            component="a"
            href={src ?? undefined}
            download={`qr-${qr.data?.value ?? id}.svg`}
            leftSection={<IconDownload size={16} />}
            disabled={!src}
            variant="light"
          >
            {t('catalogue.qr.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

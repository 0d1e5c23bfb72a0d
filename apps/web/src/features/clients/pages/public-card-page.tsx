// /CardLoyalty/{clientHash}/{EntrepriseId}: the client's loyalty card, public (no sign-in): the company, the
// client's name, the QR code and the points, and nothing else.
import { Alert, Card, Center, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { loyaltyApi } from '../api/loyalty-api';

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function PublicCardPage() {
  const { t, i18n } = useTranslation();
  const { clientHash = '', EntrepriseId = '' } = useParams();
  const card = useQuery({
    queryKey: ['public-card', clientHash, EntrepriseId],
    queryFn: () => loyaltyApi.publicCard(clientHash, Number(EntrepriseId)),
    retry: false,
  });
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      {card.isLoading ? (
        <Loader />
      ) : card.data ? (
        <Card withBorder shadow="md" radius="lg" p="xl" w={360} maw="100%" data-testid="public-card">
          <Stack align="center" gap="sm">
            <Text fz="sm" c="dimmed" tt="uppercase" fw={700}>
              {card.data.entreprise.intitule}
            </Text>
            <Title order={1} fz="h2" ta="center" data-testid="public-card-name">
              {card.data.name}
            </Title>
            <Image src={svgSrc(card.data.qrSvg)} alt={t('clients.publicCard.qr')} w={220} h={220} />
            {card.data.reference && (
              <Text dir="ltr" ff="monospace" fz="lg">
                {card.data.reference}
              </Text>
            )}
            <Text fz={36} fw={800} c="brand" data-testid="public-card-points">
              {formatNumber(card.data.points, i18n.language)}
            </Text>
            <Text c="dimmed">{t('clients.publicCard.points')}</Text>
          </Stack>
        </Card>
      ) : (
        <Alert color="orange" title={t('clients.publicCard.notFoundTitle')} maw={420} data-testid="public-card-missing">
          {t('clients.publicCard.notFoundText')}
        </Alert>
      )}
    </Center>
  );
}

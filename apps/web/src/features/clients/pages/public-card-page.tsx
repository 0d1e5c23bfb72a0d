// /CardLoyalty/{clientHash}/{EntrepriseId}: the client's loyalty card, public (no sign-in): the company, the
// client's name, the QR code and the points, and nothing else.
import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loyaltyApi } from '../api/loyalty-api';
import { LoyaltyCardView } from '../components/loyalty-card-view';

export function PublicCardPage() {
  const { t } = useTranslation();
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
        <LoyaltyCardView card={card.data} testId="public-card" />
      ) : (
        <Alert color="orange" title={t('clients.publicCard.notFoundTitle')} maw={420} data-testid="public-card-missing">
          {t('clients.publicCard.notFoundText')}
        </Alert>
      )}
    </Center>
  );
}

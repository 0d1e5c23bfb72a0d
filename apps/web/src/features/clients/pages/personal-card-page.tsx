// /loyalty/client-personal-card (client_views): the signed-in client's own loyalty card — the same card as the public
// page, with a link to that page to show at the till or save on the phone.
import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LoyaltyCardView } from '../components/loyalty-card-view';
import { NoOwnCard } from '../components/no-own-card';
import { useMyCard } from '../hooks/use-my-card';

export function PersonalCardPage() {
  const { t } = useTranslation();
  const card = useMyCard();
  const c = card.data?.card;
  return (
    <>
      <PageHeader title={t('routes.personalCard')} description={t('clients.mine.cardText')} />
      {card.isLoading ? (
        <Loader />
      ) : c ? (
        <Center>
          <LoyaltyCardView card={c} testId="my-card">
            <Stack w="100%" mt="xs">
              <Button
                component="a"
                href={c.url}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconExternalLink size={18} />}
                data-testid="my-card-public"
              >
                {t('clients.mine.openPublic')}
              </Button>
            </Stack>
          </LoyaltyCardView>
        </Center>
      ) : (
        <NoOwnCard />
      )}
    </>
  );
}

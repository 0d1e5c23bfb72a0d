// One loyalty card as its holder sees it: the company, the name, the QR code of the public page, the number and the
// points. The public page (/CardLoyalty/…) and the client's own page (/loyalty/client-personal-card) show it.
import type { PublicCard } from '@comptoir/shared';
import { Card, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function LoyaltyCardView({ card, testId, children }: { card: PublicCard; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card withBorder shadow="md" radius="lg" p="xl" w={360} maw="100%" data-testid={testId}>
      <Stack align="center" gap="sm">
        <Text fz="sm" c="dimmed" tt="uppercase" fw={700}>
          {card.entreprise.intitule}
        </Text>
        <Title order={1} fz="h2" ta="center" data-testid={`${testId}-name`}>
          {card.name}
        </Title>
        <Image src={svgSrc(card.qrSvg)} alt={t('clients.publicCard.qr')} w={220} h={220} bg="white" radius="sm" />
        {card.reference && (
          <Text dir="ltr" ff="monospace" fz="lg" data-testid={`${testId}-reference`}>
            {card.reference}
          </Text>
        )}
        <Text fz={36} fw={800} c="brand" data-testid={`${testId}-points`}>
          {f.number(card.points)}
        </Text>
        <Text c="dimmed">{t('clients.publicCard.points')}</Text>
        {children}
      </Stack>
    </Card>
  );
}

// /loyalty/loyalty-points (client_views): the signed-in client's balance and the ledger behind it (earned on a paid
// sale, spent as a payment, reversed on refund, reset): the latest 100 movements, newest first, searched and paged
// in the browser.
import type { PointMovement } from '@comptoir/shared';
import { Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { NoOwnCard } from '../components/no-own-card';
import { useMyCard, useMyPoints } from '../hooks/use-my-card';

const KIND_COLORS: Record<string, string> = { earn: 'teal', spend: 'blue', reverse: 'orange', reset: 'gray' };

export function LoyaltyPointsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const card = useMyCard();
  const points = useMyPoints(Boolean(card.data?.card));

  const columns: DataTableColumn<PointMovement>[] = [
    {
      key: 'date',
      title: t('clients.mine.date'),
      value: (m) => m.created_at,
      render: (m) => f.dateTime(m.created_at),
      hideable: false,
    },
    {
      key: 'kind',
      title: t('clients.mine.kind'),
      value: (m) => t(`clients.profile.kinds.${m.kind}`, { defaultValue: m.kind }),
      render: (m) => (
        <Badge variant="light" color={KIND_COLORS[m.kind] ?? 'gray'}>
          {t(`clients.profile.kinds.${m.kind}`, { defaultValue: m.kind })}
        </Badge>
      ),
    },
    {
      key: 'order',
      title: t('clients.mine.order'),
      value: (m) => m.commandId ?? '',
      render: (m) => (m.commandId ? `#${m.commandId}` : '—'),
    },
    {
      key: 'points',
      title: t('clients.mine.points'),
      value: (m) => m.points,
      render: (m) => (
        <Text component="span" fw={600} c={m.points < 0 ? 'red' : 'teal'} dir="ltr">
          {m.points > 0 ? `+${f.number(m.points)}` : f.number(m.points)}
        </Text>
      ),
      numeric: true,
    },
  ];

  if (card.isLoading) return <Loader />;
  return (
    <>
      <PageHeader title={t('routes.loyaltyPoints')} description={t('clients.mine.pointsText')} />
      {!card.data?.card ? (
        <NoOwnCard />
      ) : (
        <Stack gap="md">
          <Card withBorder>
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text c="dimmed" fz="sm">
                  {t('clients.mine.balance')}
                </Text>
                <Text fz={32} fw={800} c="brand" data-testid="my-points-balance">
                  {f.number(points.data?.balance ?? card.data.card.points)}
                </Text>
              </div>
              {card.data.card.reference && (
                <Badge size="lg" variant="outline" dir="ltr">
                  {card.data.card.reference}
                </Badge>
              )}
            </Group>
          </Card>
          <DataTable
            tableId="my-loyalty-points"
            columns={columns}
            rows={points.data?.data ?? []}
            rowKey={(m) => m.id}
            loading={points.isLoading}
            initialSort={null}
            testId="my-points"
          />
        </Stack>
      )}
    </>
  );
}

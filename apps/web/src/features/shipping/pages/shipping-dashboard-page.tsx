// /shipping-management/dashboard: orders per shipping state, the late deliveries, the return rate per transport
// company and per delivery man, and the cash on delivery still owed (handed in to a register from here).
import { Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { StoreSelect } from '../../stores/components/store-select';
import { useSelectedStore } from '../../stores/hooks/use-selected-store';
import { useShippingDashboard } from '../api/use-shipping';
import { CollectionsCard } from '../components/collections-card';
import { orderNumber, ShippingStateBadge } from '../components/shipping-parts';
import { StatementCard } from '../components/statement-card';

function RateTable({
  title,
  rows,
}: {
  title: string;
  rows: { id: number; name: string; delivered: number; returned: number; returnRate: number }[];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card withBorder>
      <Title order={4} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shipping.noneYet')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipping.name')}</Table.Th>
              <Table.Th>{t('shipping.states.delivered')}</Table.Th>
              <Table.Th>{t('shipping.states.returned')}</Table.Th>
              <Table.Th>{t('shipping.returnRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{f.number(r.delivered)}</Table.Td>
                <Table.Td>{f.number(r.returned)}</Table.Td>
                <Table.Td>{f.percent(r.returnRate, 1)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

export function ShippingDashboardPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { storeId, stores, setStoreId } = useSelectedStore();
  const q = useShippingDashboard(storeId);
  const d = q.data;
  return (
    <>
      <PageHeader title={t('routes.shippingDashboard')} description={t('shipping.dashboardDescription')} />
      <Group mb="md">
        <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} mb="md">
        {(d?.byState ?? []).map((s) => (
          <Card key={s.state} withBorder padding="sm" data-testid={`dash-${s.state}`}>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {t(`shipping.states.${s.state}`)}
            </Text>
            <Text fz={28} fw={700}>
              {f.number(s.count)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={4} mb="xs">
            {t('shipping.lateDeliveries', { count: d?.lateCount ?? 0 })}
          </Title>
          {(d?.late ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('shipping.noLate')}
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {d!.late.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Link to={`/shipping-management/command?id=${c.id}`}>{orderNumber(c)}</Link>
                    </Table.Td>
                    <Table.Td>{c.clientName}</Table.Td>
                    <Table.Td>{c.deliveryDate ? f.date(c.deliveryDate) : ''}</Table.Td>
                    <Table.Td>
                      <ShippingStateBadge state={c.state} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        <CollectionsCard storeId={storeId} />
        <StatementCard />
        <RateTable title={t('shipping.byTransportCompany')} rows={d?.byTransportCompany ?? []} />
        <RateTable title={t('shipping.byDeliveryMan')} rows={d?.byDeliveryMan ?? []} />
      </SimpleGrid>
    </>
  );
}

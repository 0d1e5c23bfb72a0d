// /membership/dashboard: active members, revenue per month, renewals due this week, churn; and the members' list with
// their state changes. A new subscription can be made here (the till makes them too).
import { Button, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useMembershipDashboard } from '../api/use-membership';
import { MembersTable } from '../components/members-table';
import { FigureCard, Money, usesText } from '../components/membership-parts';
import { SubscribeModal } from '../components/subscribe-modal';

export function MembershipDashboardPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const q = useMembershipDashboard();
  const d = q.data;
  const [subscribing, setSubscribing] = useState(false);
  const revenue = (d?.revenueByMonth ?? []).map((r) => ({ date: `${r.month}-01`, value: r.amount }));
  return (
    <>
      <PageHeader
        title={t('routes.membershipDashboard')}
        description={t('membership.dashboardDescription')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setSubscribing(true)} data-testid="membership-subscribe">
            {t('membership.subscribe')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
        <FigureCard label={t('membership.activeMembers')} value={f.number(d?.activeMembers ?? 0)} testId="membership-active" />
        <FigureCard label={t('membership.newThisMonth')} value={f.number(d?.newThisMonth ?? 0)} />
        <FigureCard label={t('membership.suspendedMembers')} value={f.number(d?.suspendedMembers ?? 0)} />
        <FigureCard label={t('membership.churn')} value={f.percent(d?.churnRate ?? 0, 1)} testId="membership-churn" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} mb="md">
        <ChartCard
          title={t('membership.revenueByMonth')}
          description={d ? t('membership.revenueHint', { currency: d.currencyTag }) : undefined}
          loading={q.isFetching}
          empty={d && revenue.every((r) => r.value === 0) ? t('membership.noRevenue') : null}
          testId="membership-revenue"
        >
          <BarChart series={revenue} label={t('membership.revenueByMonth')} locale={f.locale} unit="month" />
        </ChartCard>
        <Card withBorder data-testid="membership-due">
          <Title order={2} fz="md" mb="xs">
            {t('membership.renewalsDue')}
          </Title>
          {(d?.renewalsDue ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('membership.noRenewalsDue')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table>
                <Table.Tbody>
                  {d!.renewalsDue.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {m.clientName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {/* The plan's name is the merchant's (French in an Arabic line): isolated, it keeps its place. */}
                          <bdi>{m.planIntitule}</bdi> · {usesText(t, m)}
                        </Text>
                      </Table.Td>
                      {/* The amount over its date: two columns, so the name keeps its room on a phone. */}
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm" fw={600}>
                          <Money value={m.price} tag={m.currencyTag} />
                        </Text>
                        <Text size="xs" c="dimmed">
                          {f.date(m.periodEnd)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </SimpleGrid>
      <Title order={2} fz="lg" mb="sm">
        {t('membership.members')}
      </Title>
      <MembersTable />
      <SubscribeModal opened={subscribing} onClose={() => setSubscribing(false)} />
    </>
  );
}

// /membership/stats: the plans (added and edited here) with their members per state, revenue and uses; the uses per
// month; the active members per period.
import { MEMBERSHIP_PERIODS, type MembershipPlan } from '@comptoir/shared';
import { ActionIcon, Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePlan, useMembershipStats, usePlans } from '../api/use-membership';
import { Money } from '../components/membership-parts';
import { PlanFormModal } from '../components/plan-form-modal';

type PlanRow = MembershipPlan & { suspended: number; expired: number; refunded: number; revenue: number; uses: number };

export function MembershipStatsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const plans = usePlans();
  const stats = useMembershipStats();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<MembershipPlan | null | 'new'>(null);
  const s = stats.data;
  const rows: PlanRow[] = (plans.data ?? []).map((p) => {
    const st = s?.plans.find((x) => x.planId === p.id);
    return {
      ...p,
      suspended: st?.suspended ?? 0,
      expired: st?.expired ?? 0,
      refunded: st?.refunded ?? 0,
      revenue: st?.revenue ?? 0,
      uses: st?.uses ?? 0,
    };
  });
  const columns: DataTableColumn<PlanRow>[] = [
    { key: 'intitule', title: t('membership.plan.intitule'), value: (p) => p.intitule, hideable: false },
    { key: 'kind', title: t('membership.plan.kind'), value: (p) => t(`membership.kinds.${p.kind}`), filterable: true, defaultHidden: true },
    { key: 'period', title: t('membership.plan.period'), value: (p) => t(`membership.periods.${p.period}`), filterable: true },
    {
      key: 'price',
      title: t('membership.plan.price'),
      value: (p) => p.price,
      render: (p) => <Money value={p.price} tag={p.currencyTag} />,
      numeric: true,
    },
    { key: 'uses', title: t('membership.plan.usesPerPeriod'), value: (p) => p.usesPerPeriod ?? t('membership.unlimited') },
    { key: 'active', title: t('membership.states.active'), value: (p) => p.activeMembers, numeric: true },
    { key: 'suspended', title: t('membership.states.suspended'), value: (p) => p.suspended, numeric: true },
    { key: 'expired', title: t('membership.states.expired'), value: (p) => p.expired, numeric: true },
    { key: 'refunded', title: t('membership.states.refunded'), value: (p) => p.refunded, numeric: true, defaultHidden: true },
    {
      key: 'revenue',
      title: t('membership.revenue'),
      value: (p) => p.revenue,
      render: (p) => <Money value={p.revenue} tag={p.currencyTag} />,
      numeric: true,
    },
    { key: 'used', title: t('membership.usesCount'), value: (p) => p.uses, numeric: true },
    {
      key: 'prices',
      title: t('membership.plan.prices'),
      value: (p) => p.prices.map((x) => x.label).join(', '),
      wrap: true,
      defaultHidden: true,
    },
  ];
  const uses = (s?.usesByMonth ?? []).map((u) => ({ date: `${u.month}-01`, value: u.uses }));
  return (
    <>
      <PageHeader
        title={t('routes.membershipStats')}
        description={t('membership.statsDescription')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="plan-add">
            {t('membership.plan.add')}
          </Button>
        }
      />
      <DataTable<PlanRow>
        tableId="membership-plans"
        testId="membership-plans"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={plans.isLoading}
        onRowClick={(p) => setEditing(p)}
        exportName={t('membership.plans')}
        emptyState={t('membership.noPlans')}
        rowActions={(p) => (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('membership.plan.delete')}
            onClick={(e) => {
              e.stopPropagation();
              void remove
                .mutateAsync(p.id)
                .then(() => notifySuccess({ message: t('membership.plan.deleted') }))
                .catch(() => undefined);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} mt="md">
        <ChartCard
          title={t('membership.usesByMonth')}
          loading={stats.isFetching}
          empty={s && uses.every((u) => u.value === 0) ? t('membership.noUses') : null}
          testId="membership-uses-chart"
        >
          <BarChart series={uses} label={t('membership.usesByMonth')} locale={f.locale} unit="month" />
        </ChartCard>
        <Card withBorder>
          <Title order={2} fz="md" mb="xs">
            {t('membership.byPeriod')}
          </Title>
          {(s?.byPeriod ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('membership.noMembers')}
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {[...(s?.byPeriod ?? [])]
                  .sort((a, b) => MEMBERSHIP_PERIODS.indexOf(a.period) - MEMBERSHIP_PERIODS.indexOf(b.period))
                  .map((r) => (
                    <Table.Tr key={r.period}>
                      <Table.Td>{t(`membership.periods.${r.period}`)}</Table.Td>
                      <Table.Td ta="end">{f.number(r.active)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
      <Group />
      <PlanFormModal opened={editing !== null} plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}

// /membership/historique: what happened to the subscriptions (subscribed, renewed, used, suspended, resumed, stopped,
// expired, reminded), newest first, with the order each wrote.
import { MEMBERSHIP_EVENTS, type MembershipEvent } from '@comptoir/shared';
import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useMembershipHistory } from '../api/use-membership';
import { Money } from '../components/membership-parts';

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function MembershipHistoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 50, search: '', sort: null });
  const [type, setType] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useMembershipHistory({
    type: type ?? undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    offset: (table.page - 1) * table.pageSize,
    limit: table.pageSize,
  });
  const columns: DataTableColumn<MembershipEvent>[] = [
    { key: 'at', title: t('membership.when'), value: (e) => f.dateTime(e.createdAt), hideable: false, sortable: false },
    { key: 'type', title: t('membership.event'), value: (e) => t(`membership.events.${e.type}`), sortable: false },
    { key: 'client', title: t('membership.client'), value: (e) => e.clientName, sortable: false },
    { key: 'plan', title: t('membership.plan.title'), value: (e) => e.planIntitule, sortable: false },
    {
      key: 'amount',
      title: t('membership.amount'),
      value: (e) => e.amount,
      render: (e) => (e.amount === null ? '' : <Money value={e.amount} tag={e.currencyTag} />),
      numeric: true,
      sortable: false,
    },
    {
      key: 'order',
      title: t('membership.order'),
      value: (e) => e.commandId,
      render: (e) => (e.commandId ? <Link to={`/command/${e.commandId}/planning`}>n° {e.commandId}</Link> : ''),
      sortable: false,
    },
    { key: 'user', title: t('membership.by'), value: (e) => e.userName ?? t('membership.automatic'), sortable: false },
  ];
  const reset = () => setTable((s) => ({ ...s, page: 1 }));
  return (
    <>
      <PageHeader title={t('routes.membershipHistory')} description={t('membership.historyDescription')} />
      <Group mb="md" align="flex-end" gap="sm">
        <Select
          label={t('membership.event')}
          placeholder={t('membership.allEvents')}
          data={MEMBERSHIP_EVENTS.map((e) => ({ value: e, label: t(`membership.events.${e}`) }))}
          value={type}
          onChange={(v) => {
            setType(v);
            reset();
          }}
          clearable
          data-testid="history-type"
        />
        <TextInput label={t('membership.from')} type="date" value={from} onChange={(e) => (setFrom(e.currentTarget.value), reset())} />
        <TextInput label={t('membership.to')} type="date" value={to} onChange={(e) => (setTo(e.currentTarget.value), reset())} />
      </Group>
      <DataTable<MembershipEvent>
        tableId="membership-history"
        testId="membership-history"
        columns={columns}
        rows={q.data?.data ?? []}
        rowKey={(e) => e.id}
        loading={q.isLoading}
        fetching={q.isFetching && q.isPlaceholderData}
        searchable={false}
        server={{ total: q.data?.total ?? 0, state: table, onStateChange: setTable }}
        filtered={Boolean(type || from || to)}
        exportName={t('routes.membershipHistory')}
        emptyState={t('membership.noHistory')}
      />
    </>
  );
}

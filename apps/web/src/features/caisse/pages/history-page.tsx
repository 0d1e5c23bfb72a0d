// /caisse/history/{storeId}: the store's closed sessions with their expected, counted and difference, newest first.
import type { Session } from '@comptoir/shared';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useClosedSessions } from '../hooks/use-caisse';

export function HistoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const storeId = Number(useParams().storeId) || null;
  const store = useMagasins().data?.find((m) => m.id === storeId);
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const sessions = useClosedSessions(storeId, { page: table.page, limit: table.pageSize });
  const money = (s: Session, v: number | null) => (v === null ? '—' : f.money(v, s.currencyTag));
  // The difference right after the day and the register: what an owner looks for first, in view at 375 px.
  const columns: DataTableColumn<Session>[] = [
    { key: 'day', title: t('caisse.history.day'), value: (s) => s.day, render: (s) => f.date(`${s.day}T12:00:00`) },
    {
      key: 'register',
      title: t('caisse.history.register'),
      value: (s) => s.registerName,
      // May go on two lines on a phone, so the difference stays in view.
      render: (s) => (
        <Text span fz="sm" style={{ whiteSpace: 'normal' }}>
          {s.registerName}
        </Text>
      ),
    },
    {
      key: 'difference',
      title: t('caisse.detail.difference'),
      value: (s) => s.difference,
      render: (s) => (
        <Text span dir="ltr" c={!s.difference ? undefined : s.difference < 0 ? 'red' : 'teal'} fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {money(s, s.difference)}
        </Text>
      ),
      numeric: true,
    },
    {
      key: 'expected',
      title: t('caisse.detail.expected'),
      value: (s) => s.expectedTotal,
      render: (s) => <span dir="ltr">{money(s, s.expectedTotal)}</span>,
      numeric: true,
    },
    {
      key: 'counted',
      title: t('caisse.detail.counted'),
      value: (s) => s.countedTotal,
      render: (s) => <span dir="ltr">{money(s, s.countedTotal)}</span>,
      numeric: true,
    },
    { key: 'openedBy', title: t('caisse.detail.by'), value: (s) => s.openedByName ?? '' },
    {
      key: 'closedAt',
      title: t('caisse.z.closed'),
      value: (s) => s.closedAt,
      render: (s) => (s.closedAt ? f.dateTime(s.closedAt) : '—'),
    },
  ];
  return (
    <>
      <PageHeader
        title={store ? t('caisse.history.titleOf', { store: store.intitule }) : t('routes.caisseHistory')}
        description={t('caisse.history.text')}
      />
      <DataTable<Session>
        tableId="caisse-history"
        testId="caisse-history"
        columns={columns}
        rows={sessions.data?.data ?? []}
        rowKey={(s) => s.id}
        loading={sessions.isLoading}
        exportName={t('routes.caisseHistory')}
        server={{ total: sessions.data?.total ?? 0, state: table, onStateChange: setTable }}
        onRowClick={(s) => void navigate(`/caisses/${s.id}`)}
      />
    </>
  );
}

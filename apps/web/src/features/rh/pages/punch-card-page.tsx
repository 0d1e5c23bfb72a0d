// /rh/punch-card: the punch cards in THE DataTable (server paging): collaborator, store, in, out, breaks, worked time
// and anomalies (missing clock-out, overlapping, outside opening hours); a manager closes a forgotten clock-out.
import { PUNCH_ANOMALIES, type PunchCard } from '@comptoir/shared';
import { Badge, Button, Group, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { IconClockCheck, IconClockOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { usePunchCards } from '../api/use-rh';
import { CloseCardModal } from '../components/close-card-modal';
import { hoursText } from '../components/hours';

export function PunchCardPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const stores = useMagasins();
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [filters, setFilters] = useState<{ from: string; to: string; magasinId: string | null; anomaly: string | null }>({
    from: '',
    to: '',
    magasinId: null,
    anomaly: null,
  });
  const [closing, setClosing] = useState<PunchCard | null>(null);
  const page = usePunchCards({
    page: state.page,
    limit: state.pageSize,
    from: filters.from || undefined,
    to: filters.to || undefined,
    magasinId: filters.magasinId ? Number(filters.magasinId) : undefined,
    anomaly: filters.anomaly ?? undefined,
  });
  const set = (patch: Partial<typeof filters>) => {
    setFilters((x) => ({ ...x, ...patch }));
    setState((s) => ({ ...s, page: 1 }));
  };

  const columns: DataTableColumn<PunchCard>[] = [
    { key: 'name', title: t('rh.cards.collaborator'), value: (c) => c.collaboratorName, hideable: false },
    { key: 'store', title: t('rh.cards.store'), value: (c) => c.magasinIntitule },
    { key: 'start', title: t('rh.cards.start'), value: (c) => c.startAt, render: (c) => f.dateTime(c.startAt) },
    {
      key: 'end',
      title: t('rh.cards.end'),
      value: (c) => c.endAt,
      // The time alone when the card ends the day it began (most do): the row keeps to the page's width.
      render: (c) =>
        c.endAt ? (
          f.date(c.endAt) === f.date(c.startAt) ? (
            f.time(c.endAt)
          ) : (
            f.dateTime(c.endAt)
          )
        ) : (
          <Text c="dimmed" fz="sm">
            {t('rh.cards.inProgress')}
          </Text>
        ),
    },
    {
      key: 'breaks',
      title: t('rh.cards.breaks'),
      value: (c) => c.breakMinutes,
      render: (c) => hoursText(c.breakMinutes, t),
      numeric: true,
    },
    {
      key: 'worked',
      title: t('rh.cards.worked'),
      value: (c) => c.workedMinutes,
      render: (c) => (c.workedMinutes === null ? '—' : hoursText(c.workedMinutes, t)),
      numeric: true,
    },
    {
      key: 'anomalies',
      title: t('rh.cards.anomalies'),
      value: (c) => c.anomalies.map((a) => t(`rh.anomaly.${a}`)).join(', '),
      render: (c) => (
        <Group gap={4}>
          {c.anomalies.map((a) => (
            <Badge key={a} color={a === 'missing_out' ? 'red' : 'orange'} variant="light" tt="none" data-testid={`anomaly-${a}`}>
              {t(`rh.anomaly.${a}`)}
            </Badge>
          ))}
        </Group>
      ),
      wrap: true,
    },
    {
      key: 'closedBy',
      title: t('rh.cards.closedBy'),
      value: (c) => (c.closedByName ? `${c.closedByName} — ${c.closeReason ?? ''}` : null),
      render: (c) =>
        c.closedByName && (
          <Tooltip label={c.closeReason} multiline w={260}>
            <Text fz="sm">{c.closedByName}</Text>
          </Tooltip>
        ),
      defaultHidden: true,
    },
  ];

  return (
    <>
      <PageHeader title={t('routes.punchCard')} description={t('rh.cards.description')} />
      <DataTable<PunchCard>
        tableId="rh-punch-cards"
        testId="punch-cards-table"
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={page.isLoading}
        fetching={page.isFetching}
        searchable={false}
        server={{ total: page.data?.total ?? 0, state, onStateChange: setState }}
        exportName={t('rh.cards.exportName')}
        filtered={Boolean(filters.from || filters.to || filters.magasinId || filters.anomaly)}
        toolbar={
          <Group gap="xs" wrap="wrap" align="flex-end">
            <TextInput
              type="date"
              label={t('rh.cards.from')}
              value={filters.from}
              onChange={(e) => set({ from: e.currentTarget.value })}
              w={150}
            />
            <TextInput
              type="date"
              label={t('rh.cards.to')}
              value={filters.to}
              onChange={(e) => set({ to: e.currentTarget.value })}
              w={150}
            />
            <Select
              label={t('rh.cards.store')}
              placeholder={t('rh.list.allStores')}
              data={(stores.data ?? []).map((m) => ({ value: String(m.id), label: m.intitule }))}
              value={filters.magasinId}
              onChange={(v) => set({ magasinId: v })}
              clearable
              w={210}
            />
            <Select
              label={t('rh.cards.anomalies')}
              placeholder={t('rh.cards.anomalyAll')}
              data={[
                { value: 'any', label: t('rh.cards.anomalyAny') },
                ...PUNCH_ANOMALIES.map((a) => ({ value: a, label: t(`rh.anomaly.${a}`) })),
              ]}
              value={filters.anomaly}
              onChange={(v) => set({ anomaly: v })}
              clearable
              w={220}
              data-testid="punch-cards-anomaly"
            />
          </Group>
        }
        rowActions={(c) =>
          c.endAt === null && (
            <Button
              size="xs"
              variant="light"
              color={c.anomalies.includes('missing_out') ? 'red' : 'gray'}
              leftSection={<IconClockCheck size={14} />}
              onClick={() => setClosing(c)}
              data-testid="punch-card-close"
            >
              {t('rh.cards.close')}
            </Button>
          )
        }
        emptyState={<EmptyState icon={<IconClockOff size={28} />} title={t('rh.cards.emptyTitle')} description={t('rh.cards.emptyText')} />}
      />
      <CloseCardModal card={closing} onClose={() => setClosing(null)} />
    </>
  );
}

// /lab/plannings/history (gestion_lab; issue 27): a lab's plannings, newest day first, each opening its details —
// what was planned, consumed, produced, lost and shipped — and its production sheet and packing lists to print.
import type { LabPlanningSummary } from '@comptoir/shared';
import { Group, TextInput } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePlannings } from '../api/use-labs';
import { LabPicker } from '../components/lab-picker';
import { PlanningDetailsModal } from '../components/planning-details';
import { PlanningStateBadge } from '../components/planning-moves';

export function HistoryPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [labId, setLabId] = useState<number | null>(params.get('lab') ? Number(params.get('lab')) : null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const planning = params.get('planning') ? Number(params.get('planning')) : null;
  const list = usePlannings(labId, { ...(from ? { from } : {}), ...(to ? { to } : {}), offset: 0, limit: 200 });
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const open = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('planning');
      else next.set('planning', String(id));
      return next;
    });
  return (
    <>
      <PageHeader title={t('routes.labHistory')} description={t('labs.history.description')} />
      <Group align="flex-end" mb="md" wrap="wrap">
        <LabPicker value={labId} onChange={useCallback((id: number | null) => setLabId(id), [])} />
        <TextInput type="date" label={t('labs.history.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('labs.history.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      <DataTable<LabPlanningSummary>
        tableId="lab-plannings"
        testId="lab-plannings"
        rows={list.data?.rows ?? []}
        loading={list.isLoading}
        rowKey={(r) => r.id}
        filtered={Boolean(from || to)}
        onRowClick={(r) => open(r.id)}
        columns={[
          { key: 'day', title: t('labs.history.day'), value: (r) => r.day, hideable: false },
          { key: 'period', title: t('labs.history.period'), value: (r) => `${r.periodName} ${r.startsAt}` },
          {
            key: 'state',
            title: t('labs.history.state'),
            value: (r) => t(`labs.states.${r.state}`),
            render: (r) => <PlanningStateBadge state={r.state} />,
          },
          { key: 'planned', title: t('labs.history.planned'), value: (r) => r.planned, render: (r) => n.format(r.planned), numeric: true },
          { key: 'lines', title: t('labs.history.lines'), value: (r) => r.lines, numeric: true },
          { key: 'user', title: t('labs.history.user'), value: (r) => r.userName ?? '' },
          { key: 'reason', title: t('labs.history.reason'), value: (r) => r.lostReason ?? '', defaultHidden: true },
        ]}
        emptyState={
          <EmptyState icon={<IconHistory size={28} />} title={t('labs.history.empty')} description={t('labs.history.emptyText')} />
        }
      />
      <PlanningDetailsModal id={planning} onClose={() => open(null)} />
    </>
  );
}

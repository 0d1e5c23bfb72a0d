// /rh/timekeeping-data: a month's worked hours per collaborator (closed punch cards less breaks, at each store's
// local time), overtime above the contract's weekly hours, week by week; the xlsx a payroll office reads.
import type { TimekeepingRow } from '@comptoir/shared';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarStats, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useExportMonth, useTimekeeping } from '../api/use-rh';
import { hoursText, thisMonth } from '../components/hours';

export function TimekeepingPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const stores = useMagasins();
  const [month, setMonth] = useState(thisMonth());
  const [magasinId, setMagasinId] = useState<number | null>(null);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const data = useTimekeeping(valid ? month : thisMonth(), magasinId);
  const exporter = useExportMonth();

  const columns: DataTableColumn<TimekeepingRow>[] = [
    { key: 'name', title: t('rh.cards.collaborator'), value: (r) => r.name, hideable: false },
    { key: 'position', title: t('rh.fields.position'), value: (r) => r.position },
    { key: 'contract', title: t('rh.fields.contractType'), value: (r) => t(`rh.contract.${r.contractType}`), defaultHidden: true },
    {
      key: 'weeklyHours',
      title: t('rh.fields.weeklyHours'),
      value: (r) => r.weeklyHours,
      render: (r) => f.decimal(r.weeklyHours, 0, 2),
      numeric: true,
    },
    {
      key: 'worked',
      title: t('rh.hours.worked'),
      value: (r) => Math.round((r.workedMinutes / 60) * 100) / 100,
      render: (r) => <span data-testid="timekeeping-worked">{hoursText(r.workedMinutes, t)}</span>,
      numeric: true,
    },
    {
      key: 'overtime',
      title: t('rh.hours.overtime'),
      value: (r) => Math.round((r.overtimeMinutes / 60) * 100) / 100,
      render: (r) =>
        r.overtimeMinutes > 0 ? (
          <Badge color="orange" variant="light" tt="none">
            {hoursText(r.overtimeMinutes, t)}
          </Badge>
        ) : (
          hoursText(0, t)
        ),
      numeric: true,
    },
    {
      key: 'weeks',
      title: t('rh.hours.weeks'),
      value: (r) => r.weeks.map((w) => `${w.week}: ${hoursText(w.workedMinutes, t)}`).join(' · '),
      render: (r) => (
        <Stack gap={0}>
          {r.weeks
            .filter((w) => w.workedMinutes > 0)
            .map((w) => (
              <Text key={w.week} fz="xs" c={w.overtimeMinutes > 0 ? 'orange' : undefined}>
                {t('rh.hours.weekLine', {
                  week: Number(w.week.slice(6)),
                  from: f.date(w.from, 'short'),
                  worked: hoursText(w.workedMinutes, t),
                })}
              </Text>
            ))}
        </Stack>
      ),
      // One line a week (a week cut in two on a phone made five-line rows ten lines high).
      sortable: false,
    },
    {
      key: 'openCards',
      title: t('rh.hours.openCards'),
      value: (r) => r.openCards,
      render: (r) =>
        r.openCards > 0 ? (
          <Badge color="red" variant="light">
            {r.openCards}
          </Badge>
        ) : (
          '0'
        ),
      numeric: true,
      defaultHidden: true,
    },
  ];

  const download = () =>
    exporter.mutate(
      { month, magasinId },
      {
        onSuccess: ({ blob, headers }) => {
          saveBlob(blob, fileNameOf(headers, `timekeeping-${month}.xlsx`));
          notifySuccess({ message: t('rh.hours.exported', { month }) });
        },
      },
    );

  return (
    <>
      <PageHeader
        title={t('routes.timekeeping')}
        description={t('rh.hours.description')}
        actions={
          <Button
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={download}
            loading={exporter.isPending}
            disabled={!valid}
            data-testid="timekeeping-export"
          >
            {t('rh.hours.export')}
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <TextInput
          type="month"
          label={t('rh.hours.month')}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          error={valid ? undefined : t('rh.validation.month')}
          w={180}
          data-testid="timekeeping-month"
        />
        <Select
          label={t('rh.cards.store')}
          placeholder={t('rh.list.allStores')}
          data={(stores.data ?? []).map((m) => ({ value: String(m.id), label: m.intitule }))}
          value={magasinId ? String(magasinId) : null}
          onChange={(v) => setMagasinId(v ? Number(v) : null)}
          clearable
          w={220}
        />
      </Group>
      <DataTable<TimekeepingRow>
        tableId="rh-timekeeping"
        testId="timekeeping-table"
        columns={columns}
        rows={data.data?.rows ?? []}
        rowKey={(r) => r.collaboratorId}
        loading={data.isLoading}
        fetching={data.isFetching}
        searchPlaceholder={t('rh.list.search')}
        exportName={t('rh.hours.exportName')}
        emptyState={
          <EmptyState icon={<IconCalendarStats size={28} />} title={t('rh.hours.emptyTitle')} description={t('rh.hours.emptyText')} />
        }
      />
    </>
  );
}

// /lab/scheduler (gestion_lab; issue 27): the day's planning of a lab — tomorrow by default — pre-filled with the
// suggestion, edited like a spreadsheet, saved as one planning per period (plannified), then moved on period by period
// (in production, ready or lost). Leaving with unsaved changes asks first.
import type { DayPlanning } from '@comptoir/shared';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconChefHat, IconDeviceFloppy, IconFileText, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useDayPlanning, useSaveDay } from '../api/use-labs';
import { changedKeys, gridOf, type Values } from '../components/grid-model';
import { LabPicker } from '../components/lab-picker';
import { PlanningGrid } from '../components/planning-grid';
import { PlanningMoves, PlanningStateBadge } from '../components/planning-moves';

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function SchedulerPage() {
  const { t } = useTranslation();
  const [labId, setLabId] = useState<number | null>(null);
  const [date, setDate] = useState(tomorrow);
  const day = useDayPlanning(labId, date);
  return (
    <>
      <PageHeader title={t('routes.labScheduler')} description={t('labs.scheduler.description')} />
      <Group align="flex-end" mb="md" wrap="wrap">
        <LabPicker value={labId} onChange={useCallback((id: number | null) => setLabId(id), [])} />
        <TextInput
          type="date"
          label={t('labs.scheduler.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          data-testid="planning-date"
        />
      </Group>
      {day.data ? <DayEditor key={`${day.data.labId}:${day.data.date}`} day={day.data} onReload={() => void day.refetch()} /> : null}
    </>
  );
}

function DayEditor({ day, onReload }: { day: DayPlanning; onReload: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDay(day.labId);
  const grid = useMemo(() => gridOf(day), [day]);
  const [read, setRead] = useState<Values>(grid.values);
  const [values, setValues] = useState<Values>(grid.values);
  // A fresh answer from the server (a move, a save) is what the grid shows and compares with.
  useEffect(() => {
    setRead(grid.values);
    setValues(grid.values);
  }, [grid]);
  const dirty = changedKeys(values, read).length > 0;
  useUnsavedChanges(dirty);
  const editable = day.periods.filter((p) => p.state === null || p.state === 'plannified');

  const onSave = async () => {
    const ids = new Set(editable.map((p) => p.id));
    const cells = day.cells
      .filter((c) => ids.has(c.planningPeriodId))
      .map((c) => {
        const k = `${c.productId}:${c.magasinId}:${c.planningPeriodId}`;
        return {
          productId: c.productId,
          magasinId: c.magasinId,
          planningPeriodId: c.planningPeriodId,
          quantity: values[k] ?? 0,
          suggested: c.suggested,
        };
      });
    const versions = editable.map((p) => ({ planningPeriodId: p.id, updatedAt: p.updatedAt }));
    await save.mutateAsync({ date: day.date, cells, versions });
    notifySuccess({ message: t('labs.scheduler.saved') });
  };

  if (!day.products.length)
    return (
      <EmptyState
        icon={<IconChefHat size={28} />}
        title={t('labs.scheduler.empty')}
        description={t('labs.scheduler.emptyText')}
        action={
          <Button component={Link} to={`/settings/labs/${day.labId}/edit`} variant="light">
            {t('labs.scheduler.toSettings')}
          </Button>
        }
      />
    );
  return (
    <Stack>
      <Card withBorder p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={6}>
            {day.periods.map((p) => (
              <Group key={p.id} gap="sm" wrap="wrap" data-testid={`period-${p.id}`}>
                <Text fw={600} w={110}>
                  {p.intitule}{' '}
                  <Text span c="dimmed" size="sm">
                    {p.startsAt}
                  </Text>
                </Text>
                <PlanningStateBadge state={p.state} />
                {p.planningId !== null && p.state !== null ? (
                  <>
                    <PlanningMoves id={p.planningId} state={p.state} disabled={dirty} testPrefix={`move-${p.id}`} />
                    <Button
                      size="xs"
                      variant="subtle"
                      component={Link}
                      to={`/lab/plannings/history?lab=${day.labId}&planning=${p.planningId}`}
                      leftSection={<IconFileText size={14} />}
                      data-testid={`sheet-${p.id}`}
                    >
                      {t('labs.sheet.open')}
                    </Button>
                  </>
                ) : null}
              </Group>
            ))}
          </Stack>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onReload}>
              {t('labs.scheduler.reload')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={() => void onSave().catch(() => undefined)}
              loading={save.isPending}
              disabled={!editable.length}
              data-testid="save-planning"
            >
              {t('common.save')}
            </Button>
          </Group>
        </Group>
        {dirty ? (
          <Alert mt="sm" color="orange" variant="light" data-testid="unsaved">
            {t('labs.scheduler.unsaved')}
          </Alert>
        ) : null}
      </Card>
      <PlanningGrid
        day={day}
        rows={grid.rows}
        values={values}
        suggested={grid.suggested}
        onChange={(k, v) => setValues((cur) => ({ ...cur, [k]: v }))}
      />
    </Stack>
  );
}

// /settings/labs (issue 27): the company's labs (each opening its edit page) and the planning periods every lab plans
// in (night, morning…).
import type { Lab, PlanningPeriod } from '@comptoir/shared';
import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingFactory2, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useAddPeriod, useLabs, usePeriods, useRemoveLab, useRemovePeriod } from '../api/use-labs';

export function LabsPage() {
  const { t } = useTranslation();
  const labs = useLabs();
  const stores = useMagasins();
  const remove = useRemoveLab();
  const navigate = useNavigate();
  const storeName = (id: number | null) => stores.data?.find((s) => s.id === id)?.intitule ?? '—';
  return (
    <>
      <PageHeader
        title={t('routes.labs')}
        description={t('labs.settings.description')}
        actions={
          <Button component={Link} to="/settings/labs/add" leftSection={<IconPlus size={16} />} data-testid="lab-add">
            {t('routes.labAdd')}
          </Button>
        }
      />
      <Stack>
        <DataTable<Lab>
          tableId="labs"
          testId="labs"
          rows={labs.data ?? []}
          loading={labs.isLoading}
          rowKey={(r) => r.id}
          onRowClick={(r) => void navigate(`/settings/labs/${r.id}/edit`)}
          columns={[
            { key: 'intitule', title: t('labs.settings.name'), value: (r) => r.intitule, hideable: false },
            { key: 'store', title: t('labs.settings.store'), value: (r) => storeName(r.magasinId) },
          ]}
          rowActions={(r) => (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('labs.settings.remove', { name: r.intitule })}
              onClick={(e) => {
                e.stopPropagation();
                void remove.mutateAsync(r.id).then(() => notifySuccess({ message: t('labs.settings.removed', { name: r.intitule }) }));
              }}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
          emptyState={
            <EmptyState
              icon={<IconBuildingFactory2 size={28} />}
              title={t('labs.settings.empty')}
              description={t('labs.settings.emptyText')}
            />
          }
        />
        <Periods />
      </Stack>
    </>
  );
}

function Periods() {
  const { t } = useTranslation();
  const periods = usePeriods();
  const add = useAddPeriod();
  const remove = useRemovePeriod();
  const [intitule, setIntitule] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const valid = intitule.trim().length > 0 && /^\d{2}:\d{2}$/.test(startsAt);
  return (
    <Card withBorder data-testid="periods">
      <Title order={3} size="h4">
        {t('labs.periods.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('labs.periods.description')}
      </Text>
      <Stack gap={6}>
        {(periods.data ?? []).map((p: PlanningPeriod) => (
          <Group key={p.id} gap="sm">
            <Text w={160}>{p.intitule}</Text>
            <Text c="dimmed" dir="ltr">
              {p.startsAt}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('labs.periods.remove', { name: p.intitule })}
              onClick={() => void remove.mutateAsync(p.id)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('labs.periods.name')}
            value={intitule}
            onChange={(e) => setIntitule(e.currentTarget.value)}
            data-testid="period-name"
          />
          <TextInput
            type="time"
            label={t('labs.periods.startsAt')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            data-testid="period-time"
          />
          <Button
            variant="light"
            disabled={!valid}
            loading={add.isPending}
            onClick={() =>
              void add.mutateAsync({ intitule: intitule.trim(), startsAt, position: (periods.data?.length ?? 0) + 1 }).then(() => {
                setIntitule('');
                setStartsAt('');
              })
            }
            data-testid="period-add"
          >
            {t('labs.periods.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

// /rh/collaborator: the collaborators in THE DataTable (server paging and search): name, position, contract, weekly
// hours, stores, clocked in or not; edit and delete on each row; a store filter.
import type { Collaborator } from '@comptoir/shared';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useCollaborators, useDeleteCollaborator } from '../api/use-rh';

export function CollaboratorsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const stores = useMagasins();
  const [magasinId, setMagasinId] = useState<number | null>(null);
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const page = useCollaborators({
    page: state.page,
    limit: state.pageSize,
    keyword: state.search || undefined,
    magasinId: magasinId ?? undefined,
  });
  const remove = useDeleteCollaborator();
  const [toDelete, setToDelete] = useState<Collaborator | null>(null);

  const columns: DataTableColumn<Collaborator>[] = [
    {
      key: 'name',
      title: t('rh.list.name'),
      value: (c) => c.name,
      render: (c) => (
        <Text fw={600} fz="sm" data-testid="collaborator-name-cell">
          {c.name}
        </Text>
      ),
      hideable: false,
    },
    { key: 'position', title: t('rh.fields.position'), value: (c) => c.position },
    { key: 'contract', title: t('rh.fields.contractType'), value: (c) => t(`rh.contract.${c.contractType}`) },
    {
      key: 'weeklyHours',
      title: t('rh.fields.weeklyHours'),
      value: (c) => c.weeklyHours,
      render: (c) => f.decimal(c.weeklyHours, 0, 2),
      numeric: true,
    },
    { key: 'stores', title: t('rh.fields.magasins'), value: (c) => c.magasins.map((m) => m.intitule).join(', '), wrap: true },
    {
      key: 'clock',
      title: t('rh.list.status'),
      value: (c) => (c.clockedInAt ? t('rh.list.clockedIn') : c.isActive ? t('rh.list.active') : t('rh.list.inactive')),
      render: (c) =>
        c.clockedInAt ? (
          <Badge color="teal" variant="light" tt="none">
            {t('rh.list.clockedInSince', { time: f.time(c.clockedInAt) })}
          </Badge>
        ) : (
          <Badge color={c.isActive ? 'gray' : 'red'} variant="light" tt="none">
            {c.isActive ? t('rh.list.active') : t('rh.list.inactive')}
          </Badge>
        ),
    },
    { key: 'tel', title: t('rh.fields.tel'), value: (c) => c.tel, render: (c) => <span dir="ltr">{c.tel}</span>, defaultHidden: true },
    { key: 'email', title: t('rh.fields.email'), value: (c) => c.email, defaultHidden: true },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    const c = toDelete;
    remove.mutate(c.id, {
      onSuccess: () => {
        setToDelete(null);
        notifySuccess({ message: t('rh.list.deleted', { name: c.name }) });
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('routes.collaborators')}
        description={t('rh.list.description')}
        actions={
          <Button component={Link} to="/rh/collaborator/add" leftSection={<IconPlus size={16} />} data-testid="collaborators-add">
            {t('rh.list.add')}
          </Button>
        }
      />
      <DataTable<Collaborator>
        tableId="rh-collaborators"
        testId="collaborators-table"
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={page.isLoading}
        fetching={page.isFetching}
        server={{ total: page.data?.total ?? 0, state, onStateChange: setState }}
        searchPlaceholder={t('rh.list.search')}
        exportName={t('rh.list.exportName')}
        filtered={magasinId !== null}
        onRowClick={(c) => void navigate(`/rh/collaborator/${c.id}`)}
        toolbar={
          <Group gap="xs">
            <Select
              aria-label={t('rh.fields.magasins')}
              placeholder={t('rh.list.allStores')}
              data={(stores.data ?? []).map((m) => ({ value: String(m.id), label: m.intitule }))}
              value={magasinId ? String(magasinId) : null}
              onChange={(v) => {
                setMagasinId(v ? Number(v) : null);
                setState((s) => ({ ...s, page: 1 }));
              }}
              clearable
              w={200}
            />
          </Group>
        }
        rowActions={(c) => (
          <>
            <RowAction
              label={t('rh.list.edit')}
              icon={<IconPencil size={18} />}
              to={`/rh/collaborator/${c.id}/edit`}
              testId="collaborator-edit"
            />
            <RowAction
              label={t('rh.list.delete')}
              icon={<IconTrash size={18} />}
              color="red"
              onClick={() => setToDelete(c)}
              testId="collaborator-delete"
            />
          </>
        )}
        emptyState={
          <EmptyState
            icon={<IconUsers size={28} />}
            title={t('rh.list.emptyTitle')}
            description={t('rh.list.emptyText')}
            action={
              <Button component={Link} to="/rh/collaborator/add" leftSection={<IconPlus size={16} />}>
                {t('rh.list.add')}
              </Button>
            }
          />
        }
      />
      <ConfirmModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        title={t('rh.list.deleteTitle')}
        message={t('rh.list.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('rh.list.delete')}
      />
    </>
  );
}

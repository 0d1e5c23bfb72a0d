// One list of a small setting (additional info natures, types, paper sizes, instructions, transport companies): THE
// DataTable of the live rows with edit and delete, the trash (?view=trash) with restore, counts on the tabs, and the
// add/edit form in a dialog (or on its own page when `openPath` is given).
import { Button, Modal, Text } from '@mantine/core';
import { IconList, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { ListTabs } from '../../../components/list-tabs';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAddressParams } from '../../../lib/use-address-params';
import { DeleteConfirm, EditDeleteActions } from '../../catalogue-settings/components/row-delete';
import type { KindRow, NamedKind } from '../api/small-settings-api';
import { useNamedList, useRemoveNamed, useRestoreNamed } from '../hooks/use-small-settings';

type Row = { id: number; intitule: string; deleted_at?: string | null };

export interface NamedListProps<K extends NamedKind> {
  kind: K;
  /** Columns after the name. */
  columns: DataTableColumn<KindRow[K]>[];
  /** The add/edit form, in a dialog; `onDone` closes it. */
  form?: (row: KindRow[K] | null, onDone: () => void) => ReactNode;
  /** Opens a row (or a new one, `new`) on its own page instead: `/settings/instructions/{id}`. */
  openPath?: (id: number | 'new') => string;
  canWrite: boolean;
  /** What the empty list says to do. */
  empty: { icon: ReactNode; title: string; text: string };
}

export function NamedList<K extends NamedKind>({ kind, columns, form, openPath, canWrite, empty }: NamedListProps<K>) {
  const { t } = useTranslation();
  const [params, patch] = useAddressParams();
  const view = params.get('view') === 'trash' ? 'trash' : 'live';
  const live = useNamedList(kind);
  const trashed = useNamedList(kind, true);
  const [editing, setEditing] = useState<{ row: KindRow[K] | null } | null>(null);
  const [toDelete, setToDelete] = useState<KindRow[K] | null>(null);
  const remove = useRemoveNamed(kind);
  const navigate = useNavigate();
  const p = `smallSettings.${kind}`;
  const open = (row: KindRow[K] | null) => (openPath ? void navigate(openPath(row?.id ?? 'new')) : setEditing({ row }));
  const name: DataTableColumn<KindRow[K]> = {
    key: 'intitule',
    title: t('smallSettings.fields.intitule'),
    value: (r) => (r as Row).intitule,
    hideable: false,
    render: (r) => (
      <Text fz="sm" fw={600} data-testid={`${kind}-row-name`}>
        {(r as Row).intitule}
      </Text>
    ),
  };

  return (
    <>
      {canWrite && (
        <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)} data-testid={`${kind}-new`} mb="md">
          {t(`${p}.new`)}
        </Button>
      )}
      <ListTabs
        value={view}
        onChange={(v) => patch({ view: v === 'trash' ? 'trash' : null })}
        label={t('smallSettings.list.viewLabel')}
        tabs={[
          {
            value: 'live',
            label: t('smallSettings.list.live'),
            icon: <IconList size={16} />,
            count: live.data?.length,
            testId: `${kind}-tab-live`,
          },
          {
            value: 'trash',
            label: t('smallSettings.list.trash'),
            icon: <IconTrash size={16} />,
            count: trashed.data?.length,
            testId: `${kind}-tab-trash`,
          },
        ]}
      >
        {view === 'trash' ? (
          <TrashTable kind={kind} rows={trashed.data ?? []} loading={trashed.isLoading} name={name} canWrite={canWrite} />
        ) : (
          <DataTable<KindRow[K]>
            tableId={`small-settings-${kind}`}
            testId={`${kind}-table`}
            columns={[name, ...columns]}
            rows={live.data ?? []}
            rowKey={(r) => r.id}
            loading={live.isLoading}
            exportName={t(`${p}.title`)}
            onRowClick={canWrite ? (r) => open(r) : undefined}
            emptyState={<EmptyState icon={empty.icon} title={empty.title} description={empty.text} />}
            rowActions={(r) => canWrite && <EditDeleteActions onOpen={() => open(r)} onDelete={() => setToDelete(r)} testId={kind} />}
          />
        )}
      </ListTabs>
      {form && (
        <Modal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          closeButtonProps={{ 'aria-label': t('catalogueSettings.actions.close') }}
          title={t(editing?.row ? `${p}.edit` : `${p}.new`)}
        >
          {editing !== null && form(editing.row, () => setEditing(null))}
        </Modal>
      )}
      <DeleteConfirm
        row={toDelete}
        name={(r) => (r as Row).intitule}
        messages={p}
        remove={remove}
        onClose={() => setToDelete(null)}
        testId={`${kind}-delete-confirm`}
      />
    </>
  );
}

function TrashTable<K extends NamedKind>(props: {
  kind: K;
  rows: KindRow[K][];
  loading: boolean;
  name: DataTableColumn<KindRow[K]>;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const restore = useRestoreNamed(props.kind);
  const columns: DataTableColumn<KindRow[K]>[] = [
    props.name,
    {
      key: 'deleted_at',
      title: t('smallSettings.list.deletedAt'),
      value: (r) => (r as Row).deleted_at ?? '',
      render: (r) => f.dateTime((r as Row).deleted_at ?? ''),
      numeric: true,
    },
  ];
  return (
    <DataTable<KindRow[K]>
      tableId={`small-settings-${props.kind}-trash`}
      testId={`${props.kind}-trash-table`}
      columns={columns}
      rows={props.rows}
      rowKey={(r) => r.id}
      loading={props.loading}
      emptyState={
        <EmptyState
          icon={<IconRestore size={28} />}
          title={t('smallSettings.list.trashEmpty')}
          description={t('smallSettings.list.trashEmptyText')}
        />
      }
      rowActions={(r) =>
        props.canWrite && (
          <RowAction
            label={t('catalogueSettings.actions.restore')}
            icon={<IconRestore size={18} />}
            color="teal"
            loading={restore.isPending && restore.variables === r.id}
            onClick={() =>
              restore.mutate(r.id, {
                onSuccess: () => notifySuccess({ message: t('smallSettings.list.restored', { name: (r as Row).intitule }) }),
              })
            }
            testId={`${props.kind}-restore`}
          />
        )
      }
    />
  );
}

// Deleted staff (GET /User/getAll/trashed) with restore (PATCH /User/restore/{id}).
import type { StaffUser } from '@comptoir/shared';
import { Button } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { roleLabel } from '../../auth/role-label';
import { useRestoreUser } from '../hooks/use-user-mutations';
import { useTrashedUsers } from '../hooks/use-users';
import { Ltr, RoleBadge, StaffPhoto } from './staff-identity';

export function UsersTrashTable() {
  const { t, i18n } = useTranslation();
  const trashed = useTrashedUsers();
  const restore = useRestoreUser();

  const columns: DataTableColumn<StaffUser>[] = [
    {
      key: 'photo',
      title: t('users.fields.photo'),
      value: () => null,
      render: (u) => <StaffPhoto user={u} />,
      sortable: false,
      exportable: false,
      width: 56,
    },
    { key: 'name', title: t('fields.name'), value: (u) => u.name, hideable: false },
    { key: 'email', title: t('fields.email'), value: (u) => u.email, render: (u) => <Ltr>{u.email}</Ltr> },
    {
      key: 'role',
      title: t('users.fields.role'),
      value: (u) => roleLabel(t, u.role),
      render: (u) => <RoleBadge role={u.role} />,
      filterable: true,
    },
    {
      key: 'deleted',
      title: t('users.fields.deletedAt'),
      value: (u) => u.deleted_at ?? '',
      render: (u) => formatDate(u.deleted_at, i18n.language),
    },
  ];

  return (
    <DataTable<StaffUser>
      tableId="staff-users-trash"
      columns={columns}
      rows={trashed.data ?? []}
      rowKey={(u) => u.id}
      loading={trashed.isLoading}
      searchPlaceholder={t('users.list.search')}
      rowActions={(u) => (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRestore size={14} />}
          loading={restore.isPending && restore.variables === u.id}
          onClick={() =>
            restore.mutate(u.id, { onSuccess: () => notifySuccess({ message: t('users.notify.restored', { name: u.name }) }) })
          }
          data-testid="staff-restore"
        >
          {t('users.actions.restore')}
        </Button>
      )}
      emptyState={
        <EmptyState icon={<IconTrash size={28} />} title={t('users.trash.emptyTitle')} description={t('users.trash.emptyText')} />
      }
      testId="staff-trash-table"
    />
  );
}

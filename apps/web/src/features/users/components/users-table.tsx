// The staff list in THE DataTable, server mode (GET /Users: page, limit, keyword, sort, role and store filters).
import { DEFAULT_LIST_LIMIT, type StaffUser } from '@comptoir/shared';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { formatDate } from '../../../lib/format';
import { roleLabel } from '../../auth/role-label';
import { isStoreBoundTag } from '../staff-rules';
import type { StaffListQuery } from '../api/users-api';
import { useStaffCommands } from '../hooks/use-staff-commands';
import { useStoreOptions, useUsersPage } from '../hooks/use-users';
import { RoleSelect } from './role-select';
import { Ltr, RoleBadge, StaffPhoto } from './staff-identity';
import { StaffRowMenu } from './staff-row-menu';
import { StaffStatusBadge } from './staff-status-badge';

/** Table column → GET /Users sort field; every column but the photo and the stores list sorts. */
const SORTABLE: Record<string, 'name' | 'email' | 'tel' | 'role' | 'isActive' | 'created_at'> = {
  name: 'name',
  email: 'email',
  tel: 'tel',
  role: 'role',
  status: 'isActive',
  created: 'created_at',
};

/** The DataTable's sort as GET /Users' `sort` ("-" for descending). */
export function toUsersSort(sort: DataTableServerState['sort']): StaffListQuery['sort'] {
  const field = sort ? SORTABLE[sort.key] : undefined;
  if (!sort || !field) return undefined;
  return (sort.direction === 'desc' ? `-${field}` : field) as StaffListQuery['sort'];
}

export function UsersTable({ canCreate }: { canCreate: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const commands = useStaffCommands();
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: DEFAULT_LIST_LIMIT, search: '', sort: null });
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [storeId, setStoreId] = useState<string | null>(null);
  // The DataTable debounces the search box (1 s) before it changes state.search: no second debounce here.
  const keyword = state.search.trim();
  const query: StaffListQuery = {
    page: state.page,
    limit: state.pageSize,
    keyword: keyword || undefined,
    sort: toUsersSort(state.sort),
    roleId: roleIds.length ? roleIds : undefined,
    magasinId: storeId ? [Number(storeId)] : undefined,
  };
  const page = useUsersPage(query);
  const stores = useStoreOptions();
  const storeNames = useMemo(() => new Map((stores.data ?? []).map((s) => [s.id, s.intitule])), [stores.data]);
  /** Store-bound roles see only their stores; the others see every store. */
  const storesText = (u: StaffUser) =>
    u.magasins.length
      ? u.magasins.map((id) => storeNames.get(id) ?? `#${id}`).join(', ')
      : isStoreBoundTag(u.role.tag)
        ? t('users.list.noStore')
        : t('users.profile.allStores');
  const filtered = roleIds.length > 0 || storeId !== null || keyword !== '';

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
    {
      key: 'name',
      title: t('fields.name'),
      value: (u) => u.name,
      hideable: false,
      render: (u) => (
        <Text fz="sm" fw={600} data-testid="staff-row-name">
          {u.name}
        </Text>
      ),
    },
    { key: 'email', title: t('fields.email'), value: (u) => u.email, render: (u) => <Ltr>{u.email}</Ltr> },
    { key: 'tel', title: t('fields.tel'), value: (u) => u.tel ?? '', render: (u) => <Ltr>{u.tel ?? ''}</Ltr>, defaultHidden: true },
    {
      key: 'role',
      title: t('users.fields.role'),
      value: (u) => roleLabel(t, u.role),
      render: (u) => <RoleBadge role={u.role} />,
      filterable: true,
    },
    {
      key: 'stores',
      title: t('users.fields.stores'),
      value: (u) => storesText(u),
      render: (u) =>
        u.magasins.length ? (
          storesText(u)
        ) : (
          <Text fz="sm" c={isStoreBoundTag(u.role.tag) ? 'orange' : 'dimmed'}>
            {storesText(u)}
          </Text>
        ),
      sortable: false,
      wrap: true,
    },
    {
      key: 'status',
      title: t('users.fields.status'),
      value: (u) => (u.isActive ? t('users.status.active') : t('users.status.blocked')),
      render: (u) => <StaffStatusBadge isActive={u.isActive} />,
      filterable: true,
    },
    {
      key: 'created',
      title: t('users.fields.created'),
      value: (u) => u.created_at.slice(0, 10),
      render: (u) => formatDate(u.created_at, i18n.language),
      defaultHidden: true,
    },
  ];

  const changeState = (next: DataTableServerState) => setState(next);
  const toolbar = (
    <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 340px' }}>
      <RoleSelect
        value={roleIds}
        onChange={(ids) => {
          setRoleIds(ids);
          setState((s) => ({ ...s, page: 1 }));
        }}
        withGroups
        tags={['caissier', 'gerant', 'vendeuse', 'boulanger']}
        label=""
        placeholder={t('users.filters.allRoles')}
        clearable
        style={{ flex: '1 1 160px' }}
        testId="staff-filter-role"
      />
      <Select
        aria-label={t('users.filters.store')}
        placeholder={t('users.filters.allStores')}
        data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.intitule }))}
        value={storeId}
        onChange={(v) => {
          setStoreId(v);
          setState((s) => ({ ...s, page: 1 }));
        }}
        clearable
        style={{ flex: '1 1 160px' }}
        data-testid="staff-filter-store"
      />
    </Group>
  );

  return (
    <>
      <DataTable<StaffUser>
        tableId="staff-users"
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey={(u) => u.id}
        loading={page.isLoading}
        fetching={page.isFetching && page.isPlaceholderData}
        server={{ total: page.data?.total ?? 0, state, onStateChange: changeState }}
        onRowClick={(u) => void navigate(`/settings/users/${u.id}`)}
        rowActions={(u) => (
          <StaffRowMenu user={u} actor={commands.actor} onToggleActive={commands.toggleActive} onDelete={commands.askDelete} />
        )}
        searchPlaceholder={t('users.list.search')}
        exportName={t('users.list.exportName')}
        toolbar={toolbar}
        filtered={filtered}
        emptyState={
          filtered ? undefined : (
            <EmptyState
              icon={<IconUsers size={28} />}
              title={t('users.list.emptyTitle')}
              description={t('users.list.emptyText')}
              action={
                canCreate && (
                  <Button component={Link} to="/settings/users/add" leftSection={<IconUserPlus size={16} />}>
                    {t('users.actions.new')}
                  </Button>
                )
              }
            />
          )
        }
        testId="staff-table"
      />
      {commands.dialog}
    </>
  );
}

// The client list in THE DataTable, server mode (GET /Client/: offset, limit, keyword of 3+ characters, type, status).
// No table export: the page's one "Exporter" gives every matching client (the table's would give the page on screen).
import { CLIENT_SEARCH_MIN, TIMINGS_MS, type Client } from '@comptoir/shared';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconLock, IconLockOpen, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import type { ClientsListQuery } from '../api/clients-api';
import { useClientCommands, useClientsPage } from '../hooks/use-clients';
import { clientTypesOffered } from './client-form';

const SORTABLE: Record<string, 'name' | 'created_at' | 'loyaltyPoints'> = { name: 'name', created: 'created_at', points: 'loyaltyPoints' };

/** The DataTable's sort as GET /Client/'s `sort` ("-" for descending). */
export function toClientsSort(sort: DataTableServerState['sort']): ClientsListQuery['sort'] {
  const field = sort ? SORTABLE[sort.key] : undefined;
  if (!sort || !field) return undefined;
  return (sort.direction === 'desc' ? `-${field}` : field) as ClientsListQuery['sort'];
}

/** Filters of the list, also sent with the export link. */
export interface ClientFilters {
  keyword?: string;
  type?: Client['type'];
  isActive?: boolean;
}

const Ltr = ({ children }: { children: string }) => <span dir="ltr">{children}</span>;

export function ClientsTable({ onFiltersChange }: { onFiltersChange?: (f: ClientFilters) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const commands = useClientCommands();
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [type, setType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [search] = useDebouncedValue(state.search.trim(), TIMINGS_MS.searchDebounce);
  // Product-spec §5: a client search needs 3 or more characters.
  const keyword = search.length >= CLIENT_SEARCH_MIN ? search : undefined;
  const filters: ClientFilters = {
    keyword,
    type: (type as Client['type']) ?? undefined,
    isActive: status === null ? undefined : status === 'active',
  };
  const query: ClientsListQuery = {
    offset: (state.page - 1) * state.pageSize,
    limit: state.pageSize,
    sort: toClientsSort(state.sort),
    ...filters,
  };
  const page = useClientsPage(query);
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    onFiltersChange?.(JSON.parse(filtersKey) as ClientFilters);
  }, [filtersKey, onFiltersChange]);

  const columns: DataTableColumn<Client>[] = [
    {
      key: 'name',
      title: t('clients.fields.name'),
      value: (c) => c.name,
      hideable: false,
      render: (c) => (
        <Text fz="sm" fw={600} data-testid="client-row-name">
          {c.name}
        </Text>
      ),
    },
    { key: 'tel', title: t('clients.fields.tel'), value: (c) => c.tel ?? '', render: (c) => <Ltr>{c.tel ?? ''}</Ltr>, sortable: false },
    {
      key: 'email',
      title: t('clients.fields.email'),
      value: (c) => c.email ?? '',
      render: (c) => <Ltr>{c.email ?? ''}</Ltr>,
      sortable: false,
    },
    { key: 'type', title: t('clients.fields.type'), value: (c) => t(`clients.types.${c.type}`), sortable: false, filterable: true },
    { key: 'points', title: t('clients.fields.loyaltyPoints'), value: (c) => c.loyaltyPoints, numeric: true },
    { key: 'cards', title: t('clients.fields.cards'), value: (c) => c.cards.join(', '), sortable: false, defaultHidden: true },
    { key: 'city', title: t('clients.fields.city'), value: (c) => c.city ?? '', sortable: false },
    {
      key: 'status',
      title: t('clients.fields.status'),
      value: (c) => (c.isActive ? t('clients.status.active') : t('clients.status.blocked')),
      render: (c) => (
        <Badge color={c.isActive ? 'teal' : 'gray'} variant="light">
          {c.isActive ? t('clients.status.active') : t('clients.status.blocked')}
        </Badge>
      ),
      sortable: false,
    },
    {
      key: 'created',
      title: t('clients.fields.created'),
      value: (c) => c.created_at.slice(0, 10),
      render: (c) => f.date(c.created_at),
      defaultHidden: true,
    },
  ];

  const resetPage = () => setState((s) => ({ ...s, page: 1 }));
  const toolbar = (
    <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 320px' }}>
      <Select
        aria-label={t('clients.fields.type')}
        placeholder={t('clients.filters.allTypes')}
        data={clientTypesOffered().map((v) => ({ value: v, label: t(`clients.types.${v}`) }))}
        value={type}
        onChange={(v) => {
          setType(v);
          resetPage();
        }}
        clearable
        style={{ flex: '1 1 140px' }}
        data-testid="clients-filter-type"
      />
      <Select
        aria-label={t('clients.fields.status')}
        placeholder={t('clients.filters.allStatuses')}
        data={[
          { value: 'active', label: t('clients.status.active') },
          { value: 'blocked', label: t('clients.status.blocked') },
        ]}
        value={status}
        onChange={(v) => {
          setStatus(v);
          resetPage();
        }}
        clearable
        style={{ flex: '1 1 140px' }}
        data-testid="clients-filter-status"
      />
    </Group>
  );

  return (
    <>
      <DataTable<Client>
        tableId="clients"
        columns={columns}
        rows={page.data?.clients ?? []}
        rowKey={(c) => c.id}
        loading={page.isLoading}
        server={{ total: page.data?.total ?? 0, state, onStateChange: setState }}
        onRowClick={(c) => void navigate(`/loyalty/clients/${c.id}`)}
        rowActions={(c) => (
          <Group gap={2} wrap="nowrap">
            <RowAction
              label={t('clients.actions.edit')}
              icon={<IconEdit size={18} />}
              to={`/loyalty/clients/${c.id}/edit`}
              testId="client-edit"
            />
            <RowAction
              label={c.isActive ? t('clients.actions.block') : t('clients.actions.unblock')}
              icon={c.isActive ? <IconLock size={18} /> : <IconLockOpen size={18} />}
              color="orange"
              loading={commands.toggleBlock.isPending && commands.toggleBlock.variables === c.id}
              onClick={() => commands.toggleBlock.mutate(c.id)}
              testId="client-toggle-block"
            />
            <RowAction
              label={t('clients.actions.delete')}
              icon={<IconTrash size={18} />}
              color="red"
              onClick={() => setDeleting(c)}
              testId="client-delete"
            />
          </Group>
        )}
        searchPlaceholder={t('clients.list.search')}
        filtered={Boolean(type || status)}
        toolbar={toolbar}
        emptyState={
          keyword || type || status ? undefined : (
            <EmptyState
              icon={<IconUsers size={28} />}
              title={t('clients.list.emptyTitle')}
              description={t('clients.list.emptyText')}
              action={
                <Button component={Link} to="/loyalty/clients/add" leftSection={<IconUserPlus size={16} />}>
                  {t('clients.actions.new')}
                </Button>
              }
            />
          )
        }
        testId="clients-table"
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('clients.delete.title')}
        message={t('clients.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('clients.actions.delete')}
        loading={commands.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const c = deleting;
          if (!c) return;
          commands.remove.mutate(c.id, {
            onSuccess: () => {
              notifySuccess({ message: t('clients.notify.deleted', { name: c.name }) });
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}

// A client's orders on their profile (product-spec §2, /loyalty/clients/:id): every store the user sees, newest first,
// paged and sorted by the server, searchable by ticket or order number; a row opens the order.
import type { Command } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableServerState } from '../../../components/data-table/data-table.types';
import { toCommandsSort } from '../commands-sort';
import { useClientOrders } from '../hooks/use-commands';
import { useCommandColumns } from './command-columns';

export function ClientOrders({ clientId, clientName }: { clientId: number; clientName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 10, search: '', sort: null });
  const q = useClientOrders(clientId, {
    page: table.page,
    limit: table.pageSize,
    keyword: table.search.trim() || undefined,
    sort: toCommandsSort(table.sort),
  });
  const columns = useCommandColumns().filter((c) => c.key !== 'client');
  return (
    <DataTable<Command>
      tableId="client-orders"
      testId="client-orders"
      columns={columns}
      rows={q.data?.data ?? []}
      rowKey={(c) => c.id}
      loading={q.isLoading}
      fetching={q.isFetching && q.isPlaceholderData}
      exportName={`${t('routes.commands')} — ${clientName}`}
      onRowClick={(c) => void navigate(`/command/${c.id}/planning`)}
      searchPlaceholder={t('commands.searchTicket')}
      server={{ total: q.data?.total ?? 0, state: table, onStateChange: setTable }}
    />
  );
}

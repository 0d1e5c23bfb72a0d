// The /command table's sort as the order lists' `sort` (api-spec 7.8 lists; ours: "-" in front for descending).
import type { CommandSort } from '@comptoir/shared';
import type { DataTableServerState } from '../../components/data-table/data-table.types';

/** Table column → the server's sort field; the other columns do not sort. */
const SORTABLE: Record<string, 'created_at' | 'total' | 'ticketNumber'> = { ticket: 'ticketNumber', date: 'created_at', total: 'total' };

export function toCommandsSort(sort: DataTableServerState['sort']): CommandSort | undefined {
  const field = sort ? SORTABLE[sort.key] : undefined;
  if (!sort || !field) return undefined;
  return sort.direction === 'desc' ? `-${field}` : field;
}

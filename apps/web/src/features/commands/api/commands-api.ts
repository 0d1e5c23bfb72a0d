// Orders (api-spec 7.8): the store's orders paged by the server with their filters, one order with its lines,
// payments and state history, and a state change (validate, deliver, archive, cancel, refund) with an approval.
import type { Command, CommandDetail, CommandPlanningData, CommandSort, CommandStateData } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export interface CommandsQuery {
  page: number;
  limit: number;
  type?: string;
  mode?: string;
  notPayed?: '1';
  withRemise?: '1';
  from?: string;
  to?: string;
  /** A ticket number, order id, or part of the client's name or phone. */
  keyword?: string;
  sort?: CommandSort;
}
export interface CommandsPage {
  data: Command[];
  total: number;
  page: number;
  limit: number;
}

export const commandsKeys = {
  all: ['commands'] as const,
  list: (storeId: number, q: CommandsQuery) => [...commandsKeys.all, 'list', storeId, q] as const,
  ofClient: (clientId: number, q: CommandsQuery) => [...commandsKeys.all, 'list', 'client', clientId, q] as const,
  detail: (id: number) => [...commandsKeys.all, 'detail', id] as const,
};

export const commandsApi = {
  byStore: (storeId: number, q: CommandsQuery, signal?: AbortSignal) =>
    api.get<CommandsPage>(`/Commands/ByMagasin/${storeId}/`, { query: { ...q }, signal, withoutLoader: true }),
  /** A client's orders in every store the user sees (the client's profile). */
  byClient: (clientId: number, q: CommandsQuery, signal?: AbortSignal) =>
    api.get<CommandsPage>(`/Commands/ByClient/${clientId}`, { query: { ...q }, signal, withoutLoader: true }),
  detail: (id: number) => api.get<CommandDetail>(`/Command/${id}`),
  /** A state change; 422 on `approval` asks for a manager's code, which is then sent with the same change. */
  move: (id: number, body: CommandStateData, key: string) =>
    api.patch<CommandDetail>(`/Command/${id}/state`, body, { headers: { 'idempotency-key': key }, expectedStatuses: [403, 422] }),
  /** A production planning move (plannified, in_production, ready, lost). */
  plan: (id: number, body: CommandPlanningData) => api.patch<CommandDetail>(`/Command/${id}/planning`, body),
};

// Orders (api-spec 7.8): the store's orders paged by the server with their filters, one order with its lines,
// payments and state history, and a state change (validate, deliver, archive, cancel, refund) with an approval.
import type {
  AddEchangeData,
  Command,
  CommandDetail,
  CommandPlanningData,
  CommandSort,
  CommandStateData,
  Session,
  UpdateCommandData,
} from '@comptoir/shared';
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
  /** One register session's orders (/command?caisseId=). */
  caisseId?: number;
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
  /** One register session's orders, with the same filters (GET /Commands/ByCaisse/{id}). */
  byCaisse: (caisseId: number, q: CommandsQuery, signal?: AbortSignal) =>
    api.get<CommandsPage>(`/Commands/ByCaisse/${caisseId}/`, { query: { ...q, caisseId: undefined }, signal, withoutLoader: true }),
  /** The store's open register sessions: where money paid back goes out from (none readable without the cash right). */
  openSessions: (storeId: number) =>
    api
      .get<Session[]>(`/Caisse/getOpened/byMagasin/${storeId}`, { expectedStatuses: [403], withoutLoader: true })
      .catch(() => [] as Session[]),
  /** What may change on an open order: client, notes, source, reminder (PATCH /UpdateCommand/{id}). */
  update: (id: number, body: UpdateCommandData) => api.patch<CommandDetail>(`/UpdateCommand/${id}`, body, { expectedStatuses: [403, 422] }),
  /** A client's orders in every store the user sees (the client's profile). */
  byClient: (clientId: number, q: CommandsQuery, signal?: AbortSignal) =>
    api.get<CommandsPage>(`/Commands/ByClient/${clientId}`, { query: { ...q }, signal, withoutLoader: true }),
  detail: (id: number) => api.get<CommandDetail>(`/Command/${id}`),
  /** A state change; 422 on `approval` asks for a manager's code, which is then sent with the same change. */
  move: (id: number, body: CommandStateData, key: string) =>
    api.patch<CommandDetail>(`/Command/${id}/state`, body, { headers: { 'idempotency-key': key }, expectedStatuses: [403, 422] }),
  /** An exchange (POST /Command/{id}/AddEchange): lines back, new lines out, the difference paid or paid back. The key
   *  is the body's uuid too: the same exchange sent again (with a manager's code) is one exchange. */
  exchange: (id: number, body: Omit<AddEchangeData, 'uuid'>, key: string) =>
    api.post<CommandDetail>(
      `/Command/${id}/AddEchange`,
      { ...body, uuid: key },
      { headers: { 'idempotency-key': key }, expectedStatuses: [403, 409, 422] },
    ),
  /** A production planning move (plannified, in_production, ready, lost). */
  plan: (id: number, body: CommandPlanningData) => api.patch<CommandDetail>(`/Command/${id}/planning`, body),
};

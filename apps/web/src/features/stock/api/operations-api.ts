// Calls of api-spec 7.7 'StockOperation': the operations list (paged, filtered), one operation with its lines and
// timeline, creating an expedition (a draft) or a loss (applied at once), and the steps send, receive and cancel.
import type {
  StockDestination,
  StockOperation,
  Lab,
  StockOperationBody,
  StockOperationCountAnswer,
  StockOperationCountBody,
  StockOperationKind,
  StockTimelinePage,
  StockOperationReceiveBody,
  StockOperationsPage,
  StockOperationState,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import type { PageQuery } from './stock-api';

export interface OperationsQuery extends PageQuery {
  state?: StockOperationState;
  type?: StockOperationKind;
  /** A store, as sender or receiver. */
  entityId?: number;
}

/** The steps of an expedition after its creation. */
export type OperationStep = 'send' | 'receive' | 'cancel' | 'close';

// The form shows a 422 under its fields and a 409 (someone else moved the operation on) as its own notice.
const SHOWN_HERE = { expectedStatuses: [409, 422] } as const;

export const operationsApi = {
  list: (q: OperationsQuery, signal?: AbortSignal) =>
    api.get<StockOperationsPage>('/StockOperation', { query: { ...q }, signal, withoutLoader: true }),
  /** Every store of the company an expedition may go to (not only the user's). */
  destinations: (signal?: AbortSignal) => api.get<StockDestination[]>('/StockOperation/destinations', { signal, withoutLoader: true }),
  get: (id: number, signal?: AbortSignal) => api.get<StockOperation>(`/StockOperation/${id}`, { signal, withoutLoader: true }),
  create: (body: StockOperationBody) => api.post<StockOperation>('/StockOperation', body, { expectedStatuses: [422] }),
  send: (id: number, note?: string | null) => api.patch<StockOperation>(`/StockOperation/${id}/send`, { note }, SHOWN_HERE),
  receive: (id: number, body: StockOperationReceiveBody) => api.patch<StockOperation>(`/StockOperation/${id}/receive`, body, SHOWN_HERE),
  cancel: (id: number, note?: string | null) => api.patch<StockOperation>(`/StockOperation/${id}/cancel`, { note }, SHOWN_HERE),
  close: (id: number, note?: string | null) => api.patch<StockOperation>(`/StockOperation/${id}/close`, { note }, SHOWN_HERE),
  /** One counted line, saved as it is entered (a retry of the same line writes nothing more). */
  count: (id: number, body: StockOperationCountBody) =>
    api.patch<StockOperationCountAnswer>(`/StockOperation/${id}/count`, body, { ...SHOWN_HERE, withoutLoader: true }),
  /** Every step of every operation the user sees, newest first. */
  timeline: (q: PageQuery & { type?: StockOperationKind }, signal?: AbortSignal) =>
    api.get<StockTimelinePage>('/StockOperation/timeline', { query: { ...q }, signal, withoutLoader: true }),
  labs: (signal?: AbortSignal) => api.get<Lab[]>('/Lab', { signal, withoutLoader: true }),
};

// Cash-register calls (api-spec 7.8): registers, sessions (open, detail, close), denominations, operations, methods.
// Repeatable writes carry a client-generated key (Idempotency-Key) so a retried request is applied once.
import type { Billet, CashRegister, CommandSummary, Operation, PaymentMethod, Session, SessionDetail, ZReport } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export type OpenSessionInput = { registerId: number; billets: { billetId: number; quantity: number }[] };
export type CloseSessionInput = {
  counted: { modePayment: string; amount: number }[];
  billets?: { billetId: number; quantity: number }[];
  note?: string;
  approval?: { code: string; userId?: number };
};
export type OperationInput = {
  caisseId: number;
  type: string;
  subType?: string;
  modePayment: string;
  amount: number;
  reason?: string;
  approval?: { code: string };
};
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}
export interface CreditEntry {
  command: CommandSummary;
  magasinName: string;
  remaining: number;
  repayments: Operation[];
}
export interface ListQuery {
  page?: number;
  limit?: number;
  type?: string;
  from?: string;
  to?: string;
  keyword?: string;
}
export interface OperationsPage {
  data: Operation[];
  total: number;
  page: number;
  limit: number;
}

/** A fresh key per user action: a retry of the same action reuses it. */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

export const caisseApi = {
  registers: (storeId: number) => api.get<CashRegister[]>(`/Magasin/${storeId}/Registers`),
  saveRegister: (body: { id?: number; magasinId: number; intitule: string }) => api.post<CashRegister>('/Register', body),
  billets: (currencyTag?: string) => api.get<Billet[]>('/CalendarDayEntity/Billets', { query: { currencyTag } }),
  open: (body: OpenSessionInput, key: string) => api.post<SessionDetail>('/Caisse/open', body, keyed(key)),
  detail: (id: number) => api.get<SessionDetail>(`/Caisse/${id}/getDetail`),
  zReport: (id: number) => api.get<ZReport>(`/Caisse/${id}/zReport`),
  close: (id: number, body: CloseSessionInput, key: string) =>
    api.post<SessionDetail>(`/Caisse/${id}/close`, body, { ...keyed(key), expectedStatuses: [403, 422] }),
  addOperation: (body: OperationInput, key: string) =>
    api.post<Operation>('/CaisseOperations/add', body, { ...keyed(key), expectedStatuses: [403, 422] }),
  operationsByCaisse: (id: number, query: { page?: number; limit?: number; type?: string }) =>
    api.get<OperationsPage>(`/Operations/ByCaisse/${id}`, { query }),
  methods: (storeId?: number | null) =>
    api.get<PaymentMethod[]>(storeId ? `/Operation/Methods?magasinId=${storeId}` : '/Operation/Methods'),
  closedByStore: (storeId: number, query: ListQuery) =>
    api.get<Page<Session>>(`/Caisse/getClosed/byMagasin/${storeId}`, { query: { ...query } }),
  operationsByStore: (storeId: number, query: ListQuery) =>
    api.get<OperationsPage>(`/Operations/ByMagasin/${storeId}`, { query: { ...query } }),
  credits: (query: ListQuery) => api.get<Page<CreditEntry> & { remaining: number }>('/Credits/Journal', { query: { ...query } }),
  creditsExport: (query: ListQuery) =>
    api.getBlob('/Credits/Journal/Export', { query: { keyword: query.keyword, from: query.from, to: query.to } }),
};

// Calls of shipping (api-spec 7.11 and ours: an order's shipping, the dashboard, the cash on delivery) and their keys.
import type {
  BlCommands,
  CollectionsAnswer,
  ShippingBatchAnswer,
  ShippingBatchBody,
  ShippingCommand,
  ShippingDashboard,
  ShippingDetail,
  ShippingInfoBody,
  ShippingInitInfo,
  ShippingKanban,
  ShippingMove,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export interface ShippingFilters {
  keyword?: string;
  state?: string;
  magasinId?: number;
  deliveryManId?: number;
  transportCompanyId?: number;
  source?: string;
  from?: string;
  to?: string;
  late?: boolean;
}

/** The spec's path of each batch move. */
export const BATCH_PATHS: Record<Exclude<ShippingMove, 'reserve'>, string> = {
  pack: 'PackCommands',
  unpack: 'UnpackCommands',
  pending: 'addCommandsToPending',
  delivering: 'addCommandsToDelivering',
  delivered: 'addCommandsToDelivered',
  returned: 'addCommandsToReturned',
  payed_and_archived: 'addCommandsToPayedAndArchived',
};

const q = (f: ShippingFilters) => ({ ...f, late: f.late ? '1' : undefined });

export const shippingKeys = {
  all: ['shipping'] as const,
  init: () => [...shippingKeys.all, 'init'] as const,
  list: (f: ShippingFilters & { page: number; limit: number }) => [...shippingKeys.all, 'list', f] as const,
  kanban: (f: ShippingFilters) => [...shippingKeys.all, 'kanban', f] as const,
  round: (date: string) => [...shippingKeys.all, 'round', date] as const,
  detail: (id: number) => [...shippingKeys.all, 'detail', id] as const,
  bl: (id: number) => [...shippingKeys.all, 'bl', id] as const,
  dashboard: (magasinId: number | null) => [...shippingKeys.all, 'dashboard', magasinId] as const,
  collections: (status: string) => [...shippingKeys.all, 'collections', status] as const,
};

export const shippingApi = {
  init: () => api.get<ShippingInitInfo>('/Shipping/initInfo', { withoutLoader: true }),
  list: (f: ShippingFilters & { page: number; limit: number }, signal?: AbortSignal) =>
    api.get<{ data: ShippingCommand[]; total: number }>('/Shipping/commands', { query: q(f), signal, withoutLoader: true }),
  kanban: (f: ShippingFilters, signal?: AbortSignal) =>
    api.get<ShippingKanban>('/Shipping/commands/kanban', { query: q(f), signal, withoutLoader: true }),
  round: (date: string, signal?: AbortSignal) =>
    api.get<ShippingCommand[]>('/Shipping/GetCommandsBy', { query: { date }, signal, withoutLoader: true, allowOffline: true }),
  detail: (id: number) => api.get<ShippingDetail>(`/Shipping/${id}`, { withoutLoader: true }),
  processing: (ticket: string) => api.get<ShippingCommand[]>('/Shipping/Proccessing/Command', { query: { ticket } }),
  bl: (transportCompanyId: number) => api.get<BlCommands>(`/Shipping/GetBlCommands/${transportCompanyId}`),
  dashboard: (magasinId: number | null) =>
    api.get<ShippingDashboard>('/Shipping/dashboard', { query: { magasinId: magasinId ?? undefined }, withoutLoader: true }),
  collections: (status: string) => api.get<CollectionsAnswer>('/Shipping/collections', { query: { status }, withoutLoader: true }),
  info: (id: number, body: ShippingInfoBody) => api.post<ShippingCommand>(`/Shipping/${id}/info`, body),
  reserve: (commandIds: number[], info: ShippingInfoBody = {}) =>
    api.post<ShippingBatchAnswer>('/Shipping/ReserveCommands', { commandIds, ...info }),
  move: (move: ShippingMove, body: ShippingBatchBody) =>
    move === 'reserve'
      ? shippingApi.reserve(body.commandIds.map(Number))
      : api.patch<ShippingBatchAnswer>(`/Shipping/${BATCH_PATHS[move]}`, body),
  report: (transportCompanyId: number, lines: { commandId: number; amount: number }[], clientId: string) =>
    api.post<{ reported: number; amount: number }>(
      '/Shipping/collections/report',
      { transportCompanyId, lines, clientId },
      { headers: { 'idempotency-key': clientId } },
    ),
  reconcile: (caisseId: number, collectionIds: number[], clientId: string) =>
    api.post<{ reconciled: number; amount: number }>(
      '/Shipping/collections/reconcile',
      { caisseId, collectionIds, clientId },
      { headers: { 'idempotency-key': clientId } },
    ),
};

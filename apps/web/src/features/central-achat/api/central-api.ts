// Calls of central purchasing (api-spec 7.14; the order's steps and the warehouse's list are ours, named in
// docs/decisions.md) and their queries.
import type {
  AchatCharts,
  CentralInitData,
  CentralOrder,
  CentralOrderBody,
  CentralOrderState,
  CentralOrderable,
  CentralOrdersPage,
  CentralPlanAnswer,
  CentralProductsBody,
  CentralProductsSum,
  CentralSerialImportAnswer,
  StockOperationReceiveBody,
} from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fileNameOf, saveBlob } from '../../../lib/download';

export interface Period {
  from: string;
  to: string;
}
const period = (p: Period) => ({ fromDate: p.from || undefined, toDate: p.to || undefined });
const CA = '/CentralAchat';

export type OrderStep = 'send' | 'cancel' | 'prepare' | 'ship' | 'receive';

export const centralApi = {
  storeOrders: (storeId: number, q: Period & { state?: CentralOrderState; offset: number; limit: number }, signal?: AbortSignal) =>
    api.get<CentralOrdersPage>(`${CA}/commandes/magasin/${storeId}`, {
      query: { ...period(q), state: q.state, offset: q.offset, limit: q.limit },
      signal,
      withoutLoader: true,
    }),
  inbox: (q: Period & { centralAchatId?: number; state?: CentralOrderState; offset: number; limit: number }, signal?: AbortSignal) =>
    api.get<CentralOrdersPage>(`${CA}/commandes`, {
      query: { ...period(q), centralAchatId: q.centralAchatId, state: q.state, offset: q.offset, limit: q.limit },
      signal,
      withoutLoader: true,
    }),
  order: (id: number, signal?: AbortSignal) => api.get<CentralOrder>(`${CA}/commandes/${id}`, { signal, withoutLoader: true }),
  create: (body: CentralOrderBody) => api.post<CentralOrder>(`${CA}/commandes`, body),
  step: (id: number, step: OrderStep, body: StockOperationReceiveBody | { note?: string | null } = {}) =>
    api.patch<CentralOrder>(`${CA}/commandes/${id}/${step}`, body),
  sum: (q: Period & { centralAchatId?: number }, signal?: AbortSignal) =>
    api.get<CentralProductsSum>(`${CA}/commandes/produits`, {
      query: { ...period(q), centralAchatId: q.centralAchatId },
      signal,
      withoutLoader: true,
    }),
  plan: (centralAchatId: number, p: Period) => api.post<CentralPlanAnswer>(`${CA}/commandes/plan`, { centralAchatId, ...period(p) }),
  charts: (q: Period & { entityIdList?: number[]; groupBy: 'day' | 'month' }, signal?: AbortSignal) =>
    api.post<AchatCharts>(
      `${CA}/commandes/magasin/achatCharts`,
      { ...period(q), entityIdList: q.entityIdList, groupBy: q.groupBy },
      { signal, withoutLoader: true },
    ),
  initData: (q: { keyword?: string; supplied?: 'true' | 'false'; offset: number; limit: number }, signal?: AbortSignal) =>
    api.get<CentralInitData>(`${CA}/produit/initData`, { query: { ...q, keyword: q.keyword || undefined }, signal, withoutLoader: true }),
  saveProducts: (body: CentralProductsBody) => api.post<{ saved: number }>(`${CA}/produits`, body),
  orderable: (keyword: string, signal?: AbortSignal) =>
    api.get<CentralOrderable>(`${CA}/produits`, { query: { keyword: keyword || undefined, limit: 20 }, signal, withoutLoader: true }),
  exportSerials: (commandeId: number) => api.postBlob(`${CA}/commandes/export-serial-template`, { commandeId }),
  importSerials: (commandeId: number, file: File) => {
    const data = new FormData();
    data.append('file', file);
    return api.upload<CentralSerialImportAnswer>(`${CA}/commandes/import-serial-template?commandeId=${commandeId}`, data);
  },
  centralAchats: (signal?: AbortSignal) => api.get<{ id: number; intitule: string }[]>('/CentralAchats', { signal, withoutLoader: true }),
};

export const centralKeys = {
  all: ['stock', 'central'] as const,
  storeOrders: (storeId: number, q: object) => [...centralKeys.all, 'store', storeId, q] as const,
  inbox: (q: object) => [...centralKeys.all, 'inbox', q] as const,
  order: (id: number) => [...centralKeys.all, 'order', id] as const,
  sum: (q: object) => [...centralKeys.all, 'sum', q] as const,
  charts: (q: object) => [...centralKeys.all, 'charts', q] as const,
  products: (q: object) => [...centralKeys.all, 'products', q] as const,
  orderable: (k: string) => [...centralKeys.all, 'orderable', k] as const,
  centralAchats: () => [...centralKeys.all, 'warehouses'] as const,
};

export const useStoreOrders = (storeId: number | null, q: Parameters<typeof centralApi.storeOrders>[1]) =>
  useQuery({
    queryKey: centralKeys.storeOrders(storeId ?? 0, q),
    queryFn: ({ signal }) => centralApi.storeOrders(storeId as number, q, signal),
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
  });
export const useInbox = (q: Parameters<typeof centralApi.inbox>[0], enabled = true) =>
  useQuery({
    queryKey: centralKeys.inbox(q),
    queryFn: ({ signal }) => centralApi.inbox(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useOrder = (id: number | null) =>
  useQuery({ queryKey: centralKeys.order(id ?? 0), queryFn: ({ signal }) => centralApi.order(id as number, signal), enabled: id !== null });
export const useProductsSum = (q: Parameters<typeof centralApi.sum>[0], enabled = true) =>
  useQuery({
    queryKey: centralKeys.sum(q),
    queryFn: ({ signal }) => centralApi.sum(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useAchatCharts = (q: Parameters<typeof centralApi.charts>[0], enabled = true) =>
  useQuery({
    queryKey: centralKeys.charts(q),
    queryFn: ({ signal }) => centralApi.charts(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useInitData = (q: Parameters<typeof centralApi.initData>[0], enabled = true) =>
  useQuery({
    queryKey: centralKeys.products(q),
    queryFn: ({ signal }) => centralApi.initData(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useOrderable = (keyword: string) =>
  useQuery({ queryKey: centralKeys.orderable(keyword), queryFn: ({ signal }) => centralApi.orderable(keyword, signal) });
export const useCentralAchats = () =>
  useQuery({ queryKey: centralKeys.centralAchats(), queryFn: ({ signal }) => centralApi.centralAchats(signal) });

/** Any write: the central lists, the stock screens (levels, operations) and the reports follow. */
function useCentralWrite<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: ['stock'] }) });
}
export const useCreateOrder = () => useCentralWrite(centralApi.create);
export const useOrderStep = () =>
  useCentralWrite((v: { id: number; step: OrderStep; body?: StockOperationReceiveBody | { note?: string | null } }) =>
    centralApi.step(v.id, v.step, v.body),
  );
export const usePlan = () =>
  useCentralWrite((v: { centralAchatId: number; period: Period }) => centralApi.plan(v.centralAchatId, v.period));
export const useSaveProducts = () => useCentralWrite(centralApi.saveProducts);
export const useImportSerials = () => useCentralWrite((v: { id: number; file: File }) => centralApi.importSerials(v.id, v.file));
export function useExportSerials() {
  return useMutation({
    mutationFn: (id: number) => centralApi.exportSerials(id),
    onSuccess: ({ blob, headers }, id) => saveBlob(blob, fileNameOf(headers, `serials-${id}.xlsx`)),
  });
}

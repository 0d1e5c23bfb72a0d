// Queries and mutations of shipping; every move invalidates the shipping keys (lists, kanban, round, dashboard).
import type { ShippingBatchAnswer, ShippingBatchBody, ShippingInfoBody, ShippingMove } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shippingApi, shippingKeys, type ShippingFilters } from './shipping-api';

export const useShippingInit = () => useQuery({ queryKey: shippingKeys.init(), queryFn: shippingApi.init, staleTime: 60_000 });

export const useShippingList = (f: ShippingFilters & { page: number; limit: number }) =>
  useQuery({ queryKey: shippingKeys.list(f), queryFn: ({ signal }) => shippingApi.list(f, signal), placeholderData: keepPreviousData });

export const useShippingKanban = (f: ShippingFilters) =>
  useQuery({ queryKey: shippingKeys.kanban(f), queryFn: ({ signal }) => shippingApi.kanban(f, signal), placeholderData: keepPreviousData });

export const useRound = (date: string) =>
  useQuery({ queryKey: shippingKeys.round(date), queryFn: ({ signal }) => shippingApi.round(date, signal) });

export const useShippingDetail = (id: number) =>
  useQuery({ queryKey: shippingKeys.detail(id), queryFn: () => shippingApi.detail(id), enabled: id > 0 });

export const useShippingDashboard = (magasinId: number | null) =>
  useQuery({ queryKey: shippingKeys.dashboard(magasinId), queryFn: () => shippingApi.dashboard(magasinId) });

export const useCollections = (status: string) =>
  useQuery({ queryKey: shippingKeys.collections(status), queryFn: () => shippingApi.collections(status) });

export function useInvalidateShipping() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: shippingKeys.all });
}

export function useShippingMove() {
  const invalidate = useInvalidateShipping();
  return useMutation<ShippingBatchAnswer, unknown, { move: ShippingMove; body: ShippingBatchBody }>({
    mutationFn: ({ move, body }) => shippingApi.move(move, body),
    onSettled: () => invalidate(),
  });
}

export function useSaveInfo(id: number) {
  const invalidate = useInvalidateShipping();
  return useMutation({ mutationFn: (body: ShippingInfoBody) => shippingApi.info(id, body), onSuccess: () => invalidate() });
}

export function useReconcile() {
  const invalidate = useInvalidateShipping();
  return useMutation({
    mutationFn: (v: { caisseId: number; collectionIds: number[]; clientId: string }) =>
      shippingApi.reconcile(v.caisseId, v.collectionIds, v.clientId),
    onSuccess: () => invalidate(),
  });
}

/** A transport company's statement: the cash it collected per delivered order. */
export function useReportCollections() {
  const invalidate = useInvalidateShipping();
  return useMutation({
    mutationFn: (v: { transportCompanyId: number; lines: { commandId: number; amount: number }[]; clientId: string }) =>
      shippingApi.report(v.transportCompanyId, v.lines, v.clientId),
    onSuccess: () => invalidate(),
  });
}

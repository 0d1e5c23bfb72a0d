// Stock operations: the list, one operation, the products a store can send, and the mutations (create, send, receive,
// cancel). A step moves stock, so each invalidates everything under stockKeys.all; a 409 (someone else moved the
// operation on meanwhile) is said once here and the operation reloaded, whichever screen asked.
import type { StockOperationBody, StockOperationKind, StockOperationReceiveBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifyDanger } from '../../../lib/notify';
import { stockKeys } from '../api/keys';
import { operationsApi, type OperationsQuery, type OperationStep } from '../api/operations-api';
import { stockApi } from '../api/stock-api';

export function useOperations(q: OperationsQuery, options: { refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: stockKeys.operationList(q),
    queryFn: ({ signal }) => operationsApi.list(q, signal),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
  });
}

export function useOperation(id: number | null) {
  return useQuery({
    queryKey: stockKeys.operation(id ?? 0),
    queryFn: ({ signal }) => operationsApi.get(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** The stores an expedition may go to: the whole company's, whatever the user's own stores. */
export function useDestinations() {
  return useQuery({
    queryKey: stockKeys.destinations(),
    queryFn: ({ signal }) => operationsApi.destinations(signal),
    staleTime: 60_000,
  });
}

/** A store's tracked products matching 3 characters or more, with what it has of each (the lines' picker). */
export function useStoreProducts(storeId: number | null, keyword: string, entityTypeTag?: string) {
  const q = { offset: 0, limit: 10, keyword, entityTypeTag };
  return useQuery({
    queryKey: stockKeys.status(storeId ?? 0, q),
    queryFn: ({ signal }) => stockApi.status(storeId as number, q, signal),
    enabled: storeId !== null && keyword.length >= 3,
    staleTime: 15_000,
  });
}

export function useCreateOperation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StockOperationBody) => operationsApi.create(body),
    onSuccess: async (op) => {
      qc.setQueryData(stockKeys.operation(op.id), op);
      await qc.invalidateQueries({ queryKey: stockKeys.all });
    },
  });
}

export const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;

type StepInput =
  | { step: 'send' | 'cancel' | 'close'; id: number; note?: string | null }
  | { step: 'receive'; id: number; body: StockOperationReceiveBody };

const run = (v: StepInput) => {
  switch (v.step) {
    case 'send':
      return operationsApi.send(v.id, v.note);
    case 'cancel':
      return operationsApi.cancel(v.id, v.note);
    case 'close':
      return operationsApi.close(v.id, v.note);
    case 'receive':
      return operationsApi.receive(v.id, v.body);
  }
};

export function useOperationStep() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: run,
    onSuccess: async (op) => {
      qc.setQueryData(stockKeys.operation(op.id), op);
      await qc.invalidateQueries({ queryKey: stockKeys.all });
    },
    onError: async (error) => {
      if (!isConflict(error)) return;
      notifyDanger({ title: t('stock.operations.conflict'), message: isApiError(error) ? error.message : '' });
      await qc.invalidateQueries({ queryKey: stockKeys.operations() });
    },
  });
}

export type { OperationStep };

/** The labs the user acts for (a lab in one of their stores, or every lab for a company-wide user). */
export function useLabs() {
  return useQuery({ queryKey: [...stockKeys.all, 'labs'], queryFn: ({ signal }) => operationsApi.labs(signal), staleTime: 60_000 });
}

/** Every step of every operation the user sees, newest first (paged). */
export function useCompanyTimeline(q: { offset: number; limit: number; type?: StockOperationKind }) {
  return useQuery({
    queryKey: [...stockKeys.operations(), 'timeline', q],
    queryFn: ({ signal }) => operationsApi.timeline(q, signal),
    placeholderData: keepPreviousData,
  });
}

// Cash queries and mutations. A mutation keeps its idempotency key until it succeeds, so a retry is the same request.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  caisseApi,
  newIdempotencyKey,
  type CloseSessionInput,
  type ListQuery,
  type OpenSessionInput,
  type OperationInput,
} from '../api/caisse-api';
import { caisseKeys } from '../api/keys';
import { rememberRegister } from '../../pos/till-register';

export function useRegisters(storeId: number | null) {
  return useQuery({
    queryKey: caisseKeys.registers(storeId ?? 0),
    queryFn: () => caisseApi.registers(storeId as number),
    enabled: storeId !== null,
  });
}

export function useBillets(currencyTag?: string) {
  return useQuery({ queryKey: caisseKeys.billets(currencyTag), queryFn: () => caisseApi.billets(currencyTag), staleTime: Infinity });
}

export function useSession(id: number | null) {
  return useQuery({ queryKey: caisseKeys.session(id ?? 0), queryFn: () => caisseApi.detail(id as number), enabled: id !== null && id > 0 });
}

/** The Z report's figures of a closed session. */
export function useZReport(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: caisseKeys.zReport(id ?? 0),
    queryFn: () => caisseApi.zReport(id as number),
    enabled: enabled && id !== null && id > 0,
  });
}

/** The company's payment methods, or with a store those it accepts first, in the order its till shows them. */
export function usePaymentMethods(storeId?: number | null) {
  return useQuery({ queryKey: caisseKeys.methods(storeId), queryFn: () => caisseApi.methods(storeId) });
}

export function useSessionOperations(id: number | null, query: { page: number; limit: number }) {
  return useQuery({
    queryKey: caisseKeys.operations('caisse', id ?? 0, query),
    queryFn: () => caisseApi.operationsByCaisse(id as number, query),
    enabled: id !== null && id > 0,
  });
}

/** The key of the action in progress: the same until it succeeds, then a new one for the next action. */
function useActionKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    reset: () => {
      key.current = null;
    },
  };
}

export function useOpenSession() {
  const queryClient = useQueryClient();
  const key = useActionKey();
  return useMutation({
    mutationFn: (body: OpenSessionInput) => caisseApi.open(body, key.current()),
    onSuccess: async (session) => {
      key.reset();
      // The register opened here is the one this device's till sells on.
      rememberRegister(session.magasinId, session.registerId);
      queryClient.setQueryData(caisseKeys.session(session.id), session);
      await queryClient.invalidateQueries({ queryKey: caisseKeys.registers(session.magasinId) });
    },
  });
}

export function useCloseSession(id: number) {
  const queryClient = useQueryClient();
  const key = useActionKey();
  return useMutation({
    mutationFn: (body: CloseSessionInput) => caisseApi.close(id, body, key.current()),
    onSuccess: async (session) => {
      key.reset();
      queryClient.setQueryData(caisseKeys.session(id), session);
      await queryClient.invalidateQueries({ queryKey: caisseKeys.registers(session.magasinId) });
      await queryClient.invalidateQueries({ queryKey: caisseKeys.all });
    },
    // A refused approval keeps the key: the same closing is sent again with the code.
  });
}

export function useAddOperation() {
  const queryClient = useQueryClient();
  const key = useActionKey();
  return useMutation({
    mutationFn: (body: OperationInput) => caisseApi.addOperation(body, key.current()),
    onSuccess: async (op) => {
      key.reset();
      if (op.caisseId) await queryClient.invalidateQueries({ queryKey: caisseKeys.session(op.caisseId) });
      await queryClient.invalidateQueries({ queryKey: [...caisseKeys.all, 'operations'] });
    },
  });
}

export function useClosedSessions(storeId: number | null, query: ListQuery) {
  return useQuery({
    queryKey: [...caisseKeys.sessions(), 'closed', storeId ?? 0, query],
    queryFn: () => caisseApi.closedByStore(storeId as number, query),
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useStoreOperations(storeId: number | null, query: ListQuery) {
  return useQuery({
    queryKey: caisseKeys.operations('magasin', storeId ?? 0, query),
    queryFn: () => caisseApi.operationsByStore(storeId as number, query),
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCredits(query: ListQuery) {
  return useQuery({
    queryKey: [...caisseKeys.all, 'credits', query],
    queryFn: () => caisseApi.credits(query),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AddEchangeData, CommandStateData } from '@comptoir/shared';
import { newIdempotencyKey } from '../../caisse/api/caisse-api';
import { commandsApi, commandsKeys, type CommandsQuery } from '../api/commands-api';

/** The store's orders, or one register session's when the query names it (`caisseId`). */
export function useStoreCommands(storeId: number | null, q: CommandsQuery) {
  return useQuery({
    queryKey: commandsKeys.list(storeId ?? 0, q),
    queryFn: ({ signal }) => (q.caisseId ? commandsApi.byCaisse(q.caisseId, q, signal) : commandsApi.byStore(storeId as number, q, signal)),
    enabled: storeId !== null || Boolean(q.caisseId),
    placeholderData: keepPreviousData,
  });
}

export function useClientOrders(clientId: number, q: CommandsQuery) {
  return useQuery({
    queryKey: commandsKeys.ofClient(clientId, q),
    queryFn: ({ signal }) => commandsApi.byClient(clientId, q, signal),
    enabled: clientId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCommand(id: number | null) {
  return useQuery({
    queryKey: commandsKeys.detail(id ?? 0),
    queryFn: () => commandsApi.detail(id as number),
    enabled: id !== null && id > 0,
  });
}

/** A state change keeps its key until it succeeds: the same change sent again with a manager's code is one change. */
export function useMoveCommand(id: number) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: (body: CommandStateData) => commandsApi.move(id, body, (key.current ??= newIdempotencyKey())),
    onSuccess: async (order) => {
      key.current = null;
      queryClient.setQueryData(commandsKeys.detail(id), order);
      await queryClient.invalidateQueries({ queryKey: [...commandsKeys.all, 'list'] });
    },
  });
}

/** An exchange keeps its key until it succeeds, as a state change does. */
export function useExchange(id: number) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: (body: Omit<AddEchangeData, 'uuid'>) => commandsApi.exchange(id, body, (key.current ??= newIdempotencyKey())),
    onSuccess: async (order) => {
      key.current = null;
      queryClient.setQueryData(commandsKeys.detail(id), order);
      await queryClient.invalidateQueries({ queryKey: ['commands'] });
    },
  });
}

/** The open register sessions of a store (money paid back goes out through one of them). */
export function useOpenSessions(storeId: number | null) {
  return useQuery({
    queryKey: [...commandsKeys.all, 'openSessions', storeId ?? 0],
    queryFn: () => commandsApi.openSessions(storeId as number),
    enabled: storeId !== null,
  });
}

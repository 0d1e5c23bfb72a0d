// Store queries and mutations; every mutation invalidates the lists (and the detail it changed).
import type { Magasin, MagasinBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceKeys } from '../../devices/api/keys';
import { storeKeys } from '../api/keys';
import { storesApi } from '../api/stores-api';

export function useMagasins(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: storeKeys.list(false), queryFn: storesApi.list, enabled: options.enabled ?? true });
}

export function useTrashedMagasins(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: storeKeys.list(true), queryFn: storesApi.trashed, enabled: options.enabled ?? true });
}

export function useMagasin(id: number | null) {
  return useQuery({
    queryKey: storeKeys.detail(id ?? 0),
    queryFn: () => storesApi.get(id as number),
    enabled: id !== null && id > 0,
  });
}

/** POST /Magasin/: creates the store, or updates it when body.id is given; the store lists are refetched. */
export function useSaveMagasin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MagasinBody) => storesApi.save(body),
    onSuccess: async (saved: Magasin) => {
      queryClient.setQueryData(storeKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
    },
  });
}

export function useDeleteMagasin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => storesApi.remove(id),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: storeKeys.detail(id) });
      // Deleting a store unlinks its devices.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
      ]);
    },
  });
}

export function useRestoreMagasin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => storesApi.restore(id),
    onSuccess: async (restored: Magasin) => {
      queryClient.setQueryData(storeKeys.detail(restored.id), restored);
      await queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
    },
  });
}

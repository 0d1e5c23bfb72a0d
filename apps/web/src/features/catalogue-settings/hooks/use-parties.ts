// Brands and suppliers: a server-mode page of the list, save (create or update) and delete; writes refresh the
// lists and the product form's choices.
import type { CatalogueListQuery } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogue/api/keys';
import { settingsApi, type PartyBody, type PartyKind } from '../api/settings-api';
import { settingsKeys } from '../api/keys';

export function usePartiesPage<K extends PartyKind>(kind: K, q: CatalogueListQuery) {
  return useQuery({
    queryKey: settingsKeys.partyList(kind, q),
    queryFn: () => settingsApi.parties(kind, q),
    placeholderData: keepPreviousData,
  });
}

function useRefresh(kind: PartyKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.parties(kind) }),
      queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'form-data'] }),
    ]);
}

export function useSaveParty<K extends PartyKind>(kind: K) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PartyBody<K> }) => settingsApi.saveParty(kind, body, id),
    onSuccess: refresh,
  });
}

export function useRemoveParty(kind: PartyKind) {
  const refresh = useRefresh(kind);
  return useMutation({ mutationFn: (id: number) => settingsApi.removeParty(kind, id), onSuccess: refresh });
}

// Client queries and mutations; every mutation invalidates what it changes.
import type { ClientBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientsApi, type ClientsListQuery } from '../api/clients-api';
import { clientsKeys } from '../api/keys';

export function useClientsPage(q: ClientsListQuery) {
  return useQuery({
    queryKey: clientsKeys.list(q),
    queryFn: ({ signal }) => clientsApi.list(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientProfile(id: number) {
  return useQuery({ queryKey: clientsKeys.detail(id), queryFn: () => clientsApi.profile(id), enabled: id > 0 });
}

export function useClientEditData(id: number) {
  return useQuery({ queryKey: clientsKeys.edit(id), queryFn: () => clientsApi.editData(id), enabled: id > 0 });
}

export function useClientCreateData() {
  return useQuery({ queryKey: clientsKeys.createData(), queryFn: clientsApi.createData });
}

export function useSaveClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientBody) => clientsApi.save(body),
    onSuccess: async (saved) => {
      await qc.invalidateQueries({ queryKey: clientsKeys.lists() });
      await qc.invalidateQueries({ queryKey: clientsKeys.detail(saved.client.id) });
    },
  });
}

export function useClientCommands() {
  const qc = useQueryClient();
  const refresh = async (id: number) => {
    await qc.invalidateQueries({ queryKey: clientsKeys.lists() });
    await qc.invalidateQueries({ queryKey: clientsKeys.detail(id) });
  };
  return {
    toggleBlock: useMutation({ mutationFn: clientsApi.toggleBlock, onSuccess: (c) => refresh(c.id) }),
    remove: useMutation({ mutationFn: (id: number) => clientsApi.remove(id), onSuccess: (_, id) => refresh(id) }),
    reset: useMutation({ mutationFn: clientsApi.reset, onSuccess: (c) => refresh(c.id) }),
    import: useMutation({ mutationFn: clientsApi.import, onSuccess: () => qc.invalidateQueries({ queryKey: clientsKeys.lists() }) }),
  };
}

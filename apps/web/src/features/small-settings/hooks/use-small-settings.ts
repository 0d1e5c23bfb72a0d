// Queries and mutations of the small settings; each write refreshes the lists it changes (a kind's live and trashed
// lists; a nature's types; a store's payment modes, the till's included).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caisseKeys } from '../../caisse/api/keys';
import { smallSettingsKeys } from '../api/keys';
import { smallSettingsApi, type KindBody, type NamedKind } from '../api/small-settings-api';

export function useNamedList<K extends NamedKind>(kind: K, trashed = false, enabled = true) {
  return useQuery({ queryKey: smallSettingsKeys.list(kind, trashed), queryFn: () => smallSettingsApi.list(kind, trashed), enabled });
}

function useRefresh(kind: NamedKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: smallSettingsKeys.kind(kind) }),
      // A nature takes its types along to the trash and back.
      kind === 'nature' ? queryClient.invalidateQueries({ queryKey: smallSettingsKeys.kind('type') }) : null,
      kind === 'paper' ? queryClient.invalidateQueries({ queryKey: [...smallSettingsKeys.all, 'report'] }) : null,
    ]);
}

export function useSaveNamed<K extends NamedKind>(kind: K) {
  const refresh = useRefresh(kind);
  return useMutation({ mutationFn: (body: KindBody[K]) => smallSettingsApi.save(kind, body), onSuccess: refresh });
}

export function useRemoveNamed(kind: NamedKind) {
  const refresh = useRefresh(kind);
  return useMutation({ mutationFn: (id: number) => smallSettingsApi.remove(kind, id), onSuccess: refresh });
}

export function useRestoreNamed(kind: NamedKind) {
  const refresh = useRefresh(kind);
  return useMutation({ mutationFn: (id: number) => smallSettingsApi.restore(kind, id), onSuccess: refresh });
}

export function useInstruction(id: number | null) {
  return useQuery({
    queryKey: smallSettingsKeys.instruction(id ?? 0),
    queryFn: () => smallSettingsApi.instruction(id as number),
    enabled: id !== null && id > 0,
  });
}

export function useStoreMethods(magasinId: number | null) {
  return useQuery({
    queryKey: caisseKeys.methods(magasinId),
    queryFn: () => smallSettingsApi.storeMethods(magasinId as number),
    enabled: magasinId !== null,
  });
}

export function useCompanyMethods() {
  return useQuery({ queryKey: caisseKeys.methods(), queryFn: smallSettingsApi.companyMethods });
}

export function useSaveStoreMethods(magasinId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) => smallSettingsApi.saveStoreMethods(magasinId as number, tags),
    onSuccess: (answer) => {
      queryClient.setQueryData(caisseKeys.methods(magasinId), answer);
      return queryClient.invalidateQueries({ queryKey: caisseKeys.methods(magasinId) });
    },
  });
}

export function useCommandReport(magasinId: number | null) {
  return useQuery({
    queryKey: smallSettingsKeys.report(magasinId ?? 0),
    queryFn: () => smallSettingsApi.report(magasinId as number),
    enabled: magasinId !== null && magasinId > 0,
  });
}

export function useSaveCommandReport(magasinId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof smallSettingsApi.saveReport>[1]) => smallSettingsApi.saveReport(magasinId, body),
    onSuccess: (answer) => queryClient.setQueryData(smallSettingsKeys.report(magasinId), answer),
  });
}

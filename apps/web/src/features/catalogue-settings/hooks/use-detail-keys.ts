// Type-size: the variant attributes (DetailKey) with their values; writes refresh the product form's choices too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogue/api/keys';
import { settingsApi, type DetailKeyBody } from '../api/settings-api';
import { settingsKeys } from '../api/keys';

export function useDetailKeys() {
  return useQuery({ queryKey: settingsKeys.detailKeys(), queryFn: () => settingsApi.detailKeys() });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.detailKeys() }),
      queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'form-data'] }),
    ]);
}

export function useSaveDetailKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DetailKeyBody }) => settingsApi.saveDetailKey(body, id),
    onSuccess: refresh,
  });
}

export function useRemoveDetailKey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => settingsApi.removeDetailKey(id), onSuccess: refresh });
}

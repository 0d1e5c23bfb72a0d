// The client queue of the day: refreshed every `interval` seconds (config client_queue_interval_time); adding and
// moving entries refresh it at once. Client choices for "add to queue" come from GET /Client/select/data (3+ characters).
import { CLIENT_SEARCH_MIN, type QueueState } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientsApi } from '../api/clients-api';
import { clientsKeys } from '../api/keys';

export function useQueue(magasinId: number | undefined, all: boolean) {
  return useQuery({
    queryKey: [...clientsKeys.queue(), { magasinId, all }],
    queryFn: () => clientsApi.queue({ magasinId, all }),
    refetchInterval: (q) => (q.state.data?.interval ?? 30) * 1000,
    refetchIntervalInBackground: false,
  });
}

export function useClientChoices(keyword: string) {
  const enabled = keyword.trim().length >= CLIENT_SEARCH_MIN;
  return useQuery({
    queryKey: [...clientsKeys.all, 'choices', keyword.trim()],
    queryFn: () => clientsApi.select(keyword.trim()),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useQueueCommands() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: clientsKeys.queue() });
  return {
    add: useMutation({
      mutationFn: (v: { clientId: number; magasinId?: number | null }) => clientsApi.queueAdd(v.clientId, v.magasinId),
      onSuccess: refresh,
    }),
    move: useMutation({ mutationFn: (v: { id: number; status: QueueState }) => clientsApi.queueMove(v.id, v.status), onSuccess: refresh }),
  };
}

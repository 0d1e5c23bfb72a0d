// Channels (canals): the list (the defaults are made on first visit), add, delete, what a channel hides in a store,
// and what it shows (root categories, prices) page by page.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsApi, type ChannelExceptions } from '../api/settings-api';
import { settingsKeys } from '../api/keys';

/** GET /makeChannelstable/ creates the default channels once (idempotent) and answers every channel. */
export function useChannels() {
  return useQuery({ queryKey: settingsKeys.channels(), queryFn: () => settingsApi.makeDefaultChannels() });
}

export function useAddChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { label: string; tag: string; isActive: boolean }) => settingsApi.addChannel(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.channels() }),
  });
}

export function useRemoveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => settingsApi.removeChannel(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.channels() }),
  });
}

export function useChannelExceptions(channelId: number, magasinId: number) {
  return useQuery({
    queryKey: settingsKeys.exceptions(channelId, magasinId),
    queryFn: () => settingsApi.exceptions(channelId, magasinId),
    enabled: channelId > 0 && magasinId > 0,
    retry: false,
  });
}

export function useSaveExceptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelExceptions) => settingsApi.saveExceptions(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.exceptions(saved.channelId, saved.magasinId ?? 0), saved);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.channels() });
    },
  });
}

/** Root categories of a channel in a store, one page (the count of the details tab). */
export function useChannelRootCategories(channelId: number, magasinId: number, CurrencyTag: string) {
  const q = { magasinId, page: 1, limit: 1, CurrencyTag };
  return useQuery({
    queryKey: settingsKeys.root('categories', channelId, q),
    queryFn: () => settingsApi.rootCategories(channelId, q),
    enabled: channelId > 0 && magasinId > 0,
    retry: false,
  });
}

/** Every price a channel sells in a store and currency: the pages of 200 read one after the other, so the table can
 *  search and sort them (the call itself has neither). */
export function useChannelProducts(channelId: number, magasinId: number, CurrencyTag: string) {
  return useQuery({
    queryKey: settingsKeys.root('products', channelId, { magasinId, CurrencyTag }),
    queryFn: async () => {
      const out: Record<string, unknown>[] = [];
      for (let page = 1; page <= 50; page++) {
        const answer = await settingsApi.rootProducts(channelId, { magasinId, page, limit: 200, CurrencyTag });
        out.push(...answer.data);
        if (out.length >= answer.total || answer.data.length === 0) break;
      }
      return out;
    },
    enabled: channelId > 0 && magasinId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

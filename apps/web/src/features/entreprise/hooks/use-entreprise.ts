// The signed-in company (GET /Entreprise), its form (PATCH /Entreprise) and its settings by key (POST /Entreprise/addConfig).
import type { ConfigKey, EntrepriseFetch, EntreprisePatch } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { setCurrency } from '../../../lib/currency';
import { authKeys } from '../../auth/api/keys';
import { entrepriseApi, type ConfigEntryValue } from '../api/entreprise-api';
import { entrepriseKeys } from '../api/keys';

export function useEntreprise(enabled = true) {
  return useQuery({ queryKey: entrepriseKeys.detail(), queryFn: entrepriseApi.fetch, enabled });
}

/** The company's settings as a map (absent keys are undefined). */
export function useEntrepriseConfig(): { config: Partial<Record<ConfigKey, ConfigEntryValue>>; isLoading: boolean } {
  const query = useEntreprise();
  const config = useMemo(
    () =>
      Object.fromEntries((query.data?.entrepriseConfig ?? []).map((c) => [c.key, c.value])) as Partial<Record<ConfigKey, ConfigEntryValue>>,
    [query.data],
  );
  return { config, isLoading: query.isLoading };
}

/** Saves the company form; the header and home read the company from the signed-in user, so that is refetched too. */
export function useUpdateEntreprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EntreprisePatch) => entrepriseApi.update(patch),
    onSuccess: async (data: EntrepriseFetch) => {
      queryClient.setQueryData(entrepriseKeys.detail(), data);
      setCurrency(data.entreprise.currencyTag);
      await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}

/** One setting saved by key; the cached company answer is updated in place (optimistically, rolled back on error). */
export function useAddConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: ConfigKey; value: ConfigEntryValue }) => entrepriseApi.addConfig({ key, value }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: entrepriseKeys.detail() });
      const previous = queryClient.getQueryData<EntrepriseFetch>(entrepriseKeys.detail());
      if (previous) {
        const others = previous.entrepriseConfig.filter((c) => c.key !== key);
        queryClient.setQueryData<EntrepriseFetch>(entrepriseKeys.detail(), { ...previous, entrepriseConfig: [...others, { key, value }] });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(entrepriseKeys.detail(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: entrepriseKeys.detail() }),
  });
}

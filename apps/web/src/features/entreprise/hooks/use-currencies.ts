// THE currencies hook of the app (GET /currencies, cached 15 minutes as product-spec §9 says) and rate corrections.
import { CACHE_MS } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entrepriseApi } from '../api/entreprise-api';
import { currencyKeys } from '../api/keys';

export function useCurrencies(enabled = true) {
  return useQuery({
    queryKey: currencyKeys.list(),
    queryFn: () => entrepriseApi.currencies(),
    staleTime: CACHE_MS.currencies,
    gcTime: CACHE_MS.currencies,
    enabled,
  });
}

export function useSetCurrencyRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, value }: { tag: string; value: number }) => entrepriseApi.setCurrencyRate(tag, value),
    // Every screen (company, store form, setup) reads the one cached list: refresh it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
  });
}

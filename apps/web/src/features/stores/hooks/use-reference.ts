// Currencies (cached 15 minutes, product-spec §4), countries and the cities of one country.
import { CACHE_MS } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { referenceKeys } from '../api/keys';
import { referenceApi } from '../api/reference-api';

export function useCurrencies() {
  return useQuery({
    queryKey: referenceKeys.currencies(),
    queryFn: referenceApi.currencies,
    staleTime: CACHE_MS.currencies,
    gcTime: CACHE_MS.currencies,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries(),
    queryFn: referenceApi.countries,
    staleTime: Infinity,
    select: (answer) => answer.countries,
  });
}

export function useCities(countryId: number | null) {
  return useQuery({
    queryKey: [...referenceKeys.all, 'cities', countryId ?? 0] as const,
    queryFn: () => referenceApi.cities(countryId as number),
    enabled: countryId !== null && countryId > 0,
    staleTime: Infinity,
  });
}

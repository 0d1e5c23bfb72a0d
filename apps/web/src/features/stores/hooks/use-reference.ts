// Countries and the cities of one country (currencies: useCurrencies of features/entreprise/hooks/use-currencies).
import { useQuery } from '@tanstack/react-query';
import { referenceKeys } from '../api/keys';
import { referenceApi } from '../api/reference-api';

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

// The prices of the promotions screen (server mode) and the one write: promo price and end date on many prices.
import type { CatalogueListQuery } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogue/api/keys';
import { settingsApi, type PriceByLot } from '../api/settings-api';
import { settingsKeys } from '../api/keys';

export function usePricesPage(q: CatalogueListQuery) {
  return useQuery({
    queryKey: settingsKeys.priceList(q),
    queryFn: ({ signal }) => settingsApi.prices(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePromoByLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceByLot) => settingsApi.byLot(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

// The client catalogue's data: every visible product of the chosen store (filtered, sorted and paged in the browser)
// and one product for its page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storefrontApi } from '../../catalogue/api/storefront-api';

export const useStorefront = (magasinId: number | null) =>
  useQuery({
    queryKey: ['storefront', 'catalogue', magasinId],
    queryFn: ({ signal }) => storefrontApi.catalogue(magasinId, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useStoreProduct = (id: number) =>
  useQuery({
    queryKey: ['storefront', 'product', id],
    queryFn: ({ signal }) => storefrontApi.product(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

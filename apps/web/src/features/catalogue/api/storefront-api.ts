// The client-facing catalogue's calls (ours): the catalogue page's products, one product for /loyalty/product/{id}, a
// view of it and the account's rating.
import type { StoreProductDetail, StoreRatingAnswer, StorefrontCatalogue } from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { getCurrency } from '../../../lib/currency';

export const storefrontApi = {
  catalogue: (magasinId: number | null, signal?: AbortSignal) =>
    api.get<StorefrontCatalogue>('/storefront/catalogue', {
      query: { magasinId: magasinId ?? undefined, currencyTag: getCurrency() },
      signal,
      withoutLoader: true,
    }),
  product: (id: number, signal?: AbortSignal) => api.get<StoreProductDetail>(`/storefront/product/${id}`, { signal, withoutLoader: true }),
  view: (id: number) => api.post<{ views: number }>(`/storefront/product/${id}/view`, undefined, { withoutLoader: true }),
  rate: (id: number, rating: number) => api.put<StoreRatingAnswer>(`/storefront/product/${id}/rating`, { rating }),
};

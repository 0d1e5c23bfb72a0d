// The client-facing catalogue's calls (ours): the catalogue page's products and one product for /loyalty/product/{id}.
import type { StoreProductDetail, StorefrontCatalogue } from '@comptoir/shared';
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
};

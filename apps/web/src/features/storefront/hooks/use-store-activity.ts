// A product page counts one view when it opens (once per page, even under React's double effects in development) and
// lets the account rate the product; both refresh the catalogue's counts.
import type { StoreProductDetail } from '@comptoir/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { storefrontApi } from '../../catalogue/api/storefront-api';

export function useCountView(id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || counted.current === id) return;
    counted.current = id;
    storefrontApi
      .view(id)
      .then(({ views }) => {
        queryClient.setQueryData<StoreProductDetail>(['storefront', 'product', id], (old) => (old ? { ...old, views } : old));
        return queryClient.invalidateQueries({ queryKey: ['storefront', 'catalogue'] });
      })
      .catch(() => undefined); // a lost view is not worth an error in the shopper's face
  }, [id, enabled, queryClient]);
}

export function useRateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => storefrontApi.rate(id, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['storefront'] }),
  });
}

// Queries and mutations of the e-commerce synchronisation; each run refreshes the status (last run, failures).
import type { ShopConnectBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ecommerceApi, ecommerceKeys } from './ecommerce-api';

export const useSyncStatus = () => useQuery({ queryKey: ecommerceKeys.status(), queryFn: ecommerceApi.status });

export const useExternalProducts = (shopId: number | null, page: number, search: string) =>
  useQuery({
    queryKey: ecommerceKeys.external(shopId ?? 0, page, search),
    queryFn: () => ecommerceApi.external(shopId!, page, search),
    enabled: shopId !== null,
    placeholderData: keepPreviousData,
  });

function useEcommerceMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: ecommerceKeys.all }) });
}

export const useConnectShop = () => useEcommerceMutation((b: ShopConnectBody) => ecommerceApi.connect(b));
export const useDisconnectShop = () => useEcommerceMutation((id: number) => ecommerceApi.disconnect(id));
export const useRunSync = () =>
  useEcommerceMutation((v: { shopId: number; what: 'all' | 'products' | 'orders' }) =>
    v.what === 'all'
      ? ecommerceApi.run(v.shopId)
      : v.what === 'products'
        ? ecommerceApi.pushProducts(v.shopId)
        : ecommerceApi.pullOrders(v.shopId),
  );
export const useRetryIssue = () => useEcommerceMutation((id: number) => ecommerceApi.retry(id));
export const useCreateWebhooks = () => useEcommerceMutation((shopId: number) => ecommerceApi.createWebhooks(shopId));

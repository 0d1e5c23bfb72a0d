// Queries and the checkout mutation of online ordering; placing an order refreshes the account's orders.
import type { OnlineOrderBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onlineApi, onlineKeys } from './online-api';

export const useCheckoutOptions = () =>
  useQuery({ queryKey: onlineKeys.options(), queryFn: ({ signal }) => onlineApi.options(signal), staleTime: 60_000 });

export const useClientStores = () =>
  useQuery({ queryKey: onlineKeys.stores(), queryFn: ({ signal }) => onlineApi.stores(signal), staleTime: 300_000 });

export const useMyOrders = (page: number, limit: number) =>
  useQuery({
    queryKey: [...onlineKeys.orders(), page, limit],
    queryFn: ({ signal }) => onlineApi.orders(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineOrderBody) => onlineApi.checkout(body),
    onSettled: () => qc.invalidateQueries({ queryKey: onlineKeys.orders() }),
  });
}

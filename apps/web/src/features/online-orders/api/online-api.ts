// Online ordering's calls (ours, issue 31): the checkout's options, the stores, placing an order, the account's orders.
import type { CheckoutOptions, ClientStore, OnlineOrder, OnlineOrderBody, OnlineOrdersPage } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const onlineKeys = {
  all: ['online'] as const,
  options: () => [...onlineKeys.all, 'options'] as const,
  stores: () => [...onlineKeys.all, 'stores'] as const,
  /** The account's orders: refetched by the live channel's `orders` events (their states change in the store). */
  orders: () => [...onlineKeys.all, 'orders'] as const,
};

export const onlineApi = {
  options: (signal?: AbortSignal) => api.get<CheckoutOptions>('/Online/options', { signal, withoutLoader: true }),
  stores: (signal?: AbortSignal) => api.get<ClientStore[]>('/Online/stores', { signal, withoutLoader: true }),
  orders: (page: number, limit: number, signal?: AbortSignal) =>
    api.get<OnlineOrdersPage>('/Online/Commands', { query: { page, limit }, signal, withoutLoader: true }),
  checkout: (body: OnlineOrderBody) => api.post<OnlineOrder>('/Online/Command', body),
};

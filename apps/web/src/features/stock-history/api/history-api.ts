// Calls of the stock history screens: a store's open days, its closed days (paged), one day's stock per product.
import type { StockClosedDays, StockDay, StockDayDetail } from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { stockKeys } from '../../stock/api/keys';

export interface DayQuery {
  offset: number;
  limit: number;
  keyword?: string;
}

export const historyApi = {
  opened: (storeId: number, signal?: AbortSignal) =>
    api.get<{ days: StockDay[] }>(`/Stock/getOpened/byEntity/${storeId}`, {
      query: { entityTypeTag: 'magasin' },
      signal,
      withoutLoader: true,
    }),
  closed: (storeId: number, q: { offset: number; limit: number }, signal?: AbortSignal) =>
    api.get<StockClosedDays>(`/Stock/getClosed/byEntity/${storeId}`, {
      query: { entityTypeTag: 'magasin', ...q },
      signal,
      withoutLoader: true,
    }),
  day: (id: number, q: DayQuery, signal?: AbortSignal) =>
    api.get<StockDayDetail>(`/Stock/day/${id}`, { query: { ...q, keyword: q.keyword || undefined }, signal, withoutLoader: true }),
};

/** Under stockKeys.all: a count or an operation refreshes the history too. */
export const historyKeys = {
  opened: (storeId: number) => [...stockKeys.all, 'history', 'opened', storeId] as const,
  closed: (storeId: number, q: { offset: number; limit: number }) => [...stockKeys.all, 'history', 'closed', storeId, q] as const,
  day: (id: number, q: DayQuery) => [...stockKeys.all, 'history', 'day', id, q] as const,
};

// Calls of the stock reports (issue 26 point 4; named in docs/decisions.md): control, statistics, the balance sheet and
// its spreadsheet, the products across stores, and a business day's movements one by one.
import type { BalanceSheet, StockControl, StockDayMovements, StockProducts, StockStatistics, StockStatisticsSort } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

const ENTITY = 'magasin' as const;

export interface Period {
  from: string;
  to: string;
}
const periodQuery = (p: Partial<Period>) => ({ from: p.from || undefined, to: p.to || undefined });

export interface StatisticsQuery extends Period {
  sort: StockStatisticsSort;
  offset: number;
  limit: number;
}

export const reportsApi = {
  control: (storeId: number, p: Partial<Period>, signal?: AbortSignal) =>
    api.get<StockControl>(`/Entity/${storeId}/control`, {
      query: { entityTypeTag: ENTITY, ...periodQuery(p) },
      signal,
      withoutLoader: true,
    }),
  statistics: (storeId: number, q: StatisticsQuery, signal?: AbortSignal) =>
    api.get<StockStatistics>('/Stock/statistics', {
      query: { entityId: storeId, entityTypeTag: ENTITY, ...periodQuery(q), sort: q.sort, offset: q.offset, limit: q.limit },
      signal,
      withoutLoader: true,
    }),
  balanceSheet: (storeId: number, p: Period, signal?: AbortSignal) =>
    api.get<BalanceSheet>(`/BalanceSheet/byEntity/${storeId}`, {
      query: { entityTypeTag: ENTITY, ...periodQuery(p) },
      signal,
      withoutLoader: true,
    }),
  balanceSheetExcel: (storeId: number, p: Period) =>
    api.getBlob(`/BalanceSheet/byEntity/${storeId}/excel`, { query: { entityTypeTag: ENTITY, ...periodQuery(p) } }),
  products: (q: { keyword?: string; offset: number; limit: number }, signal?: AbortSignal) =>
    api.get<StockProducts>('/Product/Status', { query: { ...q, keyword: q.keyword || undefined }, signal, withoutLoader: true }),
  dayMovements: (dayId: number, q: { keyword?: string; offset: number; limit: number }, signal?: AbortSignal) =>
    api.get<StockDayMovements>(`/Stock/day/${dayId}/movements`, {
      query: { ...q, keyword: q.keyword || undefined },
      signal,
      withoutLoader: true,
    }),
};

export const reportsKeys = {
  /** Under the stock feature's root key: a count or an operation refreshes the reports too. */
  all: ['stock', 'reports'] as const,
  control: (storeId: number, p: Partial<Period>) => [...reportsKeys.all, 'control', storeId, p] as const,
  statistics: (storeId: number, q: StatisticsQuery) => [...reportsKeys.all, 'statistics', storeId, q] as const,
  balanceSheet: (storeId: number, p: Period) => [...reportsKeys.all, 'balance', storeId, p] as const,
  products: (q: object) => [...reportsKeys.all, 'products', q] as const,
  day: (dayId: number, q: object) => [...reportsKeys.all, 'day', dayId, q] as const,
};

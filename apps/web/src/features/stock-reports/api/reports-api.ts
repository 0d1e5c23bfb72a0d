// Calls of the stock reports (issue 26 point 4; named in docs/decisions.md): control, statistics, the balance sheet and
// its spreadsheet, the products across entities, a business day's movements and an entity's movements of a day. Every
// report names its entity by type and id (a store, a central purchasing warehouse, a lab).
import type { BalanceSheet, StockControl, StockDayMovements, StockProducts, StockStatistics, StockStatisticsSort } from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import type { ReportEntity } from '../components/entity-select';

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

export interface MovementsQuery {
  keyword?: string;
  offset: number;
  limit: number;
}

export const reportsApi = {
  control: (e: ReportEntity, p: Partial<Period>, signal?: AbortSignal) =>
    api.get<StockControl>(`/Entity/${e.id}/control`, {
      query: { entityTypeTag: e.type, ...periodQuery(p) },
      signal,
      withoutLoader: true,
    }),
  statistics: (e: ReportEntity, q: StatisticsQuery, signal?: AbortSignal) =>
    api.get<StockStatistics>('/Stock/statistics', {
      query: { entityId: e.id, entityTypeTag: e.type, ...periodQuery(q), sort: q.sort, offset: q.offset, limit: q.limit },
      signal,
      withoutLoader: true,
    }),
  balanceSheet: (e: ReportEntity, p: Period, signal?: AbortSignal) =>
    api.get<BalanceSheet>(`/BalanceSheet/byEntity/${e.id}`, {
      query: { entityTypeTag: e.type, ...periodQuery(p) },
      signal,
      withoutLoader: true,
    }),
  balanceSheetExcel: (e: ReportEntity, p: Period) =>
    api.getBlob(`/BalanceSheet/byEntity/${e.id}/excel`, { query: { entityTypeTag: e.type, ...periodQuery(p) } }),
  products: (q: MovementsQuery, signal?: AbortSignal) =>
    api.get<StockProducts>('/Product/Status', { query: { ...q, keyword: q.keyword || undefined }, signal, withoutLoader: true }),
  dayMovements: (dayId: number, q: MovementsQuery, signal?: AbortSignal) =>
    api.get<StockDayMovements>(`/Stock/day/${dayId}/movements`, {
      query: { ...q, keyword: q.keyword || undefined },
      signal,
      withoutLoader: true,
    }),
  entityMovements: (e: ReportEntity, day: string, q: MovementsQuery, signal?: AbortSignal) =>
    api.get<StockDayMovements>(`/Entity/${e.id}/movements`, {
      query: { entityTypeTag: e.type, day, ...q, keyword: q.keyword || undefined },
      signal,
      withoutLoader: true,
    }),
};

const keyOf = (e: ReportEntity) => `${e.type}:${e.id}`;

export const reportsKeys = {
  /** Under the stock feature's root key: a count or an operation refreshes the reports too. */
  all: ['stock', 'reports'] as const,
  control: (e: ReportEntity, p: Partial<Period>) => [...reportsKeys.all, 'control', keyOf(e), p] as const,
  statistics: (e: ReportEntity, q: StatisticsQuery) => [...reportsKeys.all, 'statistics', keyOf(e), q] as const,
  balanceSheet: (e: ReportEntity, p: Period) => [...reportsKeys.all, 'balance', keyOf(e), p] as const,
  products: (q: object) => [...reportsKeys.all, 'products', q] as const,
  day: (dayId: number, q: object) => [...reportsKeys.all, 'day', dayId, q] as const,
  entityDay: (e: ReportEntity, day: string, q: object) => [...reportsKeys.all, 'entity-day', keyOf(e), day, q] as const,
};

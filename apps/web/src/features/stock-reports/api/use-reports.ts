// Queries of the stock reports, and the balance sheet's spreadsheet download.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { fileNameOf, saveBlob } from '../../../lib/download';
import type { ReportEntity } from '../components/entity-select';
import { reportsApi, reportsKeys, type MovementsQuery, type Period, type StatisticsQuery } from './reports-api';

const NONE: ReportEntity = { type: 'magasin', id: 0 };

export const useControl = (e: ReportEntity | null, p: Partial<Period>, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.control(e ?? NONE, p),
    queryFn: ({ signal }) => reportsApi.control(e as ReportEntity, p, signal),
    enabled: e !== null && enabled,
    placeholderData: keepPreviousData,
  });

export const useStatistics = (e: ReportEntity | null, q: StatisticsQuery, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.statistics(e ?? NONE, q),
    queryFn: ({ signal }) => reportsApi.statistics(e as ReportEntity, q, signal),
    enabled: e !== null && enabled,
    placeholderData: keepPreviousData,
  });

export const useBalanceSheet = (e: ReportEntity | null, p: Period, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.balanceSheet(e ?? NONE, p),
    queryFn: ({ signal }) => reportsApi.balanceSheet(e as ReportEntity, p, signal),
    enabled: e !== null && enabled,
    placeholderData: keepPreviousData,
  });

export function useBalanceSheetExport(e: ReportEntity | null) {
  return useMutation({
    mutationFn: (p: Period) => reportsApi.balanceSheetExcel(e as ReportEntity, p),
    onSuccess: ({ blob, headers }) => saveBlob(blob, fileNameOf(headers, `bilan-${e?.id ?? ''}.xlsx`)),
  });
}

export const useStockProducts = (q: MovementsQuery) =>
  useQuery({
    queryKey: reportsKeys.products(q),
    queryFn: ({ signal }) => reportsApi.products(q, signal),
    placeholderData: keepPreviousData,
  });

export const useDayMovements = (dayId: number, q: MovementsQuery, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.day(dayId, q),
    queryFn: ({ signal }) => reportsApi.dayMovements(dayId, q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** An entity's movements of a UTC day (a warehouse or a lab: no business days). */
export const useEntityMovements = (e: ReportEntity | null, day: string, q: MovementsQuery) =>
  useQuery({
    queryKey: reportsKeys.entityDay(e ?? NONE, day, q),
    queryFn: ({ signal }) => reportsApi.entityMovements(e as ReportEntity, day, q, signal),
    enabled: e !== null && /^\d{4}-\d{2}-\d{2}$/.test(day),
    placeholderData: keepPreviousData,
  });

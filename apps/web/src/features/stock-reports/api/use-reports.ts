// Queries of the stock reports, and the balance sheet's spreadsheet download.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { reportsApi, reportsKeys, type Period, type StatisticsQuery } from './reports-api';

export const useControl = (storeId: number | null, p: Partial<Period>, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.control(storeId ?? 0, p),
    queryFn: ({ signal }) => reportsApi.control(storeId as number, p, signal),
    enabled: storeId !== null && enabled,
    placeholderData: keepPreviousData,
  });

export const useStatistics = (storeId: number | null, q: StatisticsQuery, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.statistics(storeId ?? 0, q),
    queryFn: ({ signal }) => reportsApi.statistics(storeId as number, q, signal),
    enabled: storeId !== null && enabled,
    placeholderData: keepPreviousData,
  });

export const useBalanceSheet = (storeId: number | null, p: Period, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.balanceSheet(storeId ?? 0, p),
    queryFn: ({ signal }) => reportsApi.balanceSheet(storeId as number, p, signal),
    enabled: storeId !== null && enabled,
    placeholderData: keepPreviousData,
  });

export function useBalanceSheetExport(storeId: number | null) {
  return useMutation({
    mutationFn: (p: Period) => reportsApi.balanceSheetExcel(storeId as number, p),
    onSuccess: ({ blob, headers }) => saveBlob(blob, fileNameOf(headers, `bilan-${storeId}.xlsx`)),
  });
}

export const useStockProducts = (q: { keyword?: string; offset: number; limit: number }) =>
  useQuery({
    queryKey: reportsKeys.products(q),
    queryFn: ({ signal }) => reportsApi.products(q, signal),
    placeholderData: keepPreviousData,
  });

export const useDayMovements = (dayId: number, q: { keyword?: string; offset: number; limit: number }) =>
  useQuery({
    queryKey: reportsKeys.day(dayId, q),
    queryFn: ({ signal }) => reportsApi.dayMovements(dayId, q, signal),
    placeholderData: keepPreviousData,
  });

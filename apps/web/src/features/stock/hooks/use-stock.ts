// Stock queries and the two counting mutations; a count changes levels, figures, movements and the counts list, so it
// invalidates everything under stockKeys.all.
import type { InventoryBulkBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from '../api/keys';
import { stockApi, type PageQuery, type StockStatusListQuery } from '../api/stock-api';

export function useStockStatus(storeId: number | null, q: StockStatusListQuery) {
  return useQuery({
    queryKey: stockKeys.status(storeId ?? 0, q),
    queryFn: ({ signal }) => stockApi.status(storeId as number, q, signal),
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
  });
}

/** A stock entity's figures (a store by default; a warehouse or a lab by its type). */
export function useEntityStatus(storeId: number | null, entityTypeTag = 'magasin') {
  return useQuery({
    queryKey: stockKeys.entity(storeId ?? 0, entityTypeTag),
    queryFn: ({ signal }) => stockApi.entityStatus(storeId as number, signal, entityTypeTag),
    enabled: storeId !== null,
  });
}

export function useProductStatus(productId: number | null) {
  return useQuery({
    queryKey: stockKeys.product(productId ?? 0),
    queryFn: ({ signal }) => stockApi.productStatus(productId as number, signal),
    enabled: productId !== null,
  });
}

export function useTransactions(storeId: number | null, productId: number | null, q: PageQuery) {
  return useQuery({
    queryKey: stockKeys.transactions(storeId ?? 0, productId ?? 0, q),
    queryFn: ({ signal }) => stockApi.transactions(storeId as number, productId as number, q, signal),
    enabled: storeId !== null && productId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useInventories(storeId: number | null, q: PageQuery) {
  return useQuery({
    queryKey: stockKeys.inventories(storeId ?? 0, q),
    queryFn: ({ signal }) => stockApi.inventories(storeId as number, q, signal),
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCountProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { storeId: number; productId: number; quantity: number }) => stockApi.count(v.storeId, v.productId, v.quantity),
    onSuccess: () => qc.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

export function useImportCounts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { storeId: number; excelData: InventoryBulkBody['excelData'] }) => stockApi.bulk(v.storeId, v.excelData),
    onSuccess: () => qc.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

// Calls of api-spec 7.7 (stock and inventory) the stock screens use: a store's levels (paged, searched, by state) and
// its figures, one product's level in every store and its movements, the inventory counts, one count, a sheet of counts.
import type {
  InventoriesPage,
  InventoryBulkAnswer,
  InventoryBulkBody,
  InventorySetAnswer,
  InventorySetBody,
  StockEntityStatus,
  StockProductStatus,
  StockState,
  StockStatusPage,
  StockTransactionsPage,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { localIsoWithOffset } from '../../../lib/local-time';

export interface PageQuery {
  offset: number;
  limit: number;
}

export interface StockStatusListQuery extends PageQuery {
  keyword?: string;
  /** The stock entity's type (a store by default). */
  entityTypeTag?: string;
  categoryId?: number;
  state?: StockState;
}

const ENTITY = 'magasin' as const;

export const stockApi = {
  status: (storeId: number, q: StockStatusListQuery, signal?: AbortSignal) =>
    api.get<StockStatusPage>(`/Product/Status/byEntity/${storeId}`, {
      query: { ...q, entityTypeTag: q.entityTypeTag ?? ENTITY, keyword: q.keyword || undefined },
      signal,
      withoutLoader: true,
    }),
  entityStatus: (storeId: number, signal?: AbortSignal, entityTypeTag: string = ENTITY) =>
    api.get<StockEntityStatus>(`/Entity/${storeId}/Status`, { query: { entityTypeTag }, signal, withoutLoader: true }),
  productStatus: (productId: number, signal?: AbortSignal) =>
    api.get<StockProductStatus>(`/Product/${productId}/Status`, { signal, withoutLoader: true }),
  transactions: (storeId: number, productId: number, q: PageQuery, signal?: AbortSignal) =>
    api.get<StockTransactionsPage>(`/Entity/${storeId}/productId/${productId}/transactions`, {
      query: { entityTypeTag: ENTITY, ...q },
      signal,
      withoutLoader: true,
    }),
  inventories: (storeId: number, q: PageQuery, signal?: AbortSignal) =>
    api.get<InventoriesPage>(`/entity/${storeId}/inventories`, { query: { entityTypeTag: ENTITY, ...q }, signal, withoutLoader: true }),
  /** Sets the level to what was counted now, on this device. */
  count: (storeId: number, productId: number, quantity: number, now: Date = new Date()) => {
    const body: InventorySetBody = {
      quantity,
      entityId: storeId,
      entityTag: ENTITY,
      productId,
      createdAt: now.toISOString(),
      localTimeString: localIsoWithOffset(now),
    };
    return api.patch<InventorySetAnswer>('/setProduct/Inventory', body);
  },
  /** All or nothing; a 422 lists every bad row (excelData.{i}.{field}), which the import dialog shows on its rows. */
  bulk: (storeId: number, excelData: InventoryBulkBody['excelData'], now: Date = new Date()) =>
    api.post<InventoryBulkAnswer>(
      '/inventory/bulk-update',
      { excelData },
      { query: { entityId: storeId, entityTypeTag: ENTITY, dateTime: localIsoWithOffset(now) }, expectedStatuses: [422] },
    ),
};

// Query keys of the stock feature: every key starts with stockKeys.all, so a count refreshes every stock view at once.
import type { PageQuery, StockStatusListQuery } from './stock-api';

export const stockKeys = {
  all: ['stock'] as const,
  status: (storeId: number, q: StockStatusListQuery) => [...stockKeys.all, 'status', storeId, q] as const,
  entity: (storeId: number) => [...stockKeys.all, 'entity', storeId] as const,
  product: (productId: number) => [...stockKeys.all, 'product', productId] as const,
  transactions: (storeId: number, productId: number, q: PageQuery) => [...stockKeys.all, 'transactions', storeId, productId, q] as const,
  inventories: (storeId: number, q: PageQuery) => [...stockKeys.all, 'inventories', storeId, q] as const,
};

// Query keys of the stock feature: every key starts with stockKeys.all, so a count refreshes every stock view at once.
import type { OperationsQuery } from './operations-api';
import type { PageQuery, StockStatusListQuery } from './stock-api';

export const stockKeys = {
  all: ['stock'] as const,
  status: (storeId: number, q: StockStatusListQuery) => [...stockKeys.all, 'status', storeId, q] as const,
  entity: (storeId: number, entityTypeTag = 'magasin') => [...stockKeys.all, 'entity', storeId, entityTypeTag] as const,
  product: (productId: number) => [...stockKeys.all, 'product', productId] as const,
  transactions: (storeId: number, productId: number, q: PageQuery) => [...stockKeys.all, 'transactions', storeId, productId, q] as const,
  inventories: (storeId: number, q: PageQuery) => [...stockKeys.all, 'inventories', storeId, q] as const,
  /** Stock operations: a step moves stock too, so they live under stockKeys.all and a step refreshes every view. */
  operations: () => [...stockKeys.all, 'operations'] as const,
  operationList: (q: OperationsQuery) => [...stockKeys.operations(), 'list', q] as const,
  operation: (id: number) => [...stockKeys.operations(), 'detail', id] as const,
  destinations: () => [...stockKeys.operations(), 'destinations'] as const,
};

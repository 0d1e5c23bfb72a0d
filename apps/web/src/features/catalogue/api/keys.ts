// Query keys of the catalogue feature.
import type { CatalogueListQuery } from '@comptoir/shared';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  productList: (q: CatalogueListQuery) => [...catalogueKeys.products(), 'list', q] as const,
  product: (id: number) => [...catalogueKeys.products(), 'detail', id] as const,
  productsByIds: (ids: readonly number[]) => [...catalogueKeys.products(), 'ids', ids] as const,
  formData: (isComposition: boolean) => [...catalogueKeys.all, 'form-data', isComposition] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  categoryList: (q: CatalogueListQuery) => [...catalogueKeys.categories(), q] as const,
  search: (keyword: string, currencyTag: string, type?: string, storeId?: number) =>
    [...catalogueKeys.all, 'search', keyword, currencyTag, type, storeId] as const,
  priceHistory: (priceId: number) => [...catalogueKeys.all, 'price-history', priceId] as const,
  recipes: () => [...catalogueKeys.all, 'recipes'] as const,
};

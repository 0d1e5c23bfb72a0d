// Catalogue queries and writes; each write refreshes the product lists and the product it changed.
import type { CatalogueListQuery, ProductBody, SaveCompositionsData } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { catalogueApi, type ProductEdit } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';

export function useProductsPage(q: CatalogueListQuery, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.productList(q),
    queryFn: ({ signal }) => catalogueApi.products(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A products range (the tiers and supplement screens): the categories tagged so, and the list criterias that keep
 *  their products only (0 is no category's id, so a range without categories lists nothing). */
export function useProductRange(range: 'tiers' | 'supplement' | undefined, isComposition?: boolean) {
  const form = useProductFormData(isComposition);
  const categories = (form.data?.categories ?? []).filter((c) => !range || c.tag === range);
  const ids = categories.length ? categories.map((c) => c.id) : [0];
  return {
    categories,
    ready: !range || form.data !== undefined,
    criterias: range ? { categoryId: ids } : undefined,
  };
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.product(id ?? 0),
    queryFn: () => catalogueApi.product(id!),
    enabled: id !== null && id > 0,
    retry: false,
  });
}

/** Categories, brands, suppliers, stores, currencies and choices of the product form. */
export function useProductFormData(isComposition = false) {
  return useQuery({
    queryKey: catalogueKeys.formData(isComposition),
    queryFn: () => catalogueApi.formData(isComposition),
    staleTime: 60_000,
  });
}

function refresh(queryClient: QueryClient, product?: ProductEdit) {
  if (product) queryClient.setQueryData(catalogueKeys.product(product.id), product);
  return queryClient.invalidateQueries({ queryKey: catalogueKeys.products() });
}

export interface ProductSave {
  body: ProductBody;
  /** A formula's compositions, built from the saved article's id. */
  compositions?: (descriptionId: number) => SaveCompositionsData;
  images?: { added: { fileId: number }[]; removed: number[] };
}

/** Saves the product, then a formula's compositions and the images (they need the saved article and its prices). */
export function useSaveProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, compositions, images }: ProductSave) => {
      const product = await (id ? catalogueApi.update(id, body) : catalogueApi.create(body));
      const extras = Boolean(compositions) || Boolean(images?.added.length) || Boolean(images?.removed.length);
      if (compositions) await catalogueApi.saveCompositions(compositions(product.id));
      for (const priceFileId of images?.removed ?? []) await catalogueApi.deleteImage(priceFileId);
      if (images?.added.length) await catalogueApi.saveImages(product.id, images.added);
      return extras ? catalogueApi.product(product.id) : product;
    },
    onSuccess: (product) => refresh(queryClient, product),
  });
}

/** The article's image files, to know which are SVG (never merged, product-spec §9). */
export function useProductFiles(id: number | null) {
  return useQuery({
    queryKey: [...catalogueKeys.product(id ?? 0), 'files'],
    queryFn: () => catalogueApi.files(id!),
    enabled: id !== null && id > 0,
  });
}

export function useTrashProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => catalogueApi.remove(id),
    onSuccess: async (_ok, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.product(id) });
      await refresh(queryClient);
    },
  });
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => catalogueApi.restore(id), onSuccess: (product) => refresh(queryClient, product) });
}

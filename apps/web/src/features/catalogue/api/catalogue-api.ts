// Calls of api-spec 7.5 (catalogue V2) used by the web app: products and their form, categories, prices.
import {
  PRODUCT_FETCH_CHUNK,
  type Brand,
  type CatalogueListQuery,
  type Category,
  type Composition,
  type CompositionException,
  type CompositionExceptionData,
  type Price,
  type PriceHistory,
  type Product,
  type ProductBody,
  type ProductDescription,
  type ProductImportAnswer,
  type SaveCompositionsData,
  type Supplier,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { listParams, type ListPage } from './list-params';

export { listParams, type ListPage };

export interface ProductFiles {
  files: { id: number; fileId: number; priceId: number; tag: string | null; extension: string }[];
  merged: boolean;
}

/** A product's recipe: the elements (ProductElement) one unit of it uses, each in the element's own unit. */
export interface Recipe {
  productId: number;
  label: string;
  type: string;
  /** `unity` is the element's own; `lineUnity` the unit the quantity is given in when another (issue 27). */
  elements: {
    id: number;
    productId: number;
    elementId: number;
    quantity: number;
    label: string;
    unity: string;
    lineUnity?: string | null;
  }[];
}

export type ProductDetail = Product & {
  details: { detailKeyId: number; value: string; en: string | null; ar: string | null; it: string | null }[];
};
export type PriceDetail = Price & {
  tags: string[];
  files: { id: number; fileId: number; tag: string | null }[];
  combinedProducts: { id: number; productId: number; label?: string | null; quantity: number; compositionNumber: number | null }[];
};
/** GET /product/edit/{id}: everything the product form shows. */
export type ProductEdit = ProductDescription & {
  products: ProductDetail[];
  prices: PriceDetail[];
  compositions: Composition[];
  /** A formula's choices hidden (or shown) for one price or all (CompositionException). */
  compositionExceptions?: CompositionException[];
};
/** A row of GET /catalogueV2/product with category, products and minPrice. */
export type ProductRow = ProductDescription & {
  category?: Category | null;
  products?: Product[];
  minPrice?: number | null;
  variantsCount?: number;
};
export interface ProductFormData {
  categories: Category[];
  brands: Brand[];
  suppliers: Supplier[];
  detailKeys: { id: number; label: string; tag: string }[];
  tags: string[];
  magasins: { id: number; intitule: string; currencyTag: string }[];
  currencies: { tag: string; value: number; isDefault: boolean }[];
  natures: string[];
  types: string[];
  units: string[];
}

/** Ids split in chunks of 100 (product-spec §9: products by id are fetched in groups of 100). */
export function chunks<T>(ids: readonly T[], size = PRODUCT_FETCH_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

export const catalogueApi = {
  products: (q: CatalogueListQuery, signal?: AbortSignal) =>
    api.get<ListPage<ProductRow>>('/catalogueV2/product', { query: listParams(q), signal, withoutLoader: true }),
  /** Products by id, in chunks of 100 requests run one after the other. */
  async productsByIds(ids: readonly number[], withs: string[] = []): Promise<ProductRow[]> {
    const out: ProductRow[] = [];
    for (const part of chunks(ids)) {
      const page = await catalogueApi.products({ criterias: { id: part }, limit: part.length, with: withs });
      out.push(...page.data);
    }
    return out;
  },
  product: (id: number) => api.get<ProductEdit>(`/product/edit/${id}`),
  formData: (isComposition: boolean) =>
    api.get<ProductFormData>('/product/create', { query: { isComposition: String(isComposition) }, withoutLoader: true }),
  create: (body: ProductBody) => api.post<ProductEdit>('/product', body),
  update: (id: number, body: ProductBody) => api.patch<ProductEdit>(`/product/${id}`, body),
  remove: (id: number) => api.delete<{ ok: true }>(`/product/${id}`),
  restore: (id: number) => api.patch<ProductEdit>(`/product/trashed/restore/${id}`),
  /** POST /product/import: rows written whole or refused whole (a 422 listing each row's problems, shown by the screen). */
  importProducts: (products: unknown[]) =>
    api.post<ProductImportAnswer>('/product/import', { products }, { withoutLoader: true, expectedStatuses: [422] }),
  importTemplate: () => api.getBlob('/product/import/template'),
  /** GET /product/search (3 characters or more): labels, barcode or sku; a store's prices when `magasinId` is given. */
  search: (keyword: string, currencyTag = 'MAD', type?: string, opts: { magasinId?: number; limit?: number; signal?: AbortSignal } = {}) =>
    api.get<(Price & { effectivePrice: number })[]>('/product/search', {
      query: { keyword, currencyTag, type, magasinId: opts.magasinId, limit: opts.limit },
      withoutLoader: true,
      signal: opts.signal,
    }),
  buyingPrice: (priceId: number, newBuyingPriceValue: number) =>
    api.patch<{ buyingPrice: number }>('/price/update/buyingPrice', { priceId, newBuyingPriceValue }),
  saveExceptions: (descriptionId: number, exceptions: CompositionExceptionData[]) =>
    api.post<CompositionException[]>(`/product/${descriptionId}/compositionsException`, { exceptions }),
  saveCompositions: (body: SaveCompositionsData) => api.post<Composition[]>('/product/compositions', body),
  /** A price's changes (GET /price/{id}/history) for its chart. */
  priceHistory: (priceId: number, signal?: AbortSignal) =>
    api.get<PriceHistory>(`/price/${priceId}/history`, { signal, withoutLoader: true }),
  /** The product's QR code (its barcode, else its reference, else a code made from its id). */
  qrCode: (id: number) => api.get<{ value: string; qrSvg: string }>(`/product/${id}/qrcode`, { query: { isForced: 'true' } }),
  files: (id: number) => api.get<ProductFiles>(`/product/getFilesByProductDescriptionId/${id}`, { withoutLoader: true }),
  saveImages: (productDescriptionId: number, files: { fileId: number }[]) =>
    api.post<ProductFiles>('/product/saveImages', { productDescriptionId, files }),
  deleteImage: (priceFileId: number) => api.delete<{ ok: true }>(`/product/DeleteImages/${priceFileId}`),
  recipes: () => api.get<Recipe[]>('/catalogueV2/recipes', { withoutLoader: true }),
  saveRecipe: (body: { productId: number; elements: { elementId: number; quantity: number; unity?: string | null }[] }) =>
    api.post<Recipe>('/catalogueV2/recipes', body),
  deleteRecipe: (productId: number) => api.delete<{ ok: true }>('/catalogueV2/recipes', { query: { productId } }),
  categories: (q: CatalogueListQuery) =>
    api.get<ListPage<Category>>('/catalogueV2/category', { query: listParams(q), withoutLoader: true }),
};

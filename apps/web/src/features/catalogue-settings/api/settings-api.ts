// Calls of api-spec 7.5 the catalogue settings screens use: categories, brands, suppliers, promotions (prices by
// lot) and channels. The list query goes through the catalogue feature's one encoder.
import type { Brand, BrandData, CatalogueListQuery, CategoryBody, Category, Price, Supplier, SupplierData } from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { listParams, type ListPage } from '../../catalogue/api/catalogue-api';

export type CategoryRow = Category & { childrenCount?: number; productsCount?: number };
export type PartyKind = 'brand' | 'supplier';
export type PartyBody<K extends PartyKind> = K extends 'brand' ? BrandData : SupplierData;
export interface Channel {
  id: number;
  label: string;
  tag: string;
  isActive: boolean;
}
export interface ChannelExceptions {
  channelId: number;
  magasinId: number | null;
  categoryIds: number[];
  priceIds: number[];
  productDescriptionIds: number[];
}
export interface RootPage {
  data: Record<string, unknown>[];
  total: number;
  page: number;
  limit: number;
}
/** A variant attribute (DetailKey) with the values the company's products give it. */
export interface DetailKey {
  id: number;
  label: string;
  tag: string;
  en_label: string | null;
  ar_label: string | null;
  it_label: string | null;
  productsCount: number;
  values: string[];
}
export interface DetailKeyBody {
  label: string;
  en_label?: string | null;
  ar_label?: string | null;
  it_label?: string | null;
  tag?: string | null;
}
export interface PriceByLot {
  priceIds: number[];
  promoPrice?: number | null;
  promoPercent?: number;
  promotionEndAt?: string | null;
  categoryId?: number | null;
  tva?: number | null;
  isHidden?: boolean;
}

const opts = { withoutLoader: true } as const;

export const settingsApi = {
  // ---- Categories ----
  categories: (q: CatalogueListQuery) => api.get<ListPage<CategoryRow>>('/catalogueV2/category', { query: listParams(q), ...opts }),
  createCategory: (body: CategoryBody) => api.post<Category>('/catalogueV2/category', body),
  updateCategory: (id: number, body: Partial<CategoryBody>) => api.patch<Category>('/catalogueV2/category', { ...body, id }),
  trashCategory: (id: number) => api.delete<{ ok: true }>('/catalogueV2/category', { query: { id } }),
  restoreCategory: (id: number) => api.patch<Category>(`/category/restore/${id}`),
  sortCategories: (items: { id: number; order: number; parentId: number | null }[]) => api.patch<{ ok: true }>('/category/sort', { items }),

  // ---- Brands and suppliers ----
  parties: <K extends PartyKind>(kind: K, q: CatalogueListQuery) =>
    api.get<ListPage<K extends 'brand' ? Brand : Supplier>>(`/catalogueV2/${kind}`, { query: listParams(q), ...opts }),
  saveParty: <K extends PartyKind>(kind: K, body: PartyBody<K>, id?: number) =>
    id ? api.patch<Brand | Supplier>(`/catalogueV2/${kind}/${id}`, body) : api.post<Brand | Supplier>(`/catalogueV2/${kind}`, body),
  removeParty: (kind: PartyKind, id: number) => api.delete<{ ok: true }>(`/catalogueV2/${kind}/${id}`),

  // ---- Type-size ----
  detailKeys: () => api.get<DetailKey[]>('/catalogueV2/detailKey', opts),
  saveDetailKey: (body: DetailKeyBody, id?: number) =>
    id ? api.patch<DetailKey>(`/catalogueV2/detailKey/${id}`, body) : api.post<DetailKey>('/catalogueV2/detailKey', body),
  removeDetailKey: (id: number) => api.delete<{ ok: true }>(`/catalogueV2/detailKey/${id}`),

  // ---- Promotions ----
  prices: (q: CatalogueListQuery, signal?: AbortSignal) =>
    api.get<ListPage<Price>>('/catalogueV2/price', { query: listParams(q), signal, ...opts }),
  byLot: (body: PriceByLot) => api.patch<Price[]>('/price/update/by-lot', body),

  // ---- Channels ----
  channels: () => api.get<{ data: Channel[]; total: number }>('/catalogueV2/channels', { query: { limit: 500 }, ...opts }),
  makeDefaultChannels: () => api.get<Channel[]>('/makeChannelstable', opts),
  addChannel: (body: { label: string; tag: string; isActive?: boolean }) => api.post<Channel>('/addChannel', body),
  removeChannel: (id: number) => api.delete<{ ok: true }>(`/channels/${id}`),
  exceptions: (channelId: number, magasinId: number) =>
    api.get<ChannelExceptions>('/channel_exceptions', { query: { channelId, magasinId }, ...opts }),
  saveExceptions: (body: ChannelExceptions) => api.post<ChannelExceptions>('/channel_exceptions', body),
  rootCategories: (id: number, q: { magasinId: number; page: number; limit: number; CurrencyTag: string }) =>
    api.get<RootPage>(`/getRootCategoriesByCanal/${id}`, { query: q, ...opts }),
  rootProducts: (id: number, q: { magasinId: number; page: number; limit: number; CurrencyTag: string }) =>
    api.get<RootPage>(`/getRootProductByCanal/${id}`, { query: q, ...opts }),
};

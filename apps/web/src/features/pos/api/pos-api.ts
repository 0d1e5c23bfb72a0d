// The till's reads (api-spec 7.5 catalogue, 7.9 clients, 7.8 discounts) through the one HTTP client.
import type { Brand, Category, Client, Composition, CompositionException, Price, Remise } from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { listParams, type ListPage } from '../../catalogue/api/catalogue-api';
import type { TillArticle } from '../till-catalogue';

/** Every list the till loads at once stays under the catalogue's page limit. */
const ALL = 500;

export interface ClientChoice {
  id: number;
  name: string;
  tel: string | null;
  loyaltyPoints: number;
}

export const posApi = {
  /** The store's prices (and those for every store), with the effective price. */
  prices: (storeId: number) =>
    api.get<ListPage<Price>>('/catalogueV2/price', {
      query: listParams({ criterias: { magasinId: storeId }, limit: ALL, sort: 'order' }),
      withoutLoader: true,
    }),
  articles: () =>
    api.get<ListPage<TillArticle>>('/catalogueV2/product', {
      query: listParams({ limit: ALL, with: ['products'] }),
      withoutLoader: true,
    }),
  categories: () => api.get<ListPage<Category>>('/catalogueV2/category', { query: listParams({ limit: ALL }), withoutLoader: true }),
  brands: () => api.get<ListPage<Brand>>('/catalogueV2/brand', { query: listParams({ limit: ALL }), withoutLoader: true }),
  /** A formula's compositions with their choices and the exceptions hiding some of them (GET /product/edit/{id}). */
  formula: (descriptionId: number) =>
    api
      .get<{ compositions: Composition[]; compositionExceptions?: CompositionException[] }>(`/product/edit/${descriptionId}`, {
        withoutLoader: true,
      })
      .then((r) => ({ compositions: r.compositions, exceptions: r.compositionExceptions ?? [] })),
  /** Without an answer the client chooser searches the clients it kept (the till stays). */
  clients: (keyword: string) =>
    api.get<ClientChoice[]>('/Client/select/data', { query: { keyword }, withoutLoader: true, allowOffline: true }),
  createClient: (body: { name: string; tel?: string | null }) =>
    api.post<{ client: Client; promoCode: string | null }>('/Client/', { ...body, type: 'client' }),
  /** A promo code as the till may use it now (422 when unknown, used up or expired). */
  checkCode: (code: string, clientId?: number) =>
    api.get<Remise>('/Remise/check', { query: { code, clientId }, expectedStatuses: [404, 409, 422] }),
};

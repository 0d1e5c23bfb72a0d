// Calls of the e-commerce synchronisation (api-spec 7.4 and ours: connecting a shop, retrying a failure) and their keys.
import type {
  CatalogueSlider,
  CatalogueSliderData,
  EcommerceShop,
  ExternalProducts,
  GlovoMenu,
  PaymentFileAnswer,
  Review,
  ReviewsPage,
  ShopConnectBody,
  SyncRun,
  SyncStatus,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  status: () => ['ecommerce', 'status'] as const,
  external: (shopId: number, page: number, search: string) => ['ecommerce', 'external', shopId, page, search] as const,
  sliders: () => ['ecommerce', 'sliders'] as const,
  glovo: (storeId: number) => ['ecommerce', 'glovo', storeId] as const,
  reviews: (status: string, page: number, limit: number) => ['ecommerce', 'reviews', status, page, limit] as const,
};

/** The e-commerce service's calls (its own prefix). */
const ECOM = '/ecom';

export const ecommerceApi = {
  status: () => api.get<SyncStatus>('/Ecommerce/getSynchronizationStatus'),
  connect: (body: ShopConnectBody) => api.post<EcommerceShop>('/Ecommerce/Shopify/connect', body),
  disconnect: (id: number) => api.delete<{ ok: true }>(`/Ecommerce/shop/${id}`),
  /** A whole run: the catalogue pushed, then the orders pulled. */
  run: (shopId: number) => api.get<SyncRun>('/Ecommerce/Shopify/synchronizeProducts', { query: { shopId } }),
  pushProducts: (shopId: number) => api.post<SyncRun>('/Ecommerce/synchronizeProducts', { shopId }),
  pullOrders: (shopId: number) => api.post<SyncRun>('/Ecommerce/synchronizeCommands', { shopId }),
  retry: (issueId: number) => api.post<SyncRun>(`/Ecommerce/synchronizationIssue/${issueId}/retry`),
  createWebhooks: (shopId: number) => api.post<{ created: string[]; existing: string[] }>('/Ecommerce/hook/createWebhooks', { shopId }),
  external: (shopId: number, page: number, search: string) =>
    api.get<ExternalProducts>('/Ecommerce/external/getProducts', { query: { shopId, page, perPage: 20, search: search || undefined } }),
  cache: (call: 'FlushcacheCatalogue' | 'FlushcacheSliders' | 'FlushcacheStock' | 'clear' | 'cacheStock') =>
    api.get<{ ok: true; cache: string; entries: number }>(`${ECOM}/Ecom/${call}`),
  /** The catalogue sliders (api-spec 7.5), those of the online shop flagged isEcom. */
  sliders: () => api.get<{ data: CatalogueSlider[]; total: number }>('/catalogueV2/slider', { query: { limit: 500, sort: 'order' } }),
  saveSlider: (body: Partial<CatalogueSliderData>) => api.post<CatalogueSlider>('/catalogueV2/slider', body),
  setEcom: (ids: number[], isEcom: boolean) => api.post<CatalogueSlider[]>('/catalogueV2/slider/Ecom', { ids, isEcom }),
  deleteSlider: (id: number) => api.delete<unknown>(`/catalogueV2/slider/delete/${id}`),
  /** POST /Ecom/PayementFile: the payment provider's settlement file (CSV or xlsx) reconciled with online orders. */
  paymentFile: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<PaymentFileAnswer>(`${ECOM}/Ecom/PayementFile`, form);
  },
  glovoMenu: (storeId: number) => api.get<GlovoMenu>(`/Glovo/menu/${storeId}`),
  reviews: (status: string, page: number, limit: number) =>
    api.get<ReviewsPage>('/Ecommerce/reviews', { query: { status: status || undefined, offset: (page - 1) * limit, limit } }),
  moderate: (id: number, status: Review['status']) => api.patch<Review>(`/Ecommerce/reviews/${id}`, { status }),
};

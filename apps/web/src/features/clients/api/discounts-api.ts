// Discounts and promo codes (api-spec 7.8 /Remise) and gift cards (the gateway's calls).
import type { BulkRemiseBody, GiftCard, GiftCardBody, Remise, RemiseBody, RemiseList } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export interface GiftCardsQuery {
  page: number;
  limit: number;
  keyword?: string;
  status?: GiftCard['status'];
}
export interface GiftCardMovement {
  id: number;
  kind: 'issue' | 'redeem' | 'refund';
  amount: number;
  commandId: number | null;
  created_at: string;
}

export const discountsApi = {
  getAll: () => api.get<RemiseList>('/Remise/getAll', { withoutLoader: true }),
  add: (body: RemiseBody) => api.post<Remise>('/Remise/add', body),
  unique: (intitule: string, id?: number) => api.post<{ unique: boolean }>('/Remise/unique', { intitule, id }, { withoutLoader: true }),
  remove: (id: number) => api.post<{ ok: true }>('/Remise/delete', { id }),
  generateCode: () => api.get<{ code: string }>('/Remise/generateCode', { withoutLoader: true }),
  bulk: (body: BulkRemiseBody) => api.post<{ batch: string; count: number; codes: string[] }>('/Remise/bulkDiscountInsertion', body),
  exportBatch: (batch: string) => api.getBlob('/Remise/export', { query: { batch } }),
};

export const giftCardsApi = {
  page: (q: GiftCardsQuery, signal?: AbortSignal) =>
    api.get<{ data: GiftCard[]; total: number; page: number; limit: number }>('/gateway/PointOfSell/GiftCards/Paginated', {
      query: { ...q, keyword: q.keyword || undefined },
      signal,
      withoutLoader: true,
    }),
  issue: (body: GiftCardBody) => api.post<GiftCard>('/gateway/PointOfSell/GiftCard', body),
  detail: (code: string) =>
    api.get<{ giftCard: GiftCard; movements: GiftCardMovement[] }>(`/gateway/PointOfSell/GiftCard/${encodeURIComponent(code)}`),
  setActive: (id: number, isActive: boolean) => api.patch<GiftCard>(`/gateway/PointOfSell/GiftCard/${id}/active`, { isActive }),
};

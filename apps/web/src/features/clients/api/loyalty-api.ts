// Loyalty calls: cards on the e-commerce service (api-spec 7.8: POST /LoyaltyCard/, POST /AddClient/{reference}),
// a client's points ledger, and the public card data (no sign-in).
import type { ClientBody, LoyaltyCard, MyCard, PointMovement, PublicCard } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

/** The e-commerce service's prefix under the API base (DESIGN.md §2). */
const ECOM = '/ecom';

export interface LoyaltyCardsQuery {
  page: number;
  limit: number;
  keyword?: string;
  linked?: boolean;
}

export const loyaltyApi = {
  cards: (q: LoyaltyCardsQuery, signal?: AbortSignal) =>
    api.get<{ data: LoyaltyCard[]; total: number; page: number; limit: number }>(`${ECOM}/LoyaltyCard`, {
      query: { ...q, keyword: q.keyword || undefined },
      signal,
      withoutLoader: true,
    }),
  addCard: (body: { reference?: string; clientId?: number | null }) => api.post<LoyaltyCard>(`${ECOM}/LoyaltyCard/`, body),
  addClient: (reference: string, body: { clientId: number } | Omit<ClientBody, 'id' | 'cardReference'>) =>
    api.post<LoyaltyCard>(`${ECOM}/AddClient/${encodeURIComponent(reference)}`, body),
  points: (clientId: number, page = 1, limit = 20) =>
    api.get<{ data: PointMovement[]; total: number; balance: number }>(`/Client/${clientId}/points`, { query: { page, limit } }),
  /** The signed-in client's own card (client_views), null when no client carries the account. */
  myCard: () => api.get<MyCard>('/Client/me/card', { withoutLoader: true }),
  myPoints: (page: number, limit: number, signal?: AbortSignal) =>
    api.get<{ data: PointMovement[]; total: number; balance: number }>('/Client/me/points', {
      query: { page, limit },
      signal,
      withoutLoader: true,
    }),
  publicCard: (clientHash: string, entrepriseId: number) =>
    api.get<PublicCard>(`/gateway/CardLoyalty/${encodeURIComponent(clientHash)}/${entrepriseId}`, { withoutLoader: true }),
};

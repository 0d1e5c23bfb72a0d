// Calls of client memberships (issue 32; our paths, docs/decisions.md) and their query keys.
import type {
  Membership,
  MembershipAction,
  MembershipDashboard,
  MembershipEvent,
  MembershipPlan,
  MembershipPlanBody,
  MembershipStats,
  Price,
  SubscribeAnswer,
  SubscribeBody,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { listParams, type ListPage } from '../../catalogue/api/list-params';

export interface MembersFilters {
  etat?: string;
  planId?: number;
  keyword?: string;
  offset: number;
  limit: number;
}
export interface HistoryFilters {
  type?: string;
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}
interface Page<T> {
  data: T[];
  total: number;
  offset: number;
  limit: number;
}

export const membershipKeys = {
  all: ['membership'] as const,
  plans: () => [...membershipKeys.all, 'plans'] as const,
  members: (f: MembersFilters) => [...membershipKeys.all, 'members', f] as const,
  client: (clientId: number) => [...membershipKeys.all, 'client', clientId] as const,
  dashboard: () => [...membershipKeys.all, 'dashboard'] as const,
  stats: () => [...membershipKeys.all, 'stats'] as const,
  history: (f: HistoryFilters) => [...membershipKeys.all, 'history', f] as const,
  prices: () => [...membershipKeys.all, 'prices'] as const,
};

export const membershipApi = {
  plans: () => api.get<MembershipPlan[]>('/MembershipPlans', { withoutLoader: true }),
  savePlan: (body: MembershipPlanBody, id?: number) =>
    id ? api.put<MembershipPlan>(`/MembershipPlan/${id}`, body) : api.post<MembershipPlan>('/MembershipPlan', body),
  deletePlan: (id: number) => api.delete<{ id: number }>(`/MembershipPlan/${id}`),
  members: (f: MembersFilters, signal?: AbortSignal) =>
    api.get<Page<Membership>>('/Subscriptions', { query: { ...f, keyword: f.keyword || undefined }, signal, withoutLoader: true }),
  byClient: (clientId: number) => api.get<Membership[]>(`/Subscriptions/ByClient/${clientId}`, { withoutLoader: true }),
  subscribe: (body: SubscribeBody) => api.post<SubscribeAnswer>('/Subscription', body),
  changeState: (id: number, action: MembershipAction) => api.patch<Membership>(`/Subscription/${id}/state`, { action }),
  dashboard: () => api.get<MembershipDashboard>('/Membership/Dashboard', { withoutLoader: true }),
  stats: () => api.get<MembershipStats>('/Membership/Stats', { withoutLoader: true }),
  history: (f: HistoryFilters, signal?: AbortSignal) =>
    api.get<Page<MembershipEvent>>('/Membership/Historique', { query: { ...f }, signal, withoutLoader: true }),
};

/** The catalogue's prices a plan may cover (services first in the form). */
export const catalogueApi = {
  prices: () => api.get<ListPage<Price>>('/catalogueV2/price', { query: listParams({ limit: 500, sort: 'label' }), withoutLoader: true }),
};

// Calls of api-spec 7.2 for staff accounts: list, form, status, deletes, trash, extra store, QR code, charts,
// activity spreadsheet and transport companies; plus GET /Roles (role selector).
import type {
  ChartAnswer,
  ChartQuery,
  RoleRef,
  StaffCreateBody,
  StaffPatch,
  StaffUser,
  TransportCompany,
  USER_SORTS,
  UsersPage,
} from '@comptoir/shared';
import { api, type RequestOptions } from '../../../lib/api-client';

export interface UserQrCode {
  url: string;
  expiresAt: string;
  svg?: string;
}
export type UserTransportCompany = TransportCompany & { linked: boolean };
export interface TransportToggleAnswer {
  userId: number;
  transportCompanyId: number;
  linked: boolean;
}

/** GET /Users query (usersQuery of @comptoir/shared). */
export interface StaffListQuery {
  page: number;
  limit: number;
  keyword?: string;
  sort?: (typeof USER_SORTS)[number];
  roleId?: number[];
  magasinId?: number[];
}

/** Role and store filters travel as "1,2,0" (ids in list filters are padded with a trailing 0, product-spec §9). */
const idList = (ids?: number[]) => (ids?.length ? [...ids.filter((id) => id !== 0), 0].join(',') : undefined);

export function listQuery(q: StaffListQuery) {
  return {
    page: q.page,
    limit: q.limit,
    keyword: q.keyword || undefined,
    sort: q.sort,
    roleId: idList(q.roleId),
    magasinId: idList(q.magasinId),
  };
}

export const usersApi = {
  list: (q: StaffListQuery, signal?: AbortSignal) => api.get<UsersPage>('/Users', { query: listQuery(q), signal, withoutLoader: true }),
  trashed: () => api.get<StaffUser[]>('/User/getAll/trashed'),
  get: (id: number) => api.get<StaffUser>(`/User/${id}`),
  create: (body: StaffCreateBody, options?: RequestOptions) => api.post<StaffUser>('/Users', body, options),
  update: (id: number, body: StaffPatch) => api.patch<StaffUser>(`/User/${id}`, body),
  /** Product-spec §6: deleting a cashier and deleting through the admin are separate operations. */
  deleteCashier: (id: number) => api.delete<{ ok: true }>(`/UserCaissier/${id}`),
  deleteAsAdmin: (id: number) => api.delete<{ ok: true }>(`/admin/User/${id}`),
  restore: (id: number) => api.patch<StaffUser>(`/User/restore/${id}`),
  addStore: (id: number, storeId: number) => api.patch<StaffUser>(`/UserCaissier/${id}/addMagasin/${storeId}/`),
  qrCode: (id: number) => api.get<UserQrCode>(`/User/${id}/qrcode`),
  commandChart: (id: number, q: ChartQuery) => api.get<ChartAnswer>(`/User/${id}/commandChart`, { query: { ...q }, withoutLoader: true }),
  activityChart: (id: number, q: ChartQuery) => api.get<ChartAnswer>(`/User/${id}/activityChart`, { query: { ...q }, withoutLoader: true }),
  activitiesExcel: (id: number, q: ChartQuery) => api.getBlob(`/activities/excel/${id}`, { query: { ...q } }),
  transportCompanies: (id: number) => api.get<UserTransportCompany[]>(`/User/TransportCompanies/${id}`),
  toggleTransport: (userId: number, transportCompanyId: number) =>
    api.patch<TransportToggleAnswer>('/User/TransportCompany/Toggle', { userId, transportCompanyId }),
  roles: () => api.get<RoleRef[]>('/Roles', { withoutLoader: true }),
};

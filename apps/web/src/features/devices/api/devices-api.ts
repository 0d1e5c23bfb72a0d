// Terminal calls (api-spec 7.3): list, available, detail with the QR code, register, link to a store, delete.
import type { Device, DeviceBody, DeviceDetail } from '@comptoir/shared';
import { api, type RequestOptions } from '../../../lib/api-client';

export const devicesApi = {
  list: () => api.get<Device[]>('/Device'),
  /** Terminals not linked to a store yet. Polled in the background by the setup wizard: no loader. */
  available: (options?: RequestOptions) => api.get<Device[]>('/Device/available', options),
  get: (id: number) => api.get<DeviceDetail>(`/Device/${id}`, { withoutLoader: true }),
  register: (body: DeviceBody) => api.post<DeviceDetail>('/Device', body),
  linkTo: (id: number, storeId: number) => api.patch<DeviceDetail>(`/Device/${id}/linkTo/Magasin/${storeId}`),
  remove: (id: number) => api.delete<{ ok: true }>(`/Device/${id}`),
  ofStore: (storeId: number) => api.get<Device[]>(`/Magasin/${storeId}/devices`),
};

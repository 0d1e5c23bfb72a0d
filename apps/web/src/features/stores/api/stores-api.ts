// Store calls (api-spec 7.2): lists, trash and restore, the store form (create or update), delete.
import type { Magasin, MagasinBody } from '@comptoir/shared';
import { api, type RequestOptions } from '../../../lib/api-client';

export const storesApi = {
  list: () => api.get<Magasin[]>('/Magasins'),
  trashed: () => api.get<Magasin[]>('/Magasin/getAll/trashed'),
  get: (id: number) => api.get<Magasin>(`/Magasin/${id}`),
  /** Creates, or updates the store named by body.id. */
  save: (body: MagasinBody, options?: RequestOptions) => api.post<Magasin>('/Magasin/', body, options),
  remove: (id: number) => api.delete<{ ok: true }>(`/Magasin/${id}`),
  restore: (id: number) => api.patch<Magasin>(`/Magasin/restore/${id}`),
};

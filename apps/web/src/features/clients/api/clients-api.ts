// Calls of api-spec 7.9 (clients) the client screens use: list (filters and offset), profile, create or update, edit and
// create data, delete, reset, block, select data, additional info, QR code, queue, import and the export link.
import type {
  Client,
  ClientBody,
  ClientProfile,
  ClientsAnswer,
  ClientType,
  InfoNature,
  InfoType,
  QueueEntry,
  QueueState,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

/** GET /Client/ query: the DataTable's page becomes an offset. */
export interface ClientsListQuery {
  offset: number;
  limit: number;
  keyword?: string;
  type?: ClientType;
  isActive?: boolean;
  sort?: 'name' | '-name' | 'created_at' | '-created_at' | 'loyaltyPoints' | '-loyaltyPoints';
}

export interface ClientFormData {
  types: ClientType[];
  sexes: ('femme' | 'homme' | 'enfant')[];
  bloodGroups: string[];
  natures: InfoNature[];
  infoTypes: InfoType[];
  promoCodeOnCreation: boolean;
}
export type ClientEditData = ClientFormData & { client: Client; additionalInfos: ClientProfile['additionalInfos'] };
export interface ClientSaved {
  client: Client;
  promoCode: string | null;
}
export interface ImportAnswer {
  imported: number;
  errors: { row: number; field: string; message: string }[];
}
export interface QueueAnswer {
  day: string;
  interval: number;
  queue: QueueEntry[];
}

export const clientsApi = {
  list: (q: ClientsListQuery, signal?: AbortSignal) =>
    api.get<ClientsAnswer>('/Client/', { query: { ...q, keyword: q.keyword || undefined }, signal, withoutLoader: true }),
  profile: (id: number) => api.get<ClientProfile>(`/Client/${id}`),
  save: (body: ClientBody) => api.post<ClientSaved>('/Client/', body),
  createData: () => api.get<ClientFormData>('/Client/create', { withoutLoader: true }),
  editData: (id: number) => api.get<ClientEditData>(`/Client/${id}/edit`),
  remove: (id: number) => api.delete<{ ok: true }>(`/Client/${id}`),
  reset: (id: number) => api.patch<Client>(`/Client/${id}/reset`),
  toggleBlock: (id: number) => api.get<Client>(`/Client/toggleBlock/${id}`),
  select: (keyword: string) =>
    api.get<{ id: number; name: string; tel: string | null; loyaltyPoints: number }[]>('/Client/select/data', {
      query: { keyword },
      withoutLoader: true,
    }),
  addAdditionalInfo: (clientId: number, infos: { typeId: number; value: string }[]) =>
    api.post<ClientProfile['additionalInfos']>('/Client/addAdditionalInfo', { clientId, infos }),
  qrCode: (id: number, withEmail = false) =>
    api.get<{ svg: string; url: string; emailed: boolean }>(`/Client/${id}/qrcode`, { query: withEmail ? { withEmail: 1 } : undefined }),
  queue: (q: { magasinId?: number; all?: boolean } = {}) => api.get<QueueAnswer>('/Client/Queue', { query: q, withoutLoader: true }),
  queueAdd: (clientId: number, magasinId?: number | null) => api.post<QueueEntry>('/Client/Queue', { clientId, magasinId }),
  queueMove: (id: number, status: QueueState) => api.post<QueueEntry>('/Client/Queue', { id, status }),
  import: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<ImportAnswer>('/Client/import', form);
  },
  /** A link with a short-lived, single-purpose token and the filters (never the session token). */
  exportLink: (filters: Partial<Omit<ClientsListQuery, 'offset' | 'limit'>>) =>
    api.post<{ token: string; url: string; expiresAt: string }>('/Client/export/link', filters),
};

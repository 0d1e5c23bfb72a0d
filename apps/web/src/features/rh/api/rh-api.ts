// Human resources calls (issue 32; paths ours, docs/decisions.md "Human resources") and their query keys.
import type { ClockBoard, Collaborator, CollaboratorBody, PunchBody, PunchCard, PunchState, Timekeeping } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export interface CollaboratorsQuery {
  page: number;
  limit: number;
  keyword?: string;
  magasinId?: number;
}
export interface PunchCardsQuery {
  page: number;
  limit: number;
  from?: string;
  to?: string;
  magasinId?: number;
  collaboratorId?: number;
  anomaly?: string;
}
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}
export type PunchAction = 'Unlock' | 'ClockIn' | 'ClockOut' | 'BreakStart' | 'BreakEnd';

export const rhKeys = {
  all: ['rh'] as const,
  collaborators: () => [...rhKeys.all, 'collaborators'] as const,
  collaboratorList: (q: CollaboratorsQuery) => [...rhKeys.collaborators(), 'list', q] as const,
  collaborator: (id: number) => [...rhKeys.collaborators(), 'detail', id] as const,
  cards: () => [...rhKeys.all, 'cards'] as const,
  cardList: (q: PunchCardsQuery) => [...rhKeys.cards(), q] as const,
  board: (magasinId: number) => [...rhKeys.all, 'board', magasinId] as const,
  timekeeping: (month: string, magasinId: number | null) => [...rhKeys.all, 'timekeeping', month, magasinId] as const,
};

const clean = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null));

export const rhApi = {
  collaborators: (q: CollaboratorsQuery) => api.get<Page<Collaborator>>('/Collaborator', { query: clean(q), withoutLoader: true }),
  collaborator: (id: number) => api.get<Collaborator>(`/Collaborator/${id}`),
  /** Creates, or updates the collaborator named by body.id. */
  save: (body: CollaboratorBody) => api.post<Collaborator>('/Collaborator', body),
  remove: (id: number) => api.delete<{ ok: true }>(`/Collaborator/${id}`),
  board: (magasinId: number) => api.get<ClockBoard>(`/PunchCard/Magasin/${magasinId}`, { withoutLoader: true }),
  punch: (action: PunchAction, body: PunchBody) => api.post<PunchState>(`/PunchCard/${action}`, body),
  cards: (q: PunchCardsQuery) => api.get<Page<PunchCard>>('/PunchCard', { query: clean(q), withoutLoader: true }),
  close: (id: number, body: { endAt: string; reason: string }) => api.post<PunchCard>(`/PunchCard/${id}/Close`, body),
  timekeeping: (month: string, magasinId: number | null) =>
    api.get<Timekeeping>('/Timekeeping', { query: clean({ month, magasinId: magasinId ?? undefined }), withoutLoader: true }),
  exportMonth: (month: string, magasinId: number | null) =>
    api.getBlob('/Timekeeping/export', { query: clean({ month, magasinId: magasinId ?? undefined }) }),
};

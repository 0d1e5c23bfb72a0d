// Calls of the labs and production planning (api-spec 7.15; issue 27).
import type {
  DayPlanning,
  DayPlanningAddBody,
  Lab,
  LabPerson,
  LabPlanningDetails,
  LabPlanningsPage,
  LabPlanningStateBody,
  LabProduitMagasin,
  LabProduitMagasinBody,
  LabSettings,
  LabUpdateBody,
  PlanningPeriod,
  PlanningPeriodBody,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const labsApi = {
  labs: () => api.get<Lab[]>('/Lab'),
  create: (body: { intitule: string; magasinId?: number | null }) => api.post<Lab>('/Lab', body),
  remove: (id: number) => api.delete<{ id: number }>(`/Lab/${id}`),
  settings: (id: number) => api.get<LabSettings>(`/Lab/${id}/settings`),
  update: (id: number, body: LabUpdateBody) => api.put<LabSettings>(`/Lab/${id}`, body),
  bakers: () => api.get<LabPerson[]>('/Lab/bakers'),
  periods: () => api.get<PlanningPeriod[]>('/PlanningPeriod'),
  addPeriod: (body: PlanningPeriodBody) => api.post<PlanningPeriod>('/PlanningPeriod', body),
  removePeriod: (id: number) => api.delete<{ id: number }>(`/PlanningPeriod/${id}`),
  produitMagasins: (labId: number) => api.get<LabProduitMagasin[]>(`/Lab/${labId}/ProduitMagasin`),
  saveProduitMagasins: (body: LabProduitMagasinBody) => api.post<LabProduitMagasin[]>('/LabProduitMagasin', body),
  day: (labId: number, date: string) => api.post<DayPlanning>(`/Lab/${labId}/DayPlanning`, { date }),
  saveDay: (labId: number, body: DayPlanningAddBody) => api.post<DayPlanning>(`/Lab/${labId}/DayPlanning/Add`, body),
  plannings: (labId: number, q: { from?: string; to?: string; offset?: number; limit?: number }) =>
    api.get<LabPlanningsPage>(`/Lab/${labId}/LabPlannings`, { query: q }),
  details: (id: number) => api.get<LabPlanningDetails>(`/LabPlanning/${id}/details`),
  move: (id: number, body: LabPlanningStateBody) => api.patch<LabPlanningDetails>(`/LabPlanning/${id}/state`, body),
  send: (id: number, operationId: number) => api.patch<LabPlanningDetails>(`/LabPlanning/${id}/shipments/${operationId}/send`, {}),
};

export const labsKeys = {
  all: ['labs'] as const,
  list: () => [...labsKeys.all, 'list'] as const,
  settings: (id: number) => [...labsKeys.all, 'settings', id] as const,
  bakers: () => [...labsKeys.all, 'bakers'] as const,
  periods: () => [...labsKeys.all, 'periods'] as const,
  produitMagasins: (labId: number) => [...labsKeys.all, 'lpm', labId] as const,
  day: (labId: number, date: string) => [...labsKeys.all, 'day', labId, date] as const,
  plannings: (labId: number, q: object) => [...labsKeys.all, 'plannings', labId, q] as const,
  details: (id: number) => [...labsKeys.all, 'details', id] as const,
};

// Calls of the screens of issue 30 (apps/server/src/modules/displays): preparation screens, their boards and steps,
// the till's ready orders, the kiosk's settings (Borne), a customer display paired by code.
import type {
  CustomerDisplay,
  KioskSettings,
  KioskSettingsBody,
  PrepBoard,
  PrepReady,
  PrepScreen,
  PrepScreenBody,
  PrepStep,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const displaysKeys = {
  /** Every key under ['prep', store] is refetched by the live channel's order events of that store. */
  screens: (magasinId: number) => ['prep', magasinId, 'screens'] as const,
  board: (magasinId: number, screenId: number) => ['prep', magasinId, 'board', screenId] as const,
  ready: (magasinId: number) => ['prep', magasinId, 'ready'] as const,
  kiosk: (magasinId: number) => ['displays', 'kiosk', magasinId] as const,
  /** Refetched by the live channel's display events of that code. */
  display: (code: string) => ['display', code] as const,
};

export const displaysApi = {
  screens: (magasinId: number) => api.get<PrepScreen[]>(`/PreparationScreens?magasinId=${magasinId}`),
  saveScreen: (body: PrepScreenBody) => api.post<PrepScreen>('/PreparationScreens', body),
  removeScreen: (id: number) => api.delete<{ ok: true }>(`/PreparationScreens/${id}`),
  board: (screenId: number, signal?: AbortSignal) => api.get<PrepBoard>(`/Preparation/${screenId}`, { signal }),
  step: (screenId: number, body: { commandId: number; from: PrepStep; to: PrepStep }) =>
    api.patch<{ commandId: number; step: PrepStep; stepAt: string }>(`/Preparation/${screenId}/step`, body),
  ready: (magasinId: number, signal?: AbortSignal) => api.get<PrepReady>(`/Preparation/ready?magasinId=${magasinId}`, { signal }),
  kiosk: (magasinId: number) => api.get<KioskSettings>(`/Borne?magasinId=${magasinId}`),
  saveKiosk: (body: KioskSettingsBody) => api.post<KioskSettings>('/Borne', body),
  display: (code: string) => api.get<CustomerDisplay>(`/CustomerDisplay/${code}`),
  putDisplay: (code: string, magasinId: number, state: object) =>
    api.put<CustomerDisplay>(`/CustomerDisplay/${code}`, { magasinId, state }),
};

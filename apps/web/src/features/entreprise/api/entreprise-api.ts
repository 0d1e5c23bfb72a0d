// Calls of api-spec 7.3: the company, its settings by key, currencies (sliders and questions: features/content) and integration settings.
import type {
  AddConfigBody,
  ApiIntegration,
  ApiIntegrationBody,
  ConfigKey,
  Currency,
  EntrepriseFetch,
  EntreprisePatch,
} from '@comptoir/shared';
import { api, type RequestOptions } from '../../../lib/api-client';

export type IntegrationKind = 'external' | 'internal';
export type ConfigEntryValue = string | number | boolean | null;
export type SavedIntegration = ApiIntegration & { plainApiKey?: string };

const integrationPath = (kind: IntegrationKind) => (kind === 'external' ? '/ExternalApi' : '/InternalApi');

export const entrepriseApi = {
  fetch: () => api.get<EntrepriseFetch>('/Entreprise'),
  update: (patch: EntreprisePatch, options?: RequestOptions) => api.patch<EntrepriseFetch>('/Entreprise', patch, options),
  /** The public brand of a company (no sign-in needed). */
  brand: (id: number) => api.get<{ intitule: string; currencyTag: string }>('/gateway/Entreprise', { query: { id } }),
  addConfig: (body: AddConfigBody) => api.post<{ key: ConfigKey; value: ConfigEntryValue }>('/Entreprise/addConfig', body),
  getConfig: (key: ConfigKey) => api.get<{ key: ConfigKey; value: ConfigEntryValue }>(`/getConfig/${key}`, { withoutLoader: true }),

  currencies: (tag?: string) => api.get<Currency[]>('/currencies', { query: { tag } }),
  setCurrencyRate: (tag: string, value: number) => api.post<Currency[]>('/currencies', { tag, value }),

  integrations: (kind: IntegrationKind) => api.get<ApiIntegration[]>(integrationPath(kind)),
  saveIntegration: (kind: IntegrationKind, body: ApiIntegrationBody) => api.post<SavedIntegration>(integrationPath(kind), body),
};

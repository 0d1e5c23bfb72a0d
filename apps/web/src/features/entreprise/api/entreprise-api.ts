// Calls of api-spec 7.3: the company, its settings by key, sliders, questions, currencies and integration settings.
import type {
  AddConfigBody,
  ApiIntegration,
  ApiIntegrationBody,
  City,
  ConfigKey,
  Country,
  Currency,
  EntrepriseFetch,
  EntreprisePatch,
  Question,
  QuestionBody,
  Slider,
  SliderBody,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export type IntegrationKind = 'external' | 'internal';
export type ConfigEntryValue = string | number | boolean | null;
export type SavedIntegration = ApiIntegration & { plainApiKey?: string };

const integrationPath = (kind: IntegrationKind) => (kind === 'external' ? '/ExternalApi' : '/InternalApi');

/** Questions listed for {id} = 0 are the company-wide ones (docs/decisions.md). */
export const COMPANY_WIDE = 0;

export const entrepriseApi = {
  fetch: () => api.get<EntrepriseFetch>('/Entreprise'),
  update: (patch: EntreprisePatch) => api.patch<EntrepriseFetch>('/Entreprise', patch),
  /** The public brand of a company (no sign-in needed). */
  brand: (id: number) =>
    api.get<{ intitule: string; fileId: number | null; currencyTag: string }>('/gateway/Entreprise', { query: { id } }),
  addConfig: (body: AddConfigBody) => api.post<{ key: ConfigKey; value: ConfigEntryValue }>('/Entreprise/addConfig', body),
  getConfig: (key: ConfigKey) => api.get<{ key: ConfigKey; value: ConfigEntryValue }>(`/getConfig/${key}`, { withoutLoader: true }),

  sliders: () => api.get<Slider[]>('/Entreprise/sliders'),
  saveSlider: (body: SliderBody) => api.post<Slider>('/Entreprise/Slider/add', body),
  deleteSlider: (id: number) => api.delete<{ ok: true }>(`/Entreprise/Slider/${id}`),

  questions: (storeId: number = COMPANY_WIDE) => api.get<Question[]>(`/Entreprise/Question/${storeId}/getQuestions`),
  saveQuestion: (body: QuestionBody) => api.post<Question>('/Entreprise/Question/add', body),
  deleteQuestion: (id: number) => api.delete<{ ok: true }>(`/Entreprise/Question/${id}`),

  currencies: (tag?: string) => api.get<Currency[]>('/currencies', { query: { tag } }),
  setCurrencyRate: (tag: string, value: number) => api.post<Currency[]>('/currencies', { tag, value }),
  countries: () => api.get<{ countries: Country[]; cities: City[] }>('/countries'),
  cities: (countryId?: number) => api.get<City[]>('/cities', { query: { countryId } }),

  integrations: (kind: IntegrationKind) => api.get<ApiIntegration[]>(integrationPath(kind)),
  saveIntegration: (kind: IntegrationKind, body: ApiIntegrationBody) => api.post<SavedIntegration>(integrationPath(kind), body),
};

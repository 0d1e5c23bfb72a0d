// Sliders and client questions (api-spec 7.2, 7.3), of a scope: the whole company (COMPANY_WIDE) or one store.
import type { Question, QuestionBody, Slider, SliderBody } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

/** The scope of company-wide content: GET /Entreprise/Question/0/getQuestions lists them (docs/decisions.md). */
export const COMPANY_WIDE = 0;
/** COMPANY_WIDE or a store id. */
export type ContentScope = number;

export const contentApi = {
  /** A store's questions come with the company-wide ones (magasinId null); COMPANY_WIDE lists only those. */
  questions: (scope: ContentScope) => api.get<Question[]>(`/Entreprise/Question/${scope}/getQuestions`),
  saveQuestion: (body: QuestionBody) => api.post<Question>('/Entreprise/Question/add', body),
  removeQuestion: (id: number) => api.delete<{ ok: true }>(`/Entreprise/Question/${id}`),
  sliders: (scope: ContentScope) => api.get<Slider[]>(scope === COMPANY_WIDE ? '/Entreprise/sliders' : `/Magasin/${scope}/sliders`),
  /** Creates, or updates the slider named by body.id. */
  saveSlider: (body: SliderBody) => api.post<Slider>('/Entreprise/Slider/add', body),
  removeSlider: (id: number) => api.delete<{ ok: true }>(`/Entreprise/Slider/${id}`),
};

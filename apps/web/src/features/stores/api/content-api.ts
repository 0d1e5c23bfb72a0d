// A store's client questions and sliders (api-spec 7.2, 7.3).
import type { Question, QuestionBody, Slider, SliderBody } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const contentApi = {
  /** The store's questions with the company-wide ones (magasinId null). */
  questions: (storeId: number) => api.get<Question[]>(`/Entreprise/Question/${storeId}/getQuestions`),
  saveQuestion: (body: QuestionBody) => api.post<Question>('/Entreprise/Question/add', body),
  removeQuestion: (id: number) => api.delete<{ ok: true }>(`/Entreprise/Question/${id}`),
  sliders: (storeId: number) => api.get<Slider[]>(`/Magasin/${storeId}/sliders`),
  saveSlider: (body: SliderBody) => api.post<Slider>('/Entreprise/Slider/add', body),
  removeSlider: (id: number) => api.delete<{ ok: true }>(`/Entreprise/Slider/${id}`),
};

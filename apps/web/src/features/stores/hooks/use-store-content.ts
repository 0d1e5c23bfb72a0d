// A store's client questions and sliders: lists and the add / delete mutations that refetch them.
import type { QuestionBody, Slider, SliderBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../api/content-api';
import { storeKeys } from '../api/keys';

export function useStoreQuestions(storeId: number | null) {
  return useQuery({
    queryKey: storeKeys.questions(storeId ?? 0),
    queryFn: () => contentApi.questions(storeId as number),
    enabled: storeId !== null && storeId > 0,
  });
}

export function useStoreSliders(storeId: number | null) {
  return useQuery({
    queryKey: storeKeys.sliders(storeId ?? 0),
    queryFn: () => contentApi.sliders(storeId as number),
    enabled: storeId !== null && storeId > 0,
  });
}

// Questions and sliders may be company-wide (shown for every store): refetch those of every store.
const invalidate = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: storeKeys.details() });

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: QuestionBody) => contentApi.saveQuestion(body), onSuccess: () => invalidate(queryClient) });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => contentApi.removeQuestion(id), onSuccess: () => invalidate(queryClient) });
}

export function useSaveSlider() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: SliderBody) => contentApi.saveSlider(body), onSuccess: () => invalidate(queryClient) });
}

export function useDeleteSlider() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => contentApi.removeSlider(id), onSuccess: () => invalidate(queryClient) });
}

/** The full body of a slide: an update rewrites every field. */
export const sliderBodyOf = (s: Slider, patch: Partial<SliderBody> = {}): SliderBody => ({
  id: s.id,
  intitule: s.intitule,
  description: s.description,
  fileId: s.fileId,
  link: s.link,
  order: s.order,
  isActive: s.isActive,
  magasinId: s.magasinId,
  ...patch,
});

/** Drag ordering: the slides whose position changed are saved with their new order, one after the other. */
export function useReorderSliders(storeId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: Slider[]) => {
      const changed = rows.map((s, order) => ({ s, order })).filter(({ s, order }) => s.order !== order);
      for (const { s, order } of changed) await contentApi.saveSlider(sliderBodyOf(s, { order }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.sliders(storeId ?? 0) }),
  });
}

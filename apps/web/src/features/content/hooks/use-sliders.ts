// Sliders of a scope (COMPANY_WIDE or a store id; null while the store is not known yet): save, delete, drag ordering.
import type { Slider, SliderBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi, type ContentScope } from '../api/content-api';
import { contentKeys } from '../api/keys';

export function useSliders(scope: ContentScope | null) {
  return useQuery({
    queryKey: contentKeys.sliders(scope ?? -1),
    queryFn: () => contentApi.sliders(scope as ContentScope),
    enabled: scope !== null && scope >= 0,
  });
}

export function useSaveSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SliderBody) => contentApi.saveSlider(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useDeleteSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => contentApi.removeSlider(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

/** The full body of a slider: an update rewrites every field. */
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

/** Drag ordering: the sliders whose position changed are saved with their new order, one after the other. */
export function useReorderSliders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: Slider[]) => {
      const changed = rows.map((s, order) => ({ s, order })).filter(({ s, order }) => s.order !== order);
      for (const { s, order } of changed) await contentApi.saveSlider(sliderBodyOf(s, { order }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

// Company-wide sliders and client questions: lists, save (create or update by id) and delete.
import type { QuestionBody, SliderBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_WIDE, entrepriseApi } from '../api/entreprise-api';
import { entrepriseKeys } from '../api/keys';

export function useCompanySliders() {
  return useQuery({ queryKey: entrepriseKeys.list('sliders'), queryFn: entrepriseApi.sliders });
}

export function useCompanyQuestions() {
  return useQuery({ queryKey: entrepriseKeys.list('questions'), queryFn: () => entrepriseApi.questions(COMPANY_WIDE) });
}

export function useSaveSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SliderBody) => entrepriseApi.saveSlider(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entrepriseKeys.list('sliders') }),
  });
}

export function useDeleteSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => entrepriseApi.deleteSlider(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entrepriseKeys.list('sliders') }),
  });
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBody) => entrepriseApi.saveQuestion(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entrepriseKeys.list('questions') }),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => entrepriseApi.deleteQuestion(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entrepriseKeys.list('questions') }),
  });
}

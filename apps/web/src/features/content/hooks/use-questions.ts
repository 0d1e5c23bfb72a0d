// Client questions of a scope (COMPANY_WIDE or a store id; null while the store is not known yet), save and delete.
import type { QuestionBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi, type ContentScope } from '../api/content-api';
import { contentKeys } from '../api/keys';

export function useQuestions(scope: ContentScope | null) {
  return useQuery({
    queryKey: contentKeys.questions(scope ?? -1),
    queryFn: () => contentApi.questions(scope as ContentScope),
    enabled: scope !== null && scope >= 0,
  });
}

// A company-wide question shows in every store's list: refetch the lists of every scope.
export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBody) => contentApi.saveQuestion(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => contentApi.removeQuestion(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

// Recipes (ProductElement): the list, and the writes that refresh it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueApi } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';

export function useRecipes() {
  return useQuery({ queryKey: catalogueKeys.recipes(), queryFn: () => catalogueApi.recipes() });
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: catalogueApi.saveRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.recipes() }),
  });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: catalogueApi.deleteRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.recipes() }),
  });
}

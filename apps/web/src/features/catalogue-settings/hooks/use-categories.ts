// Category queries and writes of the settings screens: the whole tree at once (a company has a few hundred at
// most), the trash, and sorting; every write refreshes every category list, the product form's included.
import type { CategoryBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogue/api/keys';
import { settingsApi } from '../api/settings-api';
import { settingsKeys } from '../api/keys';

export function useCategoryTree(trashed = false) {
  return useQuery({
    queryKey: settingsKeys.categories(trashed),
    queryFn: () =>
      settingsApi.categories({
        limit: 500,
        appends: ['childrenCount', 'productsCount'],
        onlyTrashed: trashed || undefined,
        sort: trashed ? '-deleted_at' : 'order',
      }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() }),
      queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'form-data'] }),
    ]);
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CategoryBody }) =>
      id ? settingsApi.updateCategory(id, body) : settingsApi.createCategory(body),
    onSuccess: refresh,
  });
}

export function useTrashCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => settingsApi.trashCategory(id), onSuccess: refresh });
}

export function useRestoreCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => settingsApi.restoreCategory(id), onSuccess: refresh });
}

export function useSortCategories() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (items: { id: number; order: number; parentId: number | null }[]) => settingsApi.sortCategories(items),
    onSuccess: refresh,
  });
}

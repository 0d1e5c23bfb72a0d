// Staff queries: the paginated list (server mode), the trash, one member, and the store choices of the form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersApi, type StaffListQuery } from '../api/users-api';
import { storeOptionsKeys, usersKeys } from '../api/keys';

export function useUsersPage(q: StaffListQuery) {
  return useQuery({
    queryKey: usersKeys.list(q),
    queryFn: ({ signal }) => usersApi.list(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTrashedUsers(enabled = true) {
  return useQuery({ queryKey: usersKeys.trashed(), queryFn: usersApi.trashed, enabled });
}

export function useStaffUser(id: number) {
  return useQuery({ queryKey: usersKeys.detail(id), queryFn: () => usersApi.get(id), enabled: id > 0 });
}

/** The company's stores (GET /Magasins), as choices for the staff form. */
export function useStoreOptions(enabled = true) {
  return useQuery({
    queryKey: storeOptionsKeys.all,
    queryFn: usersApi.stores,
    enabled,
    select: (stores) => stores.map((s) => ({ id: s.id, intitule: s.intitule })),
  });
}

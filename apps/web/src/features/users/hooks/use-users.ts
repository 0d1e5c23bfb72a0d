// Staff queries: the paginated list (server mode), the trash, one member, and the store choices of the form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersApi, type StaffListQuery } from '../api/users-api';
import { storeKeys } from '../../stores/api/keys';
import { storesApi } from '../../stores/api/stores-api';
import { usersKeys } from '../api/keys';

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

/** The company's stores as choices: the stores feature's one list cache, so a store added elsewhere shows at once. */
export function useStoreOptions(enabled = true) {
  return useQuery({
    queryKey: storeKeys.list(false),
    queryFn: storesApi.list,
    enabled,
    select: (stores) => stores.map((s) => ({ id: s.id, intitule: s.intitule })),
  });
}

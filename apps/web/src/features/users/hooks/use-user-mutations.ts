// Staff writes; each refreshes the lists and the member it changed.
import type { StaffCreateBody, StaffPatch, StaffUser } from '@comptoir/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { usersApi } from '../api/users-api';
import { usersKeys } from '../api/keys';
import { deletePathOf, type DeleteActor } from '../staff-rules';

function refresh(queryClient: QueryClient, user?: StaffUser) {
  if (user) queryClient.setQueryData(usersKeys.detail(user.id), user);
  return queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCreateBody) => usersApi.create(body),
    onSuccess: (user) => refresh(queryClient, user),
  });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPatch) => usersApi.update(id, body),
    onSuccess: (user) => refresh(queryClient, user),
  });
}

/** Blocks (false) or activates (true) a member. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => usersApi.update(id, { isActive }),
    onSuccess: (user) => refresh(queryClient, user),
  });
}

/** DELETE /UserCaissier/{id} or DELETE /admin/User/{id}, as staff-rules decides. */
export function useDeleteUser(actor: DeleteActor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: StaffUser) =>
      deletePathOf(actor, user) === 'cashier' ? usersApi.deleteCashier(user.id) : usersApi.deleteAsAdmin(user.id),
    onSuccess: async (_ok, user) => {
      queryClient.removeQueries({ queryKey: usersKeys.detail(user.id) });
      await refresh(queryClient);
    },
  });
}

export function useRestoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => usersApi.restore(id),
    onSuccess: (user) => refresh(queryClient, user),
  });
}

export function useAddUserStore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: number) => usersApi.addStore(id, storeId),
    onSuccess: (user) => refresh(queryClient, user),
  });
}

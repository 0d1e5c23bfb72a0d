// Profile updates (PATCH /Profile): details, language and password.
import type { AuthUser, ProfilePatch } from '@comptoir/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../api/auth-api';
import { authKeys } from '../api/keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => authApi.updateProfile(patch),
    onSuccess: (user: AuthUser) => queryClient.setQueryData(authKeys.me(), user),
  });
}

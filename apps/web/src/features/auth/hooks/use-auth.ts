// The signed-in user: loaded from GET /authedAdmin when a token exists, kept in the query cache.
import { hasAnyTag, type AuthUser } from '@comptoir/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { setCurrency } from '../../../lib/currency';
import { saveToken, useToken } from '../../../lib/token-storage';
import { authApi } from '../api/auth-api';
import { authKeys } from '../api/keys';

export const meQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async () => {
      const user = await authApi.me();
      setCurrency(user.entreprise.currencyTag);
      return user;
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

export interface AuthState {
  user: AuthUser | undefined;
  hasToken: boolean;
  /** A token exists and the user is being fetched for the first time. */
  isLoading: boolean;
}

export function useAuth(): AuthState {
  const token = useToken();
  const query = useQuery(meQuery(Boolean(token)));
  const user = token ? query.data : undefined;
  return { user, hasToken: Boolean(token), isLoading: Boolean(token) && query.isLoading };
}

export function useAuthUser(): AuthUser | undefined {
  return useAuth().user;
}

export function useUserTags(): readonly string[] {
  const user = useAuthUser();
  return useMemo(() => user?.functionalities.map((f) => f.tag) ?? [], [user]);
}

export function useHasAnyTag(required: readonly string[] | undefined): boolean {
  return hasAnyTag(useUserTags(), required);
}

/** After sign-in, sign-up or an auto sign-in link: keep the token and the user. */
export function establishSession(queryClient: QueryClient, token: string, expiresAt: string, user: AuthUser, remember: boolean): void {
  saveToken(token, expiresAt, remember);
  setCurrency(user.entreprise.currencyTag);
  queryClient.setQueryData(authKeys.me(), user);
}

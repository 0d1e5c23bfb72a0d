// Sign in, sign up, sign out and company switch.
import type { AuthUser, RegisterBody } from '@comptoir/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyProfileLocale } from '../../../i18n/i18n';
import { setCurrency } from '../../../lib/currency';
import { navigateTo } from '../../../lib/navigation';
import { clearToken } from '../../../lib/token-storage';
import { authApi, type LoginInput } from '../api/auth-api';
import { authKeys } from '../api/keys';
import { authFlow } from '../auth-flow';
import { establishSession } from './use-auth';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => authApi.login(input),
    onSuccess: (res, input) => {
      authFlow.beginSignIn(); // the login page navigates itself (forwardTo, referrer or home)
      establishSession(queryClient, res.token, res.expiresAt, res.user, input.remember);
      void applyProfileLocale(res.user.locale);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterBody) => authApi.register(input),
    onSuccess: (res) => {
      authFlow.beginSignIn();
      establishSession(queryClient, res.token, res.expiresAt, res.user, false);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // This device stops receiving the user's pushes (issue 25); its code loads only now, and never holds sign-out up.
      const userId = queryClient.getQueryData<AuthUser>(authKeys.me())?.id;
      if (userId !== undefined)
        await Promise.race([
          import('../../notifications/live/web-push').then((m) => m.unsubscribePush(userId)).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 3000)),
        ]);
      try {
        await authApi.logout();
      } catch {
        // Offline or already signed out on the server: the browser signs out anyway.
      }
    },
    onMutate: () => authFlow.beginSignOut(),
    onSettled: () => {
      navigateTo('/login', { replace: true });
      clearToken();
      queryClient.clear();
    },
  });
}

/** Switches the active company, then refetches everything (every answer is company-scoped). */
export function useSwitchEntreprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => authApi.switchEntreprise(id),
    onSuccess: async (user: AuthUser) => {
      setCurrency(user.entreprise.currencyTag);
      queryClient.setQueryData(authKeys.me(), user);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
    },
  });
}

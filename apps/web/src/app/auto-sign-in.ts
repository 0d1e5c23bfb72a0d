// The exchange of a sign-in link (./use-auto-sign-in.ts): loaded only when a link asks for it (issue 23 point 10).
import type { QueryClient } from '@tanstack/react-query';
import { authApi } from '../features/auth/api/auth-api';
import { authKeys } from '../features/auth/api/keys';
import { establishSession } from '../features/auth/hooks/use-auth';
import { i18n } from '../i18n/i18n';
import { isApiError } from '../lib/api-error';
import { notifyDanger } from '../lib/notify';
import { clearToken } from '../lib/token-storage';

/** Signs in with the link's `email` and `identifier`; answers where to go: the page asked, or the login page. */
export async function exchangeSignInLink(queryClient: QueryClient, email: string, identifier: string): Promise<boolean> {
  try {
    const res = await authApi.autoLogin(email, identifier);
    establishSession(queryClient, res.token, res.expiresAt, res.user, true);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) notifyDanger({ message: error.message || i18n.t('auth.linkInvalid') });
    clearToken();
    queryClient.removeQueries({ queryKey: authKeys.me() });
    return false;
  }
}

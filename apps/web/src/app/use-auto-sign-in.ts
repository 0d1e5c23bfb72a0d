// Sign-in links: `email` and `identifier` in the query sign the visitor in (remember-me) and leave the URL;
// when the link is refused the visitor goes to the login page.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '../features/auth/api/auth-api';
import { authKeys } from '../features/auth/api/keys';
import { establishSession } from '../features/auth/hooks/use-auth';
import { i18n } from '../i18n/i18n';
import { isApiError } from '../lib/api-error';
import { notifyDanger } from '../lib/notify';
import { clearToken } from '../lib/token-storage';

/** True while a sign-in link is being exchanged (the page waits). */
export function useAutoSignIn(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(location.search);
  const email = params.get('email');
  const identifier = params.get('identifier');
  const wanted = Boolean(email && identifier);
  const started = useRef<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!email || !identifier) return;
    const key = `${email}\n${identifier}`;
    if (started.current === key) return;
    started.current = key;
    setPending(true);
    const rest = new URLSearchParams(location.search);
    rest.delete('email');
    rest.delete('identifier');
    const cleanSearch = rest.toString() ? `?${rest.toString()}` : '';
    authApi
      .autoLogin(email, identifier)
      .then((res) => {
        establishSession(queryClient, res.token, res.expiresAt, res.user, true);
        void navigate({ pathname: location.pathname === '/login' ? '/' : location.pathname, search: cleanSearch }, { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) notifyDanger({ message: error.message || i18n.t('auth.linkInvalid') });
        clearToken();
        queryClient.removeQueries({ queryKey: authKeys.me() });
        void navigate('/login', { replace: true });
      })
      .finally(() => setPending(false));
  }, [email, identifier, location.pathname, location.search, navigate, queryClient]);

  return wanted || pending;
}

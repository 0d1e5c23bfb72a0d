// Sign-in links: `email` and `identifier` in the query sign the visitor in (remember-me) and leave the URL;
// when the link is refused the visitor goes to the login page. The exchange's code (./auto-sign-in.ts) is loaded only
// when a link asks for it, not with every first load (issue 23 point 10).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadChunk } from './lazy-screen';

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
    void loadChunk(() => import('./auto-sign-in'))
      .then((m) => m.exchangeSignInLink(queryClient, email, identifier))
      .then((signedIn) => {
        if (signedIn)
          void navigate({ pathname: location.pathname === '/login' ? '/' : location.pathname, search: cleanSearch }, { replace: true });
        else void navigate('/login', { replace: true });
      })
      .finally(() => setPending(false));
  }, [email, identifier, location.pathname, location.search, navigate, queryClient]);

  return wanted || pending;
}

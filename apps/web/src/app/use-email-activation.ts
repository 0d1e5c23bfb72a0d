// An `activation` query parameter on any page activates the e-mail address, 5 s after start, in the background. The
// call's code (./email-activation.ts) is loaded only then, not with every first load (issue 23 point 10).
import { TIMINGS_MS } from '@comptoir/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { loadChunk } from './lazy-screen';

const handled = new Set<string>();

export function useEmailActivation(): void {
  const [params] = useSearchParams();
  const hash = params.get('activation');
  useEffect(() => {
    if (!hash || handled.has(hash)) return;
    handled.add(hash);
    // Not cancelled on navigation: the link was opened once, the activation must happen.
    setTimeout(
      () => void loadChunk(() => import('./email-activation')).then((m) => m.activateEmail(hash)),
      TIMINGS_MS.activationCheckDelay,
    );
  }, [hash]);
}

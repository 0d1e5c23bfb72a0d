// Offline, as the till sees it: the browser says so, or the server did not answer (app-status).
import { useSyncExternalStore } from 'react';
import { useIsOffline } from '../../../lib/app-status';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export function useTillOffline(): boolean {
  const browserOnline = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  return useIsOffline() || !browserOnline;
}

// The live channel of the signed-in session, mounted once at the root after the page is usable (app/root-route.tsx):
// opens the socket with the session's token (a new token, a new socket; signed out: none), and on each event
// invalidates the keys it concerns (./invalidation.ts), a burst at a time.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveStatus } from '../../../lib/live-status';
import { useToken } from '../../../lib/token-storage';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { LiveConnection, liveUrl, type SocketLike } from './live-connection';
import { ALL_LIVE_KEYS, keysOf, type Key } from './invalidation';

/** Events within this time are one refetch (a sale raises four). */
const BATCH_MS = 50;

export function LiveRoot() {
  const token = useToken();
  const userId = useAuthUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || userId === undefined || typeof WebSocket === 'undefined') return;
    const pending = new Map<string, Key>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const keys = [...pending.values()];
      pending.clear();
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const invalidate = (keys: Key[]) => {
      for (const k of keys) pending.set(JSON.stringify(k), k);
      timer ??= setTimeout(flush, BATCH_MS);
    };
    const connection = new LiveConnection({
      url: liveUrl(),
      token,
      userId,
      // The browser's WebSocket has the handlers SocketLike names (typed with DOM events).
      create: (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike,
      onEvent: (e) => invalidate(keysOf(e)),
      // Once listening (the first time too): what was loaded before may have missed an event.
      onStatus: (state) => {
        liveStatus.set({ state });
        if (state === 'open') invalidate(ALL_LIVE_KEYS);
      },
    });
    connection.start();
    // A device whose user already allowed notifications keeps its push subscription under this user.
    void import('./web-push').then((m) => m.subscribePush(userId)).catch(() => undefined);
    return () => {
      connection.stop();
      if (timer) clearTimeout(timer);
      liveStatus.set({ state: 'off' });
    };
  }, [token, userId, queryClient]);
  return null;
}

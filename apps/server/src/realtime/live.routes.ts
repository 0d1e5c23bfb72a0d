// The notification service's WebSocket ({notify}/ws), and the hooks that feed the live channel: after a write that
// recorded notifications, their recipients are told; after a write to the identity tables, every instance rechecks
// its sockets' sessions. Authenticated by the session token: the Authorization header, or (browsers cannot set
// headers on a WebSocket) the second subprotocol after LIVE_PROTOCOL.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVE_PROTOCOL } from '@comptoir/shared';
import { resolveIdentity, unauthenticated, type CachedIdentity } from '../http/access';
import type { Deps } from '../lib/deps';
import { announceRecorded } from '../modules/notifications/notifications.live';
import type { TableWatch } from './table-watch';

declare module 'fastify' {
  interface FastifyRequest {
    /** The table-write counters and the time when the request came in. */
    liveMarks?: { notifications: number; identity: number; at: number };
    liveIdentity?: CachedIdentity;
  }
}

/** Notifications recorded this long before the request came in still count as its own (clocks, rounding). */
const SINCE_MARGIN_MS = 1000;

function tokenOf(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (h?.startsWith('Bearer ')) return h.slice(7).trim() || undefined;
  const protocols = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  const i = protocols.indexOf(LIVE_PROTOCOL);
  return i >= 0 ? protocols[i + 1] || undefined : undefined;
}

export async function registerLive(app: FastifyInstance, deps: Deps, watch: TableWatch): Promise<void> {
  const hub = deps.live;
  await app.register(websocket, {
    options: {
      maxPayload: 4096,
      // Answer with our protocol only: the token that follows it is never echoed back.
      handleProtocols: (protocols) => (protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false),
    },
  });
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') request.liveMarks = { notifications: watch.notifications, identity: watch.identity, at: Date.now() };
  });
  app.addHook('onResponse', async (request) => {
    const marks = request.liveMarks;
    if (!marks) return;
    try {
      if (watch.identity !== marks.identity) await hub.requestRevalidation();
      if (watch.notifications !== marks.notifications && request.ctx)
        await announceRecorded(deps.database.db, hub, request.ctx.entrepriseId, new Date(marks.at - SINCE_MARGIN_MS).toISOString());
    } catch (err) {
      request.log.warn({ err }, 'live channel');
    }
  });

  await app.register(
    async (scope) => {
      scope.get(
        '/ws',
        {
          websocket: true,
          config: { public: true },
          preValidation: async (request) => {
            const token = tokenOf(request);
            const identity = token ? await resolveIdentity(deps, token) : undefined;
            if (!identity) throw unauthenticated();
            request.liveIdentity = identity;
          },
        },
        (socket, request) => {
          const who = request.liveIdentity!;
          hub.add(socket, { userId: who.userId, entrepriseId: who.entrepriseId, sessionId: who.sessionId });
          socket.send(JSON.stringify({ type: 'ready', userId: who.userId }));
        },
      );
    },
    { prefix: deps.config.prefixes.notify },
  );
}

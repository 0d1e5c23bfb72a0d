// The notification service's WebSocket ({notify}/ws), and the hooks that feed the live channel: after a write that
// recorded notifications, their recipients are told; after a write to the identity tables, every instance rechecks
// its sockets' sessions.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { LIVE_PROTOCOL } from '@comptoir/shared';
import { ctxOf } from '../http/access';
import type { Deps } from '../lib/deps';
import { announceRecorded, type Pusher } from '../modules/notifications/notifications.live';
import { sendPush } from '../modules/notifications/notifications.push';
import { announceChanges } from './announce';
import { collectChanges, emptyChanges, hasChanges, type Changes } from './changes';
import type { TableWatch } from './table-watch';

declare module 'fastify' {
  interface FastifyRequest {
    /** The table-write counters and the time when the request came in. */
    liveMarks?: { notifications: number; identity: number; at: number };
    /** What the request changed that open screens show (realtime/changes.ts). */
    liveChanges?: Changes;
  }
}

/** Notifications recorded this long before the request came in still count as its own (clocks, rounding). */
const SINCE_MARGIN_MS = 1000;

export async function registerLive(app: FastifyInstance, deps: Deps, watch: TableWatch): Promise<void> {
  const hub = deps.live;
  // Web Push goes out on its own time: the request has answered, a slow push service holds nothing up.
  const pusherFor =
    (entrepriseId: number): Pusher =>
    (userIds, payloadIn) =>
      void sendPush(deps.database.db, deps.config.vapid, entrepriseId, userIds, payloadIn).catch((err: unknown) =>
        app.log.warn({ err }, 'web push'),
      );
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
  // The handler runs inside the request's note of changes (entered once the body is read: a stream's events would
  // not carry it).
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.liveMarks) return done();
    const changes = emptyChanges();
    request.liveChanges = changes;
    collectChanges(changes, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const marks = request.liveMarks;
    if (!marks) return;
    try {
      if (watch.identity !== marks.identity) await hub.requestRevalidation();
      if (watch.notifications !== marks.notifications && request.ctx)
        await announceRecorded(
          deps.database.db,
          hub,
          request.ctx.entrepriseId,
          new Date(marks.at - SINCE_MARGIN_MS).toISOString(),
          pusherFor(request.ctx.entrepriseId),
        );
      const changes = request.liveChanges;
      // A refused request wrote nothing (its transaction rolled back).
      if (changes && hasChanges(changes) && reply.statusCode < 400) await announceChanges(deps.database.db, hub, changes);
    } catch (err) {
      request.log.warn({ err }, 'live channel');
    }
  });

  await app.register(
    async (scope) => {
      scope.get(
        '/ws',
        // Signed in like any call (http/access.ts reads the token from the header or the subprotocol): refused with
        // a 401 before the upgrade.
        { websocket: true },
        (socket, request) => {
          const who = ctxOf(request);
          hub.add(socket, { userId: who.userId, entrepriseId: who.entrepriseId, sessionId: who.sessionId });
          socket.send(JSON.stringify({ type: 'ready', userId: who.userId }));
        },
      );
    },
    { prefix: deps.config.prefixes.notify },
  );
}

// The client queue of the day: numbered per store and day, moved through waiting → arrived → served → archived
// (or canceled). The answer carries the refresh interval (config client_queue_interval_time, seconds).
import { DEFAULT_QUEUE_INTERVAL_S, QUEUE_MOVES, type QueueEntry, type QueueState } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { findConfig } from '../entreprise/entreprise.repository';
import * as repo from './clients.repository';

const today = () => new Date().toISOString().slice(0, 10);

async function interval(database: Database, entrepriseId: number) {
  const raw = (await findConfig(database.db, entrepriseId, 'client_queue_interval_time'))?.value;
  const v = raw ? Number(JSON.parse(raw)) : NaN;
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_QUEUE_INTERVAL_S;
}

const toEntry = (e: Awaited<ReturnType<typeof repo.queueOfDay>>[number]): QueueEntry => ({ ...e, status: e.status as QueueState });

function checkStore(ctx: RequestContext, magasinId: number | null | undefined) {
  // Store-bound staff see and feed their own stores' queues only.
  if (magasinId && ctx.roleTag !== 'admin' && ctx.magasinIds.length && !ctx.magasinIds.includes(magasinId)) throw notFound('magasin');
}

export async function queue(database: Database, ctx: RequestContext, q: { magasinId?: number; day?: string; all?: boolean }) {
  checkStore(ctx, q.magasinId);
  const day = q.day ?? today();
  const [rows, seconds] = await Promise.all([
    repo.queueOfDay(database.db, ctx.entrepriseId, day, q.magasinId, q.all ?? false),
    interval(database, ctx.entrepriseId),
  ]);
  return { day, interval: seconds, queue: rows.map(toEntry) };
}

/** Adds a client to today's queue (once while waiting), or moves an entry to its next state. */
export async function post(
  database: Database,
  ctx: RequestContext,
  body:
    { id: number; status: QueueState; comment?: string | null } | { clientId: number; magasinId?: number | null; comment?: string | null },
) {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const day = today();
    if ('id' in body) {
      const e = await repo.findQueueEntry(trx, ctx.entrepriseId, body.id);
      if (!e) throw notFound('queue_entry');
      checkStore(ctx, e.magasin_id);
      if (e.status !== body.status && !QUEUE_MOVES[e.status as QueueState].includes(body.status))
        throw invalid([{ field: 'status', message: 'queue_transition' }]);
      await repo.updateQueueEntry(trx, ctx.entrepriseId, e.id, {
        status: body.status,
        comment: body.comment === undefined ? e.comment : body.comment,
        now,
      });
      return (await repo.queueOfDay(trx, ctx.entrepriseId, e.day, e.magasin_id ?? undefined, true))
        .map(toEntry)
        .find((x) => x.id === e.id)!;
    }
    const client = await repo.findClient(trx, ctx.entrepriseId, body.clientId);
    if (!client) throw notFound('client');
    const magasinId = body.magasinId ?? ctx.magasinId ?? null;
    if (magasinId && !(await repo.storeExists(trx, ctx.entrepriseId, magasinId))) throw notFound('magasin');
    checkStore(ctx, magasinId);
    if (await repo.openQueueEntryOf(trx, ctx.entrepriseId, day, client.id)) throw conflict('client_already_queued', 'clientId');
    const number = await repo.nextQueueNumber(trx, ctx.entrepriseId, day, magasinId);
    const entryId = await repo.insertQueueEntry(trx, {
      entrepriseId: ctx.entrepriseId,
      magasinId,
      clientId: client.id,
      day,
      number,
      comment: body.comment ?? null,
      now,
    });
    return (await repo.queueOfDay(trx, ctx.entrepriseId, day, magasinId ?? undefined, true)).map(toEntry).find((x) => x.id === entryId)!;
  });
}

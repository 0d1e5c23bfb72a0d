// A delivery man's moves made while the server did not answer (outbox-db.ts's third kind of row; issue 29): written
// with their idempotency key, sent once by the drain in the order they were made, a refusal kept with the server's
// reason. Nothing is ever deleted.
import { api } from '../../../lib/api-client';
import { outboxDb, type OutboxMove, type OutboxRefusal } from './outbox-db';
import { announce, changeRow } from './outbox';

export type NewMove = Pick<OutboxMove, 'key' | 'entrepriseId' | 'userId' | 'userName' | 'path' | 'body' | 'label'>;

export async function enqueueMove(move: NewMove): Promise<OutboxMove> {
  const db = outboxDb();
  const row: OutboxMove = {
    ...move,
    createdAt: new Date().toISOString(),
    status: 'pending',
    attempts: 0,
    lastAttemptAt: null,
    refusal: null,
    sentAt: null,
    history: [],
  };
  const seq = await db.transaction('rw', db.moves, async () => {
    const held = await db.moves.where('key').equals(move.key).first();
    return held?.seq ?? db.moves.add(row);
  });
  announce();
  return { ...row, seq };
}

const bySeq = (a: OutboxMove, b: OutboxMove) => (a.seq ?? 0) - (b.seq ?? 0);

export async function pendingMoves(entrepriseId: number): Promise<OutboxMove[]> {
  return (await outboxDb().moves.where({ entrepriseId, status: 'pending' }).toArray()).sort(bySeq);
}

/** The moves not sent yet, or refused (oldest first). */
export async function openMoves(entrepriseId: number): Promise<OutboxMove[]> {
  return (await outboxDb().moves.where('entrepriseId').equals(entrepriseId).toArray())
    .filter((r) => r.status === 'pending' || r.status === 'failed')
    .sort(bySeq);
}

const change = (key: string, update: (row: OutboxMove) => Partial<OutboxMove> | null) => changeRow(outboxDb().moves, 'key', key, update);

export const markMoveAttempt = (key: string) =>
  change(key, (r) => (r.status === 'pending' ? { attempts: r.attempts + 1, lastAttemptAt: new Date().toISOString() } : null));
export const markMoveSent = (key: string) =>
  change(key, (r) => (r.status === 'pending' ? { status: 'sent', sentAt: new Date().toISOString() } : null));
export const markMoveRefused = (key: string, refusal: OutboxRefusal) =>
  change(key, (r) => (r.status === 'pending' ? { status: 'failed', refusal } : null));
/** The refused move is dropped by who made it (the round shows the delivery as the server has it). */
export const cancelMove = (key: string, by: string) =>
  change(key, (r) =>
    r.status === 'failed'
      ? { status: 'cancelled', history: [...r.history, { at: new Date().toISOString(), by, action: 'cancelled' }] }
      : null,
  );

/** The drain's send: the PATCH with its key (the server applies it once), no loader, never the offline page. */
export const sendMove = (row: Pick<OutboxMove, 'path' | 'body' | 'key'>) =>
  api.patch(
    `/Shipping/${row.path}`,
    { ...row.body, clientId: row.key },
    { headers: { 'idempotency-key': row.key }, withoutLoader: true, allowOffline: true },
  );

// A delivery man's moves made while the server did not answer (outbox-db.ts's third kind of row; issue 29): a keyed
// queue (outbox-queue.ts) sent once by the drain in the order they were made, a refusal kept with the server's reason.
import { api } from '../../../lib/api-client';
import { outboxDb, type OutboxMove } from './outbox-db';
import { keyedQueue } from './outbox-queue';

export type NewMove = Pick<OutboxMove, 'key' | 'entrepriseId' | 'userId' | 'userName' | 'path' | 'body' | 'label'>;

const moves = keyedQueue<OutboxMove>(() => outboxDb().moves);

export const enqueueMove = (move: NewMove): Promise<OutboxMove> => moves.enqueue(move);
export const pendingMoves = moves.pending;

/** The moves not sent yet, or refused (oldest first). */
export const openMoves = async (entrepriseId: number): Promise<OutboxMove[]> =>
  (await moves.all(entrepriseId)).filter((r) => r.status === 'pending' || r.status === 'failed');

export const markMoveAttempt = moves.markAttempt;
export const markMoveSent = moves.markSent;
export const markMoveRefused = moves.markRefused;
/** The refused move is dropped by who made it (the round shows the delivery as the server has it). */
export const cancelMove = moves.cancel;

/** The drain's send: the PATCH with its key (the server applies it once), no loader, never the offline page. */
export const sendMove = (row: Pick<OutboxMove, 'path' | 'body' | 'key'>) =>
  api.patch(
    `/Shipping/${row.path}`,
    { ...row.body, clientId: row.key },
    { headers: { 'idempotency-key': row.key }, withoutLoader: true, allowOffline: true },
  );

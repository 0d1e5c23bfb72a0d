// The outbox's keyed queues (the payments of /pos/payer, a delivery man's moves): each row a request with its
// idempotency key, written once per key, sent by the drain in the order made, a refusal kept with the server's reason.
// Nothing is ever deleted. One queue per table, the same rules for each.
import type { Table } from 'dexie';
import { outboxDb, type OutboxKeyedRow, type OutboxRefusal } from './outbox-db';
import { announce, changeRow } from './outbox';

type Fresh = 'createdAt' | 'status' | 'attempts' | 'lastAttemptAt' | 'refusal' | 'sentAt' | 'history' | 'seq';

export function keyedQueue<T extends OutboxKeyedRow>(table: () => Table<T, number>) {
  const bySeq = (a: T, b: T) => (a.seq ?? 0) - (b.seq ?? 0);
  const change = (key: string, update: (row: T) => Partial<T> | null) => changeRow(table(), 'key', key, update);
  const now = () => new Date().toISOString();
  return {
    /** Writes the request (the same key as the one that got no answer: the server applies it once either way). */
    async enqueue(fields: Omit<T, Fresh>): Promise<T> {
      const t = table();
      const row = {
        ...fields,
        createdAt: now(),
        status: 'pending',
        attempts: 0,
        lastAttemptAt: null,
        refusal: null,
        sentAt: null,
        history: [],
      } as unknown as T;
      const seq = await outboxDb().transaction('rw', t, async () => {
        const held = await t.where('key').equals(fields.key).first();
        return held?.seq ?? t.add(row);
      });
      announce();
      return { ...row, seq };
    },
    /** The rows to send, oldest first. */
    async pending(entrepriseId: number): Promise<T[]> {
      return (await table().where({ entrepriseId, status: 'pending' }).toArray()).sort(bySeq);
    },
    /** Every row of the company, oldest first. */
    async all(entrepriseId: number): Promise<T[]> {
      return (await table().where('entrepriseId').equals(entrepriseId).toArray()).sort(bySeq);
    },
    change,
    markAttempt: (key: string) =>
      change(key, (r) => (r.status === 'pending' ? ({ attempts: r.attempts + 1, lastAttemptAt: now() } as Partial<T>) : null)),
    markSent: (key: string) => change(key, (r) => (r.status === 'pending' ? ({ status: 'sent', sentAt: now() } as Partial<T>) : null)),
    markRefused: (key: string, refusal: OutboxRefusal) =>
      change(key, (r) => (r.status === 'pending' ? ({ status: 'failed', refusal } as Partial<T>) : null)),
    /** A refused row dropped by who decides: kept, cancelled, with who and when. */
    cancel: (key: string, by: string) =>
      change(key, (r) =>
        r.status === 'failed'
          ? ({ status: 'cancelled', history: [...r.history, { at: now(), by, action: 'cancelled' }] } as Partial<T>)
          : null,
      ),
  };
}

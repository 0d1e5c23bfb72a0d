// The payments of prepared orders made at /pos/payer without the server (outbox-db.ts's second kind of row): written
// with their idempotency key, sent by the drain with the sales in the order they were made, a refusal (already paid,
// order cancelled) kept with the server's reason for a manager to send again or cancel. Nothing is ever deleted.
import { outboxDb, type OutboxPayment, type OutboxRefusal } from './outbox-db';
import { announce, changeRow } from './outbox';

export type NewPayment = Pick<
  OutboxPayment,
  'key' | 'entrepriseId' | 'userId' | 'userName' | 'body' | 'ticketNumber' | 'amount' | 'currencyTag'
>;

/** Writes the payment (the same key as the request that got no answer: the server pays once either way). */
export async function enqueuePayment(payment: NewPayment): Promise<OutboxPayment> {
  const db = outboxDb();
  const row: OutboxPayment = {
    ...payment,
    createdAt: new Date().toISOString(),
    status: 'pending',
    attempts: 0,
    lastAttemptAt: null,
    refusal: null,
    sentAt: null,
    history: [],
  };
  const seq = await db.transaction('rw', db.payments, async () => {
    const held = await db.payments.where('key').equals(payment.key).first();
    return held?.seq ?? db.payments.add(row);
  });
  announce();
  return { ...row, seq };
}

const bySeq = (a: OutboxPayment, b: OutboxPayment) => (a.seq ?? 0) - (b.seq ?? 0);

export async function pendingPayments(entrepriseId: number): Promise<OutboxPayment[]> {
  return (await outboxDb().payments.where({ entrepriseId, status: 'pending' }).toArray()).sort(bySeq);
}

/** Pending and failed (oldest first), then the last sent and cancelled. */
export async function paymentsView(entrepriseId: number, recent = 20): Promise<{ open: OutboxPayment[]; done: OutboxPayment[] }> {
  const rows = (await outboxDb().payments.where('entrepriseId').equals(entrepriseId).toArray()).sort(bySeq);
  return {
    open: rows.filter((r) => r.status === 'pending' || r.status === 'failed'),
    done: rows
      .filter((r) => r.status === 'sent' || r.status === 'cancelled')
      .slice(-recent)
      .reverse(),
  };
}

const change = (key: string, update: (row: OutboxPayment) => Partial<OutboxPayment> | null) =>
  changeRow(outboxDb().payments, 'key', key, update);

export const markPaymentAttempt = (key: string) =>
  change(key, (r) => (r.status === 'pending' ? { attempts: r.attempts + 1, lastAttemptAt: new Date().toISOString() } : null));

export const markPaymentSent = (key: string) =>
  change(key, (r) => (r.status === 'pending' ? { status: 'sent', sentAt: new Date().toISOString() } : null));

export const markPaymentRefused = (key: string, refusal: OutboxRefusal) =>
  change(key, (r) => (r.status === 'pending' ? { status: 'failed', refusal } : null));

/** A manager sends a refused payment again, as it was or into the register's open session; the same key. */
export const retryPayment = (key: string, by: string, caisseId?: number) =>
  change(key, (r) => {
    if (r.status !== 'failed') return null;
    const moved = caisseId !== undefined && caisseId !== r.body.caisseId;
    return {
      status: 'pending',
      body: moved ? { ...r.body, caisseId } : r.body,
      history: [
        ...r.history,
        { at: new Date().toISOString(), by, action: 'retried', note: moved ? `session ${r.body.caisseId}→${caisseId}` : undefined },
      ],
    };
  });

/** A manager cancels a refused payment: kept, cancelled, with who and when. */
export const cancelPayment = (key: string, by: string) =>
  change(key, (r) =>
    r.status === 'failed'
      ? { status: 'cancelled', history: [...r.history, { at: new Date().toISOString(), by, action: 'cancelled' }] }
      : null,
  );

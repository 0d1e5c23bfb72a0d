// The payments of prepared orders made at /pos/payer without the server (outbox-db.ts's second kind of row): a keyed
// queue (outbox-queue.ts) sent by the drain with the sales in the order they were made, a refusal (already paid, order
// cancelled) kept with the server's reason for a manager to send again or cancel.
import { outboxDb, type OutboxPayment } from './outbox-db';
import { keyedQueue } from './outbox-queue';

export type NewPayment = Pick<
  OutboxPayment,
  'key' | 'entrepriseId' | 'userId' | 'userName' | 'body' | 'ticketNumber' | 'amount' | 'currencyTag'
>;

const payments = keyedQueue<OutboxPayment>(() => outboxDb().payments);

/** Writes the payment (the same key as the request that got no answer: the server pays once either way). */
export const enqueuePayment = (payment: NewPayment): Promise<OutboxPayment> => payments.enqueue(payment);
export const pendingPayments = payments.pending;

/** Pending and failed (oldest first), then the last sent and cancelled. */
export async function paymentsView(entrepriseId: number, recent = 20): Promise<{ open: OutboxPayment[]; done: OutboxPayment[] }> {
  const rows = await payments.all(entrepriseId);
  return {
    open: rows.filter((r) => r.status === 'pending' || r.status === 'failed'),
    done: rows
      .filter((r) => r.status === 'sent' || r.status === 'cancelled')
      .slice(-recent)
      .reverse(),
  };
}

export const markPaymentAttempt = payments.markAttempt;
export const markPaymentSent = payments.markSent;
export const markPaymentRefused = payments.markRefused;

/** A manager sends a refused payment again, as it was or into the register's open session; the same key. */
export const retryPayment = (key: string, by: string, caisseId?: number) =>
  payments.change(key, (r) => {
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
export const cancelPayment = payments.cancel;

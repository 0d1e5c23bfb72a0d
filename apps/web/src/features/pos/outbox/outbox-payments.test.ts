import 'fake-indexeddb/auto';
import type { CommandDetail } from '@comptoir/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { InsertCommandBody } from '../api/orders-api';
import type { TicketData } from '../ticket/ticket-data';
import { enqueueSale } from './outbox';
import { resetOutboxDb } from './outbox-db';
import { drainOnce, type DrainDeps } from './outbox-drain';
import { cancelPayment, enqueuePayment, paymentsView, pendingPayments, retryPayment } from './outbox-payments';

const pause = () => new Promise((r) => setTimeout(r, 3));

const sell = (uuid: string) =>
  enqueueSale({
    body: { uuid, caisseId: 7, lines: [{ priceId: 1, quantity: 1, unitPrice: 2.5, tva: 10 }], payments: [], isCredit: false },
    ticket: { lines: [], total: 250, currencyTag: 'MAD' } as unknown as TicketData,
    entrepriseId: 1,
    userId: 3,
    userName: 'Karim',
    storeId: 2,
  });

const pay = (key: string, commandId: number) =>
  enqueuePayment({
    key,
    entrepriseId: 1,
    userId: 3,
    userName: 'Karim',
    body: { commandId, caisseId: 7, modePayment: 'cash' },
    ticketNumber: commandId + 1000,
    amount: 1350,
    currencyTag: 'MAD',
  });

const refused = (status: number, message: string) => new ApiError({ status, code: 'X', message, errors: [], hasBody: true });

/** A server answering sales and payments by `answer`, recording what reached it in order (a sale's uuid, a payment's key). */
function server(answer: (what: string) => Error | null = () => null) {
  const seen: string[] = [];
  const reply = (what: string) => {
    seen.push(what);
    const a = answer(what);
    if (a) throw a;
  };
  const deps: DrainDeps = {
    entrepriseId: 1,
    send: async (b: InsertCommandBody) => (
      reply(b.uuid),
      {
        id: 1,
        ticketNumber: 1,
        uuid: b.uuid,
        lines: [],
        payments: [],
        taxes: [],
        subtotal: 2.5,
        orderRemise: 0,
        total: 2.5,
        change: 0,
        remaining: 0,
      } as unknown as CommandDetail
    ),
    pay: async (body, key) => reply(`${key}:${body.commandId}:${body.caisseId}`),
  };
  return { deps, seen };
}

beforeEach(() => resetOutboxDb());
afterEach(() => resetOutboxDb());

describe('outbox payments', () => {
  it('keeps a payment once per key and sends sales and payments in the order they were made', async () => {
    await sell('sale-1');
    await pause();
    await pay('pay-a', 5);
    await pay('pay-a', 5);
    await pause();
    await sell('sale-2');
    expect(await pendingPayments(1)).toHaveLength(1);
    const { deps, seen } = server();
    expect(await drainOnce(deps)).toEqual({ sent: 3, refused: 0, blocked: false });
    expect(seen).toEqual(['sale-1', 'pay-a:5:7', 'sale-2']);
    expect((await paymentsView(1)).done.map((p) => p.status)).toEqual(['sent']);
  });

  it('stops on a payment the server does not answer: the sale after it waits too', async () => {
    await pay('pay-b', 6);
    await pause();
    await sell('sale-3');
    const { deps, seen } = server((w) => (w.startsWith('pay-b') ? new ApiError({ status: 0, code: 'OFFLINE', message: '' }) : null));
    expect(await drainOnce(deps)).toEqual({ sent: 0, refused: 0, blocked: true });
    expect(seen).toEqual(['pay-b:6:7']);
    expect((await pendingPayments(1))[0].attempts).toBe(1);
  });

  it('keeps a refused payment with its reason; a manager sends it into the open session, or cancels it', async () => {
    await pay('pay-c', 8);
    await pay('pay-d', 9);
    const first = server((w) => (w.startsWith('pay-') ? refused(422, 'Commande déjà payée') : null));
    expect(await drainOnce(first.deps)).toEqual({ sent: 0, refused: 2, blocked: false });
    const failed = (await paymentsView(1)).open;
    expect(failed.map((p) => [p.key, p.status, p.refusal?.message])).toEqual([
      ['pay-c', 'failed', 'Commande déjà payée'],
      ['pay-d', 'failed', 'Commande déjà payée'],
    ]);
    await retryPayment('pay-c', 'Gérant', 12);
    await cancelPayment('pay-d', 'Gérant');
    const second = server();
    await drainOnce(second.deps);
    expect(second.seen).toEqual(['pay-c:8:12']);
    const done = (await paymentsView(1)).done;
    expect(done.map((p) => [p.key, p.status])).toEqual([
      ['pay-d', 'cancelled'],
      ['pay-c', 'sent'],
    ]);
    expect(done[1].history).toMatchObject([{ by: 'Gérant', action: 'retried', note: 'session 7→12' }]);
    expect(done[0].history).toMatchObject([{ by: 'Gérant', action: 'cancelled' }]);
  });

  it('leaves the payments alone for a drain that cannot pay', async () => {
    await pay('pay-e', 10);
    const { deps, seen } = server();
    expect(await drainOnce({ entrepriseId: 1, send: deps.send })).toEqual({ sent: 0, refused: 0, blocked: false });
    expect(seen).toEqual([]);
    expect(await pendingPayments(1)).toHaveLength(1);
  });
});

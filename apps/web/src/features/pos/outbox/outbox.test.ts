import 'fake-indexeddb/auto';
import type { CommandDetail } from '@comptoir/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { InsertCommandBody } from '../api/orders-api';
import type { TicketData } from '../ticket/ticket-data';
import { cancelSale, enqueueSale, findSale, outboxView, pendingSales, retrySale } from './outbox';
import { outboxDb, resetOutboxDb } from './outbox-db';
import { backoffDelay, classify, drainOnce, type DrainDeps } from './outbox-drain';

const body = (uuid: string, extra: Partial<InsertCommandBody> = {}): InsertCommandBody => ({
  uuid,
  caisseId: 7,
  lines: [{ priceId: 1, quantity: 1, unitPrice: 2.5, tva: 10 }],
  payments: [{ modePayment: 'cash', amount: 2.5 }],
  isCredit: false,
  ...extra,
});

const ticket = (uuid: string): TicketData => ({
  store: { name: 'Atlas', address: null, tel: null, ice: null, fileId: null, footer: null },
  ticketNumber: null,
  orderId: 0,
  uuid,
  date: '2026-11-25T10:00:00.000Z',
  cashier: 'Karim',
  currencyTag: 'MAD',
  lines: [
    { label: 'Baguette', labels: { en: null, ar: null, it: null }, quantity: 1, unitPrice: 250, amount: 250, options: ['x'], returned: 0 },
  ],
  lineRemise: 0,
  subtotal: 250,
  orderRemise: 0,
  codePromo: null,
  total: 250,
  taxes: [],
  payments: [{ mode: 'cash', amount: 250 }],
  refunded: 0,
  change: 0,
  remaining: 0,
  isCredit: false,
  client: null,
});

const sell = (uuid: string, entrepriseId = 1, extra: Partial<InsertCommandBody> = {}) =>
  enqueueSale({ body: body(uuid, extra), ticket: ticket(uuid), entrepriseId, userId: 3, userName: 'Karim', storeId: 2 });

let nextId = 100;
const order = (b: InsertCommandBody): CommandDetail =>
  ({
    id: nextId,
    ticketNumber: nextId++,
    uuid: b.uuid,
    created_at: '2026-11-25T10:00:05.000Z',
    userName: 'Karim',
    currencyTag: 'MAD',
    lines: [
      {
        label: 'Baguette',
        labels: { en: null, ar: 'باغيت', it: null },
        quantity: 1,
        unitPrice: 2.5,
        compositions: [],
        returnedQuantity: 0,
      },
    ],
    subtotal: 2.5,
    orderRemise: 0,
    codePromo: null,
    total: 2.5,
    taxes: [],
    payments: [{ type: 'payment', modePayment: 'cash', amount: 2.5 }],
    change: 0,
    remaining: 0,
    isCredit: false,
    clientName: null,
    pointsEarned: 0,
  }) as unknown as CommandDetail;

const refused = (status: number, message: string, errors: { field: string; message: string }[] = []) =>
  new ApiError({ status, code: 'X', message, errors, hasBody: true });

/** A server that answers each uuid by `answer` and records what it was sent, in order. */
function server(answer: (b: InsertCommandBody) => CommandDetail | Error = order) {
  const seen: string[] = [];
  const deps: DrainDeps = {
    entrepriseId: 1,
    send: async (b) => {
      seen.push(b.uuid);
      const a = answer(b);
      if (a instanceof Error) throw a;
      return a;
    },
  };
  return { deps, seen };
}

beforeEach(async () => {
  await resetOutboxDb();
  localStorage.clear();
});
afterEach(async () => {
  await resetOutboxDb();
});

describe('outbox', () => {
  it('keeps each sale first, in order, with a provisional number of this device printed on its ticket', async () => {
    const a = await sell('sale-aaaa-1');
    const b = await sell('sale-bbbb-2');
    expect(a.provisional).toMatch(/^[A-Z0-9]{3}-0001$/);
    expect(b.provisional).toBe(a.provisional.replace('0001', '0002'));
    expect(a.ticket.provisional).toBe(a.provisional);
    expect((await pendingSales(1)).map((s) => s.uuid)).toEqual(['sale-aaaa-1', 'sale-bbbb-2']);
    // The same device keeps its code.
    expect((await sell('sale-cccc-3')).provisional.slice(0, 3)).toBe(a.provisional.slice(0, 3));
  });

  it('keeps who made each sale in the body it sends (sellerId), whoever is signed in when it drains', async () => {
    await sell('sale-seller-1');
    // A sale kept before the outbox (it may be on the server already under its id) is sent as it was.
    await enqueueSale({
      body: { ...body('sale-legacy-1'), sellerId: undefined },
      ticket: ticket('sale-legacy-1'),
      entrepriseId: 1,
      userId: 3,
      userName: 'Karim',
      storeId: 2,
    });
    const sent: InsertCommandBody[] = [];
    await drainOnce({ entrepriseId: 1, send: async (b) => (sent.push(JSON.parse(JSON.stringify(b)) as InsertCommandBody), order(b)) });
    expect(sent.map((b) => b.sellerId)).toEqual([3, undefined]);

    // The server no longer knows the seller in that store: a manager sends it in their own name.
    await sell('sale-seller-2');
    await drainOnce(server(() => refused(422, 'invalid', [{ field: 'sellerId', message: 'unknown' }])).deps);
    await retrySale('sale-seller-2', 'Leila', { sellerId: 8 });
    const fixed = await findSale('sale-seller-2');
    expect(fixed?.body.sellerId).toBe(8);
    expect(fixed?.history).toMatchObject([{ by: 'Leila', action: 'retried', note: 'seller 3→8' }]);
  });

  it('refuses a second sale with the same client id (the queue never holds one twice)', async () => {
    await sell('sale-same-1');
    await expect(sell('sale-same-1')).rejects.toThrow();
    expect(await outboxDb().sales.count()).toBe(1);
  });

  it('drains in order; a refused sale is kept with its reason and does not block the next ones', async () => {
    await sell('sale-0001');
    await sell('sale-0002', 1, { codePromo: 'BIENVENUE10' });
    await sell('sale-0003');
    const { deps, seen } = server((b) =>
      b.codePromo ? refused(409, 'Code already used', [{ field: 'codePromo', message: 'used' }]) : order(b),
    );
    const round = await drainOnce(deps);
    expect(round).toEqual({ sent: 2, refused: 1, blocked: false });
    expect(seen).toEqual(['sale-0001', 'sale-0002', 'sale-0003']);
    const failed = await findSale('sale-0002');
    expect(failed?.status).toBe('failed');
    expect(failed?.refusal).toEqual({ status: 409, message: 'Code already used', errors: [{ field: 'codePromo', message: 'used' }] });
    const sent = await findSale('sale-0003');
    expect(sent?.status).toBe('sent');
    // The ticket is now the server's: its number, the other languages' labels, the till's options and store kept.
    expect(sent?.ticket.ticketNumber).toBe(sent?.order?.ticketNumber);
    expect(sent?.ticket.lines[0].labels.ar).toBe('باغيت');
    expect(sent?.ticket.lines[0].options).toEqual(['x']);
    expect(sent?.ticket.store.name).toBe('Atlas');
    expect(await pendingSales(1)).toEqual([]);
  });

  it('stops at a sale that cannot reach the server and keeps it and the ones after it, in order', async () => {
    for (const answer of [
      new ApiError({ status: 0, code: 'NETWORK', message: 'no network' }),
      refused(503, 'down'),
      refused(409, 'in progress'),
      refused(401, 'NOT AUTHORIZED'),
    ]) {
      await resetOutboxDb();
      await sell('sale-0001');
      await sell('sale-0002');
      const { deps, seen } = server(() => answer);
      expect(await drainOnce(deps)).toEqual({ sent: 0, refused: 0, blocked: true });
      expect(seen).toEqual(['sale-0001']);
      expect((await pendingSales(1)).map((s) => [s.uuid, s.attempts])).toEqual([
        ['sale-0001', 1],
        ['sale-0002', 0],
      ]);
    }
    // The connection returns: both go, in order, once each.
    const { deps, seen } = server();
    expect(await drainOnce(deps)).toEqual({ sent: 2, refused: 0, blocked: false });
    expect(seen).toEqual(['sale-0001', 'sale-0002']);
  });

  it('drains only the signed-in company’s sales', async () => {
    await sell('sale-mine-1', 1);
    await sell('sale-other-1', 2);
    const { deps, seen } = server();
    await drainOnce(deps);
    expect(seen).toEqual(['sale-mine-1']);
    expect((await findSale('sale-other-1'))?.status).toBe('pending');
  });

  it('a manager retries a refused sale (fixed) with the same id, or cancels it; nothing is ever removed', async () => {
    await sell('sale-0001', 1, { codePromo: 'BIENVENUE10' });
    await sell('sale-0002', 1, { caisseId: 7 });
    await drainOnce(server(() => refused(422, 'refused')).deps);
    expect((await outboxView(1)).open.map((s) => s.status)).toEqual(['failed', 'failed']);

    await retrySale('sale-0001', 'Leila', { dropPromo: true });
    await retrySale('sale-0002', 'Leila', { caisseId: 9 });
    const fixed = await findSale('sale-0001');
    expect(fixed?.status).toBe('pending');
    expect(fixed?.body.codePromo).toBeUndefined();
    expect(fixed?.history).toMatchObject([{ by: 'Leila', action: 'retried', note: '-promo BIENVENUE10' }]);
    const { deps, seen } = server((b) =>
      b.uuid === 'sale-0002' ? refused(409, 'session closed', [{ field: 'caisseId', message: 'closed' }]) : order(b),
    );
    await drainOnce(deps);
    expect(seen).toEqual(['sale-0001', 'sale-0002']);
    expect((await findSale('sale-0001'))?.status).toBe('sent');

    // A pending or sent sale cannot be cancelled; a refused one can, and stays, cancelled, with who and when.
    expect(await cancelSale('sale-0001', 'Leila')).toBeNull();
    await cancelSale('sale-0002', 'Leila');
    const cancelled = await findSale('sale-0002');
    expect(cancelled?.status).toBe('cancelled');
    expect(cancelled?.history.at(-1)).toMatchObject({ by: 'Leila', action: 'cancelled' });
    expect(await outboxDb().sales.count()).toBe(2);
    const view = await outboxView(1);
    expect(view.open).toEqual([]);
    expect(view.done.map((s) => [s.uuid, s.status])).toEqual([
      ['sale-0002', 'cancelled'],
      ['sale-0001', 'sent'],
    ]);
  });

  it('tells a refusal from a server it cannot reach', () => {
    expect(classify(new ApiError({ status: 0, code: 'OFFLINE', message: '' })).kind).toBe('unreachable');
    expect(classify(refused(500, 'boom')).kind).toBe('unreachable');
    expect(classify(refused(429, 'slow down')).kind).toBe('unreachable');
    expect(classify(refused(409, 'in progress')).kind).toBe('unreachable');
    expect(classify(refused(409, 'used', [{ field: 'codePromo', message: 'used' }])).kind).toBe('refused');
    expect(classify(refused(422, 'invalid')).kind).toBe('refused');
    expect(classify(refused(404, 'not found')).kind).toBe('refused');
    expect(classify(new Error('what')).kind).toBe('unreachable');
  });

  it('waits longer after each failed round, up to 30 s', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => backoffDelay(n, mid))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(1, () => 0)).toBe(800);
    expect(backoffDelay(1, () => 1)).toBe(1200);
  });
});

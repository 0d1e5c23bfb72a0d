// Issue 22 point 3: quantities, amounts, totals and points are bounded so every sum is exact in JavaScript and fits
// both databases. A sale beyond MAX_ORDER_AMOUNT is a 422 that writes nothing; one within it is exact to the centime,
// order discount included; the points balance stops at the column's ceiling (the next large sale is not lost).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOYALTY_POINTS, MAX_ORDER_AMOUNT } from '@comptoir/shared';
import { newArticle, sale, tillSetup } from '../../src/modules/orders/orders-helpers';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Setup = Awaited<ReturnType<typeof tillSetup>>;
const TABLES = ['commands', 'command_lines', 'operations', 'loyalty_point_movements', 'stock_movements'] as const;

/** What a company has written: rows per table, its clients' points and its session's running totals. */
async function written(s: Setup) {
  const db = t.deps.database.db;
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const r = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entreprise_id', '=', s.entrepriseId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(r.n);
  }
  const points = await db
    .selectFrom('clients')
    .select(['id', 'loyaltyPoints'])
    .where('entreprise_id', '=', s.entrepriseId)
    .orderBy('id')
    .execute();
  const totals = await db.selectFrom('caisse_totals').selectAll().where('caisse_id', '=', s.caisseId).execute();
  return { counts, points, totals };
}

async function bigArticle(s: Setup, price = 1_000_000_000) {
  // A large catalogue price (10,000,000.00 by default), a service (no stock to count). The server sells at the
  // catalogue's price (issue 22 point 2), so each price a test sends is an article's.
  return newArticle(t, s.entrepriseId, { price, label: 'Villa', isService: true, tva: 20 });
}

async function newClient(s: Setup, name: string): Promise<number> {
  const res = await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().client.id as number;
}

async function balance(s: Setup, clientId: number) {
  const db = t.deps.database.db;
  const c = await db.selectFrom('clients').select('loyaltyPoints').where('id', '=', clientId).executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('loyalty_point_movements')
    .select((eb) => eb.fn.sum<number>('points').as('s'))
    .where('entreprise_id', '=', s.entrepriseId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return { balance: Number(c.loyaltyPoints), ledger: Number(ledger.s ?? 0) };
}

/** Cash payments of at most 50,000,000.00 each (a payment's bound is below 100 million). */
const cash = (amount: number) => {
  const out = [];
  for (let left = amount; left > 0; left -= 50_000_000) out.push({ modePayment: 'cash', amount: Math.min(left, 50_000_000) });
  return out;
};

describe('order amounts', { timeout: 90_000 }, () => {
  it('refuses a sale beyond the bound with 422 naming the line or the total, and writes nothing', async () => {
    const s = await tillSetup(t);
    const villa = await bigArticle(s);
    const clientId = await newClient(s, 'Grand compte');
    const before = await written(s);

    // One line alone beyond the bound: 10,000,000.00 × 101.
    const one = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId,
      lines: [{ priceId: villa.priceId, quantity: 101, unitPrice: 10_000_000 }],
    });
    expect(one.statusCode, one.body).toBe(422);
    expect(one.json().errors).toEqual([{ field: 'lines.0', message: expect.stringContaining('1 000 000 000,00') }]);

    // The probe's 500-line order (it totalled 4999999999500068 instead of 4999999999500000): each line beyond.
    const palace = await bigArticle(s, 9_999_999_999);
    const many = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId,
      lines: Array.from({ length: 500 }, () => ({ priceId: palace.priceId, quantity: 99_999.999, unitPrice: 99_999_999.99 })),
    });
    expect(many.statusCode, many.body).toBe(422);
    expect(many.json().errors).toEqual([{ field: 'lines.0', message: expect.any(String) }]);
    // Two lines each at the bound, together beyond it: the order's total.
    const total = await t.call({
      method: 'POST',
      url: '/api/InsertCommand',
      token: s.cashier.token,
      lang: 'en',
      payload: {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        lines: Array.from({ length: 2 }, () => ({ priceId: villa.priceId, quantity: 100, unitPrice: 10_000_000 })),
      },
    });
    expect(total.statusCode, total.body).toBe(422);
    expect(total.json().errors).toEqual([{ field: 'total', message: 'The amount exceeds what one order may come to (1,000,000,000.00)' }]);
    expect(await written(s)).toEqual(before);

    // At the bound exactly: accepted.
    const edge = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: villa.priceId, quantity: 100, unitPrice: 10_000_000 }],
      payments: cash(1_000_000_000),
    });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(edge.json().total).toBe(MAX_ORDER_AMOUNT / 100);
  });

  it('keeps a sale at the bound exact to the centime, order discount and taxes included', async () => {
    const s = await tillSetup(t);
    const villa = await bigArticle(s, 999_999_999);
    const lines = [
      { priceId: villa.priceId, quantity: 33.333, unitPrice: 9_999_999.99 },
      { priceId: villa.priceId, quantity: 33.333, unitPrice: 9_999_999.99 },
      { priceId: villa.priceId, quantity: 33.334, unitPrice: 9_999_999.99, remise: { type: 'percentage', value: 0.01 } },
    ];
    const res = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines,
      remise: { type: 'percentage', value: 33.33 },
      isCredit: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    // By hand, in BigInt: gross of each line (price × quantity in thousandths, rounded half up), the line discount, the
    // order discount split over the lines by their nets (largest remainders first).
    const price = 999_999_999n;
    const gross = [33_333n, 33_333n, 33_334n].map((q) => (price * q + 500n) / 1000n);
    const lineRemise = [0n, 0n, (gross[2] * 1n + 5_000n) / 10_000n];
    const nets = gross.map((g, i) => g - lineRemise[i]);
    const subtotal = nets.reduce((a, b) => a + b);
    const orderRemise = (subtotal * 3333n + 5_000n) / 10_000n;
    expect(subtotal <= BigInt(MAX_ORDER_AMOUNT)).toBe(true);
    const cents = (v: bigint) => Number(v) / 100;
    expect(c.subtotal).toBe(cents(subtotal));
    expect(c.orderRemise).toBe(cents(orderRemise));
    expect(c.total).toBe(cents(subtotal - orderRemise));
    // Each line's share of the order discount, and so its total, to the centime; together, the order's total.
    const products = nets.map((n) => orderRemise * n);
    const shares = products.map((p) => p / subtotal);
    let rest = orderRemise - shares.reduce((a, b) => a + b);
    for (const i of [0, 1, 2].sort((a, b) => (products[b] % subtotal > products[a] % subtotal ? 1 : -1) || a - b))
      if (rest-- > 0n) shares[i] += 1n;
    const lineTotals = (c.lines as { total: number }[]).map((l) => BigInt(Math.round(l.total * 100)));
    expect(lineTotals).toEqual(nets.map((n, i) => n - shares[i]));
    expect(lineTotals.reduce((a, b) => a + b)).toBe(subtotal - orderRemise);
    const stored = await t.deps.database.db
      .selectFrom('commands')
      .select(['total', 'subtotal'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(stored.total)).toBe(subtotal - orderRemise);
    expect(BigInt(stored.subtotal)).toBe(subtotal);
  });
});

describe('loyalty points', { timeout: 90_000 }, () => {
  it('stop at the column’s ceiling: the next large sale is kept and earns nothing more, on both databases', async () => {
    const s = await tillSetup(t);
    const villa = await bigArticle(s);
    const clientId = await newClient(s, 'Collectionneur');
    // The settings form's largest multiplier: 1000 points per unit of revenue.
    const config = await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.admin.token,
      payload: { key: 'revenue_point_multiplier', value: 1000 },
    });
    expect(config.statusCode, config.body).toBe(200);
    const tooMany = await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.admin.token,
      payload: { key: 'revenue_point_multiplier', value: 1001 },
    });
    expect(tooMany.statusCode).toBe(422);

    // 100,000,000.00 paid: 10^11 points at ×1000, beyond the ceiling.
    const first = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId,
      lines: [{ priceId: villa.priceId, quantity: 10, unitPrice: 10_000_000 }],
      payments: cash(100_000_000),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().pointsEarned).toBe(MAX_LOYALTY_POINTS);
    expect(await balance(s, clientId)).toEqual({ balance: MAX_LOYALTY_POINTS, ledger: MAX_LOYALTY_POINTS });

    const second = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId,
      lines: [{ priceId: villa.priceId, quantity: 10, unitPrice: 10_000_000 }],
      payments: cash(100_000_000),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().pointsEarned).toBe(0);
    expect(await balance(s, clientId)).toEqual({ balance: MAX_LOYALTY_POINTS, ledger: MAX_LOYALTY_POINTS });
    const movements = await t.deps.database.db
      .selectFrom('loyalty_point_movements')
      .select('points')
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute();
    expect(movements.map((m) => Number(m.points))).toEqual([MAX_LOYALTY_POINTS, 0]);

    // Paying with more points than any balance can hold: refused (409), nothing written.
    const before = await written(s);
    const spend = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId,
      lines: [{ priceId: villa.priceId, quantity: 5, unitPrice: 10_000_000 }],
      payments: [{ modePayment: 'loyalty_points', amount: 50_000_000 }],
    });
    expect(spend.statusCode, spend.body).toBe(409);
    expect(await written(s)).toEqual(before);

    // The whole balance spent, then earned back: the balance and the ledger stay equal, within the column.
    const all = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId,
      lines: [{ priceId: villa.priceId, quantity: 3, unitPrice: 10_000_000 }],
      payments: [
        { modePayment: 'loyalty_points', amount: MAX_LOYALTY_POINTS / 100 },
        ...cash(Math.round(30_000_000 * 100 - MAX_LOYALTY_POINTS) / 100),
      ],
    });
    expect(all.statusCode, all.body).toBe(200);
    const after = await balance(s, clientId);
    expect(after.balance).toBe(after.ledger);
    expect(after.balance).toBe(MAX_LOYALTY_POINTS);
  });
});

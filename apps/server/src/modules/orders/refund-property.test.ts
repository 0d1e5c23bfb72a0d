// The refund rule as a property (issue 22, point 1): sales paid with random mixes of cash, card (TPE), gift cards and
// loyalty points, then random sequences of partial returns, exchanges, refunds and cancellations, some with the
// cashier's own choice of modes. Whatever the sequence: per order and per mode, paid back ≤ taken in; each gift card's
// balance equals its ledger; each client's points equal theirs; never a 5xx. Seeded, so a failure names its case.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** mulberry32: a small seeded generator. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

type Setup = Awaited<ReturnType<typeof tillSetup>>;

async function givePoints(entrepriseId: number, clientId: number, points: number) {
  const db = t.deps.database.db;
  const now = nowIso();
  await db
    .insertInto('loyalty_point_movements')
    .values({
      entreprise_id: entrepriseId,
      client_id: clientId,
      kind: 'adjust',
      points,
      commandId: null,
      key: `test:${randomUUID()}`,
      comment: null,
      user_id: null,
      created_at: now,
    })
    .execute();
  await db.updateTable('clients').set({ loyaltyPoints: points }).where('id', '=', clientId).execute();
}

/** Splits a total (minor) into the sale's payments: some modes, the last one cash with change sometimes. */
function payments(r: ReturnType<typeof rng>, total: number, card: string) {
  const modes = ['cash', 'pos_machine', 'gift_cheque', 'loyalty_points'];
  const chosen = modes.filter(() => r.next() < 0.5);
  if (!chosen.length) chosen.push(r.pick(modes));
  let left = total;
  const out: { modePayment: string; amount: number; code?: string }[] = [];
  chosen.forEach((mode, i) => {
    const last = i === chosen.length - 1;
    const part = last ? left : Math.max(1, Math.floor(left * r.next()));
    if (part <= 0) return;
    left -= part;
    const extra = last && mode === 'cash' && r.next() < 0.3 ? 500 : 0; // change given back
    out.push({ modePayment: mode, amount: (part + extra) / 100, ...(mode === 'gift_cheque' ? { code: card } : {}) });
  });
  return out;
}

async function checkLedgers(s: Setup, commandIds: number[]) {
  const db = t.deps.database.db;
  for (const id of commandIds) {
    const ops = await db.selectFrom('operations').select(['type', 'modePayment', 'amount']).where('command_id', '=', id).execute();
    const by = new Map<string, { paid: number; back: number }>();
    for (const o of ops) {
      const m = by.get(o.modePayment) ?? { paid: 0, back: 0 };
      if (o.type === 'payment' || o.type === 'credit' || o.type === 'advance') m.paid += Number(o.amount);
      if (o.type === 'change') m.paid -= Number(o.amount);
      if (o.type === 'refund') m.back += Number(o.amount);
      by.set(o.modePayment, m);
    }
    for (const [mode, m] of by) expect(m.back, `order ${id}, ${mode}`).toBeLessThanOrEqual(m.paid);
    // The cards' and points' own ledgers: given back ≤ taken, per order.
    const cards = await db
      .selectFrom('gift_card_movements')
      .select(['gift_card_id', 'kind', 'amount'])
      .where('commandId', '=', id)
      .execute();
    for (const cardId of new Set(cards.map((c) => c.gift_card_id))) {
      const of = cards.filter((c) => c.gift_card_id === cardId);
      const taken = -of.filter((c) => c.kind === 'redeem').reduce((a, c) => a + Number(c.amount), 0);
      const back = of.filter((c) => c.kind === 'refund').reduce((a, c) => a + Number(c.amount), 0);
      expect(back, `order ${id}, card ${cardId}`).toBeLessThanOrEqual(taken);
    }
    const pts = await db.selectFrom('loyalty_point_movements').select(['kind', 'points']).where('commandId', '=', id).execute();
    const spent = -pts.filter((p) => p.kind === 'spend').reduce((a, p) => a + Number(p.points), 0);
    const given = pts.filter((p) => p.kind === 'reverse' && Number(p.points) > 0).reduce((a, p) => a + Number(p.points), 0);
    expect(given, `order ${id}, points`).toBeLessThanOrEqual(spent);
    const earned = pts.filter((p) => p.kind === 'earn').reduce((a, p) => a + Number(p.points), 0);
    const taken = -pts.filter((p) => p.kind === 'reverse' && Number(p.points) < 0).reduce((a, p) => a + Number(p.points), 0);
    expect(taken, `order ${id}, points earned taken back`).toBeLessThanOrEqual(earned);
  }
  for (const g of await db.selectFrom('gift_cards').select(['id', 'balance']).where('entreprise_id', '=', s.entrepriseId).execute()) {
    const sum = await db
      .selectFrom('gift_card_movements')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('gift_card_id', '=', g.id)
      .executeTakeFirst();
    expect(Number(g.balance), `card ${g.id}`).toBe(Number(sum?.s ?? 0));
  }
  for (const c of await db.selectFrom('clients').select(['id', 'loyaltyPoints']).where('entreprise_id', '=', s.entrepriseId).execute()) {
    const sum = await db
      .selectFrom('loyalty_point_movements')
      .select((eb) => eb.fn.sum<number>('points').as('s'))
      .where('client_id', '=', c.id)
      .executeTakeFirst();
    expect(Number(c.loyaltyPoints), `client ${c.id}`).toBe(Number(sum?.s ?? 0));
  }
}

describe('refunds follow the money', { timeout: 180_000 }, () => {
  it('pays an 18.00 card sale returned in two halves back 18.00 to the card, and an exchange for 0.01 never twice', async () => {
    const s = await tillSetup(t);
    const nine = await newArticle(t, s.entrepriseId, { price: 900, label: 'Tarte' });
    const cent = await newArticle(t, s.entrepriseId, { price: 1, label: 'Sachet' });
    await t.call({
      method: 'POST',
      url: '/api/gateway/PointOfSell/GiftCard',
      token: s.admin.token,
      payload: { amount: 100, code: 'HALF-1' },
    });
    const c = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: nine.priceId, quantity: 2, unitPrice: 9 }],
        payments: [{ modePayment: 'gift_cheque', amount: 18, code: 'HALF-1' }],
      })
    ).json();
    for (const q of [1, 1]) {
      const r = await t.call({
        method: 'PATCH',
        url: `/api/Command/${c.id}/state`,
        token: s.admin.token,
        payload: { etat: 'returned', caisseId: s.caisseId, lines: [{ id: c.lines[0].id, quantity: q }] },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const card = (await t.call({ method: 'GET', url: '/api/gateway/PointOfSell/GiftCard/HALF-1', token: s.admin.token })).json();
    expect(card.giftCard?.balance ?? card.balance).toBe(100);
    const cash = await t.deps.database.db
      .selectFrom('operations')
      .select('modePayment')
      .where('command_id', '=', c.id)
      .where('type', '=', 'refund')
      .execute();
    expect(cash.map((o) => o.modePayment)).toEqual(['gift_cheque', 'gift_cheque']);

    // 25.00 on a card, exchanged for a 0.01 line: 24.99 back to the card (not cash), then cancelled: 0.01 more, no more.
    await t.call({
      method: 'POST',
      url: '/api/gateway/PointOfSell/GiftCard',
      token: s.admin.token,
      payload: { amount: 25, code: 'EXCH-1' },
    });
    const twentyFive = await newArticle(t, s.entrepriseId, { price: 2500, label: 'Gâteau' });
    const d = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: twentyFive.priceId, quantity: 1, unitPrice: 25 }],
        payments: [{ modePayment: 'gift_cheque', amount: 25, code: 'EXCH-1' }],
      })
    ).json();
    const cashOut = await t.call({
      method: 'POST',
      url: `/api/Command/${d.id}/AddEchange`,
      token: s.admin.token,
      payload: {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        returns: [{ id: d.lines[0].id, quantity: 1 }],
        lines: [{ priceId: cent.priceId, quantity: 1, unitPrice: 0.01 }],
        modePayment: 'cash',
      },
    });
    expect(cashOut.statusCode, cashOut.body).toBe(422);
    expect(cashOut.json().errors.map((e: { field: string }) => e.field)).toEqual(['modePayment']);
    const ex = await t.call({
      method: 'POST',
      url: `/api/Command/${d.id}/AddEchange`,
      token: s.admin.token,
      payload: {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        returns: [{ id: d.lines[0].id, quantity: 1 }],
        lines: [{ priceId: cent.priceId, quantity: 1, unitPrice: 0.01 }],
      },
    });
    expect(ex.statusCode, ex.body).toBe(200);
    const after = (await t.call({ method: 'GET', url: '/api/gateway/PointOfSell/GiftCard/EXCH-1', token: s.admin.token })).json();
    expect(after.giftCard?.balance ?? after.balance).toBe(24.99);
    const cancel = await t.call({
      method: 'PATCH',
      url: `/api/Command/${d.id}/state`,
      token: s.admin.token,
      payload: { etat: 'cancelled', caisseId: s.caisseId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const end = (await t.call({ method: 'GET', url: '/api/gateway/PointOfSell/GiftCard/EXCH-1', token: s.admin.token })).json();
    expect(end.giftCard?.balance ?? end.balance).toBe(25);
    // A card's or points' money is never recorded, nor moved to or from, by hand.
    const byHand = await t.call({
      method: 'POST',
      url: '/api/CaisseOperations/add',
      token: s.admin.token,
      payload: { caisseId: s.caisseId, type: 'credit', modePayment: 'gift_cheque', amount: 5 },
    });
    expect(byHand.statusCode, byHand.body).toBe(422);
    expect(byHand.json().errors).toEqual([
      { field: 'modePayment', message: 'Les cartes cadeaux et les points ne se saisissent pas à la main' },
    ]);
    const cardOp = await t.deps.database.db
      .selectFrom('operations')
      .select('id')
      .where('command_id', '=', d.id)
      .where('modePayment', '=', 'gift_cheque')
      .executeTakeFirstOrThrow();
    const moved = await t.call({
      method: 'PUT',
      url: `/api/Operation/${cardOp.id}/modePayment`,
      token: s.admin.token,
      payload: { modePayment: 'cash' },
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().errors).toEqual([
      { field: 'modePayment', message: 'Les cartes cadeaux et les points ne se saisissent pas à la main' },
    ]);
    await checkLedgers(s, [c.id, d.id]);
  });

  it('never pays two returns of 0.001 of a 15.00 line more than their share, and takes back the points earned', async () => {
    const s = await tillSetup(t);
    const fifteen = await newArticle(t, s.entrepriseId, { price: 1500, label: 'Fromage' });
    const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Samir Alaoui' } })).json()
      .client;
    const c = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        clientId: client.id,
        lines: [{ priceId: fifteen.priceId, quantity: 1, unitPrice: 15 }],
        payments: [{ modePayment: 'cash', amount: 15 }],
      })
    ).json();
    expect(c.pointsEarned).toBe(15);
    for (let i = 0; i < 2; i++) {
      const r = await t.call({
        method: 'PATCH',
        url: `/api/Command/${c.id}/state`,
        token: s.admin.token,
        payload: { etat: 'returned', caisseId: s.caisseId, lines: [{ id: c.lines[0].id, quantity: 0.001 }] },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const refunds = await t.deps.database.db
      .selectFrom('operations')
      .select('amount')
      .where('command_id', '=', c.id)
      .where('type', '=', 'refund')
      .execute();
    expect(refunds.reduce((a, o) => a + Number(o.amount), 0)).toBe(3); // round(15.00 × 0.002) = 0.03
    // Half of it back: 9 of the 15 points earned on 15.00 go with 9.00 of it.
    const r = await t.call({
      method: 'PATCH',
      url: `/api/Command/${c.id}/state`,
      token: s.admin.token,
      payload: { etat: 'returned', caisseId: s.caisseId, lines: [{ id: c.lines[0].id, quantity: 0.6 }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const points = (await t.call({ method: 'GET', url: `/api/Client/${client.id}`, token: s.admin.token })).json().client.loyaltyPoints;
    expect(points).toBe(5); // floor(15 × (1500 − 3 − 900) / 1500) = 5
    await checkLedgers(s, [c.id]);
  });

  it('pays back once under parallel returns and cancellations of one order (real parallel connections on PostgreSQL)', async () => {
    const s = await tillSetup(t);
    await t.call({
      method: 'POST',
      url: '/api/gateway/PointOfSell/GiftCard',
      token: s.admin.token,
      payload: { amount: 30, code: 'RACE-1' },
    });
    const c = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: s.article.priceId, quantity: 5, unitPrice: 10 }],
        payments: [
          { modePayment: 'gift_cheque', amount: 30, code: 'RACE-1' },
          { modePayment: 'cash', amount: 20 },
        ],
      })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call({
          method: 'PATCH',
          url: `/api/Command/${c.id}/state`,
          token: s.admin.token,
          payload:
            i % 4 === 3
              ? { etat: 'cancelled', caisseId: s.caisseId }
              : { etat: 'returned', caisseId: s.caisseId, lines: [{ id: c.lines[0].id, quantity: 2 }] },
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    const back = await t.deps.database.db
      .selectFrom('operations')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('command_id', '=', c.id)
      .where('type', '=', 'refund')
      .executeTakeFirst();
    expect(Number(back?.s ?? 0)).toBeLessThanOrEqual(5000);
    await checkLedgers(s, [c.id]);
  });

  it('holds for random mixes of modes and random sequences of returns, exchanges, refunds and cancellations', async () => {
    const s = await tillSetup(t);
    const articles = [
      { ...(await newArticle(t, s.entrepriseId, { price: 1500, label: 'Fromage' })), price: 1500 },
      { ...(await newArticle(t, s.entrepriseId, { price: 899, label: 'Confiture' })), price: 899 },
      { ...(await newArticle(t, s.entrepriseId, { price: 7, label: 'Bonbon' })), price: 7 },
    ];
    const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Nadia Tazi' } })).json()
      .client;
    await givePoints(s.entrepriseId, client.id, 1_000_000);
    const seed = Number(process.env.REFUND_SEED ?? 20261127);
    const r = rng(seed);
    const orders: number[] = [];
    for (let n = 0; n < 16; n++) {
      const code = `PROP-${n}`;
      await t.call({ method: 'POST', url: '/api/gateway/PointOfSell/GiftCard', token: s.admin.token, payload: { amount: 500, code } });
      const lines = Array.from({ length: 1 + r.int(3) }, () => {
        const a = r.pick(articles);
        return { priceId: a.priceId, quantity: r.pick([1, 2, 3, 0.5, 1.25, 0.003]), unitPrice: a.price / 100 };
      });
      const total = lines.reduce((acc, l) => acc + Math.round(l.unitPrice * 100 * l.quantity), 0);
      const body = { caisseId: s.caisseId, clientId: client.id, lines, payments: payments(r, total, code) };
      const res = await sale(t, s.cashier.token, body);
      expect(res.statusCode, `seed ${seed}, sale ${n}: ${res.body}`).toBeLessThan(500);
      if (process.env.REFUND_DEBUG) console.log('sale', res.statusCode, res.statusCode >= 400 ? res.body.slice(0, 160) : '');
      if (res.statusCode !== 200) continue;
      const c = res.json();
      orders.push(c.id);
      for (let step = 0; step < 2 + r.int(4); step++) {
        const detail = (await t.call({ method: 'GET', url: `/api/Command/${c.id}`, token: s.admin.token })).json();
        const line = r.pick(detail.lines as { id: number; quantity: number; returnedQuantity: number }[]);
        const left = Math.round((line.quantity - (line.returnedQuantity ?? 0)) * 1000) / 1000;
        const q = left <= 0 ? 0.001 : r.pick([left, Math.max(0.001, Math.round(left * 500) / 1000), 0.001]);
        const choice = r.next() < 0.25 ? { modePayment: r.pick(['cash', 'pos_machine', 'gift_cheque', 'loyalty_points']) } : {};
        const kind = r.pick(['return', 'return', 'return', 'exchange', 'exchange', 'refund', 'cancel']);
        const res2 =
          kind === 'exchange'
            ? await t.call({
                method: 'POST',
                url: `/api/Command/${c.id}/AddEchange`,
                token: s.admin.token,
                payload: {
                  uuid: randomUUID(),
                  caisseId: s.caisseId,
                  returns: [{ id: line.id, quantity: q }],
                  lines: [{ priceId: articles[2].priceId, quantity: 1, unitPrice: 0.07 }],
                  ...choice,
                },
              })
            : await t.call({
                method: 'PATCH',
                url: `/api/Command/${c.id}/state`,
                token: s.admin.token,
                payload: {
                  etat: kind === 'return' ? 'returned' : kind === 'refund' ? 'refunded' : 'cancelled',
                  caisseId: s.caisseId,
                  ...(kind === 'return' ? { lines: [{ id: line.id, quantity: q }] } : {}),
                  ...choice,
                },
              });
        expect(res2.statusCode, `seed ${seed}, order ${c.id}, ${kind}: ${res2.body}`).toBeLessThan(500);
        if (process.env.REFUND_DEBUG)
          console.log(kind, JSON.stringify(choice), res2.statusCode, res2.statusCode >= 400 ? res2.body.slice(0, 160) : '');
      }
    }
    expect(orders.length).toBeGreaterThan(10);
    await checkLedgers(s, orders);
  });
});

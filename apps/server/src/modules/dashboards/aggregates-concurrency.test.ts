// Concurrent sales across stores (issue 24, the PostgreSQL lock of the company's rows): four stores, each with its own
// till and cashier, sell at once through HTTP (on PostgreSQL, on as many pooled connections: every sale of the company
// upserts the company's rows of the day and the month in its transaction). Every sale answers 200 (no deadlock, no
// lost update), and every aggregate table equals the figures straight from the orders. Both databases.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNewRegister } from '../../../test/caisse-factories';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, tillSetup } from '../orders/orders-helpers';
import { AGG_TABLES, type AggTable } from './aggregates';
import { aggregateRows, figuresFromOrders, normalise } from './dashboards-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('dashboard aggregates under concurrent sales', { timeout: 240_000 }, () => {
  it('keeps the company’s rows exact when every store sells at once, without a deadlock', async () => {
    const s = await tillSetup(t);
    const tills = [{ caisseId: s.caisseId, token: s.cashier.token }];
    for (let i = 2; i <= 4; i++) {
      const magasinId = await newStore(t, s.entrepriseId, { intitule: `Magasin ${i}` });
      const cashier = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [magasinId] });
      const token = await signIn(t, cashier.email);
      tills.push({ caisseId: await openNewRegister(t, token, { entrepriseId: s.entrepriseId, magasinId }, `Caisse ${i}`), token });
    }
    // Two articles every sale takes (the company's product rows are shared), in either order, and one of its own.
    const shared = [s.article, await newArticle(t, s.entrepriseId, { price: 250, label: 'Café' })];
    const prices = new Map([
      [shared[0].priceId, 1000],
      [shared[1].priceId, 250],
    ]);
    const own = [];
    for (let i = 0; i < 4; i++) {
      const a = await newArticle(t, s.entrepriseId, { price: 500 + 100 * i, label: `Article ${i}` });
      prices.set(a.priceId, 500 + 100 * i);
      own.push(a);
    }
    const ROUNDS = 8;
    const sales = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const [n, till] of tills.entries()) {
        const ids =
          round % 2 ? [shared[1].priceId, shared[0].priceId, own[n].priceId] : [own[n].priceId, shared[0].priceId, shared[1].priceId];
        const lines = ids.map((priceId, k) => ({ priceId, quantity: 1 + ((round + k) % 3), unitPrice: prices.get(priceId)! / 100 }));
        const total = lines.reduce((a, l) => a + Math.round(l.unitPrice * 100) * l.quantity, 0);
        sales.push({
          token: till.token,
          payload: {
            uuid: randomUUID(),
            caisseId: till.caisseId,
            lines,
            payments: round % 3 ? [{ modePayment: 'cash', amount: total / 100 }] : [{ modePayment: 'pos_machine', amount: total / 100 }],
          },
        });
      }
    // All at once: on PostgreSQL the app's pool (10 connections) runs them in parallel transactions.
    const answers = await Promise.all(
      sales.map((x) => t.call({ method: 'POST', url: '/api/InsertCommand', token: x.token, payload: x.payload })),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.find((a) => a.statusCode !== 200)?.body,
    ).toEqual(sales.map(() => 200));

    const expected = await figuresFromOrders(t, s.entrepriseId);
    for (const table of Object.keys(AGG_TABLES) as AggTable[]) {
      const columns = ['magasin_id', 'day', ...AGG_TABLES[table].key, ...AGG_TABLES[table].values];
      expect(await aggregateRows(t, s.entrepriseId, table, columns), table).toEqual(
        normalise([...expected[table], ...expected.company[table]], columns),
      );
    }
    // The company's day: every sale's ticket.
    const day = (await aggregateRows(t, s.entrepriseId, 'agg_days', ['magasin_id', 'day', 'tickets'])).filter((r) => r.magasin_id === 0);
    expect(day.reduce((a, r) => a + Number(r.tickets), 0)).toBe(sales.length);
  });
});

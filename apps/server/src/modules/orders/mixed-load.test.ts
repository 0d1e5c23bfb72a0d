// Sales, refunds and exchanges at once on two tills of one store, over the pool's parallel connections (PostgreSQL:
// real concurrent transactions taking row locks): no deadlock, no error, and every stock level equals the sum of its
// movements afterwards. A sale locks its session, then the stock levels of its products (in product order), then the
// day's ticket counter; a refund or an exchange takes the session before the stock levels too (docs/decisions.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNewRegister } from '../../../test/caisse-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { levelOf, newArticle, sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mixed load on one store', { timeout: 120_000 }, () => {
  it('runs sales, refunds and exchanges on two tills at once without a deadlock; levels equal their movements', async () => {
    const s = await tillSetup(t);
    const tills = [s.caisseId, await openNewRegister(t, s.manager.token, s, 'Caisse 2', 100)];
    // Five products; lines name them in both orders, so that two transactions would lock them in opposite orders.
    const articles = [s.article, ...(await Promise.all([2, 3, 4, 5].map((i) => newArticle(t, s.entrepriseId, { price: 100 * i }))))];
    const unitPrices = [10, 2, 3, 4, 5];
    const priced = (k: number) => {
      const order = k % 2 ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0];
      return order.map((a, i) => ({ priceId: articles[a].priceId, quantity: 1 + (i % 2), unitPrice: unitPrices[a] }));
    };
    const cash = (lines: { quantity: number; unitPrice: number }[]) => [
      { modePayment: 'cash', amount: lines.reduce((a, l) => a + l.quantity * l.unitPrice, 0) },
    ];
    // Sales to refund and exchange later.
    const earlier = [];
    for (let k = 0; k < 12; k++) {
      const lines = priced(k);
      const r = await sale(t, s.cashier.token, { caisseId: tills[k % 2], lines, payments: cash(lines) });
      expect(r.statusCode, r.body).toBe(200);
      earlier.push(r.json() as { id: number; lines: { id: number; quantity: number }[] });
    }

    const calls = [];
    for (let k = 0; k < 36; k++) {
      const till = tills[k % 2];
      const mine = earlier[Math.floor(k / 3)];
      if (k % 3 === 0) {
        const lines = priced(k);
        calls.push(sale(t, s.cashier.token, { caisseId: till, lines, payments: cash(lines) }));
      } else if (k % 3 === 1)
        calls.push(
          t.call({
            method: 'PATCH',
            url: `/api/Command/${mine.id}/state`,
            token: s.manager.token,
            payload: { etat: 'refunded', caisseId: till, reason: 'mixed load' },
            headers: { 'idempotency-key': randomUUID() },
          }),
        );
      else {
        // An exchange: the order's last line comes back, the first article goes out (price 10: paid in cash).
        const back = mine.lines.at(-1)!;
        calls.push(
          t.call({
            method: 'POST',
            url: `/api/Command/${mine.id}/AddEchange`,
            token: s.manager.token,
            payload: {
              uuid: randomUUID(),
              caisseId: till,
              returns: [{ id: back.id, quantity: 1 }],
              lines: [{ priceId: articles[0].priceId, quantity: 1, unitPrice: 10 }],
              payments: [{ modePayment: 'cash', amount: 10 }],
            },
          }),
        );
      }
    }
    const answers = await Promise.all(calls);
    // A refund and an exchange of the same order race: the second may find the order refunded or its line returned
    // already (409, 422), never a 500.
    const unexpected = answers.filter((r) => r.statusCode >= 500);
    expect(
      unexpected.map((r) => `${r.statusCode} ${r.body}`),
      'no deadlock or other error',
    ).toEqual([]);
    expect(answers.filter((r, k) => k % 3 === 0 && r.statusCode !== 200)).toEqual([]);
    for (const a of articles) {
      const { level, sum } = await levelOf(t, s.entrepriseId, s.magasinId, a.productId);
      expect(level).toBe(sum);
    }
  });
});

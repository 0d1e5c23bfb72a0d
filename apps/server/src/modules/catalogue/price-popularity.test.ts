// GET /price/popularity (issue 23): what a store sold of each price lately, most sold first, for the till's grid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('price popularity', () => {
  it('sums the store’s recent sales per price, most sold first, cancelled orders left out', async () => {
    const s = await tillSetup(t);
    const cafe = await newArticle(t, s.entrepriseId, { price: 800, label: 'Café' });
    const the = await newArticle(t, s.entrepriseId, { price: 900, label: 'Thé' });
    const unit = new Map([
      [cafe.priceId, 8],
      [the.priceId, 9],
      [s.article.priceId, 10],
    ]);
    const sell = async (priceId: number, quantity: number) => {
      const res = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [{ priceId, quantity, unitPrice: unit.get(priceId) }] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number };
    };
    await sell(cafe.priceId, 3);
    await sell(s.article.priceId, 1);
    await sell(cafe.priceId, 2);
    const cancelled = await sell(the.priceId, 9);
    await t.deps.database.db.updateTable('commands').set({ etat: 'cancelled' }).where('id', '=', cancelled.id).execute();
    const url = `/api/price/popularity?magasinId=${s.magasinId}`;
    const res = await t.call({ method: 'GET', url, token: s.cashier.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { priceId: cafe.priceId, quantity: 5 },
      { priceId: s.article.priceId, quantity: 1 },
    ]);
    // At the section's path too.
    expect(
      (await t.call({ method: 'GET', url: `/api/catalogueV2/price/popularity?magasinId=${s.magasinId}`, token: s.cashier.token })).json(),
    ).toEqual(res.json());
  });

  it('refuses another company’s store (404) and a bad query (every field listed)', async () => {
    const s = await signedIn(t);
    const other = await newCompany(t);
    const store = await t.deps.database.db
      .insertInto('magasins')
      .values({
        entreprise_id: other.entrepriseId,
        intitule: 'Ailleurs',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.call({ method: 'GET', url: `/api/price/popularity?magasinId=${store.id}`, token: s.token })).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/price/popularity?magasinId=x&days=0', token: s.token });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['days', 'magasinId']);
  });
});

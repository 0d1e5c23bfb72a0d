// Price history: the product form, a store price, update by lot and the buying price each add a row when the price,
// promo price, promo end or buying price changes (with who and when), nothing when nothing changed; GET
// /price/{id}/history answers them oldest first; another company's price is 404, a role without gestion_produits 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, postProduct } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Point = {
  price: number;
  promoPrice: number | null;
  promotionEndAt: string | null;
  buyingPrice: number | null;
  userName: string | null;
};

describe('GET /api/price/{id}/history', () => {
  it('records every change of price, promo and buying price with who and when', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token);
    const created = await postProduct(t, s.token, { label: 'Tarte', categoryId: cat.id, buyingPrice: 12, prices: [{ price: 30 }] });
    expect(created.statusCode).toBe(200);
    const product = created.json() as { id: number; prices: { id: number }[] };
    const priceId = product.prices[0].id;
    const history = async () => {
      const res = await t.call({ method: 'GET', url: `/api/price/${priceId}/history`, token: s.token });
      expect(res.statusCode).toBe(200);
      return res.json() as { price: { id: number; label: string; currencyTag: string }; history: Point[] };
    };
    const first = await history();
    expect(first.price).toMatchObject({ id: priceId, label: 'Tarte', currencyTag: 'MAD' });
    expect(first.history).toEqual([expect.objectContaining({ price: 30, promoPrice: null, buyingPrice: 12, userName: 'User admin' })]);

    const lot = (payload: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: '/api/price/update/by-lot', token: s.token, payload: { priceIds: [priceId], ...payload } });
    expect((await lot({ price: 32 })).statusCode).toBe(200);
    expect((await lot({ promoPrice: 28, promotionEndAt: '2099-06-30T00:00:00.000Z' })).statusCode).toBe(200);
    // Hiding it changes none of the recorded values: no row.
    expect((await lot({ isHidden: true })).statusCode).toBe(200);
    const bp = await t.call({
      method: 'PATCH',
      url: '/api/price/update/buyingPrice',
      token: s.token,
      payload: { priceId, newBuyingPriceValue: 13.5 },
    });
    expect(bp.statusCode).toBe(200);
    // The same buying price again: no row.
    await t.call({
      method: 'PATCH',
      url: '/api/price/update/buyingPrice',
      token: s.token,
      payload: { priceId, newBuyingPriceValue: 13.5 },
    });

    const h = (await history()).history;
    expect(h.map((p) => [p.price, p.promoPrice, p.buyingPrice])).toEqual([
      [30, null, 12],
      [32, null, 12],
      [32, 28, 12],
      [32, 28, 13.5],
    ]);
    expect(h[2].promotionEndAt).toBe('2099-06-30T00:00:00.000Z');

    // The product form saving a new price adds one; saving it unchanged adds none.
    const edit = await t.call({ method: 'GET', url: `/api/product/edit/${product.id}`, token: s.token });
    expect(edit.statusCode).toBe(200);
    const save = (price: number) =>
      t.call({
        method: 'PATCH',
        url: `/api/product/${product.id}`,
        token: s.token,
        payload: {
          label: 'Tarte',
          categoryId: cat.id,
          buyingPrice: 13.5,
          prices: [{ id: priceId, price, promoPrice: 28, promotionEndAt: '2099-06-30T00:00:00.000Z' }],
        },
      });
    expect((await save(32)).statusCode).toBe(200);
    expect((await history()).history).toHaveLength(4);
    expect((await save(35)).statusCode).toBe(200);
    expect((await history()).history.map((p) => p.price)).toEqual([30, 32, 32, 32, 35]);
  });

  it('records a store price added with PATCH /price/add', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token);
    const p = (await postProduct(t, s.token, { label: 'Pain', categoryId: cat.id, prices: [{ price: 2 }] })).json();
    const store = await newStore(t, s.entrepriseId);
    const added = await t.call({
      method: 'PATCH',
      url: '/api/price/add',
      token: s.token,
      payload: { productId: p.products[0].id, price: 2.5, currencyTag: 'MAD', magasinId: store },
    });
    expect(added.statusCode).toBe(200);
    const h = await t.call({ method: 'GET', url: `/api/price/${added.json().id}/history`, token: s.token });
    expect(h.json().history.map((x: Point) => x.price)).toEqual([2.5]);
    // The all-store price keeps its own one row.
    const all = await t.call({ method: 'GET', url: `/api/price/${p.prices[0].id}/history`, token: s.token });
    expect(all.json().history.map((x: Point) => x.price)).toEqual([2]);
  });

  it("answers 404 for another company's price and 403 without gestion_produits", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const cat = await newCategory(t, b.token);
    const foreign = (await postProduct(t, b.token, { label: 'Baguette', categoryId: cat.id, prices: [{ price: 2 }] })).json();
    expect((await t.call({ method: 'GET', url: `/api/price/${foreign.prices[0].id}/history`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/price/999999999/history', token: a.token })).statusCode).toBe(404);
    const cashier = await signedIn(t, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/price/${foreign.prices[0].id}/history`, token: cashier.token })).statusCode).toBe(403);
  });
});

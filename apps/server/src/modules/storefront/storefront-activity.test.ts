// The client catalogue's stock, views and ratings: availability from the store's stock levels (plain, recipe, bundle,
// service), a view counter per price, one rating per account with its average and count; another company's price is
// 404, a bad rating 422.
import { nowIso } from '../../db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, postProduct } from '../catalogue/catalogue-helpers';
import { writeMovement } from '../orders/stock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type P = { id: number; label: string; stock: number | null; inStock: boolean; views: number; rating: number; ratingCount: number };
const catalogue = async (token: string, magasinId: number) => {
  const res = await t.call({ method: 'GET', url: `/api/storefront/catalogue?magasinId=${magasinId}`, token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: P[] }).products;
};

describe('storefront stock', () => {
  it('tells in and out of stock from the store levels, recipes, bundles and services', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const other = await newStore(t, s.entrepriseId);
    const cat = await newCategory(t, s.token);
    const mk = async (body: Record<string, unknown>) => {
      const res = await postProduct(t, s.token, { categoryId: cat.id, prices: [{ price: 5 }], ...body });
      expect(res.statusCode).toBe(200);
      return res.json() as { products: { id: number }[]; prices: { id: number }[] };
    };
    const bread = await mk({ label: 'Pain' });
    const cake = await mk({ label: 'Gâteau' });
    const flour = await mk({ label: 'Farine', type: 'inbound', unity: 'kg' });
    const croissant = await mk({ label: 'Croissant', isPreparedInStore: true });
    const delivery = await mk({ label: 'Livraison', isService: true });
    const box = await mk({
      label: 'Coffret',
      nature: 'bundle',
      bundle: [
        { productId: bread.products[0].id, quantity: 2 },
        { productId: cake.products[0].id, quantity: 1 },
      ],
    });
    const r = await t.call({
      method: 'POST',
      url: '/api/catalogueV2/recipes',
      token: s.token,
      payload: { productId: croissant.products[0].id, elements: [{ elementId: flour.products[0].id, quantity: 0.25 }] },
    });
    expect(r.statusCode).toBe(200);
    const move = (magasinId: number, productId: number, quantity: number) =>
      writeMovement(t.deps.database.db, {
        entrepriseId: s.entrepriseId,
        magasinId,
        productId,
        quantity,
        type: 'inventaire',
        commandId: null,
        commandLineId: null,
        userId: null,
        now: nowIso(),
      });
    await move(store, bread.products[0].id, 5);
    await move(store, flour.products[0].id, 1.1);
    await move(store, cake.products[0].id, 1);
    await move(store, cake.products[0].id, -1); // sold: a level back at 0 is out of stock
    await move(other, cake.products[0].id, 3);

    const here = await catalogue(s.token, store);
    const of = (list: P[], label: string) => list.find((p) => p.label === label)!;
    expect(of(here, 'Pain')).toMatchObject({ stock: 5, inStock: true });
    expect(of(here, 'Gâteau')).toMatchObject({ stock: 0, inStock: false });
    expect(of(here, 'Farine')).toMatchObject({ stock: 1.1, inStock: true });
    // 1.1 kg of flour at 0.25 kg a croissant: 4 croissants.
    expect(of(here, 'Croissant')).toMatchObject({ stock: 4, inStock: true });
    expect(of(here, 'Livraison')).toMatchObject({ stock: null, inStock: true });
    // The box needs a cake: none here.
    expect(of(here, 'Coffret')).toMatchObject({ stock: 0, inStock: false });

    const there = await catalogue(s.token, other);
    expect(of(there, 'Pain')).toMatchObject({ stock: 0, inStock: false });
    expect(of(there, 'Gâteau')).toMatchObject({ stock: 3, inStock: true });
    expect(of(there, 'Croissant')).toMatchObject({ stock: 0, inStock: false });
    expect(of(there, 'Coffret')).toMatchObject({ stock: 0, inStock: false });
    expect(delivery.prices).toHaveLength(1);
    expect(box.prices).toHaveLength(1);
  });
});

describe('POST /storefront/product/{id}/view and PUT /storefront/product/{id}/rating', () => {
  it('counts views and keeps one rating per account with the average and count', async () => {
    const s = await signedIn(t);
    await newStore(t, s.entrepriseId);
    const cat = await newCategory(t, s.token);
    const p = (await postProduct(t, s.token, { label: 'Tarte', categoryId: cat.id, prices: [{ price: 30 }] })).json();
    const priceId = p.prices[0].id as number;
    const call = (token: string, method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      t.call({ method, url: `/api/storefront/product/${priceId}${url}`, token, payload });

    expect((await call(s.token, 'POST', '/view')).json()).toEqual({ views: 1 });
    expect((await call(s.token, 'POST', '/view')).json()).toEqual({ views: 2 });

    const clientUser = await newUser(t, s.entrepriseId, 'admin');
    const other = await signIn(t, clientUser.email);
    expect((await call(s.token, 'PUT', '/rating', { rating: 5 })).json()).toEqual({ rating: 5, ratingCount: 1, myRating: 5 });
    expect((await call(other, 'PUT', '/rating', { rating: 2 })).json()).toEqual({ rating: 3.5, ratingCount: 2, myRating: 2 });
    // A change of mind replaces the account's rating; it does not add one.
    expect((await call(other, 'PUT', '/rating', { rating: 4 })).json()).toEqual({ rating: 4.5, ratingCount: 2, myRating: 4 });

    const list = (await t.call({ method: 'GET', url: '/api/storefront/catalogue', token: s.token })).json() as { products: P[] };
    expect(list.products.find((x) => x.id === priceId)).toMatchObject({ views: 2, rating: 4.5, ratingCount: 2 });
    const detail = await t.call({ method: 'GET', url: `/api/storefront/product/${priceId}`, token: other });
    expect(detail.json()).toMatchObject({ views: 2, rating: 4.5, ratingCount: 2, myRating: 4 });

    for (const bad of [0, 6, 3.5, 'five']) {
      const res = await call(s.token, 'PUT', '/rating', { rating: bad });
      expect(res.statusCode).toBe(422);
    }
  });

  it("answers 404 for another company's or a hidden price and 403 without a catalogue or client tag", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const cat = await newCategory(t, b.token);
    const foreign = (await postProduct(t, b.token, { label: 'Baguette', categoryId: cat.id, prices: [{ price: 2 }] })).json();
    const url = `/api/storefront/product/${foreign.prices[0].id}`;
    expect((await t.call({ method: 'POST', url: `${url}/view`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `${url}/rating`, token: a.token, payload: { rating: 3 } })).statusCode).toBe(404);
    const catA = await newCategory(t, a.token);
    const hidden = (await postProduct(t, a.token, { label: 'Caché', categoryId: catA.id, prices: [{ price: 2, isHidden: true }] })).json();
    expect((await t.call({ method: 'POST', url: `/api/storefront/product/${hidden.prices[0].id}/view`, token: a.token })).statusCode).toBe(
      404,
    );
    const none = await signedIn(t, 'delivery_man');
    expect((await t.call({ method: 'POST', url: `${url}/view`, token: none.token })).statusCode).toBe(403);
    // Nothing was counted for the refused calls.
    const views = await t.deps.database.db.selectFrom('price_views').selectAll().where('priceId', '=', foreign.prices[0].id).execute();
    expect(views).toEqual([]);
  });
});

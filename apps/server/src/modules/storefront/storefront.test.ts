// The client-facing catalogue: visible prices only, one per product (the store's own over the all-store one), the
// promo counted only while lower and running, tags, variant attributes and recipe ingredients; client accounts read it,
// another company's products are 404, and a role without any catalogue or client tag is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, postProduct } from '../catalogue/catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
type P = { id: number; label: string; price: number; promoPrice: number | null; effectivePrice: number; [k: string]: unknown };

describe('GET /api/storefront/catalogue and /storefront/product/{id}', () => {
  it('lists the visible products with what the catalogue page filters and sorts on', async () => {
    const s = await signedIn(t);
    const storeId = await newStore(t, s.entrepriseId);
    const parent = await newCategory(t, s.token, { label: 'Pâtisseries', color: '#e76f51' });
    const cat = await newCategory(t, s.token, { label: 'Tartes', parentId: parent.id, color: '#f4a261' });
    const flour = (
      await postProduct(t, s.token, { label: 'Farine T55', categoryId: cat.id, type: 'inbound', prices: [{ price: 9 }] })
    ).json();
    const tarte = (
      await postProduct(t, s.token, {
        label: 'Tarte citron',
        categoryId: cat.id,
        nature: 'variants',
        variants: [
          { details: [{ key: 'Taille', value: '4 parts' }], prices: [{ price: 65 }, { price: 60, magasinId: storeId }] },
          {
            details: [{ key: 'Taille', value: '8 parts' }],
            prices: [{ price: 120, promoPrice: 99, promotionEndAt: '2099-01-01T00:00:00Z' }],
          },
        ],
        tags: ['été'],
      })
    ).json();
    await t.call({
      method: 'POST',
      url: '/api/catalogueV2/recipes',
      token: s.token,
      payload: { productId: tarte.products[0].id, elements: [{ elementId: flour.products[0].id, quantity: 0.2 }] },
    });
    // An expired promo does not count; a hidden price is not shown.
    await postProduct(t, s.token, {
      label: 'Éclair',
      categoryId: cat.id,
      prices: [{ price: 15, promoPrice: 10, promotionEndAt: '2020-01-01T00:00:00Z' }],
    });
    await postProduct(t, s.token, { label: 'Secret', categoryId: cat.id, prices: [{ price: 5, isHidden: true }] });

    // Without a store asked for: the company's first store (its own price over the all-store one).
    const all = await get(s.token, '/api/storefront/catalogue');
    expect(all.statusCode).toBe(200);
    const body = all.json() as { products: P[]; categories: { id: number; parentId: number | null; color: string | null }[] };
    const byLabel = (l: string) => body.products.find((p) => p.label === l);
    expect(body.products.map((p) => p.label)).not.toContain('Secret');
    expect(byLabel('Éclair')).toMatchObject({ price: 15, promoPrice: 10, effectivePrice: 15 });
    expect(byLabel('Tarte citron 8 parts')).toMatchObject({
      price: 120,
      effectivePrice: 99,
      tags: ['été'],
      attributes: [{ label: 'Taille', value: '8 parts' }],
    });
    expect(byLabel('Tarte citron 4 parts')).toMatchObject({ price: 60, ingredients: ['Farine T55'], categoryId: cat.id });
    expect(body.categories).toContainEqual(expect.objectContaining({ id: cat.id, parentId: parent.id, color: '#f4a261' }));
    expect(JSON.stringify(body)).not.toContain('buyingPrice');

    // The first store has its own price; another store shows the all-store one.
    const other = await newStore(t, s.entrepriseId);
    const inOther = (await get(s.token, `/api/storefront/catalogue?magasinId=${other}`)).json() as { products: P[]; magasinId: number };
    expect(inOther.magasinId).toBe(other);
    expect(inOther.products.filter((p) => p.label === 'Tarte citron 4 parts').map((p) => p.price)).toEqual([65]);
    expect(body).toMatchObject({
      magasinId: expect.any(Number),
      magasins: expect.arrayContaining([{ id: storeId, intitule: expect.any(String) }]),
    });

    const one = await get(s.token, `/api/storefront/product/${byLabel('Tarte citron 8 parts')!.id}`);
    expect(one.json()).toMatchObject({ label: 'Tarte citron 8 parts', effectivePrice: 99, category: { id: cat.id }, images: [] });
  });

  it("answers 404 for another company's product or store, and opens to client accounts", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const cat = await newCategory(t, b.token);
    const foreign = (await postProduct(t, b.token, { label: 'Baguette', categoryId: cat.id, prices: [{ price: 2 }] })).json();
    expect((await get(a.token, `/api/storefront/product/${foreign.prices[0].id}`)).statusCode).toBe(404);
    const storeB = await newStore(t, b.entrepriseId);
    expect((await get(a.token, `/api/storefront/catalogue?magasinId=${storeB}`)).statusCode).toBe(404);
    const none = await signedIn(t, 'delivery_man');
    expect((await get(none.token, '/api/storefront/catalogue')).statusCode).toBe(403);
    // The same role granted client_order_online (a client account) reads it.
    const { db } = t.deps.database;
    const role = await db.selectFrom('roles').select('id').where('tag', '=', 'delivery_man').executeTakeFirstOrThrow();
    const fn = await db.selectFrom('functionalities').select('id').where('tag', '=', 'client_order_online').executeTakeFirstOrThrow();
    await db
      .insertInto('role_functionalities')
      .values({ entreprise_id: none.entrepriseId, role_id: role.id, functionality_id: fn.id })
      .execute();
    expect((await get(none.token, '/api/storefront/catalogue')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, newProduct } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, payload: payload as Record<string, unknown> });

describe('categories', () => {
  it('builds a tree with colours, sorts it, refuses cycles and same-name siblings', async () => {
    const s = await signedIn(t);
    const drinks = await newCategory(t, s.token, { label: 'Boissons', color: '#264653', tva: 20, en_label: 'Drinks' });
    const hot = await newCategory(t, s.token, { label: 'Boissons chaudes', parentId: drinks.id, order: 2 });
    const cold = await newCategory(t, s.token, { label: 'Boissons froides', parentId: drinks.id, order: 1 });
    expect((await call(s.token, 'POST', '/api/catalogueV2/category', { label: 'boissons chaudes', parentId: drinks.id })).statusCode).toBe(
      409,
    );
    expect((await call(s.token, 'POST', '/api/catalogueV2/category', { label: 'Boissons chaudes' })).statusCode).toBe(200); // another level
    const cycle = await call(s.token, 'PATCH', '/api/catalogueV2/category', { id: drinks.id, parentId: hot.id });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors).toEqual([{ field: 'parentId', message: expect.any(String) }]);
    const bad = await call(s.token, 'POST', '/api/catalogueV2/category', { label: '', color: 'red', tva: 150 });
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['label', 'tva', 'color']);

    const children = await call(
      s.token,
      'GET',
      `/api/catalogueV2/category?criterias=${encodeURIComponent(JSON.stringify({ parentId: drinks.id }))}&with=parent&appends=childrenCount`,
    );
    expect(children.json().data.map((c: { id: number }) => c.id)).toEqual([cold.id, hot.id]);
    expect(children.json().data[0]).toMatchObject({ parent: { id: drinks.id, color: '#264653', tva: 20 }, childrenCount: 0 });
    const sorted = await call(s.token, 'PATCH', '/api/category/sort', {
      items: [
        { id: hot.id, order: 0 },
        { id: cold.id, order: 5 },
      ],
    });
    expect(sorted.statusCode).toBe(200);
    const after = await call(
      s.token,
      'GET',
      `/api/catalogueV2/category?criterias=${encodeURIComponent(JSON.stringify({ parentId: drinks.id }))}`,
    );
    expect(after.json().data.map((c: { id: number }) => c.id)).toEqual([hot.id, cold.id]);
    expect((await call(s.token, 'PATCH', '/api/category/sort', { items: [{ id: hot.id, order: 0, parentId: hot.id }] })).statusCode).toBe(
      422,
    );
  });

  it('keeps one default category, filters by isComposition, trashes and restores', async () => {
    const s = await signedIn(t);
    const a = await newCategory(t, s.token, { isDefault: true });
    const b = await newCategory(t, s.token, { isDefault: true, isComposition: true });
    const list = (await call(s.token, 'GET', '/api/catalogueV2/category')).json().data;
    expect(list.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect((await call(s.token, 'GET', '/api/catalogueV2/category?isComposition=1')).json().data.map((c: { id: number }) => c.id)).toEqual([
      b.id,
    ]);
    await newProduct(t, s.token, { categoryId: a.id });
    expect((await call(s.token, 'DELETE', `/api/catalogueV2/category?id=${a.id}`)).statusCode).toBe(409);
    expect((await call(s.token, 'DELETE', `/api/catalogueV2/category?id=${b.id}`)).statusCode).toBe(200);
    expect((await call(s.token, 'GET', '/api/catalogueV2/category?onlyTrashed=true')).json().data.map((c: { id: number }) => c.id)).toEqual(
      [b.id],
    );
    const restored = await call(s.token, 'PATCH', `/api/category/restore/${b.id}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: b.id, deleted_at: null });
    expect((await call(s.token, 'PATCH', `/api/category/restore/${b.id}`)).statusCode).toBe(404);
  });

  it('lists the prices of categories for a store and currency, the category chain of a price, the categories of a store', async () => {
    const s = await signedIn(t);
    const [maarif, agdal] = [await newStore(t, s.entrepriseId), await newStore(t, s.entrepriseId)];
    const root = await newCategory(t, s.token, { label: 'Pâtisseries' });
    const leaf = await newCategory(t, s.token, { label: 'Tartes', parentId: root.id });
    const other = await newCategory(t, s.token, { label: 'Pains' });
    const tarte = await newProduct(t, s.token, {
      categoryId: leaf.id,
      prices: [{ price: 30 }, { price: 32, magasinId: agdal }, { price: 3, currencyTag: 'EUR' }],
    });
    await newProduct(t, s.token, { categoryId: other.id, prices: [{ price: 2, magasinId: agdal }] });
    const res = await call(s.token, 'GET', `/api/category/products?idList=${leaf.id},0&magasinId=${maarif}`);
    expect(res.json().map((p: { price: number }) => p.price)).toEqual([30]);
    const inAgdal = await call(s.token, 'GET', `/api/category/products?idList=${leaf.id},${other.id}&magasinId=${agdal}`);
    expect(
      inAgdal
        .json()
        .map((p: { price: number }) => p.price)
        .sort(),
    ).toEqual([2, 30, 32]);
    const chain = await call(s.token, 'GET', `/api/category/bypriceid?id=${tarte.prices[0].id}`);
    expect(chain.json().map((c: { label: string }) => c.label)).toEqual(['Pâtisseries', 'Tartes']);
    const ofMaarif = await call(s.token, 'GET', `/api/catalogueV2/magasin/${maarif}/categories`);
    expect(
      ofMaarif
        .json()
        .map((c: { label: string }) => c.label)
        .sort(),
    ).toEqual(['Pâtisseries', 'Tartes']);
    const ofAgdal = await call(s.token, 'GET', `/api/catalogueV2/magasin/${agdal}/categories`);
    expect(
      ofAgdal
        .json()
        .map((c: { label: string }) => c.label)
        .sort(),
    ).toEqual(['Pains', 'Pâtisseries', 'Tartes']);
  });

  it("answers 404 for another company's category or store", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const foreign = await newCategory(t, b.token);
    const store = await newStore(t, b.entrepriseId);
    expect((await call(a.token, 'PATCH', '/api/catalogueV2/category', { id: foreign.id, label: 'x' })).statusCode).toBe(404);
    expect((await call(a.token, 'DELETE', `/api/catalogueV2/category?id=${foreign.id}`)).statusCode).toBe(404);
    expect((await call(a.token, 'PATCH', `/api/category/restore/${foreign.id}`)).statusCode).toBe(404);
    expect((await call(a.token, 'GET', `/api/catalogueV2/magasin/${store}/categories`)).statusCode).toBe(404);
    expect((await call(a.token, 'POST', '/api/catalogueV2/category', { label: 'x', parentId: foreign.id })).statusCode).toBe(422);
    expect((await call(a.token, 'GET', '/api/catalogueV2/category')).json().total).toBe(0);
  });
});

describe('brands and suppliers', () => {
  it('creates, lists, updates and deletes brands and suppliers with unique names', async () => {
    const s = await signedIn(t);
    const brand = await call(s.token, 'POST', '/api/catalogueV2/brand', { label: 'Maison Atlas', tag: 'atlas' });
    expect(brand.statusCode).toBe(200);
    expect((await call(s.token, 'POST', '/api/catalogueV2/brand', { label: 'maison atlas' })).statusCode).toBe(409);
    const sup = await call(s.token, 'POST', '/api/catalogueV2/supplier', {
      label: 'Moulins du Maghreb',
      email: 'contact@moulins.ma',
      phone: '+212522445566',
      turnover: 125000.5,
      webSite: 'https://moulins.ma',
      postalCode: '20250',
      reference: 'F-001',
      address: 'Zone industrielle, Aïn Sebaâ',
    });
    expect(sup.statusCode).toBe(200);
    expect(sup.json()).toMatchObject({ turnover: 125000.5, email: 'contact@moulins.ma' });
    const bad = await call(s.token, 'POST', '/api/catalogueV2/supplier', {
      label: 'X',
      email: 'nope',
      webSite: 'ftp://x',
      turnover: 1.234,
    });
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['turnover', 'email', 'webSite']);
    await newProduct(t, s.token, { brandId: brand.json().id, supplierId: sup.json().id });
    const list = await call(s.token, 'GET', '/api/catalogueV2/brand?appends=productsCount&keyword=atlas');
    expect(list.json().data).toEqual([expect.objectContaining({ id: brand.json().id, productsCount: 1 })]);
    const upd = await call(s.token, 'PATCH', `/api/catalogueV2/supplier/${sup.json().id}`, { label: 'Moulins du Maghreb SA', phone: '' });
    expect(upd.json()).toMatchObject({ label: 'Moulins du Maghreb SA', phone: null, email: null });
    expect((await call(s.token, 'DELETE', `/api/catalogueV2/brand/${brand.json().id}`)).statusCode).toBe(200);
    expect((await call(s.token, 'GET', '/api/catalogueV2/brand')).json().total).toBe(0);
    expect((await call(s.token, 'POST', '/api/catalogueV2/brand', { label: 'Maison Atlas' })).statusCode).toBe(200); // freed by the trash
  });

  it("answers 404 for another company's brand or supplier and 403 without the tags", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const brand = (await call(b.token, 'POST', '/api/catalogueV2/brand', { label: 'Foreign' })).json();
    expect((await call(a.token, 'PATCH', `/api/catalogueV2/brand/${brand.id}`, { label: 'x' })).statusCode).toBe(404);
    expect((await call(a.token, 'DELETE', `/api/catalogueV2/brand/${brand.id}`)).statusCode).toBe(404);
    const cashier = await signedIn(t, 'caissier');
    expect((await call(cashier.token, 'GET', '/api/catalogueV2/brand')).statusCode).toBe(200);
    expect((await call(cashier.token, 'POST', '/api/catalogueV2/brand', { label: 'x' })).statusCode).toBe(403);
    expect((await call(cashier.token, 'POST', '/api/catalogueV2/supplier', { label: 'x' })).statusCode).toBe(403);
  });
});

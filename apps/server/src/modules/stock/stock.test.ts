import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addRecipe, levelOf, newArticle, sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Setup = Awaited<ReturnType<typeof tillSetup>>;
const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const count = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'PATCH', url: '/api/setProduct/Inventory', token, payload, lang });
const bulk = (token: string, query: string, excelData: unknown[], lang?: string) =>
  t.call({ method: 'POST', url: `/api/inventory/bulk-update?${query}`, token, payload: { excelData }, lang });
const sell = async (s: Setup, priceId: number, quantity: number) => {
  const r = await sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    lines: [{ priceId, quantity, unitPrice: 10 }],
    payments: [{ modePayment: 'cash', amount: 10 * quantity }],
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const codes = (productId: number, barcode: string | null, sku: string | null) =>
  t.deps.database.db.updateTable('products').set({ barcode, sku }).where('id', '=', productId).execute();

/** A store with two tracked articles (one with a critical quantity), a service and a recipe baked in store. */
async function stockSetup() {
  const s = await tillSetup(t);
  const flour = await newArticle(t, s.entrepriseId, { label: 'Farine T55', criticalQuantity: 5 });
  const service = await newArticle(t, s.entrepriseId, { label: 'Atelier', isService: true });
  const baked = await newArticle(t, s.entrepriseId, { label: 'Pain maison', isPreparedInStore: true });
  await addRecipe(t, s.entrepriseId, baked.productId, [{ elementId: flour.productId, quantity: 0.25 }]);
  await codes(flour.productId, '6111000000017', 'FAR-55');
  await codes(s.article.productId, '6111000000024', null);
  return { ...s, flour, service, baked };
}

describe('stock levels of a store', () => {
  it('lists the tracked products by label with their level and state; filters by keyword, state, products and date', async () => {
    const s = await stockSetup();
    const base = `/api/Product/Status/byEntity/${s.magasinId}`;
    const empty = (await get(s.admin.token, base)).json();
    expect(empty.total).toBe(2);
    expect(empty.rows.map((r: { label: string }) => r.label)).toEqual(['Croissant', 'Farine T55']);
    expect(empty.rows[1]).toMatchObject({ quantity: 0, criticalQuantity: 5, state: 'out', barcode: '6111000000017', sku: 'FAR-55' });

    expect((await count(s.admin.token, { quantity: 12.5, entityId: s.magasinId, productId: s.flour.productId })).statusCode).toBe(200);
    expect((await count(s.admin.token, { quantity: 30, entityId: s.magasinId, productId: s.article.productId })).statusCode).toBe(200);
    const afterCount = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    // Two loaves baked in store take 0.25 kg of flour each; three croissants.
    await sell(s, s.baked.priceId, 2);
    await sell(s, s.article.priceId, 3);
    const now = (await get(s.admin.token, base)).json();
    expect(now.rows).toEqual([
      expect.objectContaining({ label: 'Croissant', quantity: 27, state: 'ok' }),
      expect.objectContaining({ label: 'Farine T55', quantity: 12, state: 'ok' }),
    ]);
    await count(s.admin.token, { quantity: 4, entityId: s.magasinId, productId: s.flour.productId });
    const byState = async (state: string) =>
      (await get(s.admin.token, `${base}?state=${state}`)).json().rows.map((r: { label: string }) => r.label);
    expect(await byState('critical')).toEqual(['Farine T55']);
    expect(await byState('ok')).toEqual(['Croissant']);
    expect(await byState('out')).toEqual([]);
    expect((await get(s.admin.token, `${base}?keyword=farine`)).json().rows).toEqual([expect.objectContaining({ quantity: 4 })]);
    expect((await get(s.admin.token, `${base}?keyword=FAR-55`)).json().total).toBe(1);
    expect((await get(s.admin.token, `${base}?keyword=6111000000024`)).json().rows[0].label).toBe('Croissant');
    expect((await get(s.admin.token, `${base}?products=${s.article.productId}`)).json().total).toBe(1);
    const paged = (await get(s.admin.token, `${base}?limit=1&offset=1`)).json();
    expect(paged).toMatchObject({ total: 2, offset: 1, rows: [{ label: 'Farine T55' }] });
    // At a moment between the counts and the sales: what was counted.
    const then = (await get(s.admin.token, `${base}?limitDate=${encodeURIComponent(afterCount)}`)).json();
    expect(then.rows.map((r: { quantity: number }) => r.quantity)).toEqual([30, 12.5]);
    expect(then.limitDate).toBe(afterCount);
    // Labels in the request's language when the article has one.
    await t.deps.database.db
      .updateTable('product_descriptions')
      .set({ ar_label: 'دقيق' })
      .where('id', '=', s.flour.descriptionId)
      .execute();
    const ar = await t.call({ method: 'GET', url: base, token: s.admin.token, lang: 'ar' });
    expect(ar.json().rows.map((r: { label: string }) => r.label)).toEqual(['Croissant', 'دقيق']);
  });

  it('pages in label, description then product order: variants of one description, equal labels, deleted rows left out', async () => {
    const s = await stockSetup();
    const db = t.deps.database.db;
    const now = new Date().toISOString();
    // Two descriptions labelled alike, the second with two products (variants), one of them deleted; a deleted
    // description; a category for the count screen's filter.
    const a = await newArticle(t, s.entrepriseId, { label: 'Beurre doux' });
    const b = await newArticle(t, s.entrepriseId, { label: 'Beurre doux' });
    const variant = await db
      .insertInto('products')
      .values({ entreprise_id: s.entrepriseId, productDescriptionId: b.descriptionId, tva: 20, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gone = await db
      .insertInto('products')
      .values({
        entreprise_id: s.entrepriseId,
        productDescriptionId: b.descriptionId,
        tva: 20,
        created_at: now,
        updated_at: now,
        deleted_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = await newArticle(t, s.entrepriseId, { label: 'Beurre ancien' });
    await db.updateTable('product_descriptions').set({ deleted_at: now }).where('id', '=', old.descriptionId).execute();
    const base = `/api/Product/Status/byEntity/${s.magasinId}`;
    const all = (await get(s.admin.token, base)).json();
    const ids = all.rows.map((r: { productId: number }) => r.productId);
    const [first, second] = a.descriptionId < b.descriptionId ? [a.productId, b.productId] : [b.productId, a.productId];
    const inB = [b.productId, variant.id].sort((x, y) => x - y);
    const butters = a.descriptionId < b.descriptionId ? [first, ...inB] : [...inB, second];
    expect(ids).toEqual([...butters, s.article.productId, s.flour.productId]);
    expect(ids).not.toContain(gone.id);
    expect(all.total).toBe(5);
    // Page by page, one row each: the same order, whatever the offset.
    const paged: number[] = [];
    for (let offset = 0; offset < 6; offset++)
      paged.push(
        ...(await get(s.admin.token, `${base}?limit=1&offset=${offset}`)).json().rows.map((r: { productId: number }) => r.productId),
      );
    expect(paged).toEqual(ids);
    expect((await get(s.admin.token, `${base}?limit=2&offset=1`)).json().rows.map((r: { productId: number }) => r.productId)).toEqual(
      ids.slice(1, 3),
    );
  });

  it('answers the store in figures and a product in every store', async () => {
    const s = await stockSetup();
    await t.deps.database.db.updateTable('products').set({ buyingPrice: 150 }).where('id', '=', s.article.productId).execute();
    const other = await newStore(t, s.entrepriseId, { intitule: 'Zeta Store' });
    await count(s.admin.token, { quantity: 10, entityId: s.magasinId, productId: s.article.productId });
    await count(s.admin.token, { quantity: 3, entityId: s.magasinId, productId: s.flour.productId });
    await count(s.admin.token, { quantity: 7, entityId: other, productId: s.article.productId });
    const figures = (await get(s.admin.token, `/api/Entity/${s.magasinId}/Status`)).json();
    expect(figures).toMatchObject({ entityId: s.magasinId, products: 2, ok: 1, critical: 1, out: 0, value: 15 });
    expect(figures.lastInventoryAt).toEqual(expect.any(String));
    const product = (await get(s.admin.token, `/api/Product/${s.article.productId}/Status`)).json();
    expect(product.total).toBe(17);
    expect(product.levels).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entityId: s.magasinId, quantity: 10, state: 'ok' }),
        expect.objectContaining({ entityId: other, name: 'Zeta Store', quantity: 7 }),
      ]),
    );
    expect((await get(s.admin.token, `/api/Product/${s.service.productId}/Status`)).statusCode).toBe(404);
  });
});

describe('inventory counts', () => {
  it('sets the level to what was counted by an inventaire movement; the history shows the balance after each', async () => {
    const s = await stockSetup();
    const first = await count(s.admin.token, {
      quantity: 20,
      entityId: s.magasinId,
      entityTag: 'magasin',
      productId: s.article.productId,
      createdAt: '2026-11-26T08:00:00+01:00',
      localTimeString: '08:00',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ previous: 0, quantity: 20, difference: 20, productId: s.article.productId });
    const ticket = await sell(s, s.article.priceId, 2);
    const second = (await count(s.admin.token, { quantity: 17, entityId: s.magasinId, productId: s.article.productId })).json();
    expect(second).toMatchObject({ previous: 18, quantity: 17, difference: -1 });
    expect(await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).toEqual({ level: 17, sum: 17 });

    const url = `/api/Entity/${s.magasinId}/productId/${s.article.productId}/transactions`;
    const history = (await get(s.admin.token, url)).json();
    expect(history.product).toMatchObject({ label: 'Croissant', quantity: 17 });
    expect(history.total).toBe(3);
    expect(history.rows).toEqual([
      expect.objectContaining({ type: 'inventaire', quantity: -1, balance: 17, counted: 17 }),
      expect.objectContaining({
        type: 'sale',
        quantity: -2,
        balance: 18,
        counted: null,
        commandId: ticket.id,
        ticketNumber: String(ticket.ticketNumber),
      }),
      expect.objectContaining({ type: 'inventaire', quantity: 20, balance: 20, counted: 20, userName: expect.any(String) }),
    ]);
    // A later page's balances follow from the movements above it.
    const page2 = (await get(s.admin.token, `${url}?offset=1&limit=1`)).json();
    expect(page2.rows).toEqual([expect.objectContaining({ type: 'sale', balance: 18 })]);

    const inventories = (await get(s.admin.token, `/api/entity/${s.magasinId}/inventories`)).json();
    expect(inventories.total).toBe(2);
    expect(inventories.rows[1]).toMatchObject({ label: 'Croissant', counted: 20, difference: 20, countedAt: '2026-11-26T07:00:00.000Z' });
  });

  it('refuses bad counts with every problem listed, unknown stores with 404, and writes nothing', async () => {
    const s = await stockSetup();
    const bad = await count(s.admin.token, { quantity: -1, entityId: s.magasinId, productId: 'x' }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['productId', 'quantity']);
    const refs = await count(s.admin.token, { quantity: 1, entityId: 999_999, productId: s.service.productId }, 'en');
    expect(refs.statusCode).toBe(422);
    expect(
      refs
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['entityId', 'productId']);
    expect((await count(s.admin.token, { quantity: 1, entityId: s.magasinId, productId: s.baked.productId })).statusCode).toBe(422);
    expect((await get(s.admin.token, '/api/Product/Status/byEntity/999999')).statusCode).toBe(404);
    expect((await get(s.admin.token, `/api/Entity/${s.magasinId}/productId/999999/transactions`)).statusCode).toBe(404);
    expect((await get(s.admin.token, `/api/entity/${s.magasinId}/inventories`)).json().total).toBe(0);
  });

  it('keeps every company and store apart, and needs gestion_stock', async () => {
    const a = await stockSetup();
    const b = await stockSetup();
    await count(a.admin.token, { quantity: 5, entityId: a.magasinId, productId: a.article.productId });
    for (const url of [
      `/api/Product/Status/byEntity/${a.magasinId}`,
      `/api/Entity/${a.magasinId}/Status`,
      `/api/Product/${a.article.productId}/Status`,
      `/api/Entity/${a.magasinId}/productId/${a.article.productId}/transactions`,
      `/api/entity/${a.magasinId}/inventories`,
    ])
      expect((await get(b.admin.token, url)).statusCode, url).toBe(404);
    const cross = await count(b.admin.token, { quantity: 1, entityId: a.magasinId, productId: a.article.productId });
    expect(
      cross
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['entityId', 'productId']);
    expect(await levelOf(t, a.entrepriseId, a.magasinId, a.article.productId)).toEqual({ level: 5, sum: 5 });
    // The store's manager sees only the stores given to them; the cashier has no stock rights.
    const other = await newStore(t, a.entrepriseId);
    expect((await get(a.manager.token, `/api/Product/Status/byEntity/${other}`)).statusCode).toBe(404);
    expect((await get(a.manager.token, `/api/Product/Status/byEntity/${a.magasinId}`)).statusCode).toBe(200);
    const bound = await newUser(t, a.entrepriseId, 'boulanger', { magasinIds: [a.magasinId] });
    const baker = await signIn(t, bound.email);
    expect((await get(baker, `/api/Product/Status/byEntity/${a.magasinId}`)).statusCode).toBe(200);
    expect((await get(baker, `/api/Product/Status/byEntity/${other}`)).statusCode).toBe(404);
    expect((await count(baker, { quantity: 1, entityId: other, productId: a.article.productId })).statusCode).toBe(422);
    expect((await get(a.cashier.token, `/api/Product/Status/byEntity/${a.magasinId}`)).statusCode).toBe(403);
  });
});

describe('inventory from a spreadsheet', () => {
  it('counts rows by barcode, sku or id in one transaction; the last count of a product stands', async () => {
    const s = await stockSetup();
    const r = await bulk(s.admin.token, `entityId=${s.magasinId}&entityTypeTag=magasin&dateTime=2026-11-26`, [
      { barcode: '6111000000024', quantity: '12' },
      { sku: 'FAR-55', quantity: '2,5' },
      { productId: s.article.productId, quantity: 14 },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().updated).toBe(2);
    const rows = (await get(s.admin.token, `/api/Product/Status/byEntity/${s.magasinId}`)).json().rows;
    expect(rows.map((x: { quantity: number }) => x.quantity)).toEqual([14, 2.5]);
    expect(await levelOf(t, s.entrepriseId, s.magasinId, s.flour.productId)).toEqual({ level: 2.5, sum: 2.5 });
  });

  it('lists every row it cannot place, whatever the problem, in one answer, and writes nothing', async () => {
    const s = await stockSetup();
    await count(s.admin.token, { quantity: 9, entityId: s.magasinId, productId: s.flour.productId });
    const r = await bulk(
      s.admin.token,
      `entityId=${s.magasinId}`,
      [
        { sku: 'FAR-55', quantity: 1 },
        { barcode: '0000000000000', quantity: 1 },
        { barcode: '6111000000024', quantity: -4 },
        { quantity: 3 },
        { productId: s.service.productId, quantity: 2 },
        { sku: 'FAR-55', quantity: 'beaucoup' },
      ],
      'en',
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { field: 'excelData.1.barcode', message: 'Unknown or inaccessible item' },
      { field: 'excelData.2.quantity', message: expect.any(String) },
      { field: 'excelData.3.barcode', message: expect.any(String) },
      { field: 'excelData.4.productId', message: 'Unknown or inaccessible item' },
      { field: 'excelData.5.quantity', message: expect.any(String) },
    ]);
    expect(await levelOf(t, s.entrepriseId, s.magasinId, s.flour.productId)).toEqual({ level: 9, sum: 9 });
    expect((await bulk(s.admin.token, `entityId=999999`, [{ sku: 'FAR-55', quantity: 1 }])).statusCode).toBe(404);
    expect((await bulk(s.admin.token, `entityId=${s.magasinId}`, [])).statusCode).toBe(422);
  });
});

describe('counts and sales at the same moment', () => {
  it('keeps the level equal to the sum of the movements (real parallel connections on PostgreSQL)', async () => {
    const s = await stockSetup();
    await count(s.admin.token, { quantity: 100, entityId: s.magasinId, productId: s.article.productId });
    const calls = Array.from({ length: 16 }, (_, i) =>
      i % 4 === 0
        ? count(s.admin.token, { quantity: 50 + i, entityId: s.magasinId, productId: s.article.productId })
        : sale(t, s.cashier.token, {
            caisseId: s.caisseId,
            lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
            payments: [{ modePayment: 'cash', amount: 10 }],
          }),
    );
    for (const r of await Promise.all(calls)) expect(r.statusCode, r.body).toBe(200);
    const { level, sum } = await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId);
    expect(level).toBe(sum);
    // Whatever the order, the level is the last count less the sales after it.
    const history = (await get(s.admin.token, `/api/Entity/${s.magasinId}/productId/${s.article.productId}/transactions?limit=100`)).json();
    const lastCount = history.rows.findIndex((m: { type: string }) => m.type === 'inventaire');
    expect(level).toBe(history.rows[lastCount].counted - lastCount);
    expect(history.rows[history.rows.length - 1].balance).toBe(100);
  });
});

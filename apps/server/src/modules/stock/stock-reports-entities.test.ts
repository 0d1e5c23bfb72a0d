// Stock reports for every entity (issue 26, stock26c): the central purchasing warehouse and labs get their control,
// statistics, balance sheet, day of movements and column in the products across entities, with the company's and the
// user's scope; one cost rule for sales, movements and values; the value per day kept by triggers equals the
// movements' (a property test over random movements, written through the API and straight into the table, updated and
// deleted), and the balance sheet read from it equals the one computed movement by movement.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newProduct, postProduct, newCategory } from '../catalogue/catalogue-helpers';
import { newArticle, sale, tillSetup } from '../orders/orders-helpers';
import { valueOf } from './stock-cost';
import { daySumsSql, rebuildDayValues } from './stock-day-values';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url, token, payload: payload as Record<string, unknown> | undefined });
const get = (token: string, url: string) => call(token, 'GET', url);

/** A store and an annex with a lab, the warehouse; a croissant bought 2.00 received at the warehouse and the lab. */
async function setup() {
  const s = await tillSetup(t);
  const db = t.deps.database.db;
  await db.updateTable('products').set({ buyingPrice: 200 }).where('id', '=', s.article.productId).execute();
  const annex = await newStore(t, s.entrepriseId, { intitule: 'Annexe' });
  const central = (await call(s.admin.token, 'POST', '/api/CentralAchats', { intitule: 'Entrepôt' })).json().id as number;
  const lab = (await call(s.admin.token, 'POST', '/api/Lab', { intitule: 'Labo', magasinId: annex })).json().id as number;
  const op = async (body: Record<string, unknown>) => {
    const r = await call(s.admin.token, 'POST', '/api/StockOperation', body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  await op({
    type: 'reception',
    sourceTypeTag: 'central_achat',
    sourceId: central,
    lines: [{ productId: s.article.productId, quantity: 30, unitPrice: 2 }],
  });
  await op({
    type: 'reception',
    sourceTypeTag: 'lab',
    sourceId: lab,
    lines: [{ productId: s.article.productId, quantity: 10, unitPrice: 2 }],
  });
  await op({ type: 'loss', sourceTypeTag: 'lab', sourceId: lab, lines: [{ productId: s.article.productId, quantity: 4 }] });
  const annexManager = await signIn(t, (await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [annex] })).email);
  return { ...s, annex, central, lab, annexManager };
}

const reportUrls = (type: string, id: number) => [
  `/api/Entity/${id}/control?entityTypeTag=${type}`,
  `/api/Stock/statistics?entityId=${id}&entityTypeTag=${type}`,
  `/api/BalanceSheet/byEntity/${id}?entityTypeTag=${type}`,
  `/api/BalanceSheet/byEntity/${id}/excel?entityTypeTag=${type}`,
  `/api/Entity/${id}/movements?entityTypeTag=${type}`,
  `/api/Entity/${id}/Status?entityTypeTag=${type}`,
  `/api/Product/Status/byEntity/${id}?entityTypeTag=${type}`,
];

describe('stock reports of the warehouse and labs', () => {
  it('answers every report for a warehouse and a lab, with their figures', async () => {
    const s = await setup();
    const day = new Date().toISOString().slice(0, 10);
    const lab = (await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.lab}?entityTypeTag=lab`)).json();
    expect(lab).toMatchObject({ entityTypeTag: 'lab', name: 'Labo', opening: 0, entriesValue: 20, exitsValue: 8, closing: 12 });
    expect(lab.entries).toEqual([{ type: 'reception', quantity: 10, value: 20, movements: 1 }]);
    expect(lab.exits).toEqual([{ type: 'loss', quantity: 4, value: 8, movements: 1 }]);
    const central = (await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.central}?entityTypeTag=central_achat`)).json();
    expect(central).toMatchObject({ entityTypeTag: 'central_achat', name: 'Entrepôt', closing: 60 });
    const stats = (await get(s.admin.token, `/api/Stock/statistics?entityId=${s.lab}&entityTypeTag=lab`)).json();
    expect(stats).toMatchObject({ name: 'Labo', totals: { products: 1, value: 12 } });
    expect(stats.rows[0]).toMatchObject({ productId: s.article.productId, opening: 0, closing: 6 });
    const moves = (await get(s.admin.token, `/api/Entity/${s.lab}/movements?entityTypeTag=lab&day=${day}`)).json();
    expect(moves).toMatchObject({ calendarDayId: null, entityTypeTag: 'lab', entityId: s.lab, day, total: 2, inValue: 20, outValue: 8 });
    expect(moves.rows.map((r: { type: string }) => r.type)).toEqual(['loss', 'reception']);
    const count = await call(s.admin.token, 'PATCH', '/api/setProduct/Inventory', {
      quantity: 5,
      entityId: s.lab,
      entityTag: 'lab',
      productId: s.article.productId,
    });
    expect(count.statusCode, count.body).toBe(200);
    const control = (await get(s.admin.token, `/api/Entity/${s.lab}/control?entityTypeTag=lab`)).json();
    expect(control.totals).toMatchObject({ products: 1, shortages: 1, theoreticalValue: 12, countedValue: 10, varianceValue: -2 });
    // The products across entities: the stores, then the warehouse, then the lab.
    const all = (await get(s.admin.token, '/api/Product/Status?keyword=croissant')).json();
    expect(all.stores.map((e: { entityTypeTag: string; id: number }) => `${e.entityTypeTag}:${e.id}`)).toEqual(
      expect.arrayContaining([`magasin:${s.magasinId}`, `magasin:${s.annex}`, `central_achat:${s.central}`, `lab:${s.lab}`]),
    );
    expect(all.stores.slice(-2).map((e: { entityTypeTag: string }) => e.entityTypeTag)).toEqual(['central_achat', 'lab']);
    expect(all.rows[0]).toMatchObject({ total: 35, value: 70 });
    expect(all.rows[0].quantities.slice(-2)).toEqual([30, 5]);
  });

  it('keeps tenancy and scope: another company 404, the warehouse and a lab of another store 404 for a store-bound user', async () => {
    const s = await setup();
    const other = await tillSetup(t);
    for (const [type, id] of [
      ['central_achat', s.central],
      ['lab', s.lab],
    ] as const)
      for (const url of reportUrls(type, id)) {
        expect((await get(s.admin.token, url)).statusCode, url).toBe(200);
        expect((await get(other.admin.token, url)).statusCode, url).toBe(404);
        expect((await get(s.manager.token, url)).statusCode, url).toBe(404);
      }
    // The lab's store's manager sees the lab, not the warehouse.
    for (const url of reportUrls('lab', s.lab)) expect((await get(s.annexManager, url)).statusCode, url).toBe(200);
    const mine = (await get(s.annexManager, '/api/Product/Status?keyword=croissant')).json();
    expect(mine.stores.map((e: { entityTypeTag: string; id: number }) => `${e.entityTypeTag}:${e.id}`)).toEqual([
      `magasin:${s.annex}`,
      `lab:${s.lab}`,
    ]);
    expect((await get(other.admin.token, '/api/Product/Status')).json().stores.some((e: { id: number }) => e.id === s.lab)).toBe(false);
    expect((await get(s.admin.token, `/api/Entity/${s.lab}/movements?entityTypeTag=lab&day=2026-13-45`)).statusCode).toBe(422);
  });
});

describe('one cost rule', () => {
  it('values a sale, a movement, a stock figure and a balance sheet alike: average cost, else buying price, else none', async () => {
    const s = await tillSetup(t);
    const db = t.deps.database.db;
    const averaged = s.article;
    const bought = await newArticle(t, s.entrepriseId, { label: 'Pain' });
    const none = await newArticle(t, s.entrepriseId, { label: 'Sel' });
    await db.updateTable('products').set({ averageCost: 150, buyingPrice: 999 }).where('id', '=', averaged.productId).execute();
    await db.updateTable('products').set({ buyingPrice: 80 }).where('id', '=', bought.productId).execute();
    // The description's buying price is not a product's cost (the sale never took it).
    for (const a of [bought, none]) {
      const p = await db.selectFrom('products').select('productDescriptionId').where('id', '=', a.productId).executeTakeFirstOrThrow();
      await db.updateTable('product_descriptions').set({ buyingPrice: 777 }).where('id', '=', p.productDescriptionId).execute();
    }
    await db.updateTable('products').set({ buyingPrice: null }).where('id', '=', none.productId).execute();
    for (const a of [averaged, bought, none])
      await call(s.admin.token, 'PATCH', '/api/setProduct/Inventory', { quantity: 10, entityId: s.magasinId, productId: a.productId });
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [averaged, bought, none].map((a) => ({ priceId: a.priceId, quantity: 1, unitPrice: 10 })),
      payments: [{ modePayment: 'cash', amount: 30 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const lines = await db
      .selectFrom('command_lines as l')
      .innerJoin('prices as p', 'p.id', 'l.price_id')
      .select(['p.productId', 'l.unitCost'])
      .where('l.command_id', '=', sold.json().id)
      .execute();
    const moves = await db
      .selectFrom('stock_movements')
      .select(['product_id', 'unitCost', 'type'])
      .where('entreprise_id', '=', s.entrepriseId)
      .execute();
    const expected = new Map([
      [averaged.productId, 150],
      [bought.productId, 80],
      [none.productId, null],
    ]);
    for (const [productId, cost] of expected) {
      const line = lines.find((l) => l.productId === productId);
      expect(line?.unitCost === null || line?.unitCost === undefined ? null : Number(line.unitCost), `line ${productId}`).toBe(cost);
      for (const m of moves.filter((x) => x.product_id === productId))
        expect(m.unitCost === null ? null : Number(m.unitCost), `${m.type} ${productId}`).toBe(cost);
    }
    // 9 left of each: 9 × 1.50 + 9 × 0.80 + 0 = 20.70, in the store's figures and its balance sheet.
    const status = (await get(s.admin.token, `/api/Entity/${s.magasinId}/Status`)).json();
    expect(status.value).toBeCloseTo(20.7, 6);
    expect((await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.magasinId}`)).json().closing).toBeCloseTo(20.7, 6);
  });
});

describe('units per carton in the product form', () => {
  it('is written and read back by the article, refused when not a whole positive number, and takes carton lines', async () => {
    const s = await tillSetup(t);
    const p = await newProduct(t, s.admin.token, { unitsPerCarton: 12 });
    const productId = p.products[0].id;
    const edit = (await get(s.admin.token, `/api/product/edit/${p.id}`)).json();
    expect(edit.products[0].unitsPerCarton).toBe(12);
    const categoryId = (await newCategory(t, s.admin.token)).id;
    const bad = await postProduct(t, s.admin.token, { label: 'Carton', categoryId, prices: [{ price: 1 }], unitsPerCarton: 2.5 });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('unitsPerCarton');
    const r = await call(s.admin.token, 'POST', '/api/StockOperation', {
      type: 'loss',
      sourceId: s.magasinId,
      lines: [{ productId, quantity: 2, nature: 'carton' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().lines[0]).toMatchObject({ quantity: 24, nature: 'carton', perCarton: 12 });
    // Cleared by the form.
    const cleared = await t.call({
      method: 'PATCH',
      url: `/api/product/${p.id}`,
      token: s.admin.token,
      payload: { label: edit.label, categoryId: edit.categoryId, prices: [{ price: 10 }], unitsPerCarton: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await get(s.admin.token, `/api/product/edit/${p.id}`)).json().products[0].unitsPerCarton).toBeNull();
  });
});

// ---- The value per day: a property test

/** A deterministic generator (a property test that fails the same way twice). */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const TYPES = ['sale', 'reception', 'loss', 'inventaire', 'expedition'];

async function kept(entrepriseId: number) {
  const db = t.deps.database.db;
  const rows = await db.selectFrom('stock_day_values').selectAll().where('entreprise_id', '=', entrepriseId).execute();
  const key = (r: { entityTypeTag: string; entity_id: number; day: string; type: string }) =>
    `${r.entityTypeTag}:${r.entity_id}:${r.day}:${r.type}`;
  const norm = (r: Record<string, unknown>) =>
    ['nIn', 'qIn', 'vIn', 'nOut', 'qOut', 'vOut'].map((c) => Math.round(Number(r[c] ?? 0) * 1000) / 1000);
  const map = (list: Record<string, unknown>[]) =>
    new Map(
      list
        .map((r) => [key(r as never), norm(r)] as const)
        .filter(([, v]) => v.some((x) => x !== 0))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  return { kept: map(rows as never), computed: map((await daySumsSql(db, entrepriseId).execute()) as never) };
}

describe('the stock value per day', () => {
  it('equals the movements after random writes, updates and deletes, and the balance sheet read from it is exact', async () => {
    const s = await setup();
    const db = t.deps.database.db;
    const rnd = random(26);
    const other = await newArticle(t, s.entrepriseId, { label: 'Brioche' });
    await db.updateTable('products').set({ buyingPrice: 130 }).where('id', '=', other.productId).execute();
    const products = [s.article.productId, other.productId];
    const entities: [string, number][] = [
      ['magasin', s.magasinId],
      ['central_achat', s.central],
      ['lab', s.lab],
    ];
    // Through the API: operations and sales.
    for (let i = 0; i < 8; i++) {
      const [type, id] = entities[Math.floor(rnd() * entities.length)];
      const productId = products[Math.floor(rnd() * 2)];
      const kind = rnd() < 0.5 ? 'loss' : 'reception';
      const r = await call(s.admin.token, 'POST', '/api/StockOperation', {
        type: kind,
        sourceTypeTag: type,
        sourceId: id,
        lines: [
          {
            productId,
            quantity: 1 + Math.floor(rnd() * 5),
            ...(kind === 'reception' ? { unitPrice: 1 + Math.floor(rnd() * 300) / 100 } : {}),
          },
        ],
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 2, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 20 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    // Straight into the table, over two years at random moments (some without a cost), then updated and deleted.
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 300 }, () => {
      const [type, id] = entities[Math.floor(rnd() * entities.length)];
      const q = Math.round((rnd() * 20 - 10) * 1000) / 1000;
      return {
        entreprise_id: s.entrepriseId,
        entityTypeTag: type,
        entity_id: id,
        product_id: products[Math.floor(rnd() * 2)],
        type: TYPES[Math.floor(rnd() * TYPES.length)],
        quantity: q,
        unitCost: rnd() < 0.15 ? null : Math.floor(rnd() * 1000),
        created_at: new Date(start + Math.floor(rnd() * 700 * 86_400_000)).toISOString(),
      };
    });
    await db.insertInto('stock_movements').values(rows).execute();
    const ids = (
      await db.selectFrom('stock_movements').select('id').where('entreprise_id', '=', s.entrepriseId).orderBy('id').execute()
    ).map((r) => r.id);
    for (let i = 0; i < 20; i++) {
      const id = ids[Math.floor(rnd() * ids.length)];
      await db
        .updateTable('stock_movements')
        .set({
          quantity: Math.round((rnd() * 10 - 5) * 1000) / 1000,
          unitCost: rnd() < 0.2 ? null : Math.floor(rnd() * 500),
          created_at: new Date(start + Math.floor(rnd() * 700 * 86_400_000)).toISOString(),
          type: TYPES[Math.floor(rnd() * TYPES.length)],
        })
        .where('id', '=', id)
        .execute();
    }
    await db.deleteFrom('stock_movements').where('id', 'in', ids.slice(3, 13)).execute();
    const { kept: k, computed } = await kept(s.entrepriseId);
    expect(k.size).toBeGreaterThan(50);
    expect([...k.entries()]).toEqual([...computed.entries()]);
    // The rebuild writes the same.
    await rebuildDayValues(t.deps.database, s.entrepriseId);
    const again = await kept(s.entrepriseId);
    expect([...again.kept.entries()]).toEqual([...computed.entries()]);
    // The balance sheet over random periods (edges inside days) equals the movements valued one by one.
    const all = await db
      .selectFrom('stock_movements as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select([
        'm.entityTypeTag',
        'm.entity_id',
        'm.quantity',
        'm.created_at',
        sql<number>`coalesce(m."unitCost", p."averageCost", p."buyingPrice", 0)`.as('cost'),
      ])
      .where('m.entreprise_id', '=', s.entrepriseId)
      .execute();
    for (let i = 0; i < 6; i++) {
      const [type, id] = entities[i % 3];
      const a = start + Math.floor(rnd() * 600 * 86_400_000);
      const from = new Date(a).toISOString();
      const to = new Date(a + Math.floor(rnd() * 200 * 86_400_000) + 1).toISOString();
      const b = (await get(s.admin.token, `/api/BalanceSheet/byEntity/${id}?entityTypeTag=${type}&from=${from}&to=${to}`)).json();
      const mine = all.filter((m) => m.entityTypeTag === type && m.entity_id === id);
      const at = (m: (typeof mine)[number]) => new Date(m.created_at as string).toISOString();
      const v = (list: typeof mine) => list.reduce((sum, m) => sum + valueOf(Number(m.quantity), Number(m.cost)), 0);
      const cents = (x: number) => Math.round(x * 100);
      expect(cents(b.opening), `${type} ${from}`).toBe(v(mine.filter((m) => at(m) < from)));
      expect(cents(b.closing), `${type} ${to}`).toBe(v(mine.filter((m) => at(m) < to)));
      const inPeriod = mine.filter((m) => at(m) >= from && at(m) < to);
      expect(cents(b.entriesValue)).toBe(v(inPeriod.filter((m) => Number(m.quantity) > 0)));
      expect(b.entries.reduce((n: number, l: { movements: number }) => n + l.movements, 0)).toBe(
        inPeriod.filter((m) => Number(m.quantity) > 0).length,
      );
    }
  });
});

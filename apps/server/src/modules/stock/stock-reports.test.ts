// Stock reports (issue 26 point 4): control, statistics, balance sheet and the products across stores, each against a
// hand-computed case and against a direct computation over random movements; company, store scope and rights.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, sale, tillSetup } from '../orders/orders-helpers';
import { valueOf } from './stock-cost';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string, lang?: string) => t.call({ method: 'GET', url, token, lang });
const minor = (x: number) => Math.round(x * 100);

interface Move {
  productId: number;
  type: string;
  quantity: number;
  at: string;
  unitCost?: number | null;
}

/** Movements as the ledger keeps them (straight into the tables, with the times the case needs) and their levels. */
async function put(entrepriseId: number, magasinId: number, moves: Move[]) {
  const db = t.deps.database.db;
  for (const m of moves) {
    await db
      .insertInto('stock_movements')
      .values({
        entreprise_id: entrepriseId,
        entityTypeTag: 'magasin',
        entity_id: magasinId,
        product_id: m.productId,
        type: m.type,
        quantity: m.quantity,
        command_id: null,
        command_line_id: null,
        user_id: null,
        counted: null,
        countedAt: null,
        stock_operation_id: null,
        unitCost: m.unitCost ?? null,
        created_at: m.at,
      })
      .execute();
    await db
      .insertInto('stock_levels')
      .values({
        entreprise_id: entrepriseId,
        entityTypeTag: 'magasin',
        entity_id: magasinId,
        product_id: m.productId,
        quantity: m.quantity,
        updated_at: m.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id'])
          .doUpdateSet((eb) => ({ quantity: eb('stock_levels.quantity', '+', eb.ref('excluded.quantity')) })),
      )
      .execute();
  }
}

const costs = (productId: number, c: { averageCost?: number | null; buyingPrice?: number | null }) =>
  t.deps.database.db.updateTable('products').set(c).where('id', '=', productId).execute();

async function category(entrepriseId: number, label: string, productId: number) {
  const db = t.deps.database.db;
  const now = new Date().toISOString();
  const c = await db
    .insertInto('product_categories')
    .values({ entreprise_id: entrepriseId, label, created_at: now, updated_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const p = await db.selectFrom('products').select('productDescriptionId').where('id', '=', productId).executeTakeFirstOrThrow();
  await db.updateTable('product_descriptions').set({ categoryId: c.id }).where('id', '=', p.productDescriptionId).execute();
}

/** A store with three articles and the hand-computed ledger of docs/decisions.md's example. */
async function handCase() {
  const s = await tillSetup(t);
  const a = s.article; // Croissant: buying price 2.00, no average cost yet
  const b = await newArticle(t, s.entrepriseId, { label: 'Beurre' }); // average cost 1.50 (the buying price 9.99 is not used)
  const c = await newArticle(t, s.entrepriseId, { label: 'Chocolat' }); // buying price 1.00
  await costs(a.productId, { buyingPrice: 200 });
  await costs(b.productId, { averageCost: 150, buyingPrice: 999 });
  await costs(c.productId, { buyingPrice: 100 });
  await put(s.entrepriseId, s.magasinId, [
    { productId: a.productId, type: 'reception', quantity: 10, unitCost: 180, at: '2026-01-01T08:00:00.000Z' },
    { productId: b.productId, type: 'reception', quantity: 4, at: '2026-01-02T08:00:00.000Z' },
    { productId: c.productId, type: 'reception', quantity: 2, at: '2026-01-01T09:00:00.000Z' },
    { productId: a.productId, type: 'sale', quantity: -2, at: '2026-01-05T08:00:00.000Z' },
    { productId: a.productId, type: 'reception', quantity: 5, unitCost: 210, at: '2026-01-11T08:00:00.000Z' },
    { productId: c.productId, type: 'sale', quantity: -2, at: '2026-01-11T00:00:00.000Z' },
    { productId: b.productId, type: 'loss', quantity: -1.5, at: '2026-01-12T08:00:00.000Z' },
    { productId: a.productId, type: 'sale', quantity: -3, unitCost: 190, at: '2026-01-13T08:00:00.000Z' },
    { productId: a.productId, type: 'sale', quantity: -1, at: '2026-01-14T08:00:00.000Z' },
    { productId: b.productId, type: 'inventaire', quantity: 0.333, unitCost: 155, at: '2026-01-15T08:00:00.000Z' },
    { productId: c.productId, type: 'reception', quantity: 5, at: '2026-01-16T00:00:00.000Z' },
    { productId: c.productId, type: 'sale', quantity: -1, at: '2026-01-17T00:00:00.000Z' },
    { productId: a.productId, type: 'sale', quantity: -1, at: '2026-01-25T08:00:00.000Z' },
  ]);
  return { ...s, a, b, c };
}

const PERIOD = 'from=2026-01-10&to=2026-01-20';

describe('balance sheet', () => {
  it('adds up: opening + entries − exits = closing, at the movement cost, else the average cost, else the buying price', async () => {
    const s = await handCase();
    const r = await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.magasinId}?${PERIOD}`);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b).toMatchObject({
      from: '2026-01-10T00:00:00.000Z',
      to: '2026-01-21T00:00:00.000Z',
      opening: 22,
      entriesValue: 16.02,
      exitsValue: 12.95,
      closing: 25.07,
    });
    expect(b.entries).toEqual([
      { type: 'inventaire', quantity: 0.333, value: 0.52, movements: 1 },
      { type: 'reception', quantity: 10, value: 15.5, movements: 2 },
    ]);
    expect(b.exits).toEqual([
      { type: 'loss', quantity: 1.5, value: 2.25, movements: 1 },
      { type: 'sale', quantity: 7, value: 10.7, movements: 4 },
    ]);
    // The next period opens at this one's closing.
    const next = (await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.magasinId}?from=2026-01-21&to=2026-01-31`)).json();
    expect(next).toMatchObject({ opening: 25.07, exitsValue: 2, closing: 23.07 });

    // The spreadsheet: a title row, the opening, each entry and exit, the totals and the closing, in the user's language.
    const x = await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.magasinId}/excel?${PERIOD}`, 'en');
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Line', 'Movement type', 'Movements', 'Quantity', 'Value at cost']);
    expect(rows.slice(2)).toEqual([
      ['Opening value', undefined, undefined, undefined, 22],
      ['Entry', 'inventaire', 1, 0.333, 0.52],
      ['Entry', 'reception', 2, 10, 15.5],
      ['Total entries', undefined, undefined, undefined, 16.02],
      ['Exit', 'loss', 1, 1.5, 2.25],
      ['Exit', 'sale', 4, 7, 10.7],
      ['Total exits', undefined, undefined, undefined, 12.95],
      ['Closing value', undefined, undefined, undefined, 25.07],
    ]);
    expect((await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.magasinId}?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(422);
  });

  it('holds exactly over random movements, against a direct computation of every movement value', async () => {
    const s = await tillSetup(t);
    const products = [s.article.productId];
    for (let i = 0; i < 4; i++) products.push((await newArticle(t, s.entrepriseId)).productId);
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const [i, p] of products.entries())
      await costs(p, {
        averageCost: i % 2 ? Math.floor(rnd() * 5000) + 1 : null,
        buyingPrice: i === 4 ? null : Math.floor(rnd() * 3000) + 1,
      });
    const types = ['reception', 'sale', 'loss', 'inventaire', 'expedition', 'approved_reception', 'return'];
    const moves: Move[] = [];
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    for (let i = 0; i < 300; i++) {
      const type = types[Math.floor(rnd() * types.length)];
      const q = Math.round(rnd() * 20_000) / 1000;
      const sign = type === 'sale' || type === 'loss' || type === 'expedition' ? -1 : type === 'inventaire' && rnd() < 0.5 ? -1 : 1;
      moves.push({
        productId: products[Math.floor(rnd() * products.length)],
        type,
        quantity: sign * q || 1,
        unitCost: rnd() < 0.4 ? null : Math.floor(rnd() * 4000),
        at: new Date(start + Math.floor(rnd() * 365 * 86_400_000)).toISOString(),
      });
    }
    await put(s.entrepriseId, s.magasinId, moves);
    const db = t.deps.database.db;
    const rows = await db
      .selectFrom('stock_movements as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select(['m.quantity', 'm.type', 'm.unitCost', 'm.created_at', 'p.averageCost', 'p.buyingPrice'])
      .where('m.entity_id', '=', s.magasinId)
      .execute();
    expect(rows).toHaveLength(300);
    const valued = rows.map((r) => ({
      at: new Date(r.created_at).toISOString(),
      type: r.type,
      q: Number(r.quantity),
      v: valueOf(Number(r.quantity), Number(r.unitCost ?? r.averageCost ?? r.buyingPrice ?? 0)),
    }));
    for (const [from, to] of [
      ['2025-03-01', '2025-08-31'],
      ['2025-01-01', '2025-12-31'],
      ['2025-06-15T12:00:00.000Z', '2025-06-30T12:00:00.000Z'],
    ]) {
      const b = (await get(s.admin.token, `/api/BalanceSheet/byEntity/${s.magasinId}?from=${from}&to=${to}`)).json();
      const sum = (f: (m: (typeof valued)[number]) => boolean) => valued.filter(f).reduce((x, m) => x + m.v, 0);
      const opening = sum((m) => m.at < b.from);
      const closing = sum((m) => m.at < b.to);
      const entries = sum((m) => m.at >= b.from && m.at < b.to && m.q > 0);
      const exits = -sum((m) => m.at >= b.from && m.at < b.to && m.q < 0);
      expect([minor(b.opening), minor(b.entriesValue), minor(b.exitsValue), minor(b.closing)]).toEqual([opening, entries, exits, closing]);
      expect(opening + entries - exits).toBe(closing);
      expect(b.entries.reduce((x: number, l: { value: number }) => x + minor(l.value), 0)).toBe(entries);
      expect(b.exits.reduce((x: number, l: { value: number }) => x + minor(l.value), 0)).toBe(exits);
      // Quantities by type against the database's own sums.
      for (const l of b.exits) {
        const q = await db
          .selectFrom('stock_movements')
          .select((eb) => eb.fn.sum<number>('quantity').as('q'))
          .where('entity_id', '=', s.magasinId)
          .where('type', '=', l.type)
          .where('quantity', '<', 0)
          .where('created_at', '>=', b.from)
          .where('created_at', '<', b.to)
          .executeTakeFirstOrThrow();
        expect(l.quantity).toBeCloseTo(-Number(q.q), 3);
      }
    }
  });
});

describe('statistics', () => {
  it('computes rotation, cover, stock-outs with their lost sales, and dead stock as defined', async () => {
    const s = await handCase();
    const r = await get(s.admin.token, `/api/Stock/statistics?entityId=${s.magasinId}&${PERIOD}`);
    expect(r.statusCode, r.body).toBe(200);
    const st = r.json();
    expect(st.days).toBe(11);
    const row = (id: number) => st.rows.find((x: { productId: number }) => x.productId === id);
    expect(row(s.a.productId)).toMatchObject({
      opening: 8,
      closing: 9,
      sold: 4,
      averageStock: 8.5,
      rotation: 0.47,
      daysOfCover: 24.75,
      stockOutDays: 0,
      lostSales: 0,
      dead: false,
      value: 18,
    });
    expect(row(s.b.productId)).toMatchObject({
      opening: 4,
      closing: 2.833,
      sold: 0,
      rotation: 0,
      daysOfCover: null,
      dead: true,
      lastSaleAt: null,
      value: 4.25,
    });
    // Out from the 11th at midnight to the 16th at midnight: 5 days; 3 sold in the 6 days in stock, so 2.5 lost.
    expect(row(s.c.productId)).toMatchObject({
      opening: 2,
      closing: 4,
      sold: 3,
      stockOutDays: 5,
      lostSales: 2.5,
      lostSalesValue: 2.5,
      dead: false,
    });
    expect(st.totals).toMatchObject({
      products: 3,
      sold: 7,
      stockOuts: 1,
      lostSalesValue: 2.5,
      deadProducts: 1,
      deadValue: 4.25,
      value: 26.25,
    });
    // Sorted by rotation, stock-outs only, dead stock only; a page.
    const ids = async (q: string) =>
      (await get(s.admin.token, `/api/Stock/statistics?entityId=${s.magasinId}&${PERIOD}&${q}`))
        .json()
        .rows.map((x: { productId: number }) => x.productId);
    expect(await ids('sort=outs')).toEqual([s.c.productId]);
    expect(await ids('sort=dead')).toEqual([s.b.productId]);
    expect(await ids('sort=sold&limit=1&offset=1')).toEqual([s.c.productId]);
  });

  it('matches the ledger over random movements (opening, closing, sold per product)', async () => {
    const s = await tillSetup(t);
    const products = [
      s.article.productId,
      (await newArticle(t, s.entrepriseId)).productId,
      (await newArticle(t, s.entrepriseId)).productId,
    ];
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const moves: Move[] = [];
    for (let i = 0; i < 200; i++) {
      const type = rnd() < 0.6 ? 'sale' : 'reception';
      moves.push({
        productId: products[Math.floor(rnd() * 3)],
        type,
        quantity: (type === 'sale' ? -1 : 1) * (Math.floor(rnd() * 5) + 1),
        at: new Date(Date.parse('2025-01-01') + Math.floor(rnd() * 120 * 86_400_000)).toISOString(),
      });
    }
    await put(s.entrepriseId, s.magasinId, moves);
    const st = (await get(s.admin.token, `/api/Stock/statistics?entityId=${s.magasinId}&from=2025-02-01&to=2025-02-28`)).json();
    const db = t.deps.database.db;
    for (const p of products) {
      const sumOf = async (q: (x: ReturnType<typeof base>) => ReturnType<typeof base>) =>
        Number(
          (
            await q(base())
              .select((eb) => eb.fn.sum<number>('quantity').as('s'))
              .executeTakeFirstOrThrow()
          ).s ?? 0,
        );
      const base = () => db.selectFrom('stock_movements').where('entity_id', '=', s.magasinId).where('product_id', '=', p);
      const opening = await sumOf((q) => q.where('created_at', '<', st.from));
      const closing = await sumOf((q) => q.where('created_at', '<', st.to));
      const sold = -(await sumOf((q) => q.where('type', '=', 'sale').where('created_at', '>=', st.from).where('created_at', '<', st.to)));
      expect(st.rows.find((r: { productId: number }) => r.productId === p)).toMatchObject({ opening, closing, sold });
    }
  });
});

describe('control', () => {
  it('shows the last count of each product against what the ledger held, in quantity and value, by category', async () => {
    const s = await handCase();
    await category(s.entrepriseId, 'Viennoiserie', s.a.productId);
    const count = (productId: number, quantity: number) =>
      t.call({
        method: 'PATCH',
        url: '/api/setProduct/Inventory',
        token: s.admin.token,
        payload: { quantity, entityId: s.magasinId, productId },
      });
    expect((await count(s.a.productId, 7)).statusCode).toBe(200); // level 8
    expect((await count(s.b.productId, 3)).statusCode).toBe(200); // level 2.833
    await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 10 }],
    });
    expect((await count(s.a.productId, 9)).statusCode).toBe(200); // level 6 after the sale: the last count stands
    const r = await get(s.admin.token, `/api/Entity/${s.magasinId}/control`);
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json();
    expect(c.totals).toEqual({ products: 2, shortages: 0, surpluses: 2, theoreticalValue: 16.25, countedValue: 22.5, varianceValue: 6.25 });
    expect(c.categories.map((x: { category: string | null }) => x.category)).toEqual(['Viennoiserie', null]);
    const viennoiserie = c.categories.find((x: { category: string | null }) => x.category === 'Viennoiserie');
    expect(viennoiserie).toMatchObject({ products: 1, surpluses: 1, varianceValue: 6 });
    expect(viennoiserie.rows).toEqual([
      expect.objectContaining({
        productId: s.a.productId,
        theoretical: 6,
        counted: 9,
        variance: 3,
        unitCost: 2,
        theoreticalValue: 12,
        countedValue: 18,
        varianceValue: 6,
      }),
    ]);
    const none = c.categories.find((x: { category: string | null }) => x.category === null);
    expect(none.rows).toEqual([
      expect.objectContaining({
        productId: s.b.productId,
        theoretical: 2.833,
        counted: 3,
        variance: 0.167,
        unitCost: 1.5,
        theoreticalValue: 4.25,
        countedValue: 4.5,
        varianceValue: 0.25,
      }),
    ]);
    // A period before the counts: none.
    expect((await get(s.admin.token, `/api/Entity/${s.magasinId}/control?to=2026-01-14`)).json().totals.products).toBe(0);
  });
});

describe('products across stores', () => {
  it('lists each tracked product with its level in every store of the scope, and its value at cost', async () => {
    const s = await handCase();
    const other = await newStore(t, s.entrepriseId, { intitule: 'Zeta' });
    await put(s.entrepriseId, other, [{ productId: s.a.productId, type: 'reception', quantity: 4, at: '2026-01-01T00:00:00.000Z' }]);
    const all = (await get(s.admin.token, '/api/Product/Status?keyword=croissant')).json();
    expect(all.stores.map((x: { id: number }) => x.id)).toEqual(
      [s.magasinId, other].sort((x, y) => (x === other ? 1 : y === other ? -1 : 0)),
    );
    expect(all.rows).toEqual([
      expect.objectContaining({ productId: s.a.productId, total: 12, quantities: [8, 4], unitCost: 2, value: 24 }),
    ]);
    expect((await get(s.admin.token, '/api/Product/Status')).json().total).toBe(3);
    // The store's manager sees only their store.
    const mine = (await get(s.manager.token, '/api/Product/Status?keyword=croissant')).json();
    expect(mine.stores.map((x: { id: number }) => x.id)).toEqual([s.magasinId]);
    expect(mine.rows[0]).toMatchObject({ total: 8, quantities: [8] });
  });
});

describe('products across stores: pages', () => {
  it('pages the catalogue in label order, and counts a product created since at once', async () => {
    const s = await handCase();
    const page = async (offset: number) => (await get(s.admin.token, `/api/Product/Status?offset=${offset}&limit=2`)).json();
    const labels = (p: { rows: { label: string }[] }) => p.rows.map((r) => r.label);
    const [first, second] = [await page(0), await page(2)];
    expect(labels(first)).toEqual(['Beurre', 'Chocolat']);
    expect(labels(second)).toEqual(['Croissant']);
    expect([first.total, second.total, second.offset]).toEqual([3, 3, 2]);
    expect(first.rows[1]).toMatchObject({ productId: s.c.productId, total: 4, quantities: [4], unitCost: 1 });
    await newArticle(t, s.entrepriseId, { label: 'Amande' });
    const after = await page(0);
    expect([labels(after), after.total]).toEqual([['Amande', 'Beurre'], 4]);
  });
});

describe('reports: companies, stores and rights', () => {
  it('answers 404 for another company and a store out of scope, 403 without the tag', async () => {
    const a = await handCase();
    const b = await tillSetup(t);
    const urls = (id: number) => [
      `/api/Entity/${id}/control`,
      `/api/Stock/statistics?entityId=${id}`,
      `/api/BalanceSheet/byEntity/${id}`,
      `/api/BalanceSheet/byEntity/${id}/excel`,
    ];
    for (const url of urls(a.magasinId)) {
      expect((await get(a.admin.token, url)).statusCode, url).toBe(200);
      expect((await get(b.admin.token, url)).statusCode, url).toBe(404);
    }
    expect(
      (await get(b.admin.token, '/api/Product/Status?keyword=croissant')).json().rows.map((r: { productId: number }) => r.productId),
    ).not.toContain(a.a.productId);
    const other = await newStore(t, a.entrepriseId);
    for (const url of urls(other)) expect((await get(a.manager.token, url)).statusCode, url).toBe(404);
    for (const url of urls(a.magasinId)) expect((await get(a.manager.token, url)).statusCode, url).toBe(200);
    // The cashier has no stock rights; the baker has gestion_stock but not gestion_bilan.
    for (const url of [...urls(a.magasinId), '/api/Product/Status']) expect((await get(a.cashier.token, url)).statusCode, url).toBe(403);
    const baker = await signIn(t, (await newUser(t, a.entrepriseId, 'boulanger', { magasinIds: [a.magasinId] })).email);
    expect((await get(baker, `/api/Entity/${a.magasinId}/control`)).statusCode).toBe(200);
    expect((await get(baker, `/api/BalanceSheet/byEntity/${a.magasinId}`)).statusCode).toBe(403);
    expect((await get(baker, `/api/BalanceSheet/byEntity/${a.magasinId}/excel`)).statusCode).toBe(403);
    const c = await newCompany(t);
    expect(c.entrepriseId).not.toBe(a.entrepriseId);
    expect((await get(a.admin.token, '/api/Stock/statistics')).statusCode).toBe(422);
  });
});

describe("a business day's movements", () => {
  it('lists the movements of the day one by one, newest first, with their value at cost; scoped like the day', async () => {
    const s = await tillSetup(t);
    await costs(s.article.productId, { buyingPrice: 250 });
    const count = await t.call({
      method: 'PATCH',
      url: '/api/setProduct/Inventory',
      token: s.admin.token,
      payload: { quantity: 10, entityId: s.magasinId, productId: s.article.productId },
    });
    expect(count.statusCode).toBe(200);
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 2, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 20 }],
    });
    expect(sold.statusCode).toBe(200);
    const day = await t.deps.database.db
      .selectFrom('calendar_days')
      .select('id')
      .where('magasin_id', '=', s.magasinId)
      .executeTakeFirstOrThrow();
    const r = await get(s.admin.token, `/api/Stock/day/${day.id}/movements`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json();
    expect(d).toMatchObject({ calendarDayId: day.id, entityId: s.magasinId, total: 2, inValue: 25, outValue: 5, to: null });
    expect(d.rows).toEqual([
      expect.objectContaining({
        type: 'sale',
        quantity: -2,
        unitCost: 2.5,
        value: -5,
        label: 'Croissant',
        ticketNumber: expect.any(String),
      }),
      expect.objectContaining({ type: 'inventaire', quantity: 10, counted: 10, value: 25 }),
    ]);
    expect((await get(s.admin.token, `/api/Stock/day/${day.id}/movements?keyword=zzz`)).json().total).toBe(0);
    const b = await tillSetup(t);
    expect((await get(b.admin.token, `/api/Stock/day/${day.id}/movements`)).statusCode).toBe(404);
    expect((await get(s.cashier.token, `/api/Stock/day/${day.id}/movements`)).statusCode).toBe(403);
    const other = await newStore(t, s.entrepriseId);
    const otherDay = await t.deps.database.db
      .insertInto('calendar_days')
      .values({
        entreprise_id: s.entrepriseId,
        magasin_id: other,
        day: '2026-01-02',
        state: 'closed',
        openedAt: '2026-01-02T08:00:00.000Z',
        created_at: '2026-01-02T08:00:00.000Z',
        updated_at: '2026-01-02T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(s.manager.token, `/api/Stock/day/${otherDay.id}/movements`)).statusCode).toBe(404);
    expect((await get(s.admin.token, `/api/Stock/day/${otherDay.id}/movements`)).statusCode).toBe(200);
  });
});

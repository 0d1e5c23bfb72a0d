// Central purchasing (issue 26 point 5): a store order's steps (draft → sent → prepared → shipped → received), each
// allowed and refused, 409 for a step taken twice at once; shipping and receiving on the planned shipment's steps (the
// warehouse's stock out, the store's in, a carton short as the store's variance in control and balance sheet); the
// warehouse's sum per product and its planned shipments per store; purchase charts; product settings; serial-number
// templates and every bad row of an import; tenancy (404), scope (404) and rights (403).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipartFile } from '../../../test/xlsx-files';
import { newArticle, tillSetup } from '../orders/orders-helpers';

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
const CA = '/api/CentralAchat';

/** A store with a manager, an annex, the central warehouse holding 60 croissants (6 a carton), supplied. */
async function setup() {
  const s = await tillSetup(t);
  const db = t.deps.database.db;
  const annex = await newStore(t, s.entrepriseId, { intitule: 'Annexe' });
  const annexManager = await signIn(t, (await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [annex] })).email);
  const central = (await call(s.admin.token, 'POST', '/api/CentralAchats', { intitule: 'Entrepôt central' })).json().id as number;
  const butter = await newArticle(t, s.entrepriseId, { label: 'Beurre', price: 500 });
  const saved = await call(s.admin.token, 'POST', `${CA}/produits`, {
    products: [
      { productId: s.article.productId, supplied: true, unitsPerCarton: 6, buyingPrice: 3 },
      { productId: butter.productId, supplied: false },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const received = await call(s.admin.token, 'POST', '/api/StockOperation', {
    type: 'reception',
    sourceTypeTag: 'central_achat',
    sourceId: central,
    lines: [{ productId: s.article.productId, quantity: 10, nature: 'carton', unitPrice: 3 }],
  });
  expect(received.statusCode, received.body).toBe(200);
  await call(s.admin.token, 'PATCH', '/api/setProduct/Inventory', { quantity: 40, entityId: s.magasinId, productId: s.article.productId });
  const level = async (type: string, id: number) =>
    Number(
      (
        await db
          .selectFrom('stock_levels')
          .select('quantity')
          .where('entreprise_id', '=', s.entrepriseId)
          .where('entityTypeTag', '=', type)
          .where('entity_id', '=', id)
          .where('product_id', '=', s.article.productId)
          .executeTakeFirst()
      )?.quantity ?? 0,
    );
  return { ...s, annex, annexManager, central, butter, level };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const order = (s: Setup, body: Record<string, unknown> = {}, token = s.manager.token) =>
  call(token, 'POST', `${CA}/commandes`, {
    magasinId: s.magasinId,
    centralAchatId: s.central,
    lines: [{ productId: s.article.productId, quantity: 5, nature: 'carton' }],
    ...body,
  });
const step = (token: string, id: number, name: string, body: unknown = {}) => call(token, 'PATCH', `${CA}/commandes/${id}/${name}`, body);
const both = <T>(a: Promise<T>, b: Promise<T>) => Promise.all([a, b]);
const codes = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort();

describe('a store order to central purchasing', () => {
  it('moves draft → sent → prepared → shipped → received; a carton short is the store’s variance', async () => {
    const s = await setup();
    const created = await order(s, { note: 'Semaine 48' });
    expect(created.statusCode, created.body).toBe(200);
    const o = created.json();
    expect(o).toMatchObject({ state: 'draft', magasinId: s.magasinId, centralAchatName: 'Entrepôt central', units: 30, operationId: null });
    expect(o.lines[0]).toMatchObject({ quantity: 30, nature: 'carton', perCarton: 6, shipped: null });
    expect((await step(s.manager.token, o.id, 'send')).json().state).toBe('sent');
    // The store manager does not act for the warehouse (404); the warehouse prepares.
    expect((await step(s.manager.token, o.id, 'prepare')).statusCode).toBe(404);
    const prepared = await step(s.admin.token, o.id, 'prepare');
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json()).toMatchObject({ state: 'prepared', operationId: expect.any(Number) });
    const op = (await call(s.admin.token, 'GET', `/api/StockOperation/${prepared.json().operationId}`)).json();
    expect(op).toMatchObject({ type: 'planned_shipment', state: 'announced', sourceTypeTag: 'central_achat', targetId: s.magasinId });
    // Receiving before it is shipped: 409.
    expect((await step(s.manager.token, o.id, 'receive')).statusCode).toBe(409);
    const shipped = await step(s.admin.token, o.id, 'ship');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ state: 'shipped' });
    expect(shipped.json().lines[0]).toMatchObject({ shipped: 30 });
    expect(await s.level('central_achat', s.central)).toBe(30);
    // The store counts 4 cartons of the 5.
    const got = await step(s.manager.token, o.id, 'receive', {
      lines: [{ productId: s.article.productId, received: 4, nature: 'carton' }],
    });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toMatchObject({ state: 'received' });
    expect(got.json().lines[0]).toMatchObject({ shipped: 30, received: 24 });
    expect(got.json().events.map((e: { state: string }) => e.state)).toEqual(['draft', 'sent', 'prepared', 'shipped', 'received']);
    expect(await s.level('magasin', s.magasinId)).toBe(64);
    // The store's control: theoretical 70, counted 64, variance −6 at cost (3.00): −18.
    const control = await call(s.manager.token, 'GET', `/api/Entity/${s.magasinId}/control?entityTypeTag=magasin`);
    expect(control.statusCode, control.body).toBe(200);
    const row = control.json().categories.flatMap((c: { rows: unknown[] }) => c.rows)[0];
    expect(row).toMatchObject({ productId: s.article.productId, theoretical: 70, counted: 64, variance: -6, varianceValue: -18 });
    // The balance sheet: 30 in from the warehouse, 6 out as the variance.
    const sheet = (await call(s.admin.token, 'GET', `/api/BalanceSheet/byEntity/${s.magasinId}?entityTypeTag=magasin`)).json();
    expect(sheet.entries.find((l: { type: string }) => l.type === 'approved_reception')).toMatchObject({ quantity: 30, value: 90 });
    expect(sheet.exits.find((l: { type: string }) => l.type === 'inventaire')).toMatchObject({ quantity: 6, value: 18 });
    expect(sheet.opening + sheet.entriesValue - sheet.exitsValue).toBeCloseTo(sheet.closing, 6);
    // Nothing more once received.
    for (const name of ['send', 'cancel', 'prepare', 'ship', 'receive'])
      expect((await step(name === 'prepare' || name === 'ship' ? s.admin.token : s.manager.token, o.id, name)).statusCode).toBe(409);
    // The purchase charts: what the store took in from the warehouse.
    const charts = await call(s.admin.token, 'POST', `${CA}/commandes/magasin/achatCharts`, { entityIdList: [s.magasinId] });
    expect(charts.statusCode, charts.body).toBe(200);
    expect(charts.json().stores[0]).toMatchObject({ magasinId: s.magasinId, quantity: 30, value: 90, orders: 1 });
    expect(charts.json().stores[0].points).toHaveLength(1);
    // The store's list.
    const list = (await call(s.manager.token, 'GET', `${CA}/commandes/magasin/${s.magasinId}`)).json();
    expect(list).toMatchObject({ total: 1, rows: [{ id: o.id, state: 'received' }] });
    expect((await call(s.manager.token, 'GET', `${CA}/commandes/magasin/${s.magasinId}?state=draft`)).json().total).toBe(0);
  });

  it('refuses what the lines, the states, the scope and the roles do not allow', async () => {
    const s = await setup();
    // Every bad line at once: not supplied, cartons of a product without a carton size... and a duplicate.
    await call(s.admin.token, 'POST', `${CA}/produits`, { products: [{ productId: s.butter.productId, supplied: true, minQuantity: 10 }] });
    const bad = await order(s, {
      lines: [
        { productId: s.butter.productId, quantity: 1, nature: 'carton' },
        { productId: s.butter.productId, quantity: 2 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['lines.1.productId']);
    const bad2 = await order(s, {
      lines: [
        { productId: s.butter.productId, quantity: 1, nature: 'carton' },
        { productId: 999999, quantity: 1 },
      ],
    });
    expect(bad2.json().errors).toEqual([
      expect.objectContaining({ field: 'lines.0.nature' }),
      expect.objectContaining({ field: 'lines.1.productId' }),
    ]);
    const below = await order(s, { lines: [{ productId: s.butter.productId, quantity: 2 }] });
    expect(below.json().errors).toEqual([expect.objectContaining({ field: 'lines.0.quantity', message: expect.any(String) })]);
    await call(s.admin.token, 'POST', `${CA}/produits`, { products: [{ productId: s.butter.productId, supplied: false }] });
    expect((await order(s, { lines: [{ productId: s.butter.productId, quantity: 20 }] })).statusCode).toBe(422);
    // A store outside the user's scope, another company's warehouse: 404.
    expect((await order(s, { magasinId: s.annex })).statusCode).toBe(404);
    expect((await call(s.manager.token, 'GET', `${CA}/commandes/magasin/${s.annex}`)).statusCode).toBe(404);
    const other = await newCompany(t);
    const otherAdmin = await signIn(t, (await newUser(t, other.entrepriseId, 'admin')).email);
    const otherCentral = (await call(otherAdmin, 'POST', '/api/CentralAchats', { intitule: 'Ailleurs' })).json().id;
    expect((await order(s, { centralAchatId: otherCentral })).statusCode).toBe(404);
    const o = (await order(s)).json();
    expect((await call(otherAdmin, 'GET', `${CA}/commandes/${o.id}`)).statusCode).toBe(404);
    expect((await step(otherAdmin, o.id, 'send')).statusCode).toBe(404);
    expect((await call(s.annexManager, 'GET', `${CA}/commandes/${o.id}`)).statusCode).toBe(404);
    expect((await step(s.annexManager, o.id, 'send')).statusCode).toBe(404);
    // A role without gestion_stock: 403.
    expect((await order(s, {}, s.cashier.token)).statusCode).toBe(403);
    expect((await call(s.cashier.token, 'GET', `${CA}/commandes/magasin/${s.magasinId}`)).statusCode).toBe(403);
    expect((await call(s.cashier.token, 'GET', `${CA}/produit/initData`)).statusCode).toBe(403);
    // The warehouse's calls are company-wide users': a store manager is refused.
    expect((await call(s.manager.token, 'GET', `${CA}/produit/initData`)).statusCode).toBe(403);
    expect((await call(s.manager.token, 'GET', `${CA}/commandes/produits`)).statusCode).toBe(403);
    // Steps out of order: ship a draft, prepare a draft (409).
    expect((await step(s.admin.token, o.id, 'ship')).statusCode).toBe(409);
    expect((await step(s.admin.token, o.id, 'prepare')).statusCode).toBe(409);
    // Cancelled by the store while sent; then nothing.
    await step(s.manager.token, o.id, 'send');
    expect((await step(s.manager.token, o.id, 'cancel')).json().state).toBe('cancelled');
    expect((await step(s.admin.token, o.id, 'prepare')).statusCode).toBe(409);
    // Shipping more than the warehouse holds: 422 on the line, still prepared.
    const big = (await order(s, { lines: [{ productId: s.article.productId, quantity: 100 }] })).json();
    await step(s.manager.token, big.id, 'send');
    await step(s.admin.token, big.id, 'prepare');
    const short = await step(s.admin.token, big.id, 'ship');
    expect(short.statusCode).toBe(422);
    expect((await call(s.admin.token, 'GET', `${CA}/commandes/${big.id}`)).json().state).toBe('prepared');
  });

  it('answers 409 to the second of a step taken twice at once', async () => {
    const s = await setup();
    const o = (await order(s)).json();
    expect(codes(await both(step(s.manager.token, o.id, 'send'), step(s.manager.token, o.id, 'send')))).toEqual([200, 409]);
    expect(codes(await both(step(s.admin.token, o.id, 'prepare'), step(s.admin.token, o.id, 'prepare')))).toEqual([200, 409]);
    expect(codes(await both(step(s.admin.token, o.id, 'ship'), step(s.admin.token, o.id, 'ship')))).toEqual([200, 409]);
    expect(await s.level('central_achat', s.central)).toBe(30);
    expect(codes(await both(step(s.manager.token, o.id, 'receive'), step(s.manager.token, o.id, 'receive')))).toEqual([200, 409]);
    expect(await s.level('magasin', s.magasinId)).toBe(70);
    // The store cancels while the warehouse prepares: one wins.
    const p = (await order(s)).json();
    await step(s.manager.token, p.id, 'send');
    expect(codes(await both(step(s.admin.token, p.id, 'prepare'), step(s.manager.token, p.id, 'cancel')))).toEqual([200, 409]);
  });
});

describe("the warehouse's view", () => {
  it('sums every store’s orders per product for a period and turns them into planned shipments per store', async () => {
    const s = await setup();
    const annexOrder = (body: Record<string, unknown>) => order(s, { magasinId: s.annex, ...body }, s.annexManager);
    const a1 = (await order(s)).json();
    const a2 = (await order(s, { lines: [{ productId: s.article.productId, quantity: 4 }] })).json();
    const b1 = (await annexOrder({ lines: [{ productId: s.article.productId, quantity: 1, nature: 'carton' }] })).json();
    const draft = (await annexOrder({ lines: [{ productId: s.article.productId, quantity: 50 }] })).json();
    for (const [o, token] of [
      [a1, s.manager.token],
      [a2, s.manager.token],
      [b1, s.annexManager],
    ] as const)
      expect((await step(token, o.id, 'send')).statusCode).toBe(200);
    const sum = await call(s.admin.token, 'GET', `${CA}/commandes/produits?centralAchatId=${s.central}`);
    expect(sum.statusCode, sum.body).toBe(200);
    expect(sum.json().rows).toEqual([
      expect.objectContaining({
        productId: s.article.productId,
        ordered: 40,
        toPrepare: 40,
        unitsPerCarton: 6,
        stores: [
          { magasinId: Math.min(s.magasinId, s.annex), ordered: s.magasinId < s.annex ? 34 : 6, toPrepare: s.magasinId < s.annex ? 34 : 6 },
          { magasinId: Math.max(s.magasinId, s.annex), ordered: s.magasinId < s.annex ? 6 : 34, toPrepare: s.magasinId < s.annex ? 6 : 34 },
        ],
      }),
    ]);
    expect(sum.json().stores).toHaveLength(2);
    // A period before the orders: nothing.
    expect((await call(s.admin.token, 'GET', `${CA}/commandes/produits?toDate=2020-01-01&fromDate=2019-01-01`)).json().rows).toEqual([]);
    // A store manager may not plan (not the warehouse's): 404; the admin plans one shipment per store.
    expect((await call(s.manager.token, 'POST', `${CA}/commandes/plan`, { centralAchatId: s.central })).statusCode).toBe(404);
    const plan = await call(s.admin.token, 'POST', `${CA}/commandes/plan`, { centralAchatId: s.central });
    expect(plan.statusCode, plan.body).toBe(200);
    const shipments = plan.json().shipments as { operationId: number; magasinId: number; orderIds: number[]; units: number }[];
    expect(shipments).toHaveLength(2);
    const mine = shipments.find((x) => x.magasinId === s.magasinId)!;
    expect(mine).toMatchObject({ units: 34 });
    expect(mine.orderIds.sort()).toEqual([a1.id, a2.id].sort());
    expect((await call(s.admin.token, 'GET', `${CA}/commandes/${a2.id}`)).json()).toMatchObject({
      state: 'prepared',
      operationId: mine.operationId,
    });
    expect((await call(s.admin.token, 'GET', `${CA}/commandes/${draft.id}`)).json().state).toBe('draft');
    const after = (await call(s.admin.token, 'GET', `${CA}/commandes/produits?centralAchatId=${s.central}`)).json();
    expect(after.rows[0]).toMatchObject({ ordered: 40, toPrepare: 0 });
    expect((await call(s.admin.token, 'POST', `${CA}/commandes/plan`, { centralAchatId: s.central })).json().shipments).toEqual([]);
    // Shipping one order ships its store's planned shipment: both orders follow it.
    expect((await step(s.admin.token, a1.id, 'ship')).statusCode).toBe(200);
    expect((await call(s.admin.token, 'GET', `${CA}/commandes/${a2.id}`)).json().state).toBe('shipped');
    expect(await s.level('central_achat', s.central)).toBe(26);
    // The warehouse's list of orders sent in the period.
    const inbox = (await call(s.admin.token, 'GET', `${CA}/commandes?centralAchatId=${s.central}&state=shipped`)).json();
    expect(inbox.total).toBe(2);
  });
});

describe('central purchasing product settings', () => {
  it('lists the products with their settings and saves them, every bad entry listed', async () => {
    const s = await setup();
    const init = await call(s.admin.token, 'GET', `${CA}/produit/initData?supplied=true`);
    expect(init.statusCode, init.body).toBe(200);
    expect(init.json()).toMatchObject({ total: 1, centralAchats: [{ id: s.central }] });
    expect(init.json().rows[0]).toMatchObject({ productId: s.article.productId, supplied: true, unitsPerCarton: 6, buyingPrice: 3 });
    const bad = await call(s.admin.token, 'POST', `${CA}/produits`, {
      products: [
        { productId: 999999, supplied: true },
        { productId: s.butter.productId, supplied: true, supplierId: 999999 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['products.0.productId', 'products.1.supplierId']);
    const ok = await call(s.admin.token, 'POST', `${CA}/produits`, {
      products: [{ productId: s.butter.productId, supplied: true, unitsPerCarton: 12, buyingPrice: 2.5, minQuantity: 12 }],
    });
    expect(ok.json()).toEqual({ saved: 1 });
    const orderable = (await call(s.manager.token, 'GET', `${CA}/produits?keyword=beur`)).json();
    expect(orderable).toEqual([expect.objectContaining({ productId: s.butter.productId, unitsPerCarton: 12, minQuantity: 12 })]);
    expect(
      (await call(s.manager.token, 'POST', `${CA}/produits`, { products: [{ productId: s.butter.productId, supplied: false }] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('serial-number templates', () => {
  const sheetOf = async (rows: (string | number)[][]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['Commande', 'Produit', 'Code', 'Libellé', 'Série']);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const upload = (token: string, id: number, file: Buffer) =>
    t.call({ method: 'POST', url: `${CA}/commandes/import-serial-template?commandeId=${id}`, token, ...multipartFile(file) });

  it('exports one row per unit to ship and imports them back, every bad row listed at once', async () => {
    const s = await setup();
    const db = t.deps.database.db;
    const desc = await db
      .selectFrom('products')
      .select('productDescriptionId')
      .where('id', '=', s.article.productId)
      .executeTakeFirstOrThrow();
    await db.updateTable('product_descriptions').set({ withSerialNumber: true }).where('id', '=', desc.productDescriptionId).execute();
    const o = (await order(s, { lines: [{ productId: s.article.productId, quantity: 3 }] })).json();
    await step(s.manager.token, o.id, 'send');
    const exported = await call(s.admin.token, 'POST', `${CA}/commandes/export-serial-template`, { commandeId: o.id });
    expect(exported.statusCode, exported.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(4);
    expect(wb.worksheets[0].getRow(2).getCell(2).value).toBe(s.article.productId);
    // The store does not act for the warehouse.
    expect((await call(s.manager.token, 'POST', `${CA}/commandes/export-serial-template`, { commandeId: o.id })).statusCode).toBe(404);
    const p = s.article.productId;
    const bad = await upload(
      s.admin.token,
      o.id,
      await sheetOf([
        [o.id, p, '', '', 'SN-1'],
        [o.id + 1000, p, '', '', 'SN-2'],
        [o.id, s.butter.productId, '', '', 'SN-3'],
        [o.id, p, '', '', ''],
        [o.id, p, '', '', 'SN-1'],
        [o.id, p, '', '', 'SN-4'],
        [o.id, p, '', '', 'SN-5'],
        [o.id, p, '', '', 'SN-6'],
      ]),
    );
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'rows.3.order',
      'rows.4.productId',
      'rows.5.serialNumber',
      'rows.6.serialNumber',
      'rows.9.productId',
    ]);
    const good = await upload(
      s.admin.token,
      o.id,
      await sheetOf([
        [o.id, p, '', '', 'SN-1'],
        [o.id, p, '', '', 'SN-2'],
      ]),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ imported: 2 });
    expect((await call(s.admin.token, 'GET', `${CA}/commandes/${o.id}`)).json().lines[0].serialNumbers).toEqual(['SN-1', 'SN-2']);
    // A serial number already shipped with another order.
    const o2 = (await order(s, { lines: [{ productId: p, quantity: 1 }] })).json();
    await step(s.manager.token, o2.id, 'send');
    const taken = await upload(s.admin.token, o2.id, await sheetOf([[o2.id, p, '', '', 'SN-2']]));
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'rows.2.serialNumber' })]);
    // Not a spreadsheet; once shipped, no more.
    expect((await upload(s.admin.token, o.id, Buffer.from('a,b'))).statusCode).toBe(422);
    await step(s.admin.token, o.id, 'prepare');
    await step(s.admin.token, o.id, 'ship');
    expect((await upload(s.admin.token, o.id, await sheetOf([[o.id, p, '', '', 'SN-9']]))).statusCode).toBe(409);
  });
});

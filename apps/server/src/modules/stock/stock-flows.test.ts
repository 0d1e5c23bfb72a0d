// Stock, completed (issue 26): every operation type's steps, allowed and refused; the weighted average cost of
// receptions and the unit cost of every movement; cartons; the central purchasing warehouse and labs as stock
// entities; the closing count and the mandatory inventory at the day close; tenancy and scope; and the ledger
// invariant (every level is the sum of its movements) after parallel mixed operations and sales.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, sale, tillSetup } from '../orders/orders-helpers';
import { weightedAverageCost } from './stock-costs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const OPS = '/api/StockOperation';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url, token, payload: payload as Record<string, unknown> | undefined });

/** A store, an annex with a lab, the central warehouse; a croissant (6 a carton, bought 3.00) counted at 40. */
async function setup() {
  const s = await tillSetup(t);
  const db = t.deps.database.db;
  const butter = await newArticle(t, s.entrepriseId, { label: 'Beurre', price: 500 });
  await db.updateTable('products').set({ unitsPerCarton: 6, buyingPrice: 300 }).where('id', '=', s.article.productId).execute();
  const annex = await newStore(t, s.entrepriseId, { intitule: 'Annexe' });
  const central = (await call(s.admin.token, 'POST', '/api/CentralAchats', { intitule: 'Entrepôt central' })).json().id as number;
  const lab = (await call(s.admin.token, 'POST', '/api/Lab', { intitule: 'Laboratoire', magasinId: annex })).json().id as number;
  await call(s.admin.token, 'PATCH', '/api/setProduct/Inventory', { quantity: 40, entityId: s.magasinId, productId: s.article.productId });
  /** The level of a product in an entity, checked equal to the sum of its movements. */
  const level = async (type: string, entityId: number, productId: number) => {
    const where = { entreprise_id: s.entrepriseId, entityTypeTag: type, entity_id: entityId, product_id: productId };
    const l = await db
      .selectFrom('stock_levels')
      .select('quantity')
      .where('entreprise_id', '=', where.entreprise_id)
      .where('entityTypeTag', '=', type)
      .where('entity_id', '=', entityId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    const m = await db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.sum<number>('quantity').as('s'))
      .where('entreprise_id', '=', where.entreprise_id)
      .where('entityTypeTag', '=', type)
      .where('entity_id', '=', entityId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    expect(Number(l?.quantity ?? 0)).toBeCloseTo(Number(m?.s ?? 0), 6);
    return Number(l?.quantity ?? 0);
  };
  const cost = async (productId: number) =>
    Number((await db.selectFrom('products').select('averageCost').where('id', '=', productId).executeTakeFirstOrThrow()).averageCost);
  const lastMovement = async (productId: number) =>
    db
      .selectFrom('stock_movements')
      .select(['type', 'quantity', 'unitCost', 'entityTypeTag', 'entity_id'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('product_id', '=', productId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  return { ...s, butter, annex, central, lab, level, cost, lastMovement };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const create = (s: Setup, body: Record<string, unknown>, token = s.admin.token) => call(token, 'POST', OPS, body);
const stepOf = (token: string, id: number, step: string, body: unknown = {}) => call(token, 'PATCH', `${OPS}/${id}/${step}`, body);

describe('the weighted average cost', () => {
  it('rounds to the nearest minor unit, halves up, and takes a negative stock as none', () => {
    expect(weightedAverageCost(40, 300, [{ quantity: 20, unitCost: 450 }])).toBe(350);
    expect(weightedAverageCost(1, 100, [{ quantity: 1, unitCost: 101 }])).toBe(101); // 100.5
    expect(weightedAverageCost(1, 100, [{ quantity: 2, unitCost: 100 }])).toBe(100);
    expect(weightedAverageCost(-5, 300, [{ quantity: 10, unitCost: 420 }])).toBe(420);
    expect(weightedAverageCost(10, null, [{ quantity: 10, unitCost: 420 }])).toBe(420);
  });

  it('follows supplier receptions company-wide; every movement records its unit cost, sales included', async () => {
    const s = await setup();
    // 40 croissants at 3.00 (the buying price), 20 received at the warehouse at 4.50: (40×3 + 20×4.5) ÷ 60 = 3.50.
    const r = await create(s, {
      type: 'reception',
      sourceTypeTag: 'central_achat',
      sourceId: s.central,
      note: 'BL 1042',
      lines: [{ productId: s.article.productId, quantity: 20, unitPrice: 4.5 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ type: 'reception', state: 'done', sourceTypeTag: 'central_achat', sourceName: 'Entrepôt central' });
    expect(r.json().lines[0]).toMatchObject({ quantity: 20, unitPrice: 4.5, nature: 'unity' });
    expect(await s.level('central_achat', s.central, s.article.productId)).toBe(20);
    expect(await s.cost(s.article.productId)).toBe(350);
    expect(await s.lastMovement(s.article.productId)).toMatchObject({ type: 'reception', unitCost: expect.anything() });
    expect(Number((await s.lastMovement(s.article.productId)).unitCost)).toBe(450);
    // Two cartons of six, not announced, at 5.00 into the store: (60×3.5 + 12×5) ÷ 72 = 3.75.
    const np = await create(s, {
      type: 'non_programmed_reception',
      sourceId: s.magasinId,
      lines: [{ productId: s.article.productId, quantity: 2, nature: 'carton', unitPrice: 5 }],
    });
    expect(np.json().lines[0]).toMatchObject({ quantity: 12, nature: 'carton', perCarton: 6 });
    expect(await s.level('magasin', s.magasinId, s.article.productId)).toBe(52);
    expect(await s.cost(s.article.productId)).toBe(375);
    // A loss and a sale move at the average cost now.
    await create(s, { type: 'loss', sourceId: s.magasinId, lines: [{ productId: s.article.productId, quantity: 1 }] });
    expect(Number((await s.lastMovement(s.article.productId)).unitCost)).toBe(375);
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 3, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 30 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await s.lastMovement(s.article.productId)).toMatchObject({ type: 'sale' });
    expect(Number((await s.lastMovement(s.article.productId)).unitCost)).toBe(375);
    // A product never received moves at its buying price; without one, at no cost.
    await create(s, { type: 'loss', sourceId: s.magasinId, lines: [{ productId: s.butter.productId, quantity: 1 }] });
    expect((await s.lastMovement(s.butter.productId)).unitCost).toBeNull();
    // A reception needs its prices; cartons of a product without units per carton are refused.
    const bad = await create(s, {
      type: 'reception',
      sourceId: s.magasinId,
      lines: [
        { productId: s.article.productId, quantity: 1 },
        { productId: s.butter.productId, quantity: 1, nature: 'carton', unitPrice: 1 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['lines.0.unitPrice']);
    const carton = await create(s, {
      type: 'reception',
      sourceId: s.magasinId,
      lines: [{ productId: s.butter.productId, quantity: 1, nature: 'carton', unitPrice: 1 }],
    });
    expect(carton.json().errors).toEqual([{ field: 'lines.0.nature', message: expect.any(String) }]);
  });
});

describe('announced arrivals and transfers', () => {
  it('receives a scheduled reception one carton short, at its price; each step once', async () => {
    const s = await setup();
    const op = (
      await create(s, {
        type: 'scheduled_reception',
        sourceId: s.magasinId,
        lines: [{ productId: s.article.productId, quantity: 3, nature: 'carton', unitPrice: 4 }],
      })
    ).json();
    expect(op).toMatchObject({ state: 'announced', lines: [{ quantity: 18, perCarton: 6 }] });
    expect(await s.level('magasin', s.magasinId, s.article.productId)).toBe(40);
    const both = await Promise.all([
      stepOf(s.admin.token, op.id, 'receive', { lines: [{ productId: s.article.productId, received: 2, nature: 'carton' }] }),
      stepOf(s.admin.token, op.id, 'receive', { lines: [{ productId: s.article.productId, received: 2, nature: 'carton' }] }),
      stepOf(s.admin.token, op.id, 'cancel'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const done = both.find((r) => r.statusCode === 200)!.json();
    if (done.state === 'received') {
      expect(done.lines[0]).toMatchObject({ quantity: 18, received: 12 });
      expect(await s.level('magasin', s.magasinId, s.article.productId)).toBe(52);
      // (40×3 + 12×4) ÷ 52 = 3.2307… → 3.23
      expect(await s.cost(s.article.productId)).toBe(323);
      expect(await s.lastMovement(s.article.productId)).toMatchObject({ type: 'approved_reception' });
    } else expect(await s.level('magasin', s.magasinId, s.article.productId)).toBe(40);
    const timeline = (await call(s.admin.token, 'GET', `${OPS}/${op.id}/timeLine`)).json();
    expect(timeline.events.map((e: { state: string }) => e.state)).toEqual(['announced', done.state]);
    for (const step of ['receive', 'cancel', 'send', 'close'])
      expect((await stepOf(s.admin.token, op.id, step)).statusCode, step).toBe(409);
  });

  it('ships from the warehouse to a store, and returns from a store to the warehouse and to a lab', async () => {
    const s = await setup();
    await create(s, {
      type: 'reception',
      sourceTypeTag: 'central_achat',
      sourceId: s.central,
      lines: [{ productId: s.article.productId, quantity: 30, unitPrice: 3 }],
    });
    const ship = (
      await create(s, {
        type: 'planned_shipment',
        sourceTypeTag: 'central_achat',
        sourceId: s.central,
        targetId: s.annex,
        lines: [{ productId: s.article.productId, quantity: 2, nature: 'carton' }],
      })
    ).json();
    expect(ship).toMatchObject({ state: 'announced', targetName: 'Annexe', targetTypeTag: 'magasin' });
    const annexBaker = await signIn(t, (await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.annex] })).email);
    // The annex's baker sees it coming but the warehouse ships it; the annex receives it.
    expect((await call(annexBaker, 'GET', `${OPS}/${ship.id}`)).statusCode).toBe(200);
    expect((await stepOf(annexBaker, ship.id, 'send')).statusCode).toBe(404);
    expect((await stepOf(annexBaker, ship.id, 'receive')).statusCode).toBe(409);
    expect((await stepOf(s.admin.token, ship.id, 'send')).json().state).toBe('sent');
    expect(await s.level('central_achat', s.central, s.article.productId)).toBe(18);
    expect(await s.lastMovement(s.article.productId)).toMatchObject({ type: 'planned_shipment', entityTypeTag: 'central_achat' });
    const got = await stepOf(annexBaker, ship.id, 'receive', {
      lines: [{ productId: s.article.productId, received: 1, nature: 'carton' }],
    });
    expect(got.json()).toMatchObject({ state: 'received', lines: [{ quantity: 12, received: 6 }] });
    expect(await s.level('magasin', s.annex, s.article.productId)).toBe(6);

    const back = (
      await create(
        s,
        {
          type: 'return_central_purchasing',
          sourceId: s.annex,
          targetTypeTag: 'central_achat',
          targetId: s.central,
          lines: [{ productId: s.article.productId, quantity: 2 }],
        },
        annexBaker,
      )
    ).json();
    expect(back.state).toBe('draft');
    expect((await stepOf(annexBaker, back.id, 'send')).statusCode).toBe(200);
    // The warehouse is no store's: its side is for company-wide users only.
    expect((await stepOf(annexBaker, back.id, 'receive')).statusCode).toBe(404);
    expect((await stepOf(s.admin.token, back.id, 'receive')).statusCode).toBe(200);
    expect(await s.level('central_achat', s.central, s.article.productId)).toBe(20);

    const toLab = (
      await create(
        s,
        {
          type: 'return_lab',
          sourceId: s.annex,
          targetTypeTag: 'lab',
          targetId: s.lab,
          lines: [{ productId: s.article.productId, quantity: 1 }],
        },
        annexBaker,
      )
    ).json();
    await stepOf(annexBaker, toLab.id, 'send');
    // The lab sits in the annex: the annex's people receive for it.
    expect((await stepOf(annexBaker, toLab.id, 'receive')).statusCode).toBe(200);
    expect(await s.level('lab', s.lab, s.article.productId)).toBe(1);
    expect(await s.level('magasin', s.annex, s.article.productId)).toBe(3);
    // Where a kind may go: a return to the lab goes to a lab.
    const wrong = await create(s, {
      type: 'return_lab',
      sourceId: s.annex,
      targetTypeTag: 'magasin',
      targetId: s.magasinId,
      lines: [{ productId: s.article.productId, quantity: 1 }],
    });
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual(['targetTypeTag']);
    // The lab's stock answers like a store's.
    const status = await call(s.admin.token, 'GET', `/api/Entity/${s.lab}/Status?entityTypeTag=lab`);
    expect(status.json()).toMatchObject({ entityTypeTag: 'lab', name: 'Laboratoire', products: expect.any(Number) });
  });
});

describe('operations applied at once', () => {
  it('returns to the supplier, switches minus and neutral; managers alone receive at a price', async () => {
    const s = await setup();
    const ret = await create(s, { type: 'return', sourceId: s.magasinId, lines: [{ productId: s.article.productId, quantity: 4 }] });
    expect(ret.json()).toMatchObject({ state: 'done' });
    expect(await s.level('magasin', s.magasinId, s.article.productId)).toBe(36);
    await create(s, { type: 'switch_minus', sourceId: s.magasinId, lines: [{ productId: s.article.productId, quantity: 1 }] });
    expect(await s.level('magasin', s.magasinId, s.article.productId)).toBe(35);
    const noReason = await create(s, {
      type: 'switch_neutral',
      sourceId: s.magasinId,
      lines: [{ productId: s.article.productId, quantity: 2 }],
    });
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    const neutral = await create(s, {
      type: 'switch_neutral',
      sourceId: s.magasinId,
      reason: 'loss',
      lines: [{ productId: s.article.productId, quantity: 2 }],
    });
    expect(neutral.json()).toMatchObject({ state: 'done', reason: 'loss' });
    expect(await s.level('magasin', s.magasinId, s.article.productId)).toBe(35);
    const moves = await t.deps.database.db
      .selectFrom('stock_movements')
      .select(['type', 'quantity'])
      .where('stock_operation_id', '=', neutral.json().id)
      .orderBy('id')
      .execute();
    expect(moves.map((m) => [m.type, Number(m.quantity)])).toEqual([
      ['switch_neutral', -2],
      ['switch_neutral', 2],
    ]);
    for (const step of ['send', 'receive', 'cancel']) expect((await stepOf(s.admin.token, ret.json().id, step)).statusCode).toBe(409);
    // A baker starts a loss, not a priced reception nor a return to the supplier.
    const baker = await signIn(t, (await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.magasinId] })).email);
    const priced = { sourceId: s.magasinId, lines: [{ productId: s.article.productId, quantity: 1, unitPrice: 1 }] };
    expect((await create(s, { type: 'reception', ...priced }, baker)).statusCode).toBe(403);
    expect((await create(s, { type: 'return', ...priced }, baker)).statusCode).toBe(403);
    expect((await create(s, { type: 'loss', ...priced }, baker)).statusCode).toBe(200);
  });
});

describe('counts and the mandatory inventory', () => {
  it('saves a closing count line by line, once per retry; the day closes only once it is done', async () => {
    const s = await setup();
    const db = t.deps.database.db;
    const day = (state: string) => call(s.admin.token, 'POST', '/api/CalendarDayEntity/updateByTag', { magasinId: s.annex, state });
    expect((await day('opened')).statusCode).toBe(200);
    await db
      .insertInto('entreprise_configs')
      .values({ entreprise_id: s.entrepriseId, key: 'mandatory_inventory', value: 'true', updated_at: new Date().toISOString() })
      .execute();
    const refused = await day('closed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/inventaire de fermeture/);

    const op = (await create(s, { type: 'inventaire_fermeture', sourceId: s.annex })).json();
    expect(op).toMatchObject({ state: 'counting', lineCount: 0 });
    expect((await create(s, { type: 'inventaire_fermeture', sourceId: s.annex })).json().errors).toEqual([
      { field: 'type', message: expect.any(String) },
    ]);
    const at = '2026-11-27T18:00:00.000Z';
    const line = { productId: s.article.productId, quantity: 2, nature: 'carton', countedAt: at };
    const first = await stepOf(s.admin.token, op.id, 'count', line);
    expect(first.json()).toMatchObject({ counted: 12, difference: 12, written: true });
    // The same line again (a retry after a lost answer): nothing more is written.
    expect((await stepOf(s.admin.token, op.id, 'count', line)).json()).toMatchObject({ written: false });
    const recount = await stepOf(s.admin.token, op.id, 'count', {
      ...line,
      quantity: 11,
      nature: 'unity',
      countedAt: '2026-11-27T18:01:00.000Z',
    });
    expect(recount.json()).toMatchObject({ counted: 11, difference: -1, written: true });
    await stepOf(s.admin.token, op.id, 'count', { productId: s.butter.productId, quantity: 3 });
    expect(await s.level('magasin', s.annex, s.article.productId)).toBe(11);
    const detail = (await call(s.admin.token, 'GET', `${OPS}/${op.id}`)).json();
    expect(detail.lines.map((l: { quantity: number }) => l.quantity)).toEqual([11, 3]);
    // The count screen goes by category: the company's categories, and one category's products.
    const now = new Date().toISOString();
    const cat = await db
      .insertInto('product_categories')
      .values({
        entreprise_id: s.entrepriseId,
        label: 'Viennoiseries',
        order: 0,
        isDefault: false,
        isComposition: false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const desc = await db
      .selectFrom('products')
      .select('productDescriptionId')
      .where('id', '=', s.article.productId)
      .executeTakeFirstOrThrow();
    await db.updateTable('product_descriptions').set({ categoryId: cat.id }).where('id', '=', desc.productDescriptionId).execute();
    expect((await call(s.admin.token, 'GET', `${OPS}/categories`)).json()).toContainEqual({ id: cat.id, label: 'Viennoiseries' });
    const inCategory = (await call(s.admin.token, 'GET', `/api/Product/Status/byEntity/${s.annex}?categoryId=${cat.id}`)).json();
    expect(inCategory.rows.map((r: { productId: number }) => r.productId)).toEqual([s.article.productId]);
    // The count screen's rows carry the units per carton, so a count may be entered in cartons + units.
    const listed = (await call(s.admin.token, 'GET', `/api/Product/Status/byEntity/${s.annex}`)).json();
    expect(listed.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: s.article.productId, unitsPerCarton: 6 }),
        expect.objectContaining({ productId: s.butter.productId, unitsPerCarton: null }),
      ]),
    );
    // And so do a product's rows in its history.
    const history = (await call(s.admin.token, 'GET', `/api/Entity/${s.annex}/productId/${s.article.productId}/transactions`)).json();
    expect(history.product).toMatchObject({ productId: s.article.productId, unitsPerCarton: 6 });
    // Counts are counts: the inventories list shows them.
    const counts = (await call(s.admin.token, 'GET', `/api/entity/${s.annex}/inventories`)).json();
    expect(counts.total).toBe(3);

    const closes = await Promise.all([stepOf(s.admin.token, op.id, 'close'), stepOf(s.admin.token, op.id, 'close')]);
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stepOf(s.admin.token, op.id, 'count', { productId: s.butter.productId, quantity: 1 })).statusCode).toBe(409);
    expect((await day('closed')).json()).toMatchObject({ state: 'closed' });
  });
});

describe('tenancy and scope of the entities', () => {
  it("keeps another company's warehouse and labs, and a store outside the user's scope, out of sight (404)", async () => {
    const s = await setup();
    const other = await tillSetup(t);
    for (const url of [
      `/api/Entity/${s.central}/Status?entityTypeTag=central_achat`,
      `/api/Entity/${s.lab}/Status?entityTypeTag=lab`,
      `/api/Product/Status/byEntity/${s.central}?entityTypeTag=central_achat`,
      `/api/Lab/${s.lab}`,
    ])
      expect((await call(other.admin.token, 'GET', url)).statusCode, url).toBe(404);
    expect((await call(other.admin.token, 'GET', '/api/CentralAchats')).json()).toEqual([]);
    expect((await call(other.admin.token, 'GET', '/api/Lab')).json()).toEqual([]);
    // A manager of the main store: not the annex, its lab, nor the warehouse.
    const manager = await signIn(t, (await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [s.magasinId] })).email);
    for (const url of [
      `/api/Entity/${s.annex}/Status`,
      `/api/Entity/${s.lab}/Status?entityTypeTag=lab`,
      `/api/Entity/${s.central}/Status?entityTypeTag=central_achat`,
    ])
      expect((await call(manager, 'GET', url)).statusCode, url).toBe(404);
    expect((await call(manager, 'GET', `/api/Entity/${s.magasinId}/Status`)).statusCode).toBe(200);
    expect((await call(manager, 'GET', '/api/Lab')).json()).toEqual([]);
    const op = await create(
      s,
      { type: 'loss', sourceTypeTag: 'central_achat', sourceId: s.central, lines: [{ productId: s.article.productId, quantity: 1 }] },
      manager,
    );
    expect(op.json().errors).toEqual([{ field: 'sourceId', message: expect.any(String) }]);
    // The timeline across entities shows each one's own.
    await create(s, { type: 'loss', sourceId: s.annex, lines: [{ productId: s.article.productId, quantity: 1 }] });
    await create(s, { type: 'loss', sourceId: s.magasinId, lines: [{ productId: s.article.productId, quantity: 1 }] });
    const mine = (await call(manager, 'GET', `${OPS}/timeline`)).json();
    expect(mine.rows.map((r: { sourceName: string }) => r.sourceName)).not.toContain('Annexe');
    expect(mine.total).toBe(1);
    const all = (await call(s.admin.token, 'GET', `${OPS}/timeline`)).json();
    expect(all.total).toBe(2);
    expect(all.rows[1]).toMatchObject({ type: 'loss', state: 'done', sourceName: 'Annexe', operationId: expect.any(Number) });
    expect((await call(other.admin.token, 'GET', `${OPS}/timeline`)).json().total).toBe(0);
  });
});

describe('the ledger under concurrency', () => {
  it('keeps every level of every entity equal to the sum of its movements after 50 parallel mixed operations and sales', async () => {
    const s = await setup();
    let seed = 26;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const products = [s.article, s.butter];
    const entities: [string, number][] = [
      ['magasin', s.magasinId],
      ['magasin', s.annex],
      ['central_achat', s.central],
      ['lab', s.lab],
    ];
    const pick = <T>(a: T[]) => a[Math.floor(random() * a.length)];
    const tasks = Array.from({ length: 50 }, (_, i) => {
      const p = pick(products);
      const [type, id] = pick(entities);
      const q = 1 + Math.floor(random() * 5);
      const line = [{ productId: p.productId, quantity: q, unitPrice: 2 + (i % 5) }];
      const base = { sourceTypeTag: type, sourceId: id, lines: line };
      switch (i % 7) {
        case 0:
          return sale(t, s.cashier.token, {
            caisseId: s.caisseId,
            lines: [{ priceId: p.priceId, quantity: q, unitPrice: 10 }],
            payments: [{ modePayment: 'cash', amount: 10 * q }],
          });
        case 1:
          return create(s, { type: 'reception', ...base });
        case 2:
          return create(s, { type: 'loss', ...base });
        case 3:
          return create(s, { type: 'switch_neutral', reason: 'return', ...base });
        case 4:
          return call(s.admin.token, 'PATCH', '/api/setProduct/Inventory', {
            quantity: q * 3,
            entityId: s.magasinId,
            productId: p.productId,
          });
        case 5:
          return (async () => {
            const [tt, tid] = pick(entities.filter((e) => e[1] !== id || e[0] !== type));
            const op = await create(s, { type: 'expedition', ...base, targetTypeTag: tt, targetId: tid });
            await stepOf(s.admin.token, op.json().id, 'send');
            return stepOf(s.admin.token, op.json().id, 'receive');
          })();
        default:
          return create(s, { type: 'non_programmed_reception', ...base });
      }
    });
    const answers = await Promise.all(tasks);
    for (const a of answers) expect([200, 409, 422], a.body).toContain(a.statusCode);
    const db = t.deps.database.db;
    const levels = await db
      .selectFrom('stock_levels')
      .select(['entityTypeTag', 'entity_id', 'product_id', 'quantity'])
      .where('entreprise_id', '=', s.entrepriseId)
      .execute();
    const sums = await db
      .selectFrom('stock_movements')
      .select(['entityTypeTag', 'entity_id', 'product_id', (eb) => eb.fn.sum<number>('quantity').as('s')])
      .where('entreprise_id', '=', s.entrepriseId)
      .groupBy(['entityTypeTag', 'entity_id', 'product_id'])
      .execute();
    const key = (r: { entityTypeTag: string; entity_id: number; product_id: number }) =>
      `${r.entityTypeTag}:${r.entity_id}:${r.product_id}`;
    const bySum = new Map(sums.map((r) => [key(r), Number(r.s)]));
    expect(levels.length).toBeGreaterThan(4);
    for (const l of levels) expect(Number(l.quantity), key(l)).toBeCloseTo(bySum.get(key(l)) ?? 0, 6);
    expect(sums.every((r) => levels.some((l) => key(l) === key(r)))).toBe(true);
  });
});

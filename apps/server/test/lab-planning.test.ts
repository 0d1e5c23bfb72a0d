// Labs and production planning (issue 27): recipes expanded through semi-finished products with exact unit
// conversions, the planning machine move by move, the day's suggestion against a hand-computed case, the grid saved
// and refused, production (ingredients out, products in, shipments to the stores, a loss) with every level equal to its
// movements, each move once under parallel requests, and who may touch which lab (a baker of lab A not lab B; another
// company 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canMoveLabPlanning,
  expandRecipes,
  frac,
  fracRound,
  LAB_PLANNING_STATES,
  labPlanningMoves,
  unitRatio,
  type Frac,
} from '@comptoir/shared';
import { nowIso } from '../src/db/database';
import { newArticle, sale, tillSetup } from '../src/modules/orders/orders-helpers';
import { newCompany, newStore, newUser, signIn } from './factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url: `/api${url}`, token, payload: payload as Record<string, unknown> | undefined });

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const TOMORROW = addDays(new Date().toISOString().slice(0, 10), 1);

describe('recipes and units (pure)', () => {
  it('converts units exactly, and refuses units of another kind', () => {
    expect(unitRatio('kg', 'g')).toEqual({ n: 1000n, d: 1n });
    expect(unitRatio('g', 'kg')).toEqual({ n: 1n, d: 1000n });
    expect(unitRatio('ml', 'l')).toEqual({ n: 1n, d: 1000n });
    expect(unitRatio('lb', 'oz')).toEqual({ n: 16n, d: 1n });
    expect(fracRound(unitRatio('lb', 'g')!, 5)).toBe(453.59237);
    expect(unitRatio('g', 'l')).toBeNull();
    expect(unitRatio('unit', 'kg')).toBeNull();
    // 0.1 + 0.2 is 0.3, and 37 × 0.25 g is 0.00925 kg exactly.
    const s = frac(0.1);
    expect(fracRound({ n: s.n * 10n + 2n * s.d, d: s.d * 10n }, 6)).toBe(0.3);
    expect(fracRound({ n: 37n * frac('0.25').n, d: frac('0.25').d * 1000n }, 5)).toBe(0.00925);
  });

  it('expands a croissant through its dough to the raw ingredients, in their stock units, exactly', () => {
    // Croissant (unit): 60 g of dough (kept in kg) and 5 g of butter; dough (semifini, kg): 0.6 kg of flour, 250 g of
    // butter, 150 ml of milk (kept in l) per kg; the glaze (semifini) holds 2 g of sugar and 1 g of the dough's recipe… no:
    // the glaze is a semi-finished product inside another semi-finished product (three levels).
    const units: Record<number, string> = { 1: 'unit', 2: 'kg', 3: 'kg', 4: 'kg', 5: 'l', 6: 'kg', 7: 'g' };
    const recipes = new Map([
      [
        1,
        [
          { elementId: 2, quantity: 60, unity: 'g' },
          { elementId: 4, quantity: 5, unity: 'g' },
        ],
      ],
      [
        2,
        [
          { elementId: 3, quantity: 0.6, unity: null },
          { elementId: 4, quantity: 250, unity: 'g' },
          { elementId: 5, quantity: 150, unity: 'ml' },
          { elementId: 6, quantity: 0.01, unity: null },
        ],
      ],
      [6, [{ elementId: 7, quantity: 800, unity: 'g' }]],
    ]);
    const book = { recipes, unityOf: (id: number) => units[id] ?? null, expands: (id: number) => id === 2 || id === 6 };
    const out = expandRecipes(new Map<number, Frac>([[1, frac(37)]]), book);
    const q = (id: number) => fracRound(out.get(id)!, 6);
    // Dough: 37 × 60 g = 2.22 kg → flour 1.332 kg, butter 0.555 + 0.185 kg, milk 0.333 l; glaze 0.0222 kg → sugar 17.76 g.
    expect([...out.keys()].sort()).toEqual([3, 4, 5, 7]);
    expect(q(3)).toBe(1.332);
    expect(q(4)).toBe(0.74);
    expect(q(5)).toBe(0.333);
    expect(q(7)).toBe(17.76);
    // A unit of another kind, and a recipe that uses itself, are refused.
    expect(() =>
      expandRecipes(new Map([[1, frac(1)]]), { ...book, recipes: new Map([[1, [{ elementId: 3, quantity: 1, unity: 'l' }]]]) }),
    ).toThrow('unit_mismatch');
    expect(() =>
      expandRecipes(new Map([[2, frac(1)]]), {
        ...book,
        recipes: new Map([
          [2, [{ elementId: 6, quantity: 1, unity: 'kg' }]],
          [6, [{ elementId: 2, quantity: 1, unity: 'kg' }]],
        ]),
      }),
    ).toThrow('recipe_cycle');
  });
});

describe('the planning machine (pure)', () => {
  it('allows exactly plannified → in_production → ready or lost', () => {
    const allowed: Record<string, string[]> = { plannified: ['in_production'], in_production: ['ready', 'lost'], ready: [], lost: [] };
    for (const from of LAB_PLANNING_STATES) {
      expect(labPlanningMoves(from)).toEqual(allowed[from]);
      for (const to of LAB_PLANNING_STATES) expect(canMoveLabPlanning(from, to), `${from} → ${to}`).toBe(allowed[from].includes(to));
    }
    expect(labPlanningMoves('eaten')).toEqual([]);
  });
});

/** A bakery: two stores, a lab in the first, its baker, flour/butter/milk, a dough (semifini), a croissant. */
async function bakery() {
  const s = await tillSetup(t);
  const db = t.deps.database.db;
  const token = s.admin.token;
  const annex = await newStore(t, s.entrepriseId, { intitule: 'Annexe' });
  const describe_ = async (productId: number, unity: string, type: string) => {
    const p = await db.selectFrom('products').select('productDescriptionId').where('id', '=', productId).executeTakeFirstOrThrow();
    await db.updateTable('product_descriptions').set({ unity, type }).where('id', '=', p.productDescriptionId).execute();
  };
  const flour = await newArticle(t, s.entrepriseId, { label: 'Farine', price: 100 });
  const butter = await newArticle(t, s.entrepriseId, { label: 'Beurre', price: 100 });
  const milk = await newArticle(t, s.entrepriseId, { label: 'Lait', price: 100 });
  const dough = await newArticle(t, s.entrepriseId, { label: 'Pâte levée', price: 100 });
  await describe_(flour.productId, 'kg', 'inbound');
  await describe_(butter.productId, 'kg', 'inbound');
  await describe_(milk.productId, 'l', 'inbound');
  await describe_(dough.productId, 'kg', 'semifini');
  const croissant = s.article;
  const recipe = (productId: number, elements: unknown[]) => call(token, 'POST', '/recipes', { productId, elements });
  expect(
    (
      await recipe(dough.productId, [
        { elementId: flour.productId, quantity: 0.6 },
        { elementId: butter.productId, quantity: 250, unity: 'g' },
        { elementId: milk.productId, quantity: 150, unity: 'ml' },
      ])
    ).statusCode,
  ).toBe(200);
  const croissantRecipe = await recipe(croissant.productId, [
    { elementId: dough.productId, quantity: 60, unity: 'g' },
    { elementId: butter.productId, quantity: 5, unity: 'g' },
  ]);
  expect(croissantRecipe.json().elements[0]).toMatchObject({ unity: 'kg', lineUnity: 'g', quantity: 60 });
  const lab = (await call(token, 'POST', '/Lab', { intitule: 'Fournil', magasinId: s.magasinId })).json().id as number;
  const otherLab = (await call(token, 'POST', '/Lab', { intitule: 'Pâtisserie', magasinId: s.magasinId })).json().id as number;
  const night = (await call(token, 'POST', '/PlanningPeriod', { intitule: 'Nuit', startsAt: '02:00', position: 1 })).json();
  const morning = (await call(token, 'POST', '/PlanningPeriod', { intitule: 'Matin', startsAt: '06:30', position: 2 })).json();
  const baker = await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.magasinId], name: 'Karim' });
  const bakerToken = await signIn(t, baker.email);
  const put = await call(token, 'PUT', `/Lab/${lab}`, { intitule: 'Fournil', magasinId: s.magasinId, userIds: [baker.id] });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().people.map((p: { name: string }) => p.name)).toEqual(['Karim']);
  const lpm = await call(token, 'POST', '/LabProduitMagasin', {
    labId: lab,
    rows: [
      { productId: croissant.productId, magasinId: s.magasinId, planningPeriodId: morning.id },
      { productId: croissant.productId, magasinId: annex },
    ],
  });
  expect(lpm.statusCode, lpm.body).toBe(200);
  /** The level of a product in an entity, checked equal to the sum of its movements. */
  const level = async (type: string, entityId: number, productId: number) => {
    const l = await db
      .selectFrom('stock_levels')
      .select('quantity')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('entityTypeTag', '=', type)
      .where('entity_id', '=', entityId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    const m = await db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.sum<number>('quantity').as('s'))
      .where('entreprise_id', '=', s.entrepriseId)
      .where('entityTypeTag', '=', type)
      .where('entity_id', '=', entityId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    expect(Number(l?.quantity ?? 0), `level ${productId}`).toBeCloseTo(Number(m?.s ?? 0), 9);
    return Number(l?.quantity ?? 0);
  };
  return { ...s, annex, flour, butter, milk, dough, croissant, lab, otherLab, night, morning, baker, bakerToken, level };
}

/** The dashboards' per-day row of a price in a store (quantities in thousandths). */
async function soldOn(entrepriseId: number, magasinId: number, day: string, priceId: number, thousandths: number) {
  await t.deps.database.db
    .insertInto('agg_products')
    .values({
      entreprise_id: entrepriseId,
      magasin_id: magasinId,
      day,
      price_id: priceId,
      revenue: 0,
      tickets: 1,
      quantity: thousandths,
      cost: 0,
      costedRevenue: 0,
    })
    .execute();
}

describe('the day planning', () => {
  it('suggests the same weekday’s sales + orders due − store stock, and saves the grid as plannified', async () => {
    const s = await bakery();
    // Store: 10 and 14 croissants sold the same weekday one and two weeks ago (a day between does not count), an order
    // of 3 due tomorrow, 5 left → ⌈24 ÷ 4 + 3 − 5⌉ = 4. Annex: 7 three weeks ago, 2 more five weeks ago (out of the
    // four weeks), nothing left → ⌈1.75⌉ = 2.
    await soldOn(s.entrepriseId, s.magasinId, addDays(TOMORROW, -7), s.croissant.priceId, 10000);
    await soldOn(s.entrepriseId, s.magasinId, addDays(TOMORROW, -14), s.croissant.priceId, 14000);
    await soldOn(s.entrepriseId, s.magasinId, addDays(TOMORROW, -8), s.croissant.priceId, 50000);
    await soldOn(s.entrepriseId, s.annex, addDays(TOMORROW, -21), s.croissant.priceId, 7000);
    await soldOn(s.entrepriseId, s.annex, addDays(TOMORROW, -35), s.croissant.priceId, 2000);
    const order = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.croissant.priceId, quantity: 3, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 30 }],
      remindTimeAt: `${TOMORROW}T09:30:00+01:00`,
    });
    expect(order.statusCode, order.body).toBe(200);
    await call(s.admin.token, 'PATCH', '/setProduct/Inventory', { quantity: 5, entityId: s.magasinId, productId: s.croissant.productId });

    const grid = await call(s.bakerToken, 'POST', `/Lab/${s.lab}/DayPlanning`, { date: TOMORROW });
    expect(grid.statusCode, grid.body).toBe(200);
    const g = grid.json();
    expect(g.periods.map((p: { intitule: string; state: null }) => [p.intitule, p.state])).toEqual([
      ['Nuit', null],
      ['Matin', null],
    ]);
    const basis = (m: number) => g.basis.find((b: { magasinId: number }) => b.magasinId === m);
    expect(basis(s.magasinId)).toMatchObject({ sales: 6, orders: 3, stock: 5, suggested: 4 });
    expect(basis(s.annex)).toMatchObject({ sales: 1.75, orders: 0, stock: 0, suggested: 2 });
    const cell = (m: number, p: number) =>
      g.cells.find((c: { magasinId: number; planningPeriodId: number }) => c.magasinId === m && c.planningPeriodId === p);
    // The store's croissants are baked in the morning; the annex's in the first period (none given).
    expect(cell(s.magasinId, s.morning.id)).toMatchObject({ quantity: 4, suggested: 4 });
    expect(cell(s.magasinId, s.night.id)).toMatchObject({ quantity: 0 });
    expect(cell(s.annex, s.night.id)).toMatchObject({ quantity: 2, suggested: 2 });

    // The baker adjusts two cells and saves: one planning per period, plannified.
    const cells = [
      { productId: s.croissant.productId, magasinId: s.magasinId, planningPeriodId: s.morning.id, quantity: 6, suggested: 4 },
      { productId: s.croissant.productId, magasinId: s.annex, planningPeriodId: s.night.id, quantity: 3, suggested: 2 },
    ];
    const versions = g.periods.map((p: { id: number; updatedAt: string | null }) => ({ planningPeriodId: p.id, updatedAt: p.updatedAt }));
    const saved = await call(s.bakerToken, 'POST', `/Lab/${s.lab}/DayPlanning/Add`, { date: TOMORROW, cells, versions });
    expect(saved.statusCode, saved.body).toBe(200);
    const sv = saved.json();
    expect(sv.periods.map((p: { state: string }) => p.state)).toEqual(['plannified', 'plannified']);
    expect(
      sv.cells.find(
        (c: { magasinId: number; planningPeriodId: number }) => c.magasinId === s.magasinId && c.planningPeriodId === s.morning.id,
      ),
    ).toMatchObject({ quantity: 6, suggested: 4 });
    // The same save again, from the grid read before: someone saved since (409); a product the lab does not make (422).
    expect((await call(s.bakerToken, 'POST', `/Lab/${s.lab}/DayPlanning/Add`, { date: TOMORROW, cells, versions })).statusCode).toBe(409);
    const bad = await call(s.bakerToken, 'POST', `/Lab/${s.lab}/DayPlanning/Add`, {
      date: 'tomorrow',
      cells: [{ productId: s.flour.productId, magasinId: s.magasinId, planningPeriodId: 999999, quantity: -1 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['cells.0.quantity', 'date']);
    const notMade = await call(s.bakerToken, 'POST', `/Lab/${s.lab}/DayPlanning/Add`, {
      date: TOMORROW,
      cells: [{ productId: s.flour.productId, magasinId: s.magasinId, planningPeriodId: 999999, quantity: 1 }],
    });
    expect(notMade.statusCode).toBe(422);
    expect(notMade.json().errors.map((e: { field: string }) => e.field)).toEqual(['cells.0.productId', 'cells.0.planningPeriodId']);
    const list = (await call(s.bakerToken, 'GET', `/Lab/${s.lab}/LabPlannings`)).json();
    expect(list.total).toBe(2);
    expect(list.rows.map((r: { periodName: string; planned: number }) => [r.periodName, r.planned])).toEqual([
      ['Nuit', 3],
      ['Matin', 6],
    ]);
  });
});

describe('production', () => {
  it('consumes the ingredients, makes the products, ships them, loses a batch; each move once; levels = movements', async () => {
    const s = await bakery();
    const cells = [
      { productId: s.croissant.productId, magasinId: s.magasinId, planningPeriodId: s.morning.id, quantity: 25 },
      { productId: s.croissant.productId, magasinId: s.annex, planningPeriodId: s.morning.id, quantity: 12 },
      { productId: s.croissant.productId, magasinId: s.annex, planningPeriodId: s.night.id, quantity: 10 },
    ];
    const saved = (await call(s.bakerToken, 'POST', `/Lab/${s.lab}/DayPlanning/Add`, { date: TOMORROW, cells })).json();
    const [nightId, morningId] = saved.periods.map((p: { planningId: number }) => p.planningId);
    const state = (id: number, body: Record<string, unknown>, token = s.bakerToken) =>
      call(token, 'PATCH', `/LabPlanning/${id}/state`, body);

    // The sheet: 37 croissants for two stores; the dough and butter weighed in grams, the raw ingredients in their units.
    const sheet = (await call(s.bakerToken, 'GET', `/LabPlanning/${morningId}/details`)).json();
    expect(sheet.products).toEqual([
      {
        productId: s.croissant.productId,
        label: 'Croissant',
        unity: 'unit',
        quantity: 37,
        elements: [
          { productId: s.dough.productId, label: 'Pâte levée', unity: 'g', quantity: 2220 },
          { productId: s.butter.productId, label: 'Beurre', unity: 'g', quantity: 185 },
        ],
      },
    ]);
    expect(sheet.ingredients.map((i: { label: string; quantity: number; unity: string }) => [i.label, i.quantity, i.unity])).toEqual([
      ['Beurre', 0.74, 'kg'],
      ['Farine', 1.332, 'kg'],
      ['Lait', 0.333, 'l'],
    ]);
    expect(sheet.moves).toEqual(['in_production']);

    // Refused moves; then not enough flour in the lab (422, nothing written).
    expect((await state(morningId, { state: 'ready' })).statusCode).toBe(409);
    expect((await state(morningId, { state: 'lost' })).statusCode).toBe(422);
    const short = await state(morningId, { state: 'in_production' });
    expect(short.statusCode).toBe(422);
    expect(
      short
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual([`ingredients.${s.butter.productId}`, `ingredients.${s.flour.productId}`, `ingredients.${s.milk.productId}`].sort());
    // The lab receives its ingredients.
    const received = await call(s.admin.token, 'POST', '/StockOperation', {
      type: 'non_programmed_reception',
      sourceTypeTag: 'lab',
      sourceId: s.lab,
      lines: [
        { productId: s.flour.productId, quantity: 10 },
        { productId: s.butter.productId, quantity: 5 },
        { productId: s.milk.productId, quantity: 2 },
      ],
    });
    expect(received.statusCode, received.body).toBe(200);

    // Two bakers start it at once: one does.
    const both = await Promise.all([state(morningId, { state: 'in_production' }), state(morningId, { state: 'in_production' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await s.level('lab', s.lab, s.flour.productId)).toBeCloseTo(8.668, 9);
    expect(await s.level('lab', s.lab, s.butter.productId)).toBeCloseTo(4.26, 9);
    expect(await s.level('lab', s.lab, s.milk.productId)).toBeCloseTo(1.667, 9);
    expect(await s.level('lab', s.lab, s.dough.productId)).toBe(0);

    // Ready (twice at once: once): 37 croissants made in the lab, a planned shipment announced to each store.
    const ready = await Promise.all([state(morningId, { state: 'ready' }), state(morningId, { state: 'lost', reason: 'brûlé' })]);
    expect(ready.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = ready.find((r) => r.statusCode === 200)!.json();
    if (done.state === 'ready') {
      expect(done.moved.produced).toMatchObject([{ productId: s.croissant.productId, quantity: 37 }]);
      expect(done.shipments.map((x: { magasinName: string; state: string }) => [x.magasinName, x.state]).sort()).toEqual(
        [
          ['Annexe', 'announced'],
          [expect.any(String), 'announced'],
        ].sort(),
      );
      expect(await s.level('lab', s.lab, s.croissant.productId)).toBe(37);
      // The lab sends the annex's; the annex receives 11 of 12.
      const annexShipment = done.shipments.find((x: { magasinId: number }) => x.magasinId === s.annex).operationId;
      const sent = await call(s.bakerToken, 'PATCH', `/LabPlanning/${morningId}/shipments/${annexShipment}/send`, {});
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().shipments.find((x: { magasinId: number }) => x.magasinId === s.annex).state).toBe('sent');
      expect((await call(s.bakerToken, 'PATCH', `/LabPlanning/${morningId}/shipments/${annexShipment}/send`, {})).statusCode).toBe(409);
      expect((await call(s.bakerToken, 'PATCH', `/LabPlanning/${nightId}/shipments/${annexShipment}/send`, {})).statusCode).toBe(404);
      const annexManager = await signIn(t, (await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [s.annex] })).email);
      const got = await call(annexManager, 'PATCH', `/StockOperation/${annexShipment}/receive`, {
        lines: [{ productId: s.croissant.productId, received: 11 }],
      });
      expect(got.statusCode, got.body).toBe(200);
      expect(await s.level('lab', s.lab, s.croissant.productId)).toBe(25);
      expect(await s.level('magasin', s.annex, s.croissant.productId)).toBe(11);
    } else expect(done.state).toBe('lost');
    for (const to of ['in_production', 'ready', 'lost'])
      expect((await state(morningId, { state: to, reason: 'x y' })).statusCode, to).toBe(409);

    // The night batch is lost: its 10 croissants are made and written off as a loss with the reason.
    expect((await state(nightId, { state: 'in_production' })).statusCode).toBe(200);
    const lost = await state(nightId, { state: 'lost', reason: 'Four en panne' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({ state: 'lost', lostReason: 'Four en panne' });
    expect(lost.json().moved.lost).toMatchObject([{ productId: s.croissant.productId, quantity: 10 }]);
    const loss = await t.deps.database.db
      .selectFrom('stock_operations')
      .select(['type', 'state', 'note'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('type', '=', 'loss')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(loss).toEqual({ type: 'loss', state: 'done', note: 'Four en panne' });
    // 37 + 10 croissants' ingredients out: flour 10 − 0.6 × 0.06 × 47 = 8.308.
    expect(await s.level('lab', s.lab, s.flour.productId)).toBeCloseTo(8.308, 9);
    await s.level('lab', s.lab, s.croissant.productId);
    const history = (await call(s.bakerToken, 'GET', `/Lab/${s.lab}/LabPlannings`)).json();
    expect(history.rows.map((r: { state: string }) => r.state).sort()).toEqual([done.state, 'lost'].sort());
  });
});

describe('who touches which lab', () => {
  it('keeps a baker of lab A out of lab B, refuses the cashier, and hides another company (404)', async () => {
    const s = await bakery();
    const saved = await call(s.admin.token, 'POST', `/Lab/${s.otherLab}/DayPlanning/Add`, { date: TOMORROW, cells: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    await call(s.admin.token, 'POST', '/LabProduitMagasin', {
      labId: s.otherLab,
      rows: [{ productId: s.croissant.productId, magasinId: s.magasinId }],
    });
    const b = await call(s.admin.token, 'POST', `/Lab/${s.otherLab}/DayPlanning/Add`, {
      date: TOMORROW,
      cells: [{ productId: s.croissant.productId, magasinId: s.magasinId, planningPeriodId: s.night.id, quantity: 4 }],
    });
    const otherPlanning = b.json().periods[0].planningId as number;
    for (const [method, url, body] of [
      ['POST', `/Lab/${s.otherLab}/DayPlanning`, { date: TOMORROW }],
      ['POST', `/Lab/${s.otherLab}/DayPlanning/Add`, { date: TOMORROW, cells: [] }],
      ['GET', `/Lab/${s.otherLab}/ProduitMagasin`],
      ['GET', `/Lab/${s.otherLab}/LabPlannings`],
      ['GET', `/LabPlanning/${otherPlanning}/details`],
      ['PATCH', `/LabPlanning/${otherPlanning}/state`, { state: 'in_production' }],
      ['POST', '/LabProduitMagasin', { labId: s.otherLab, rows: [] }],
    ] as [Method, string, unknown][])
      expect((await call(s.bakerToken, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call(s.bakerToken, 'POST', `/Lab/${s.lab}/DayPlanning`, { date: TOMORROW })).statusCode).toBe(200);
    // The baker's labs are the ones they are a person of.
    expect((await call(s.bakerToken, 'GET', '/Lab')).json().map((l: { id: number }) => l.id)).toEqual([s.lab]);
    expect((await call(s.admin.token, 'GET', '/Lab')).json()).toHaveLength(2);
    expect((await call(s.cashier.token, 'POST', `/Lab/${s.lab}/DayPlanning`, { date: TOMORROW })).statusCode).toBe(403);

    const other = await newCompany(t);
    const stranger = await signIn(t, (await newUser(t, other.entrepriseId, 'admin')).email);
    expect((await call(stranger, 'POST', `/Lab/${s.lab}/DayPlanning`, { date: TOMORROW })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/LabPlanning/${otherPlanning}/details`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/Lab/${s.lab}`, { intitule: 'Volé' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/LabProduitMagasin', { labId: s.lab, rows: [] })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/PlanningPeriod')).json()).toEqual([]);
    // Rows naming another company's product or store are refused, every one listed.
    const foreign = await newStore(t, other.entrepriseId);
    const refused = await call(s.admin.token, 'POST', '/LabProduitMagasin', {
      labId: s.lab,
      rows: [{ productId: s.croissant.productId, magasinId: foreign, planningPeriodId: 999999 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['rows.0.magasinId', 'rows.0.planningPeriodId']);
    void nowIso;
  });
});

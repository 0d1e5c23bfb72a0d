// Issue 30 through the real API on SQLite and PostgreSQL: the preparation screens (settings, routing by category,
// steps moved by one conditional write each, the till's ready orders), the kiosk's order (the real order API:
// idempotent, stock and aggregates moved once, prices the server's), the kiosk's settings and a paired customer display.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database';
import { levelOf, newArticle, sale, tillSetup } from '../src/modules/orders/orders-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Setup = Awaited<ReturnType<typeof tillSetup>>;

async function newCategory(entrepriseId: number, label: string): Promise<number> {
  const now = nowIso();
  const r = await t.deps.database.db
    .insertInto('product_categories')
    .values({
      entreprise_id: entrepriseId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      label,
      tag: null,
      isDefault: false,
      parentId: null,
      description: null,
      order: 0,
      tva: null,
      fileId: null,
      color: null,
      externalId: null,
      isComposition: false,
      en_label: null,
      ar_label: null,
      it_label: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

async function inCategory(s: Setup, label: string, categoryId: number, price = 1000) {
  const a = await newArticle(t, s.entrepriseId, { label, price });
  await t.deps.database.db.updateTable('prices').set({ categoryId }).where('id', '=', a.priceId).execute();
  return a;
}

const screen = (s: Setup, body: Record<string, unknown>, token = s.admin.token) =>
  t.call({ method: 'POST', url: '/api/PreparationScreens', token, payload: { magasinId: s.magasinId, ...body } });
const boardOf = (s: Setup, id: number) => t.call({ method: 'GET', url: `/api/Preparation/${id}`, token: s.cashier.token });
const step = (s: Setup, id: number, commandId: number, from: string, to: string) =>
  t.call({ method: 'PATCH', url: `/api/Preparation/${id}/step`, token: s.cashier.token, payload: { commandId, from, to } });

describe('preparation display', { timeout: 60_000 }, () => {
  it('routes a paid order by category, moves its steps once each, and tells the till when it is ready', async () => {
    const s = await tillSetup(t);
    const hot = await newCategory(s.entrepriseId, 'Chaud');
    const cold = await newCategory(s.entrepriseId, 'Froid');
    const pizza = await inCategory(s, 'Pizza', hot);
    const salad = await inCategory(s, 'Salade', cold);
    const kitchen = (await screen(s, { name: 'Cuisine', categoryIds: [hot] })).json();
    const bar = (await screen(s, { name: 'Bar', categoryIds: [cold] })).json();
    const counter = (await screen(s, { name: 'Comptoir', categoryIds: [] })).json();
    expect(kitchen).toMatchObject({ name: 'Cuisine', categoryIds: [hot], clearAfter: 60, warnAfter: 5, lateAfter: 10 });

    // Not paid: on no screen.
    const unpaid = (
      await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [{ priceId: pizza.priceId, quantity: 1, unitPrice: 10 }] })
    ).json();
    const paid = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      notes: 'Table 4',
      lines: [
        { priceId: pizza.priceId, quantity: 2, unitPrice: 10, notes: 'sans olives' },
        { priceId: salad.priceId, quantity: 1, unitPrice: 10 },
      ],
      payments: [{ modePayment: 'cash', amount: 30 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json();

    const k = (await boardOf(s, kitchen.id)).json();
    expect(k.orders.map((o: { commandId: number }) => o.commandId)).toEqual([order.id]);
    expect(k.orders[0]).toMatchObject({ step: 'todo', notes: 'Table 4', lines: [{ label: 'Pizza', quantity: 2, notes: 'sans olives' }] });
    expect((await boardOf(s, bar.id)).json().orders[0].lines.map((l: { label: string }) => l.label)).toEqual(['Salade']);
    // The counter (no category) sees every line.
    expect((await boardOf(s, counter.id)).json().orders[0].lines).toHaveLength(2);
    expect(k.orders.some((o: { commandId: number }) => o.commandId === unpaid.id)).toBe(false);

    // Two screens touching the same step at once: one wins, the other gets 409.
    const both = await Promise.all([
      step(s, kitchen.id, order.id, 'todo', 'in_progress'),
      step(s, kitchen.id, order.id, 'todo', 'in_progress'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const twice = await Promise.all([
      step(s, kitchen.id, order.id, 'in_progress', 'ready'),
      step(s, kitchen.id, order.id, 'in_progress', 'ready'),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await step(s, kitchen.id, order.id, 'ready', 'todo')).statusCode).toBe(422);

    // Ready on the kitchen only: not ready for the till (the bar and the counter still have it to do).
    const ready = () => t.call({ method: 'GET', url: `/api/Preparation/ready?magasinId=${s.magasinId}`, token: s.cashier.token });
    expect((await ready()).json().orders).toEqual([]);
    for (const id of [bar.id, counter.id]) {
      expect((await step(s, id, order.id, 'todo', 'in_progress')).statusCode).toBe(200);
      expect((await step(s, id, order.id, 'in_progress', 'ready')).statusCode).toBe(200);
    }
    expect((await ready()).json().orders).toMatchObject([{ commandId: order.id, ticketNumber: order.ticketNumber, step: 'ready' }]);
    expect((await boardOf(s, kitchen.id)).json().orders[0]).toMatchObject({ step: 'ready', stepAt: expect.any(String) });

    // Served, then recalled.
    expect((await step(s, kitchen.id, order.id, 'ready', 'served')).statusCode).toBe(200);
    expect((await step(s, kitchen.id, order.id, 'served', 'ready')).statusCode).toBe(200);

    // An order of another store's line... a screen of another company: 404; a screen's name is unique per store.
    const other = await tillSetup(t);
    expect((await t.call({ method: 'GET', url: `/api/Preparation/${kitchen.id}`, token: other.cashier.token })).statusCode).toBe(404);
    expect((await step(other, kitchen.id, order.id, 'ready', 'served')).statusCode).toBe(404);
    const dup = await screen(s, { name: 'cuisine', categoryIds: [] });
    expect(dup.statusCode).toBe(409);
  });

  it('checks the settings: every field problem listed, unknown categories, rights', async () => {
    const s = await tillSetup(t);
    const bad = await screen(s, { name: 'x', categoryIds: [999_999], warnAfter: 10, lateAfter: 5 });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'lateAfter']));
    const unknown = await screen(s, { name: 'Four', categoryIds: [999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'categoryIds.0' })]);
    expect((await screen(s, { name: 'Four', categoryIds: [] }, s.cashier.token)).statusCode).toBe(403);
    const made = (await screen(s, { name: 'Four' })).json();
    const list = await t.call({ method: 'GET', url: `/api/PreparationScreens?magasinId=${s.magasinId}`, token: s.cashier.token });
    expect(list.json().map((x: { name: string }) => x.name)).toEqual(['Four']);
    expect((await t.call({ method: 'DELETE', url: `/api/PreparationScreens/${made.id}`, token: s.admin.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/PreparationScreens/${made.id}`, token: s.admin.token })).statusCode).toBe(404);
  });
});

describe('self-order kiosk', { timeout: 60_000 }, () => {
  it('keeps its settings per store', async () => {
    const s = await tillSetup(t);
    const url = `/api/Borne?magasinId=${s.magasinId}`;
    expect((await t.call({ method: 'GET', url, token: s.cashier.token })).json()).toMatchObject({ enabled: false, idleSeconds: 90 });
    const body = {
      magasinId: s.magasinId,
      enabled: true,
      categoryIds: [],
      title: 'Commandez ici',
      color: '#e8590c',
      idleSeconds: 60,
      cardTerminal: true,
    };
    expect((await t.call({ method: 'POST', url: '/api/Borne', token: s.cashier.token, payload: body })).statusCode).toBe(403);
    const saved = await t.call({ method: 'POST', url: '/api/Borne', token: s.admin.token, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.call({ method: 'GET', url, token: s.cashier.token })).json()).toMatchObject({
      enabled: true,
      title: 'Commandez ici',
      cardTerminal: true,
    });
    const bad = await t.call({
      method: 'POST',
      url: '/api/Borne',
      token: s.admin.token,
      payload: { ...body, color: 'red', idleSeconds: 2 },
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['color', 'idleSeconds']);
    const other = await tillSetup(t);
    expect((await t.call({ method: 'GET', url, token: other.cashier.token })).statusCode).toBe(404);
  });

  it('sends its order through the order API once: same uuid twice is one order, stock and aggregates moved once, the server’s prices', async () => {
    const s = await tillSetup(t);
    const uuid = `kiosk-${randomUUID()}`;
    const body = { uuid, caisseId: s.caisseId, notes: 'Borne', lines: [{ priceId: s.article.priceId, quantity: 3, unitPrice: 10 }] };
    const [a, b] = await Promise.all([sale(t, s.cashier.token, body), sale(t, s.cashier.token, body)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const again = await sale(t, s.cashier.token, body);
    expect(again.json().id).toBe(a.json().id);
    expect(a.json()).toMatchObject({ etat: 'unpaid', total: 30 });
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(-3);
    const orders = await t.deps.database.db.selectFrom('commands').select('id').where('uuid', '=', uuid).execute();
    expect(orders).toHaveLength(1);
    // The aggregates keep quantities in thousandths and amounts in minor units: one ticket of 3 × 10.00.
    const agg = await t.deps.database.db
      .selectFrom('agg_days')
      .select(['quantity', 'tickets', 'revenue'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('magasin_id', '=', s.magasinId)
      .execute();
    const sum = (k: 'quantity' | 'tickets' | 'revenue') => agg.reduce((n, r) => n + Number(r[k]), 0);
    expect([sum('tickets'), sum('quantity'), sum('revenue')]).toEqual([1, 3000, 3000]);

    // It waits at /pos/payer among the orders with something left to pay.
    const list = await t.call({
      method: 'GET',
      url: `/api/Commands/ByMagasin/${s.magasinId}/?notPayed=1&limit=100`,
      token: s.cashier.token,
    });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(a.json().id);

    // A price the kiosk made up is refused: the server decides.
    const cheat = await sale(t, s.cashier.token, {
      ...body,
      uuid: `kiosk-${randomUUID()}`,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 1 }],
    });
    expect(cheat.statusCode).toBe(422);
  });
});

describe('customer display on another device', { timeout: 60_000 }, () => {
  it('keeps the last state a till sent under its code, for its company only', async () => {
    const s = await tillSetup(t);
    const code = 'AB12CD34';
    const put = (token: string, magasinId: number, state: object) =>
      t.call({ method: 'PUT', url: `/api/CustomerDisplay/${code}`, token, payload: { magasinId, state } });
    expect((await put(s.cashier.token, s.magasinId, { lines: [], total: 0 })).json()).toMatchObject({ version: 1 });
    const second = await put(s.cashier.token, s.magasinId, { lines: [{ label: 'Pain' }], total: 300 });
    expect(second.json()).toMatchObject({ version: 2, state: { total: 300 } });
    const got = await t.call({ method: 'GET', url: `/api/CustomerDisplay/${code}`, token: s.cashier.token });
    expect(got.json()).toMatchObject({ magasinId: s.magasinId, version: 2 });
    const other = await tillSetup(t);
    expect((await t.call({ method: 'GET', url: `/api/CustomerDisplay/${code}`, token: other.cashier.token })).statusCode).toBe(404);
    expect((await put(other.cashier.token, other.magasinId, {})).statusCode).toBe(409);
    expect((await t.call({ method: 'GET', url: '/api/CustomerDisplay/bad', token: s.cashier.token })).statusCode).toBe(422);
  });
});

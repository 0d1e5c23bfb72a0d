// Shipping and delivery through the real routes, on SQLite and PostgreSQL: every move allowed and refused, batches
// with orders that cannot move, stock back on a return, the cash on delivery into a register, a delivery man's own
// deliveries, another company (404), a role without the tags (403), concurrent moves (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { levelOf, sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Setup = Awaited<ReturnType<typeof setup>>;

async function setup() {
  const s = await tillSetup(t);
  const man = await newUser(t, s.entrepriseId, 'delivery_man', { name: 'Youssef Livreur' });
  const man2 = await newUser(t, s.entrepriseId, 'delivery_man', { name: 'Karim Livreur' });
  const tc = await t.call({ method: 'POST', url: '/api/TransportCompany', token: s.admin.token, payload: { intitule: 'Amana' } });
  return {
    ...s,
    man: { ...man, token: await signIn(t, man.email) },
    man2: { ...man2, token: await signIn(t, man2.email) },
    transportCompanyId: tc.json().id as number,
  };
}

/** A phone order of `quantity` croissants (10.00 each), nothing paid: the client pays on delivery. */
async function phoneOrder(s: Setup, quantity = 1, source: string | null = 'phone') {
  const r = await sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    source,
    lines: [{ priceId: s.article.priceId, quantity, unitPrice: 10 }],
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as number;
}

const batch = (token: string, path: string, payload: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: `/api/Shipping/${path}`, token, payload, lang: 'en' });
const reserve = (token: string, commandIds: number[], info: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: '/api/Shipping/ReserveCommands', token, payload: { commandIds, ...info } });
const detail = async (token: string, id: number) => (await t.call({ method: 'GET', url: `/api/Shipping/${id}`, token })).json();

describe('shipping moves', () => {
  it('walks an order through every move, refusing the ones its state does not allow', async () => {
    const s = await setup();
    const id = await phoneOrder(s);
    const admin = s.admin.token;
    // Not in shipping yet: only reserve.
    expect((await batch(admin, 'PackCommands', { commandIds: [id] })).json().errors).toEqual([
      { field: `commandIds.${id}`, message: 'This state change is not allowed' },
    ]);
    const reserved = await reserve(admin, [id], {
      address: '12 rue Atlas',
      tel: '+212600000002',
      city: 'Casablanca',
      deliveryDate: '2026-11-27',
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().moved[0]).toMatchObject({ id, state: 'reserved', address: '12 rue Atlas', moves: ['pack'] });
    expect((await reserve(admin, [id])).statusCode).toBe(409);
    expect((await batch(admin, 'addCommandsToDelivering', { commandIds: [id] })).statusCode).toBe(409);
    expect((await batch(admin, 'PackCommands', { commandIds: [id] })).json().moved[0].state).toBe('packed');
    expect((await batch(admin, 'UnpackCommands', { commandIds: [id] })).json().moved[0].state).toBe('reserved');
    await batch(admin, 'PackCommands', { commandIds: [id] });
    // Handing over needs a carrier.
    const noCarrier = await batch(admin, 'addCommandsToPending', { commandIds: [id] });
    expect(noCarrier.statusCode).toBe(409);
    expect(noCarrier.json().errors[0].message).toBe('Choose a delivery man or a transport company');
    const pending = await batch(admin, 'addCommandsToPending', { commandIds: [id], deliveryManId: s.man.id });
    expect(pending.json().moved[0]).toMatchObject({ state: 'pending', deliveryState: 'pending', deliveryManName: 'Youssef Livreur' });
    // The delivery man takes it out and delivers it, with the cash.
    expect((await batch(s.man.token, 'addCommandsToDelivering', { commandIds: [id] })).json().moved[0].state).toBe('delivering');
    const tooMuch = await batch(s.man.token, 'addCommandsToDelivered', { commandIds: [id], collected: [{ commandId: id, amount: 10.01 }] });
    expect(tooMuch.statusCode).toBe(422);
    const delivered = await batch(s.man.token, 'addCommandsToDelivered', { commandIds: [id], collected: [{ commandId: id, amount: 10 }] });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().moved[0]).toMatchObject({ state: 'delivered', etat: 'delivered', collected: 10, reconciled: 0 });
    // Not archived before the cash reached the register.
    expect((await batch(admin, 'addCommandsToPayedAndArchived', { commandIds: [id] })).json().errors[0].message).toMatch(/paid/i);
    expect((await batch(admin, 'addCommandsToReturned', { commandIds: [id], reason: 'absent' })).statusCode).toBe(409);
    const d = await detail(admin, id);
    expect(d.history.map((h: { to: string }) => h.to)).toEqual([
      'reserved',
      'packed',
      'reserved',
      'packed',
      'pending',
      'delivering',
      'delivered',
    ]);
    const reconciled = await t.call({
      method: 'POST',
      url: '/api/Shipping/collections/reconcile',
      token: s.cashier.token,
      payload: { caisseId: s.caisseId, collectionIds: [d.collections[0].id] },
    });
    expect(reconciled.statusCode, reconciled.body).toBe(200);
    const archived = await batch(admin, 'addCommandsToPayedAndArchived', { commandIds: [id] });
    expect(archived.json().moved[0]).toMatchObject({ state: 'payed_and_archived', deliveryState: 'archived', etat: 'archived', paid: 10 });
    expect((await batch(admin, 'addCommandsToPayedAndArchived', { commandIds: [id] })).statusCode).toBe(409);
  });

  it('moves the orders of a batch that may move and says why each other one did not', async () => {
    const s = await setup();
    const [a, b, c] = [await phoneOrder(s), await phoneOrder(s), await phoneOrder(s)];
    await reserve(s.admin.token, [a, b, c]);
    await batch(s.admin.token, 'PackCommands', { commandIds: [b] });
    const r = await batch(s.admin.token, 'PackCommands', { commandIds: [a, b, c] });
    expect(r.statusCode).toBe(200);
    expect(r.json().moved.map((m: { id: number }) => m.id)).toEqual([a, c]);
    expect(r.json().refused).toEqual([{ commandId: b, reason: 'move_not_allowed' }]);
    // A counter sale never enters shipping (it is no order from afar: unknown here).
    const counter = await phoneOrder(s, 1, null);
    expect((await reserve(s.admin.token, [counter])).statusCode).toBe(404);
    // A return needs its reason; its stock comes back.
    expect((await batch(s.admin.token, 'addCommandsToReturned', { commandIds: [a] })).statusCode).toBe(422);
  });

  it('puts the stock of a returned order back and cancels the order nothing was paid for', async () => {
    const s = await setup();
    const id = await phoneOrder(s, 3);
    const before = await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId);
    await reserve(s.admin.token, [id], { transportCompanyId: s.transportCompanyId });
    await batch(s.admin.token, 'PackCommands', { commandIds: [id] });
    await batch(s.admin.token, 'addCommandsToPending', { commandIds: [id] });
    await batch(s.admin.token, 'addCommandsToDelivering', { commandIds: [id] });
    const r = await batch(s.admin.token, 'addCommandsToReturned', { commandIds: [id], reason: 'client absent' });
    expect(r.json().moved[0]).toMatchObject({ state: 'returned', etat: 'cancelled', returnReason: 'client absent' });
    const after = await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId);
    expect(after.level).toBe(before.level + 3);
    expect(after.level).toBe(after.sum);
    const archived = await batch(s.admin.token, 'addCommandsToPayedAndArchived', { commandIds: [id] });
    expect(archived.json().moved[0]).toMatchObject({ state: 'payed_and_archived', etat: 'archived' });
    // The dashboard counts it as a return of the company.
    const dash = (await t.call({ method: 'GET', url: '/api/Shipping/dashboard', token: s.admin.token })).json();
    expect(dash.byTransportCompany).toEqual([{ id: s.transportCompanyId, name: 'Amana', delivered: 0, returned: 1, returnRate: 100 }]);
  });
});

describe('cash on delivery', () => {
  it('reconciles what delivery men and a transport company collected into the register, and says what is still owed', async () => {
    const s = await setup();
    const [a, b, c] = [await phoneOrder(s, 1), await phoneOrder(s, 2), await phoneOrder(s, 3)];
    await reserve(s.admin.token, [a, b], { deliveryManId: s.man.id });
    await reserve(s.admin.token, [c], { transportCompanyId: s.transportCompanyId });
    await batch(s.admin.token, 'PackCommands', { commandIds: [a, b, c] });
    await batch(s.admin.token, 'addCommandsToPending', { commandIds: [a, b] });
    await batch(s.admin.token, 'addCommandsToPending', { commandIds: [c] });
    await batch(s.man.token, 'addCommandsToDelivering', { commandIds: [a, b] });
    await batch(s.admin.token, 'addCommandsToDelivering', { commandIds: [c] });
    await batch(s.man.token, 'addCommandsToDelivered', {
      commandIds: [a, b],
      collected: [
        { commandId: a, amount: 10 },
        { commandId: b, amount: 20 },
      ],
    });
    await batch(s.admin.token, 'addCommandsToDelivered', { commandIds: [c] });
    // The company's statement: 30.00 for its order; a second one for the same order is refused.
    const report = { transportCompanyId: s.transportCompanyId, lines: [{ commandId: c, amount: 30 }] };
    expect(
      (await t.call({ method: 'POST', url: '/api/Shipping/collections/report', token: s.admin.token, payload: report })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: '/api/Shipping/collections/report', token: s.admin.token, payload: report })).statusCode,
    ).toBe(409);
    const owed = (await t.call({ method: 'GET', url: '/api/Shipping/collections', token: s.admin.token })).json();
    expect(owed.totals).toEqual({ collected: 60, reconciled: 0, owed: 60 });
    expect(owed.byCarrier).toEqual(
      expect.arrayContaining([
        { deliveryManId: s.man.id, transportCompanyId: null, name: 'Youssef Livreur', collected: 30, reconciled: 0, owed: 30 },
        { deliveryManId: null, transportCompanyId: s.transportCompanyId, name: 'Amana', collected: 30, reconciled: 0, owed: 30 },
      ]),
    );
    // The delivery man hands over one order's cash.
    const mine = owed.data.filter((k: { deliveryManId: number | null }) => k.deliveryManId === s.man.id);
    const first = mine.find((k: { commandId: number }) => k.commandId === a);
    const rec = await t.call({
      method: 'POST',
      url: '/api/Shipping/collections/reconcile',
      token: s.cashier.token,
      payload: { caisseId: s.caisseId, collectionIds: [first.id] },
    });
    expect(rec.json()).toMatchObject({ reconciled: 1, amount: 10 });
    const again = await t.call({
      method: 'POST',
      url: '/api/Shipping/collections/reconcile',
      token: s.cashier.token,
      payload: { caisseId: s.caisseId, collectionIds: [first.id] },
    });
    expect(again.statusCode).toBe(409);
    const now = (await t.call({ method: 'GET', url: '/api/Shipping/collections?status=owed', token: s.admin.token })).json();
    expect(now.totals).toEqual({ collected: 50, reconciled: 0, owed: 50 });
    // The register holds it: a cash_on_delivery payment of the order, in its running totals.
    const ops = await t.deps.database.db
      .selectFrom('operations')
      .select(['type', 'modePayment', 'amount', 'command_id'])
      .where('caisse_id', '=', s.caisseId)
      .where('command_id', '=', a)
      .execute();
    expect(ops.map((o) => ({ ...o, amount: Number(o.amount) }))).toEqual([
      { type: 'payment', modePayment: 'cash_on_delivery', amount: 1000, command_id: a },
    ]);
    const totals = await t.deps.database.db
      .selectFrom('caisse_totals')
      .select('amount')
      .where('caisse_id', '=', s.caisseId)
      .where('modePayment', '=', 'cash_on_delivery')
      .executeTakeFirstOrThrow();
    expect(Number(totals.amount)).toBe(1000);
    const order = (await t.call({ method: 'GET', url: `/api/Command/${a}`, token: s.admin.token })).json();
    expect(order).toMatchObject({ etat: 'paid', paid: 10 });
  });
});

describe('who sees and moves what', () => {
  it("shows a delivery man his own deliveries only, and refuses him another one (404) and the managers' moves (403)", async () => {
    const s = await setup();
    const [a, b] = [await phoneOrder(s), await phoneOrder(s)];
    await reserve(s.admin.token, [a], { deliveryManId: s.man.id, deliveryDate: '2026-11-27', deliveryOrder: 1 });
    await reserve(s.admin.token, [b], { deliveryManId: s.man2.id, deliveryDate: '2026-11-27' });
    await batch(s.admin.token, 'PackCommands', { commandIds: [a, b] });
    await batch(s.admin.token, 'addCommandsToPending', { commandIds: [a, b] });
    const list = (await t.call({ method: 'GET', url: '/api/Shipping/commands', token: s.man.token })).json();
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([a]);
    const round = await t.call({
      method: 'GET',
      url: '/api/Shipping/GetCommandsBy?date=2026-11-27&deliveryManId=' + s.man2.id,
      token: s.man.token,
    });
    expect(round.json().map((c: { id: number }) => c.id)).toEqual([a]);
    expect((await t.call({ method: 'GET', url: `/api/Shipping/${b}`, token: s.man.token })).statusCode).toBe(404);
    expect((await batch(s.man.token, 'addCommandsToDelivering', { commandIds: [a, b] })).statusCode).toBe(404);
    expect((await batch(s.man.token, 'PackCommands', { commandIds: [a] })).statusCode).toBe(403);
    expect((await batch(s.man.token, 'addCommandsToDelivering', { commandIds: [a], deliveryManId: s.man2.id })).statusCode).toBe(403);
    // A cashier holds neither shipping tag.
    expect((await t.call({ method: 'GET', url: '/api/Shipping/commands', token: s.cashier.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/Shipping/initInfo', token: s.man.token })).json().deliveryMen).toEqual([
      { id: s.man.id, name: 'Youssef Livreur', tel: '+212600000001' },
    ]);
  });

  it("answers 404 for another company's orders, transport company and collections", async () => {
    const s = await setup();
    const id = await phoneOrder(s);
    await reserve(s.admin.token, [id], { transportCompanyId: s.transportCompanyId });
    const other = await newCompany(t);
    const admin = await newUser(t, other.entrepriseId, 'admin');
    const token = await signIn(t, admin.email);
    expect((await t.call({ method: 'GET', url: `/api/Shipping/${id}`, token })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/Shipping/${id}/info`, token, payload: { note: 'x' } })).statusCode).toBe(404);
    expect((await batch(token, 'PackCommands', { commandIds: [id] })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/Shipping/GetBlCommands/${s.transportCompanyId}`, token })).statusCode).toBe(404);
    expect((await reserve(s.admin.token, [id], { transportCompanyId: 999999 })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/Shipping/commands', token })).json().total).toBe(0);
  });
});

describe('processing and delivery forms', () => {
  it('finds a scanned ticket, hands the orders to a company and lists what its forms print', async () => {
    const s = await setup();
    const id = await phoneOrder(s, 2);
    await reserve(s.admin.token, [id]);
    await batch(s.admin.token, 'PackCommands', { commandIds: [id] });
    const order = (await t.call({ method: 'GET', url: `/api/Command/${id}`, token: s.admin.token })).json();
    const found = await t.call({
      method: 'GET',
      url: `/api/Shipping/Proccessing/Command?ticket=${order.ticketNumber}`,
      token: s.admin.token,
    });
    expect(found.json()[0]).toMatchObject({ id, state: 'packed' });
    expect((await t.call({ method: 'GET', url: '/api/Shipping/Proccessing/Command?ticket=987654', token: s.admin.token })).statusCode).toBe(
      404,
    );
    await batch(s.admin.token, 'addCommandsToPending', { commandIds: [id], transportCompanyId: s.transportCompanyId });
    const bl = (await t.call({ method: 'GET', url: `/api/Shipping/GetBlCommands/${s.transportCompanyId}`, token: s.admin.token })).json();
    expect(bl).toMatchObject({ transportCompany: { intitule: 'Amana' }, total: 20, toCollect: 20 });
    expect(bl.commands[0].lines).toEqual([{ label: 'Croissant', quantity: 2, unitPrice: 10, total: 20 }]);
    const kanban = (await t.call({ method: 'GET', url: '/api/Shipping/commands/kanban', token: s.admin.token })).json();
    expect(kanban.columns.find((c: { state: string }) => c.state === 'pending')).toMatchObject({ count: 1 });
    const byCompany = await t.call({
      method: 'GET',
      url: `/api/Shipping/Proccessing/Command?transportCompanyListId=${s.transportCompanyId}`,
      token: s.admin.token,
    });
    expect(byCompany.json().map((c: { id: number }) => c.id)).toEqual([id]);
  });
});

describe('concurrent moves', () => {
  it('moves an order once when two batches move it at the same time (the other is refused)', async () => {
    const s = await setup();
    const ids = [await phoneOrder(s), await phoneOrder(s)];
    await reserve(s.admin.token, ids);
    const answers = await Promise.all([
      batch(s.admin.token, 'PackCommands', { commandIds: ids }),
      batch(s.manager.token, 'PackCommands', { commandIds: [...ids].reverse() }),
      batch(s.admin.token, 'PackCommands', { commandIds: ids }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const moves = await t.deps.database.db
      .selectFrom('shipping_moves')
      .select('command_id')
      .where('to', '=', 'packed')
      .where('command_id', 'in', ids)
      .execute();
    expect(moves.length).toBe(2);
    // Two concurrent reservations of one order: one row.
    const c = await phoneOrder(s);
    const res = await Promise.all([reserve(s.admin.token, [c]), reserve(s.manager.token, [c])]);
    expect(res.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

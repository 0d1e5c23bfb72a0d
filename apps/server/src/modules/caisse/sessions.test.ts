import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedIn, signIn } from '../../../test/factories';
import { cashSetup, newRegister, setAccessCode, setConfig } from '../../../test/caisse-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let billets: { id: number; currencyTag: string; value: number }[];
beforeAll(async () => {
  t = await createTestApp();
  billets = await t.deps.database.db.selectFrom('billets').select(['id', 'currencyTag', 'value']).execute();
});
afterAll(async () => {
  await t.close();
});

const billetId = (currencyTag: string, value: number) => billets.find((b) => b.currencyTag === currencyTag && b.value === value)!.id;
const open = (token: string, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/Caisse/open', token, payload, headers });
const close = (token: string, id: number, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: `/api/Caisse/${id}/close`, token, payload, headers });
const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const addOp = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/CaisseOperations/add', token, payload });

describe('registers', () => {
  it('creates, renames, lists with their state and deletes a register; names are unique per store', async () => {
    const s = await cashSetup(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/Register',
      token: s.admin.token,
      payload: { magasinId: s.magasinId, intitule: 'Comptoir 2' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ magasinId: s.magasinId, intitule: 'Comptoir 2', isActive: true, session: null });
    const dup = await t.call({
      method: 'POST',
      url: '/api/Register',
      token: s.admin.token,
      payload: { magasinId: s.magasinId, intitule: 'comptoir 2' },
    });
    expect(dup.statusCode).toBe(409);
    const renamed = await t.call({
      method: 'POST',
      url: '/api/Register',
      token: s.admin.token,
      payload: { id: created.json().id, magasinId: s.magasinId, intitule: 'Terrasse' },
    });
    expect(renamed.json().intitule).toBe('Terrasse');
    await open(s.cashier.token, { registerId: s.registerId, openingFund: 100 });
    const list = await get(s.cashier.token, `/api/Magasin/${s.magasinId}/Registers`);
    expect(list.json().map((r: { intitule: string; session: unknown }) => [r.intitule, r.session !== null])).toEqual([
      ['Caisse 1', true],
      ['Terrasse', false],
    ]);
    expect((await t.call({ method: 'DELETE', url: `/api/Register/${s.registerId}`, token: s.admin.token })).statusCode).toBe(409);
    expect((await t.call({ method: 'DELETE', url: `/api/Register/${created.json().id}`, token: s.admin.token })).statusCode).toBe(200);
    expect((await get(s.admin.token, `/api/Magasin/${s.magasinId}/Registers`)).json()).toHaveLength(1);
    // A cashier runs registers but does not create them (gestion_magasin).
    expect(
      (await t.call({ method: 'POST', url: '/api/Register', token: s.cashier.token, payload: { magasinId: s.magasinId, intitule: 'X1' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('opening a session', () => {
  it('opens with the fund counted in notes and coins, records the opening fund, a notification and the audit', async () => {
    const s = await cashSetup(t);
    const res = await open(s.cashier.token, {
      registerId: s.registerId,
      billets: [
        { billetId: billetId('MAD', 20000), quantity: 2 },
        { billetId: billetId('MAD', 1000), quantity: 5 },
        { billetId: billetId('MAD', 50), quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      state: 'opened',
      openingFund: 451.5,
      registerId: s.registerId,
      magasinId: s.magasinId,
      currencyTag: 'MAD',
      openedBy: s.cashier.id,
    });
    expect(d.modes).toEqual([{ modePayment: 'cash', expected: 451.5, counted: null, difference: null }]);
    expect(
      d.billets.map((b: { value: number; quantity: number; amount: number; type: string }) => [b.value, b.quantity, b.amount, b.type]),
    ).toEqual([
      [200, 2, 400, 'opening'],
      [10, 5, 50, 'opening'],
      [0.5, 3, 1.5, 'opening'],
    ]);
    const { db } = t.deps.database;
    const notif = await db.selectFrom('notifications').selectAll().where('caisse_id', '=', d.id).execute();
    expect(notif.map((n) => n.tag)).toEqual(['open_cash']);
    expect(JSON.parse(notif[0].data!)).toMatchObject({ openingFund: 451.5, registerName: 'Caisse 1' });
    const audit = await db.selectFrom('audit_logs').select('action').where('entity', '=', 'caisse').where('entityId', '=', d.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['caisse.open']);
    const day = await get(s.cashier.token, `/api/CalendarDayEntity/getByTag?magasinId=${s.magasinId}&tag=${d.day}`);
    expect(day.json()).toMatchObject({ id: d.calendarDayId, state: 'opened', openSessions: 1 });
  });

  it('converts notes of another company currency at its rate (1 EUR = 10.8 MAD)', async () => {
    const s = await cashSetup(t);
    const res = await open(s.cashier.token, { registerId: s.registerId, billets: [{ billetId: billetId('EUR', 2000), quantity: 1 }] });
    expect(res.json().openingFund).toBe(216);
    const other = await newRegister(t, s.entrepriseId, s.magasinId, 'Caisse 2');
    const bad = await open(s.cashier.token, { registerId: other, billets: [{ billetId: 99999, quantity: 1 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'billets.0.billetId' })]);
  });

  it('refuses a second open session on a register (409), also under 10 concurrent attempts', async () => {
    const s = await cashSetup(t);
    expect((await open(s.cashier.token, { registerId: s.registerId })).statusCode).toBe(200);
    const again = await open(s.cashier.token, { registerId: s.registerId });
    expect(again.statusCode).toBe(409);
    const other = await newRegister(t, s.entrepriseId, s.magasinId, 'Caisse 2');
    const codes = await Promise.all(
      Array.from({ length: 10 }, () => open(s.cashier.token, { registerId: other, openingFund: 50 }).then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const rows = await t.deps.database.db.selectFrom('caisses').select('id').where('register_id', '=', other).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers a retried open (same Idempotency-Key) with the first session, and 409 for the key with another body', async () => {
    const s = await cashSetup(t);
    const key = { 'idempotency-key': `open-${Date.now()}-abc` };
    const first = await open(s.cashier.token, { registerId: s.registerId, openingFund: 200 }, key);
    const retry = await open(s.cashier.token, { registerId: s.registerId, openingFund: 200 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await open(s.cashier.token, { registerId: s.registerId, openingFund: 300 }, key)).statusCode).toBe(409);
    const bad = await open(s.cashier.token, { registerId: s.registerId, clientId: 'short' });
    expect(bad.statusCode).toBe(422);
  });

  it("answers 404 for another company's or another store's register, 403 without gestion_caisse", async () => {
    const s = await cashSetup(t);
    const other = await cashSetup(t);
    expect((await open(s.admin.token, { registerId: other.registerId })).statusCode).toBe(404);
    const { newStore } = await import('../../../test/factories');
    const store2 = await newStore(t, s.entrepriseId);
    const reg2 = await newRegister(t, s.entrepriseId, store2);
    expect((await open(s.cashier.token, { registerId: reg2 })).statusCode).toBe(404);
    expect((await get(s.cashier.token, `/api/Magasin/${store2}/Registers`)).statusCode).toBe(404);
    expect((await open(s.admin.token, { registerId: reg2 })).statusCode).toBe(200);
    const baker = await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.magasinId] });
    const bakerToken = await signIn(t, baker.email);
    expect((await open(bakerToken, { registerId: s.registerId })).statusCode).toBe(403);
    expect((await get(bakerToken, `/api/Caisse/getOpened/byMagasin/${s.magasinId}`)).statusCode).toBe(403);
  });
});

describe('closing a session', () => {
  it('needs the counted amount of every mode that moved, then closes with expected, counted and difference', async () => {
    const s = await cashSetup(t);
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 500 })).json().id;
    await addOp(s.cashier.token, { caisseId: id, type: 'advance', modePayment: 'pos_machine', amount: 80 });
    await addOp(s.cashier.token, { caisseId: id, type: 'withdrawal', amount: 120.5, reason: 'Dépôt banque' });
    const missing = await close(s.cashier.token, id, { counted: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['counted.cash', 'counted.pos_machine']);
    const res = await close(s.cashier.token, id, {
      counted: [{ modePayment: 'pos_machine', amount: 80 }],
      billets: [
        { billetId: billetId('MAD', 20000), quantity: 1 },
        { billetId: billetId('MAD', 10000), quantity: 1 },
        { billetId: billetId('MAD', 5000), quantity: 1 },
        { billetId: billetId('MAD', 2000), quantity: 1 },
        { billetId: billetId('MAD', 1000), quantity: 1 },
        { billetId: billetId('MAD', 50), quantity: 1 },
      ],
      note: 'RAS',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      state: 'closed',
      expectedTotal: 459.5,
      countedTotal: 460.5,
      difference: 1,
      closedBy: s.cashier.id,
      closingNote: 'RAS',
    });
    expect(d.modes).toEqual([
      { modePayment: 'cash', expected: 379.5, counted: 380.5, difference: 1 },
      { modePayment: 'pos_machine', expected: 80, counted: 80, difference: 0 },
    ]);
    expect(d.billets.filter((b: { type: string }) => b.type === 'closing')).toHaveLength(6);
    expect((await close(s.cashier.token, id, { counted: [{ modePayment: 'cash', amount: 1 }] })).statusCode).toBe(409);
    expect((await addOp(s.cashier.token, { caisseId: id, type: 'fees', subType: 'ads', amount: 5 })).statusCode).toBe(409);
    const notifs = await t.deps.database.db.selectFrom('notifications').select('tag').where('caisse_id', '=', id).orderBy('id').execute();
    expect(notifs.map((n) => n.tag)).toEqual(['open_cash', 'withdrawal', 'close_cash']);
    // The register is free again.
    expect((await open(s.cashier.token, { registerId: s.registerId })).statusCode).toBe(200);
  });

  it("needs a manager's approval for a difference beyond the threshold: refused to a cashier's code, kept for a manager's", async () => {
    const s = await cashSetup(t);
    await setConfig(t, s.entrepriseId, 'two_step_manager_approval', true);
    await setConfig(t, s.entrepriseId, 'cash_difference_threshold', 10);
    await setAccessCode(t, s.entrepriseId, s.cashier.id, '111111');
    await setAccessCode(t, s.entrepriseId, s.manager.id, '222222');
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 300 })).json().id;
    const none = await close(s.cashier.token, id, { counted: [{ modePayment: 'cash', amount: 280 }] });
    expect(none.statusCode).toBe(422);
    // The remark and the approval are asked at once; the 422 says what is approved and why (the approval dialog shows it).
    expect(none.json().errors).toEqual([
      expect.objectContaining({ field: 'note' }),
      { field: 'approval', message: "L'écart de caisse dépasse le seuil fixé par l'entreprise." },
    ]);
    const body = { counted: [{ modePayment: 'cash', amount: 280 }], note: 'Erreur de rendu' };
    expect((await close(s.cashier.token, id, body)).json().errors).toEqual([expect.objectContaining({ field: 'approval' })]);
    const refused = await close(s.cashier.token, id, { ...body, approval: { code: '111111' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[1]).toEqual({
      field: 'approval.reason',
      message: "L'écart de caisse dépasse le seuil fixé par l'entreprise.",
    });
    expect((await close(s.cashier.token, id, { ...body, approval: { code: '999999' } })).statusCode).toBe(403);
    expect((await close(s.cashier.token, id, { ...body, approval: { code: '222222', userId: s.cashier.id } })).statusCode).toBe(403);
    expect((await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json().state).toBe('opened');
    const ok = await close(s.cashier.token, id, { ...body, approval: { code: '222222' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().difference).toBe(-20);
    expect(ok.json().approvals).toEqual([
      expect.objectContaining({
        action: 'closing_difference',
        amount: 20,
        requestedBy: s.cashier.id,
        approvedBy: s.manager.id,
        approvedByName: 'User gerant',
      }),
    ]);
  });

  it('closes without approval within the threshold, or when two-step approval is off', async () => {
    const s = await cashSetup(t);
    await setConfig(t, s.entrepriseId, 'cash_difference_threshold', 10);
    const a = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 300 })).json().id;
    expect((await close(s.cashier.token, a, { counted: [{ modePayment: 'cash', amount: 100 }], note: 'Retrait oublié' })).statusCode).toBe(
      200,
    );
    await setConfig(t, s.entrepriseId, 'two_step_manager_approval', true);
    const b = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 300 })).json().id;
    expect((await close(s.cashier.token, b, { counted: [{ modePayment: 'cash', amount: 290 }] })).statusCode).toBe(200);
    // A manager closing their own session approves it themself.
    const c = (await open(s.manager.token, { registerId: s.registerId, openingFund: 300 })).json().id;
    const res = await close(s.manager.token, c, { counted: [{ modePayment: 'cash', amount: 200 }], note: 'Billet de 100 manquant' });
    expect(res.json().approvals).toEqual([expect.objectContaining({ approvedBy: s.manager.id })]);
  });
});

describe('sessions lists, detail and business days', () => {
  it('lists opened and closed sessions of a store, paged, with graph data and the gateway read', async () => {
    const s = await cashSetup(t);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 100 })).json().id;
      await close(s.cashier.token, id, { counted: [{ modePayment: 'cash', amount: 100 + i }], note: i ? 'Pourboire' : undefined });
      ids.push(id);
    }
    const live = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 100 })).json().id;
    const closed = await get(s.cashier.token, `/api/Caisse/getClosed/byMagasin/${s.magasinId}?limit=2`);
    expect(closed.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(closed.json().data.map((x: { id: number; difference: number }) => [x.id, x.difference])).toEqual([
      [ids[2], 2],
      [ids[1], 1],
    ]);
    const opened = await get(s.cashier.token, `/api/Caisse/getOpened/byMagasin/${s.magasinId}/`);
    expect(opened.json().map((x: { id: number }) => x.id)).toEqual([live]);
    const graph = (await get(s.cashier.token, `/api/Caisse/graphData/${s.magasinId}?selectedTime=week`)).json();
    expect(graph.points).toHaveLength(7);
    expect(graph.points[6]).toMatchObject({ sessions: 4, difference: 3, counted: 303, expected: 300 });
    const gw = await get(s.admin.token, `/api/gateway/gatewayAP/Caisse/getClosed?entityListId=${s.magasinId},0`);
    expect(
      gw
        .json()
        .map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([...ids].sort());
    const other = await cashSetup(t);
    expect((await get(other.admin.token, `/api/Caisse/getClosed/byMagasin/${s.magasinId}`)).statusCode).toBe(404);
    expect((await get(other.admin.token, `/api/Caisse/${live}/getDetail`)).statusCode).toBe(404);
    expect((await get(other.admin.token, `/api/gateway/gatewayAP/Caisse/getClosed?entityListId=${s.magasinId}`)).json()).toEqual([]);
  });

  it('acknowledges (accuse) a closed session once, and refuses an open one', async () => {
    const s = await cashSetup(t);
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 10 })).json().id;
    expect((await t.call({ method: 'POST', url: `/api/Caisse/${id}/accuse/`, token: s.manager.token })).statusCode).toBe(409);
    await close(s.cashier.token, id, { counted: [{ modePayment: 'cash', amount: 10 }] });
    const first = await t.call({ method: 'POST', url: `/api/Caisse/${id}/accuse/`, token: s.manager.token });
    expect(first.json()).toMatchObject({ accusedBy: s.manager.id });
    const again = await t.call({ method: 'POST', url: `/api/Caisse/${id}/accuse`, token: s.admin.token });
    expect(again.json()).toMatchObject({ accusedBy: s.manager.id, accusedAt: first.json().accusedAt });
  });

  it('closes a business day only when its sessions are closed; a closed day takes no new session until a manager reopens it', async () => {
    const s = await cashSetup(t);
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 10 })).json().id;
    const upd = (token: string, state: string) =>
      t.call({ method: 'POST', url: '/api/CalendarDayEntity/updateByTag', token, payload: { magasinId: s.magasinId, state } });
    expect((await upd(s.cashier.token, 'closed')).statusCode).toBe(409);
    await close(s.cashier.token, id, { counted: [{ modePayment: 'cash', amount: 10 }] });
    const closedDay = await upd(s.cashier.token, 'closed');
    expect(closedDay.json()).toMatchObject({ state: 'closed', openSessions: 0 });
    expect((await open(s.cashier.token, { registerId: s.registerId })).statusCode).toBe(409);
    expect((await upd(s.cashier.token, 'opened')).statusCode).toBe(409);
    expect((await upd(s.manager.token, 'opened')).json().state).toBe('opened');
    expect((await open(s.cashier.token, { registerId: s.registerId })).statusCode).toBe(200);
    expect((await get(s.cashier.token, `/api/CalendarDayEntity/getByTag?magasinId=${s.magasinId}&tag=2020-01-01`)).statusCode).toBe(404);
    const other = await cashSetup(t);
    expect((await get(other.admin.token, `/api/CalendarDayEntity/getByTag?magasinId=${s.magasinId}`)).statusCode).toBe(404);
  });

  it('lists denominations and records a control count against the expected cash', async () => {
    const s = await cashSetup(t);
    const list = (await get(s.cashier.token, '/api/CalendarDayEntity/Billets?currencyTag=MAD')).json();
    expect(list.map((b: { value: number }) => b.value)).toEqual([200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05]);
    expect(
      (await get(s.cashier.token, '/api/CalendarDayEntity/Billets')).json().some((b: { currencyTag: string }) => b.currencyTag === 'EUR'),
    ).toBe(true);
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 100 })).json().id;
    const ctrl = await t.call({
      method: 'POST',
      url: '/api/BilletOperation',
      token: s.cashier.token,
      payload: { caisseId: id, billets: [{ billetId: billetId('MAD', 5000), quantity: 1 }] },
    });
    expect(ctrl.json()).toMatchObject({ caisseId: id, counted: 50, expected: 100, difference: -50 });
    // A retried control count (same key) is kept once.
    const retry = () =>
      t.call({
        method: 'POST',
        url: '/api/BilletOperation',
        token: s.cashier.token,
        headers: { 'idempotency-key': `ctrl-${id}-retry` },
        payload: { caisseId: id, billets: [{ billetId: billetId('MAD', 2000), quantity: 2 }] },
      });
    expect((await retry()).json()).toMatchObject({ counted: 40 });
    expect((await retry()).headers['idempotent-replayed']).toBe('true');
    expect((await get(s.cashier.token, `/api/Billet/Operations?caisseId=${id}&type=control`)).json()).toHaveLength(2);
    const ops = await get(s.cashier.token, `/api/Billet/Operations?caisseId=${id}&type=control`);
    expect(ops.json()[0]).toEqual(expect.objectContaining({ value: 50, quantity: 1, amount: 50, type: 'control' }));
    const other = await cashSetup(t);
    expect((await get(other.admin.token, `/api/Billet/Operations?caisseId=${id}`)).statusCode).toBe(404);
  });
});

describe('a company without the cash functionality', () => {
  it('answers 403 on the cash calls', async () => {
    const s = await signedIn(t, 'admin', { functionalities: ['gestion_stock'] });
    expect((await get(s.token, '/api/CaisseOperation/Types')).statusCode).toBe(403);
    expect((await get(s.token, '/api/cash/Operations')).statusCode).toBe(403);
  });
});

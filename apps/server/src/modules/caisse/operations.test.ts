import { expectedByMode, toMinor } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signIn } from '../../../test/factories';
import { cashSetup, newCommand, setAccessCode, setConfig } from '../../../test/caisse-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const addOp = (token: string, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/CaisseOperations/add', token, payload, headers });
async function openSession(token: string, registerId: number, fund = 500): Promise<number> {
  const r = await t.call({ method: 'POST', url: '/api/Caisse/open', token, payload: { registerId, openingFund: fund } });
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json().id as number;
}

describe('operations and expected cash', () => {
  it('derives the expected cash per mode from the operations, equal to the ledger summed by the shared formula', async () => {
    const s = await cashSetup(t);
    const id = await openSession(s.cashier.token, s.registerId, 500);
    const sale = await newCommand(t, { entrepriseId: s.entrepriseId, magasinId: s.magasinId, caisseId: id, total: 15_050 });
    const card = await newCommand(t, { entrepriseId: s.entrepriseId, magasinId: s.magasinId, caisseId: id, total: 8_000 });
    const credit = await newCommand(t, {
      entrepriseId: s.entrepriseId,
      magasinId: s.magasinId,
      caisseId: null,
      total: 30_000,
      isCredit: true,
      clientName: 'Fatima Zahra',
    });
    const pay = (commandId: number, modePayment: string) =>
      t.call({
        method: 'POST',
        url: '/api/Operation/PayTotaly',
        token: s.cashier.token,
        payload: { commandId, caisseId: id, modePayment },
      });
    const paid = await pay(sale, 'cash');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().command).toMatchObject({ paid: 150.5, etat: 'paid' });
    expect(paid.json().operation).toMatchObject({ type: 'payment', amount: 150.5, modePayment: 'cash', commandId: sale });
    expect((await pay(sale, 'cash')).statusCode).toBe(409);
    await pay(card, 'pos_machine');
    const partial = await addOp(s.cashier.token, { caisseId: id, type: 'credit', amount: 100, commandId: credit });
    expect(partial.json()).toMatchObject({ type: 'credit', amount: 100, commandId: credit });
    expect((await addOp(s.cashier.token, { caisseId: id, type: 'credit', amount: 250, commandId: credit })).statusCode).toBe(422);
    await addOp(s.cashier.token, { caisseId: id, type: 'advance', amount: 40 });
    await addOp(s.cashier.token, { caisseId: id, type: 'withdrawal', amount: 200, reason: 'Coffre' });
    await addOp(s.cashier.token, { caisseId: id, type: 'fees', subType: 'packaging', amount: 12.3, reason: 'Sacs' });
    await addOp(s.cashier.token, { caisseId: id, type: 'charges', amount: 7.7, reason: 'Eau' });
    const detail = (await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json();
    // 500 + 150.50 + 100 + 40 − 200 − 12.30 − 7.70 = 570.50 in cash; 80 by card.
    expect(detail.modes).toEqual([
      { modePayment: 'cash', expected: 570.5, counted: null, difference: null },
      { modePayment: 'pos_machine', expected: 80, counted: null, difference: null },
    ]);
    const ledger = (await get(s.cashier.token, `/api/Operations/ByCaisse/${id}/?limit=100`)).json().data as {
      type: string;
      modePayment: string;
      amount: number;
    }[];
    const fromLedger = expectedByMode(ledger.map((o) => ({ ...o, amount: toMinor(o.amount) })));
    expect(fromLedger).toEqual({ cash: 57_050, pos_machine: 8_000 });
    expect(detail).toMatchObject({ commandsCount: 2, salesTotal: 230.5 });
    const credited = await get(s.cashier.token, `/api/Credits/Journal`);
    expect(credited.json()).toMatchObject({ total: 1, remaining: 200 });
    expect(credited.json().data[0]).toMatchObject({ remaining: 200, command: { id: credit, clientName: 'Fatima Zahra', paid: 100 } });
    expect(credited.json().data[0].repayments).toEqual([expect.objectContaining({ type: 'credit', amount: 100 })]);
  });

  it('lists every field problem of an operation (422)', async () => {
    const s = await cashSetup(t);
    const id = await openSession(s.cashier.token, s.registerId);
    const bad = await addOp(s.cashier.token, { caisseId: id, type: 'fees', amount: 0 }, undefined);
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'subType']);
    const bad2 = await addOp(s.cashier.token, { caisseId: id, type: 'withdrawal', amount: '12,345', modePayment: 'bitcoin' });
    expect(
      bad2
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'modePayment', 'reason']);
    expect((await addOp(s.cashier.token, { caisseId: id, type: 'payment', amount: 5 })).statusCode).toBe(422);
    const comma = await addOp(s.cashier.token, { caisseId: id, type: 'fees', subType: 'other', amount: '12,34' });
    expect(comma.json()).toMatchObject({ amount: 12.34, subType: 'other' });
  });

  it("needs a manager's approval for a withdrawal or fee above the threshold, and keeps it", async () => {
    const s = await cashSetup(t);
    await setConfig(t, s.entrepriseId, 'two_step_manager_approval', true);
    await setConfig(t, s.entrepriseId, 'cash_operation_threshold', 100);
    await setAccessCode(t, s.entrepriseId, s.cashier.id, '123456');
    await setAccessCode(t, s.entrepriseId, s.manager.id, '654321');
    const id = await openSession(s.cashier.token, s.registerId, 1000);
    expect((await addOp(s.cashier.token, { caisseId: id, type: 'withdrawal', amount: 100, reason: 'Petite' })).statusCode).toBe(200);
    const big = { caisseId: id, type: 'withdrawal', amount: 600, reason: 'Banque' };
    expect((await addOp(s.cashier.token, big)).statusCode).toBe(422);
    expect((await addOp(s.cashier.token, { ...big, approval: { code: '123456' } })).statusCode).toBe(403);
    const ok = await addOp(s.cashier.token, { ...big, approval: { code: '654321' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().approvalId).toBeGreaterThan(0);
    expect(
      (await addOp(s.cashier.token, { caisseId: id, type: 'fees', subType: 'ads', amount: 150, approval: { code: '654321' } })).statusCode,
    ).toBe(200);
    // Money coming in needs no approval.
    expect((await addOp(s.cashier.token, { caisseId: id, type: 'advance', amount: 5000 })).statusCode).toBe(200);
    const detail = (await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json();
    expect(detail.approvals.map((a: { action: string; amount: number; approvedBy: number }) => [a.action, a.amount, a.approvedBy])).toEqual(
      [
        ['withdrawal', 600, s.manager.id],
        ['fees', 150, s.manager.id],
      ],
    );
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', 'like', 'caisse.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['caisse.open', 'caisse.withdrawal', 'caisse.withdrawal', 'caisse.fees']);
  });

  it('applies an operation once for 10 parallel requests with one key (header or clientId), and 409 for the key with another body', async () => {
    const s = await cashSetup(t);
    const id = await openSession(s.cashier.token, s.registerId, 1000);
    const key = `op-${Date.now()}-par`;
    const body = { caisseId: id, type: 'withdrawal', amount: 50, reason: 'Coffre' };
    const all = await Promise.all(Array.from({ length: 10 }, () => addOp(s.cashier.token, body, { 'idempotency-key': key })));
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => r.json().id)).size).toBe(1);
    expect(all.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    const viaBody = await addOp(s.cashier.token, { ...body, clientId: key });
    expect(viaBody.json().id).toBe(all[0].json().id);
    expect((await addOp(s.cashier.token, { ...body, amount: 51 }, { 'idempotency-key': key })).statusCode).toBe(409);
    expect((await addOp(s.cashier.token, { ...body, clientId: 'other-key-1' }, { 'idempotency-key': key })).statusCode).toBe(422);
    const ops = (await get(s.cashier.token, `/api/Operations/ByCaisse/${id}?type=withdrawal`)).json();
    expect(ops.total).toBe(1);
    const totals = (await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json().totals;
    expect(totals).toContainEqual({ type: 'withdrawal', modePayment: 'cash', amount: 50, count: 1 });
  });

  it('changes the payment mode of an operation, moving its running total, audited; not once the session is closed', async () => {
    const s = await cashSetup(t);
    const id = await openSession(s.cashier.token, s.registerId, 100);
    const op = (await addOp(s.cashier.token, { caisseId: id, type: 'advance', amount: 30 })).json();
    const put = (opId: number, token: string, modePayment: string) =>
      t.call({ method: 'PUT', url: `/api/Operation/${opId}/modePayment`, token, payload: { modePayment, reason: 'Erreur de saisie' } });
    const moved = await put(op.id, s.cashier.token, 'pos_machine');
    expect(moved.json()).toMatchObject({ id: op.id, modePayment: 'pos_machine' });
    const detail = (await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json();
    expect(detail.modes).toEqual([
      { modePayment: 'cash', expected: 100, counted: null, difference: null },
      { modePayment: 'pos_machine', expected: 30, counted: null, difference: null },
    ]);
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('data')
      .where('action', '=', 'operation.mode_payment')
      .where('entityId', '=', op.id)
      .execute();
    expect(JSON.parse(audit[0].data!)).toMatchObject({ from: 'cash', to: 'pos_machine', amount: 30 });
    const fund = (await get(s.cashier.token, `/api/Operations/ByCaisse/${id}?type=opening_fund`)).json().data[0];
    expect((await put(fund.id, s.cashier.token, 'pos_machine')).statusCode).toBe(422);
    const other = await cashSetup(t);
    expect((await put(op.id, other.admin.token, 'cash')).statusCode).toBe(404);
    await t.call({
      method: 'POST',
      url: `/api/Caisse/${id}/close`,
      token: s.cashier.token,
      payload: {
        counted: [
          { modePayment: 'cash', amount: 100 },
          { modePayment: 'pos_machine', amount: 30 },
        ],
      },
    });
    expect((await put(op.id, s.cashier.token, 'cash')).statusCode).toBe(409);
  });

  it('refuses a payment method the company turned off; lists and edits methods with gestion_payment_methods only', async () => {
    const s = await cashSetup(t);
    const methods = (await get(s.cashier.token, '/api/Operation/Methods')).json();
    expect(methods.map((m: { tag: string }) => m.tag)).toEqual([
      'cash',
      'bank_transfer',
      'pos_machine',
      'gift_cheque',
      'delivery_platform',
      'direct_bank_transfer',
      'cash_on_delivery',
      'online_payment_provider',
    ]);
    const edit = (token: string, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/Operation/Methods', token, payload });
    expect((await edit(s.cashier.token, { tag: 'pos_machine', isActive: false })).statusCode).toBe(403);
    const off = await edit(s.admin.token, { tag: 'pos_machine', isActive: false, intitule: 'TPE Banque' });
    expect(off.json().find((m: { tag: string }) => m.tag === 'pos_machine')).toMatchObject({ isActive: false, intitule: 'TPE Banque' });
    expect((await edit(s.admin.token, { tag: 'cash', isActive: false })).statusCode).toBe(422);
    const id = await openSession(s.cashier.token, s.registerId);
    const refused = await addOp(s.cashier.token, { caisseId: id, type: 'advance', amount: 10, modePayment: 'pos_machine' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'modePayment' })]);
    const types = (await get(s.cashier.token, '/api/CaisseOperation/Types')).json();
    expect(types.find((x: { tag: string }) => x.tag === 'fees')).toEqual({
      tag: 'fees',
      manual: true,
      sign: -1,
      subTypes: ['ads', 'packaging', 'delivery_fees', 'miscellaneous_costs', 'other'],
    });
  });

  it('lists operations by store and register with page, type, from, to and the default limit 10; recaps them', async () => {
    const s = await cashSetup(t);
    const id = await openSession(s.cashier.token, s.registerId, 100);
    for (let i = 1; i <= 12; i++) await addOp(s.cashier.token, { caisseId: id, type: 'fees', subType: 'other', amount: i });
    const p1 = (await get(s.cashier.token, `/api/Operations/ByMagasin/${s.magasinId}/`)).json();
    expect(p1).toMatchObject({ total: 13, page: 1, limit: 10 });
    expect(p1.data).toHaveLength(10);
    const p2 = (await get(s.cashier.token, `/api/Operations/ByMagasin/${s.magasinId}/?page=2&type=fees`)).json();
    expect(p2).toMatchObject({ total: 12, page: 2 });
    expect(p2.data.map((o: { amount: number }) => o.amount)).toEqual([2, 1]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(s.cashier.token, `/api/Operations/ByCaisse/${id}/?from=${today}&to=${today}`)).json().total).toBe(13);
    expect((await get(s.cashier.token, `/api/Operations/ByCaisse/${id}/?from=2020-01-01&to=2020-01-02`)).json().total).toBe(0);
    expect((await get(s.cashier.token, `/api/Operations/ByCaisse/${id}/?type=nope`)).statusCode).toBe(422);
    const recap = (await get(s.cashier.token, `/api/Magasin/${s.magasinId}/getRecapOperations/`)).json();
    expect(recap.totals).toEqual([
      { type: 'fees', modePayment: 'cash', amount: 78, count: 12 },
      { type: 'opening_fund', modePayment: 'cash', amount: 100, count: 1 },
    ]);
    expect(recap.expected).toEqual([{ modePayment: 'cash', amount: 22 }]);
    const dayId = (await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json().calendarDayId;
    expect((await get(s.cashier.token, `/api/CalendarDayEntity/${dayId}/Operation?limit=5`)).json()).toMatchObject({ total: 13, limit: 5 });
    expect((await get(s.cashier.token, `/api/CalendarDayEntity/${dayId}/getRecapOperations`)).json().expected).toEqual([
      { modePayment: 'cash', amount: 22 },
    ]);
    // The cash-register service's and the gateway's reads.
    expect((await get(s.cashier.token, `/api/cash/Operations?typeTags=fees`)).json()).toHaveLength(12);
    expect((await get(s.cashier.token, `/api/cash/Paginated/Operations?limit=3`)).json()).toMatchObject({ total: 13, limit: 3 });
    expect((await get(s.cashier.token, `/api/cash/Entity/${s.magasinId}/getByTagV2?typeTags=fees`)).json().totals).toEqual([
      { type: 'fees', modePayment: 'cash', amount: 78, count: 12 },
    ]);
    expect((await get(s.cashier.token, `/api/gateway/Entity/${s.magasinId}/getByTag`)).json().totals).toEqual([
      { type: 'fees', amount: 78, count: 12 },
      { type: 'opening_fund', amount: 100, count: 1 },
    ]);
    const other = await cashSetup(t);
    expect((await get(other.admin.token, `/api/Operations/ByMagasin/${s.magasinId}`)).statusCode).toBe(404);
    expect((await get(other.admin.token, `/api/Operations/ByCaisse/${id}`)).statusCode).toBe(404);
    expect((await get(other.admin.token, `/api/CalendarDayEntity/${dayId}/Operation`)).statusCode).toBe(404);
    expect((await get(other.admin.token, `/api/cash/Operations`)).json()).toEqual([]);
    expect((await get(other.admin.token, `/api/gateway/Entity/${s.magasinId}/getByTag`)).statusCode).toBe(404);
  });
});

describe('orders of a session', () => {
  it('lists the orders of a session, validates one waiting for it, recaps them and their products', async () => {
    const s = await cashSetup(t);
    const id = await openSession(s.cashier.token, s.registerId);
    const lines = [
      { label: 'Msemen', quantity: 4, total: 2_000, priceId: 11 },
      { label: 'Café noir', quantity: 2, total: 2_400, priceId: 12 },
    ];
    const a = await newCommand(t, {
      entrepriseId: s.entrepriseId,
      magasinId: s.magasinId,
      caisseId: id,
      total: 4_400,
      paid: 4_400,
      lines,
      ticketNumber: 1,
    });
    const b = await newCommand(t, {
      entrepriseId: s.entrepriseId,
      magasinId: s.magasinId,
      caisseId: id,
      total: 1_000,
      etat: 'not_validated',
      lines: [lines[0]],
      ticketNumber: 2,
    });
    await newCommand(t, {
      entrepriseId: s.entrepriseId,
      magasinId: s.magasinId,
      caisseId: id,
      total: 900,
      etat: 'cancelled',
      lines: [lines[1]],
      ticketNumber: 3,
    });
    const list = (await get(s.cashier.token, `/api/Caisse/Command/${id}`)).json();
    expect(list.map((c: { ticketNumber: number }) => c.ticketNumber).sort()).toEqual([1, 2, 3]);
    const validated = await t.call({ method: 'POST', url: `/api/Caisse/${id}/validate/Command/${b}`, token: s.cashier.token });
    expect(validated.json()).toMatchObject({ id: b, etat: 'validated' });
    expect((await t.call({ method: 'POST', url: `/api/Caisse/${id}/validate/Command/${b}`, token: s.cashier.token })).statusCode).toBe(409);
    expect(
      (await t.call({ method: 'POST', url: `/api/Caisse/${id}/validate/Command/${a + 100000}`, token: s.cashier.token })).statusCode,
    ).toBe(404);
    const recap = await t.call({ method: 'POST', url: '/api/Caisse/CommandsRecap', token: s.cashier.token, payload: { caisseIds: [id] } });
    expect(recap.json()).toMatchObject({ count: 2, total: 54, paid: 44 });
    expect(recap.json().byEtat).toEqual([
      { etat: 'cancelled', count: 1, total: 9 },
      { etat: 'validated', count: 2, total: 54 },
    ]);
    const products = (await get(s.cashier.token, `/api/Caisse/${id}/recapVentesByProduct/`)).json();
    expect(products).toEqual([
      { priceId: 11, label: 'Msemen', quantity: 8, total: 40 },
      { priceId: 12, label: 'Café noir', quantity: 2, total: 24 },
    ]);
    const other = await cashSetup(t);
    expect((await get(other.admin.token, `/api/Caisse/Command/${id}`)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/Caisse/CommandsRecap', token: other.admin.token, payload: { caisseIds: [id] } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('credits journal', () => {
  it('pages credit orders by keyword and dates, exports them to xlsx, and needs commande_credite', async () => {
    const s = await cashSetup(t);
    const base = { entrepriseId: s.entrepriseId, magasinId: s.magasinId, caisseId: null, isCredit: true };
    await newCommand(t, { ...base, total: 10_000, clientName: 'Youssef Amrani', ticketNumber: 41 });
    await newCommand(t, { ...base, total: 5_000, paid: 1_000, clientName: 'Khadija Bennani', ticketNumber: 42 });
    await newCommand(t, { ...base, isCredit: false, total: 7_000, clientName: 'Youssef Amrani' });
    const all = (await get(s.cashier.token, '/api/Credits/Journal')).json();
    expect(all).toMatchObject({ total: 2, page: 1, limit: 10, remaining: 140 });
    expect(
      (await get(s.cashier.token, '/api/Credits/Journal?keyword=youssef')).json().data.map((e: { remaining: number }) => e.remaining),
    ).toEqual([100]);
    expect((await get(s.cashier.token, '/api/Credits/Journal?keyword=42')).json().total).toBe(1);
    expect((await get(s.cashier.token, '/api/Credits/Journal?keyword=100%25')).json().total).toBe(0);
    expect((await get(s.cashier.token, '/api/Credits/Journal?from=2020-01-01&to=2020-12-31')).json().total).toBe(0);
    // The order lists' keyword: the client's phone, typed in its national form, finds the credit order.
    const client = (
      await t.call({
        method: 'POST',
        url: '/api/Client/',
        token: s.admin.token,
        payload: { name: 'Khadija Bennani', tel: '0661 23 45 67' },
      })
    ).json().client;
    await t.deps.database.db
      .updateTable('commands')
      .set({ client_id: client.id })
      .where('ticketNumber', '=', 42)
      .where('entreprise_id', '=', s.entrepriseId)
      .execute();
    const byPhone = (await get(s.cashier.token, '/api/Credits/Journal?keyword=0661234567')).json();
    expect(byPhone.data.map((e: { command: { ticketNumber: number } }) => e.command.ticketNumber)).toEqual([42]);
    expect(byPhone).toMatchObject({ total: 1, remaining: 40 });
    const xlsx = await t.call({ method: 'GET', url: '/api/Credits/Journal/Export?keyword=khadija', token: s.cashier.token, lang: 'ar' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/form_\d{8}_\d{6}\.xlsx/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('سجل الديون');
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(4).value).toBe('Khadija Bennani');
    expect(ws.getRow(2).getCell(7).value).toBe(40);
    const baker = await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.magasinId] });
    const token = await signIn(t, baker.email);
    expect((await get(token, '/api/Credits/Journal')).statusCode).toBe(403);
    expect((await get(token, '/api/Credits/Journal/Export')).statusCode).toBe(403);
    const other = await cashSetup(t);
    expect((await get(other.admin.token, '/api/Credits/Journal')).json().total).toBe(0);
  });
});

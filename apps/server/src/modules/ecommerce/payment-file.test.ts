// POST /Ecom/PayementFile (api-spec 7.4): the online payment provider's settlement file reconciles online orders'
// payments — a matched row pays its order once through the online-payment path (operation, state, points); every
// other row is listed with why; a malformed file is refused whole; another company's orders are unknown here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../test/caisse-factories';
import { newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipartFile, xlsxOfRows } from '../../../test/xlsx-files';
import { tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function shop() {
  const s = await tillSetup(t);
  const email = `amal-${randomUUID().slice(0, 8)}@client.test`;
  await newUser(t, s.entrepriseId, 'client', { email, name: 'Amal' });
  const saved = await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Amal Tazi', email } });
  expect(saved.statusCode, saved.body).toBe(200);
  const clientToken = await signIn(t, email);
  const order = async (payment = 'pay_at_pickup', quantity = 2) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Online/Command',
      token: clientToken,
      payload: {
        uuid: randomUUID(),
        magasinId: s.magasinId,
        mode: 'pickup',
        pickupAt: new Date(Date.now() + 3_600_000).toISOString(),
        payment,
        lines: [{ priceId: s.article.priceId, quantity }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; uuid: string; total: number };
  };
  return { ...s, clientId: saved.json().client.id as number, order };
}

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n'));
const send = (token: string, body: Buffer, name = 'settlement.csv') =>
  t.call({ method: 'POST', url: '/api/ecom/Ecom/PayementFile', token, ...multipartFile(body, name) });
const orderRow = (id: number) =>
  t.deps.database.db
    .selectFrom('commands')
    .select(['etat', 'paid', 'total', 'pointsEarned'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /Ecom/PayementFile', () => {
  it('pays the matched orders once and lists every other row with why', async () => {
    const s = await shop();
    await setConfig(t, s.entrepriseId, 'payment_provider_client_id', 'test-client-id');
    const a = await s.order();
    const b = await s.order();
    const c = await s.order();
    const d = await s.order('online_payment_provider');
    const dRef = (
      await t.deps.database.db.selectFrom('online_orders').select('providerRef').where('command_id', '=', d.id).executeTakeFirstOrThrow()
    ).providerRef!;
    const file = csv([
      ['Reference', 'Amount', 'Date', 'Status'],
      [a.uuid, '20.00', '2026-11-27T10:00:00Z', 'paid'],
      [b.uuid, '19.99', '2026-11-27', 'settled'],
      ['pi_unknown_123', '5', '2026-11-27', 'paid'],
      [dRef, '20', '2026-11-27', 'paid'],
      [c.uuid, '20', '2026-11-27', 'failed'],
    ]);
    const res = await send(s.admin.token, file);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.rows).toBe(5);
    expect(out.paid).toEqual([{ row: 2, reference: a.uuid, amount: 20, date: '2026-11-27T10:00:00.000Z', commandId: a.id }]);
    expect(out.mismatches.map((m: { row: number; reason: string; expected: number | null }) => [m.row, m.reason, m.expected])).toEqual([
      [3, 'amount_mismatch', 20],
      [4, 'unknown_reference', null],
      [5, 'already_paid', 0],
      [6, 'not_settled', null],
    ]);
    // The order is paid through the online-payment path: its operation, its history, its points (once).
    expect(await orderRow(a.id)).toMatchObject({ etat: 'paid' });
    expect(Number((await orderRow(a.id)).paid)).toBe(2000);
    expect(Number((await orderRow(a.id)).pointsEarned)).toBe(20);
    expect(Number((await orderRow(b.id)).paid)).toBe(0);
    const ops = await t.deps.database.db
      .selectFrom('operations')
      .select(['type', 'modePayment', 'amount', 'caisse_id', 'reason'])
      .where('command_id', '=', a.id)
      .execute();
    expect(ops).toEqual([{ type: 'payment', modePayment: 'online_payment_provider', amount: 2000, caisse_id: null, reason: a.uuid }]);
    const detail = await t.call({ method: 'GET', url: `/api/Command/${a.id}`, token: s.admin.token });
    expect(detail.json().history.at(-1)).toMatchObject({ from: 'unpaid', to: 'paid' });

    // The same file again pays nothing twice.
    const again = (await send(s.admin.token, file)).json();
    expect(again.paid).toEqual([]);
    expect(again.mismatches[0]).toMatchObject({ row: 2, reason: 'already_paid' });
    expect(Number((await orderRow(a.id)).paid)).toBe(2000);
    const points = (await t.call({ method: 'GET', url: `/api/Client/${s.clientId}`, token: s.admin.token })).json().client.loyaltyPoints;
    expect(points).toBe(20 + 20);
  });

  it('reads an xlsx file with the same columns, semicolons and decimal commas in a CSV', async () => {
    const s = await shop();
    const a = await s.order();
    const b = await s.order();
    const x = await send(
      s.admin.token,
      xlsxOfRows([
        ['reference', 'amount', 'date', 'status'],
        [a.uuid, 20, '2026-11-27', 'PAID'],
      ]),
      'settlement.xlsx',
    );
    expect(x.statusCode, x.body).toBe(200);
    expect(x.json().paid.map((p: { commandId: number }) => p.commandId)).toEqual([a.id]);
    const semi = await send(s.admin.token, Buffer.from(`référence;montant;date;statut\n${b.uuid};"20,00";27/11/2026 10:00;payé\n`));
    expect(semi.statusCode, semi.body).toBe(422);
    expect(semi.json().errors).toEqual([{ field: 'rows.2.date', message: 'Date invalide' }]);
    const ok = await send(s.admin.token, Buffer.from(`Reference;Montant;Date;Statut\n${b.uuid};"20,00";2026-11-27;payé\n`));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().paid.map((p: { commandId: number }) => p.commandId)).toEqual([b.id]);
  });

  it('refuses a malformed file whole, listing every problem, and pays nothing', async () => {
    const s = await shop();
    const a = await s.order();
    const noStatus = await send(
      s.admin.token,
      csv([
        ['reference', 'amount', 'date'],
        [a.uuid, '20', '2026-11-27'],
      ]),
    );
    expect(noStatus.statusCode).toBe(422);
    expect(noStatus.json().errors).toEqual([{ field: 'file', message: 'Colonne « status » absente' }]);
    const bad = await send(
      s.admin.token,
      csv([
        ['reference', 'amount', 'date', 'status'],
        [a.uuid, '20', '2026-11-27', 'paid'],
        ['', 'abc', 'yesterday', 'paid'],
        [a.uuid, '-3', '2026-11-27', ''],
      ]),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'rows.3.reference',
      'rows.3.amount',
      'rows.3.date',
      'rows.4.reference',
      'rows.4.amount',
      'rows.4.status',
    ]);
    expect(Number((await orderRow(a.id)).paid)).toBe(0);
    const empty = await t.call({ method: 'POST', url: '/api/ecom/Ecom/PayementFile', token: s.admin.token, payload: {} });
    expect(empty.statusCode).toBe(422);
  });

  it("never touches another company's orders, and needs the e-commerce right", async () => {
    const s = await shop();
    const other = await shop();
    const a = await s.order();
    const res = await send(
      other.admin.token,
      csv([
        ['reference', 'amount', 'date', 'status'],
        [a.uuid, '20', '2026-11-27', 'paid'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mismatches).toEqual([expect.objectContaining({ reason: 'unknown_reference', commandId: null })]);
    expect(Number((await orderRow(a.id)).paid)).toBe(0);
    const cashier = await send(
      s.cashier.token,
      csv([
        ['reference', 'amount', 'date', 'status'],
        [a.uuid, '20', '2026-11-27', 'paid'],
      ]),
    );
    expect(cashier.statusCode).toBe(403);
  });
});

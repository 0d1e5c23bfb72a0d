// The cash close of issue 23: the blind count (the expected amounts withheld from a cashier until the count is
// entered), the remark beyond the company's threshold, the modes whose ledger is the count, and the Z report's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSetup, setAccessCode, setConfig } from '../../../test/caisse-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, sale, tillSetup } from '../orders/orders-helpers';
import { addToTotals } from './caisse.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const open = (token: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/Caisse/open', token, payload });
const close = (token: string, id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/Caisse/${id}/close`, token, payload });
const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const addOp = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/CaisseOperations/add', token, payload });

describe('blind count', { timeout: 60_000 }, () => {
  it('is on by default: a cashier sees no expected amount of the open session until the count is entered', async () => {
    const s = await cashSetup(t, { blindCount: 'default' });
    const opened = await open(s.cashier.token, { registerId: s.registerId, openingFund: 300 });
    expect(opened.json()).toMatchObject({ blind: true, totals: [], modes: [{ modePayment: 'cash', expected: null }] });
    const id = opened.json().id;
    await addOp(s.cashier.token, { caisseId: id, type: 'advance', modePayment: 'pos_machine', amount: 80 });
    await addOp(s.cashier.token, { caisseId: id, type: 'withdrawal', amount: 50, reason: 'Coffre' });

    // The session's detail: which modes to count, never what they should hold.
    const detail = (await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json();
    expect(detail.blind).toBe(true);
    expect(detail.totals).toEqual([]);
    expect(detail.modes).toEqual([
      { modePayment: 'cash', expected: null, counted: null, difference: null },
      { modePayment: 'pos_machine', expected: null, counted: null, difference: null },
    ]);
    // A control count, the day's and the store's recaps, the X reading: nothing that gives the expected amounts away.
    const billet = (
      await t.deps.database.db
        .selectFrom('billets')
        .select('id')
        .where('currencyTag', '=', 'MAD')
        .where('value', '=', 20000)
        .executeTakeFirstOrThrow()
    ).id;
    const control = await t.call({
      method: 'POST',
      url: '/api/BilletOperation',
      token: s.cashier.token,
      payload: { caisseId: id, billets: [{ billetId: billet, quantity: 1 }] },
    });
    expect(control.json()).toMatchObject({ counted: 200, expected: null, difference: null });
    const dayRecap = (await get(s.cashier.token, `/api/CalendarDayEntity/${detail.calendarDayId}/getRecapOperations`)).json();
    expect(dayRecap).toMatchObject({ totals: [], expected: [] });
    expect((await get(s.cashier.token, `/api/Magasin/${s.magasinId}/getRecapOperations`)).json().expected).toEqual([]);
    expect((await get(s.cashier.token, `/api/cash/Entity/${s.magasinId}/getByTagV2`)).json().expected).toEqual([]);
    expect((await get(s.cashier.token, `/api/Caisse/${id}/zReport`)).statusCode).toBe(409);

    // The manager sees them all along.
    const managers = (await get(s.manager.token, `/api/Caisse/${id}/getDetail`)).json();
    expect(managers.blind).toBe(false);
    expect(managers.modes).toEqual([
      { modePayment: 'cash', expected: 250, counted: null, difference: null },
      { modePayment: 'pos_machine', expected: 80, counted: null, difference: null },
    ]);
    const byMode = (r: { json(): { expected: { modePayment: string; amount: number }[] } }) =>
      Object.fromEntries(r.json().expected.map((e) => [e.modePayment, e.amount]));
    expect(byMode(await get(s.manager.token, `/api/CalendarDayEntity/${detail.calendarDayId}/getRecapOperations`))).toEqual({
      cash: 250,
      pos_machine: 80,
    });
    expect((await get(s.manager.token, `/api/Caisse/${id}/zReport`)).statusCode).toBe(200);

    // The count entered, the session closes and the cashier reads expected, counted and difference.
    const closed = await close(s.cashier.token, id, {
      counted: [
        { modePayment: 'cash', amount: 250 },
        { modePayment: 'pos_machine', amount: 80 },
      ],
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ blind: false, state: 'closed', expectedTotal: 330, countedTotal: 330, difference: 0 });
    expect(closed.json().modes).toEqual([
      { modePayment: 'cash', expected: 250, counted: 250, difference: 0 },
      { modePayment: 'pos_machine', expected: 80, counted: 80, difference: 0 },
    ]);
    expect((await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json().totals.length).toBeGreaterThan(0);
    // Closed sessions count in the cashier's recaps again.
    expect(byMode(await get(s.cashier.token, `/api/CalendarDayEntity/${detail.calendarDayId}/getRecapOperations`))).toEqual({
      cash: 250,
      pos_machine: 80,
    });
  });

  it('is a company setting: turned off, the cashier sees the expected amounts', async () => {
    const s = await cashSetup(t, { blindCount: 'default' });
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 120 })).json().id;
    expect((await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json().blind).toBe(true);
    const saved = await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.admin.token,
      payload: { key: 'cash_blind_count', value: false },
    });
    expect(saved.statusCode).toBe(200);
    const detail = (await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json();
    expect(detail).toMatchObject({ blind: false, modes: [{ modePayment: 'cash', expected: 120 }] });
  });
});

describe('remark beyond the threshold', { timeout: 60_000 }, () => {
  it('is required when a difference passes the threshold, whatever two-step approval says; kept with the session', async () => {
    const s = await cashSetup(t);
    await setConfig(t, s.entrepriseId, 'cash_difference_threshold', 10);
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 200 })).json().id;
    const short = { counted: [{ modePayment: 'cash', amount: 185 }] };
    for (const note of [undefined, '   ']) {
      const res = await t.call({
        method: 'POST',
        url: `/api/Caisse/${id}/close`,
        token: s.cashier.token,
        payload: { ...short, note },
        lang: 'fr',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { field: 'note', message: "Une remarque est obligatoire : l'écart dépasse le seuil de l'entreprise" },
      ]);
    }
    // Nothing was written by the refusals.
    expect((await get(s.cashier.token, `/api/Caisse/${id}/getDetail`)).json().state).toBe('opened');
    const ok = await close(s.cashier.token, id, { ...short, note: 'Erreur de rendu de monnaie' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ difference: -15, closingNote: 'Erreur de rendu de monnaie' });
    // Exactly at the threshold: no remark needed.
    const b = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 200 })).json().id;
    expect((await close(s.cashier.token, b, { counted: [{ modePayment: 'cash', amount: 210 }] })).statusCode).toBe(200);
  });

  it("asks the remark and the manager's approval at once, and the blind cashier learns no amount from the refusal", async () => {
    const s = await cashSetup(t, { blindCount: true });
    await setConfig(t, s.entrepriseId, 'two_step_manager_approval', true);
    await setConfig(t, s.entrepriseId, 'cash_difference_threshold', 20);
    await setAccessCode(t, s.entrepriseId, s.manager.id, '246810');
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 400 })).json().id;
    const counted = [{ modePayment: 'cash', amount: 350 }];
    const refused = await close(s.cashier.token, id, { counted });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['note', 'approval']);
    expect(refused.body).not.toMatch(/400|-50|50\b/);
    const ok = await close(s.cashier.token, id, { counted, note: 'Recompté deux fois', approval: { code: '246810' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ difference: -50, closingNote: 'Recompté deux fois', approvals: [{ approvedBy: s.manager.id }] });
  });
});

describe('modes whose ledger is the count', () => {
  it('closes without asking for gift cards and points: their counted amount is the expected one', async () => {
    const s = await cashSetup(t);
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 100 })).json().id;
    // A refund paid back onto a gift card, and a payment in points (as the till and the refunds record them).
    const db = t.deps.database.db;
    await addToTotals(db, {
      entrepriseId: s.entrepriseId,
      caisseId: id,
      type: 'refund',
      modePayment: 'gift_cheque',
      amount: 500,
      count: 1,
    });
    await addToTotals(db, {
      entrepriseId: s.entrepriseId,
      caisseId: id,
      type: 'payment',
      modePayment: 'loyalty_points',
      amount: 300,
      count: 1,
    });
    const res = await close(s.cashier.token, id, { counted: [{ modePayment: 'cash', amount: 100 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().modes).toEqual([
      { modePayment: 'cash', expected: 100, counted: 100, difference: 0 },
      { modePayment: 'gift_cheque', expected: -5, counted: -5, difference: 0 },
      { modePayment: 'loyalty_points', expected: 3, counted: 3, difference: 0 },
    ]);
    expect(res.json().difference).toBe(0);
  });
});

describe('Z report', { timeout: 90_000 }, () => {
  it('gives tickets, sales, average ticket, VAT by rate, discounts, refunds and cancellations of the session', async () => {
    const s = await tillSetup(t);
    const bread = await newArticle(t, s.entrepriseId, { label: 'Pain de mie', price: 1200, tva: 20 });
    const juice = await newArticle(t, s.entrepriseId, { label: 'Jus frais', price: 550, tva: 10 });
    const sell = async (body: Record<string, unknown>) => {
      const r = await sale(t, s.cashier.token, { caisseId: s.caisseId, ...body });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { id: number; total: number };
    };
    // 2 × 12.00 (20 %) + 5.50 (10 %) = 29.50, paid 30 in cash (0.50 back).
    await sell({
      lines: [
        { priceId: bread.priceId, quantity: 2, unitPrice: 12 },
        { priceId: juice.priceId, quantity: 1, unitPrice: 5.5 },
      ],
      payments: [{ modePayment: 'cash', amount: 30 }],
    });
    // 2 × 5.50 (10 %) less 2.00 off the order = 9.00 by card.
    const discounted = await sell({
      lines: [{ priceId: juice.priceId, quantity: 2, unitPrice: 5.5 }],
      remise: { type: 'fixed_amount', value: 2 },
      payments: [{ modePayment: 'pos_machine', amount: 9 }],
    });
    expect(discounted.total).toBe(9);
    // 2 × 5.50 = 11.00 in cash, then refunded (11.00 back in cash).
    const refunded = await sell({
      lines: [{ priceId: juice.priceId, quantity: 2, unitPrice: 5.5 }],
      payments: [{ modePayment: 'cash', amount: 11 }],
    });
    // 12.00 in cash, then cancelled (12.00 back in cash): not a ticket.
    const cancelled = await sell({
      lines: [{ priceId: bread.priceId, quantity: 1, unitPrice: 12 }],
      payments: [{ modePayment: 'cash', amount: 12 }],
    });
    const move = (id: number, etat: string) =>
      t.call({ method: 'PATCH', url: `/api/Command/${id}/state`, token: s.cashier.token, payload: { etat, caisseId: s.caisseId } });
    expect((await move(refunded.id, 'refunded')).statusCode).toBe(200);
    expect((await move(cancelled.id, 'cancelled')).statusCode).toBe(200);

    const z = (await get(s.manager.token, `/api/Caisse/${s.caisseId}/zReport`)).json();
    expect(z).toEqual({
      caisseId: s.caisseId,
      currencyTag: 'MAD',
      tickets: 3,
      salesTotal: 49.5,
      averageTicket: 16.5,
      netSales: 38.5,
      discounts: 2,
      taxes: [
        // 5.50 + 9.00 + 11.00 at 10 %: base 25.50 × 100 / 110 = 23.18.
        { tva: 10, base: 23.18, amount: 2.32, total: 25.5 },
        { tva: 20, base: 20, amount: 4, total: 24 },
      ],
      // The refunded sale; the cancelled one's 12.00 paid back is shown with the cancellations, not counted twice.
      refunds: { count: 1, amount: 11, byMode: [{ modePayment: 'cash', count: 1, amount: 11 }] },
      cancellations: { count: 1, total: 12, paidBack: 12 },
    });
    // The session's summary counts the same tickets; the closed session's report is the same for the cashier.
    const detail = (await get(s.cashier.token, `/api/Caisse/${s.caisseId}/getDetail`)).json();
    expect(detail).toMatchObject({ commandsCount: 3, salesTotal: 49.5 });
    // 100 fund + 30 + 11 + 12 − 0.50 − 11 − 12 = 129.50 in cash; 9 by card.
    const closed = await close(s.cashier.token, s.caisseId, {
      counted: [
        { modePayment: 'cash', amount: 129.5 },
        { modePayment: 'pos_machine', amount: 9 },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().difference).toBe(0);
    expect((await get(s.cashier.token, `/api/Caisse/${s.caisseId}/zReport`)).json()).toEqual(z);
    const other = await cashSetup(t);
    expect((await get(other.admin.token, `/api/Caisse/${s.caisseId}/zReport`)).statusCode).toBe(404);
  });

  it('answers zeros for a session without sales', async () => {
    const s = await cashSetup(t);
    const id = (await open(s.cashier.token, { registerId: s.registerId, openingFund: 50 })).json().id;
    expect((await get(s.cashier.token, `/api/Caisse/${id}/zReport`)).json()).toMatchObject({
      tickets: 0,
      salesTotal: 0,
      averageTicket: 0,
      discounts: 0,
      taxes: [],
      netSales: 0,
      refunds: { count: 0, amount: 0, byMode: [] },
      cancellations: { count: 0, total: 0, paidBack: 0 },
    });
  });
});

// Order states with the company's approval settings: cancellation by a manager, refund approval, two steps; a refund
// or cancellation writes 'return' stock movements and gives back points, promo code and gift card debits, once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessCode, setConfig } from '../../../test/caisse-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { levelOf, sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const move = (token: string, id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: `/api/Command/${id}/state`, token, payload });

async function paidSale(s: Awaited<ReturnType<typeof tillSetup>>, extra: Record<string, unknown> = {}, quantity = 2) {
  const r = await sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    lines: [{ priceId: s.article.priceId, quantity, unitPrice: 10 }],
    payments: [{ modePayment: 'cash', amount: 10 * quantity }],
    ...extra,
  });
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json();
}

// Many HTTP calls per test on a shared, loaded machine: a longer time-out than the default.
describe('order states and approvals', { timeout: 90_000 }, () => {
  it('refunds a sale: stock back, points, promo code and gift card reversed, money paid back once', async () => {
    const s = await tillSetup(t);
    const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Omar Tazi' } })).json()
      .client;
    const types = (await t.call({ method: 'GET', url: '/api/Remise/getAll', token: s.admin.token })).json().typeRemiseResponse as {
      id: number;
      tag: string;
    }[];
    await t.call({
      method: 'POST',
      url: '/api/Remise/add',
      token: s.admin.token,
      payload: { intitule: 'UNE-FOIS', typeRemiseId: types.find((x) => x.tag === 'fixed_amount')!.id, valeur: 2, maxUsing: 1 },
    });
    await t.call({ method: 'POST', url: '/api/gateway/PointOfSell/GiftCard', token: s.admin.token, payload: { amount: 8, code: 'KDO-R' } });
    const c = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        clientId: client.id,
        codePromo: 'UNE-FOIS',
        lines: [{ priceId: s.article.priceId, quantity: 3, unitPrice: 10 }],
        payments: [
          { modePayment: 'gift_cheque', amount: 8, code: 'KDO-R' },
          { modePayment: 'cash', amount: 20 },
        ],
      })
    ).json();
    expect(c).toMatchObject({ total: 28, paid: 28, pointsEarned: 28 });
    const refunded = await move(s.cashier.token, c.id, { etat: 'refunded', caisseId: s.caisseId, reason: 'Client mécontent' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ etat: 'refunded', allowedMoves: ['archived'] });
    expect(refunded.json().payments.at(-1)).toMatchObject({ type: 'refund', modePayment: 'cash', amount: 20 });
    expect(refunded.json().history.map((h: { to: string }) => h.to)).toEqual(['paid', 'refunded']);
    expect(await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).toEqual({ level: 0, sum: 0 });
    expect((await t.call({ method: 'GET', url: `/api/Client/${client.id}`, token: s.admin.token })).json().client.loyaltyPoints).toBe(0);
    const card = (await t.call({ method: 'GET', url: '/api/gateway/PointOfSell/GiftCard/KDO-R', token: s.admin.token })).json();
    expect(card.giftCard?.balance ?? card.balance).toBe(8);
    // The code is free again: another sale may use it.
    const reuse = await paidSale(s, { codePromo: 'UNE-FOIS', payments: [{ modePayment: 'cash', amount: 18 }] });
    expect(reuse.orderRemise).toBe(2);
    // Refunding twice is refused by the state machine.
    expect((await move(s.cashier.token, c.id, { etat: 'refunded', caisseId: s.caisseId })).statusCode).toBe(409);
    // Closing the session expects the cash net of the refund.
    const detail = (await t.call({ method: 'GET', url: `/api/Caisse/${s.caisseId}/getDetail`, token: s.cashier.token })).json();
    expect(detail.modes.find((m: { modePayment: string }) => m.modePayment === 'cash').expected).toBe(100 + 20 - 20 + 18);
  });

  it('returns one line in part with a manager code when refunds need approval, then the rest refunds the order', async () => {
    const s = await tillSetup(t);
    await setConfig(t, s.entrepriseId, 'sale_modification_refund_approval', true);
    await setAccessCode(t, s.entrepriseId, s.manager.id, '482913');
    const c = await paidSale(s, {}, 3);
    const lineId = c.lines[0].id;
    const noApproval = await move(s.cashier.token, c.id, { etat: 'returned', caisseId: s.caisseId, lines: [{ id: lineId, quantity: 1 }] });
    expect(noApproval.statusCode).toBe(422);
    const wrong = await move(s.cashier.token, c.id, {
      etat: 'returned',
      caisseId: s.caisseId,
      lines: [{ id: lineId, quantity: 1 }],
      approval: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await move(s.cashier.token, c.id, {
      etat: 'returned',
      caisseId: s.caisseId,
      lines: [{ id: lineId, quantity: 1 }],
      approval: { code: '482913' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ etat: 'returned', lines: [{ returnedQuantity: 1 }] });
    expect(ok.json().payments.at(-1)).toMatchObject({ type: 'refund', amount: 10 });
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(-2);
    const tooMany = await move(s.cashier.token, c.id, {
      etat: 'returned',
      caisseId: s.caisseId,
      lines: [{ id: lineId, quantity: 5 }],
      approval: { code: '482913' },
    });
    expect(tooMany.statusCode).toBe(422);
    const rest = await move(s.manager.token, c.id, { etat: 'returned', caisseId: s.caisseId, lines: [{ id: lineId, quantity: 2 }] });
    expect(rest.json()).toMatchObject({ etat: 'refunded' });
    expect(
      rest
        .json()
        .payments.filter((p: { type: string }) => p.type === 'refund')
        .map((p: { amount: number }) => p.amount),
    ).toEqual([10, 20]);
    expect(await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).toEqual({ level: 0, sum: 0 });
  });

  it('cancels by a manager when the company says so; two steps ask request, approval then execution', async () => {
    const s = await tillSetup(t);
    await setConfig(t, s.entrepriseId, 'sale_cancellation_by_manager', true);
    await setAccessCode(t, s.entrepriseId, s.manager.id, '777111');
    const c = await paidSale(s);
    expect((await move(s.cashier.token, c.id, { etat: 'cancelled', caisseId: s.caisseId })).statusCode).toBe(422);
    const pending = await move(s.cashier.token, c.id, { etat: 'cancellation_pending', reason: 'Erreur de saisie' });
    expect(pending.json()).toMatchObject({ etat: 'cancellation_pending', previousEtat: 'paid' });
    // A refusal goes back to where the order was, only there.
    expect((await move(s.manager.token, c.id, { etat: 'unpaid' })).json().message).toBeTruthy();
    const back = await move(s.manager.token, c.id, { etat: 'paid' });
    expect(back.json()).toMatchObject({ etat: 'paid', previousEtat: null });
    await move(s.cashier.token, c.id, { etat: 'cancellation_pending' });
    const done = await move(s.cashier.token, c.id, { etat: 'cancelled', caisseId: s.caisseId, approval: { code: '777111' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ etat: 'cancelled' });
    expect(await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).toEqual({ level: 0, sum: 0 });

    await setConfig(t, s.entrepriseId, 'two_step_manager_approval', true);
    const d = await paidSale(s);
    await move(s.cashier.token, d.id, { etat: 'cancellation_pending' });
    expect((await move(s.manager.token, d.id, { etat: 'cancelled', caisseId: s.caisseId })).statusCode).toBe(409);
    expect((await move(s.manager.token, d.id, { etat: 'cancellation_approved' })).json().etat).toBe('cancellation_approved');
    const executed = await move(s.cashier.token, d.id, { etat: 'cancelled', caisseId: s.caisseId });
    expect(executed.json()).toMatchObject({ etat: 'cancelled', allowedMoves: ['archived'] });
  });

  it('refuses cancelling at all when the company forbids it, archiving unpaid orders, and other companies (404)', async () => {
    const s = await tillSetup(t);
    await setConfig(t, s.entrepriseId, 'sale_cancellation', false);
    const c = await paidSale(s);
    expect((await move(s.cashier.token, c.id, { etat: 'cancellation_pending' })).statusCode).toBe(403);
    const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Rim' } })).json().client;
    const credit = (
      await sale(t, s.cashier.token, {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        clientId: client.id,
        isCredit: true,
        lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      })
    ).json();
    const archive = await move(s.cashier.token, credit.id, { etat: 'archived' });
    expect(archive.statusCode).toBe(409);
    expect(archive.json().errors).toEqual([{ field: 'etat', message: expect.any(String) }]);
    expect((await move(s.cashier.token, c.id, { etat: 'archived' })).json().etat).toBe('archived');
    const other = await tillSetup(t);
    expect((await move(other.admin.token, credit.id, { etat: 'delivered' })).statusCode).toBe(404);
    const bad = await move(s.cashier.token, credit.id, { etat: 'lost', lines: [{ id: 0, quantity: -1 }] });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['etat', 'lines.0.id', 'lines.0.quantity']);
  });
});

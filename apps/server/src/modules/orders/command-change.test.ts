// Changing an order after the sale: UpdateCommand, an exchange (AddEchange) with the difference paid or paid back,
// and the fast-food update of a session's orders.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { levelOf, newArticle, sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Many HTTP calls per test on a shared, loaded machine: a longer time-out than the default.
describe('changing an order', { timeout: 90_000 }, () => {
  it('updates the client, notes and source of an open order; 404 elsewhere; refuses a closed one', async () => {
    const s = await tillSetup(t);
    const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Hind Berrada' } })).json()
      .client;
    const c = (
      await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }] })
    ).json();
    expect(c.etat).toBe('unpaid');
    const up = await t.call({
      method: 'PATCH',
      url: `/api/UpdateCommand/${c.id}`,
      token: s.cashier.token,
      payload: { clientId: client.id, notes: 'Livrer à 18h', source: 'whatsapp' },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ clientName: 'Hind Berrada', notes: 'Livrer à 18h', source: 'whatsapp' });
    expect(up.json().history.at(-1)).toMatchObject({ from: 'unpaid', to: 'unpaid', reason: 'modified' });
    const bad = await t.call({
      method: 'PATCH',
      url: `/api/UpdateCommand/${c.id}`,
      token: s.cashier.token,
      payload: { source: 'fax', clientId: 'x' },
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['clientId', 'source']);
    const other = await tillSetup(t);
    expect(
      (await t.call({ method: 'PATCH', url: `/api/UpdateCommand/${c.id}`, token: other.admin.token, payload: { notes: 'x' } })).statusCode,
    ).toBe(404);
    await t.call({
      method: 'PATCH',
      url: `/api/Command/${c.id}/state`,
      token: s.admin.token,
      payload: { etat: 'cancelled', caisseId: s.caisseId },
    });
    expect(
      (await t.call({ method: 'PATCH', url: `/api/UpdateCommand/${c.id}`, token: s.cashier.token, payload: { notes: 'x' } })).statusCode,
    ).toBe(409);
  });

  it('exchanges a line for a dearer one: stock both ways, the difference paid, once', async () => {
    const s = await tillSetup(t);
    const shirt = await newArticle(t, s.entrepriseId, { price: 5000, label: 'Chemise' });
    const c = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: s.article.priceId, quantity: 2, unitPrice: 10 }],
        payments: [{ modePayment: 'cash', amount: 20 }],
      })
    ).json();
    const body = {
      uuid: randomUUID(),
      caisseId: s.caisseId,
      returns: [{ id: c.lines[0].id, quantity: 1 }],
      lines: [{ priceId: shirt.priceId, quantity: 1, unitPrice: 50 }],
      payments: [{ modePayment: 'cash', amount: 50 }],
    };
    const ex = await t.call({ method: 'POST', url: `/api/Command/${c.id}/AddEchange`, token: s.cashier.token, payload: body });
    expect(ex.statusCode, ex.body).toBe(200);
    expect(ex.json()).toMatchObject({ etat: 'paid', total: 60, paid: 60 });
    expect(ex.json().lines.map((l: { label: string; returnedQuantity: number }) => [l.label, l.returnedQuantity])).toEqual([
      ['Croissant', 1],
      ['Chemise', 0],
    ]);
    expect(
      ex
        .json()
        .payments.slice(-2)
        .map((p: { type: string; amount: number }) => [p.type, p.amount]),
    ).toEqual([
      ['payment', 50],
      ['change', 10],
    ]);
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(-1);
    expect((await levelOf(t, s.entrepriseId, s.magasinId, shirt.productId)).level).toBe(-1);
    const again = await t.call({ method: 'POST', url: `/api/Command/${c.id}/AddEchange`, token: s.cashier.token, payload: body });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await levelOf(t, s.entrepriseId, s.magasinId, shirt.productId)).level).toBe(-1);
    // Exchanging for a cheaper line pays the difference back.
    const cheaper = await t.call({
      method: 'POST',
      url: `/api/Command/${c.id}/AddEchange`,
      token: s.cashier.token,
      payload: {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        returns: [{ id: ex.json().lines[1].id, quantity: 1 }],
        lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      },
    });
    expect(cheaper.json()).toMatchObject({ total: 20, paid: 20, etat: 'paid' });
    expect(cheaper.json().payments.at(-1)).toMatchObject({ type: 'refund', amount: 40 });
  });

  it('validates a quote from the register (validate/Command): its stock is taken once, with the history', async () => {
    const s = await tillSetup(t);
    const tea = await newArticle(t, s.entrepriseId, { price: 1500, label: 'Thé' });
    const quote = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        isValidatable: true,
        lines: [
          { priceId: s.article.priceId, quantity: 3, unitPrice: 10 },
          { priceId: tea.priceId, quantity: 1, unitPrice: 15 },
        ],
      })
    ).json();
    expect(quote.etat).toBe('not_validated');
    const stock = async () => Promise.all([s.article.productId, tea.productId].map((p) => levelOf(t, s.entrepriseId, s.magasinId, p)));
    expect(await stock()).toEqual([
      { level: 0, sum: 0 },
      { level: 0, sum: 0 },
    ]);
    const url = `/api/Caisse/${s.caisseId}/validate/Command/${quote.id}`;
    const v = await t.call({ method: 'POST', url, token: s.cashier.token });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({ id: quote.id, etat: 'validated', userId: s.cashier.id });
    expect(await stock()).toEqual([
      { level: -3, sum: -3 },
      { level: -1, sum: -1 },
    ]);
    // Again, or through the order's own state change: refused, and the stock does not move a second time.
    expect((await t.call({ method: 'POST', url, token: s.cashier.token })).statusCode).toBe(409);
    const again = await t.call({
      method: 'PATCH',
      url: `/api/Command/${quote.id}/state`,
      token: s.admin.token,
      payload: { etat: 'validated' },
    });
    expect(again.statusCode).toBe(409);
    expect(await stock()).toEqual([
      { level: -3, sum: -3 },
      { level: -1, sum: -1 },
    ]);
    const detail = (await t.call({ method: 'GET', url: `/api/Command/${quote.id}`, token: s.cashier.token })).json();
    expect(detail.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'not_validated'],
      ['not_validated', 'validated'],
    ]);
    expect(detail.validatedAt).not.toBeNull();
    const other = await tillSetup(t);
    expect(
      (await t.call({ method: 'POST', url: `/api/Caisse/${other.caisseId}/validate/Command/${quote.id}`, token: other.admin.token }))
        .statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'POST', url, token: other.admin.token })).statusCode).toBe(404);
  });

  it('moves the session orders to delivered on the fast-food screen', async () => {
    const s = await tillSetup(t);
    const paid = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
        payments: [{ modePayment: 'cash', amount: 10 }],
      })
    ).json();
    const quote = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        isValidatable: true,
        lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      })
    ).json();
    expect(quote.etat).toBe('not_validated');
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(-1);
    const r = await t.call({
      method: 'PATCH',
      url: `/api/PointOfSell/caisse/${s.caisseId}/update/commands`,
      token: s.cashier.token,
      payload: { isFastFoodV2: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().map((c: { id: number; etat: string }) => [c.id, c.etat])).toEqual([[paid.id, 'delivered']]);
    const v1 = await t.call({
      method: 'PATCH',
      url: `/api/PointOfSell/caisse/${s.caisseId}/update/commands`,
      token: s.cashier.token,
      payload: { isFastFoodV2: false },
    });
    expect(v1.json().map((c: { id: number; etat: string }) => [c.id, c.etat])).toEqual([[quote.id, 'validated']]);
    // The quote moved no stock until it was validated.
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(-2);
    const other = await tillSetup(t);
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: `/api/PointOfSell/caisse/${s.caisseId}/update/commands`,
          token: other.admin.token,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});

// Prepared orders paid at /pos/payer: the store's open orders with something left to pay are listed, and paying one in
// full (POST /Operation/PayTotaly) validates a not-validated one — its stock goes out then, once — with its history.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { levelOf, sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('prepared orders at the payer', { timeout: 60_000 }, () => {
  it('lists what is left to pay; paying a not-validated order validates it and takes its stock once', async () => {
    const s = await tillSetup(t);
    const line = { priceId: s.article.priceId, quantity: 2, unitPrice: 10 };
    const prepared = (await sale(t, s.cashier.token, { caisseId: s.caisseId, isValidatable: true, lines: [line] })).json();
    const unpaid = (await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line] })).json();
    await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line], payments: [{ modePayment: 'cash', amount: 20 }] });
    expect([prepared.etat, unpaid.etat]).toEqual(['not_validated', 'unpaid']);
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(-4);

    const list = await t.call({
      method: 'GET',
      url: `/api/Commands/ByMagasin/${s.magasinId}/?notPayed=1&type=not_validated,validated,unpaid&limit=100`,
      token: s.cashier.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([prepared.id, unpaid.id].sort());

    const key = randomUUID();
    const pay = () =>
      t.call({
        method: 'POST',
        url: '/api/Operation/PayTotaly',
        token: s.cashier.token,
        payload: { commandId: prepared.id, caisseId: s.caisseId, modePayment: 'cash', clientId: key },
      });
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().command).toMatchObject({ etat: 'paid', paid: 20 });
    expect((await pay()).json().operation.id).toBe(paid.json().operation.id);
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(-6);
    const detail = (await t.call({ method: 'GET', url: `/api/Command/${prepared.id}`, token: s.cashier.token })).json();
    expect(detail.validatedAt).toEqual(expect.any(String));
    expect(detail.history.at(-1)).toMatchObject({ from: 'not_validated', to: 'paid' });
  });
});

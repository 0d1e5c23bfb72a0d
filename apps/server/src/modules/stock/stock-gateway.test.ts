import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addRecipe, newArticle, sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const GW2 = '/api/gateway2/stockV2AP';
const count = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: '/api/setProduct/Inventory', token, payload });

describe('stock on the secondary gateway', () => {
  it('answers what a store can sell of each price: counted units, a recipe by its ingredients, a service untracked', async () => {
    const s = await tillSetup(t);
    const flour = await newArticle(t, s.entrepriseId, { label: 'Farine' });
    const bread = await newArticle(t, s.entrepriseId, { label: 'Pain', isPreparedInStore: true });
    await addRecipe(t, s.entrepriseId, bread.productId, [{ elementId: flour.productId, quantity: 0.25 }]);
    const workshop = await newArticle(t, s.entrepriseId, { label: 'Atelier', isService: true });
    await count(s.admin.token, { quantity: 7, entityId: s.magasinId, productId: s.article.productId });
    await count(s.admin.token, { quantity: 1.1, entityId: s.magasinId, productId: flour.productId });
    const other = await tillSetup(t);
    const ask = (token: string, body: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `${GW2}/MsAccessPoint/stock/byPrices`, token, payload: body });
    const r = await ask(s.cashier.token, {
      magasinId: s.magasinId,
      priceIds: [s.article.priceId, bread.priceId, workshop.priceId, other.article.priceId],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().stocks).toEqual([
      { priceId: s.article.priceId, stock: 7, inStock: true },
      { priceId: bread.priceId, stock: 4, inStock: true },
      { priceId: workshop.priceId, stock: null, inStock: true },
    ]);
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 7, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 70 }],
    });
    expect(sold.statusCode).toBe(200);
    expect((await ask(s.cashier.token, { magasinId: s.magasinId, priceIds: [s.article.priceId] })).json().stocks).toEqual([
      { priceId: s.article.priceId, stock: 0, inStock: false },
    ]);
    // Another company's store, a bad list: 422 with every field.
    const bad = await ask(s.cashier.token, { magasinId: other.magasinId, priceIds: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['priceIds']);
    const foreign = await ask(s.cashier.token, { magasinId: other.magasinId, priceIds: [s.article.priceId] });
    expect(foreign.json().errors).toEqual([{ field: 'magasinId', message: expect.any(String) }]);
  });

  it('finds the sale a serial number left with, as the main API does, within the company', async () => {
    const s = await tillSetup(t);
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10, serialNumbers: ['IMEI-3456'] }],
      payments: [{ modePayment: 'cash', amount: 10 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const found = await t.call({ method: 'GET', url: `${GW2}/serialNumbers?keyword=3456`, token: s.admin.token });
    expect(found.json()).toEqual([
      expect.objectContaining({ serialNumber: 'IMEI-3456', commandId: sold.json().id, priceId: s.article.priceId }),
    ]);
    const main = await t.call({ method: 'GET', url: '/api/Command/SerialNumbers?keyword=3456', token: s.admin.token });
    expect(found.json()).toEqual(main.json());
    const other = await tillSetup(t);
    expect((await t.call({ method: 'GET', url: `${GW2}/serialNumbers?keyword=3456`, token: other.admin.token })).json()).toEqual([]);
  });
});

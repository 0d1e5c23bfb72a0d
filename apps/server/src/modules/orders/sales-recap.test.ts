// Sales recaps: GET /Price/{id}/Recapitulation and /Magasin/{id}/recapVentesByProduct(s) (dateFrom, dateTo) count the
// lines of orders that are sales (a cancelled order does not), by price, article, store and day; another company's or
// store's ids are 404, bad dates 422, roles without the functionality 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { combine, newArticle, newPrice, sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function fixture() {
  const s = await tillSetup(t);
  // A second variant of the croissant article (a box of six) and another article.
  const box = await newPrice(t, s.entrepriseId, {
    label: 'Croissants x6',
    price: 5000,
    productDescriptionId: s.article.descriptionId,
    productId: s.article.productId,
  });
  await combine(t, s.entrepriseId, box, [{ productId: s.article.productId, quantity: 6 }]);
  const tea = await newArticle(t, s.entrepriseId, { price: 1500, label: 'Thé' });
  const sell = async (lines: { priceId: number; quantity: number; unitPrice: number }[], amount: number) => {
    const r = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines, payments: [{ modePayment: 'cash', amount }] });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { id: number };
  };
  await sell([{ priceId: s.article.priceId, quantity: 3, unitPrice: 10 }], 30);
  await sell(
    [
      { priceId: box, quantity: 1, unitPrice: 50 },
      { priceId: tea.priceId, quantity: 2, unitPrice: 15 },
    ],
    80,
  );
  const cancelled = await sell([{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }], 10);
  await t.deps.database.db.updateTable('commands').set({ etat: 'cancelled' }).where('id', '=', cancelled.id).execute();
  return { s, box, tea };
}

// Many HTTP calls per test on a shared, loaded machine: a longer time-out than the default.
describe('sales recaps', { timeout: 90_000 }, () => {
  it("a store's sales by sold price and by article, best sellers first, over the dates asked", async () => {
    const { s, box, tea } = await fixture();
    const byProduct = await get(s.cashier.token, `/api/Magasin/${s.magasinId}/recapVentesByProduct/`);
    expect(byProduct.statusCode, byProduct.body).toBe(200);
    expect(byProduct.json()).toEqual([
      { priceId: box, label: 'Croissants x6', quantity: 1, returnedQuantity: 0, total: 50 },
      { priceId: s.article.priceId, label: 'Croissant', quantity: 3, returnedQuantity: 0, total: 30 },
      { priceId: tea.priceId, label: 'Thé', quantity: 2, returnedQuantity: 0, total: 30 },
    ]);
    const byProducts = await get(s.admin.token, `/api/Magasin/${s.magasinId}/recapVentesByProducts?dateFrom=${day(-1)}&dateTo=${day(1)}`);
    expect(byProducts.statusCode, byProducts.body).toBe(200);
    expect(byProducts.json()).toEqual([
      {
        productDescriptionId: s.article.descriptionId,
        label: 'Croissant',
        quantity: 4,
        returnedQuantity: 0,
        total: 80,
        prices: byProduct.json().slice(0, 2),
      },
      { productDescriptionId: tea.descriptionId, label: 'Thé', quantity: 2, returnedQuantity: 0, total: 30, prices: [byProduct.json()[2]] },
    ]);
    for (const query of [`dateFrom=${day(2)}`, `dateTo=${day(-2)}`]) {
      expect((await get(s.admin.token, `/api/Magasin/${s.magasinId}/recapVentesByProduct?${query}`)).json(), query).toEqual([]);
      expect((await get(s.admin.token, `/api/Magasin/${s.magasinId}/recapVentesByProducts?${query}`)).json(), query).toEqual([]);
    }
  });

  it("one price's sales: orders, quantity, amount, average, by store and by business day", async () => {
    const { s } = await fixture();
    const r = await get(s.cashier.token, `/api/Price/${s.article.priceId}/Recapitulation`);
    expect(r.statusCode, r.body).toBe(200);
    const recap = r.json();
    expect(recap).toMatchObject({
      priceId: s.article.priceId,
      label: 'Croissant',
      currencyTag: 'MAD',
      productDescriptionId: s.article.descriptionId,
      dateFrom: null,
      count: 1,
      quantity: 3,
      returnedQuantity: 0,
      total: 30,
      remise: 0,
      averageUnitPrice: 10,
      byMagasin: [{ magasinId: s.magasinId, count: 1, quantity: 3, total: 30 }],
    });
    expect(recap.byDay).toHaveLength(1);
    expect(recap.byDay[0]).toMatchObject({ count: 1, quantity: 3, total: 30 });
    expect(Date.parse(recap.lastSoldAt)).toBeGreaterThan(Date.now() - 600_000);
    const later = (
      await get(s.admin.token, `/api/Price/${s.article.priceId}/Recapitulation?dateFrom=${day(2)}&magasinId=${s.magasinId}`)
    ).json();
    expect(later).toMatchObject({ count: 0, quantity: 0, total: 0, averageUnitPrice: 0, lastSoldAt: null, byMagasin: [], byDay: [] });
  });

  it('refuses bad dates (422), hides other companies and stores (404), needs the functionality (403)', async () => {
    const { s } = await fixture();
    for (const url of [
      `/api/Magasin/${s.magasinId}/recapVentesByProduct?dateFrom=2026-13-01&dateTo=2026-02-30`,
      `/api/Magasin/${s.magasinId}/recapVentesByProducts?dateFrom=2026-13-01&dateTo=2026-02-30`,
      `/api/Price/${s.article.priceId}/Recapitulation?dateFrom=2026-13-01&dateTo=2026-02-30`,
    ]) {
      const bad = await get(s.admin.token, url);
      expect(bad.statusCode, url).toBe(422);
      expect(
        bad
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
        url,
      ).toEqual(['dateFrom', 'dateTo']);
    }
    const reversed = await t.call({
      method: 'GET',
      url: `/api/Magasin/${s.magasinId}/recapVentesByProduct?dateFrom=2026-03-02&dateTo=2026-03-01`,
      token: s.admin.token,
      lang: 'en',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual([{ field: 'dateTo', message: expect.any(String) }]);
    expect((await get(s.admin.token, `/api/Price/${s.article.priceId}/Recapitulation?magasinId=abc`)).statusCode).toBe(422);

    const other = await tillSetup(t);
    for (const url of [
      `/api/Price/${s.article.priceId}/Recapitulation`,
      `/api/Price/${other.article.priceId}/Recapitulation?magasinId=${s.magasinId}`,
      `/api/Magasin/${s.magasinId}/recapVentesByProduct`,
      `/api/Magasin/${s.magasinId}/recapVentesByProducts`,
    ])
      expect((await get(other.admin.token, url)).statusCode, url).toBe(404);
    expect((await get(s.admin.token, '/api/Price/999999999/Recapitulation')).statusCode).toBe(404);

    // A cashier of another store of the same company sees neither the store nor a price kept for it.
    const store2 = await newStore(t, s.entrepriseId);
    const storePrice = await newPrice(t, s.entrepriseId, { label: 'Local', price: 100, magasinId: s.magasinId });
    const elsewhere = await signIn(t, (await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [store2] })).email);
    expect((await get(elsewhere, `/api/Magasin/${s.magasinId}/recapVentesByProduct`)).statusCode).toBe(404);
    expect((await get(elsewhere, `/api/Price/${storePrice}/Recapitulation`)).statusCode).toBe(404);
    // A price for every store: the other store's cashier sees only the sales of their store (none).
    expect((await get(elsewhere, `/api/Price/${s.article.priceId}/Recapitulation`)).json()).toMatchObject({ count: 0, byMagasin: [] });

    const baker = await signIn(t, (await newUser(t, s.entrepriseId, 'boulanger')).email);
    expect((await get(baker, `/api/Magasin/${s.magasinId}/recapVentesByProduct`)).statusCode).toBe(403);
    expect((await get(baker, `/api/Price/${s.article.priceId}/Recapitulation`)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, newProduct, postProduct } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, payload: payload as Record<string, unknown> });

describe('prices', () => {
  it('puts many prices on promotion at once, with an end date, never above the price', async () => {
    const s = await signedIn(t);
    const a = await newProduct(t, s.token, { prices: [{ price: 20 }] });
    const b = await newProduct(t, s.token, { prices: [{ price: 8 }] });
    const ids = [a.prices[0].id, b.prices[0].id];
    const noDate = await call(s.token, 'PATCH', '/api/price/update/by-lot', { priceIds: ids, promoPercent: 25 });
    expect(noDate.statusCode).toBe(422);
    const res = await call(s.token, 'PATCH', '/api/price/update/by-lot', {
      priceIds: ids,
      promoPercent: 25,
      promotionEndAt: '2099-12-31T23:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { promoPrice: number }) => p.promoPrice)).toEqual([15, 6]);
    const list = await call(s.token, 'GET', '/api/catalogueV2/price?appends=effectivePrice,isPromoActive&sort=price');
    expect(list.json().data.map((p: { effectivePrice: number; isPromoActive: boolean }) => [p.effectivePrice, p.isPromoActive])).toEqual([
      [6, true],
      [15, true],
    ]);
    const tooHigh = await call(s.token, 'PATCH', '/api/price/update/by-lot', {
      priceIds: ids,
      promoPrice: 10,
      promotionEndAt: '2099-12-31T23:00:00Z',
    });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors).toEqual([{ field: 'priceIds.1', message: expect.any(String) }]);
    // An expired promotion no longer counts.
    await call(s.token, 'PATCH', '/api/price/update/by-lot', {
      priceIds: [ids[0]],
      promoPrice: 12,
      promotionEndAt: '2020-01-01T00:00:00Z',
    });
    const after = await call(
      s.token,
      'GET',
      `/api/catalogueV2/price?appends=effectivePrice&criterias=${encodeURIComponent(JSON.stringify({ id: ids[0] }))}`,
    );
    expect(after.json().data[0]).toMatchObject({ promoPrice: 12, effectivePrice: 20 });
    const clear = await call(s.token, 'PATCH', '/api/price/update/by-lot', { priceIds: ids, promoPrice: null, isHidden: true });
    expect(
      clear.json().map((p: { promoPrice: null; promotionEndAt: null; isHidden: boolean }) => [p.promoPrice, p.promotionEndAt, p.isHidden]),
    ).toEqual([
      [null, null, true],
      [null, null, true],
    ]);
  });

  it('changes a buying price and writes it to the audit log', async () => {
    const s = await signedIn(t);
    const p = await newProduct(t, s.token, { buyingPrice: 1.1 });
    const res = await call(s.token, 'PATCH', '/api/price/update/buyingPrice', { priceId: p.prices[0].id, newBuyingPriceValue: '1.35' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ priceId: p.prices[0].id, productId: p.products[0].id, buyingPrice: 1.35 });
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'product.buying_price')
      .execute();
    expect(audit.map((a) => [a.entityId, JSON.parse(a.data!)])).toEqual([[p.products[0].id, { from: 1.1, to: 1.35 }]]);
    expect((await call(s.token, 'GET', `/api/product/edit/${p.id}`)).json().products[0].buyingPrice).toBe(1.35);
  });

  it('adds a store price to a product, one per store and currency', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const p = await newProduct(t, s.token);
    const res = await call(s.token, 'PATCH', '/api/price/add', { productId: p.products[0].id, magasinId: store, price: 11 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ magasinId: store, price: 11, productDescriptionId: p.id, currencyTag: 'MAD' });
    expect((await call(s.token, 'PATCH', '/api/price/add', { productId: p.products[0].id, magasinId: store, price: 12 })).statusCode).toBe(
      422,
    );
    const upd = await call(s.token, 'PATCH', '/api/price/add', {
      id: res.json().id,
      productId: p.products[0].id,
      magasinId: store,
      price: 12,
    });
    expect(upd.json()).toMatchObject({ id: res.json().id, price: 12 });
    const edit = (await call(s.token, 'GET', `/api/product/edit/${p.id}`)).json();
    expect(edit.prices.map((x: { price: number }) => x.price)).toEqual([10, 12]);
    expect(edit.prices[1].combinedProducts).toEqual([expect.objectContaining({ productId: p.products[0].id })]);
  });
});

describe('compositions (formulas)', () => {
  async function breakfast(token: string) {
    const cat = await newCategory(t, token, { label: 'Formules', isComposition: true });
    const [cafe, the, croissant, painChoc, jus] = await Promise.all(
      ['Café', 'Thé à la menthe', 'Croissant', 'Pain au chocolat', "Jus d'orange"].map((label) => newProduct(t, token, { label })),
    );
    const formula = await postProduct(t, token, {
      label: 'Formule petit-déjeuner',
      categoryId: cat.id,
      nature: 'composition',
      prices: [{ price: 25 }],
    });
    expect(formula.statusCode).toBe(200);
    return { formula: formula.json(), cafe, the, croissant, painChoc, jus };
  }

  it('builds the breakfast formula: at least two compositions, min/max, auto-included and or-combinations', async () => {
    const s = await signedIn(t);
    const b = await breakfast(s.token);
    const item = (p: { products: { id: number }[] }, extra = {}) => ({ productId: p.products[0].id, ...extra });
    const one = await call(s.token, 'POST', '/api/product/compositions', {
      productDescriptionId: b.formula.id,
      compositions: [{ name: 'Boisson chaude', min: 1, max: 1, items: [item(b.cafe)] }],
    });
    expect(one.statusCode).toBe(422);
    expect(one.json().errors[0].field).toBe('compositions');
    const badMax = await call(s.token, 'POST', '/api/product/compositions', {
      productDescriptionId: b.formula.id,
      compositions: [
        { name: 'Boisson chaude', min: 2, max: 1, items: [item(b.cafe)] },
        { name: 'Jus', min: 1, max: 3, items: [item(b.jus)] },
      ],
    });
    expect(badMax.json().errors.map((e: { field: string }) => e.field)).toEqual(['compositions.0.max']);
    const aboveChoices = await call(s.token, 'POST', '/api/product/compositions', {
      productDescriptionId: b.formula.id,
      compositions: [
        { name: 'Boisson chaude', min: 1, max: 1, items: [item(b.cafe)] },
        { name: 'Jus', min: 1, max: 3, items: [item(b.jus)] },
      ],
    });
    expect(aboveChoices.json().errors.map((e: { field: string }) => e.field)).toEqual(['compositions.1.max']);
    const self = await call(s.token, 'POST', '/api/product/compositions', {
      productDescriptionId: b.formula.id,
      compositions: [
        { name: 'A', min: 1, max: 1, items: [{ productId: b.formula.products[0].id }] },
        { name: 'B', min: 1, max: 1, items: [item(b.jus)] },
      ],
    });
    expect(self.json().errors).toEqual([{ field: 'compositions.0.items.0.productId', message: expect.any(String) }]);

    const ok = await call(s.token, 'POST', '/api/product/compositions', {
      productDescriptionId: b.formula.id,
      compositions: [
        { name: 'Boisson chaude', min: 1, max: 1, items: [item(b.cafe, { isDefault: true }), item(b.the, { isOrCombination: true })] },
        { name: 'Viennoiserie', min: 1, max: 1, items: [item(b.croissant, { isDefault: true }), item(b.painChoc)] },
        { name: 'Jus', min: 1, max: 1, items: [item(b.jus, { isAutoIncluded: true })] },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const comps = ok.json();
    expect(comps.map((c: { name: string; items: unknown[] }) => [c.name, c.items.length])).toEqual([
      ['Boisson chaude', 2],
      ['Viennoiserie', 2],
      ['Jus', 1],
    ]);
    expect(comps[2].items[0]).toMatchObject({ label: "Jus d'orange", isAutoIncluded: true });
    expect(comps[0].items[1]).toMatchObject({ isOrCombination: true });
    expect((await call(s.token, 'GET', `/api/product/${b.formula.id}/compositions`)).json()).toEqual(comps);

    // A new store price of the formula offers the same choices.
    const store = await newStore(t, s.entrepriseId);
    const added = await call(s.token, 'PATCH', '/api/price/add', { productId: b.formula.products[0].id, magasinId: store, price: 27 });
    const byIdentifier = await call(s.token, 'GET', `/api/price/edit?compositionIdentifier=${added.json().compositionIdentifier}`);
    expect(byIdentifier.json().map((p: { combinedProducts: unknown[] }) => p.combinedProducts.length)).toEqual([5, 5]);

    // One more choice, its prices, exceptions, deletion down to two.
    const more = await newProduct(t, s.token, { label: 'Chocolat chaud', prices: [{ price: 14 }] });
    const withChoc = await call(s.token, 'POST', `/api/composition/${comps[0].id}/price/${more.products[0].id}`, { isOrCombination: true });
    expect(withChoc.json()[0].items).toHaveLength(3);
    expect((await call(s.token, 'POST', `/api/composition/${comps[0].id}/price/${more.products[0].id}`, {})).statusCode).toBe(409);
    const choicePrices = await call(s.token, 'GET', `/api/composition/${comps[0].id}/prices`);
    expect(
      choicePrices
        .json()
        .map((p: { price: number }) => p.price)
        .sort((x: number, y: number) => x - y),
    ).toEqual([10, 10, 14]);
    const exc = await call(s.token, 'POST', `/api/product/${b.formula.id}/compositionsException`, {
      exceptions: [{ composition_id: comps[0].id, product_id: more.products[0].id, price_id: added.json().id, visibility: false }],
    });
    expect(exc.statusCode).toBe(200);
    expect(exc.json()).toEqual([expect.objectContaining({ product_id: more.products[0].id, visibility: false })]);
    const badExc = await call(s.token, 'POST', `/api/product/${b.formula.id}/compositionsException`, {
      exceptions: [{ composition_id: comps[0].id, product_id: b.jus.products[0].id, visibility: false }],
    });
    expect(badExc.statusCode).toBe(422);
    // The product form reads them back with the formula (the refused save changed nothing).
    const edited = (await call(s.token, 'GET', `/api/product/edit/${b.formula.id}`)).json();
    expect(edited.compositionExceptions).toEqual([
      {
        id: expect.any(Number),
        composition_id: comps[0].id,
        product_id: more.products[0].id,
        price_id: added.json().id,
        visibility: false,
      },
    ]);
    expect((await call(s.token, 'DELETE', `/api/product/compositions/${comps[2].id}`)).statusCode).toBe(200);
    expect((await call(s.token, 'DELETE', `/api/product/compositions/${comps[1].id}`)).statusCode).toBe(409);
    expect((await call(s.token, 'GET', `/api/product/${b.formula.id}/compositions`)).json()).toHaveLength(2);
    const init = await call(s.token, 'GET', '/api/compositions/init');
    expect(init.json().compositions).toEqual([expect.objectContaining({ id: b.formula.id })]);
    expect(init.json().minCompositions).toBe(2);
  });

  it("answers 404 for another company's composition and refuses compositions on a standard product", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const plain = await newProduct(t, a.token);
    const notFormula = await call(a.token, 'POST', '/api/product/compositions', { productDescriptionId: plain.id, compositions: [] });
    expect(notFormula.statusCode).toBe(422);
    const foreign = await breakfast(b.token);
    const res = await call(b.token, 'POST', '/api/product/compositions', {
      productDescriptionId: foreign.formula.id,
      compositions: [
        { name: 'A', min: 1, max: 1, items: [{ productId: foreign.cafe.products[0].id }] },
        { name: 'B', min: 1, max: 1, items: [{ productId: foreign.jus.products[0].id }] },
      ],
    });
    const compId = res.json()[0].id;
    expect((await call(a.token, 'DELETE', `/api/product/compositions/${compId}`)).statusCode).toBe(404);
    expect((await call(a.token, 'GET', `/api/composition/${compId}/prices`)).statusCode).toBe(404);
    expect((await call(a.token, 'POST', `/api/composition/${compId}/price/${plain.products[0].id}`, {})).statusCode).toBe(404);
    expect((await call(a.token, 'GET', `/api/product/${foreign.formula.id}/compositions`)).statusCode).toBe(404);
    expect(
      (await call(a.token, 'POST', '/api/product/compositions', { productDescriptionId: foreign.formula.id, compositions: [] })).statusCode,
    ).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ean13, newCategory, newProduct, postProduct } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });

describe('products', () => {
  it('creates a standard product with store prices, lists it, finds it by keyword and barcode, and opens its form', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token, { label: 'Viennoiseries', color: '#f4a261' });
    const barcode = ean13('611100000001');
    const res = await postProduct(t, s.token, {
      label: 'Croissant au beurre',
      en_label: 'Butter croissant',
      ar_label: 'كرواسون بالزبدة',
      it_label: 'Cornetto al burro',
      categoryId: cat.id,
      unity: 'unit',
      tva: 10,
      buyingPrice: 1.15,
      barcode,
      sku: 'VIEN-CRO',
      prices: [
        { price: 4.5, promoPrice: 3.9, promotionEndAt: '2099-01-01T00:00:00Z' },
        { price: 12.35, currencyTag: 'EUR' },
      ],
      tags: ['Petit-déjeuner'],
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ label: 'Croissant au beurre', nature: 'standard', type: 'outbound', buyingPrice: 1.15, categoryId: cat.id });
    expect(p.products).toHaveLength(1);
    expect(p.products[0]).toMatchObject({ barcode, sku: 'VIEN-CRO', buyingPrice: 1.15, tva: 10 });
    expect(p.prices.map((x: { price: number; currencyTag: string }) => [x.price, x.currencyTag])).toEqual([
      [4.5, 'MAD'],
      [12.35, 'EUR'],
    ]);
    expect(p.prices[0]).toMatchObject({
      promoPrice: 3.9,
      label: 'Croissant au beurre',
      en_label: 'Butter croissant',
      tags: ['petit-déjeuner'],
    });
    expect(p.prices[0].combinedProducts).toEqual([expect.objectContaining({ productId: p.products[0].id, quantity: 1 })]);

    // Money is stored exactly, in minor units.
    const row = await t.deps.database.db
      .selectFrom('prices')
      .select(['price', 'promoPrice'])
      .where('id', '=', p.prices[0].id)
      .executeTakeFirstOrThrow();
    expect([Number(row.price), Number(row.promoPrice)]).toEqual([450, 390]);

    const list = await get(s.token, `/api/catalogueV2/product?keyword=croiss&with=category,products&appends=minPrice`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, offset: 0, limit: 50 });
    expect(list.json().data[0]).toMatchObject({ id: p.id, minPrice: 3.9, category: { id: cat.id, color: '#f4a261' } });

    for (const keyword of ['cornetto', 'كرواسون', 'CROISSANT', barcode, 'VIEN-CRO']) {
      const found = await get(s.token, `/api/product/search?keyword=${encodeURIComponent(keyword)}`);
      expect(found.statusCode, keyword).toBe(200);
      expect(
        found.json().map((x: { id: number }) => x.id),
        keyword,
      ).toEqual([p.prices[0].id]); // MAD by default
    }
    const eur = await get(s.token, `/api/product/search?keyword=croissant&currencyTag=EUR`);
    expect(eur.json().map((x: { price: number }) => x.price)).toEqual([12.35]);
    expect((await get(s.token, '/api/product/search?keyword=cr')).statusCode).toBe(422);

    const edit = await get(s.token, `/api/product/edit/${p.id}`);
    expect(edit.json()).toEqual(p);
  });

  it('requires a title and a category and lists every problem', async () => {
    const s = await signedIn(t);
    const res = await postProduct(t, s.token, { label: '', prices: [{ price: -1 }], unity: 'bucket' }, 'en');
    expect(res.statusCode).toBe(422);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['label', 'categoryId', 'prices.0.price', 'unity']));
    const cat = await newCategory(t, s.token);
    const promo = await postProduct(t, s.token, { label: 'Pain', categoryId: cat.id, prices: [{ price: 2, promoPrice: 3 }] }, 'en');
    expect(promo.statusCode).toBe(422);
    expect(
      promo
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['prices.0.promoPrice', 'prices.0.promotionEndAt']);
    const foreignCat = await newCategory(t, (await signedIn(t)).token);
    const bad = await postProduct(t, s.token, { label: 'Pain', categoryId: foreignCat.id, prices: [{ price: 2, magasinId: 999999 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['categoryId', 'prices.0.magasinId']);
  });

  it('creates a product with variants, each with its own positive price, never sold itself', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token);
    const variant = (size: string, price: number, barcode?: string) => ({
      barcode,
      details: [{ key: 'Taille', value: size }],
      prices: [{ price }],
    });
    const base = { label: 'Tarte citron', categoryId: cat.id, nature: 'variants' };
    const zero = await postProduct(t, s.token, { ...base, variants: [variant('4 parts', 0), variant('8 parts', 120)] });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual([expect.objectContaining({ field: 'variants.0.prices.0.price' })]);
    const sold = await postProduct(t, s.token, { ...base, prices: [{ price: 50 }], variants: [variant('4 parts', 60)] });
    expect(sold.json().errors.map((e: { field: string }) => e.field)).toEqual(['prices']);
    expect((await postProduct(t, s.token, { ...base, variants: [] })).statusCode).toBe(422);

    const ok = await postProduct(t, s.token, {
      ...base,
      variants: [variant('4 parts', 65, ean13('611100000101')), variant('8 parts', 120, ean13('611100000102'))],
    });
    expect(ok.statusCode).toBe(200);
    const p = ok.json();
    expect(p.products).toHaveLength(2);
    expect(p.prices.map((x: { label: string; price: number }) => [x.label, x.price])).toEqual([
      ['Tarte citron 4 parts', 65],
      ['Tarte citron 8 parts', 120],
    ]);
    const key = await t.deps.database.db.selectFrom('detail_keys').selectAll().where('entreprise_id', '=', s.entrepriseId).execute();
    expect(key.map((k) => [k.label, k.tag])).toEqual([['Taille', 'taille']]);
    expect(p.products[0].details[0]).toMatchObject({ detailKeyId: key[0].id, value: '4 parts' });
    expect(p.products[1].details[0].detailKeyId).toBe(key[0].id);
    const scanned = await get(s.token, `/api/product/search?keyword=${ean13('611100000102')}`);
    expect(scanned.json().map((x: { label: string }) => x.label)).toEqual(['Tarte citron 8 parts']);

    // Editing: drop one variant, change a price; the dropped one goes to the trash.
    const upd = await t.call({
      method: 'PATCH',
      url: `/api/product/${p.id}`,
      token: s.token,
      payload: {
        ...base,
        variants: [
          {
            id: p.products[1].id,
            barcode: p.products[1].barcode,
            details: [{ detailKeyId: key[0].id, value: '8 parts' }],
            prices: [{ id: p.prices[1].id, price: 125 }],
          },
        ],
      },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().products.map((x: { id: number }) => x.id)).toEqual([p.products[1].id]);
    expect(upd.json().prices.map((x: { id: number; price: number }) => [x.id, x.price])).toEqual([[p.prices[1].id, 125]]);
    const nature = await t.call({ method: 'PATCH', url: `/api/product/${p.id}`, token: s.token, payload: { ...base, nature: 'standard' } });
    expect(nature.statusCode).toBe(422);
  });

  it('refuses a barcode or sku already used by a live product of the company (409), not by another company', async () => {
    const s = await signedIn(t);
    const barcode = ean13('611100000201');
    const first = await newProduct(t, s.token, { barcode, sku: 'SKU-1' });
    const dup = await postProduct(t, s.token, { label: 'Autre', categoryId: (await newCategory(t, s.token)).id, barcode });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'barcode', message: expect.any(String) }]);
    expect(
      (await postProduct(t, s.token, { label: 'Autre', categoryId: (await newCategory(t, s.token)).id, sku: 'SKU-1' })).statusCode,
    ).toBe(409);
    const other = await signedIn(t);
    expect((await newProduct(t, other.token, { barcode })).products[0].barcode).toBe(barcode);
    // Two variants of one form with the same barcode.
    const twin = await postProduct(t, s.token, {
      label: 'Jumeaux',
      categoryId: (await newCategory(t, s.token)).id,
      nature: 'variants',
      variants: [
        { barcode: '123', prices: [{ price: 1 }] },
        { barcode: '123', prices: [{ price: 1 }] },
      ],
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors[0].field).toBe('variants.1.barcode');
    // Once trashed, the barcode is free again; restoring the first then answers 409.
    expect((await t.call({ method: 'DELETE', url: `/api/product/${first.id}`, token: s.token })).statusCode).toBe(200);
    await newProduct(t, s.token, { barcode });
    expect((await t.call({ method: 'PATCH', url: `/api/product/trashed/restore/${first.id}`, token: s.token })).statusCode).toBe(409);
  });

  it('answers 409 to all but one of many concurrent creations with the same barcode', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token);
    const barcode = ean13('611100000301');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postProduct(t, s.token, { label: `Concurrent ${i}`, categoryId: cat.id, barcode, prices: [{ price: 1 }] }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const live = await t.deps.database.db
      .selectFrom('products')
      .select('id')
      .where('barcode', '=', barcode)
      .where('deleted_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('trashes and restores a product with its prices; lists the trash', async () => {
    const s = await signedIn(t);
    const p = await newProduct(t, s.token, { label: 'Baguette tradition', tags: ['pain'] });
    expect((await t.call({ method: 'DELETE', url: `/api/product/${p.id}`, token: s.token })).statusCode).toBe(200);
    // Every row the product took with it is a tombstone for the offline catalogue.
    const links = await t.deps.database.db
      .selectFrom('price_tag_prices')
      .select('deleted_at')
      .where('priceId', '=', p.prices[0].id)
      .execute();
    expect(links.map((l) => Boolean(l.deleted_at))).toEqual([true]);
    expect((await get(s.token, '/api/catalogueV2/product')).json().total).toBe(0);
    expect((await get(s.token, '/api/catalogueV2/price')).json().total).toBe(0);
    expect((await get(s.token, `/api/product/edit/${p.id}`)).statusCode).toBe(404);
    const trash = await get(s.token, '/api/product/trashed?keyword=tradition');
    expect(trash.json().data.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect((await get(s.token, '/api/catalogueV2/product?onlyTrashed=1')).json().total).toBe(1);
    expect((await get(s.token, '/api/catalogueV2/product?withDeleted=true')).json().total).toBe(1);
    const back = await t.call({ method: 'PATCH', url: `/api/product/trashed/restore/${p.id}`, token: s.token });
    expect(back.statusCode).toBe(200);
    expect(back.json().prices).toHaveLength(1);
    expect(back.json().prices[0].combinedProducts).toHaveLength(1);
    expect(back.json().prices[0].tags).toEqual(['pain']);
    expect((await t.call({ method: 'PATCH', url: `/api/product/trashed/restore/${p.id}`, token: s.token })).statusCode).toBe(404);
  });

  it("answers 404 for another company's product, price, category or image", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const p = await newProduct(t, b.token);
    const cat = (await newCategory(t, a.token)).id;
    for (const [method, url, payload] of [
      ['GET', `/api/product/edit/${p.id}`],
      ['PATCH', `/api/product/${p.id}`, { label: 'x', categoryId: cat }],
      ['DELETE', `/api/product/${p.id}`],
      ['PATCH', `/api/product/trashed/restore/${p.id}`],
      ['GET', `/api/product/${p.id}/qrcode?isForced=1`],
      ['GET', `/api/product/getFilesByProductDescriptionId/${p.id}`],
      ['GET', `/api/category/bypriceid?id=${p.prices[0].id}`],
      ['PATCH', '/api/price/update/buyingPrice', { priceId: p.prices[0].id, newBuyingPriceValue: 1 }],
      ['PATCH', '/api/price/add', { productId: p.products[0].id, price: 3 }],
      ['DELETE', `/api/product/DeleteImages/${p.id}`],
    ] as const) {
      const res = await t.call({ method, url, token: a.token, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const lot = await t.call({
      method: 'PATCH',
      url: '/api/price/update/by-lot',
      token: a.token,
      payload: { priceIds: [p.prices[0].id], isHidden: true },
    });
    expect(lot.statusCode).toBe(422);
    expect((await get(a.token, '/api/catalogueV2/price')).json().total).toBe(0);
  });

  it('lets the tills read the catalogue but only gestion_produits change it (403)', async () => {
    const cashier = await signedIn(t, 'caissier');
    expect((await get(cashier.token, '/api/catalogueV2/product')).statusCode).toBe(200);
    expect((await get(cashier.token, '/api/product/search?keyword=pain')).statusCode).toBe(200);
    expect((await postProduct(t, cashier.token, { label: 'x', categoryId: 1 })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/product/1', token: cashier.token })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/catalogueV2/category', token: cashier.token, payload: { label: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'PATCH', url: '/api/price/update/by-lot', token: cashier.token, payload: { priceIds: [1] } })).statusCode,
    ).toBe(403);
    const driver = await signedIn(t, 'delivery_man');
    expect((await get(driver.token, '/api/catalogueV2/product')).statusCode).toBe(403);
    const baker = await signedIn(t, 'boulanger');
    expect((await newProduct(t, baker.token)).id).toBeGreaterThan(0);
  });

  it('refuses unknown list fields, relations and appends (422), never SQL', async () => {
    const s = await signedIn(t);
    await newProduct(t, s.token, { label: 'Pain complet' });
    const cases = [
      `criterias=${encodeURIComponent(JSON.stringify({ 'label; drop table prices': 'x' }))}`,
      `criterias=${encodeURIComponent(JSON.stringify([{ field: 'entreprise_id', value: 1 }]))}`,
      'with=owner',
      'appends=secret',
      'columns=password',
      'sort=-nope',
      `criterias=${encodeURIComponent(JSON.stringify({ categoryId: 'abc' }))}`,
      `criterias=${encodeURIComponent(JSON.stringify({ id: 3_000_000_000 }))}`,
      `criterias=${encodeURIComponent(JSON.stringify({ buyingPrice: '99999999999999999999' }))}`,
      `criterias=${encodeURIComponent(JSON.stringify({ id: [] }))}`,
      'criterias=not-json',
    ];
    for (const c of cases) {
      const res = await get(s.token, `/api/catalogueV2/product?${c}`);
      expect(res.statusCode, c).toBe(422);
    }
    const ok = await get(
      s.token,
      `/api/catalogueV2/product?criterias=${encodeURIComponent(JSON.stringify({ label: { like: "complet' or 1=1" } }))}`,
    );
    expect(ok.json().total).toBe(0);
    const cols = await get(s.token, '/api/catalogueV2/product?columns=label&sort=-label&limit=1');
    expect(Object.keys(cols.json().data[0]).sort()).toEqual(['id', 'label']);
  });
});

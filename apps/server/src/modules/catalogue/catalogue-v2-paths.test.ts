// api-spec 7.5 at both of its bases (issue 23 point 8): every call of the section answers at the API root and under
// /catalogueV2, from the one set of routes registered twice, and both answer the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ean13, newCategory, newProduct } from './catalogue-helpers';

/** api-spec 7.5, method and path relative to the section's base. */
const SPEC_7_5 = [
  'GET /product',
  'GET /product/external',
  'GET /product/external/last-synced',
  'GET /product/search',
  'GET /product/edit/:id',
  'GET /product/create',
  'GET /product/:id/compositions',
  'GET /product/:id/qrcode',
  'GET /product/entity/:id/status',
  'GET /product/inventory',
  'GET /product/trashed',
  'GET /product/getFilesByProductDescriptionId/:id',
  'PATCH /product/trashed/restore/:id',
  'POST /product',
  'POST /product/import',
  'POST /product/compositions',
  'POST /product/:id/compositionsException',
  'POST /product/saveImages',
  'PATCH /product/:id',
  'DELETE /product/:id',
  'DELETE /product/compositions/:id',
  'DELETE /product/DeleteImages/:id',
  'GET /price',
  'GET /price/edit',
  'GET /composition/:id/prices',
  'POST /composition/:compositionId/price/:productId',
  'PATCH /price/update/by-lot',
  'PATCH /price/update/buyingPrice',
  'PATCH /price/add',
  'GET /category',
  'POST /category',
  'PATCH /category',
  'DELETE /category',
  'PATCH /category/sort',
  'PATCH /category/restore/:id',
  'GET /category/products',
  'GET /category/bypriceid',
  'GET /magasin/:id/categories',
  'GET /brand',
  'POST /brand',
  'PATCH /brand/:id',
  'DELETE /brand/:id',
  'GET /supplier',
  'POST /supplier',
  'PATCH /supplier/:id',
  'DELETE /supplier/:id',
  'GET /slider',
  'POST /slider',
  'GET /slider/tags',
  'GET /slider/get/:id',
  'DELETE /slider/delete/:id',
  'POST /slider/Ecom',
  'GET /sync/unsynced',
  'POST /sync/by-list-id',
  'GET /recipes',
  'POST /recipes',
  'DELETE /recipes',
  'GET /channels',
  'POST /addChannel',
  'DELETE /channels/:id',
  'GET /makeChannelstable',
  'POST /channel_exceptions',
  'GET /getRootCategoriesByCanal/:id',
  'GET /getRootProductByCanal/:id',
  'GET /getRootProductDescription/:id',
  'GET /compositions/init',
  'GET /assets/data.sqlite',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const has = (method: string, url: string) => t.app.hasRoute({ method: method as 'GET', url });
afterAll(async () => {
  await t.close();
});

describe('api-spec 7.5 under /catalogueV2 and at the root', () => {
  it('registers every call of the section at both bases', () => {
    const missing = SPEC_7_5.flatMap((call) => {
      const [method, path] = call.split(' ');
      return [`/api${path}`, `/api/catalogueV2${path}`].filter((url) => !has(method, url)).map((url) => `${method} ${url}`);
    });
    expect(missing).toEqual([]);
  });

  it('answers each read the same at both paths', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token, { label: 'Sucres' });
    const p = await newProduct(t, s.token, { label: 'Sucre semoule', categoryId: cat.id, barcode: ean13('611100000123') });
    const store = (await t.deps.database.db.selectFrom('magasins').select('id').where('entreprise_id', '=', s.entrepriseId).execute())[0];
    const reads = [
      '/product?keyword=sucre',
      '/product/external',
      '/product/search?keyword=sucre',
      `/product/search?keyword=${ean13('611100000123')}`,
      `/product/edit/${p.id}`,
      `/product/${p.id}/compositions`,
      '/product/trashed',
      `/product/getFilesByProductDescriptionId/${p.id}`,
      '/product/inventory',
      '/price?keyword=sucre',
      `/price/edit?compositionIdentifier=${p.id}`,
      '/category',
      `/category/products?idList=${cat.id}`,
      `/category/bypriceid?id=${p.prices[0].id}`,
      '/brand',
      '/supplier',
      '/slider/tags',
      '/recipes',
      '/compositions/init',
      ...(store ? [`/magasin/${store.id}/categories`] : []),
    ];
    for (const path of reads) {
      const [root, v2] = [
        await t.call({ method: 'GET', url: `/api${path}`, token: s.token }),
        await t.call({ method: 'GET', url: `/api/catalogueV2${path}`, token: s.token }),
      ];
      expect({ path, status: v2.statusCode }).toEqual({ path, status: root.statusCode });
      expect(root.statusCode, `${path}: ${root.body}`).toBeLessThan(500);
      expect({ path, body: v2.json() }).toEqual({ path, body: root.json() });
    }
    // The section's own examples, found through the V2 path.
    const found = (await t.call({ method: 'GET', url: '/api/catalogueV2/product/search?keyword=sucre', token: s.token })).json();
    expect(found.map((r: { label: string }) => r.label)).toEqual(['Sucre semoule']);
  });

  it('writes the same through /catalogueV2: a price edited there is read at the root, errors alike', async () => {
    const s = await signedIn(t);
    const p = await newProduct(t, s.token, { label: 'Brioche' });
    const priceId = p.prices[0].id;
    const edit = await t.call({
      method: 'PATCH',
      url: '/api/catalogueV2/price/update/buyingPrice',
      token: s.token,
      payload: { priceId, newBuyingPriceValue: 2.5 },
    });
    expect(edit.statusCode).toBe(200);
    const edited = (await t.call({ method: 'GET', url: `/api/product/edit/${p.id}`, token: s.token })).json();
    expect(edited.products[0].buyingPrice).toBe(2.5);
    // Bad input and an unknown id are refused the same way at both paths.
    for (const base of ['/api', '/api/catalogueV2']) {
      const bad = await t.call({ method: 'PATCH', url: `${base}/price/update/buyingPrice`, token: s.token, payload: { priceId: 'x' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual([
        expect.objectContaining({ field: 'priceId' }),
        expect.objectContaining({ field: 'newBuyingPriceValue' }),
      ]);
      expect((await t.call({ method: 'GET', url: `${base}/product/edit/999999`, token: s.token })).statusCode).toBe(404);
    }
  });
});

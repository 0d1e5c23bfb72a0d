// Bundles through the product form's calls: components with their quantities, named in the edit answer (the bundle
// editor lists them), replaced on save; an empty bundle, a bundle in a bundle and another company's product are 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, postProduct } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Edit = { prices: { combinedProducts: { productId: number; label: string | null; quantity: number }[] }[] };

describe('bundles (nature bundle)', () => {
  it('keeps its components with quantities and names them in the edit answer', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token);
    const mk = async (label: string) => (await postProduct(t, s.token, { label, categoryId: cat.id, prices: [{ price: 5 }] })).json();
    const jam = await mk('Confiture');
    const honey = await mk('Miel');
    const tea = await mk('Thé');
    const created = await postProduct(t, s.token, {
      label: 'Coffret gourmand',
      categoryId: cat.id,
      nature: 'bundle',
      prices: [{ price: 40 }],
      bundle: [
        { productId: jam.products[0].id, quantity: 2 },
        { productId: honey.products[0].id, quantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const edit = async () => (await t.call({ method: 'GET', url: `/api/product/edit/${id}`, token: s.token })).json() as Edit;
    const parts = (e: Edit) =>
      e.prices[0].combinedProducts.map((c) => [c.label, c.quantity]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(parts(await edit())).toEqual([
      ['Confiture', 2],
      ['Miel', 1],
    ]);

    const saved = await t.call({
      method: 'PATCH',
      url: `/api/product/${id}`,
      token: s.token,
      payload: {
        label: 'Coffret gourmand',
        categoryId: cat.id,
        nature: 'bundle',
        prices: [{ id: created.json().prices[0].id, price: 40 }],
        bundle: [
          { productId: jam.products[0].id, quantity: 3 },
          { productId: tea.products[0].id, quantity: 1 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(parts(await edit())).toEqual([
      ['Confiture', 3],
      ['Thé', 1],
    ]);
  });

  it('refuses an empty bundle, a bundle in a bundle and a product of another company', async () => {
    const s = await signedIn(t);
    const other = await signedIn(t);
    const cat = await newCategory(t, s.token);
    const catB = await newCategory(t, other.token);
    const foreign = (await postProduct(t, other.token, { label: 'Étranger', categoryId: catB.id, prices: [{ price: 1 }] })).json();
    const jam = (await postProduct(t, s.token, { label: 'Confiture', categoryId: cat.id, prices: [{ price: 5 }] })).json();
    const inner = (
      await postProduct(t, s.token, {
        label: 'Petit coffret',
        categoryId: cat.id,
        nature: 'bundle',
        prices: [{ price: 9 }],
        bundle: [{ productId: jam.products[0].id, quantity: 1 }],
      })
    ).json();
    const attempt = (bundle: unknown[]) =>
      postProduct(t, s.token, { label: 'Coffret', categoryId: cat.id, nature: 'bundle', prices: [{ price: 10 }], bundle });
    const fields = async (bundle: unknown[]) => {
      const res = await attempt(bundle);
      expect(res.statusCode).toBe(422);
      return (res.json().errors as { field: string }[]).map((e) => e.field);
    };
    expect(await fields([])).toContain('bundle');
    expect(await fields([{ productId: inner.products[0].id, quantity: 1 }])).toContain('bundle.0.productId');
    expect(await fields([{ productId: foreign.products[0].id, quantity: 1 }])).toContain('bundle.0.productId');
    const listed = await t.call({ method: 'GET', url: '/api/catalogueV2/product?keyword=Coffret', token: s.token });
    expect((listed.json().data as { label: string }[]).map((p) => p.label)).toEqual(['Petit coffret']);
  });
});

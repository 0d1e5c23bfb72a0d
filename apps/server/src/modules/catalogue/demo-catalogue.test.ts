import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDemoCompany, DEMO_DOMAIN, DEMO_PASSWORD } from '../../db/demo/demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validEan13 = (code: string) =>
  /^\d{13}$/.test(code) &&
  [...code.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0) % 10 === (10 - Number(code[12])) % 10;

describe('demo catalogue', () => {
  // How long the demo takes to build is measured in bench/, not asserted here.
  it('gives the demo bakery-café a believable catalogue, readable through the API', { timeout: 90_000 }, async () => {
    await createDemoCompany(t.deps.database);
    const token = await signIn(t, `admin@${DEMO_DOMAIN}`, DEMO_PASSWORD);
    const get = async (url: string) => (await t.call({ method: 'GET', url, token })).json();

    const products = await get('/api/catalogueV2/product?limit=500&with=products&appends=variantsCount');
    const sellable = products.data.flatMap((d: { products: unknown[] }) => d.products);
    expect(sellable.length).toBeGreaterThanOrEqual(140);
    expect(sellable.length).toBeLessThanOrEqual(180);
    const codes = sellable.map((p: { barcode: string | null }) => p.barcode).filter(Boolean);
    expect(codes.every(validEan13)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(products.data.filter((d: { isService: boolean }) => d.isService).length).toBeGreaterThanOrEqual(3);
    expect(products.data.find((d: { label: string }) => d.label === 'Forêt noire').variantsCount).toBe(4);

    const categories = (await get('/api/catalogueV2/category?limit=100')).data;
    expect(categories.every((c: { color: string | null }) => /^#[0-9a-f]{6}$/i.test(c.color ?? ''))).toBe(true);
    expect(categories.filter((c: { parentId: number | null }) => c.parentId !== null).length).toBeGreaterThanOrEqual(6);

    const stores = (await get('/api/Magasins')) as { id: number }[];
    expect(stores).toHaveLength(3);
    for (const s of stores) {
      const cats = await get(`/api/catalogueV2/magasin/${s.id}/categories`);
      expect(cats.length).toBeGreaterThan(8);
    }
    const croissant = await get('/api/product/search?keyword=croissant au beurre');
    expect(croissant.map((p: { price: number }) => p.price).sort()).toEqual([4.5, 4.5, 5]);
    const recipe = await get(`/api/catalogueV2/recipes?productId=${croissant[0].productId}`);
    expect(recipe[0].elements.map((e: { label: string }) => e.label)).toEqual(
      expect.arrayContaining(['Farine T45', 'Beurre de tourage', 'Levure fraîche']),
    );

    const formula = products.data.find((d: { nature: string; label: string }) => d.nature === 'composition');
    const comps = await get(`/api/product/${formula.id}/compositions`);
    expect(comps.map((c: { name: string }) => c.name)).toEqual(['Boisson chaude', 'Viennoiserie', 'Jus']);
    expect(comps[2].items[0]).toMatchObject({ isAutoIncluded: true });
    expect((await get('/api/catalogueV2/brand')).total).toBe(4);
    expect((await get('/api/catalogueV2/supplier')).total).toBe(5);
  });
});

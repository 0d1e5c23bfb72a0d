// product/search ranks the label itself, then labels starting with the search, then labels with a word starting with
// it (issue 23): "sucre" lists Sucre semoule before Brioche au sucre, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, newProduct } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const labels = async (token: string, url: string) => {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { label: string }[]).map((r) => r.label);
};

describe('product/search ranking', () => {
  it('lists the exact label, then prefixes, then word matches, each group by label', async () => {
    const s = await signedIn(t);
    const { id: categoryId } = await newCategory(t, s.token);
    for (const label of ['Brioche au sucre', 'Tarte sucrée', 'Sucre semoule', 'Pain au sucre glace', 'Sucre', 'Sucreries du Sud'])
      await newProduct(t, s.token, { label, categoryId });
    const expected = ['Sucre', 'Sucre semoule', 'Sucreries du Sud', 'Brioche au sucre', 'Pain au sucre glace', 'Tarte sucrée'];
    expect(await labels(s.token, '/api/product/search?keyword=sucre')).toEqual(expected);
    // Accents and case aside, and the same at the section's own path.
    expect(await labels(s.token, '/api/catalogueV2/product/search?keyword=SUCRÉ')).toEqual(expected);
    // Two words: the prefix first.
    expect(await labels(s.token, '/api/product/search?keyword=sucre%20se')).toEqual(['Sucre semoule']);
  });

  it('counts a translated label: an English name that is the search comes first', async () => {
    const s = await signedIn(t);
    const { id: categoryId } = await newCategory(t, s.token);
    await newProduct(t, s.token, { label: 'Pain de mie complet', categoryId });
    await newProduct(t, s.token, { label: 'Pain complet', en_label: 'Bread', categoryId });
    await newProduct(t, s.token, { label: 'Brioche', en_label: 'Sweet bread', categoryId });
    expect(await labels(s.token, '/api/product/search?keyword=bread')).toEqual(['Pain complet', 'Brioche']);
  });
});

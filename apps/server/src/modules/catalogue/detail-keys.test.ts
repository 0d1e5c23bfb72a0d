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
const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, token, payload });

describe('type-size (detail keys)', () => {
  it('lists the types with the values and products using them, creates, renames, refuses duplicates and deletes unused ones', async () => {
    const s = await signedIn(t);
    const cat = await newCategory(t, s.token);
    const variant = (size: string, price: number) => ({ details: [{ key: 'Taille', value: size }], prices: [{ price }] });
    const made = await postProduct(t, s.token, {
      label: 'Tarte',
      categoryId: cat.id,
      nature: 'variants',
      variants: [variant('8 parts', 120), variant('4 parts', 65)],
    });
    expect(made.statusCode).toBe(200);
    const list = await call(s.token, 'GET', '/api/catalogueV2/detailKey');
    expect(list.json()).toEqual([
      expect.objectContaining({ label: 'Taille', tag: 'taille', productsCount: 2, values: ['4 parts', '8 parts'] }),
    ]);

    const colour = await call(s.token, 'POST', '/api/catalogueV2/detailKey', { label: 'Couleur', en_label: 'Colour', ar_label: 'اللون' });
    expect(colour.statusCode).toBe(200);
    expect(colour.json()).toMatchObject({ label: 'Couleur', tag: 'couleur', en_label: 'Colour', productsCount: 0, values: [] });
    expect((await call(s.token, 'POST', '/api/catalogueV2/detailKey', { label: 'couleur' })).statusCode).toBe(409);
    const sameTag = await call(s.token, 'POST', '/api/catalogueV2/detailKey', { label: 'Teinte', tag: 'couleur' });
    expect(sameTag.statusCode).toBe(409);
    expect(sameTag.json().errors).toEqual([expect.objectContaining({ field: 'tag' })]);
    const bad = await call(s.token, 'POST', '/api/catalogueV2/detailKey', { label: '', tag: 'Pas Bon' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['label', 'tag']);

    const renamed = await call(s.token, 'PATCH', `/api/catalogueV2/detailKey/${colour.json().id}`, { label: 'Coloris' });
    expect(renamed.json()).toMatchObject({ label: 'Coloris', tag: 'couleur' });
    const taille = list.json()[0].id;
    const used = await call(s.token, 'DELETE', `/api/catalogueV2/detailKey/${taille}`);
    expect(used.statusCode).toBe(409);
    expect((await call(s.token, 'DELETE', `/api/catalogueV2/detailKey/${colour.json().id}`)).statusCode).toBe(200);
    expect((await call(s.token, 'GET', '/api/catalogueV2/detailKey')).json().map((k: { label: string }) => k.label)).toEqual(['Taille']);
    // The name of a deleted type is free again.
    expect((await call(s.token, 'POST', '/api/catalogueV2/detailKey', { label: 'Couleur' })).statusCode).toBe(200);

    const other = await signedIn(t);
    expect((await call(other.token, 'PATCH', `/api/catalogueV2/detailKey/${taille}`, { label: 'X' })).statusCode).toBe(404);
    expect((await call(other.token, 'DELETE', `/api/catalogueV2/detailKey/${taille}`)).statusCode).toBe(404);
    expect((await call(other.token, 'GET', '/api/catalogueV2/detailKey')).json()).toEqual([]);
    const cashier = await signedIn(t, 'caissier');
    expect((await call(cashier.token, 'POST', '/api/catalogueV2/detailKey', { label: 'Poids' })).statusCode).toBe(403);
  });

  it('gives one of two parallel creations of the same type a 409', async () => {
    const s = await signedIn(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(s.token, 'POST', '/api/catalogueV2/detailKey', { label: 'Parfum', tag: 'parfum' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

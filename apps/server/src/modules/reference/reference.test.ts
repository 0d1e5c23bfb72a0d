import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from '@comptoir/shared';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/currencies', () => {
  it('seeds MAD (default, rate 1) and EUR for a company on first use, once', async () => {
    const s = await signedIn(t, 'caissier');
    const [a, b] = await Promise.all([
      t.call({ method: 'GET', url: '/api/currencies', token: s.token }),
      t.call({ method: 'GET', url: '/api/currencies', token: s.token }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual([
      { id: expect.any(Number), tag: 'MAD', value: 1, isDefault: true },
      { id: expect.any(Number), tag: 'EUR', value: 10.8, isDefault: false },
    ]);
    expect(b.json()).toEqual(a.json());
    const rows = await t.deps.database.db.selectFrom('currencies').select('id').where('entreprise_id', '=', s.entrepriseId).execute();
    expect(rows).toHaveLength(2);
  });

  it('filters by one tag or a list of tags', async () => {
    const s = await signedIn(t);
    const one = await t.call({ method: 'GET', url: '/api/currencies?tag=eur', token: s.token });
    expect(one.json().map((c: { tag: string }) => c.tag)).toEqual(['EUR']);
    const both = await t.call({ method: 'GET', url: '/api/currencies?tag=MAD,EUR', token: s.token });
    expect(both.json()).toHaveLength(2);
    const none = await t.call({ method: 'GET', url: '/api/currencies?tag=USD', token: s.token });
    expect(none.json()).toEqual([]);
  });
});

describe('POST /api/currencies', () => {
  it("sets a company's rate without touching another company's, and converts with it", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const res = await t.call({ method: 'POST', url: '/api/currencies', token: a.token, payload: { tag: 'EUR', value: 11 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ tag: 'EUR', value: 11 })]);
    const rates = (await t.call({ method: 'GET', url: '/api/currencies', token: a.token })).json() as { tag: string; value: number }[];
    const eur = rates.find((c) => c.tag === 'EUR')!.value;
    const mad = rates.find((c) => c.tag === 'MAD')!.value;
    // 10.00 EUR in MAD: amount × source rate ÷ target rate.
    expect(convert(1000, eur, mad)).toBe(11000);
    const other = (await t.call({ method: 'GET', url: '/api/currencies?tag=EUR', token: b.token })).json();
    expect(other[0].value).toBe(10.8);
  });

  it('keeps the default currency at 1, refuses bad input and needs gestion_admins', async () => {
    const s = await signedIn(t);
    const fixed = await t.call({ method: 'POST', url: '/api/currencies', token: s.token, lang: 'en', payload: { tag: 'MAD', value: 2 } });
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().errors).toEqual([{ field: 'value', message: 'The default currency rate is always 1' }]);
    const bad = await t.call({ method: 'POST', url: '/api/currencies', token: s.token, payload: { tag: 'USD', value: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['tag', 'value']);
    const cashier = await signedIn(t, 'caissier');
    expect(
      (await t.call({ method: 'POST', url: '/api/currencies', token: cashier.token, payload: { tag: 'EUR', value: 11 } })).statusCode,
    ).toBe(403);
  });
});

describe('countries and cities', () => {
  it('answers countries with cities, and cities of one country', async () => {
    const s = await signedIn(t, 'caissier');
    const res = await t.call({ method: 'GET', url: '/api/countries', token: s.token });
    expect(res.statusCode).toBe(200);
    const { countries, cities } = res.json();
    const morocco = countries.find((c: { code: string }) => c.code === 'MA');
    expect(morocco).toMatchObject({ intitule: 'Maroc' });
    expect(cities.length).toBeGreaterThan(30);
    const ma = await t.call({ method: 'GET', url: `/api/cities?countryId=${morocco.id}`, token: s.token });
    expect(ma.json().map((c: { intitule: string }) => c.intitule)).toContain('Casablanca');
    expect(ma.json().every((c: { countryId: number }) => c.countryId === morocco.id)).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/cities?countryId=abc', token: s.token })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/countries' })).statusCode).toBe(401);
  });
});

// Issue 6 point 7: integration keys never stored in clear, plain request ids only, public gateway calls minimal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/database';
import { sealLegacyExternalKeys } from '../../src/modules/integrations/integrations.service';
import { newCompany, newStore, signedIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('integration keys', () => {
  it('stores neither an internal nor an external key in clear, and shows a generated one once', async () => {
    const s = await signedIn(t);
    const internal = await t.call({
      method: 'POST',
      url: '/api/InternalApi',
      token: s.token,
      payload: { name: 'Borne', url: 'http://borne.local' },
    });
    const external = await t.call({
      method: 'POST',
      url: '/api/ExternalApi',
      token: s.token,
      payload: { name: 'Shop', url: 'https://shop.example.com', apiKey: 'ext-secret-key-7788' },
    });
    const plain = internal.json().plainApiKey as string;
    const rows = await t.deps.database.db
      .selectFrom('api_integrations')
      .select(['apiKey'])
      .where('entreprise_id', '=', s.entrepriseId)
      .execute();
    const stored = rows.map((r) => String(r.apiKey)).join(' ');
    expect(stored).not.toContain(plain);
    expect(stored).not.toContain('ext-secret-key-7788');
    expect(external.json().apiKey).toBe('••••7788');
    const again = await t.call({ method: 'GET', url: '/api/InternalApi', token: s.token });
    expect(again.body).not.toContain(plain);
  });

  it('encrypts external keys stored in clear before, at start', async () => {
    const { entrepriseId } = await newCompany(t);
    const now = nowIso();
    const { id } = await t.deps.database.db
      .insertInto('api_integrations')
      .values({
        entreprise_id: entrepriseId,
        kind: 'external',
        name: 'Old',
        url: 'https://old.example.com',
        apiKey: 'legacy-clear-1234',
        isActive: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sealLegacyExternalKeys(t.deps.database, t.deps.config.secret);
    const row = await t.deps.database.db
      .selectFrom('api_integrations')
      .select(['apiKey', 'keyHint'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.apiKey).not.toContain('legacy-clear-1234');
    expect(row.keyHint).toBe('1234');
  });
});

describe('x-request-id', () => {
  it('echoes a short plain id and replaces a long or odd one', async () => {
    const plain = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'till-7.abc:42' } });
    expect(plain.headers['x-request-id']).toBe('till-7.abc:42');
    for (const bad of ['x'.repeat(65), 'a b', '<script>', 'id\u00e9']) {
      const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('public gateway calls', () => {
  it('answer only a set-up company: its name and currency, and its set-up active stores', async () => {
    const s = await signedIn(t);
    await newStore(t, s.entrepriseId, { intitule: 'Atlas Gueliz' });
    expect((await t.call({ method: 'GET', url: `/api/gateway/Entreprise?id=${s.entrepriseId}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/gateway/Magasin/Locations?entrepriseId=${s.entrepriseId}` })).statusCode).toBe(404);
    await t.deps.database.db.updateTable('entreprises').set({ isSetup: true, fileId: 77 }).where('id', '=', s.entrepriseId).execute();
    const brand = await t.call({ method: 'GET', url: `/api/gateway/Entreprise?id=${s.entrepriseId}` });
    expect(brand.json()).toEqual({ intitule: expect.any(String), currencyTag: 'MAD' });
    const draft = await newStore(t, s.entrepriseId, { intitule: 'Draft' });
    await t.deps.database.db.updateTable('magasins').set({ isSetup: false }).where('id', '=', draft).execute();
    const locations = await t.call({ method: 'GET', url: `/api/gateway/Magasin/Locations?entrepriseId=${s.entrepriseId}` });
    expect(locations.json().map((m: { intitule: string }) => m.intitule)).toEqual(['Atlas Gueliz']);
  });
});

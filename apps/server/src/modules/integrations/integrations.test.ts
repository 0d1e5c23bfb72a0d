import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { externalKey } from './integrations.service';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET and POST /api/ExternalApi', () => {
  it('creates, lists with the key masked, and updates keeping the key when none is sent', async () => {
    const s = await signedIn(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/ExternalApi',
      token: s.token,
      payload: { name: 'Shopify', url: 'https://atlas.myshopify.com/admin', apiKey: 'shpat_1234567890abcd' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Shopify', apiKey: '••••abcd', isActive: true });
    expect(created.json()).not.toHaveProperty('plainApiKey');
    expect(created.body).not.toContain('shpat_1234567890abcd');

    const id = created.json().id;
    const updated = await t.call({
      method: 'POST',
      url: '/api/ExternalApi',
      token: s.token,
      payload: { id, name: 'Shopify FR', url: 'https://atlas.myshopify.com', apiKey: '', isActive: false },
    });
    expect(updated.json()).toMatchObject({ id, name: 'Shopify FR', apiKey: '••••abcd', isActive: false });
    const stored = await t.deps.database.db.selectFrom('api_integrations').select('apiKey').where('id', '=', id).executeTakeFirstOrThrow();
    // Kept encrypted (issue 6), and still usable to call the integration.
    expect(stored.apiKey).not.toContain('shpat_1234567890abcd');
    expect(externalKey(t.deps.config.secret, stored)).toBe('shpat_1234567890abcd');

    const list = await t.call({ method: 'GET', url: '/api/ExternalApi', token: s.token });
    expect(list.json()).toEqual([expect.objectContaining({ id, apiKey: '••••abcd' })]);
    expect((await t.call({ method: 'GET', url: '/api/InternalApi', token: s.token })).json()).toEqual([]);
  });

  it('lists every field problem', async () => {
    const s = await signedIn(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/ExternalApi',
      token: s.token,
      lang: 'en',
      payload: { name: 'x', url: 'ftp://nope', apiKey: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'At least 2 characters' },
      { field: 'url', message: 'Invalid web address (http:// or https://)' },
      { field: 'apiKey', message: 'At least 8 characters' },
    ]);
  });

  it("answers 404 for another company's setting and keeps lists per company", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/ExternalApi',
      token: a.token,
      payload: { name: 'ERP', url: 'https://erp.test' },
    });
    const res = await t.call({
      method: 'POST',
      url: '/api/ExternalApi',
      token: b.token,
      payload: { id: created.json().id, name: 'Hijack', url: 'https://evil.test' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/api/ExternalApi', token: b.token })).json()).toEqual([]);
    // An external id is not an internal one either.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/InternalApi',
          token: a.token,
          payload: { id: created.json().id, name: 'ERP', url: 'https://erp.test' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('needs gestion_admins', async () => {
    const s = await signedIn(t, 'gerant');
    expect((await t.call({ method: 'GET', url: '/api/ExternalApi', token: s.token })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/InternalApi', token: s.token, payload: { name: 'ERP', url: 'https://erp.test' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET and POST /api/InternalApi', () => {
  it('generates a key when none is given and shows it in clear only once', async () => {
    const s = await signedIn(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/InternalApi',
      token: s.token,
      payload: { name: 'Borne', url: 'http://borne.local:8080' },
    });
    expect(created.statusCode).toBe(200);
    const plain = created.json().plainApiKey as string;
    expect(plain.length).toBeGreaterThan(30);
    expect(created.json().apiKey).toBe(`••••${plain.slice(-4)}`);
    const list = await t.call({ method: 'GET', url: '/api/InternalApi', token: s.token });
    expect(list.body).not.toContain(plain);
    expect(list.json()[0]).not.toHaveProperty('plainApiKey');
    // Only its digest is stored (issue 6).
    const stored = await t.deps.database.db
      .selectFrom('api_integrations')
      .select('apiKey')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.apiKey).toBe(`sha256:${createHash('sha256').update(plain).digest('hex')}`);
  });
});

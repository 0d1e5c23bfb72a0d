// The doors: sign-in required by default, tags (any one passes), admin-only, company scoping, the public allowlist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctxOf } from '../src/http/access';
import { newCompany, newUser, signedIn, signIn } from './factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A route that declares several tags and one admin-only route, to test the mechanism itself.
    app.get('/api/__test/multi', { config: { tags: ['gestion_stock', 'gestion_caisse'] } }, (req) => ({ user: ctxOf(req).userId }));
    app.get('/api/__test/admin', { config: { admin: true } }, () => ({ ok: true }));
  });
});
afterAll(async () => {
  await t.close();
});

describe('sign-in required', () => {
  it('answers 401 with reason NOT AUTHORIZED without a token or with a bad one', async () => {
    for (const token of [undefined, 'forged-token']) {
      const res = await t.call({ method: 'GET', url: '/api/authedAdmin', token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NOT AUTHORIZED' });
    }
  });

  it('answers 401 for an expired session', async () => {
    const s = await signedIn(t);
    await t.deps.database.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', s.user.id)
      .execute();
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token })).statusCode).toBe(401);
  });

  it('answers 401 once the user is blocked', async () => {
    const s = await signedIn(t);
    await t.deps.database.db.updateTable('users').set({ isActive: false }).where('id', '=', s.user.id).execute();
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token })).statusCode).toBe(401);
  });

  it('keeps the public allowlist short and explicit', () => {
    expect([...t.app.publicRoutes].sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/gateway/Entreprise',
        'GET /api/gateway/Magasin/Locations',
        // The public loyalty card page (an unguessable hash) and the client export link (a single-purpose token).
        'GET /api/gateway/CardLoyalty/:clientHash/:EntrepriseId',
        'GET /api/Client/export',
        // The export-charts link of 7.13 (a short-lived HMAC-signed token over its parameters).
        'GET /api/DashBoard/exportCharts',
        'POST /api/gateway/Client/activate',
        'POST /api/web/login',
        'POST /api/web/login/auto',
        'POST /api/web/register',
        // A shop's webhooks (issue 31): refused unless signed by the shop's secret (HMAC of the raw body).
        'POST /api/Ecommerce/hook/shopify/:shopId',
      ].sort(),
    );
  });
});

describe('functionality tags', () => {
  it("answers 403 'unauthorized action' when the user lacks every tag of the route", async () => {
    const s = await signedIn(t, 'delivery_man');
    const res = await t.call({ method: 'GET', url: '/api/__test/multi', token: s.token, lang: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'unauthorized action' });
  });

  it('passes a route with several tags when the user holds any one', async () => {
    const baker = await signedIn(t, 'boulanger'); // gestion_stock, not gestion_caisse
    const cashier = await signedIn(t, 'caissier'); // gestion_caisse, not gestion_stock
    expect((await t.call({ method: 'GET', url: '/api/__test/multi', token: baker.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/__test/multi', token: cashier.token })).statusCode).toBe(200);
  });

  it('takes a grant or a revoke into account on the next request', async () => {
    const admin = await signedIn(t, 'admin');
    const courier = await newUser(t, admin.entrepriseId, 'delivery_man');
    const courierToken = await signIn(t, courier.email);
    const { db } = t.deps.database;
    const role = await db.selectFrom('roles').select('id').where('tag', '=', 'delivery_man').executeTakeFirstOrThrow();
    const func = await db.selectFrom('functionalities').select('id').where('tag', '=', 'gestion_stock').executeTakeFirstOrThrow();
    const url = `/api/Role/${role.id}/Functionality/${func.id}`;
    expect((await t.call({ method: 'GET', url: '/api/__test/multi', token: courierToken })).statusCode).toBe(403);
    const grant = await t.call({ method: 'POST', url, token: admin.token });
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toEqual({ roleId: role.id, functionalityId: func.id, granted: true });
    expect((await t.call({ method: 'GET', url: '/api/__test/multi', token: courierToken })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url, token: admin.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/__test/multi', token: courierToken })).statusCode).toBe(403);
    const audit = await db.selectFrom('audit_logs').select('action').where('entreprise_id', '=', admin.entrepriseId).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['role.grant', 'role.revoke']));
  });

  it('grants act within the granting company only', async () => {
    const a = await signedIn(t, 'admin');
    const b = await newCompany(t);
    const bCourier = await newUser(t, b.entrepriseId, 'delivery_man');
    const bToken = await signIn(t, bCourier.email);
    const { db } = t.deps.database;
    const role = await db.selectFrom('roles').select('id').where('tag', '=', 'delivery_man').executeTakeFirstOrThrow();
    const func = await db.selectFrom('functionalities').select('id').where('tag', '=', 'gestion_caisse').executeTakeFirstOrThrow();
    expect((await t.call({ method: 'POST', url: `/api/Role/${role.id}/Functionality/${func.id}`, token: a.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/__test/multi', token: bToken })).statusCode).toBe(403);
  });

  it('refuses grants to users without gestion_admins, and unknown ids with 404', async () => {
    const manager = await signedIn(t, 'gerant');
    expect((await t.call({ method: 'POST', url: '/api/Role/1/Functionality/1', token: manager.token })).statusCode).toBe(403);
    const admin = await signedIn(t, 'admin');
    const res = await t.call({ method: 'POST', url: '/api/Role/999/Functionality/1', token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'POST', url: '/api/Role/abc/Functionality/1', token: admin.token })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/switch/Entreprise/99999999999', token: admin.token })).statusCode).toBe(422);
  });

  it('lets only admins through an admin-only route', async () => {
    const manager = await signedIn(t, 'gerant');
    const admin = await signedIn(t, 'admin');
    expect((await t.call({ method: 'GET', url: '/api/__test/admin', token: manager.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/__test/admin', token: admin.token })).statusCode).toBe(200);
  });
});

describe('requests', () => {
  it('answers 404 ROUTE_NOT_FOUND for an unknown API route, in the request language', async () => {
    const res = await t.call({ method: 'GET', url: '/api/does/not/exist', lang: 'it' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Percorso non trovato' });
  });

  it('matches a path with or without its trailing slash and answers uncached', async () => {
    const s = await signedIn(t);
    const res = await t.call({ method: 'GET', url: '/api/authedAdmin/', token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 400, not 500, for a malformed JSON body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/web/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('publishes OpenAPI built from the schemas at /api/docs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/web/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('carries the request id back', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'req-123' } });
    expect(res.json()).toMatchObject({ status: 'ok', database: t.dialect });
    expect(res.headers['x-request-id']).toBe('req-123');
  });
});

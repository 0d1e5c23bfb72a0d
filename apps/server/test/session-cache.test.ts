// The per-instance session cache (lib/session-cache.ts): two app instances on one database, sharing Redis, each with
// the cache on. A sign-out, a block or a role change on one is refused at once on the other; a write the app does not
// see (straight into the database) is what the cache does hide, for its short lifetime — proof that it is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database';
import { sale, tillSetup } from '../src/modules/orders/orders-helpers';
import { newStore, newUser, signedIn, signIn } from './factories';
import { redisUrl, sharedDatabase, type Instances } from './instances';
import type { TestApp } from './test-app';

let shared: Instances;
let a: TestApp;
let b: TestApp;

// Needs a Redis server: CI always gives one (REDIS_URL_TEST, started by .ci/run) and the suite refuses to run there
// without it; a developer's machine without Redis skips this file, as it skips PostgreSQL without TEST_POSTGRES_URL.
describe.skipIf(!redisUrl && !process.env.CI)('session cache across instances (Redis)', () => {
  beforeAll(async () => {
    if (!redisUrl) throw new Error('REDIS_URL_TEST is not set: CI runs the session cache test against a real Redis');
    shared = await sharedDatabase();
    a = await shared.instance({ SESSION_CACHE_MS: '30000' });
    b = await shared.instance({ SESSION_CACHE_MS: '30000' });
  });
  afterAll(async () => {
    await shared?.close();
  });

  const me = (t: TestApp, token: string) => t.call({ method: 'GET', url: '/api/authedAdmin', token });

  it('is on in both instances and serves a session from memory', async () => {
    expect(a.deps.sessionCache.enabled && b.deps.sessionCache.enabled).toBe(true);
    expect(a.deps.pubsub.kind).toBe('redis');
    const s = await signedIn(a);
    expect((await me(b, s.token)).statusCode).toBe(200);
    // Revoked behind the app's back (a third connection, no app): the cached identity still answers…
    const raw = shared.open();
    await raw.db.updateTable('sessions').set({ revokedAt: nowIso() }).where('user_id', '=', s.user.id).execute();
    expect((await me(b, s.token)).statusCode).toBe(200);
    // …until it is cleared (its lifetime ends, or any identity write goes through an instance).
    b.deps.sessionCache.clearLocal();
    expect((await me(b, s.token)).statusCode).toBe(401);
  });

  it('refuses a token signed out on the other instance at once', async () => {
    const s = await signedIn(a);
    expect((await me(a, s.token)).statusCode).toBe(200);
    expect((await me(b, s.token)).statusCode).toBe(200);
    expect((await a.call({ method: 'POST', url: '/api/web/logout', token: s.token })).statusCode).toBe(200);
    expect((await me(b, s.token)).statusCode).toBe(401);
    expect((await me(a, s.token)).statusCode).toBe(401);
  });

  it('refuses a member blocked on the other instance at once', async () => {
    const s = await signedIn(a);
    const m = await newUser(a, s.entrepriseId, 'caissier');
    const token = await signIn(b, m.email);
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(200);
    const blocked = await b.call({ method: 'PATCH', url: `/api/User/${m.id}`, token: s.token, payload: { isActive: false } });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it('applies a role grant taken away on the other instance at once', async () => {
    const s = await signedIn(a);
    const store = await newStore(a, s.entrepriseId);
    const m = await newUser(a, s.entrepriseId, 'caissier', { magasinIds: [store] });
    const token = await signIn(a, m.email);
    const url = `/api/Caisse/getOpened/byMagasin/${store}`;
    expect((await b.call({ method: 'GET', url, token })).statusCode).toBe(200);
    const role = await a.deps.database.db
      .selectFrom('entreprise_users')
      .select('roleId')
      .where('user_id', '=', m.id)
      .where('entreprise_id', '=', s.entrepriseId)
      .executeTakeFirstOrThrow();
    const func = await a.deps.database.db
      .selectFrom('functionalities')
      .select('id')
      .where('tag', '=', 'gestion_caisse')
      .executeTakeFirstOrThrow();
    const off = await a.call({ method: 'DELETE', url: `/api/Role/${role.roleId}/Functionality/${func.id}`, token: s.token });
    expect(off.statusCode, off.body).toBe(200);
    expect((await b.call({ method: 'GET', url, token })).statusCode).toBe(403);
  });
  it('applies a payment method turned off and an order setting changed on the other instance at once', async () => {
    const s = await tillSetup(a);
    const line = { priceId: s.article.priceId, quantity: 1, unitPrice: 10 };
    const card = { caisseId: s.caisseId, lines: [line], payments: [{ modePayment: 'pos_machine', amount: 10 }] };
    const discounted = { caisseId: s.caisseId, lines: [{ ...line, remise: { type: 'percentage', value: 10 } }] };
    // Both instances have read (and kept) the payment methods and the order settings.
    const first = await sale(b, s.cashier.token, card);
    expect(first.statusCode, first.body).toBe(200);
    expect((await sale(a, s.cashier.token, card)).statusCode).toBe(200);
    expect((await sale(b, s.cashier.token, discounted)).statusCode).toBe(200);
    const adminPost = async (url: string, payload: Record<string, unknown>) => {
      const res = await a.call({ method: 'POST', url, token: s.admin.token, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await adminPost('/api/Operation/Methods', { tag: 'pos_machine', isActive: false });
    const refused = await sale(b, s.cashier.token, card);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'modePayment', message: expect.any(String) }]);
    await adminPost('/api/Entreprise/addConfig', { key: 'discount_per_order_line', value: false });
    expect((await sale(b, s.cashier.token, discounted)).statusCode).toBe(403);
  });
});

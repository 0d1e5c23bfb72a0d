// Web Push through the real path: a device subscribes (identity user-id-{id}); a register opened records a notification,
// and a local HTTP receiver standing for the push service gets the message: its VAPID signature verified with the
// server's public key, its payload decrypted with the device's keys. A subscription the service says is gone is dropped;
// unsubscribing (at sign-out) removes it.
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- http_ece (web-push's own dependency) ships no types
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSetup } from '../../../test/caisse-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let receiver: Server;
let origin: string;
const received: Received[] = [];
const waiters: (() => void)[] = [];
/** What the receiver answers, by path (201 by default, as a push service does). */
const statusOf = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf.get(req.url ?? '') ?? 201).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const arrived = async (path: string, ms = 5000): Promise<Received> => {
  const end = Date.now() + ms;
  for (;;) {
    const r = received.find((x) => x.url === path);
    if (r) return r;
    if (Date.now() > end) throw new Error(`no push at ${path}; got ${received.map((x) => x.url).join(', ')}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
};

const device = () => {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
};

/** Checks `vapid t=<JWT>, k=<key>` as a push service does: the key is the server's, the JWT is ES256-signed by it. */
function verifyVapid(authorization: string, publicKey: string, audience: string) {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization);
  expect(m, authorization).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [h, p, s] = jwt.split('.');
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(audience);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.sub).toMatch(/^(mailto:|https:)/);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  expect(signed).toBe(true);
  // And a signature over anything else does not pass (the check itself can fail).
  expect(verify('sha256', Buffer.from(`${h}.${p}x`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(false);
}

describe('Web Push', { timeout: 60_000 }, () => {
  it('subscribes a device, and a notification reaches it signed and encrypted; gone subscriptions are dropped', async () => {
    const s = await cashSetup(t);
    const key = await t.call({ method: 'GET', url: '/api/notify/push/publicKey', token: s.manager.token });
    expect(key.statusCode).toBe(200);
    const publicKey = key.json().publicKey as string;
    expect(publicKey).toBe(t.deps.config.vapid.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const phone = device();
    const sub = await t.call({
      method: 'POST',
      url: `/api/notify/user/${s.manager.id}/push/subscribe`,
      token: s.manager.token,
      payload: { endpoint: `${origin}/push/phone`, keys: phone.keys },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json()).toEqual({ identity: `user-id-${s.manager.id}` });
    // A second device of the same user, whose push service says it is gone.
    const old = device();
    statusOf.set('/push/old', 410);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/notify/user/${s.manager.id}/push/subscribe`,
          token: s.manager.token,
          payload: { endpoint: `${origin}/push/old`, keys: old.keys },
        })
      ).statusCode,
    ).toBe(200);
    // Another user's devices cannot be subscribed, nor a body without keys.
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/notify/user/${s.admin.id}/push/subscribe`,
          token: s.manager.token,
          payload: { endpoint: `${origin}/push/x`, keys: phone.keys },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.call({
      method: 'POST',
      url: `/api/notify/user/${s.manager.id}/push/subscribe`,
      token: s.manager.token,
      payload: { endpoint: 'not a url' },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);

    const opened = await t.call({
      method: 'POST',
      url: '/api/Caisse/open',
      token: s.cashier.token,
      payload: { registerId: s.registerId, openingFund: 100 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const caisseId = opened.json().id as number;

    const msg = await arrived('/push/phone');
    expect(msg.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(msg.headers.ttl)).toBeGreaterThan(0);
    verifyVapid(String(msg.headers.authorization), publicKey, origin);
    const clear = (ece as { decrypt: (b: Buffer, p: object) => Buffer }).decrypt(msg.body, {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.auth,
    });
    expect(JSON.parse(clear.toString('utf8'))).toEqual({
      title: 'Caisse ouverte',
      body: 'Touchez pour voir le détail.',
      tag: `open_cash-${s.magasinId}-${caisseId}`,
      url: `/caisses/${caisseId}`,
    });
    // Another device's keys cannot read it.
    expect(() =>
      (ece as { decrypt: (b: Buffer, p: object) => Buffer }).decrypt(msg.body, {
        version: 'aes128gcm',
        privateKey: old.ecdh,
        authSecret: old.auth,
      }),
    ).toThrow();

    // The gone subscription was dropped once its push service answered 410.
    await arrived('/push/old');
    const endpoints = async () =>
      (await t.deps.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', s.manager.id).execute()).map(
        (r) => r.endpoint,
      );
    for (let i = 0; i < 50 && (await endpoints()).length > 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await endpoints()).toEqual([`${origin}/push/phone`]);

    // At sign-out the device unsubscribes: nothing more reaches it.
    const un = await t.call({
      method: 'POST',
      url: `/api/notify/user/${s.manager.id}/push/unsubscribe`,
      token: s.manager.token,
      payload: { endpoint: `${origin}/push/phone` },
    });
    expect(un.statusCode, un.body).toBe(200);
    expect(await endpoints()).toEqual([]);
  });
});

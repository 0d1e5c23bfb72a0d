// Issue 6 point 2: with TRUST_PROXY set, X-Forwarded-For is believed from the configured proxy only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let behindProxy: TestApp;
beforeAll(async () => {
  behindProxy = await createTestApp({ TRUST_PROXY: '10.2.2.2' });
});
afterAll(async () => {
  await behindProxy.close();
});

const login = (app: TestApp, email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.call({ method: 'POST', url: '/api/web/login', payload: { email, password: 'wrong-password' }, remoteAddress, headers });

const failedIps = async (app: TestApp, email: string) =>
  (await app.deps.database.db.selectFrom('audit_logs').select(['ip', 'data']).where('action', '=', 'auth.login_failed').execute())
    .filter((r) => String(r.data).includes(email))
    .map((r) => r.ip);

describe('trusted proxies', () => {
  it('believes X-Forwarded-For only from a configured proxy', async () => {
    await login(behindProxy, 'via-proxy@proxy.test', '10.2.2.2', { 'x-forwarded-for': '203.0.113.7' });
    expect(await failedIps(behindProxy, 'via-proxy@proxy.test')).toEqual(['203.0.113.7']);
    await login(behindProxy, 'not-proxy@proxy.test', '10.3.3.3', { 'x-forwarded-for': '203.0.113.8' });
    expect(await failedIps(behindProxy, 'not-proxy@proxy.test')).toEqual(['10.3.3.3']);
  });
});

// Issue 6 point 2: sign-in throttling that holds under concurrency and behind proxies; registrations and
// "e-mail already used" answers throttled per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, newUser, signedIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (app: TestApp, email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.call({ method: 'POST', url: '/api/web/login', payload: { email, password: 'wrong-password' }, remoteAddress, headers });

const failedIps = async (app: TestApp, email: string) =>
  (await app.deps.database.db.selectFrom('audit_logs').select(['ip', 'data']).where('action', '=', 'auth.login_failed').execute())
    .filter((r) => String(r.data).includes(email))
    .map((r) => r.ip);

describe('sign-in throttling', () => {
  it('lets 5 of 30 wrong passwords sent at once to one account through, the rest answer 429', async () => {
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId, 'admin');
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(t, user.email, '10.1.0.1')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    expect(answers.find((a) => a.statusCode === 429)!.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('keeps the per-address limit and the audited address when X-Forwarded-For is forged (no proxy trusted)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const email = `nobody-${i}@forged.test`;
      codes.push((await login(t, email, '10.1.0.2', { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    expect(await failedIps(t, 'nobody-0@forged.test')).toEqual(['10.1.0.2']);
  });

  it('gives a successful sign-in back to its address, so a busy shop is not locked out', async () => {
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId, 'caissier');
    for (let i = 0; i < 25; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/web/login',
        payload: { email: user.email, password: 'password-123' },
        remoteAddress: '10.1.0.3',
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('registration and e-mail already used', () => {
  const body = (email: string) => ({
    userType: 'retailer',
    name: 'Rachid Amrani',
    email,
    password: 'secret-pass-1',
    tel: '+212612345678',
    entrepriseName: 'Épicerie',
    acceptTerms: true,
  });

  it('answers 429 to an address after 10 registrations in 15 minutes, taken e-mail or not', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (await t.call({ method: 'POST', url: '/api/web/register', payload: body('probe@reg.test'), remoteAddress: '10.1.0.4' })).statusCode,
      );
    }
    expect(codes).toEqual([200, ...Array<number>(9).fill(409), 429, 429]);
    const other = await t.call({ method: 'POST', url: '/api/web/register', payload: body('fresh@reg.test'), remoteAddress: '10.1.0.4' });
    expect(other.statusCode).toBe(429);
    expect(
      (await t.call({ method: 'POST', url: '/api/web/register', payload: body('fresh@reg.test'), remoteAddress: '10.1.0.5' })).statusCode,
    ).toBe(200);
  });

  it('answers 429 to staff creation from an address that probed 10 used e-mails, even for a free one', async () => {
    const s = await signedIn(t);
    const roleId = (await t.deps.database.db.selectFrom('roles').select('id').where('tag', '=', 'caissier').executeTakeFirstOrThrow()).id;
    const staff = (email: string) => ({ name: 'Nora Tazi', email, tel: '+212600112233', code: '482913', roleId: [roleId] });
    const taken = await newUser(t, (await newCompany(t)).entrepriseId, 'admin');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await t.call({ method: 'POST', url: '/api/Users', token: s.token, payload: staff(taken.email), remoteAddress: '10.1.0.6' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([...Array<number>(10).fill(409), 429]);
    const free = await t.call({
      method: 'POST',
      url: '/api/Users',
      token: s.token,
      payload: staff('free-staff@reg.test'),
      remoteAddress: '10.1.0.6',
    });
    expect(free.statusCode).toBe(429);
  });
});

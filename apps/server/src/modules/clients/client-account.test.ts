// A client's own sign-in account given from the back office (issue 31): e-mail + initial password as a staff member's,
// the client then signs in and orders as itself; once only; another company's client is a 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signIn, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function withClient(email?: string) {
  const s = await signedIn(t, 'gerant');
  const saved = await t.call({
    method: 'POST',
    url: '/api/Client/',
    token: s.token,
    payload: { name: 'Nadia Berrada', ...(email ? { email } : {}) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...s, clientId: saved.json().client.id as number };
}
const mail = () => `nadia-${randomUUID().slice(0, 8)}@client.test`;
const give = (token: string, clientId: number, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/Client/${clientId}/account`, token, payload });
const accountOf = (token: string, clientId: number) => t.call({ method: 'GET', url: `/api/Client/${clientId}/account`, token });

describe('/Client/{id}/account', () => {
  it("gives a client a sign-in account with the client's e-mail; the client signs in and is itself", async () => {
    const email = mail();
    const s = await withClient(email);
    expect((await accountOf(s.token, s.clientId)).json()).toEqual({ account: null });
    const res = await give(s.token, s.clientId, { password: 'bienvenue-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().account).toMatchObject({ email, isActive: true });
    expect((await accountOf(s.token, s.clientId)).json().account.email).toBe(email);
    // The client signs in with it and the checkout knows the client.
    const token = await signIn(t, email, 'bienvenue-1');
    const options = await t.call({ method: 'GET', url: '/api/Online/options', token });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({ hasClient: true, client: { name: 'Nadia Berrada' } });
    // A client account is no staff member: the back office refuses it.
    expect((await t.call({ method: 'GET', url: '/api/Client/', token })).statusCode).toBe(403);
    // Once only.
    const again = await give(s.token, s.clientId, { password: 'bienvenue-2' });
    expect(again.statusCode).toBe(409);
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'client.account')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('takes the e-mail given (the client record takes it too), and lists every field problem', async () => {
    const s = await withClient();
    const none = await give(s.token, s.clientId, { password: 'abc' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.map((e: { field: string }) => e.field)).toEqual(['password']);
    const noEmail = await give(s.token, s.clientId, { password: 'bienvenue-1' });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors.map((e: { field: string }) => e.field)).toEqual(['email']);
    const email = mail();
    const ok = await give(s.token, s.clientId, { email: email.toUpperCase(), password: 'bienvenue-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    const profile = await t.call({ method: 'GET', url: `/api/Client/${s.clientId}`, token: s.token });
    expect(profile.json().client.email).toBe(email);
    expect((await signIn(t, email, 'bienvenue-1')).length).toBeGreaterThan(10);
  });

  it('refuses an e-mail another account signs in with', async () => {
    const s = await withClient();
    const taken = await newUser(t, s.entrepriseId, 'caissier');
    const res = await give(s.token, s.clientId, { email: taken.email, password: 'bienvenue-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['email']);
  });

  it("answers 404 for another company's client, and 403 without the right to manage users", async () => {
    const s = await withClient(mail());
    const other = await signedIn(t, 'gerant');
    expect((await give(other.token, s.clientId, { password: 'bienvenue-1' })).statusCode).toBe(404);
    expect((await accountOf(other.token, s.clientId)).statusCode).toBe(404);
    expect((await give(s.token, 999999, { password: 'bienvenue-1' })).statusCode).toBe(404);
    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    const cashierToken = await signIn(t, cashier.email);
    expect((await give(cashierToken, s.clientId, { password: 'bienvenue-1' })).statusCode).toBe(403);
    expect((await accountOf(cashierToken, s.clientId)).json()).toEqual({ account: null });
  });
});

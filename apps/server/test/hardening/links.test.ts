// Issue 6 point 1: sign-in links and QR codes are bound to the company and session that issued them.
import { TOKEN_TTL_MS } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/database';
import { insertMembership } from '../../src/modules/tenancy/tenancy.repository';
import { roleIdByTag } from '../../src/modules/tenancy/tenancy.service';
import { newCompany, newUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const qr = (token: string, userId: number) => t.call({ method: 'GET', url: `/api/User/${userId}/qrcode`, token });
const open = (url: string) => {
  const q = new URL(url).searchParams;
  return t.call({ method: 'POST', url: '/api/web/login/auto', payload: { email: q.get('email'), identifier: q.get('identifier') } });
};

/** Company A with a manager; a cashier of A who is also admin of company B. */
async function setup() {
  const a = await newCompany(t);
  const b = await newCompany(t);
  const manager = await newUser(t, a.entrepriseId, 'gerant');
  const staff = await newUser(t, a.entrepriseId, 'caissier');
  await insertMembership(t.deps.database.db, {
    entrepriseId: b.entrepriseId,
    userId: staff.id,
    roleId: await roleIdByTag(t.deps.database.db, 'admin'),
    magasinId: null,
    now: nowIso(),
  });
  return { a, b, manager, staff, managerToken: await signIn(t, manager.email) };
}

describe('sign-in links issued for somebody else', () => {
  it('opens a session bound to the issuing company: no other company offered, no switch out', async () => {
    const { a, b, staff, managerToken } = await setup();
    const link = await qr(managerToken, staff.id);
    expect(link.statusCode).toBe(200);
    const session = await open(link.json().url);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.entreprise.id).toBe(a.entrepriseId);
    expect(session.json().user.otherEntreprises).toEqual([]);
    const token = session.json().token as string;
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token })).json().otherEntreprises).toEqual([]);
    const sw = await t.call({ method: 'POST', url: `/api/switch/Entreprise/${b.entrepriseId}`, token });
    expect(sw.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token })).json().entreprise.id).toBe(a.entrepriseId);
    // The person's own sign-in still reaches both companies.
    const own = await signIn(t, staff.email);
    expect((await t.call({ method: 'POST', url: `/api/switch/Entreprise/${b.entrepriseId}`, token: own })).statusCode).toBe(200);
  });

  it('opens the issuing company even when the member last used another one', async () => {
    const { a, b, staff, managerToken } = await setup();
    await t.deps.database.db.updateTable('users').set({ lastEntrepriseId: b.entrepriseId }).where('id', '=', staff.id).execute();
    const session = await open((await qr(managerToken, staff.id)).json().url);
    expect(session.json().user.entreprise.id).toBe(a.entrepriseId);
  });

  it('is refused to a manager for an admin, and to a member of another company', async () => {
    const { a, b, managerToken } = await setup();
    const admin = await newUser(t, a.entrepriseId, 'admin');
    expect((await qr(managerToken, admin.id)).statusCode).toBe(403);
    const stranger = await newUser(t, b.entrepriseId, 'caissier');
    expect((await qr(managerToken, stranger.id)).statusCode).toBe(404);
  });

  it('is single-use and expires', async () => {
    const { staff, managerToken } = await setup();
    const url = (await qr(managerToken, staff.id)).json().url as string;
    expect((await open(url)).statusCode).toBe(200);
    expect((await open(url)).statusCode).toBe(401);
    const late = (await qr(managerToken, staff.id)).json().url as string;
    await t.deps.database.db
      .updateTable('one_time_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', staff.id)
      .where('usedAt', 'is', null)
      .execute();
    expect((await open(late)).statusCode).toBe(401);
  });

  it('is revoked by a code reset, a block and a deletion of the member', async () => {
    const { staff, managerToken } = await setup();
    const patch = (payload: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: `/api/User/${staff.id}`, token: managerToken, payload });
    // The member belongs to two companies, so from A only role, stores and status can change: block.
    let url = (await qr(managerToken, staff.id)).json().url as string;
    expect((await patch({ isActive: false })).statusCode).toBe(200);
    expect((await open(url)).statusCode).not.toBe(200);
    expect((await patch({ isActive: true })).statusCode).toBe(200);
    url = (await qr(managerToken, staff.id)).json().url as string;
    expect((await t.call({ method: 'DELETE', url: `/api/UserCaissier/${staff.id}`, token: managerToken })).statusCode).toBe(200);
    expect((await open(url)).statusCode).not.toBe(200);
  });

  it('is revoked by a new access code', async () => {
    const a = await newCompany(t);
    const manager = await newUser(t, a.entrepriseId, 'gerant');
    const staff = await newUser(t, a.entrepriseId, 'caissier');
    const managerToken = await signIn(t, manager.email);
    const url = (await qr(managerToken, staff.id)).json().url as string;
    const reset = await t.call({ method: 'PATCH', url: `/api/User/${staff.id}`, token: managerToken, payload: { code: '918273' } });
    expect(reset.statusCode).toBe(200);
    expect((await open(url)).statusCode).toBe(401);
  });
});

describe('sign-in links for oneself', () => {
  it('never opens a session longer than the issuing one (a 3-hour session cannot mint a 7-day one)', async () => {
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId, 'admin');
    const login = await t.call({ method: 'POST', url: '/api/web/login', payload: { email: user.email, password: 'password-123' } });
    const issuerEnds = Date.parse(login.json().expiresAt);
    expect(issuerEnds).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_MS.session + 1000);
    const link = await t.call({ method: 'POST', url: '/api/web/login/link', token: login.json().token });
    const session = await open(link.json().url);
    expect(session.statusCode).toBe(200);
    expect(Date.parse(session.json().expiresAt)).toBeLessThanOrEqual(issuerEnds);
  });

  it('is revoked by a password change', async () => {
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId, 'admin');
    const token = await signIn(t, user.email);
    const url = (await t.call({ method: 'POST', url: '/api/web/login/link', token })).json().url as string;
    const changed = await t.call({
      method: 'PATCH',
      url: '/api/Profile',
      token,
      payload: { currentPassword: 'password-123', newPassword: 'another-pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await open(url)).statusCode).toBe(401);
  });
});

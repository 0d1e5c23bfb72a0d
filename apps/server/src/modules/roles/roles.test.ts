import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let roles: Record<string, number>;
let funcs: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  roles = Object.fromEntries((await db.selectFrom('roles').select(['id', 'tag']).execute()).map((r) => [r.tag, r.id]));
  funcs = Object.fromEntries((await db.selectFrom('functionalities').select(['id', 'tag']).execute()).map((f) => [f.tag, f.id]));
});
afterAll(async () => {
  await t.close();
});

const grantUrl = (role: string, func: string) => `/api/Role/${roles[role]}/Functionality/${funcs[func]}`;
const tagsOf = async (token: string) =>
  ((await t.call({ method: 'GET', url: '/api/authedAdmin', token })).json().functionalities as { tag: string }[]).map((f) => f.tag);

describe('POST and DELETE /api/Role/{roleId}/Functionality/{functionalityId}', () => {
  it("grants then revokes a functionality, effective on the role's users' next request, and audits both", async () => {
    const s = await signedIn(t);
    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    const cashierToken = await signIn(t, cashier.email);
    expect(await tagsOf(cashierToken)).not.toContain('gestion_utilisateur');
    expect((await t.call({ method: 'GET', url: '/api/Users', token: cashierToken })).statusCode).toBe(403);

    const granted = await t.call({ method: 'POST', url: grantUrl('caissier', 'gestion_utilisateur'), token: s.token });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ roleId: roles.caissier, functionalityId: funcs.gestion_utilisateur, granted: true });
    expect(await tagsOf(cashierToken)).toContain('gestion_utilisateur');
    expect((await t.call({ method: 'GET', url: '/api/Users', token: cashierToken })).statusCode).toBe(200);
    // Granting twice is harmless.
    expect((await t.call({ method: 'POST', url: grantUrl('caissier', 'gestion_utilisateur'), token: s.token })).statusCode).toBe(200);

    const revoked = await t.call({ method: 'DELETE', url: grantUrl('caissier', 'gestion_utilisateur'), token: s.token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().granted).toBe(false);
    expect(await tagsOf(cashierToken)).not.toContain('gestion_utilisateur');
    expect((await t.call({ method: 'GET', url: '/api/Users', token: cashierToken })).statusCode).toBe(403);

    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('entity', '=', 'role')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['role.grant', 'role.grant', 'role.revoke']);
  });

  it('keeps every functionality of the admin role: revoking one answers 409 and changes nothing', async () => {
    const s = await signedIn(t);
    const res = await t.call({ method: 'DELETE', url: grantUrl('admin', 'gestion_admins'), token: s.token, lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The administrator role keeps every functionality');
    expect(await tagsOf(s.token)).toContain('gestion_admins');
    expect((await t.call({ method: 'POST', url: grantUrl('admin', 'gestion_admins'), token: s.token })).statusCode).toBe(200);
  });

  it('changes only the signed-in company', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const cashierB = await newUser(t, b.entrepriseId, 'caissier');
    const tokenB = await signIn(t, cashierB.email);
    expect((await t.call({ method: 'POST', url: grantUrl('caissier', 'gestion_stock'), token: a.token })).statusCode).toBe(200);
    expect(await tagsOf(tokenB)).not.toContain('gestion_stock');
    expect((await t.call({ method: 'DELETE', url: grantUrl('caissier', 'gestion_caisse'), token: a.token })).statusCode).toBe(200);
    expect(await tagsOf(tokenB)).toContain('gestion_caisse');
  });

  it('answers 404 for an unknown role or functionality, 422 for a malformed id', async () => {
    const s = await signedIn(t);
    const unknownRole = await t.call({ method: 'POST', url: `/api/Role/999999/Functionality/${funcs.gestion_stock}`, token: s.token });
    expect(unknownRole.statusCode).toBe(404);
    const unknownFunc = await t.call({ method: 'DELETE', url: `/api/Role/${roles.caissier}/Functionality/999999`, token: s.token });
    expect(unknownFunc.statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/Role/abc/Functionality/1', token: s.token })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/Role/1/Functionality/99999999999', token: s.token })).statusCode).toBe(422);
  });

  it('needs gestion_admins: a manager gets 403, a visitor 401', async () => {
    const s = await signedIn(t, 'gerant');
    const res = await t.call({ method: 'POST', url: grantUrl('caissier', 'gestion_stock'), token: s.token, lang: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('unauthorized action');
    expect((await t.call({ method: 'DELETE', url: grantUrl('caissier', 'gestion_caisse') })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleTag } from '@comptoir/shared';
import { newCompany, newStore, newUser, PASSWORD, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nowIso } from '../../db/database';

let t: TestApp;
let roles: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.deps.database.db.selectFrom('roles').select(['id', 'tag']).execute();
  roles = Object.fromEntries(rows.map((r) => [r.tag, r.id]));
});
afterAll(async () => {
  await t.close();
});

const member = async (entrepriseId: number, role: RoleTag, magasinIds: number[] = []) => {
  const u = await newUser(t, entrepriseId, role, { magasinIds });
  return { ...u, token: await signIn(t, u.email) };
};
let seq = 0;
const staff = (extra: Record<string, unknown> = {}) => ({
  name: 'Nora Tazi',
  email: `staff-${Date.now().toString(36)}-${++seq}@test.comptoir`,
  tel: '+212600112233',
  code: '482913',
  roleId: [roles.caissier],
  ...extra,
});
const create = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/Users', token, payload, lang });
const patch = (token: string, id: number, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'PATCH', url: `/api/User/${id}`, token, payload, lang });
const auditActions = async (entrepriseId: number, entityId: number) =>
  (
    await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', entrepriseId)
      .where('entity', '=', 'user')
      .where('entityId', '=', entityId)
      .orderBy('id')
      .execute()
  ).map((a) => a.action);

describe('POST /api/Users', () => {
  it('creates a staff account with one role, its stores and a hashed access code it signs in with', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const payload = staff({ magasinIds: [store] });
    const res = await create(s.token, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nora Tazi',
      email: payload.email,
      tel: '+212600112233',
      role: { tag: 'caissier' },
      magasinId: store,
      magasins: [store],
      isActive: true,
      hasCode: true,
      deleted_at: null,
    });
    expect(res.body).not.toContain('482913');
    const row = await t.deps.database.db
      .selectFrom('entreprise_users')
      .select('codeHash')
      .where('user_id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^scrypt\$/);
    await signIn(t, payload.email as string, '482913');
    expect(await auditActions(s.entrepriseId, res.json().id)).toEqual(['user.create']);
  });

  it('accepts a role sent as one id, and names in any script with accents', async () => {
    const s = await signedIn(t);
    for (const name of ['محمد أمين', 'Zoé Lefèvre', 'Ana María']) {
      const res = await create(s.token, staff({ name, roleId: roles.vendeuse }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name, role: { tag: 'vendeuse' } });
    }
  });

  it('lists every field problem of the staff form', async () => {
    const s = await signedIn(t);
    const res = await create(s.token, { name: 'J0hn!', email: 'not-an-email', tel: '', code: '123', roleId: [] }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'Letters, spaces, hyphens and apostrophes only' },
      { field: 'email', message: 'Invalid e-mail' },
      { field: 'tel', message: 'Required' },
      { field: 'code', message: 'At least 6 characters' },
      { field: 'roleId', message: 'Must be at least 1' },
    ]);
    const missing = await create(s.token, {}, 'en');
    expect(missing.json().errors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`)).toEqual([
      'name:Required',
      'email:Required',
      'tel:Required',
      'code:Required',
      'roleId:Required',
    ]);
    // Our reading of 'letters and spaces' (docs/decisions.md): hyphens and apostrophes between letters are names too.
    for (const name of ['Anne-Marie Dupont', "Nadia O'Neil", 'عبد الله']) {
      const ok = await create(s.token, staff({ name }), 'en');
      expect(ok.statusCode, name).toBe(200);
      expect(ok.json().name).toBe(name);
    }
    const short = await create(s.token, staff({ name: 'Al' }), 'en');
    expect(short.json().errors).toEqual([{ field: 'name', message: 'At least 3 characters' }]);
  });

  it('takes exactly one role among boulanger, vendeuse, gerant and caissier', async () => {
    const s = await signedIn(t);
    const two = await create(s.token, staff({ roleId: [roles.caissier, roles.vendeuse] }), 'en');
    expect(two.json().errors).toEqual([{ field: 'roleId', message: 'Choose exactly one role' }]);
    const admin = await create(s.token, staff({ roleId: [roles.admin] }), 'en');
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors).toEqual([{ field: 'roleId', message: 'This role cannot be given here' }]);
    const unknown = await create(s.token, staff({ roleId: [99999] }), 'en');
    expect(unknown.json().errors).toEqual([{ field: 'roleId', message: 'Unknown or inaccessible item' }]);
    for (const tag of ['boulanger', 'vendeuse', 'gerant', 'caissier']) {
      expect((await create(s.token, staff({ roleId: [roles[tag]] }))).statusCode).toBe(200);
    }
  });

  it("refuses another company's store and an e-mail already used (409)", async () => {
    const s = await signedIn(t);
    const foreign = await newStore(t, (await newCompany(t)).entrepriseId);
    const store = await create(s.token, staff({ magasinIds: [foreign] }), 'en');
    expect(store.statusCode).toBe(422);
    expect(store.json().errors).toEqual([{ field: 'magasinIds', message: 'Unknown or inaccessible item' }]);
    const other = await signedIn(t);
    const dup = await create(s.token, staff({ email: other.user.email.toUpperCase() }), 'en');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'email', message: 'This e-mail is already used' }] });
  });

  it('needs gestion_utilisateur', async () => {
    for (const role of ['caissier', 'controleur_gestion'] as const) {
      const s = await signedIn(t, role);
      expect((await create(s.token, staff())).statusCode).toBe(403);
    }
  });
});

describe('GET /api/Users', () => {
  it('pages, searches, sorts and filters by role and store within the company', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const ids: number[] = [];
    for (const [name, role] of [
      ['Amine Cashier', 'caissier'],
      ['Badia Seller', 'vendeuse'],
      ['Chama Baker', 'boulanger'],
    ] as const) {
      ids.push((await create(s.token, staff({ name, roleId: [roles[role]], magasinIds: role === 'vendeuse' ? [store] : [] }))).json().id);
    }
    await newUser(t, (await newCompany(t)).entrepriseId, 'caissier');

    const page1 = await t.call({ method: 'GET', url: '/api/Users?page=1&limit=2&sort=name', token: s.token });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(page1.json().data.map((u: { name: string }) => u.name)).toEqual(['Amine Cashier', 'Badia Seller']);
    const page2 = await t.call({ method: 'GET', url: '/api/Users?page=2&limit=2&sort=name', token: s.token });
    expect(page2.json().data.map((u: { name: string }) => u.name)).toEqual(['Chama Baker', 'User admin']);
    const desc = await t.call({ method: 'GET', url: '/api/Users?sort=-name', token: s.token });
    expect(desc.json().data[0].name).toBe('User admin');
    // Every column the list shows sorts: role (by tag) and status too.
    const byRoleTag = await t.call({ method: 'GET', url: '/api/Users?sort=role', token: s.token });
    const tags = byRoleTag.json().data.map((u: { role: { tag: string } }) => u.role.tag);
    expect(tags).toEqual([...tags].sort());
    const byStatus = await t.call({ method: 'GET', url: '/api/Users?sort=-tel', token: s.token });
    expect(byStatus.statusCode).toBe(200);

    const search = await t.call({ method: 'GET', url: '/api/Users?keyword=badia', token: s.token });
    expect(search.json()).toMatchObject({ total: 1, data: [{ id: ids[1] }] });
    const byRole = await t.call({ method: 'GET', url: `/api/Users?roleId=${roles.caissier},${roles.boulanger},0`, token: s.token });
    expect(
      byRole
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());
    const byStore = await t.call({ method: 'GET', url: `/api/Users?magasinId=${store}`, token: s.token });
    expect(byStore.json().data.map((u: { id: number }) => u.id)).toEqual([ids[1]]);
  });

  it('shows a store-bound user only the members of their stores', async () => {
    const s = await signedIn(t);
    const [mine, other] = [await newStore(t, s.entrepriseId), await newStore(t, s.entrepriseId)];
    const func = await t.deps.database.db
      .selectFrom('functionalities')
      .select('id')
      .where('tag', '=', 'gestion_utilisateur')
      .executeTakeFirstOrThrow();
    await t.call({ method: 'POST', url: `/api/Role/${roles.caissier}/Functionality/${func.id}`, token: s.token });
    const cashier = await member(s.entrepriseId, 'caissier', [mine]);
    const colleague = await newUser(t, s.entrepriseId, 'vendeuse', { magasinIds: [mine] });
    const stranger = await newUser(t, s.entrepriseId, 'vendeuse', { magasinIds: [other] });
    const res = await t.call({ method: 'GET', url: '/api/Users', token: cashier.token });
    expect(
      res
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([cashier.id, colleague.id].sort());
    expect((await t.call({ method: 'GET', url: `/api/User/${stranger.id}`, token: cashier.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/Users?magasinId=${other}`, token: cashier.token })).json().total).toBe(0);
    const outside = await create(cashier.token, staff({ magasinIds: [other] }));
    expect(outside.statusCode).toBe(422);
  });

  it('refuses a bad query with every problem listed, and needs a staff tag', async () => {
    const s = await signedIn(t);
    const bad = await t.call({ method: 'GET', url: '/api/Users?page=0&limit=1000&sort=salary', token: s.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['page', 'limit', 'sort']);
    const cashier = await signedIn(t, 'caissier');
    expect((await t.call({ method: 'GET', url: '/api/Users', token: cashier.token })).statusCode).toBe(403);
  });
});

describe('GET, PATCH and POST /api/User/{id}', () => {
  it('reads and updates a member, POST being an alias of PATCH', async () => {
    const s = await signedIn(t);
    const [a, b] = [await newStore(t, s.entrepriseId), await newStore(t, s.entrepriseId)];
    const u = (await create(s.token, staff())).json();
    expect((await t.call({ method: 'GET', url: `/api/User/${u.id}`, token: s.token })).json()).toEqual(u);
    const res = await patch(s.token, u.id, { name: 'Nora El Amrani', tel: '+212611000000', magasinIds: [a, b], roleId: [roles.vendeuse] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nora El Amrani',
      tel: '+212611000000',
      magasinId: a,
      magasins: [a, b],
      role: { tag: 'vendeuse' },
    });
    const alias = await t.call({ method: 'POST', url: `/api/User/${u.id}`, token: s.token, payload: { magasinIds: [b] } });
    expect(alias.json()).toMatchObject({ magasinId: b, magasins: [b] });
    // A main store alone keeps the other stores.
    const main = await patch(s.token, u.id, { magasinId: a });
    expect(main.json()).toMatchObject({ magasinId: a, magasins: [a, b] });
    expect(await auditActions(s.entrepriseId, u.id)).toEqual(['user.create', 'user.role']);
  });

  it('changes the access code and signs the member out', async () => {
    const s = await signedIn(t);
    const payload = staff();
    const u = (await create(s.token, payload)).json();
    const token = await signIn(t, payload.email as string, '482913');
    expect((await patch(s.token, u.id, { code: '773311' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token })).statusCode).toBe(401);
    await signIn(t, payload.email as string, '773311');
  });

  it('blocks a member (signed out, sign-in refused) and activates them again, audited', async () => {
    const s = await signedIn(t);
    const m = await member(s.entrepriseId, 'caissier');
    const blocked = await patch(s.token, m.id, { isActive: false });
    expect(blocked.json().isActive).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: m.token })).statusCode).toBe(401);
    const refused = await t.call({ method: 'POST', url: '/api/web/login', payload: { email: m.email, password: PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect((await patch(s.token, m.id, { isActive: true })).json().isActive).toBe(true);
    await signIn(t, m.email);
    expect(await auditActions(s.entrepriseId, m.id)).toEqual(['user.block', 'user.activate']);
  });

  it('refuses to block yourself or change your own role (409)', async () => {
    const s = await signedIn(t);
    const block = await patch(s.token, s.user.id, { isActive: false }, 'en');
    expect(block.statusCode).toBe(409);
    expect(block.json().message).toBe('You cannot block your own account');
    expect((await patch(s.token, s.user.id, { roleId: [roles.gerant] })).statusCode).toBe(409);
  });

  it('lets only an admin manage admins or give roles outside the staff form', async () => {
    const s = await signedIn(t);
    const gerant = await member(s.entrepriseId, 'gerant');
    const cashier = await member(s.entrepriseId, 'caissier');
    expect((await patch(gerant.token, s.user.id, { tel: '+212600000009' })).statusCode).toBe(403);
    const promote = await patch(gerant.token, cashier.id, { roleId: [roles.admin] }, 'en');
    expect(promote.statusCode).toBe(422);
    expect(promote.json().errors).toEqual([{ field: 'roleId', message: 'This role cannot be given here' }]);
    expect((await patch(gerant.token, cashier.id, { roleId: [roles.boulanger] })).statusCode).toBe(200);
    expect((await patch(s.token, cashier.id, { roleId: [roles.controleur_gestion] })).json().role.tag).toBe('controleur_gestion');
  });

  it('only changes role, stores and status of a person who also belongs to another company', async () => {
    const s = await signedIn(t);
    const other = await newCompany(t);
    const m = await newUser(t, s.entrepriseId, 'caissier');
    await t.deps.database.db
      .insertInto('entreprise_users')
      .values({
        entreprise_id: other.entrepriseId,
        user_id: m.id,
        roleId: roles.gerant,
        magasinId: null,
        isActive: true,
        created_at: nowIso(),
      })
      .execute();
    expect((await patch(s.token, m.id, { name: 'Renamed Person' })).statusCode).toBe(403);
    expect((await patch(s.token, m.id, { roleId: [roles.vendeuse] })).statusCode).toBe(200);
  });

  it('refuses an e-mail used by another account (409) and lists field problems', async () => {
    const s = await signedIn(t);
    const u = (await create(s.token, staff())).json();
    const other = await newUser(t, s.entrepriseId, 'vendeuse');
    expect((await patch(s.token, u.id, { email: other.email })).statusCode).toBe(409);
    expect((await patch(s.token, u.id, { email: u.email })).statusCode).toBe(200);
    const bad = await patch(s.token, u.id, { name: 'X1', email: 'nope', code: '1', isActive: 'yes' }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'name', 'email', 'code', 'isActive']);
  });

  it("answers 404 for another company's member or an unknown id, and leaves them unchanged", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const mb = await newUser(t, b.entrepriseId, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/User/${mb.id}`, token: a.token })).json().code).toBe('NOT_FOUND');
    expect((await patch(a.token, mb.id, { isActive: false })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `/api/User/${mb.id}`, token: a.token, payload: { roleId: [roles.gerant] } })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/User/999999', token: a.token })).statusCode).toBe(404);
    const row = await t.deps.database.db
      .selectFrom('entreprise_users')
      .select(['isActive', 'roleId'])
      .where('user_id', '=', mb.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.isActive)).toBe(true);
    expect(row.roleId).toBe(roles.caissier);
  });

  it('needs gestion_utilisateur to update', async () => {
    const s = await signedIn(t);
    const cashier = await member(s.entrepriseId, 'caissier');
    expect((await patch(cashier.token, cashier.id, { tel: '+212600000000' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/User/${cashier.id}`, token: cashier.token })).statusCode).toBe(403);
  });
});

describe('DELETE /api/UserCaissier/{id}, trash and restore', () => {
  it('soft deletes a member: signed out, listed in the trash, restored active', async () => {
    const s = await signedIn(t);
    const m = await member(s.entrepriseId, 'caissier');
    const del = await t.call({ method: 'DELETE', url: `/api/UserCaissier/${m.id}`, token: s.token });
    expect(del.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: m.token })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/User/${m.id}`, token: s.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Users', token: s.token })).json().data.map((u: { id: number }) => u.id)).toEqual([
      s.user.id,
    ]);
    const trashed = await t.call({ method: 'GET', url: '/api/User/getAll/trashed', token: s.token });
    expect(trashed.json()).toEqual([expect.objectContaining({ id: m.id, deleted_at: expect.any(String), isActive: false })]);
    expect((await t.call({ method: 'GET', url: '/api/Users?onlyTrashed=1', token: s.token })).json().total).toBe(1);
    expect((await t.call({ method: 'DELETE', url: `/api/UserCaissier/${m.id}`, token: s.token })).statusCode).toBe(404);

    const restored = await t.call({ method: 'PATCH', url: `/api/User/restore/${m.id}`, token: s.token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: m.id, deleted_at: null, isActive: true });
    await signIn(t, m.email);
    expect((await t.call({ method: 'PATCH', url: `/api/User/restore/${m.id}`, token: s.token })).statusCode).toBe(404);
    expect(await auditActions(s.entrepriseId, m.id)).toEqual(['user.delete', 'user.restore']);
  });

  it('refuses to delete an admin (403) or yourself (409)', async () => {
    const s = await signedIn(t);
    const otherAdmin = await newUser(t, s.entrepriseId, 'admin');
    const res = await t.call({ method: 'DELETE', url: `/api/UserCaissier/${otherAdmin.id}`, token: s.token });
    expect(res.statusCode).toBe(403);
    const gerant = await member(s.entrepriseId, 'gerant');
    const self = await t.call({ method: 'DELETE', url: `/api/UserCaissier/${gerant.id}`, token: gerant.token, lang: 'en' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account');
  });

  it("answers 404 for another company's member, in delete, trash and restore", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const mb = await newUser(t, b.entrepriseId, 'caissier');
    expect((await t.call({ method: 'DELETE', url: `/api/UserCaissier/${mb.id}`, token: a.token })).statusCode).toBe(404);
    await t.call({ method: 'DELETE', url: `/api/UserCaissier/${mb.id}`, token: b.token });
    expect((await t.call({ method: 'PATCH', url: `/api/User/restore/${mb.id}`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/User/getAll/trashed', token: a.token })).json()).toEqual([]);
  });

  it('needs gestion_utilisateur', async () => {
    const s = await signedIn(t);
    const cashier = await member(s.entrepriseId, 'caissier');
    const other = await newUser(t, s.entrepriseId, 'vendeuse');
    expect((await t.call({ method: 'DELETE', url: `/api/UserCaissier/${other.id}`, token: cashier.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/User/getAll/trashed', token: cashier.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'PATCH', url: `/api/User/restore/${other.id}`, token: cashier.token })).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/User/{id}', () => {
  it('lets an admin delete another admin account, audited, but not their own (409)', async () => {
    const s = await signedIn(t);
    const other = await member(s.entrepriseId, 'admin');
    expect((await t.call({ method: 'DELETE', url: `/api/admin/User/${other.id}`, token: s.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: other.token })).statusCode).toBe(401);
    expect(await auditActions(s.entrepriseId, other.id)).toEqual(['user.delete']);
    expect((await t.call({ method: 'DELETE', url: `/api/admin/User/${s.user.id}`, token: s.token })).statusCode).toBe(409);
  });

  it('needs the admin role, and answers 404 for another company', async () => {
    const s = await signedIn(t);
    const gerant = await member(s.entrepriseId, 'gerant');
    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    expect((await t.call({ method: 'DELETE', url: `/api/admin/User/${cashier.id}`, token: gerant.token })).statusCode).toBe(403);
    const foreign = await newUser(t, (await newCompany(t)).entrepriseId, 'admin');
    expect((await t.call({ method: 'DELETE', url: `/api/admin/User/${foreign.id}`, token: s.token })).statusCode).toBe(404);
  });
});

describe('PATCH /api/UserCaissier/{id}/addMagasin/{storeId}/', () => {
  it('adds a store to the member, the first one becoming the main store', async () => {
    const s = await signedIn(t);
    const [a, b] = [await newStore(t, s.entrepriseId), await newStore(t, s.entrepriseId)];
    const m = await newUser(t, s.entrepriseId, 'caissier');
    const first = await t.call({ method: 'PATCH', url: `/api/UserCaissier/${m.id}/addMagasin/${a}/`, token: s.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ magasinId: a, magasins: [a] });
    const second = await t.call({ method: 'PATCH', url: `/api/UserCaissier/${m.id}/addMagasin/${b}`, token: s.token });
    expect(second.json()).toMatchObject({ magasinId: a, magasins: [a, b] });
    const again = await t.call({ method: 'PATCH', url: `/api/UserCaissier/${m.id}/addMagasin/${b}`, token: s.token });
    expect(again.json().magasins).toEqual([a, b]);
  });

  it("answers 404 for another company's store or member", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const mine = await newUser(t, a.entrepriseId, 'caissier');
    const storeA = await newStore(t, a.entrepriseId);
    const storeB = await newStore(t, b.entrepriseId);
    const mb = await newUser(t, b.entrepriseId, 'caissier');
    expect((await t.call({ method: 'PATCH', url: `/api/UserCaissier/${mine.id}/addMagasin/${storeB}`, token: a.token })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: 'PATCH', url: `/api/UserCaissier/${mb.id}/addMagasin/${storeA}`, token: a.token })).statusCode).toBe(
      404,
    );
    const cashier = await member(a.entrepriseId, 'caissier');
    expect(
      (await t.call({ method: 'PATCH', url: `/api/UserCaissier/${mine.id}/addMagasin/${storeA}`, token: cashier.token })).statusCode,
    ).toBe(403);
  });
});

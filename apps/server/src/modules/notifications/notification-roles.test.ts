// Which types each role receives (issue 25, /settings/notifications per role): a role's choice applies to its members
// who have none of their own, in their lists and over the live channel; a member's own choice wins; removing it (or
// the role's) goes back. Refusals, and two saves of one role at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSetup } from '../../../test/caisse-factories';
import { newUser, signIn } from '../../../test/factories';
import { connectLive, events } from '../../../test/live-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const roleIdOf = async (tag: string) =>
  (await t.deps.database.db.selectFrom('roles').select('id').where('tag', '=', tag).executeTakeFirstOrThrow()).id;
const typeIds = async (token: string) =>
  new Map(
    ((await t.call({ method: 'GET', url: '/api/NotificationTypes', token })).json() as { id: number; tag: string }[]).map((x) => [
      x.tag,
      x.id,
    ]),
  );
const setRole = (token: string, payload: unknown, lang?: string) =>
  t.call({ method: 'POST', url: '/api/RoleNotificationTypes/add', token, payload: payload as object, lang });
const tagsOf = async (token: string, userId: number) =>
  ((await t.call({ method: 'GET', url: `/api/notify/user/${userId}/notifications`, token })).json().notifications as { tag: string }[]).map(
    (n) => n.tag,
  );
const open = async (token: string, registerId: number) => {
  const r = await t.call({ method: 'POST', url: '/api/Caisse/open', token, payload: { registerId, openingFund: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as number;
};

describe('notification types per role', { timeout: 60_000 }, () => {
  it('apply to the members without a choice of their own, in their lists and live', async () => {
    const s = await cashSetup(t);
    const manager2 = await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [s.magasinId] });
    const manager2Token = await signIn(t, manager2.email);
    const ids = await typeIds(s.admin.token);
    const gerant = await roleIdOf('gerant');

    const set = await setRole(s.admin.token, { roleId: gerant, notificationTypeIds: [ids.get('withdrawal'), ids.get('close_cash')] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual([
      {
        roleId: gerant,
        tags: expect.arrayContaining(['withdrawal', 'close_cash']),
        notificationTypeIds: [ids.get('close_cash'), ids.get('withdrawal')],
      },
    ]);
    expect((await t.call({ method: 'GET', url: '/api/RoleNotificationTypes', token: s.admin.token })).json()).toEqual(set.json());
    // The second manager keeps a choice of their own for the store: it wins over the role's.
    const own = await t.call({
      method: 'POST',
      url: '/api/UserNotificationMagasin/add',
      token: s.admin.token,
      payload: { userId: manager2.id, magasinId: s.magasinId, notificationTypeIds: [ids.get('open_cash')] },
    });
    expect(own.statusCode, own.body).toBe(200);

    const [manager, other, admin] = await Promise.all([
      connectLive(t, s.manager.token),
      connectLive(t, manager2Token),
      connectLive(t, s.admin.token),
    ]);
    const caisseId = await open(s.cashier.token, s.registerId);
    await admin.next((e) => e.topic === 'notifications');
    await other.next((e) => e.topic === 'notifications');
    const w = await t.call({
      method: 'POST',
      url: '/api/CaisseOperations/add',
      token: s.cashier.token,
      payload: { caisseId, type: 'withdrawal', amount: 10, reason: 'Coffre' },
    });
    expect(w.statusCode, w.body).toBe(200);
    await manager.next((e) => e.topic === 'notifications');
    await admin.next((e) => e.topic === 'notifications' && (e.tags as string[])[0] === 'withdrawal');
    await new Promise((r) => setTimeout(r, 300));
    // (What a request recorded within a second before is told again: the same type may be heard twice.)
    const heard = (c: typeof manager) => [
      ...new Set(
        events(c)
          .filter((e) => e.topic === 'notifications')
          .map((e) => (e.tags as string[])[0]),
      ),
    ];
    // The role's members: only its types; the member with a choice of their own: theirs; the admin (no choice): all.
    expect(heard(manager)).toEqual(['withdrawal']);
    expect(heard(other)).toEqual(['open_cash']);
    expect(heard(admin)).toEqual(['open_cash', 'withdrawal']);
    expect(await tagsOf(s.manager.token, s.manager.id)).toEqual(['withdrawal', 'help']);
    expect(await tagsOf(manager2Token, manager2.id)).toEqual(['open_cash', 'help']);
    expect(await tagsOf(s.admin.token, s.admin.id)).toEqual(['withdrawal', 'open_cash', 'help']);

    // The member's own choice removed: the role's applies to them too.
    const cleared = await t.call({ method: 'DELETE', url: `/api/UserNotificationMagasin/${manager2.id}`, token: s.admin.token });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual([]);
    expect(await tagsOf(manager2Token, manager2.id)).toEqual(['withdrawal', 'help']);
    // The role choosing none: its members receive nothing; the choice removed: everything again.
    expect((await setRole(s.admin.token, { roleId: gerant, notificationTypeIds: [] })).json()).toEqual([
      { roleId: gerant, tags: [], notificationTypeIds: [] },
    ]);
    expect(await tagsOf(s.manager.token, s.manager.id)).toEqual(['help']);
    expect((await setRole(s.admin.token, { roleId: gerant, notificationTypeIds: null })).json()).toEqual([]);
    expect(await tagsOf(s.manager.token, s.manager.id)).toEqual(['withdrawal', 'open_cash', 'help']);
    for (const c of [manager, other, admin]) c.ws.close();
  });

  it('is per company: another company’s role choice changes nothing here', async () => {
    const s = await cashSetup(t);
    const foreign = await cashSetup(t);
    const gerant = await roleIdOf('gerant');
    expect((await setRole(foreign.admin.token, { roleId: gerant, notificationTypeIds: [] })).statusCode).toBe(200);
    await open(s.cashier.token, s.registerId);
    expect(await tagsOf(s.manager.token, s.manager.id)).toEqual(['open_cash', 'help']);
    expect((await t.call({ method: 'GET', url: '/api/RoleNotificationTypes', token: s.admin.token })).json()).toEqual([]);
  });

  it('refuses an unknown role (404), unknown types (each listed), a bad body, another company’s member, and a user without the right', async () => {
    const s = await cashSetup(t);
    const foreign = await cashSetup(t);
    const gerant = await roleIdOf('gerant');
    expect((await setRole(s.admin.token, { roleId: 999_999, notificationTypeIds: [] })).statusCode).toBe(404);
    const unknown = await setRole(s.admin.token, { roleId: gerant, notificationTypeIds: [1, 9999, 8888] }, 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      { field: 'notificationTypeIds.1', message: 'Notification type not found' },
      { field: 'notificationTypeIds.2', message: 'Notification type not found' },
    ]);
    const bad = await setRole(s.admin.token, { roleId: 'x', notificationTypeIds: 'y' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['roleId', 'notificationTypeIds']);
    expect((await setRole(s.cashier.token, { roleId: gerant, notificationTypeIds: [] })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/RoleNotificationTypes', token: s.cashier.token })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/UserNotificationMagasin/${foreign.manager.id}`, token: s.admin.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/UserNotificationMagasin/${s.manager.id}`, token: s.cashier.token })).statusCode,
    ).toBe(403);
  });

  it('saves one role’s choice at a time: parallel saves end with one of them whole', async () => {
    const s = await cashSetup(t);
    const ids = await typeIds(s.admin.token);
    const gerant = await roleIdOf('gerant');
    const lists = [
      [ids.get('open_cash')!, ids.get('close_cash')!],
      [ids.get('withdrawal')!],
      [ids.get('critical_stock')!, ids.get('order_new')!, ids.get('order_ready')!],
      [],
    ];
    const answers = await Promise.all(lists.map((l) => setRole(s.admin.token, { roleId: gerant, notificationTypeIds: l })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const final = (await t.call({ method: 'GET', url: '/api/RoleNotificationTypes', token: s.admin.token })).json() as {
      notificationTypeIds: number[];
    }[];
    expect(final).toHaveLength(1);
    expect(lists.map((l) => [...l].sort((a, b) => a - b))).toContainEqual(final[0].notificationTypeIds);
  });
});

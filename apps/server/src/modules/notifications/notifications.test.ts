// Notifications read (api-spec 7.17, product-spec §4) through the real routes: scope by company and store, the dedupe
// rule per register, the help notification, the unread count, marking as viewed, and who receives which type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSetup, newRegister } from '../../../test/caisse-factories';
import { newStore, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const open = async (token: string, registerId: number) => {
  const r = await t.call({ method: 'POST', url: '/api/Caisse/open', token, payload: { registerId, openingFund: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as number;
};
const withdraw = async (token: string, caisseId: number, amount: number) => {
  const r = await t.call({
    method: 'POST',
    url: '/api/CaisseOperations/add',
    token,
    payload: { caisseId, type: 'withdrawal', amount, reason: 'Coffre' },
  });
  expect(r.statusCode, r.body).toBe(200);
};
const list = (token: string, userId: number, query = '', lang?: string) =>
  t.call({ method: 'GET', url: `/api/notify/user/${userId}/notifications${query}`, token, lang });
const viewed = (token: string, userId: number, ids: unknown) =>
  t.call({ method: 'POST', url: `/api/notify/user/${userId}/notifications/viewed`, token, payload: ids as object });
const choose = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/UserNotificationMagasin/add', token, payload, lang });

type Row = {
  id: number;
  tag: string;
  title: string;
  caisseId: number | null;
  magasinId: number | null;
  data: Record<string, unknown> | null;
  viewed: boolean;
};

describe('a user’s notifications', () => {
  it('keeps only the highest count of a register’s withdrawals, appends the help notification and counts the unread', async () => {
    const s = await cashSetup(t);
    const other = await newRegister(t, s.entrepriseId, s.magasinId, 'Caisse 2');
    const a = await open(s.cashier.token, s.registerId);
    const b = await open(s.cashier.token, other);
    for (const amount of [10, 20, 30]) await withdraw(s.cashier.token, a, amount);
    await withdraw(s.cashier.token, b, 5);

    const res = await list(s.manager.token, s.manager.id, '', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().notifications as Row[];
    expect(rows.map((r) => [r.tag, r.caisseId])).toEqual([
      ['withdrawal', b],
      ['withdrawal', a],
      ['open_cash', b],
      ['open_cash', a],
      ['help', null],
    ]);
    expect(rows[1].data).toMatchObject({ count: 3, amount: 30 });
    expect(rows[0].data).toMatchObject({ count: 1 });
    expect(rows[1].title).toBe('Cash withdrawal');
    expect(rows[4]).toMatchObject({ id: 0, title: 'Need help?', viewed: true });
    expect(res.json().unread).toBe(4);
    // In the reader's language.
    expect(((await list(s.manager.token, s.manager.id, '', 'fr')).json().notifications as Row[])[1].title).toBe('Retrait de caisse');
    // Filters: type, store, dates.
    const opens = (await list(s.manager.token, s.manager.id, '?tag=open_cash')).json().notifications as Row[];
    expect(opens.map((r) => r.tag)).toEqual(['open_cash', 'open_cash', 'help']);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(((await list(s.manager.token, s.manager.id, `?from=${future}`)).json().notifications as Row[]).map((r) => r.tag)).toEqual([
      'help',
    ]);
  });

  it('marks as viewed only what the user receives, and answers the unread count', async () => {
    const s = await cashSetup(t);
    const a = await open(s.cashier.token, s.registerId);
    await withdraw(s.cashier.token, a, 10);
    const foreign = await cashSetup(t);
    await open(foreign.cashier.token, foreign.registerId);
    const theirs = ((await list(foreign.manager.token, foreign.manager.id)).json().notifications as Row[])[0];

    const mine = (await list(s.manager.token, s.manager.id)).json().notifications as Row[];
    expect(mine.filter((r) => !r.viewed)).toHaveLength(2);
    const res = await viewed(s.manager.token, s.manager.id, [mine[0].id, theirs.id, 999_999]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: 1 });
    const after = await list(s.manager.token, s.manager.id);
    expect((after.json().notifications as Row[]).map((r) => r.viewed)).toEqual([true, false, true]);
    expect(after.json().unread).toBe(1);
    // Viewed per user: the admin still has both unread; the other company's manager still has theirs.
    expect((await list(s.admin.token, s.admin.id)).json().unread).toBe(2);
    expect((await list(foreign.manager.token, foreign.manager.id)).json().unread).toBe(1);
    // Again: no error, nothing changes.
    expect((await viewed(s.manager.token, s.manager.id, [mine[0].id])).json()).toEqual({ unread: 1 });
  });

  it('refuses another user’s list, a bad body, and a user without the right', async () => {
    const s = await cashSetup(t);
    expect((await list(s.manager.token, s.admin.id)).statusCode).toBe(403);
    expect((await viewed(s.manager.token, s.admin.id, [1])).statusCode).toBe(403);
    const bad = await viewed(s.manager.token, s.manager.id, ['x', -1]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['0', '1']);
    expect((await viewed(s.manager.token, s.manager.id, [])).statusCode).toBe(422);
    const badQuery = await list(s.manager.token, s.manager.id, '?tag=nope&from=yesterday');
    expect(badQuery.statusCode).toBe(422);
    expect(badQuery.json().errors.map((e: { field: string }) => e.field)).toEqual(['tag', 'from']);
    const seller = await newUser(t, s.entrepriseId, 'vendeuse', { magasinIds: [s.magasinId] });
    expect((await list(await signIn(t, seller.email), seller.id)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/notify/user/${s.admin.id}/notifications` })).statusCode).toBe(401);
  });

  it('never shows another company’s or another store’s notifications', async () => {
    const s = await cashSetup(t);
    const store2 = await newStore(t, s.entrepriseId);
    const reg2 = await newRegister(t, s.entrepriseId, store2, 'Caisse B');
    const cashier2 = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [store2] });
    const manager2 = await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [store2] });
    await open(s.cashier.token, s.registerId);
    await open(await signIn(t, cashier2.email), reg2);
    const foreign = await cashSetup(t);
    await open(foreign.cashier.token, foreign.registerId);

    const stores = async (token: string, id: number) =>
      ((await list(token, id)).json().notifications as Row[]).filter((r) => r.tag !== 'help').map((r) => r.magasinId);
    expect(await stores(s.manager.token, s.manager.id)).toEqual([s.magasinId]);
    expect(await stores(await signIn(t, manager2.email), manager2.id)).toEqual([store2]);
    expect(await stores(s.admin.token, s.admin.id)).toEqual([store2, s.magasinId]);
    expect(await stores(foreign.admin.token, foreign.admin.id)).toEqual([foreign.magasinId]);
    // A store filter outside the scope answers nothing of it.
    const outside = await list(s.manager.token, s.manager.id, `?magasinId=${store2}`);
    expect((outside.json().notifications as Row[]).map((r) => r.tag)).toEqual(['help']);
  });
});

describe('who receives which type', () => {
  it('lists the types in the reader’s language', async () => {
    const s = await signedIn(t);
    const res = await t.call({ method: 'GET', url: '/api/NotificationTypes', token: s.token, lang: 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { tag: string }) => x.tag)).toEqual([
      'open_cash',
      'close_cash',
      'withdrawal',
      'critical_stock',
      'order_new',
      'order_ready',
      'order_due',
      'membership_due',
      'membership_expired',
    ]);
    expect(res.json()[0].intitule).toBe('Cassa aperta');
  });

  it('gives a user only the types chosen for each store', async () => {
    const s = await cashSetup(t);
    const types = (await t.call({ method: 'GET', url: '/api/NotificationTypes', token: s.admin.token })).json() as {
      id: number;
      tag: string;
    }[];
    const id = (tag: string) => types.find((x) => x.tag === tag)!.id;
    const set = await choose(s.admin.token, { userId: s.manager.id, magasinId: s.magasinId, notificationTypeIds: [id('withdrawal')] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual([{ userId: s.manager.id, magasinId: s.magasinId, notificationTypeId: id('withdrawal'), tag: 'withdrawal' }]);
    const read = await t.call({ method: 'GET', url: `/api/UserNotificationMagasin?userId=${s.manager.id}`, token: s.admin.token });
    expect(read.json()).toEqual(set.json());

    const a = await open(s.cashier.token, s.registerId);
    await withdraw(s.cashier.token, a, 10);
    const rows = (await list(s.manager.token, s.manager.id)).json().notifications as Row[];
    expect(rows.map((r) => r.tag)).toEqual(['withdrawal', 'help']);
    // The admin chose nothing: every type.
    expect(((await list(s.admin.token, s.admin.id)).json().notifications as Row[]).map((r) => r.tag)).toEqual([
      'withdrawal',
      'open_cash',
      'help',
    ]);
    // An empty list: nothing for that store.
    expect((await choose(s.admin.token, { userId: s.manager.id, magasinId: s.magasinId, notificationTypeIds: [] })).json()).toEqual([]);
  });

  it('refuses another company’s user or store, unknown types (each listed) and a user without the right', async () => {
    const s = await cashSetup(t);
    const foreign = await cashSetup(t);
    const ok = { userId: s.manager.id, magasinId: s.magasinId, notificationTypeIds: [1] };
    expect((await choose(s.admin.token, { ...ok, userId: foreign.manager.id })).statusCode).toBe(404);
    expect((await choose(s.admin.token, { ...ok, magasinId: foreign.magasinId })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/UserNotificationMagasin?userId=${foreign.manager.id}`, token: s.admin.token })).statusCode,
    ).toBe(404);
    const unknown = await choose(s.admin.token, { ...ok, notificationTypeIds: [1, 9999, 8888] }, 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      { field: 'notificationTypeIds.1', message: 'Notification type not found' },
      { field: 'notificationTypeIds.2', message: 'Notification type not found' },
    ]);
    const bad = await choose(s.admin.token, { userId: 'x', notificationTypeIds: 'y' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['userId', 'magasinId', 'notificationTypeIds']);
    expect((await choose(s.cashier.token, ok)).statusCode).toBe(403);
  });
});

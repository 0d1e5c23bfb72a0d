// The live channel through the app: a WebSocket per session, authenticated by its token, fed by the notifications a
// request records; two companies connected at once hear only their own; a revoked session's socket is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { cashSetup, newRegister } from '../../test/caisse-factories';
import { newStore, newUser, signIn } from '../../test/factories';
import { connectLive, events, type LiveClient } from '../../test/live-client';
import { createTestApp, type TestApp } from '../../test/test-app';

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
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the live channel', () => {
  it('refuses a socket without a valid session token', async () => {
    await expect(t.app.injectWS('/api/notify/ws')).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/api/notify/ws', { headers: { authorization: 'Bearer nope' } })).rejects.toThrow(/401/);
  });

  it('accepts the token as the subprotocol after comptoir-live (what a browser can send)', async () => {
    const s = await cashSetup(t);
    const c = await connectLive(t, s.manager.token, 'protocol');
    expect(c.messages[0]).toEqual({ type: 'ready', userId: s.manager.id });
    c.ws.close();
    // Over a real connection, the server answers with the protocol alone (the token is never echoed back).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace('http', 'ws')}/api/notify/ws`, ['comptoir-live', s.manager.token]);
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (d) => resolve(String(d)));
      ws.once('error', reject);
    });
    expect(ws.protocol).toBe('comptoir-live');
    expect(JSON.parse(first)).toEqual({ type: 'ready', userId: s.manager.id });
    ws.close();
  });

  it('tells only the recipients of the company and store, with two companies connected at once', async () => {
    const a = await cashSetup(t);
    const b = await cashSetup(t);
    const store2 = await newStore(t, a.entrepriseId);
    const manager2 = await newUser(t, a.entrepriseId, 'gerant', { magasinIds: [store2] });
    const [aManager, aAdmin, aOtherStore, bManager, bAdmin] = await Promise.all([
      connectLive(t, a.manager.token),
      connectLive(t, a.admin.token),
      connectLive(t, await signIn(t, manager2.email)),
      connectLive(t, b.manager.token),
      connectLive(t, b.admin.token),
    ]);

    const caisseId = await open(a.cashier.token, a.registerId);
    const heard = await aManager.next((m) => m.topic === 'notifications');
    expect(heard).toEqual({
      type: 'event',
      topic: 'notifications',
      userIdList: [a.manager.id],
      magasinId: a.magasinId,
      caisseId,
      tags: ['open_cash'],
    });
    await aAdmin.next((m) => m.type === 'event');
    await quiet();
    expect(events(aOtherStore)).toEqual([]);
    expect(events(bManager)).toEqual([]);
    expect(events(bAdmin)).toEqual([]);

    // And the other way round: company B's register reaches B only.
    const reg = await newRegister(t, b.entrepriseId, b.magasinId, 'B2');
    await open(b.cashier.token, reg);
    await bManager.next((m) => m.type === 'event');
    await quiet();
    // (Opening a register also raises its own event, topic caisse: realtime/live-events.test.ts.)
    const notes = (c: LiveClient) => events(c).filter((e) => e.topic === 'notifications');
    expect(notes(aManager)).toHaveLength(1);
    expect(notes(aAdmin)).toHaveLength(1);
    // The live event leads to the list: the manager finds the notification it announced.
    const list = await t.call({ method: 'GET', url: `/api/notify/user/${a.manager.id}/notifications`, token: a.manager.token });
    expect(list.json().notifications[0]).toMatchObject({ tag: 'open_cash', caisseId });
    for (const c of [aManager, aAdmin, aOtherStore, bManager, bAdmin]) c.ws.close();
  });

  it('closes the socket of a session signed out, and only that one', async () => {
    const s = await cashSetup(t);
    const second = await signIn(t, s.manager.email);
    const gone = await connectLive(t, s.manager.token);
    const stays = await connectLive(t, second);
    const out = await t.call({ method: 'POST', url: '/api/web/logout', token: s.manager.token });
    expect(out.statusCode).toBe(200);
    expect(await gone.closed).toBe(4401);
    await quiet();
    expect(stays.ws.readyState).toBe(stays.ws.OPEN);
    // A sign-out of the account by an admin (blocking it) closes the rest.
    const blocked = await t.call({ method: 'PATCH', url: `/api/User/${s.manager.id}`, token: s.admin.token, payload: { isActive: false } });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await stays.closed).toBe(4401);
  });
});

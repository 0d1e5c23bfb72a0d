// The live channel across instances: two app instances on one database and one Redis; an event raised on one reaches
// a client connected to the other, and a sign-out on one closes the socket held by the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, newStore, newUser, signIn } from '../../test/factories';
import { newRegister } from '../../test/caisse-factories';
import { sharedDatabase, redisUrl, type Instances } from '../../test/instances';
import { connectLive, events } from '../../test/live-client';
import type { TestApp } from '../../test/test-app';

let shared: Instances;
let a: TestApp;
let b: TestApp;

// Needs Redis: CI gives one (REDIS_URL_TEST) and the file refuses to run there without it; elsewhere it is skipped.
describe.skipIf(!redisUrl && !process.env.CI)('the live channel across instances (Redis)', () => {
  beforeAll(async () => {
    if (!redisUrl) throw new Error('REDIS_URL_TEST is not set: CI runs the live channel test against a real Redis');
    shared = await sharedDatabase();
    a = await shared.instance();
    b = await shared.instance();
  });
  afterAll(async () => {
    await shared?.close();
  });

  it('delivers an event raised on one instance to a client of the other, and to no other company', async () => {
    expect(a.deps.pubsub.kind).toBe('redis');
    const one = await newCompany(a);
    const two = await newCompany(a);
    const store = await newStore(a, one.entrepriseId);
    const registerId = await newRegister(a, one.entrepriseId, store, 'Caisse 1');
    const cashier = await newUser(a, one.entrepriseId, 'caissier', { magasinIds: [store] });
    const manager = await newUser(a, one.entrepriseId, 'gerant', { magasinIds: [store] });
    const stranger = await newUser(a, two.entrepriseId, 'admin');
    const onB = await connectLive(b, await signIn(b, manager.email));
    const strangerOnB = await connectLive(b, await signIn(b, stranger.email));

    const opened = await a.call({
      method: 'POST',
      url: '/api/Caisse/open',
      token: await signIn(a, cashier.email),
      payload: { registerId, openingFund: 0 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const heard = await onB.next((m) => m.topic === 'notifications');
    expect(heard).toMatchObject({ topic: 'notifications', userIdList: [manager.id], magasinId: store, caisseId: opened.json().id });
    // The register's own event (what its open screen shows) crosses too.
    expect(await onB.next((m) => m.topic === 'caisse')).toMatchObject({ userIdList: [manager.id], magasinId: store, tags: ['opened'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events(strangerOnB)).toEqual([]);
    strangerOnB.ws.close();
  });

  it('closes on one instance the socket of a session signed out on the other', async () => {
    const one = await newCompany(a);
    const manager = await newUser(a, one.entrepriseId, 'gerant');
    const token = await signIn(a, manager.email);
    const onB = await connectLive(b, token);
    expect((await a.call({ method: 'POST', url: '/api/web/logout', token })).statusCode).toBe(200);
    expect(await onB.closed).toBe(4401);
  });
});

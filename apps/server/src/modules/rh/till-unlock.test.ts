// The till's lock screen under the person's own account (issue 32, members helper), through the real routes on SQLite
// and PostgreSQL: a collaborator linked to a sign-in account opens the locked till with his code and the till goes on
// as him (a session of his; the previous cashier's is signed out; the register's open cash session stays and his
// tickets are his); no session for a collaborator without an account, one without a selling right, or a clock-out;
// another company's collaborator unknown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const clock = (token: string, action: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/PunchCard/${action}`, token, payload });

async function setup() {
  const s = await tillSetup(t);
  await db().updateTable('magasins').set({ timeClockLogin: true }).where('id', '=', s.magasinId).execute();
  const addCollaborator = async (extra: Record<string, unknown>) => {
    const r = await t.call({
      method: 'POST',
      url: '/api/Collaborator',
      token: s.admin.token,
      payload: {
        firstName: 'Nadia',
        lastName: 'Alaoui',
        contractType: 'cdi',
        weeklyHours: 35,
        payType: 'hourly',
        payAmount: 18,
        magasinIds: [s.magasinId],
        code: '2468',
        ...extra,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().id as number;
  };
  return { ...s, addCollaborator };
}

describe('unlocking the till under one’s own account', () => {
  it('goes on as the collaborator’s own account: his session, the previous one signed out, the open register kept, his tickets his', async () => {
    const s = await setup();
    const nadia = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [s.magasinId], name: 'Nadia Alaoui' });
    const collaboratorId = await s.addCollaborator({ userId: nadia.id });
    const p = { magasinId: s.magasinId, collaboratorId, code: '2468' };
    // A wrong code: nothing changes, the cashier's session still works.
    expect((await clock(s.cashier.token, 'ClockIn', { ...p, code: '1111' })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.cashier.token })).statusCode).toBe(200);
    const inn = await clock(s.cashier.token, 'ClockIn', p);
    expect(inn.statusCode, inn.body).toBe(200);
    const session = inn.json().session;
    expect(session).toMatchObject({ token: expect.any(String), user: { id: nadia.id, name: 'Nadia Alaoui' } });
    // The previous cashier's session on this till is signed out; the new one is Nadia's.
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.cashier.token })).statusCode).toBe(401);
    const me = await t.call({ method: 'GET', url: '/api/authedAdmin', token: session.token });
    expect(me.json()).toMatchObject({ id: nadia.id, entreprise: { id: s.entrepriseId } });
    // The register's cash session opened by the previous cashier goes on: Nadia's ticket is written in it, as hers.
    const r = await sale(t, session.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 10 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const order = await db()
      .selectFrom('commands')
      .select(['user_id', 'caisse_id'])
      .where('id', '=', r.json().id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ user_id: nadia.id, caisse_id: s.caisseId });
    const open = await db().selectFrom('caisses').select(['state']).where('id', '=', s.caisseId).executeTakeFirstOrThrow();
    expect(open.state).toBe('opened');
    const audit = await db()
      .selectFrom('audit_logs')
      .select(['user_id', 'data'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'auth.till_unlock')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].user_id).toBe(nadia.id);
    // Nadia, already the till's user, opens it again: no new session. A clock-out leaves the till locked: none either.
    expect((await clock(session.token, 'Unlock', p)).json().session).toBeUndefined();
    expect((await clock(session.token, 'ClockOut', p)).json().session).toBeUndefined();
  });

  it('gives no session to a collaborator without an account or without a selling right, and knows no other company’s', async () => {
    const s = await setup();
    const plain = await s.addCollaborator({ firstName: 'Sans', lastName: 'Compte' });
    const r = await clock(s.cashier.token, 'ClockIn', { magasinId: s.magasinId, collaboratorId: plain, code: '2468' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().session).toBeUndefined();
    const baker = await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.magasinId] });
    const bakerCollab = await s.addCollaborator({ firstName: 'Brahim', userId: baker.id });
    const b = await clock(s.cashier.token, 'ClockIn', { magasinId: s.magasinId, collaboratorId: bakerCollab, code: '2468' });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().session).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.cashier.token })).statusCode).toBe(200);
    const other = await signedIn(t);
    expect((await clock(other.token, 'Unlock', { magasinId: s.magasinId, collaboratorId: plain, code: '2468' })).statusCode).toBe(404);
  });
});

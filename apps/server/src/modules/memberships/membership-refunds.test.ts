// Giving back what billed a subscription (issue 32, members helper), through the real routes on SQLite and PostgreSQL:
// the whole ticket refunded or cancelled, or only its plan's line returned (or exchanged), ends the subscription
// ('refunded', a 'refunded' event with the order and the amount, its period no longer revenue, its sessions refused at
// the till); the croissant alone returned leaves it running; a renewal's order cancelled or refunded ends it too; a
// period whose sessions were used comes back only with a manager's code (refused: nothing written); a plan's line comes
// back whole; another company's order is unknown.
import { randomUUID } from 'node:crypto';
import { addPeriod } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessCode } from '../../../test/caisse-factories';
import { newCompany, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale } from '../orders/orders-helpers';
import { linkPeriods } from '../../db/migrations/2026-11-27T12-10_membership-period-lines';
import { daysAgo, membershipSetup, today, type MembershipSetup } from './memberships-fixture';
import { runRenewals } from './renewals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setup = () => membershipSetup(t, { tva: 10 });
type Setup = MembershipSetup;

/** A croissant (10) and the plan (150) in one ticket, paid 160 in cash: the order and the subscription's id. */
async function ticket(s: Setup) {
  const r = await sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    clientId: s.clientId,
    lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
    subscriptions: [{ planId: s.planId }],
    payments: [{ modePayment: 'cash', amount: 160 }],
  });
  expect(r.statusCode, r.body).toBe(200);
  const order = r.json();
  const membershipId = order.lines[1].membershipId as number;
  expect(membershipId).toEqual(expect.any(Number));
  expect(order.lines[0].membershipId).toBeNull();
  return { order, croissant: order.lines[0].id as number, planLine: order.lines[1].id as number, membershipId };
}

const move = (token: string, id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: `/api/Command/${id}/state`, token, payload, headers: { 'idempotency-key': randomUUID() } });

const membership = (id: number) => t.deps.database.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const events = (id: number) =>
  t.deps.database.db
    .selectFrom('membership_events')
    .select(['type', 'command_id', 'amount'])
    .where('membership_id', '=', id)
    .orderBy('id')
    .execute();
const periods = (id: number) =>
  t.deps.database.db
    .selectFrom('membership_periods')
    .select(['command_id', 'command_line_id', 'refunded_at', 'kind'])
    .where('membership_id', '=', id)
    .orderBy('id')
    .execute();
const refunds = (commandId: number) =>
  t.deps.database.db.selectFrom('operations').select('amount').where('command_id', '=', commandId).where('type', '=', 'refund').execute();

/** A brushing used from the subscription at the till (a 0 line). */
const useOne = (s: Setup, membershipId: number) =>
  sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    clientId: s.clientId,
    lines: [{ priceId: s.service.priceId, quantity: 1, unitPrice: 50, subscriptionId: membershipId }],
  });

async function expectEnded(s: Setup, membershipId: number, commandId: number, amount: number) {
  const m = await membership(membershipId);
  expect(m.etat).toBe('refunded');
  expect(Boolean(m.autoRenew)).toBe(false);
  expect(m.endedAt).not.toBeNull();
  expect((await events(membershipId)).at(-1)).toMatchObject({ type: 'refunded', command_id: commandId });
  expect(Number((await events(membershipId)).at(-1)!.amount)).toBe(amount);
  // Its sessions can no longer be used at the till, and the till no longer lists it.
  const used = await useOne(s, membershipId);
  expect(used.statusCode).toBe(422);
  expect(used.json().errors).toEqual([{ field: 'lines.0.subscriptionId', message: 'Abonnement remboursé : il a pris fin' }]);
  const live = await t.call({ method: 'GET', url: `/api/Subscriptions/ByClient/${s.clientId}`, token: s.cashier.token });
  expect(live.json()).toEqual([]);
  // The list filters on the new state; the history lists the event.
  const list = await t.call({ method: 'GET', url: '/api/Subscriptions?etat=refunded', token: s.admin.token });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().data.map((x: { id: number; actions: string[] }) => [x.id, x.actions])).toEqual([[membershipId, []]]);
  const history = await t.call({ method: 'GET', url: '/api/Membership/Historique?type=refunded', token: s.admin.token });
  expect(history.json().data).toEqual([expect.objectContaining({ type: 'refunded', commandId, amount: amount / 100 })]);
}

describe('refunding what sold a subscription', () => {
  it.each(['refunded', 'cancelled'] as const)('the whole ticket %s: the subscription ends, its period no longer revenue', async (etat) => {
    const s = await setup();
    const { order, membershipId, planLine } = await ticket(s);
    const before = await t.call({ method: 'GET', url: '/api/Membership/Stats', token: s.admin.token });
    expect(before.json().plans[0]).toMatchObject({ active: 1, refunded: 0, revenue: 150 });
    const r = await move(s.admin.token, order.id, { etat, caisseId: s.caisseId });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().lines.find((l: { id: number }) => l.id === planLine)).toMatchObject({ membershipId, returnedQuantity: 1 });
    expect((await refunds(order.id)).map((o) => Number(o.amount))).toEqual([16000]);
    await expectEnded(s, membershipId, order.id, 15000);
    expect(await periods(membershipId)).toEqual([
      expect.objectContaining({ command_id: order.id, command_line_id: planLine, kind: 'subscribe', refunded_at: expect.anything() }),
    ]);
    const after = await t.call({ method: 'GET', url: '/api/Membership/Stats', token: s.admin.token });
    expect(after.json().plans[0]).toMatchObject({ active: 0, refunded: 1, revenue: 0 });
    // The client may subscribe again.
    expect((await ticket(s)).membershipId).not.toBe(membershipId);
  });

  it('the croissant alone returned leaves the subscription running; then the plan’s line returned ends it', async () => {
    const s = await setup();
    const { order, croissant, planLine, membershipId } = await ticket(s);
    const r = await move(s.admin.token, order.id, { etat: 'returned', caisseId: s.caisseId, lines: [{ id: croissant, quantity: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etat).toBe('returned');
    expect((await membership(membershipId)).etat).toBe('active');
    expect((await events(membershipId)).map((e) => e.type)).toEqual(['subscribed']);
    expect((await useOne(s, membershipId)).statusCode).toBe(200);
    // Half a period does not come back: refused, nothing changed.
    const half = await move(s.manager.token, order.id, {
      etat: 'returned',
      caisseId: s.caisseId,
      lines: [{ id: planLine, quantity: 0.5 }],
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual([{ field: 'lines', message: 'La ligne d’un abonnement se rembourse en entier' }]);
    expect((await membership(membershipId)).etat).toBe('active');
    // The plan's line back (a session was used: a manager returns it himself): the subscription ends, 150 back.
    const plan = await move(s.manager.token, order.id, { etat: 'returned', caisseId: s.caisseId, lines: [{ id: planLine, quantity: 1 }] });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().etat).toBe('refunded');
    expect((await refunds(order.id)).map((o) => Number(o.amount))).toEqual([1000, 15000]);
    await expectEnded(s, membershipId, order.id, 15000);
  });

  it('the plan’s line returned alone ends it, the croissant kept; an exchange giving the line back ends it too', async () => {
    const s = await setup();
    const { order, planLine, membershipId } = await ticket(s);
    const r = await move(s.cashier.token, order.id, { etat: 'returned', caisseId: s.caisseId, lines: [{ id: planLine, quantity: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ etat: 'returned' });
    expect(r.json().lines[0].returnedQuantity).toBe(0);
    expect((await refunds(order.id)).map((o) => Number(o.amount))).toEqual([15000]);
    await expectEnded(s, membershipId, order.id, 15000);

    const other = await setup();
    const second = await ticket(other);
    const ex = await t.call({
      method: 'POST',
      url: `/api/Command/${second.order.id}/AddEchange`,
      token: other.admin.token,
      payload: {
        uuid: randomUUID(),
        caisseId: other.caisseId,
        returns: [{ id: second.planLine, quantity: 1 }],
        lines: [{ priceId: other.article.priceId, quantity: 2, unitPrice: 10 }],
      },
    });
    expect(ex.statusCode, ex.body).toBe(200);
    await expectEnded(other, second.membershipId, second.order.id, 15000);
  });

  it('a renewal’s order: cancelled unpaid, or paid then refunded, ends the subscription (no paid period left refunded)', async () => {
    for (const paid of [false, true]) {
      const s = await setup();
      const start = daysAgo(40);
      const sub = await t.call({
        method: 'POST',
        url: '/api/Subscription',
        token: s.admin.token,
        payload: { clientId: s.clientId, planId: s.planId, magasinId: s.magasinId, startAt: start },
      });
      expect(sub.statusCode, sub.body).toBe(200);
      const membershipId = sub.json().id as number;
      expect(await runRenewals(t.deps.database, { today: today(), entrepriseId: s.entrepriseId })).toMatchObject({ renewed: 1 });
      const renewal = await t.deps.database.db
        .selectFrom('commands')
        .select('id')
        .where('uuid', '=', `membership-${membershipId}-${addPeriod(start, 'monthly')}`)
        .executeTakeFirstOrThrow();
      const detail = (await t.call({ method: 'GET', url: `/api/Command/${renewal.id}`, token: s.admin.token })).json();
      expect(detail.lines).toEqual([expect.objectContaining({ priceId: null, membershipId })]);
      if (paid) {
        const pay = await t.call({
          method: 'POST',
          url: '/api/Operation/PayTotaly',
          token: s.cashier.token,
          payload: { commandId: renewal.id, caisseId: s.caisseId, modePayment: 'cash' },
          headers: { 'idempotency-key': randomUUID() },
        });
        expect(pay.statusCode, pay.body).toBe(200);
      }
      const r = await move(s.admin.token, renewal.id, { etat: paid ? 'refunded' : 'cancelled', caisseId: s.caisseId });
      expect(r.statusCode, r.body).toBe(200);
      await expectEnded(s, membershipId, renewal.id, paid ? 15000 : 0);
      const ps = await periods(membershipId);
      expect(ps.map((p) => [p.kind, p.refunded_at !== null])).toEqual([
        ['subscribe', false],
        ['renewal', true],
      ]);
      // Ended: the renewal job bills nothing more.
      expect(await runRenewals(t.deps.database, { today: addPeriod(today(), 'quarterly'), entrepriseId: s.entrepriseId })).toMatchObject({
        renewed: 0,
      });
    }
  });

  it('a period whose sessions were used comes back only with a manager’s code; refused, nothing written', async () => {
    const s = await setup();
    await setAccessCode(t, s.entrepriseId, s.manager.id, '482913');
    const { order, planLine, membershipId } = await ticket(s);
    expect((await useOne(s, membershipId)).statusCode).toBe(200);
    const snapshot = async () => ({
      m: await membership(membershipId),
      e: await events(membershipId),
      p: await periods(membershipId),
      r: await refunds(order.id),
      lines: (await t.call({ method: 'GET', url: `/api/Command/${order.id}`, token: s.admin.token })).json().lines,
    });
    const before = await snapshot();
    for (const payload of [
      { etat: 'returned', caisseId: s.caisseId, lines: [{ id: planLine, quantity: 1 }] },
      { etat: 'refunded', caisseId: s.caisseId },
    ]) {
      const refused = await move(s.cashier.token, order.id, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([
        {
          field: 'approval',
          message: 'Séances déjà utilisées sur la période remboursée : Forfait 4 brushings (1). Le remboursement met fin à l’abonnement.',
        },
      ]);
      const wrong = await move(s.cashier.token, order.id, { ...payload, approval: { code: '000000' } });
      expect(wrong.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    const ok = await move(s.cashier.token, order.id, {
      etat: 'returned',
      caisseId: s.caisseId,
      lines: [{ id: planLine, quantity: 1 }],
      approval: { code: '482913' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await expectEnded(s, membershipId, order.id, 15000);
    const approval = await t.deps.database.db
      .selectFrom('approvals')
      .select(['action', 'approvedBy'])
      .where('entreprise_id', '=', s.entrepriseId)
      .execute();
    expect(approval).toEqual([{ action: 'membership.refund_used', approvedBy: s.manager.id }]);
  });

  it('a session’s line returned gives the session back to its period; the subscription runs on', async () => {
    const s = await setup();
    const { membershipId } = await ticket(s);
    const used = await useOne(s, membershipId);
    expect(used.statusCode, used.body).toBe(200);
    const usesLeft = async () => {
      const listed = await t.call({ method: 'GET', url: `/api/Subscriptions/ByClient/${s.clientId}`, token: s.cashier.token });
      expect(listed.statusCode, listed.body).toBe(200);
      return (listed.json() as { id: number; usesLeft: number | null }[]).find((m) => m.id === membershipId)!.usesLeft;
    };
    expect(await usesLeft()).toBe(3);
    // The session's line (sold at 0) comes back: nothing to pay back, the session is the client's again.
    const back = await move(s.admin.token, used.json().id, {
      etat: 'returned',
      caisseId: s.caisseId,
      lines: [{ id: used.json().lines[0].id, quantity: 1 }],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await usesLeft()).toBe(4);
    expect((await membership(membershipId)).etat).toBe('active');
    expect((await events(membershipId)).map((e) => e.type)).toEqual(['subscribed', 'used', 'use_returned']);
    expect((await events(membershipId)).at(-1)!.command_id).toBe(used.json().id);
    // Returned twice, it gives nothing more (the line has nothing left to return).
    const again = await move(s.admin.token, used.json().id, {
      etat: 'returned',
      caisseId: s.caisseId,
      lines: [{ id: used.json().lines[0].id, quantity: 1 }],
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(await usesLeft()).toBe(4);
  });

  it('another company’s order is unknown: 404, the subscription untouched', async () => {
    const s = await setup();
    const { order, planLine, membershipId } = await ticket(s);
    const other = await newCompany(t);
    const admin = await newUser(t, other.entrepriseId, 'admin');
    const token = await signIn(t, admin.email);
    for (const payload of [{ etat: 'refunded' }, { etat: 'returned', lines: [{ id: planLine, quantity: 1 }] }]) {
      const r = await move(token, order.id, payload);
      expect(r.statusCode).toBe(404);
    }
    const ex = await t.call({
      method: 'POST',
      url: `/api/Command/${order.id}/AddEchange`,
      token,
      payload: { uuid: randomUUID(), caisseId: s.caisseId, returns: [{ id: planLine, quantity: 1 }], lines: [] },
    });
    expect(ex.statusCode).toBe(404);
    expect((await membership(membershipId)).etat).toBe('active');
    expect((await events(membershipId)).map((e) => e.type)).toEqual(['subscribed']);
  });

  it('the migration links the periods billed before it to their order’s plan lines, two plans in one ticket in order', async () => {
    const s = await setup();
    const second = await t.call({
      method: 'POST',
      url: '/api/MembershipPlan',
      token: s.admin.token,
      payload: {
        intitule: 'Soin mensuel',
        kind: 'package',
        price: 80,
        period: 'monthly',
        usesPerPeriod: null,
        priceIds: [s.service.priceId],
      },
    });
    const r = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      subscriptions: [{ planId: s.planId }, { planId: second.json().id }],
      payments: [{ modePayment: 'cash', amount: 240 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const lines = r.json().lines as { id: number; membershipId: number | null }[];
    const linked = () =>
      t.deps.database.db
        .selectFrom('membership_periods')
        .select(['membership_id', 'command_line_id'])
        .where('command_id', '=', r.json().id)
        .orderBy('id')
        .execute();
    const written = await linked();
    expect(written.map((p) => [p.membership_id, p.command_line_id])).toEqual([
      [lines[1].membershipId, lines[1].id],
      [lines[2].membershipId, lines[2].id],
    ]);
    // As before the migration: no link; the migration's backfill finds the same.
    await t.deps.database.db
      .updateTable('membership_periods')
      .set({ command_line_id: null })
      .where('command_id', '=', r.json().id)
      .execute();
    await linkPeriods(t.deps.database.db);
    expect(await linked()).toEqual(written);
  });
});

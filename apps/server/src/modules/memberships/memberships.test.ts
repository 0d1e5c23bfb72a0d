// Client memberships through the real routes, on SQLite and PostgreSQL: plans, subscribing at the till, a subscribed
// service at 0 decided by the server, uses per period (the n+1th refused, the next period allowed), the renewal job run
// twice and on two connections at once (one order per due date), states, reports, another company (404), roles (403).
import { addPeriod } from '@comptoir/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { newCompany, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, sale, tillSetup } from '../orders/orders-helpers';
import { membershipSetup, type MembershipSetup } from './memberships-fixture';
import { runRenewals } from './renewals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Setup = MembershipSetup;

const setup = (usesPerPeriod: number | null = 4) => membershipSetup(t, { usesPerPeriod });

async function subscribe(s: Setup, token = s.cashier.token, startAt?: string) {
  const r = await t.call({
    method: 'POST',
    url: '/api/Subscription',
    token,
    payload: { clientId: s.clientId, planId: s.planId, magasinId: s.magasinId, ...(startAt ? { startAt } : {}) },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** A sale of `quantity` brushings used from the subscription, the till sending `unitPrice` (the server decides). */
const useSessions = (s: Setup, subscriptionId: number, quantity = 1, unitPrice = 50) =>
  sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    clientId: s.clientId,
    lines: [{ priceId: s.service.priceId, quantity, unitPrice, subscriptionId }],
  });

const renewalOrders = async (membershipId: number) =>
  t.deps.database.db
    .selectFrom('commands')
    .select(['id', 'uuid', 'total', 'etat'])
    .where('uuid', 'like', `membership-${membershipId}-%`)
    .execute();

describe('plans', () => {
  it('lists every field problem of a plan at once and refuses a price of another company', async () => {
    const s = await setup();
    const other = await newCompany(t);
    const foreign = await newArticle(t, other.entrepriseId, { label: 'Other' });
    const bad = await t.call({
      method: 'POST',
      url: '/api/MembershipPlan',
      token: s.admin.token,
      payload: { intitule: 'x', kind: 'box', price: -1, period: 'daily', usesPerPeriod: 0, priceIds: [] },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['intitule', 'kind', 'period', 'price', 'priceIds', 'usesPerPeriod']);
    const foreignPrice = await t.call({
      method: 'POST',
      url: '/api/MembershipPlan',
      token: s.admin.token,
      payload: { intitule: 'Plan', kind: 'package', price: 10, period: 'weekly', usesPerPeriod: null, priceIds: [foreign.priceId] },
    });
    expect(foreignPrice.statusCode).toBe(422);
    expect(foreignPrice.json().errors).toEqual([{ field: 'priceIds.0', message: expect.any(String) }]);
    const plans = await t.call({ method: 'GET', url: '/api/MembershipPlans', token: s.cashier.token });
    expect(plans.json()).toEqual([
      expect.objectContaining({
        id: s.planId,
        price: 150,
        period: 'monthly',
        usesPerPeriod: 4,
        prices: [{ id: s.service.priceId, label: 'Brushing' }],
      }),
    ]);
  });
});

describe('subscribing and using at the till', () => {
  it('subscribes a client at the till with the first period’s order, and sells a subscribed service at 0 whatever the till sends', async () => {
    const s = await setup();
    const m = await subscribe(s);
    expect(m).toMatchObject({ etat: 'active', usesLeft: 4, used: 0, clientName: 'Salma Idrissi', commandId: expect.any(Number) });
    expect(m.periodEnd).toBe(addPeriod(m.periodStart, 'monthly'));
    const first = await t.call({ method: 'GET', url: `/api/Command/${m.commandId}`, token: s.admin.token });
    expect(first.json()).toMatchObject({ total: 150, paid: 0, etat: 'unpaid', clientId: s.clientId });
    // The till sends 50 (or anything): the server prices the line at 0 from the subscription.
    const used = await useSessions(s, m.id, 1, 50);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ total: 0, etat: 'paid' });
    expect(used.json().lines[0]).toMatchObject({ unitPrice: 0, total: 0 });
    const mine = await t.call({ method: 'GET', url: `/api/Subscriptions/ByClient/${s.clientId}`, token: s.cashier.token });
    expect(mine.json()[0]).toMatchObject({ id: m.id, used: 1, usesLeft: 3 });
    // A 0 the till decides alone is refused: without a subscription the catalogue's price holds.
    const free = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: [{ priceId: s.service.priceId, quantity: 1, unitPrice: 0 }],
    });
    expect(free.statusCode).toBe(422);
    expect(free.json().errors[0].field).toBe('lines.0.unitPrice');
    // Another client, another service, no client at all: refused.
    const article = await newArticle(t, s.entrepriseId, { price: 700, label: 'Shampooing' });
    const notCovered = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: [{ priceId: article.priceId, quantity: 1, unitPrice: 0, subscriptionId: m.id }],
    });
    expect(notCovered.json().errors).toEqual([{ field: 'lines.0.subscriptionId', message: expect.any(String) }]);
    const noClient = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.service.priceId, quantity: 1, unitPrice: 0, subscriptionId: m.id }],
    });
    expect(noClient.statusCode).toBe(422);
    // Subscribing twice to the same plan: 409.
    const again = await t.call({
      method: 'POST',
      url: '/api/Subscription',
      token: s.cashier.token,
      payload: { clientId: s.clientId, planId: s.planId, magasinId: s.magasinId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses the n+1th use in a period and allows it once the next period is billed', async () => {
    const s = await setup(4);
    const m = await subscribe(s);
    expect((await useSessions(s, m.id, 3)).statusCode).toBe(200);
    expect((await useSessions(s, m.id, 1)).statusCode).toBe(200);
    const fifth = await useSessions(s, m.id, 1);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors).toEqual([{ field: 'lines.0.subscriptionId', message: 'Plus de séances disponibles sur cette période' }]);
    // The period ends: the job bills the next one, the uses start again.
    const r = await runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: m.periodEnd });
    expect(r.renewed).toBeGreaterThanOrEqual(1);
    const next = (await t.call({ method: 'GET', url: `/api/Subscriptions/ByClient/${s.clientId}`, token: s.cashier.token })).json()[0];
    expect(next).toMatchObject({ periodStart: m.periodEnd, used: 0, usesLeft: 4 });
    expect((await useSessions(s, m.id, 1)).statusCode).toBe(200);
    expect((await renewalOrders(m.id)).map((o) => o.uuid).sort()).toEqual(
      [`membership-${m.id}-${m.periodEnd}`, `membership-${m.id}-${m.periodStart}`].sort(),
    );
  });

  it('counts the lines of one sale together against the uses left', async () => {
    const s = await setup(2);
    const m = await subscribe(s);
    const r = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: [
        { priceId: s.service.priceId, quantity: 2, unitPrice: 0, subscriptionId: m.id },
        { priceId: s.service.priceId, quantity: 1, unitPrice: 0, subscriptionId: m.id },
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'lines.1.subscriptionId', message: expect.any(String) }]);
    const unlimited = await setup(null);
    const u = await subscribe(unlimited);
    expect(u.usesLeft).toBeNull();
    expect((await useSessions(unlimited, u.id, 25)).statusCode).toBe(200);
  });

  it('gives the last session to one of two tills selling it at once', async () => {
    const s = await setup(1);
    const m = await subscribe(s);
    const [a, b] = await Promise.all([useSessions(s, m.id), useSessions(s, m.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const uses = await t.deps.database.db.selectFrom('membership_uses').select('id').where('membership_id', '=', m.id).execute();
    expect(uses).toHaveLength(1);
  });
});

describe('renewals', () => {
  it('writes one order per due date when the job runs twice', async () => {
    const s = await setup();
    const m = await subscribe(s, s.admin.token, '2026-01-31');
    const first = await runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: '2026-03-01' });
    const second = await runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: '2026-03-01' });
    expect(first.renewed).toBe(1);
    expect(second.renewed).toBe(0);
    // 31 January + 1 month = 28 February; then 28 March.
    expect((await renewalOrders(m.id)).map((o) => o.uuid).sort()).toEqual([
      `membership-${m.id}-2026-01-31`,
      `membership-${m.id}-2026-02-28`,
    ]);
    const now = (await t.call({ method: 'GET', url: `/api/Subscriptions/ByClient/${s.clientId}`, token: s.admin.token })).json()[0];
    expect(now).toMatchObject({ periodStart: '2026-02-28', periodEnd: '2026-03-28' });
  });

  it('writes one order per due date when runs on several connections race', async () => {
    const s = await setup();
    const ids: number[] = [];
    for (let k = 0; k < 8; k++) {
      const c = await t.call({ method: 'POST', url: '/api/Client', token: s.admin.token, payload: { name: `Client ${k}` } });
      const r = await t.call({
        method: 'POST',
        url: '/api/Subscription',
        token: s.admin.token,
        payload: { clientId: c.json().client.id, planId: s.planId, magasinId: s.magasinId, startAt: '2026-05-10' },
      });
      ids.push(r.json().id);
    }
    // A second instance: its own pool on the same database (PostgreSQL: the same schema; SQLite: the test's one file).
    let other = t.deps.database;
    if (t.dialect === 'postgres') {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.database.db)).rows[0].s;
      other = createDatabase(process.env.TEST_POSTGRES_URL!, { searchPath: schema, poolSize: 4 });
    }
    try {
      const runs = await Promise.all([
        runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: '2026-06-10' }),
        runRenewals(other, { entrepriseId: s.entrepriseId, today: '2026-06-10' }),
        runRenewals(other, { entrepriseId: s.entrepriseId, today: '2026-06-10' }),
        runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: '2026-06-10' }),
      ]);
      expect(runs.reduce((a, r) => a + r.renewed, 0)).toBe(ids.length);
    } finally {
      if (other !== t.deps.database) await other.close();
    }
    for (const id of ids)
      expect((await renewalOrders(id)).map((o) => o.uuid).sort()).toEqual([`membership-${id}-2026-05-10`, `membership-${id}-2026-06-10`]);
    const periods = await t.deps.database.db.selectFrom('membership_periods').select('id').where('membership_id', 'in', ids).execute();
    expect(periods).toHaveLength(ids.length * 2);
  });

  it('expires a cancelled subscription at its period end, reminds before a renewal, and refuses a suspended one at the till', async () => {
    const s = await setup();
    const m = await subscribe(s, s.admin.token);
    const day = (d: number) => new Date(Date.parse(`${m.periodEnd}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    // Reminder three days before the end, once.
    expect((await runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: day(-4) })).reminded).toBe(0);
    expect((await runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: day(-3) })).reminded).toBe(1);
    expect((await runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: day(-2) })).reminded).toBe(0);
    const due = await t.deps.database.db
      .selectFrom('notifications')
      .select(['tag', 'data'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('tag', '=', 'membership_due')
      .execute();
    expect(due).toHaveLength(1);
    // Suspended: the till refuses it; resumed: allowed again.
    const suspend = await t.call({
      method: 'PATCH',
      url: `/api/Subscription/${m.id}/state`,
      token: s.admin.token,
      payload: { action: 'suspend' },
    });
    expect(suspend.json()).toMatchObject({ etat: 'suspended', actions: ['resume', 'expire'] });
    const refused = await useSessions(s, m.id);
    expect(refused.json().errors[0].message).toBe('Abonnement suspendu');
    expect(
      (await t.call({ method: 'PATCH', url: `/api/Subscription/${m.id}/state`, token: s.admin.token, payload: { action: 'suspend' } }))
        .statusCode,
    ).toBe(409);
    await t.call({ method: 'PATCH', url: `/api/Subscription/${m.id}/state`, token: s.admin.token, payload: { action: 'resume' } });
    const cancel = await t.call({
      method: 'PATCH',
      url: `/api/Subscription/${m.id}/state`,
      token: s.admin.token,
      payload: { action: 'cancel' },
    });
    expect(cancel.json()).toMatchObject({ etat: 'active', autoRenew: false });
    const end = await runRenewals(t.deps.database, { entrepriseId: s.entrepriseId, today: m.periodEnd });
    expect(end).toMatchObject({ expired: 1, renewed: 0 });
    expect(await renewalOrders(m.id)).toHaveLength(1);
    const expired = await useSessions(s, m.id);
    expect(expired.json().errors[0].message).toBe('Abonnement expiré');
    const tags = await t.deps.database.db
      .selectFrom('notifications')
      .select('tag')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('tag', '=', 'membership_expired')
      .execute();
    expect(tags).toHaveLength(1);
  });
});

describe('reports, tenancy and roles', () => {
  it('shows the dashboard, the statistics and the history', async () => {
    const s = await setup();
    const m = await subscribe(s);
    await useSessions(s, m.id);
    const dash = await t.call({ method: 'GET', url: '/api/Membership/Dashboard', token: s.admin.token });
    expect(dash.statusCode, dash.body).toBe(200);
    const d = dash.json();
    expect(d).toMatchObject({ activeMembers: 1, suspendedMembers: 0, newThisMonth: 1, currencyTag: 'MAD', churnRate: 0 });
    expect(d.revenueByMonth).toHaveLength(12);
    expect(d.revenueByMonth.at(-1)).toMatchObject({ month: m.periodStart.slice(0, 7), amount: 150, count: 1 });
    expect(d.renewalsDue).toHaveLength(0);
    const stats = (await t.call({ method: 'GET', url: '/api/Membership/Stats', token: s.admin.token })).json();
    expect(stats.plans[0]).toMatchObject({ planId: s.planId, active: 1, revenue: 150, uses: 1 });
    expect(stats.usesByMonth.at(-1).uses).toBe(1);
    expect(stats.byPeriod).toEqual([{ period: 'monthly', active: 1 }]);
    const hist = (await t.call({ method: 'GET', url: '/api/Membership/Historique', token: s.admin.token })).json();
    expect(hist.total).toBe(2);
    expect(hist.data.map((e: { type: string }) => e.type)).toEqual(['used', 'subscribed']);
    const list = (await t.call({ method: 'GET', url: '/api/Subscriptions?etat=active&keyword=salma', token: s.admin.token })).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: m.id, usesLeft: 3 }] });
  });

  it('hides another company’s subscriptions and plans (404) and keeps the back office to its right (403)', async () => {
    const s = await setup();
    const m = await subscribe(s);
    const other = await newCompany(t);
    const otherAdmin = await newUser(t, other.entrepriseId, 'admin');
    const token = await signIn(t, otherAdmin.email);
    expect((await t.call({ method: 'GET', url: `/api/Subscriptions/ByClient/${s.clientId}`, token })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'PATCH', url: `/api/Subscription/${m.id}/state`, token, payload: { action: 'suspend' } })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/MembershipPlan/${s.planId}`,
          token,
          payload: { intitule: 'Stolen', kind: 'package', price: 1, period: 'weekly', usesPerPeriod: 1, priceIds: [s.service.priceId] },
        })
      ).statusCode,
    ).toBe(422);
    expect((await t.call({ method: 'DELETE', url: `/api/MembershipPlan/${s.planId}`, token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Subscriptions', token })).json().total).toBe(0);
    // Used in another company's sale: 404.
    const theirs = await tillSetup(t);
    const theirClient = await t.call({ method: 'POST', url: '/api/Client', token: theirs.admin.token, payload: { name: 'Autre' } });
    const stolen = await sale(t, theirs.cashier.token, {
      caisseId: theirs.caisseId,
      clientId: theirClient.json().client.id,
      lines: [{ priceId: theirs.article.priceId, quantity: 1, unitPrice: 0, subscriptionId: m.id }],
    });
    expect(stolen.statusCode).toBe(404);
    // The cashier subscribes and reads at the till, not the back office; a manager has no membership right by default.
    for (const url of ['/api/Membership/Dashboard', '/api/Membership/Stats', '/api/Membership/Historique', '/api/Subscriptions'])
      expect((await t.call({ method: 'GET', url, token: s.cashier.token })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'PATCH', url: `/api/Subscription/${m.id}/state`, token: s.cashier.token, payload: { action: 'suspend' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/Subscriptions/Renew', token: s.cashier.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/Membership/Dashboard', token: s.manager.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/Subscriptions/Renew', token: s.admin.token })).statusCode).toBe(200);
  });
});

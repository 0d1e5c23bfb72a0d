// A subscription paid in a till's ticket, a plan's own tax rate, and the renewals in the sales dashboards (issue 32,
// members helper), through the real routes on SQLite and PostgreSQL: a croissant and a plan in one ticket and one
// payment (the plan's price and tax are the server's; the subscription starts with the paid sale, billed by that order),
// every refusal listed at once with nothing written, another company's plan unknown; a renewal's order taxed at the
// plan's rate and counted in the dashboards' figures of its day.
import { addPeriod } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale } from '../orders/orders-helpers';
import { daysAgo, membershipSetup, today, type MembershipSetup } from './memberships-fixture';
import { runRenewals } from './renewals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setup(tva = 10) {
  const s = await membershipSetup(t, { tva });
  expect(s.plan).toMatchObject({ tva, price: 150 });
  return s;
}
type Setup = MembershipSetup;

const membershipOrders = (entrepriseId: number) =>
  t.deps.database.db
    .selectFrom('commands')
    .select(['id', 'uuid'])
    .where('entreprise_id', '=', entrepriseId)
    .where('uuid', 'like', 'membership-%')
    .execute();
const membershipsOf = (s: Setup) =>
  t.deps.database.db.selectFrom('memberships').selectAll().where('entreprise_id', '=', s.entrepriseId).execute();

describe('a subscription paid in the ticket', () => {
  it('sells a croissant and a plan in one ticket and one payment: the plan at its own price and tax, the subscription started by the paid sale', async () => {
    const s = await setup(10);
    const r = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      subscriptions: [{ planId: s.planId }],
      payments: [{ modePayment: 'cash', amount: 160 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const order = r.json();
    expect(order).toMatchObject({ total: 160, paid: 160, etat: 'paid', clientId: s.clientId });
    expect(order.lines).toHaveLength(2);
    expect(order.lines[1]).toMatchObject({ priceId: null, unitPrice: 150, total: 150, tva: 10, quantity: 1 });
    expect(order.lines[1].label).toBe(`Forfait 4 brushings (${today()} → ${addPeriod(today(), 'monthly')})`);
    // The plan's line is taxed at its own rate beside the croissant's.
    const rates = order.taxes.map((x: { tva: number }) => x.tva);
    expect(rates).toContain(10);
    expect(order.taxes.find((x: { tva: number }) => x.tva === 10).total).toBeGreaterThanOrEqual(150);
    // The order read back says the same.
    const back = await t.call({ method: 'GET', url: `/api/Command/${order.id}`, token: s.admin.token });
    expect(back.json().lines.map((l: { total: number; tva: number }) => [l.total, l.tva])).toEqual(
      order.lines.map((l: { total: number; tva: number }) => [l.total, l.tva]),
    );
    // The subscription is active from today, its first period billed by this ticket (no order of its own).
    const mine = await t.call({ method: 'GET', url: `/api/Subscriptions/ByClient/${s.clientId}`, token: s.cashier.token });
    expect(mine.json()).toEqual([expect.objectContaining({ planId: s.planId, etat: 'active', periodStart: today(), usesLeft: 4 })]);
    expect(await membershipOrders(s.entrepriseId)).toEqual([]);
    const periods = await t.deps.database.db
      .selectFrom('membership_periods')
      .selectAll()
      .where('entreprise_id', '=', s.entrepriseId)
      .execute();
    expect(periods).toEqual([expect.objectContaining({ command_id: order.id, periodStart: today(), kind: 'subscribe' })]);
    expect(Number(periods[0].amount)).toBe(15000);
    const history = await t.call({ method: 'GET', url: '/api/Membership/Historique', token: s.admin.token });
    expect(history.json().data).toEqual([expect.objectContaining({ type: 'subscribed', commandId: order.id })]);
    // The same ticket's session can be used at once: a brushing at 0 as a use.
    const used = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: [{ priceId: s.service.priceId, quantity: 1, unitPrice: 50, subscriptionId: mine.json()[0].id }],
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().total).toBe(0);
    // A ticket with only the plan is a sale too.
    const other = await t.call({ method: 'POST', url: '/api/Client', token: s.admin.token, payload: { name: 'Karim B' } });
    const alone = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: other.json().client.id,
      lines: [],
      subscriptions: [{ planId: s.planId, autoRenew: false }],
      payments: [{ modePayment: 'cash', amount: 150 }],
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({ total: 150, etat: 'paid' });
  });

  it('refuses a ticket that leaves the plan unpaid, a credit, no client, an inactive, repeated or other company’s plan; nothing written', async () => {
    const s = await setup();
    const other = await newCompany(t);
    const foreign = await t.deps.database.db
      .insertInto('membership_plans')
      .values({
        entreprise_id: other.entrepriseId,
        intitule: 'Foreign',
        description: null,
        kind: 'package',
        price: 100,
        currencyTag: 'MAD',
        period: 'monthly',
        usesPerPeriod: null,
        active: true,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const croissant = [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }];
    // Paid for the croissant only (the till thought the plan cost less): the server's price holds, refused.
    const short = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: croissant,
      subscriptions: [{ planId: s.planId }],
      payments: [{ modePayment: 'cash', amount: 100 }],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([
      { field: 'payments', message: 'Un abonnement commence au paiement : le ticket doit être réglé en entier' },
    ]);
    const credit = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: croissant,
      isCredit: true,
      subscriptions: [{ planId: s.planId }, { planId: s.planId }, { planId: foreign.id }],
    });
    expect(credit.statusCode).toBe(422);
    expect(credit.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'isCredit', message: expect.any(String) },
        { field: 'subscriptions.1.planId', message: 'Le client a déjà cet abonnement' },
        { field: 'subscriptions.2.planId', message: expect.any(String) },
      ]),
    );
    const noClient = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [], subscriptions: [{ planId: s.planId }] });
    expect(noClient.statusCode).toBe(422);
    expect(noClient.json().errors.map((e: { field: string }) => e.field)).toEqual(['clientId']);
    const nothing = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [] });
    expect(nothing.json().errors.map((e: { field: string }) => e.field)).toEqual(['lines']);
    await t.call({
      method: 'PUT',
      url: `/api/MembershipPlan/${s.planId}`,
      token: s.admin.token,
      payload: {
        intitule: 'Forfait 4 brushings',
        kind: 'package',
        price: 150,
        period: 'monthly',
        usesPerPeriod: 4,
        priceIds: [s.service.priceId],
        active: false,
      },
    });
    const inactive = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: croissant,
      subscriptions: [{ planId: s.planId }],
      payments: [{ modePayment: 'cash', amount: 160 }],
    });
    expect(inactive.json().errors).toEqual([{ field: 'subscriptions.0.planId', message: "Cette formule n'est plus proposée" }]);
    expect(await membershipsOf(s)).toEqual([]);
    const orders = await t.deps.database.db.selectFrom('commands').select('id').where('entreprise_id', '=', s.entrepriseId).execute();
    expect(orders).toEqual([]);
  });

  it('refuses a second subscription to the same plan after the first ticket', async () => {
    const s = await setup();
    const body = {
      caisseId: s.caisseId,
      clientId: s.clientId,
      lines: [],
      subscriptions: [{ planId: s.planId }],
      payments: [{ modePayment: 'cash', amount: 150 }],
    };
    expect((await sale(t, s.cashier.token, body)).statusCode).toBe(200);
    const again = await sale(t, s.cashier.token, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([{ field: 'subscriptions.0.planId', message: 'Le client a déjà cet abonnement' }]);
    expect(await membershipsOf(s)).toHaveLength(1);
  });
});

describe('a plan’s tax rate and the renewals in the dashboards', () => {
  it('taxes the back office’s and the renewal’s orders at the plan’s rate, and counts the renewal in the dashboards of its day', async () => {
    const s = await setup(20);
    const start = daysAgo(40);
    const sub = await t.call({
      method: 'POST',
      url: '/api/Subscription',
      token: s.admin.token,
      payload: { clientId: s.clientId, planId: s.planId, magasinId: s.magasinId, startAt: start },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const first = await t.call({ method: 'GET', url: `/api/Command/${sub.json().commandId}`, token: s.admin.token });
    expect(first.json().lines[0]).toMatchObject({ tva: 20, total: 150 });
    expect(first.json().taxes).toEqual([expect.objectContaining({ tva: 20, total: 150 })]);
    const renewalDay = addPeriod(start, 'monthly');
    const figures = async () => {
      const r = await t.call({
        method: 'POST',
        url: '/api/DashBoard/getHomeQuickCharts',
        token: s.admin.token,
        payload: { period: 'custom', from: renewalDay, to: renewalDay },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().figures;
    };
    const before = await figures();
    expect(before.revenue.value).toBe(0);
    // The first period's order counts on its own day too.
    const startDay = await t.call({
      method: 'POST',
      url: '/api/DashBoard/getHomeQuickCharts',
      token: s.admin.token,
      payload: { period: 'custom', from: start, to: start },
    });
    expect(startDay.json().figures.revenue.value).toBe(150);
    expect(await runRenewals(t.deps.database, { today: today(), entrepriseId: s.entrepriseId })).toMatchObject({ renewed: 1 });
    // Run again: nothing more, the figures count the renewal once.
    expect(await runRenewals(t.deps.database, { today: today(), entrepriseId: s.entrepriseId })).toMatchObject({ renewed: 0 });
    const after = await figures();
    expect(after.revenue.value).toBe(150);
    expect(after.tickets.value).toBe(before.tickets.value + 1);
    const renewal = await t.deps.database.db
      .selectFrom('command_lines as l')
      .innerJoin('commands as c', 'c.id', 'l.command_id')
      .select(['l.tva', 'c.taxes', 'c.businessDay'])
      .where('c.uuid', '=', `membership-${sub.json().id}-${renewalDay}`)
      .executeTakeFirstOrThrow();
    expect(Number(renewal.tva)).toBe(20);
    expect(renewal.businessDay).toBe(renewalDay);
    expect(JSON.parse(String(renewal.taxes))).toEqual([expect.objectContaining({ tva: 20, total: 15000 })]);
  });
});

// The membership screens' figures (issue 32): the dashboard (active members, revenue per month, renewals due, churn),
// the statistics per plan, the history. Revenue is what the billed periods charged (the first and each renewal), read
// from membership_periods: a few rows per member a month, small beside the orders; a period whose line was refunded,
// returned or cancelled (refunded_at) is no longer revenue, and a subscription ended so counts among those lost.
import {
  fromMinor,
  type MembershipDashboard,
  type MembershipEvent,
  type MembershipEventType,
  type MembershipPeriod,
  type MembershipStats,
  type membershipDashboardQuery,
  type membershipHistoryQuery,
} from '@comptoir/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { businessDay, storesOf } from '../caisse/caisse.common';
import * as repo from './memberships.repository';
import { withPrices } from './memberships.service';

const dayPlus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The last `n` months, oldest first, as YYYY-MM. */
function lastMonths(today: string, n: number): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: n }, (_, k) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - k), 1));
    return d.toISOString().slice(0, 7);
  });
}
const monthOf = (col: string) => sql<string>`substr(cast(${sql.ref(col)} as text), 1, 7)`;

/** Subscriptions of the company, within the user's stores. */
function scoped(db: Executor, ctx: RequestContext) {
  let q = db.selectFrom('memberships as m').where('m.entreprise_id', '=', ctx.entrepriseId);
  const stores = storesOf(ctx);
  if (stores) q = q.where('m.magasin_id', 'in', stores.length ? stores : [0]);
  return q;
}

async function currencyOf(db: Executor, ctx: RequestContext, asked?: string): Promise<string> {
  if (asked) return asked.toUpperCase();
  const p = await db
    .selectFrom('membership_plans')
    .select('currencyTag')
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return p?.currencyTag ?? 'MAD';
}

export async function dashboard(
  database: Database,
  ctx: RequestContext,
  q: z.output<typeof membershipDashboardQuery>,
): Promise<MembershipDashboard> {
  const db = database.db;
  const today = businessDay(ctx.localTime);
  const currencyTag = await currencyOf(db, ctx, q.currencyTag);
  const months = lastMonths(today, q.months);
  const since30 = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString();
  const [counts, fresh, lost, revenue, dueRows] = await Promise.all([
    scoped(db, ctx)
      .select(['m.etat', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('m.etat')
      .execute(),
    scoped(db, ctx)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.startAt', '>=', `${today.slice(0, 7)}-01`)
      .executeTakeFirstOrThrow(),
    scoped(db, ctx)
      .innerJoin('membership_events as e', 'e.membership_id', 'm.id')
      .select((eb) => eb.fn.count<number>('m.id').distinct().as('n'))
      .where('e.type', 'in', ['expired', 'refunded'])
      .where('e.created_at', '>=', since30)
      .executeTakeFirstOrThrow(),
    scoped(db, ctx)
      .innerJoin('membership_periods as p', 'p.membership_id', 'm.id')
      .select([
        monthOf('p.periodStart').as('month'),
        (eb) => eb.fn.sum<number>('p.amount').as('amount'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('p.currencyTag', '=', currencyTag)
      .where('p.refunded_at', 'is', null)
      .where('p.periodStart', '>=', `${months[0]}-01`)
      .where('p.periodStart', '<=', today)
      .groupBy(monthOf('p.periodStart'))
      .execute(),
    repo
      .membershipsView(db, ctx.entrepriseId)
      .where('m.etat', '=', 'active')
      .where('m.autoRenew', '=', true)
      .where('m.periodEnd', '<=', dayPlus(today, 7))
      .where((eb) => {
        const stores = storesOf(ctx);
        return stores ? eb('m.magasin_id', 'in', stores.length ? stores : [0]) : eb.val(true);
      })
      .orderBy('m.periodEnd')
      .orderBy('m.id')
      .limit(50)
      .execute(),
  ]);
  const count = (etat: string) => Number(counts.find((c) => c.etat === etat)?.n ?? 0);
  const active = count('active');
  const expired = Number(lost.n);
  const byMonth = new Map(revenue.map((r) => [r.month, r]));
  return {
    currencyTag,
    activeMembers: active,
    suspendedMembers: count('suspended'),
    newThisMonth: Number(fresh.n),
    expiredLast30Days: expired,
    // Members lost in 30 days over those there 30 days ago (still here, or lost since): an estimate from the history.
    churnRate: active + expired ? Math.round((expired / (active + expired)) * 1000) / 10 : 0,
    revenueByMonth: months.map((month) => ({
      month,
      amount: fromMinor(Number(byMonth.get(month)?.amount ?? 0)),
      count: Number(byMonth.get(month)?.n ?? 0),
    })),
    renewalsDue: await withPrices(db, ctx.entrepriseId, dueRows),
  };
}

export async function stats(database: Database, ctx: RequestContext, q: { currencyTag?: string }): Promise<MembershipStats> {
  const db = database.db;
  const today = businessDay(ctx.localTime);
  const currencyTag = await currencyOf(db, ctx, q.currencyTag);
  const months = lastMonths(today, 12);
  const [plans, states, revenue, uses, byMonth, byPeriod] = await Promise.all([
    db
      .selectFrom('membership_plans')
      .select(['id', 'intitule'])
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('deleted_at', 'is', null)
      .orderBy('intitule')
      .execute(),
    scoped(db, ctx)
      .select(['m.plan_id', 'm.etat', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['m.plan_id', 'm.etat'])
      .execute(),
    scoped(db, ctx)
      .innerJoin('membership_periods as p', 'p.membership_id', 'm.id')
      .select(['m.plan_id', (eb) => eb.fn.sum<number>('p.amount').as('amount')])
      .where('p.currencyTag', '=', currencyTag)
      .where('p.refunded_at', 'is', null)
      .groupBy('m.plan_id')
      .execute(),
    scoped(db, ctx)
      .innerJoin('membership_uses as u', 'u.membership_id', 'm.id')
      .select(['m.plan_id', (eb) => eb.fn.sum<number>('u.quantity').as('n')])
      .groupBy('m.plan_id')
      .execute(),
    scoped(db, ctx)
      .innerJoin('membership_uses as u', 'u.membership_id', 'm.id')
      .select([monthOf('u.created_at').as('month'), (eb) => eb.fn.sum<number>('u.quantity').as('n')])
      .where('u.created_at', '>=', `${months[0]}-01`)
      .groupBy(monthOf('u.created_at'))
      .execute(),
    scoped(db, ctx)
      .innerJoin('membership_plans as p', 'p.id', 'm.plan_id')
      .select(['p.period', (eb) => eb.fn.countAll<number>().as('n')])
      .where('m.etat', '=', 'active')
      .groupBy('p.period')
      .execute(),
  ]);
  const n = (rows: { plan_id: number; n: unknown }[], id: number) => Number(rows.find((r) => r.plan_id === id)?.n ?? 0);
  const state = (id: number, etat: string) => Number(states.find((s) => s.plan_id === id && s.etat === etat)?.n ?? 0);
  const usesMonth = new Map(byMonth.map((r) => [r.month, Number(r.n)]));
  return {
    currencyTag,
    plans: plans.map((p) => ({
      planId: p.id,
      intitule: p.intitule,
      active: state(p.id, 'active'),
      suspended: state(p.id, 'suspended'),
      expired: state(p.id, 'expired'),
      refunded: state(p.id, 'refunded'),
      revenue: fromMinor(Number(revenue.find((r) => r.plan_id === p.id)?.amount ?? 0)),
      uses: n(uses, p.id),
    })),
    usesByMonth: months.map((month) => ({ month, uses: usesMonth.get(month) ?? 0 })),
    byPeriod: byPeriod.map((r) => ({ period: r.period as MembershipPeriod, active: Number(r.n) })),
  };
}

export async function history(database: Database, ctx: RequestContext, q: z.output<typeof membershipHistoryQuery>) {
  let base = scoped(database.db, ctx)
    .innerJoin('membership_events as e', 'e.membership_id', 'm.id')
    .innerJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .leftJoin('users as us', 'us.id', 'e.user_id');
  if (q.type) base = base.where('e.type', '=', q.type);
  if (q.clientId) base = base.where('m.client_id', '=', q.clientId);
  if (q.membershipId) base = base.where('m.id', '=', q.membershipId);
  if (q.from) base = base.where('e.created_at', '>=', `${q.from}T00:00:00.000Z`);
  if (q.to) base = base.where('e.created_at', '<', `${dayPlus(q.to, 1)}T00:00:00.000Z`);
  const [rows, total] = await Promise.all([
    base
      .select([
        'e.id',
        'e.membership_id',
        'e.client_id',
        'c.name as clientName',
        'p.intitule as planIntitule',
        'p.currencyTag',
        'e.type',
        'e.command_id',
        'e.amount',
        'us.name as userName',
        'e.created_at',
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: MembershipEvent[] = rows.map((r) => ({
    id: r.id,
    membershipId: r.membership_id,
    clientId: r.client_id,
    clientName: r.clientName,
    planIntitule: r.planIntitule,
    type: r.type as MembershipEventType,
    commandId: r.command_id,
    amount: r.amount === null ? null : fromMinor(Number(r.amount)),
    currencyTag: r.currencyTag,
    userName: r.userName,
    createdAt: new Date(String(r.created_at)).toISOString(),
  }));
  return { data, total: Number(total.n), offset: q.offset, limit: q.limit };
}

// Client memberships' SQL (issue 32): plans, subscriptions, billed periods (the renewal claim), uses, history.
import { sql, type Insertable } from 'kysely';
import { isPostgres, type Executor } from '../../db/database';
import type { MembershipEventsTable, MembershipsTable } from '../../db/schema';

export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

const planColumns = [
  'p.id',
  'p.intitule',
  'p.description',
  'p.kind',
  'p.price',
  'p.currencyTag',
  'p.period',
  'p.usesPerPeriod',
  'p.active',
  'p.tva',
] as const;

export async function listPlans(db: Executor, entrepriseId: number, planId?: number) {
  let q = db
    .selectFrom('membership_plans as p')
    .select(planColumns)
    .select((eb) =>
      eb
        .selectFrom('memberships as m')
        .whereRef('m.plan_id', '=', 'p.id')
        .where('m.etat', '=', 'active')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('activeMembers'),
    )
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.intitule');
  if (planId) q = q.where('p.id', '=', planId);
  const plans = await q.execute();
  const prices = plans.length
    ? await db
        .selectFrom('membership_plan_prices as pp')
        .innerJoin('prices as pr', 'pr.id', 'pp.price_id')
        .select(['pp.plan_id', 'pr.id', 'pr.label'])
        .where('pp.entreprise_id', '=', entrepriseId)
        .where(
          'pp.plan_id',
          'in',
          plans.map((p) => p.id),
        )
        .orderBy('pr.label')
        .execute()
    : [];
  return plans.map((p) => ({ ...p, prices: prices.filter((x) => x.plan_id === p.id).map((x) => ({ id: x.id, label: x.label })) }));
}

export const findPlan = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('membership_plans')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export async function existingPrices(db: Executor, entrepriseId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('prices')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function setPlanPrices(db: Executor, entrepriseId: number, planId: number, priceIds: number[]) {
  await db.deleteFrom('membership_plan_prices').where('entreprise_id', '=', entrepriseId).where('plan_id', '=', planId).execute();
  await db
    .insertInto('membership_plan_prices')
    .values([...new Set(priceIds)].map((price_id) => ({ entreprise_id: entrepriseId, plan_id: planId, price_id })))
    .execute();
}

export async function planPriceIds(db: Executor, entrepriseId: number, planIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!planIds.length) return out;
  const rows = await db
    .selectFrom('membership_plan_prices')
    .select(['plan_id', 'price_id'])
    .where('entreprise_id', '=', entrepriseId)
    .where('plan_id', 'in', [...new Set(planIds)])
    .execute();
  for (const r of rows) out.set(r.plan_id, [...(out.get(r.plan_id) ?? []), r.price_id]);
  return out;
}

/** A subscription with its plan and client, as lists and the till read it. */
export const membershipsView = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .select([
      'm.id',
      'm.client_id',
      'c.name as clientName',
      'm.plan_id',
      'p.intitule as planIntitule',
      'p.kind',
      'm.magasin_id',
      'm.etat',
      'm.autoRenew',
      'm.startAt',
      'm.periodStart',
      'm.periodEnd',
      'p.period',
      'p.price',
      'p.currencyTag',
      'p.usesPerPeriod',
      'm.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('membership_uses as u')
        .whereRef('u.membership_id', '=', 'm.id')
        .whereRef('u.periodStart', '=', 'm.periodStart')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('u.quantity'), sql<number>`0`).as('n'))
        .as('used'),
    )
    .where('m.entreprise_id', '=', entrepriseId);

export type MembershipViewRow = Awaited<ReturnType<ReturnType<typeof membershipsView>['execute']>>[number];

/** The subscription row, locked until the transaction ends on PostgreSQL (SQLite runs one writer at a time). */
export async function lockMembership(db: Executor, entrepriseId: number, id: number) {
  const q = db.selectFrom('memberships').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id);
  return (isPostgres(db) ? q.forUpdate() : q).executeTakeFirst();
}

export async function insertMembership(db: Executor, values: Insertable<MembershipsTable>): Promise<number> {
  return (await db.insertInto('memberships').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMembership(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: Partial<Pick<MembershipsTable, 'etat' | 'autoRenew' | 'periodStart' | 'periodEnd' | 'endedAt'>> & { updated_at: string },
) {
  await db.updateTable('memberships').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

/**
 * Claims one billed period: the first run that inserts (membership, periodStart) owns it; any other run, on this
 * instance or another, meets the unique index and gets nothing (on PostgreSQL it waits for the first to commit).
 */
export async function claimPeriod(
  db: Executor,
  v: {
    entrepriseId: number;
    membershipId: number;
    periodStart: string;
    periodEnd: string;
    amount: number;
    currencyTag: string;
    kind: string;
    now: string;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('membership_periods')
    .values({
      entreprise_id: v.entrepriseId,
      membership_id: v.membershipId,
      periodStart: v.periodStart,
      periodEnd: v.periodEnd,
      amount: v.amount,
      currencyTag: v.currencyTag,
      kind: v.kind,
      command_id: null,
      created_at: v.now,
    })
    .onConflict((oc) => oc.columns(['membership_id', 'periodStart']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The order and its line that billed a period (the line a refund finds the subscription by). */
export async function setPeriodCommand(db: Executor, periodId: number, commandId: number, lineId: number) {
  await db.updateTable('membership_periods').set({ command_id: commandId, command_line_id: lineId }).where('id', '=', periodId).execute();
}

export async function usedInPeriod(db: Executor, membershipId: number, periodStart: string): Promise<number> {
  const r = await db
    .selectFrom('membership_uses')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('quantity'), sql<number>`0`).as('n'))
    .where('membership_id', '=', membershipId)
    .where('periodStart', '=', periodStart)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertUses(
  db: Executor,
  rows: {
    entreprise_id: number;
    membership_id: number;
    periodStart: string;
    price_id: number;
    command_id: number;
    command_line_id: number;
    quantity: number;
    created_at: string;
  }[],
) {
  if (rows.length) await db.insertInto('membership_uses').values(rows).execute();
}

export async function insertEvent(db: Executor, e: Insertable<MembershipEventsTable>) {
  await db.insertInto('membership_events').values(e).execute();
}

/** Active subscriptions whose period has ended (to renew or expire), every company, oldest first. */
export const endedMemberships = (db: Executor, today: string, limit: number, entrepriseId?: number) =>
  db
    .selectFrom('memberships')
    .select(['id', 'entreprise_id'])
    .$if(entrepriseId !== undefined, (q) => q.where('entreprise_id', '=', entrepriseId!))
    .where('etat', '=', 'active')
    .where('periodEnd', '<=', today)
    .orderBy('periodEnd')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Active, renewing subscriptions whose period ends after today and by `remindBy`, not reminded for that end yet. */
export const toRemind = (db: Executor, today: string, remindBy: string, limit: number, entrepriseId?: number) =>
  db
    .selectFrom('memberships')
    .select(['id', 'entreprise_id', 'periodEnd'])
    .$if(entrepriseId !== undefined, (q) => q.where('entreprise_id', '=', entrepriseId!))
    .where('etat', '=', 'active')
    .where('autoRenew', '=', true)
    .where('periodEnd', '>', today)
    .where('periodEnd', '<=', remindBy)
    .where((eb) => eb.or([eb('remindedFor', 'is', null), eb('remindedFor', '!=', eb.ref('periodEnd'))]))
    .limit(limit)
    .execute();

/** Marks the reminder of a period end as sent; true for the one run that marks it. */
export async function claimReminder(db: Executor, id: number, periodEnd: string): Promise<boolean> {
  const r = await db
    .updateTable('memberships')
    .set({ remindedFor: periodEnd })
    .where('id', '=', id)
    .where('etat', '=', 'active')
    .where('periodEnd', '=', periodEnd)
    .where((eb) => eb.or([eb('remindedFor', 'is', null), eb('remindedFor', '!=', periodEnd)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

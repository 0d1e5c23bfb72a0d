// Client memberships (issue 32): plans, subscribing (at the till or in the back office), the state changes of a
// subscription, the lists. The renewal job is in renewals.ts, the uses at the till in membership-uses.ts.
import {
  addPeriod,
  fromMinor,
  membershipActions,
  membershipAfter,
  toMinor,
  type Membership,
  type MembershipAction,
  type MembershipPeriod,
  type MembershipPlan,
  type MembershipPlanData,
  type MembershipPlanKind,
  type MembershipState,
  type SubscribeData,
  type membershipsQuery,
} from '@comptoir/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { withIdempotency } from '../../lib/idempotency';
import { businessDay, checkStore, storesOf } from '../caisse/caisse.common';
import { containsPattern, findClient } from '../clients/clients.repository';
import * as repo from './memberships.repository';
import { billPeriod, bringUpToDate } from './renewals';

const planOf = (p: Awaited<ReturnType<typeof repo.listPlans>>[number]): MembershipPlan => ({
  id: p.id,
  intitule: p.intitule,
  description: p.description,
  kind: p.kind as MembershipPlanKind,
  price: fromMinor(Number(p.price)),
  currencyTag: p.currencyTag,
  period: p.period as MembershipPeriod,
  usesPerPeriod: p.usesPerPeriod,
  active: repo.bool(p.active),
  prices: p.prices,
  activeMembers: Number(p.activeMembers ?? 0),
  tva: Number(p.tva),
});

export function membershipOf(r: repo.MembershipViewRow, priceIds: number[]): Membership {
  const used = Number(r.used ?? 0);
  const etat = r.etat as MembershipState;
  const autoRenew = repo.bool(r.autoRenew);
  return {
    id: r.id,
    clientId: r.client_id,
    clientName: r.clientName,
    planId: r.plan_id,
    planIntitule: r.planIntitule,
    kind: r.kind as MembershipPlanKind,
    magasinId: r.magasin_id,
    etat,
    autoRenew,
    startAt: r.startAt,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    period: r.period as MembershipPeriod,
    price: fromMinor(Number(r.price)),
    currencyTag: r.currencyTag,
    usesPerPeriod: r.usesPerPeriod,
    used,
    usesLeft: r.usesPerPeriod === null ? null : Math.max(0, r.usesPerPeriod - used),
    priceIds,
    actions: membershipActions({ etat, autoRenew }),
    createdAt: new Date(String(r.created_at)).toISOString(),
  };
}

export async function withPrices(db: Executor, entrepriseId: number, rows: repo.MembershipViewRow[]): Promise<Membership[]> {
  const prices = await repo.planPriceIds(
    db,
    entrepriseId,
    rows.map((r) => r.plan_id),
  );
  return rows.map((r) => membershipOf(r, prices.get(r.plan_id) ?? []));
}

async function readMembership(db: Executor, ctx: RequestContext, id: number): Promise<Membership> {
  const row = await repo.membershipsView(db, ctx.entrepriseId).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('membership');
  return (await withPrices(db, ctx.entrepriseId, [row]))[0];
}

// Plans.

export async function listPlans(database: Database, ctx: RequestContext): Promise<MembershipPlan[]> {
  return (await repo.listPlans(database.db, ctx.entrepriseId)).map(planOf);
}

async function checkPrices(db: Executor, ctx: RequestContext, ids: number[]) {
  const found = await repo.existingPrices(db, ctx.entrepriseId, ids);
  const missing = ids.map((id, i) => ({ id, i })).filter((x) => !found.has(x.id));
  if (missing.length) throw invalid(missing.map((m) => ({ field: `priceIds.${m.i}`, message: 'unknown_reference' })));
}

export async function savePlan(database: Database, ctx: RequestContext, b: MembershipPlanData, id?: number): Promise<MembershipPlan> {
  return database.db.transaction().execute(async (trx) => {
    await checkPrices(trx, ctx, b.priceIds);
    const now = nowIso();
    const values = {
      intitule: b.intitule,
      description: b.description ?? null,
      kind: b.kind,
      price: toMinor(b.price),
      currencyTag: b.currencyTag.toUpperCase(),
      period: b.period,
      usesPerPeriod: b.usesPerPeriod,
      active: b.active,
      tva: b.tva,
      updated_at: now,
    };
    let planId = id;
    if (planId === undefined) {
      planId = (
        await trx
          .insertInto('membership_plans')
          .values({ ...values, entreprise_id: ctx.entrepriseId, created_at: now, deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      if (!(await repo.findPlan(trx, ctx.entrepriseId, planId))) throw notFound('membership_plan');
      await trx
        .updateTable('membership_plans')
        .set(values)
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('id', '=', planId)
        .execute();
    }
    await repo.setPlanPrices(trx, ctx.entrepriseId, planId, b.priceIds);
    return planOf((await repo.listPlans(trx, ctx.entrepriseId, planId))[0]);
  });
}

/** A plan with members still active or suspended is kept (set it inactive instead): 409. */
export async function deletePlan(database: Database, ctx: RequestContext, id: number): Promise<{ id: number }> {
  return database.db.transaction().execute(async (trx) => {
    if (!(await repo.findPlan(trx, ctx.entrepriseId, id))) throw notFound('membership_plan');
    const live = await trx
      .selectFrom('memberships')
      .select('id')
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('plan_id', '=', id)
      .where('etat', 'in', ['active', 'suspended'])
      .executeTakeFirst();
    if (live) throw conflict('membership_plan_in_use', 'id');
    await trx.updateTable('membership_plans').set({ deleted_at: nowIso(), active: false }).where('id', '=', id).execute();
    return { id };
  });
}

// Subscriptions.

export const SUBSCRIBE_ROUTE = 'POST /Subscription';

export async function subscribe(database: Database, ctx: RequestContext, b: SubscribeData, key: string | undefined) {
  return withIdempotency(database, { entrepriseId: ctx.entrepriseId, key, route: SUBSCRIBE_ROUTE, request: b }, async (trx) => {
    const [client, plan, store] = await Promise.all([
      findClient(trx, ctx.entrepriseId, b.clientId),
      repo.findPlan(trx, ctx.entrepriseId, b.planId),
      trx
        .selectFrom('magasins')
        .select('id')
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('id', '=', b.magasinId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    ]);
    if (!client) throw notFound('client');
    if (!plan) throw notFound('membership_plan');
    if (!store) throw notFound('magasin');
    checkStore(ctx, b.magasinId);
    if (!repo.bool(plan.active)) throw invalid([{ field: 'planId', message: 'membership_plan_inactive' }]);
    const already = await trx
      .selectFrom('memberships')
      .select('id')
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('client_id', '=', client.id)
      .where('plan_id', '=', plan.id)
      .where('etat', 'in', ['active', 'suspended'])
      .executeTakeFirst();
    if (already) throw conflict('already_subscribed', 'planId');
    const now = nowIso();
    const startAt = b.startAt ?? businessDay(ctx.localTime);
    const periodEnd = addPeriod(startAt, plan.period as MembershipPeriod);
    const id = await repo.insertMembership(trx, {
      entreprise_id: ctx.entrepriseId,
      plan_id: plan.id,
      client_id: client.id,
      magasin_id: b.magasinId,
      etat: 'active',
      autoRenew: b.autoRenew,
      startAt,
      periodStart: startAt,
      periodEnd,
      remindedFor: null,
      endedAt: null,
      user_id: ctx.userId,
      created_at: now,
      updated_at: now,
    });
    const m = { id, entreprise_id: ctx.entrepriseId, client_id: client.id, magasin_id: b.magasinId };
    const commandId = await billPeriod(trx, m, plan, { periodStart: startAt, periodEnd, kind: 'subscribe', userId: ctx.userId, now });
    return { ...(await readMembership(trx, ctx, id)), commandId: commandId ?? null };
  });
}

export async function changeState(database: Database, ctx: RequestContext, id: number, action: MembershipAction): Promise<Membership> {
  return database.db.transaction().execute(async (trx) => {
    const m = await repo.lockMembership(trx, ctx.entrepriseId, id);
    if (!m) throw notFound('membership');
    const etat = m.etat as MembershipState;
    if (!membershipActions({ etat, autoRenew: repo.bool(m.autoRenew) }).includes(action))
      throw conflict('membership_move_not_allowed', 'action');
    const now = nowIso();
    const today = businessDay(ctx.localTime);
    const set: Parameters<typeof repo.updateMembership>[3] = { etat: membershipAfter(etat, action), updated_at: now };
    if (action === 'cancel') set.autoRenew = false;
    if (action === 'expire') set.endedAt = now;
    // Resumed after its period ended: the next period starts today (the suspended time is not billed).
    if (action === 'resume' && m.periodEnd < today) set.periodEnd = today;
    await repo.updateMembership(trx, ctx.entrepriseId, id, set);
    const type = ({ suspend: 'suspended', resume: 'resumed', cancel: 'cancelled', expire: 'expired' } as const)[action];
    await repo.insertEvent(trx, {
      entreprise_id: ctx.entrepriseId,
      membership_id: id,
      client_id: m.client_id,
      type,
      command_id: null,
      amount: null,
      user_id: ctx.userId,
      created_at: now,
    });
    if (action === 'resume') await bringUpToDate(trx, ctx.entrepriseId, id, today, now);
    return readMembership(trx, ctx, id);
  });
}

export async function list(database: Database, ctx: RequestContext, q: z.output<typeof membershipsQuery>) {
  let base = repo.membershipsView(database.db, ctx.entrepriseId);
  const stores = storesOf(ctx);
  if (stores) base = base.where('m.magasin_id', 'in', stores.length ? stores : [0]);
  if (q.etat) base = base.where('m.etat', '=', q.etat);
  if (q.planId) base = base.where('m.plan_id', '=', q.planId);
  if (q.clientId) base = base.where('m.client_id', '=', q.clientId);
  if (q.keyword) {
    const pattern = containsPattern(q.keyword.toLowerCase());
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('c.name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('p.intitule')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base.orderBy('m.periodEnd').orderBy('m.id').offset(q.offset).limit(q.limit).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: await withPrices(database.db, ctx.entrepriseId, rows), total: Number(total.n), offset: q.offset, limit: q.limit };
}

/** A client's live subscriptions (active and suspended) with the uses left: what the till shows. */
export async function byClient(database: Database, ctx: RequestContext, clientId: number): Promise<Membership[]> {
  if (!(await findClient(database.db, ctx.entrepriseId, clientId))) throw notFound('client');
  const rows = await repo
    .membershipsView(database.db, ctx.entrepriseId)
    .where('m.client_id', '=', clientId)
    .where('m.etat', 'in', ['active', 'suspended'])
    .orderBy('m.id')
    .execute();
  return withPrices(database.db, ctx.entrepriseId, rows);
}

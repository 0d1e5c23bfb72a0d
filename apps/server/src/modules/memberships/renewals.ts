// The renewal job (issue 32): on a period's end, a renewing subscription gets its next period and that period's order;
// one that stops renewing expires. Each billed period is claimed by a unique (subscription, period start) row, so a run
// repeated, or runs on several instances at once, write one order per due date. Reminders go out a few days before,
// claimed the same way (one conditional update). The job runs in every instance, at start and every few minutes.
import { addPeriod, initialState, MEMBERSHIP_REMIND_DAYS, orderTotals, type MembershipPeriod } from '@comptoir/shared';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import type { LiveHub } from '../../realtime/live';
import * as aggregates from '../dashboards/aggregates';
import { announceRecorded } from '../notifications/notifications.live';
import * as orderRepo from '../orders/orders.repository';
import * as repo from './memberships.repository';

export const RENEWAL_EVERY_MS = 10 * 60_000;
const BATCH = 200;

interface Billed {
  id: number;
  entreprise_id: number;
  client_id: number;
  magasin_id: number;
}
interface PlanOf {
  intitule: string;
  price: number;
  currencyTag: string;
  /** The plan's tax rate (numeric: a string on PostgreSQL). */
  tva: number | string;
}

/**
 * Bills one period of a subscription: claims it, then writes its order (unpaid while it costs something: the client
 * owes it, paid at the till or on the order's page), taxed at the plan's rate, its share of the sales dashboards'
 * aggregates (the writer every sale goes through, in this transaction) and the history. Nothing when another run claimed
 * it first.
 */
export async function billPeriod(
  trx: Trx,
  m: Billed,
  plan: PlanOf,
  p: { periodStart: string; periodEnd: string; kind: 'subscribe' | 'renewal'; userId: number | null; now: string },
): Promise<number | undefined> {
  const amount = Number(plan.price);
  const periodId = await repo.claimPeriod(trx, {
    entrepriseId: m.entreprise_id,
    membershipId: m.id,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    amount,
    currencyTag: plan.currencyTag,
    kind: p.kind,
    now: p.now,
  });
  if (periodId === undefined) return undefined;
  const client = await trx.selectFrom('clients').select('name').where('id', '=', m.client_id).executeTakeFirst();
  const etat = initialState({ total: amount, paid: 0, isCredit: false });
  const tva = Number(plan.tva);
  const totals = orderTotals({ lines: [{ unitPrice: amount, quantity: 1, tva }] });
  const order = {
    entreprise_id: m.entreprise_id,
    // One order per subscription and period, whatever else happens: the company's unique order id.
    uuid: `membership-${m.id}-${p.periodStart}`,
    magasin_id: m.magasin_id,
    caisse_id: null,
    calendar_day_id: null,
    ticketNumber: null,
    user_id: p.userId,
    client_id: m.client_id,
    clientName: client?.name ?? null,
    etat,
    isCredit: false,
    currencyTag: plan.currencyTag,
    subtotal: amount,
    remise: 0,
    total: amount,
    paid: 0,
    notes: `${plan.intitule} ${p.periodStart} → ${p.periodEnd}`,
    validatedBy: null,
    validatedAt: null,
    created_at: p.now,
    updated_at: p.now,
    deleted_at: null,
    taxes: JSON.stringify(totals.taxes),
    businessDay: p.periodStart,
    businessHour: 0,
  };
  const commandId = await orderRepo.insertCommand(trx, order);
  const [lineId] = await orderRepo.insertLines(trx, [
    {
      entreprise_id: m.entreprise_id,
      command_id: commandId,
      price_id: null,
      label: `${plan.intitule} (${p.periodStart} → ${p.periodEnd})`,
      quantity: 1,
      unitPrice: amount,
      remise: 0,
      tva,
      total: amount,
      created_at: p.now,
    },
  ]);
  // The dashboards count the period on its first day, as any order of that day (a renewal is a sale of the store).
  await aggregates.addNew(
    trx,
    { ...order, id: commandId, source: null },
    [
      {
        command_id: commandId,
        price_id: null,
        quantity: 1,
        returnedQuantity: 0,
        remise: 0,
        orderRemise: 0,
        total: amount,
        unitCost: null,
      },
    ],
    [],
  );
  await trx
    .insertInto('command_states')
    .values({
      entreprise_id: m.entreprise_id,
      command_id: commandId,
      from: null,
      to: etat,
      user_id: p.userId,
      approval_id: null,
      reason: 'membership',
      created_at: p.now,
    })
    .execute();
  await repo.setPeriodCommand(trx, periodId, commandId, lineId);
  await repo.insertEvent(trx, {
    entreprise_id: m.entreprise_id,
    membership_id: m.id,
    client_id: m.client_id,
    type: p.kind === 'subscribe' ? 'subscribed' : 'renewed',
    command_id: commandId,
    amount,
    user_id: p.userId,
    created_at: p.now,
  });
  return commandId;
}

async function notify(
  db: Executor,
  m: { entreprise_id: number; magasin_id: number; id: number; client_id: number },
  tag: string,
  data: object,
  now: string,
) {
  await db
    .insertInto('notifications')
    .values({
      entreprise_id: m.entreprise_id,
      magasin_id: m.magasin_id,
      caisse_id: null,
      tag,
      title: `notif_${tag}`,
      message: `notif_${tag}_message`,
      data: JSON.stringify({ membershipId: m.id, clientId: m.client_id, ...data }),
      user_id: null,
      created_at: now,
    })
    .execute();
}

/**
 * Brings one subscription up to `today`: while its period has ended, renews it (a new period and its order) or, when it
 * no longer renews, expires it. Runs in the caller's transaction with the subscription's row locked.
 */
export async function bringUpToDate(
  trx: Trx,
  entrepriseId: number,
  id: number,
  today: string,
  now: string,
): Promise<{ renewed: number; expired: number }> {
  const out = { renewed: 0, expired: 0 };
  const m = await repo.lockMembership(trx, entrepriseId, id);
  if (!m || m.etat !== 'active' || m.periodEnd > today) return out;
  const plan = await trx.selectFrom('membership_plans').selectAll().where('id', '=', m.plan_id).executeTakeFirstOrThrow();
  let { periodStart, periodEnd } = m;
  while (periodEnd <= today) {
    if (!repo.bool(m.autoRenew) || plan.deleted_at !== null) {
      await repo.updateMembership(trx, entrepriseId, id, { etat: 'expired', endedAt: now, updated_at: now });
      await repo.insertEvent(trx, {
        entreprise_id: entrepriseId,
        membership_id: id,
        client_id: m.client_id,
        type: 'expired',
        command_id: null,
        amount: null,
        user_id: null,
        created_at: now,
      });
      await notify(trx, m, 'membership_expired', { planIntitule: plan.intitule, periodEnd }, now);
      out.expired++;
      return out;
    }
    periodStart = periodEnd;
    periodEnd = addPeriod(periodStart, plan.period as MembershipPeriod);
    if (await billPeriod(trx, m, plan, { periodStart, periodEnd, kind: 'renewal', userId: null, now })) out.renewed++;
  }
  await repo.updateMembership(trx, entrepriseId, id, { periodStart, periodEnd, updated_at: now });
  return out;
}

// Every company's ended periods, then the reminders. `today` is a UTC day (YYYY-MM-DD).
/** One run of the job; `entrepriseId` limits it to one company (the run asked by hand). */
export async function runRenewals(database: Database, opts: { today?: string; live?: LiveHub; entrepriseId?: number } = {}) {
  const started = nowIso();
  const today = opts.today ?? started.slice(0, 10);
  const totals = { renewed: 0, expired: 0, reminded: 0 };
  const companies = new Set<number>();
  for (;;) {
    const due = await repo.endedMemberships(database.db, today, BATCH, opts.entrepriseId);
    let progressed = 0;
    for (const d of due) {
      // One transaction per subscription: a failure leaves the others renewed, and locks stay short.
      const r = await database.db.transaction().execute((trx) => bringUpToDate(trx, d.entreprise_id, d.id, today, nowIso()));
      totals.renewed += r.renewed;
      totals.expired += r.expired;
      if (r.renewed || r.expired) companies.add(d.entreprise_id);
      progressed += r.renewed + r.expired;
    }
    // A batch that moved nothing (another instance holds them) or the last one: stop.
    if (due.length < BATCH || progressed === 0) break;
  }
  const remindBy = dayPlus(today, MEMBERSHIP_REMIND_DAYS);
  for (const r of await repo.toRemind(database.db, today, remindBy, 1000, opts.entrepriseId)) {
    await database.db.transaction().execute(async (trx) => {
      if (!(await repo.claimReminder(trx, r.id, r.periodEnd))) return;
      const m = await trx
        .selectFrom('memberships as m')
        .innerJoin('membership_plans as p', 'p.id', 'm.plan_id')
        .select(['m.id', 'm.entreprise_id', 'm.magasin_id', 'm.client_id', 'p.intitule', 'p.price', 'p.currencyTag'])
        .where('m.id', '=', r.id)
        .executeTakeFirstOrThrow();
      const now = nowIso();
      await notify(trx, m, 'membership_due', { planIntitule: m.intitule, periodEnd: r.periodEnd }, now);
      await repo.insertEvent(trx, {
        entreprise_id: m.entreprise_id,
        membership_id: m.id,
        client_id: m.client_id,
        type: 'reminded',
        command_id: null,
        amount: null,
        user_id: null,
        created_at: now,
      });
      totals.reminded++;
      companies.add(m.entreprise_id);
    });
  }
  if (opts.live) for (const c of companies) await announceRecorded(database.db, opts.live, c, started);
  return totals;
}

const dayPlus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

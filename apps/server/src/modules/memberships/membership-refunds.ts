// Giving back what billed a subscription (issue 32, members helper): the line of a plan on a till's ticket, on the
// back office's first order or on a renewal's order is linked to its billed period (membership_periods.command_line_id).
// When that line comes back (the whole order cancelled or refunded, the line returned or exchanged), the period is marked
// refunded (no longer revenue) and the subscription ends in the terminal state 'refunded' (no renewal, no use at the
// till), with a 'refunded' event naming the order and the amount. The line comes back whole (a period is not given back
// in part); a period whose sessions were already used comes back only with a manager (approval
// 'membership.refund_used', audited). Runs in the caller's transaction (reversal.ts returnLines): a refusal leaves
// nothing written.
import type { ApprovalInput, FieldError } from '@comptoir/shared';
import type { Executor, Trx } from '../../db/database';
import { invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { approveOrderAction } from '../caisse/caisse.common';
import { round3 } from '../orders/stock';
import * as repo from './memberships.repository';

/** A plan's line of the order coming back: how much of it, what was left of it, and what it was worth (minor units). */
export interface PlanReturn {
  lineId: number;
  quantity: number;
  left: number;
  amount: number;
}

interface OrderOf {
  id: number;
  magasin_id: number;
  total: number | string;
  paid: number | string;
}

/** The billed periods of an order's lines (the link to the line, not the line's label), with their subscription. */
export const periodsOfOrder = (db: Executor, entrepriseId: number, commandId: number) =>
  db
    .selectFrom('membership_periods as p')
    .innerJoin('memberships as m', 'm.id', 'p.membership_id')
    .innerJoin('membership_plans as pl', 'pl.id', 'm.plan_id')
    .select(['p.id', 'p.membership_id', 'p.command_line_id', 'p.periodStart', 'p.refunded_at', 'm.client_id', 'pl.intitule'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.command_id', '=', commandId)
    .where('p.command_line_id', 'is not', null)
    .orderBy('p.membership_id')
    .execute();

/** Line id → the subscription it billed, for an order's detail. */
export async function membershipsOfLines(db: Executor, entrepriseId: number, commandId: number): Promise<Map<number, number>> {
  return new Map((await periodsOfOrder(db, entrepriseId, commandId)).map((p) => [p.command_line_id!, p.membership_id]));
}

/**
 * Locks the subscriptions an order billed, in id order, before the session and the stock levels: a sale at the till
 * locks a subscription it uses before its session too, so a refund and a sale never wait for each other in a cycle.
 */
export async function lockBilledMemberships(trx: Trx, ctx: RequestContext, commandId: number): Promise<void> {
  const ids = [...new Set((await periodsOfOrder(trx, ctx.entrepriseId, commandId)).map((p) => p.membership_id))];
  for (const id of ids.sort((a, b) => a - b)) await repo.lockMembership(trx, ctx.entrepriseId, id);
}

/**
 * Before anything comes back: each plan's line whole, and a manager for the periods whose sessions were used (the
 * approval recorded and audited). `back`: the plan lines (price_id null) the caller takes back.
 */
export async function guardPlanReturns(
  trx: Trx,
  ctx: RequestContext,
  c: OrderOf,
  back: readonly PlanReturn[],
  approval: ApprovalInput | undefined,
  now: string,
): Promise<void> {
  if (!back.length) return;
  const periods = await periodsOfOrder(trx, ctx.entrepriseId, c.id);
  const errors: FieldError[] = [];
  const used: { membershipId: number; intitule: string; uses: number }[] = [];
  for (const b of back) {
    const p = periods.find((x) => x.command_line_id === b.lineId);
    if (!p || p.refunded_at !== null) continue;
    if (b.quantity < b.left - 1e-9) errors.push({ field: 'lines', message: 'subscription_line_whole' });
    const uses = await repo.usedInPeriod(trx, p.membership_id, p.periodStart);
    if (uses > 0) used.push({ membershipId: p.membership_id, intitule: p.intitule, uses });
  }
  if (errors.length) throw invalid(errors);
  if (!used.length) return;
  await approveOrderAction(trx, ctx, c, approval, {
    action: 'membership.refund_used',
    reason: { message: 'approval_for_used_subscription', params: { plans: used.map((u) => `${u.intitule} (${u.uses})`).join(', ') } },
    data: { used },
    now,
  });
}

/**
 * After the lines came back: each plan line's period is marked refunded and its subscription, still live, ends
 * ('refunded', no renewal); the history says which order and how much (the line's worth, within what the order was
 * paid: an unpaid renewal's order cancelled gives back 0).
 */
export async function endRefundedPeriods(trx: Trx, ctx: RequestContext, c: OrderOf, back: readonly PlanReturn[], now: string) {
  if (!back.length) return;
  const periods = await periodsOfOrder(trx, ctx.entrepriseId, c.id);
  for (const b of back) {
    const p = periods.find((x) => x.command_line_id === b.lineId);
    if (!p || p.refunded_at !== null) continue;
    await trx.updateTable('membership_periods').set({ refunded_at: now }).where('id', '=', p.id).execute();
    const m = await repo.lockMembership(trx, ctx.entrepriseId, p.membership_id);
    if (m && (m.etat === 'active' || m.etat === 'suspended'))
      await repo.updateMembership(trx, ctx.entrepriseId, m.id, { etat: 'refunded', autoRenew: false, endedAt: now, updated_at: now });
    await repo.insertEvent(trx, {
      entreprise_id: ctx.entrepriseId,
      membership_id: p.membership_id,
      client_id: p.client_id,
      type: 'refunded',
      command_id: c.id,
      amount: Math.max(0, Math.min(b.amount, Number(c.paid))),
      user_id: ctx.userId,
      created_at: now,
    });
  }
}

/**
 * A subscribed service's line coming back (sold at 0, it consumed its quantity in sessions) gives those sessions back to
 * the period it used, with a 'use_returned' event: returning a session the client did not take leaves it to use again.
 * `back`: the catalogue lines (price_id set) the caller takes back, with how much of each.
 */
export async function giveBackUses(
  trx: Trx,
  ctx: RequestContext,
  commandId: number,
  back: readonly { lineId: number; quantity: number }[],
  now: string,
): Promise<void> {
  if (!back.length) return;
  // The uses of the lines coming back, in one read (a line used at most one subscription).
  const uses = await trx
    .selectFrom('membership_uses as u')
    .innerJoin('memberships as m', 'm.id', 'u.membership_id')
    .select(['u.id', 'u.membership_id', 'u.command_line_id', 'u.quantity', 'm.client_id'])
    .where('u.entreprise_id', '=', ctx.entrepriseId)
    .where(
      'u.command_line_id',
      'in',
      back.map((b) => b.lineId),
    )
    .execute();
  for (const b of back) {
    const use = uses.find((u) => u.command_line_id === b.lineId);
    const given = use ? Math.min(Number(use.quantity), b.quantity) : 0;
    if (!use || given <= 0) continue;
    await trx
      .updateTable('membership_uses')
      .set({ quantity: round3(Number(use.quantity) - given) })
      .where('id', '=', use.id)
      .execute();
    await repo.insertEvent(trx, {
      entreprise_id: ctx.entrepriseId,
      membership_id: use.membership_id,
      client_id: use.client_id,
      type: 'use_returned',
      command_id: commandId,
      amount: null,
      user_id: ctx.userId,
      created_at: now,
    });
  }
}

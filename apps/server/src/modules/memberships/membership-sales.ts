// A subscription paid in a till's ticket (issue 32, members helper): the client buys a croissant and subscribes to a
// plan in one ticket, one payment. Each plan is a line of the sale at the plan's price and tax rate (the server's,
// whatever the till shows); the subscription starts with the paid sale, its first period billed by that order (no
// order of its own). A ticket that subscribes must be paid in full at once (no credit, no quote, nothing left owing):
// "starts on payment" has no later payment to wait for.
import { addPeriod, type FieldError, type InsertCommandData, type MembershipPeriod } from '@comptoir/shared';
import type { Trx } from '../../db/database';
import { invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as repo from './memberships.repository';

export type SoldPlan = NonNullable<Awaited<ReturnType<typeof repo.findPlan>>> & { autoRenew: boolean };

/** The plans the ticket subscribes to, checked (every problem at once); none when the ticket subscribes to nothing. */
export async function plansToSell(
  trx: Trx,
  ctx: RequestContext,
  b: Pick<InsertCommandData, 'subscriptions' | 'isCredit' | 'isValidatable'>,
  clientId: number | null,
  currencyTag: string,
): Promise<SoldPlan[]> {
  const asked = b.subscriptions ?? [];
  if (!asked.length) return [];
  const errors: FieldError[] = [];
  const out: SoldPlan[] = [];
  if (b.isCredit) errors.push({ field: 'isCredit', message: 'subscription_unpaid' });
  if (b.isValidatable) errors.push({ field: 'isValidatable', message: 'subscription_unpaid' });
  const seen = new Set<number>();
  for (const [i, s] of asked.entries()) {
    const field = `subscriptions.${i}.planId`;
    const plan = await repo.findPlan(trx, ctx.entrepriseId, s.planId);
    if (!plan) errors.push({ field, message: 'unknown_reference' });
    else if (!repo.bool(plan.active)) errors.push({ field, message: 'membership_plan_inactive' });
    else if (plan.currencyTag !== currencyTag) errors.push({ field, message: 'mixed_currencies' });
    else if (seen.has(plan.id)) errors.push({ field, message: 'already_subscribed' });
    else {
      const already =
        clientId !== null &&
        (await trx
          .selectFrom('memberships')
          .select('id')
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('client_id', '=', clientId)
          .where('plan_id', '=', plan.id)
          .where('etat', 'in', ['active', 'suspended'])
          .executeTakeFirst());
      if (already) errors.push({ field, message: 'already_subscribed' });
      else out.push({ ...plan, autoRenew: s.autoRenew });
    }
    seen.add(s.planId);
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/** The line of a plan on the ticket: the plan's own price (minor units, tax included) and tax rate. */
export const planLineOf = (p: SoldPlan) => ({ unitPrice: Number(p.price), tva: Number(p.tva) });

export const planLabel = (p: SoldPlan, periodStart: string) =>
  `${p.intitule} (${periodStart} → ${addPeriod(periodStart, p.period as MembershipPeriod)})`;

/**
 * After the sale is written and found paid: the subscriptions, each with its first period billed by the sale's order
 * (`amounts`: what each plan's line came to, an order discount shared in) and the history.
 */
export async function startSold(
  trx: Trx,
  ctx: RequestContext,
  s: {
    plans: SoldPlan[];
    clientId: number;
    magasinId: number;
    commandId: number;
    /** Each plan's line on the ticket (the link a refund of the line ends the subscription by). */
    lineIds: number[];
    amounts: number[];
    today: string;
    now: string;
  },
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, plan] of s.plans.entries()) {
    const periodEnd = addPeriod(s.today, plan.period as MembershipPeriod);
    const id = await repo.insertMembership(trx, {
      entreprise_id: ctx.entrepriseId,
      plan_id: plan.id,
      client_id: s.clientId,
      magasin_id: s.magasinId,
      etat: 'active',
      autoRenew: plan.autoRenew,
      startAt: s.today,
      periodStart: s.today,
      periodEnd,
      remindedFor: null,
      endedAt: null,
      user_id: ctx.userId,
      created_at: s.now,
      updated_at: s.now,
    });
    const periodId = await repo.claimPeriod(trx, {
      entrepriseId: ctx.entrepriseId,
      membershipId: id,
      periodStart: s.today,
      periodEnd,
      amount: s.amounts[i],
      currencyTag: plan.currencyTag,
      kind: 'subscribe',
      now: s.now,
    });
    await repo.setPeriodCommand(trx, periodId!, s.commandId, s.lineIds[i]);
    await repo.insertEvent(trx, {
      entreprise_id: ctx.entrepriseId,
      membership_id: id,
      client_id: s.clientId,
      type: 'subscribed',
      command_id: s.commandId,
      amount: s.amounts[i],
      user_id: ctx.userId,
      created_at: s.now,
    });
    ids.push(id);
  }
  return ids;
}

// A subscribed service at the till (issue 32): a sale's line that names a client subscription is sold at 0 when the
// server finds the subscription the client's, active, covering the line's price and with uses left in its current
// period (a period that has ended is renewed first). The till never decides the 0: without a valid subscription the
// line is refused, and the line's price check (line-prices.ts) skips only the lines this module priced. Each line
// consumes its quantity in uses, recorded in the sale's transaction; the subscription's row stays locked until the
// commit, so two tills using the last session at once get one use and one refusal.
import type { CommandLineInput, FieldError } from '@comptoir/shared';
import type { Trx } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as repo from './memberships.repository';
import { bringUpToDate } from './renewals';

export interface Subscribed {
  /** The lines, the subscribed ones at 0. */
  lines: CommandLineInput[];
  /** The indexes of the subscribed lines. */
  indexes: Set<number>;
  uses: { index: number; membershipId: number; clientId: number; periodStart: string; priceId: number; quantity: number }[];
}

export async function subscribedLines(
  trx: Trx,
  ctx: RequestContext,
  lines: readonly CommandLineInput[],
  clientId: number | null,
  today: string,
  now: string,
): Promise<Subscribed> {
  const out: Subscribed = { lines: [...lines], indexes: new Set(), uses: [] };
  const asked = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.subscriptionId !== undefined);
  if (!asked.length) return out;
  const errors: FieldError[] = [];
  // Locked in id order: two sales naming the same subscriptions never wait on each other in a cycle.
  const ids = [...new Set(asked.map(({ l }) => l.subscriptionId!))].sort((a, b) => a - b);
  const state = new Map<number, { etat: string; clientId: number; periodStart: string; left: number | null; prices: Set<number> }>();
  for (const id of ids) {
    let m = await repo.lockMembership(trx, ctx.entrepriseId, id);
    if (!m) throw notFound('membership');
    if (m.etat === 'active' && m.periodEnd <= today) {
      await bringUpToDate(trx, ctx.entrepriseId, id, today, now);
      m = (await repo.lockMembership(trx, ctx.entrepriseId, id))!;
    }
    const plan = await trx.selectFrom('membership_plans').select('usesPerPeriod').where('id', '=', m.plan_id).executeTakeFirstOrThrow();
    const prices = (await repo.planPriceIds(trx, ctx.entrepriseId, [m.plan_id])).get(m.plan_id) ?? [];
    const used = await repo.usedInPeriod(trx, id, m.periodStart);
    state.set(id, {
      etat: m.etat,
      clientId: m.client_id,
      periodStart: m.periodStart,
      left: plan.usesPerPeriod === null ? null : plan.usesPerPeriod - used,
      prices: new Set(prices),
    });
  }
  for (const { l, i } of asked) {
    const s = state.get(l.subscriptionId!)!;
    const field = `lines.${i}.subscriptionId`;
    if (clientId === null || s.clientId !== clientId) errors.push({ field, message: 'subscription_other_client' });
    else if (s.etat === 'suspended') errors.push({ field, message: 'subscription_suspended' });
    else if (s.etat === 'refunded') errors.push({ field, message: 'subscription_refunded' });
    else if (s.etat !== 'active') errors.push({ field, message: 'subscription_expired' });
    else if (!s.prices.has(l.priceId)) errors.push({ field, message: 'subscription_not_covering' });
    else if ((l.compositions ?? []).some((c) => (c.unitPrice ?? 0) > 0)) errors.push({ field, message: 'subscription_extras' });
    else if (s.left !== null && s.left < l.quantity) errors.push({ field, message: 'subscription_no_uses_left' });
    else {
      if (s.left !== null) s.left -= l.quantity;
      out.indexes.add(i);
      out.lines[i] = { ...l, unitPrice: 0, remise: null };
      out.uses.push({
        index: i,
        membershipId: l.subscriptionId!,
        clientId: s.clientId,
        periodStart: s.periodStart,
        priceId: l.priceId,
        quantity: l.quantity,
      });
    }
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/** The uses of a written sale, and one history row per line. */
export async function recordUses(trx: Trx, ctx: RequestContext, commandId: number, lineIds: number[], s: Subscribed, now: string) {
  if (!s.uses.length) return;
  await repo.insertUses(
    trx,
    s.uses.map((u) => ({
      entreprise_id: ctx.entrepriseId,
      membership_id: u.membershipId,
      periodStart: u.periodStart,
      price_id: u.priceId,
      command_id: commandId,
      command_line_id: lineIds[u.index],
      quantity: u.quantity,
      created_at: now,
    })),
  );
  for (const u of s.uses)
    await repo.insertEvent(trx, {
      entreprise_id: ctx.entrepriseId,
      membership_id: u.membershipId,
      client_id: u.clientId,
      type: 'used',
      command_id: commandId,
      amount: null,
      user_id: ctx.userId,
      created_at: now,
    });
}

// The server owns the price (issue 22, point 2). A line's unit price is the catalogue's for the sale's store and
// currency at the sale's time: the price, or its promo price while the promotion runs, or what the price history says
// it was a moment before (a till a few minutes behind the catalogue). Anything else needs the price_override right
// (recorded, with who and why); without it a sale sent as it is made is refused (422), and a sale queued offline and
// sent later is never lost: a price the article once had is accepted, one it never had is kept and flagged for a
// manager. The tax rate always comes from the catalogue (command-lines.ts tvaOf).
import { fromMinor, toMinor, type CommandLineInput, type FieldError } from '@comptoir/shared';
import type { Trx } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import type { PriceRow } from './command-lines';
import * as repo from './orders.repository';

/** How long after a change the previous price is still accepted from a till that has not synced yet. */
export const PRICE_GRACE_MS = 15 * 60_000;
/** A sale made this long before it reaches the server was queued (offline, or a backlog). */
export const QUEUED_AFTER_MS = 2 * 60_000;
/** A till's clock may run ahead by this much; a later sale time is taken as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

export type PriceFlag = 'override' | 'unknown';

export interface PriceCheck {
  errors: FieldError[];
  flag: PriceFlag | null;
  /** Lines sold at another price than the catalogue's, for the audit log. */
  overrides: { line: number; priceId: number; catalogue: number; sold: number; reason: string | null }[];
}

/** The sale's time: when the till made it (soldAt), never later than now; and whether it was queued. */
export function saleTime(soldAt: string | undefined, now: string): { at: number; queued: boolean } {
  const nowMs = Date.parse(now);
  const t = soldAt ? Date.parse(soldAt) : NaN;
  if (!Number.isFinite(t) || t > nowMs + CLOCK_SKEW_MS) return { at: nowMs, queued: false };
  return { at: Math.min(t, nowMs), queued: nowMs - t > QUEUED_AFTER_MS };
}

interface PriceState {
  price: unknown;
  promoPrice: unknown;
  promotionEndAt: unknown;
}

/** Whether the price's promotion runs at a time (and sells lower): the one rule of the till, the online shop and the sync. */
export const promoRuns = (p: PriceState, at: number) =>
  p.promoPrice !== null && p.promotionEndAt !== null && Date.parse(String(p.promotionEndAt)) > at && Number(p.promoPrice) < Number(p.price);

/** The unit prices a state of a price sells at, at a time: the price, and the promo price while it runs. */
const sellsAt = (p: PriceState, at: number): number[] => (promoRuns(p, at) ? [Number(p.price), Number(p.promoPrice)] : [Number(p.price)]);

/** What one line asks per unit beyond the catalogue: composition supplements are not priced by a till. */
const extrasOf = (l: CommandLineInput) => (l.compositions ?? []).reduce((a, c) => a + toMinor(c.unitPrice ?? 0), 0);

export async function checkLinePrices(
  trx: Trx,
  ctx: RequestContext,
  lines: readonly CommandLineInput[],
  prices: Map<number, PriceRow>,
  when: { at: number; queued: boolean },
  field = 'lines',
  /** Lines the server itself priced (a subscribed service at 0, memberships/membership-uses.ts): not checked. */
  serverPriced: ReadonlySet<number> = new Set(),
): Promise<PriceCheck> {
  const out: PriceCheck = { errors: [], flag: null, overrides: [] };
  const off = lines
    .map((l, i) => ({ l, i, p: prices.get(l.priceId)!, unit: toMinor(l.unitPrice) }))
    .filter(({ l, i, p, unit }) => !serverPriced.has(i) && (extrasOf(l) !== 0 || !sellsAt(p, when.at).includes(unit)));
  if (!off.length) return out;
  const history = await repo.priceHistoryOf(trx, ctx.entrepriseId, [...new Set(off.map((o) => o.l.priceId))]);
  const overriding = (ctx.tags as readonly string[]).includes('price_override');
  let unknown = false;
  for (const { l, i, p, unit } of off) {
    const rows = history.filter((h) => h.priceId === l.priceId);
    // In effect at some moment of [at − grace, at]: a row applies from its creation to the next row's.
    const recent = rows.some((h, k) => {
      const from = Date.parse(String(h.created_at));
      const to = k + 1 < rows.length ? Date.parse(String(rows[k + 1].created_at)) : Infinity;
      const seen = Math.max(from, when.at - PRICE_GRACE_MS);
      return from <= when.at && to > when.at - PRICE_GRACE_MS && sellsAt(h, seen).includes(unit);
    });
    // The current row too: a promotion that ended within the grace (no history row marks a promotion's end).
    if (extrasOf(l) === 0 && (recent || sellsAt(p, when.at - PRICE_GRACE_MS).includes(unit))) continue;
    if (overriding) {
      out.overrides.push({
        line: i,
        priceId: l.priceId,
        catalogue: Number(p.price),
        sold: unit + extrasOf(l),
        reason: l.priceReason ?? null,
      });
      continue;
    }
    if (when.queued) {
      const once =
        extrasOf(l) === 0 && [p, ...rows].some((h) => unit === Number(h.price) || (h.promoPrice !== null && unit === Number(h.promoPrice)));
      if (!once) unknown = true;
      continue;
    }
    out.errors.push({ field: `${field}.${i}.unitPrice`, message: 'price_not_allowed' });
  }
  // A price never valid needs a manager's look whatever else the order holds.
  out.flag = unknown ? 'unknown' : out.overrides.length ? 'override' : null;
  return out;
}

/** The audit of lines sold at another price than the catalogue's (who: the request's user; why: each line's reason). */
export async function auditOverrides(trx: Trx, ctx: RequestContext, commandId: number, check: PriceCheck, now: string): Promise<void> {
  if (!check.overrides.length) return;
  await insertAudit(trx, {
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    action: 'command.price_override',
    entity: 'command',
    entityId: commandId,
    data: { lines: check.overrides.map((o) => ({ ...o, catalogue: fromMinor(o.catalogue), sold: fromMinor(o.sold) })) },
    ip: ctx.ip,
    now,
  });
}

/** What the catalogue sells a price at, at a time: its promo price while the promotion runs (and is lower), else its
 * price. The online checkout prices its lines with it, the till's lines are checked against it. */
export const catalogueUnitPrice = (p: PriceState, at: number): number => Math.min(...sellsAt(p, at));

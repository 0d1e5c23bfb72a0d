// Undoing a sale, whole or in part (cancellation, refund, return, exchange): 'return' stock movements for the
// quantities that come back, the promo code released for a whole order, and the money paid back by the one refund rule
// (packages/shared/src/refunds.ts): each payment mode at most what it took in, cards and points to their own ledgers,
// the drawer's modes as 'refund' operations of an open session. Runs in the caller's transaction.
import { randomUUID } from 'node:crypto';
import {
  isLedgerMode,
  planRefund,
  pointsKept,
  refundableByMode,
  returnedLineValue,
  toMinor,
  type ApprovalInput,
  type ModeBalance,
} from '@comptoir/shared';
import type { Executor, Trx } from '../../db/database';
import { conflict, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as caisseRepo from '../caisse/caisse.repository';
import { approveOrderAction, recordOperation } from '../caisse/caisse.common';
import { activeMode } from '../caisse/registers.service';
import { visibleSession } from '../caisse/sessions.service';
import { refundGiftCard } from '../gift-cards/gift-cards.service';
import { orderPoints, POINT_VALUE_MINOR, refundSpentPoints, takeBackEarned } from '../loyalty/loyalty.service';
import { releasePromoCode } from '../remises/remises.service';
import { endRefundedPeriods, giveBackUses, guardPlanReturns, type PlanReturn } from '../memberships/membership-refunds';
import * as repo from './orders.repository';
import { componentsOf, moveStockOfLines, round3, stockedQuantities } from './stock';

export interface ReturnAsk {
  /** Line id → quantity coming back; undefined = everything not yet returned. */
  lines?: Map<number, number>;
  now: string;
  /** A manager's code, when a plan's line whose sessions were used comes back. */
  approval?: ApprovalInput;
}

/**
 * A product marked not returnable (its description's isReturnable off) comes back only with a manager: the manager
 * themself, or a manager's code (approval), recorded as an approval of 'command.not_returnable' and in the audit log.
 * `lineIds` undefined: every line of the order.
 */
export async function guardReturnable(
  trx: Trx,
  ctx: RequestContext,
  c: repo.CommandRow,
  lineIds: readonly number[] | undefined,
  approval: ApprovalInput | undefined,
  now: string,
): Promise<void> {
  const lines = (await repo.listLines(trx, ctx.entrepriseId, [c.id])).filter(
    (l) => l.price_id !== null && (!lineIds || lineIds.includes(l.id)),
  );
  if (!lines.length) return;
  const priceIds = [...new Set(lines.map((l) => l.price_id!))];
  const blocked = await trx
    .selectFrom('prices as p')
    .leftJoin('combined_products as cp', (j) => j.onRef('cp.priceId', '=', 'p.id').on('cp.deleted_at', 'is', null))
    .leftJoin('products as pr', 'pr.id', 'cp.productId')
    .innerJoin('product_descriptions as d', (j) =>
      j.on((eb) => eb.or([eb('d.id', '=', eb.ref('p.productDescriptionId')), eb('d.id', '=', eb.ref('pr.productDescriptionId'))])),
    )
    .select(['p.id', 'd.label'])
    .where('p.entreprise_id', '=', ctx.entrepriseId)
    .where('p.id', 'in', priceIds)
    .where('d.isReturnable', '=', false)
    .execute();
  if (!blocked.length) return;
  const labels = [...new Set(blocked.map((b) => b.label))];
  await approveOrderAction(trx, ctx, c, approval, {
    action: 'command.not_returnable',
    reason: { message: 'approval_for_not_returnable', params: { labels: labels.join(', ') } },
    data: { notReturnable: labels },
    now,
  });
}

/**
 * Returns lines to stock and answers the money they were worth (minor units, after discounts). A plan's line (price_id
 * null) that comes back ends the subscription it billed (memberships/membership-refunds.ts): checked before anything is
 * written (whole, a manager when its sessions were used: `ask.approval`), ended after.
 */
export async function returnLines(
  trx: Trx,
  ctx: RequestContext,
  c: repo.CommandRow,
  ask: ReturnAsk,
): Promise<{ amount: number; all: boolean }> {
  const lines = await repo.listLines(trx, ctx.entrepriseId, [c.id]);
  const moves: { commandLineId: number; quantities: Map<number, number> }[] = [];
  let amount = 0;
  for (const [lineId] of ask.lines ?? [])
    if (!lines.some((l) => l.id === lineId)) throw invalid([{ field: 'lines', message: 'invalid_value' }]);
  const back: { l: (typeof lines)[number]; q: number; value: number }[] = [];
  for (const l of lines) {
    const left = round3(Number(l.quantity) - Number(l.returnedQuantity));
    const q = ask.lines ? (ask.lines.get(l.id) ?? 0) : left;
    if (q <= 0) continue;
    if (q > left + 1e-9) throw invalid([{ field: 'lines', message: 'too_big' }]);
    back.push({ l, q, value: returnedLineValue(Number(l.total), Number(l.quantity), Number(l.returnedQuantity), q) });
  }
  const plans: PlanReturn[] = back
    .filter((b) => b.l.price_id === null)
    .map((b) => ({
      lineId: b.l.id,
      quantity: b.q,
      left: round3(Number(b.l.quantity) - Number(b.l.returnedQuantity)),
      amount: b.value,
    }));
  await guardPlanReturns(trx, ctx, c, plans, ask.approval, ask.now);
  for (const { l, q, value } of back) {
    amount += value;
    await trx
      .updateTable('command_lines')
      .set({ returnedQuantity: round3(Number(l.returnedQuantity) + q) })
      .where('id', '=', l.id)
      .execute();
    if (l.price_id === null) continue;
    const choices = l.compositions ? (JSON.parse(l.compositions) as never[]) : [];
    const perUnit = await componentsOf(trx, ctx.entrepriseId, l.price_id, choices, 'lines');
    moves.push({
      commandLineId: l.id,
      quantities: await stockedQuantities(trx, ctx.entrepriseId, new Map([...perUnit].map(([p, u]) => [p, u * q]))),
    });
  }
  await endRefundedPeriods(trx, ctx, c, plans, ask.now);
  const services = back.filter((b) => b.l.price_id !== null).map((b) => ({ lineId: b.l.id, quantity: b.q }));
  await giveBackUses(trx, ctx, c.id, services, ask.now);
  // Every line's 'return' movements in one statement: the stock levels locked in product order, as a sale locks them.
  const base = {
    entrepriseId: ctx.entrepriseId,
    magasinId: c.magasin_id,
    type: 'return',
    commandId: c.id,
    userId: ctx.userId,
    now: ask.now,
  };
  await moveStockOfLines(trx, base, moves, 1);
  const after = await repo.listLines(trx, ctx.entrepriseId, [c.id]);
  return { amount, all: after.every((l) => Number(l.returnedQuantity) >= Number(l.quantity)) };
}

/** Releases what the whole order moved outside the stock and its money: the promo code it used. */
export async function reverseExtras(trx: Trx, ctx: RequestContext, c: repo.CommandRow): Promise<void> {
  if (!c.codePromo) return;
  const actor = { entrepriseId: ctx.entrepriseId, userId: ctx.userId };
  const use = await trx
    .selectFrom('remise_uses')
    .select('key')
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('key', '=', `promo:${c.uuid}`)
    .executeTakeFirst();
  if (use) await releasePromoCode(trx, actor, use.key);
}

/** The gift cards that paid an order, with what each can still take back (oldest payment first). */
async function cardsOf(trx: Executor, entrepriseId: number, commandId: number) {
  const rows = await trx
    .selectFrom('gift_card_movements as m')
    .innerJoin('gift_cards as g', 'g.id', 'm.gift_card_id')
    .select(['g.id', 'g.code', 'm.kind', 'm.amount'])
    .where('m.entreprise_id', '=', entrepriseId)
    .where('m.commandId', '=', commandId)
    .where('m.kind', 'in', ['redeem', 'refund'])
    .orderBy('m.id')
    .execute();
  const by = new Map<number, { code: string; left: number }>();
  for (const r of rows) {
    const card = by.get(r.id) ?? { code: r.code, left: 0 };
    card.left -= Number(r.amount);
    by.set(r.id, card);
  }
  return [...by.values()];
}

/**
 * What each payment mode of the order took in and can still pay back (the one rule of packages/shared/refunds.ts):
 * the session's operations for the modes of the drawer, the cards' and the points' own ledgers for theirs.
 */
export async function orderBalances(trx: Executor, ctx: RequestContext, c: repo.CommandRow): Promise<ModeBalance[]> {
  const ops = await trx
    .selectFrom('operations')
    .select(['type', 'modePayment', 'amount'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('command_id', '=', c.id)
    .orderBy('id')
    .execute();
  const balances = refundableByMode(ops.map((o) => ({ ...o, amount: Number(o.amount) })));
  const ledgerLeft = async (mode: string) =>
    mode === 'gift_cheque'
      ? (await cardsOf(trx, ctx.entrepriseId, c.id)).reduce((a, g) => a + Math.max(0, g.left), 0)
      : (await orderPoints(trx, ctx.entrepriseId, c.id)).spentLeft * POINT_VALUE_MINOR;
  for (const b of balances) {
    if (!isLedgerMode(b.modePayment)) continue;
    b.left = Math.max(0, Math.min(b.paid, await ledgerLeft(b.modePayment)));
    b.refunded = b.paid - b.left;
  }
  return balances;
}

export interface RefundAsk {
  caisseId?: number;
  modePayment?: string;
  refunds?: readonly { modePayment: string; amount: number }[];
  now: string;
  reason?: string | null;
  approvalId?: number | null;
  /** The order's balances as the caller just read them in this transaction (nothing paid or paid back since). */
  balances?: ModeBalance[];
}

/**
 * Pays `amount` back by the rule: each mode within what it still holds (cards and points to their own ledgers), each
 * part a 'refund' operation of an open session of the order's store (required when the drawer pays; for cards and
 * points only when given). Then the points the order earned follow the money it keeps.
 */
export async function refundMoney(trx: Trx, ctx: RequestContext, c: repo.CommandRow, amount: number, ask: RefundAsk): Promise<void> {
  const balances = ask.balances ?? (await orderBalances(trx, ctx, c));
  const plan = planRefund(balances, amount, {
    modePayment: ask.modePayment,
    parts: ask.refunds?.map((r) => ({ ...r, amount: toMinor(r.amount) })),
  });
  if (!plan.ok) throw invalid([{ field: plan.field, message: plan.message }]);
  if (!plan.parts.length) return;
  const actor = { entrepriseId: ctx.entrepriseId, userId: ctx.userId };
  const event = `${c.id}:${ask.now}:${randomUUID().slice(0, 8)}`;
  const drawer = plan.parts.some((p) => !isLedgerMode(p.modePayment));
  let s: Awaited<ReturnType<typeof visibleSession>> | null = null;
  if (ask.caisseId || drawer) {
    if (!ask.caisseId) throw invalid([{ field: 'caisseId', message: 'required' }]);
    s = await visibleSession(trx, ctx, ask.caisseId);
    if (s.magasin_id !== c.magasin_id) throw invalid([{ field: 'caisseId', message: 'invalid_value' }]);
    if (!(await caisseRepo.lockOpenSession(trx, ctx.entrepriseId, s.id, ask.now))) throw conflict('session_closed', 'caisseId');
  }
  for (const part of plan.parts) {
    if (part.modePayment === 'gift_cheque') {
      let rest = part.amount;
      for (const [i, g] of (await cardsOf(trx, ctx.entrepriseId, c.id)).entries()) {
        const take = Math.min(rest, Math.max(0, g.left));
        if (take <= 0) continue;
        await refundGiftCard(trx, actor, { code: g.code, amountMinor: take, key: `refund:${event}:${i}`, commandId: c.id });
        rest -= take;
      }
    } else if (part.modePayment === 'loyalty_points') {
      await refundSpentPoints(trx, actor, { commandId: c.id, points: part.amount / POINT_VALUE_MINOR, key: `refund:${event}` });
    } else {
      await activeMode(trx, ctx.entrepriseId, part.modePayment);
    }
    if (s)
      await recordOperation(trx, {
        entrepriseId: ctx.entrepriseId,
        magasinId: s.magasin_id,
        caisseId: s.id,
        calendarDayId: s.calendar_day_id,
        commandId: c.id,
        userId: ctx.userId,
        type: 'refund',
        modePayment: part.modePayment,
        amount: part.amount,
        currencyTag: c.currencyTag,
        reason: ask.reason ?? null,
        approvalId: ask.approvalId ?? null,
        now: ask.now,
      });
  }
  // The balances after: each mode holds what it held less its part (the plan keeps every part within what its mode
  // holds, and each part was paid back whole: its operation, its cards, its points), so they are not read again.
  const taken = new Map(plan.parts.map((p) => [p.modePayment, p.amount]));
  const money = balances
    .filter((b) => b.modePayment !== 'loyalty_points')
    .map((b) => ({ paid: b.paid, left: b.left - (taken.get(b.modePayment) ?? 0) }));
  const { earned } = await orderPoints(trx, ctx.entrepriseId, c.id);
  if (earned > 0) {
    const keep = pointsKept(
      earned,
      money.reduce((a, b) => a + b.paid, 0),
      money.reduce((a, b) => a + b.left, 0),
    );
    await takeBackEarned(trx, actor, { commandId: c.id, keep, key: `takeback:${event}` });
  }
}

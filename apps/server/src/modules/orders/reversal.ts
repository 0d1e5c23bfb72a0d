// Undoing a sale, whole or in part (cancellation, refund, return): 'return' stock movements for the quantities that
// come back, and for a whole order the promo code use, points earned and spent and gift card debits reversed, and the
// money paid back as a 'refund' operation of an open session. Runs in the caller's transaction.
import type { Trx } from '../../db/database';
import { conflict, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as caisseRepo from '../caisse/caisse.repository';
import { recordOperation } from '../caisse/caisse.common';
import { activeMode } from '../caisse/registers.service';
import { visibleSession } from '../caisse/sessions.service';
import { refundGiftCard } from '../gift-cards/gift-cards.service';
import { reversePoints } from '../loyalty/loyalty.service';
import { releasePromoCode } from '../remises/remises.service';
import * as repo from './orders.repository';
import { componentsOf, moveStockOfLines, stockedQuantities } from './stock';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export interface ReturnAsk {
  /** Line id → quantity coming back; undefined = everything not yet returned. */
  lines?: Map<number, number>;
  caisseId?: number;
  modePayment?: string;
  now: string;
  reason?: string | null;
  approvalId?: number | null;
}

/** Returns lines to stock and answers the money they were worth (minor units, after discounts). */
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
  for (const l of lines) {
    const left = round3(Number(l.quantity) - Number(l.returnedQuantity));
    const q = ask.lines ? (ask.lines.get(l.id) ?? 0) : left;
    if (q <= 0) continue;
    if (q > left + 1e-9) throw invalid([{ field: 'lines', message: 'too_big' }]);
    amount += Math.round((Number(l.total) * q) / Number(l.quantity));
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

/** Reverses what the whole order moved outside the stock: promo code, points, gift cards. Answers what cards and points paid back. */
export async function reverseExtras(trx: Trx, ctx: RequestContext, c: repo.CommandRow): Promise<number> {
  const actor = { entrepriseId: ctx.entrepriseId, userId: ctx.userId };
  if (c.codePromo) {
    const use = await trx
      .selectFrom('remise_uses')
      .select('key')
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('key', '=', `promo:${c.uuid}`)
      .executeTakeFirst();
    if (use) await releasePromoCode(trx, actor, use.key);
  }
  const points = await trx
    .selectFrom('loyalty_point_movements')
    .select(['key', 'kind', 'points'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('commandId', '=', c.id)
    .where('kind', 'in', ['earn', 'spend'])
    .execute();
  let given = 0;
  for (const m of points) {
    await reversePoints(trx, actor, { originalKey: m.key, key: `reverse:${m.key}` });
    if (m.kind === 'spend') given += -Number(m.points);
  }
  const cards = await trx
    .selectFrom('gift_card_movements as m')
    .innerJoin('gift_cards as g', 'g.id', 'm.gift_card_id')
    .select(['g.code', 'm.key', 'm.amount'])
    .where('m.entreprise_id', '=', ctx.entrepriseId)
    .where('m.commandId', '=', c.id)
    .where('m.kind', '=', 'redeem')
    .execute();
  for (const g of cards) {
    await refundGiftCard(trx, actor, { code: g.code, amountMinor: -Number(g.amount), key: `refund:${g.key}`, commandId: c.id });
    given += -Number(g.amount);
  }
  return given;
}

/** Pays money back as a 'refund' operation of an open session of the order's store. */
export async function payBack(trx: Trx, ctx: RequestContext, c: repo.CommandRow, amount: number, ask: ReturnAsk): Promise<void> {
  if (amount <= 0) return;
  if (!ask.caisseId) throw invalid([{ field: 'caisseId', message: 'required' }]);
  const s = await visibleSession(trx, ctx, ask.caisseId);
  if (s.magasin_id !== c.magasin_id) throw invalid([{ field: 'caisseId', message: 'invalid_value' }]);
  if (!(await caisseRepo.lockOpenSession(trx, ctx.entrepriseId, s.id, ask.now))) throw conflict('session_closed', 'caisseId');
  const modePayment = ask.modePayment ?? 'cash';
  await activeMode(trx, ctx.entrepriseId, modePayment);
  await recordOperation(trx, {
    entrepriseId: ctx.entrepriseId,
    magasinId: s.magasin_id,
    caisseId: s.id,
    calendarDayId: s.calendar_day_id,
    commandId: c.id,
    userId: ctx.userId,
    type: 'refund',
    modePayment,
    amount,
    currencyTag: c.currencyTag,
    reason: ask.reason ?? null,
    approvalId: ask.approvalId ?? null,
    now: ask.now,
  });
}

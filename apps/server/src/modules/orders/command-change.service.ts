// Changing an order after the sale: PATCH /UpdateCommand/{id} (client, notes, source, reminder), POST
// /Command/{id}/AddEchange (lines back, new lines out, the difference paid or paid back, in one transaction), and the
// fast-food update of a session's orders. Modification approval follows the company's setting (product-spec §6).
import {
  canMove,
  isOpenState,
  isRefundable,
  orderBoundErrors,
  orderTotals,
  paymentState,
  refundableTotal,
  taxOf,
  toMinor,
  toTotalsInput,
  type AddEchangeData,
  type UpdateCommandData,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { withIdempotency } from '../../lib/idempotency';
import { insertAudit } from '../audit/audit.repository';
import * as caisseRepo from '../caisse/caisse.repository';
import { MANAGER_ROLES, requireApproval } from '../caisse/caisse.common';
import * as opsRepo from '../caisse/operations.repository';
import { visibleSession } from '../caisse/sessions.service';
import { findClient } from '../clients/clients.repository';
import { loadPrices, takeStockOf, tvaOf, writeLines, writePayments } from './command-lines';
import { auditOverrides, checkLinePrices, saleTime } from './line-prices';
import { orderSettings } from './order-settings';
import { chosenInstructions, writeInstructions } from './command-instructions';
import { dueToday, notifyOrder } from './order-notifications';
import * as repo from './orders.repository';
import { commandDetail, toCommand, visibleCommand } from './orders.view';
import { guardReturnable, orderBalances, refundMoney, returnLines } from './reversal';
import { componentsOfLines, lockLevels, stockedQuantitiesOfLines } from './stock';
import * as aggregates from '../dashboards/aggregates';
import { lockBilledMemberships } from '../memberships/membership-refunds';

async function approvalIfNeeded(
  trx: Trx,
  ctx: RequestContext,
  c: repo.CommandRow,
  action: string,
  approval: UpdateCommandData['approval'],
  now: string,
) {
  const settings = await orderSettings(trx, ctx.entrepriseId);
  if (!settings.modificationRefundApproval || (MANAGER_ROLES as readonly string[]).includes(ctx.roleTag)) return null;
  const approvedBy = await requireApproval(trx, ctx, approval, { message: 'approval_for_change' });
  return opsRepo.insertApproval(trx, {
    entreprise_id: ctx.entrepriseId,
    magasin_id: c.magasin_id,
    caisse_id: null,
    action,
    amount: Number(c.total),
    requestedBy: ctx.userId,
    approvedBy,
    data: JSON.stringify({ commandId: c.id }),
    created_at: now,
  });
}

export async function updateCommand(database: Database, ctx: RequestContext, id: number, b: UpdateCommandData) {
  return database.db.transaction().execute(async (trx) => {
    const c = await visibleCommand(trx, ctx, id);
    if (!isOpenState(c.etat)) throw conflict('move_not_allowed', 'etat');
    const before = await aggregates.snapshot(trx, ctx.entrepriseId, [c.id]);
    const now = nowIso();
    const approvalId = await approvalIfNeeded(trx, ctx, c, 'command.update', b.approval, now);
    const set: Parameters<typeof repo.updateCommand>[3] = { updated_at: now };
    if (b.clientId !== undefined && b.clientId !== c.client_id) {
      if (Number(c.pointsEarned) > 0) throw conflict('points_already_earned', 'clientId');
      if (b.clientId === null && c.isCredit) throw invalid([{ field: 'clientId', message: 'required' }]);
      const client = b.clientId === null ? null : await findClient(trx, ctx.entrepriseId, b.clientId);
      if (b.clientId !== null && !client) throw notFound('client');
      set.client_id = client?.id ?? null;
      set.clientName = client?.name ?? null;
    }
    if (b.notes !== undefined) set.notes = b.notes;
    if (b.source !== undefined) set.source = b.source;
    if (b.remindTimeAt !== undefined) set.remindTimeAt = b.remindTimeAt;
    const instructions = b.instructionIds === undefined ? undefined : await chosenInstructions(trx, ctx.entrepriseId, b.instructionIds);
    if (!(await repo.updateCommand(trx, ctx.entrepriseId, c.id, set, c.etat))) throw conflict('stale_update', 'etat');
    if (instructions) await writeInstructions(trx, ctx.entrepriseId, c.id, instructions, true);
    await repo.insertState(trx, {
      entrepriseId: ctx.entrepriseId,
      commandId: c.id,
      from: c.etat,
      to: c.etat,
      userId: ctx.userId,
      approvalId,
      reason: b.reason ?? 'modified',
      now,
    });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'command.update',
      entity: 'command',
      entityId: c.id,
      data: { ...b, approval: undefined, approvalId },
      ip: ctx.ip,
      now,
    });
    await aggregates.settle(trx, ctx.entrepriseId, [c.id], before);
    // Planned for today now (it was not): told to who follows the store's orders.
    if (b.remindTimeAt && b.remindTimeAt !== c.remindTimeAt && dueToday(ctx, b.remindTimeAt))
      await notifyOrder(trx, ctx, 'order_due', { ...c, ...set, remindTimeAt: b.remindTimeAt });
    return commandDetail(trx, ctx, c.id);
  });
}

/** Taxes of what the order still holds (lines minus what came back), per rate. */
async function taxesNow(db: Executor, entrepriseId: number, commandId: number) {
  const byRate = new Map<number, number>();
  for (const l of await repo.listLines(db, entrepriseId, [commandId])) {
    const kept = Math.round((Number(l.total) * (Number(l.quantity) - Number(l.returnedQuantity))) / Number(l.quantity));
    byRate.set(Number(l.tva), (byRate.get(Number(l.tva)) ?? 0) + kept);
  }
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([tva, total]) => ({ tva, total, ...taxOf(total, tva) }));
}

/**
 * The products whose stock an exchange moves (the returned lines' and the new lines'), read before anything is written;
 * a line the checks below will refuse adds nothing (its error is theirs to give).
 */
async function productsMoved(trx: Trx, ctx: RequestContext, commandId: number, b: AddEchangeData): Promise<number[]> {
  const returned = new Set(b.returns.map((r) => r.id));
  const back = (await repo.listLines(trx, ctx.entrepriseId, [commandId])).filter((l) => returned.has(l.id) && l.price_id !== null);
  const lines = [
    ...back.map((l) => ({ priceId: l.price_id!, choices: l.compositions ? (JSON.parse(l.compositions) as never[]) : [], field: 'lines' })),
    ...b.lines.map((l, i) => ({ priceId: l.priceId, choices: l.compositions ?? [], field: `lines.${i}` })),
  ];
  try {
    const perUnit = await componentsOfLines(trx, ctx.entrepriseId, lines);
    const { quantities } = await stockedQuantitiesOfLines(trx, ctx.entrepriseId, perUnit);
    return quantities.flatMap((q) => [...q.keys()]);
  } catch {
    return [];
  }
}

export async function addEchange(database: Database, ctx: RequestContext, id: number, b: AddEchangeData, key: string | undefined) {
  return withIdempotency(
    database,
    {
      entrepriseId: ctx.entrepriseId,
      key,
      route: `POST /Command/${id}/AddEchange`,
      request: b,
      beforeReplay: (trx) => visibleCommand(trx, ctx, id),
    },
    async (trx) => {
      const now = nowIso();
      // The order first, then its session, then the stock levels (the order in which changes and sales lock them).
      await repo.lockCommand(trx, database.dialect, ctx.entrepriseId, id);
      if (b.returns.length) await lockBilledMemberships(trx, ctx, id);
      const before = await aggregates.snapshot(trx, ctx.entrepriseId, [id]);
      const s = await visibleSession(trx, ctx, b.caisseId);
      const c = await visibleCommand(trx, ctx, id);
      if (s.magasin_id !== c.magasin_id) throw invalid([{ field: 'caisseId', message: 'invalid_value' }]);
      if (!(await caisseRepo.lockOpenSession(trx, ctx.entrepriseId, s.id, now))) throw conflict('session_closed', 'caisseId');
      if (!isRefundable(c.etat)) throw conflict('move_not_allowed', 'etat');
      if (!b.returns.length && !b.lines.length) throw invalid([{ field: 'lines', message: 'required' }]);
      const approvalId = await approvalIfNeeded(trx, ctx, c, 'command.echange', b.approval, now);
      // What comes back and what goes out move the stock in two statements: their levels are locked first, in product
      // order, as a sale locks them (PostgreSQL), so that an exchange and a sale never wait for each other.
      await lockLevels(trx, database.dialect, ctx.entrepriseId, c.magasin_id, await productsMoved(trx, ctx, c.id, b));
      if (b.returns.length)
        await guardReturnable(
          trx,
          ctx,
          c,
          b.returns.map((r) => r.id),
          b.approval,
          now,
        );
      const back = b.returns.length
        ? await returnLines(trx, ctx, c, { lines: new Map(b.returns.map((r) => [r.id, r.quantity])), now, approval: b.approval })
        : { amount: 0, all: false };
      const prices = await loadPrices(trx, ctx, b.lines, s);
      const priceCheck = await checkLinePrices(trx, ctx, b.lines, prices, saleTime(undefined, now));
      if (priceCheck.errors.length) throw invalid(priceCheck.errors);
      await auditOverrides(trx, ctx, c.id, priceCheck, now);
      const input = toTotalsInput({ lines: b.lines, remise: null, payments: [] });
      const out = orderTotals({ lines: input.lines.map((l, i) => ({ ...l, tva: tvaOf(b.lines[i], prices) })) });
      const tooLarge = orderBoundErrors(out, Number(c.total) - back.amount);
      if (tooLarge.length) throw invalid(tooLarge);
      const diff = out.total - back.amount;
      const paying = b.payments.reduce((a, p) => a + toMinor(p.amount), 0);
      const cash = b.payments.filter((p) => p.modePayment === 'cash').reduce((a, p) => a + toMinor(p.amount), 0);
      const change = Math.max(0, paying - Math.max(0, diff));
      if (change > cash) throw invalid([{ field: 'payments', message: 'overpaid' }]);
      await writeLines(trx, ctx, {
        commandId: c.id,
        magasinId: c.magasin_id,
        lines: b.lines,
        prices,
        totals: out.lines,
        moveStock: true,
        now,
      });
      await writePayments(trx, ctx, {
        key: key ?? `echange:${c.id}:${now}`,
        commandId: c.id,
        session: s,
        clientId: c.client_id,
        payments: b.payments,
        change,
        now,
      });
      // A negative difference is paid back by the one rule: each mode within what it took in (what was just paid too).
      const paidBefore = Number(c.paid);
      const balances = await orderBalances(trx, ctx, c);
      const giveBack = diff < 0 ? Math.min(-diff, refundableTotal(balances)) : 0;
      const ask = { caisseId: s.id, modePayment: b.modePayment, refunds: b.refunds, now, reason: b.reason ?? null, approvalId, balances };
      await refundMoney(trx, ctx, c, giveBack, ask);
      const total = Number(c.total) + diff;
      const paid = paidBefore + paying - change - giveBack;
      const etat = ['validated', 'unpaid', 'paid', 'credit_validated'].includes(c.etat)
        ? paymentState({ total, paid, isCredit: Boolean(c.isCredit) })
        : c.etat;
      const set = {
        total,
        subtotal: Number(c.subtotal) + diff,
        paid,
        taxes: JSON.stringify(await taxesNow(trx, ctx.entrepriseId, c.id)),
        etat,
        updated_at: now,
      };
      if (!(await repo.updateCommand(trx, ctx.entrepriseId, c.id, set, c.etat))) throw conflict('stale_update', 'etat');
      await repo.insertState(trx, {
        entrepriseId: ctx.entrepriseId,
        commandId: c.id,
        from: c.etat,
        to: etat,
        userId: ctx.userId,
        approvalId,
        reason: b.reason ?? 'echange',
        now,
      });
      await aggregates.settle(trx, ctx.entrepriseId, [c.id], before);
      return commandDetail(trx, ctx, c.id);
    },
  );
}

/** The fast-food screen: the session's orders served (isFastFoodV2) or validated (the first version's flow). */
export async function fastFoodUpdate(
  database: Database,
  ctx: RequestContext,
  caisseId: number,
  b: { isFastFoodV2: boolean; commandIds?: number[] },
) {
  // The moves here stay among the states that count as a sale (SALE_STATES): the dashboards' aggregates do not change.
  return database.db.transaction().execute(async (trx) => {
    const s = await visibleSession(trx, ctx, caisseId);
    const target = b.isFastFoodV2 ? 'delivered' : 'validated';
    const now = nowIso();
    let q = trx
      .selectFrom('commands')
      .select(['id', 'etat', 'total', 'paid'])
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('caisse_id', '=', s.id);
    if (b.commandIds?.length) q = q.where('id', 'in', b.commandIds);
    const moved: number[] = [];
    for (const c of await q.orderBy('id').execute()) {
      if (!canMove(c.etat, target, { total: Number(c.total), paid: Number(c.paid) })) continue;
      const set = { etat: target, updated_at: now, ...(target === 'validated' ? { validatedBy: ctx.userId, validatedAt: now } : {}) };
      if (!(await repo.updateCommand(trx, ctx.entrepriseId, c.id, set, c.etat))) continue;
      if (c.etat === 'not_validated') await takeStockOf(trx, ctx, { id: c.id, magasin_id: s.magasin_id }, now);
      await repo.insertState(trx, {
        entrepriseId: ctx.entrepriseId,
        commandId: c.id,
        from: c.etat,
        to: target,
        userId: ctx.userId,
        reason: 'fast_food',
        now,
      });
      moved.push(c.id);
    }
    const rows = await Promise.all(moved.map((mid) => repo.findCommand(trx, ctx.entrepriseId, undefined, mid)));
    return rows.filter((r): r is repo.CommandRow => Boolean(r)).map(toCommand);
  });
}

// State changes of an order (PATCH /Command/{id}/state): the shared state machine decides what may happen; the
// company's settings (product-spec §6) decide who: cancellation allowed or not, by a manager, modification and refund
// approval, two steps (approve, then execute). A cancellation or refund undoes the sale (reversal.ts). Audited.
import { moveRefusal, orderKind, refundableTotal, type CommandStateData, type OrderState } from '@comptoir/shared';
import { nowIso, type Database, type Trx } from '../../db/database';
import { AppError, conflict } from '../../lib/app-error';
import { withIdempotency } from '../../lib/idempotency';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { MANAGER_ROLES, requireApproval, type ApprovalReason } from '../caisse/caisse.common';
import * as caisseRepo from '../caisse/caisse.repository';
import * as opsRepo from '../caisse/operations.repository';
import { takeStockOf } from './command-lines';
import { orderSettings, type OrderSettings } from './order-settings';
import * as repo from './orders.repository';
import { commandDetail, visibleCommand } from './orders.view';
import { guardReturnable, orderBalances, refundMoney, returnLines, reverseExtras } from './reversal';
import * as aggregates from '../dashboards/aggregates';
import { lockBilledMemberships } from '../memberships/membership-refunds';

const PENDING: readonly string[] = ['cancellation_pending', 'modification_pending'];
const CANCELLING: readonly string[] = ['cancelled', 'cancellation_pending', 'cancellation_approved'];

/** What the manager approves, said in the 422 (needsManager's cases). */
const approvalReason = (to: string): ApprovalReason => ({
  message:
    to === 'cancelled'
      ? 'approval_for_cancellation'
      : to === 'refunded' || to === 'returned'
        ? 'approval_for_refund'
        : 'approval_for_request',
});

function needsManager(from: string, to: string, s: OrderSettings): boolean {
  if (to === 'cancellation_approved') return true;
  if (to === 'cancelled') return from === 'cancellation_pending' || (from !== 'cancellation_approved' && s.cancellationByManager);
  if (to === 'refunded' || to === 'returned') return s.modificationRefundApproval;
  return PENDING.includes(from);
}

export async function changeState(database: Database, ctx: RequestContext, id: number, b: CommandStateData, key?: string) {
  const scope = {
    entrepriseId: ctx.entrepriseId,
    key,
    route: 'PATCH /Command/:id/state',
    request: { id, ...b },
    beforeReplay: (trx: Trx) => visibleCommand(trx, ctx, id),
  };
  return withIdempotency(database, scope, async (trx) => {
    await repo.lockCommand(trx, database.dialect, ctx.entrepriseId, id);
    const c = await visibleCommand(trx, ctx, id);
    // The subscriptions the order billed, before the session and the stock (a refund may end them).
    if (b.etat === 'cancelled' || b.etat === 'refunded' || b.etat === 'returned') await lockBilledMemberships(trx, ctx, c.id);
    const before = await aggregates.snapshot(trx, ctx.entrepriseId, [c.id]);
    const from = c.etat;
    const now = nowIso();
    const total = Number(c.total);
    const paid = Number(c.paid);
    const partial = b.etat === 'returned' && Boolean(b.lines?.length);
    const refusal = moveRefusal(from, b.etat, { total, paid, previous: c.previousEtat as OrderState | null, kind: orderKind(c) });
    if (refusal) throw conflict(refusal, 'etat');
    if (b.etat === 'returned' && !partial)
      throw new AppError('VALIDATION', 'The given data was invalid.', { errors: [{ field: 'lines', message: 'required' }] });
    const settings = await orderSettings(trx, ctx.entrepriseId);
    const manager = (MANAGER_ROLES as readonly string[]).includes(ctx.roleTag);
    if (CANCELLING.includes(b.etat) && !settings.cancellation && !manager) throw new AppError('FORBIDDEN', 'unauthorized action');
    if (settings.twoStep && b.etat === 'cancelled' && from !== 'cancellation_approved') throw conflict('two_step_approval', 'etat');
    let approvalId: number | null = null;
    if (needsManager(from, b.etat, settings)) {
      const approvedBy = await requireApproval(trx, ctx, b.approval, approvalReason(b.etat));
      approvalId = await opsRepo.insertApproval(trx, {
        entreprise_id: ctx.entrepriseId,
        magasin_id: c.magasin_id,
        caisse_id: null,
        action: `command.${b.etat}`,
        amount: total,
        requestedBy: ctx.userId,
        approvedBy,
        data: JSON.stringify({ commandId: c.id, from, to: b.etat, reason: b.reason ?? null }),
        created_at: now,
      });
    }

    let to: string = b.etat;
    const ask = { caisseId: b.caisseId, modePayment: b.modePayment, refunds: b.refunds, now, reason: b.reason ?? null, approvalId };
    if (b.etat === 'cancelled' || b.etat === 'refunded' || partial) {
      // The session the money goes back through is locked before the stock levels, in the order a sale takes them
      // (PostgreSQL; refundMoney checks it and answers its errors); without it two transactions could wait for each other.
      if (database.dialect === 'postgres' && b.caisseId) await caisseRepo.lockOpenSession(trx, ctx.entrepriseId, b.caisseId, now);
      if (b.etat !== 'cancelled') await guardReturnable(trx, ctx, c, partial ? b.lines!.map((l) => l.id) : undefined, b.approval, now);
      const back = await returnLines(trx, ctx, c, {
        now,
        lines: partial ? new Map(b.lines!.map((l) => [l.id, l.quantity])) : undefined,
        approval: b.approval,
      });
      const balances = await orderBalances(trx, ctx, c);
      const left = refundableTotal(balances);
      if (partial && !back.all) {
        await refundMoney(trx, ctx, c, Math.min(left, back.amount), { ...ask, balances });
      } else {
        if (partial) to = 'refunded';
        await reverseExtras(trx, ctx, c);
        await refundMoney(trx, ctx, c, left, { ...ask, balances });
      }
    }

    const entering = PENDING.includes(to) && !PENDING.includes(from);
    const set = {
      etat: to,
      previousEtat: entering ? from : PENDING.includes(from) || from === 'cancellation_approved' ? null : c.previousEtat,
      updated_at: now,
      ...(to === 'validated' && from === 'not_validated' ? { validatedBy: ctx.userId, validatedAt: now } : {}),
    };
    if (!(await repo.updateCommand(trx, ctx.entrepriseId, c.id, set, from))) throw conflict('stale_update', 'etat');
    if (from === 'not_validated' && to === 'validated') await takeStockOf(trx, ctx, c, now);
    await repo.insertState(trx, {
      entrepriseId: ctx.entrepriseId,
      commandId: c.id,
      from,
      to,
      userId: ctx.userId,
      approvalId,
      reason: b.reason,
      now,
    });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: `command.${to}`,
      entity: 'command',
      entityId: c.id,
      data: { from, to, approvalId, reason: b.reason ?? null, lines: b.lines ?? null },
      ip: ctx.ip,
      now,
    });
    await aggregates.settle(trx, ctx.entrepriseId, [c.id], before);
    return commandDetail(trx, ctx, c.id);
  });
}

// Operations (every movement of money): manual additions with approval above the threshold, payment mode changes
// (audited), paying an order in full, lists and recaps; and the orders of a session (read, validate, recap).
import {
  CASH_OPERATION_TYPES,
  FEE_TAGS,
  MANUAL_OPERATION_TYPES,
  OPERATION_SIGN,
  OUTGOING_MANUAL_TYPES,
  expectedByMode,
  isLedgerMode,
  type OperationAddData,
  type OperationsQueryData,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { withIdempotency } from '../../lib/idempotency';
import { insertAudit } from '../audit/audit.repository';
import { visibleStore } from '../magasins/magasins.service';
import * as repo from './caisse.repository';
import {
  cashSettings,
  countsBlind,
  dayRange,
  minor,
  money,
  needsApproval,
  recordNotification,
  recordOperation,
  requireApproval,
  storesOf,
  toOperation,
} from './caisse.common';
import { takeStockOf, validateWaiting } from '../orders/command-lines';
import { earnWhenPaid } from '../online-orders/online-points';
import * as ordersRepo from '../orders/orders.repository';
import { toCommandSummary } from '../orders/orders.view';
import * as opsRepo from './operations.repository';
import { activeMode, visibleDay } from './registers.service';
import { visibleSession } from './sessions.service';
import * as aggregates from '../dashboards/aggregates';

export const operationTypes = () =>
  CASH_OPERATION_TYPES.map((tag) => ({
    tag,
    manual: (MANUAL_OPERATION_TYPES as readonly string[]).includes(tag),
    sign: OPERATION_SIGN[tag],
    subTypes: tag === 'fees' ? [...FEE_TAGS] : [],
  }));

async function visibleOperation(db: Executor, ctx: RequestContext, id: number) {
  const o = await opsRepo.findOperation(db, ctx.entrepriseId, storesOf(ctx), id);
  if (!o) throw notFound('operation');
  return o;
}

/** Locks the open session (so closing waits for this write), else 409. */
async function lockOpen(db: Executor, ctx: RequestContext, caisseId: number, now: string) {
  const s = await visibleSession(db, ctx, caisseId);
  if (!(await repo.lockOpenSession(db, ctx.entrepriseId, caisseId, now))) throw conflict('session_closed');
  return s;
}

async function visibleCommand(db: Executor, ctx: RequestContext, id: number, magasinId?: number) {
  const c = await ordersRepo.findCommand(db, ctx.entrepriseId, undefined, id);
  const stores = storesOf(ctx);
  if (!c || (stores && !stores.includes(c.magasin_id)) || (magasinId !== undefined && c.magasin_id !== magasinId))
    throw notFound('command');
  return c;
}

/**
 * A gift card's or points' money moves only with its ledger (a sale's payment, a refund by the rule of
 * packages/shared/refunds.ts): no operation is recorded in, or moved to or from, those modes by hand.
 */
function drawerModeOnly(...modes: string[]): void {
  if (modes.some(isLedgerMode)) throw invalid([{ field: 'modePayment', message: 'ledger_mode_not_allowed' }]);
}

/** POST /CaisseOperations/add: a fee, charge, withdrawal, advance or credit payment in an open session. */
export async function addOperation(database: Database, ctx: RequestContext, body: OperationAddData, key: string | undefined) {
  return withIdempotency(
    database,
    {
      entrepriseId: ctx.entrepriseId,
      key,
      route: 'POST /CaisseOperations/add',
      request: body,
      beforeReplay: (trx) => visibleSession(trx, ctx, body.caisseId),
    },
    async (trx) => {
      const now = nowIso();
      drawerModeOnly(body.modePayment);
      const s = await lockOpen(trx, ctx, body.caisseId, now);
      await activeMode(trx, ctx.entrepriseId, body.modePayment, s.magasin_id);
      const amount = minor(body.amount);
      const command = body.commandId !== undefined ? await visibleCommand(trx, ctx, body.commandId, s.magasin_id) : undefined;
      const before = command && (await aggregates.snapshot(trx, ctx.entrepriseId, [command.id]));
      if (command && (body.type === 'credit' || body.type === 'advance')) {
        const remaining = Number(command.total) - Number(command.paid);
        if (amount > remaining) throw invalid([{ field: 'amount', message: 'too_big' }]);
      }
      let approvalId: number | null = null;
      if (OUTGOING_MANUAL_TYPES.includes(body.type)) {
        const settings = await cashSettings(trx, ctx.entrepriseId);
        if (needsApproval(settings, amount, settings.operationThreshold)) {
          const approvedBy = await requireApproval(trx, ctx, body.approval, { message: 'approval_for_cash_operation' });
          approvalId = await opsRepo.insertApproval(trx, {
            entreprise_id: ctx.entrepriseId,
            magasin_id: s.magasin_id,
            caisse_id: s.id,
            action: body.type,
            amount,
            requestedBy: ctx.userId,
            approvedBy,
            data: JSON.stringify({ subType: body.subType ?? null, reason: body.reason ?? null, modePayment: body.modePayment }),
            created_at: now,
          });
        }
      }
      const id = await recordOperation(trx, {
        entrepriseId: ctx.entrepriseId,
        magasinId: s.magasin_id,
        caisseId: s.id,
        calendarDayId: s.calendar_day_id,
        commandId: command?.id ?? null,
        userId: ctx.userId,
        type: body.type,
        subType: body.type === 'fees' ? (body.subType ?? null) : null,
        modePayment: body.modePayment,
        amount,
        currencyTag: s.currencyTag,
        reason: body.reason ?? null,
        approvalId,
        now,
      });
      if (command && (body.type === 'credit' || body.type === 'advance')) {
        const paidInFull = Number(command.paid) + amount >= Number(command.total);
        await opsRepo.addToCommandPaid(trx, ctx.entrepriseId, command.id, amount, {
          ...(paidInFull ? { etat: 'paid' } : {}),
          updated_at: now,
        });
        // An online order paid in full at the store earns its points now, by the till's rule, once.
        if (paidInFull) await earnWhenPaid(trx, ctx, command.id);
      }
      if (command) await aggregates.settle(trx, ctx.entrepriseId, [command.id], before);
      const data = {
        operationId: id,
        caisseId: s.id,
        type: body.type,
        subType: body.subType ?? null,
        amount: body.amount,
        modePayment: body.modePayment,
        reason: body.reason ?? null,
        approvalId,
      };
      if (body.type === 'withdrawal')
        await recordNotification(trx, {
          entrepriseId: ctx.entrepriseId,
          magasinId: s.magasin_id,
          caisseId: s.id,
          tag: 'withdrawal',
          userId: ctx.userId,
          data,
          now,
        });
      if (OUTGOING_MANUAL_TYPES.includes(body.type))
        await insertAudit(trx, {
          entrepriseId: ctx.entrepriseId,
          userId: ctx.userId,
          action: `caisse.${body.type}`,
          entity: 'operation',
          entityId: id,
          data,
          ip: ctx.ip,
          now,
        });
      return toOperation((await opsRepo.findOperation(trx, ctx.entrepriseId, undefined, id))!);
    },
  );
}

/** PUT /Operation/{id}/modePayment: moves an operation (and its running total) to another mode; audited. */
export async function changeMode(database: Database, ctx: RequestContext, id: number, modePayment: string, reason?: string, key?: string) {
  const scope = {
    entrepriseId: ctx.entrepriseId,
    key,
    route: 'PUT /Operation/:id/modePayment',
    request: { id, modePayment, reason },
    beforeReplay: (trx: Executor) => visibleOperation(trx, ctx, id),
  };
  return withIdempotency(database, scope, async (trx) => {
    const o = await visibleOperation(trx, ctx, id);
    if (o.type === 'opening_fund' || o.type === 'closing_fund') throw invalid([{ field: 'modePayment', message: 'invalid_value' }]);
    if (o.modePayment === modePayment) return toOperation(o);
    drawerModeOnly(o.modePayment, modePayment);
    if (o.type === 'change') throw invalid([{ field: 'modePayment', message: 'invalid_value' }]);
    const now = nowIso();
    if (o.caisse_id !== null && !(await repo.lockOpenSession(trx, ctx.entrepriseId, o.caisse_id, now))) throw conflict('session_closed');
    await activeMode(trx, ctx.entrepriseId, modePayment, o.magasin_id);
    const before = o.command_id !== null ? await aggregates.snapshot(trx, ctx.entrepriseId, [o.command_id]) : undefined;
    await opsRepo.setOperationMode(trx, ctx.entrepriseId, id, modePayment, now);
    if (o.caisse_id !== null) {
      const base = { entrepriseId: ctx.entrepriseId, caisseId: o.caisse_id, type: o.type };
      await repo.addToTotals(trx, { ...base, modePayment: o.modePayment, amount: -Number(o.amount), count: -1 });
      await repo.addToTotals(trx, { ...base, modePayment, amount: Number(o.amount), count: 1 });
    }
    // The dashboards' rows last, as a sale writes them (after the session's totals): the company's rows, which every
    // store's sale takes, stay locked only until the commit, and no transaction waits for the session holding them.
    if (o.command_id !== null) await aggregates.settle(trx, ctx.entrepriseId, [o.command_id], before);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'operation.mode_payment',
      entity: 'operation',
      entityId: id,
      data: { from: o.modePayment, to: modePayment, amount: money(o.amount), reason: reason ?? null },
      ip: ctx.ip,
      now,
    });
    return toOperation((await opsRepo.findOperation(trx, ctx.entrepriseId, undefined, id))!);
  });
}

/** POST /Operation/PayTotaly: pays what remains of an order in one operation of the session. */
export async function payTotaly(
  database: Database,
  ctx: RequestContext,
  body: { commandId: number; caisseId: number; modePayment: string; clientId?: string },
  key: string | undefined,
) {
  return withIdempotency(
    database,
    {
      entrepriseId: ctx.entrepriseId,
      key,
      route: 'POST /Operation/PayTotaly',
      request: body,
      beforeReplay: (trx) => visibleSession(trx, ctx, body.caisseId),
    },
    async (trx) => {
      const now = nowIso();
      const s = await lockOpen(trx, ctx, body.caisseId, now);
      const c = await visibleCommand(trx, ctx, body.commandId, s.magasin_id);
      if (c.etat === 'cancelled' || c.etat === 'refunded') throw conflict('nothing_to_pay');
      const remaining = Number(c.total) - Number(c.paid);
      if (remaining <= 0) throw conflict('nothing_to_pay');
      const before = await aggregates.snapshot(trx, ctx.entrepriseId, [c.id]);
      drawerModeOnly(body.modePayment);
      await activeMode(trx, ctx.entrepriseId, body.modePayment, s.magasin_id);
      const opId = await recordOperation(trx, {
        entrepriseId: ctx.entrepriseId,
        magasinId: s.magasin_id,
        caisseId: s.id,
        calendarDayId: s.calendar_day_id,
        commandId: c.id,
        userId: ctx.userId,
        type: c.isCredit ? 'credit' : 'payment',
        modePayment: body.modePayment,
        amount: remaining,
        currencyTag: c.currencyTag,
        now,
      });
      await opsRepo.addToCommandPaid(trx, ctx.entrepriseId, c.id, remaining, { etat: 'paid', updated_at: now });
      // A prepared order not validated yet is validated by its payment: its stock goes out now (once), and its
      // history says who took the money.
      if (c.etat === 'not_validated') {
        await trx
          .updateTable('commands')
          .set({ validatedBy: ctx.userId, validatedAt: now })
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('id', '=', c.id)
          .execute();
        await takeStockOf(trx, ctx, { id: c.id, magasin_id: s.magasin_id }, now);
      }
      if (c.etat !== 'paid')
        await ordersRepo.insertState(trx, {
          entrepriseId: ctx.entrepriseId,
          commandId: c.id,
          from: c.etat,
          to: 'paid',
          userId: ctx.userId,
          reason: 'pay_totaly',
          now,
        });
      // An online order paid at pickup earns its points now, by the till's rule, once.
      await earnWhenPaid(trx, ctx, c.id);
      await aggregates.settle(trx, ctx.entrepriseId, [c.id], before);
      return {
        command: toCommandSummary((await ordersRepo.findCommand(trx, ctx.entrepriseId, undefined, c.id))!),
        operation: toOperation((await opsRepo.findOperation(trx, ctx.entrepriseId, undefined, opId))!),
      };
    },
  );
}

// ---- Lists and recaps
async function page(db: Executor, ctx: RequestContext, f: opsRepo.OperationFilter, q: OperationsQueryData) {
  const filter = { ...f, types: q.type, ...dayRange(q.from, q.to) };
  const [rows, total] = await Promise.all([
    opsRepo.listOperations(db, ctx.entrepriseId, filter, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    opsRepo.countOperations(db, ctx.entrepriseId, filter),
  ]);
  return { data: rows.map(toOperation), total, page: q.page, limit: q.limit };
}

export async function byStore(database: Database, ctx: RequestContext, magasinId: number, q: OperationsQueryData) {
  await visibleStore(database.db, ctx, magasinId);
  return page(database.db, ctx, { magasinIds: [magasinId] }, q);
}

export async function byCaisse(database: Database, ctx: RequestContext, caisseId: number, q: OperationsQueryData) {
  await visibleSession(database.db, ctx, caisseId);
  return page(database.db, ctx, { caisseId }, q);
}

export async function byDay(database: Database, ctx: RequestContext, dayId: number, q: OperationsQueryData) {
  await visibleDay(database.db, ctx, dayId);
  return page(database.db, ctx, { calendarDayId: dayId }, q);
}

/** Stores the user may see, narrowed to the ones asked for (unknown ones are ignored). */
async function storeIds(database: Database, ctx: RequestContext, asked?: number[]): Promise<number[]> {
  const stores = storesOf(ctx);
  const all =
    stores ??
    (await database.db.selectFrom('magasins').select('id').where('entreprise_id', '=', ctx.entrepriseId).execute()).map((m) => m.id);
  return asked?.length ? all.filter((id) => asked.includes(id)) : all;
}

export async function paginated(database: Database, ctx: RequestContext, q: OperationsQueryData & { magasinId?: number[] }) {
  return page(database.db, ctx, { magasinIds: await storeIds(database, ctx, q.magasinId) }, q);
}

/** The cash service's GET /Operations: every matching operation (at most 5,000, newest first). */
export async function listAll(
  database: Database,
  ctx: RequestContext,
  q: { typeTags?: string[]; from?: string; to?: string; magasinId?: number[] },
) {
  const rows = await opsRepo.listOperations(
    database.db,
    ctx.entrepriseId,
    { magasinIds: await storeIds(database, ctx, q.magasinId), types: q.typeTags, ...dayRange(q.from, q.to) },
    { limit: 5000, offset: 0 },
  );
  return rows.map(toOperation);
}

/** Totals per type and mode with the expected amounts; a reader who counts blind gets those of closed sessions only. */
async function recap(db: Executor, ctx: RequestContext, f: opsRepo.OperationFilter, from?: string, to?: string) {
  const closedSessionsOnly = countsBlind(ctx, await cashSettings(db, ctx.entrepriseId));
  const rows = await opsRepo.sumOperations(db, ctx.entrepriseId, { ...f, ...dayRange(from, to), closedSessionsOnly });
  const totals = rows.map((r) => ({ type: r.type, modePayment: r.modePayment, amount: Number(r.amount ?? 0), count: Number(r.count) }));
  const expected = expectedByMode(totals);
  return {
    from: from ?? null,
    to: to ?? null,
    totals: totals.map((t) => ({ ...t, amount: money(t.amount) })),
    expected: Object.entries(expected).map(([modePayment, amount]) => ({ modePayment, amount: money(amount) })),
  };
}

export async function storeRecap(
  database: Database,
  ctx: RequestContext,
  magasinId: number,
  q: { from?: string; to?: string; typeTags?: string[] },
) {
  await visibleStore(database.db, ctx, magasinId);
  return recap(database.db, ctx, { magasinIds: [magasinId], types: q.typeTags }, q.from, q.to);
}

export async function dayRecap(database: Database, ctx: RequestContext, dayId: number) {
  await visibleDay(database.db, ctx, dayId);
  return recap(database.db, ctx, { calendarDayId: dayId });
}

/** The gateway's per-type totals of a store (GET /Entity/{id}/getByTag). */
export async function totalsByType(
  database: Database,
  ctx: RequestContext,
  magasinId: number,
  q: { typeTags?: string[]; from?: string; to?: string },
) {
  const r = await storeRecap(database, ctx, magasinId, q);
  const byType = new Map<string, { type: string; amount: number; count: number }>();
  for (const t of r.totals) {
    const e = byType.get(t.type) ?? { type: t.type, amount: 0, count: 0 };
    e.amount = money(minor(e.amount) + minor(t.amount));
    e.count += t.count;
    byType.set(t.type, e);
  }
  return { entityId: magasinId, from: r.from, to: r.to, totals: [...byType.values()] };
}

// ---- Orders of a session
export async function sessionCommands(database: Database, ctx: RequestContext, caisseId: number) {
  await visibleSession(database.db, ctx, caisseId);
  return (await ordersRepo.listSessionCommands(database.db, ctx.entrepriseId, caisseId)).map(toCommandSummary);
}

export async function recapByProduct(database: Database, ctx: RequestContext, caisseId: number) {
  await visibleSession(database.db, ctx, caisseId);
  return (await opsRepo.recapByProduct(database.db, ctx.entrepriseId, caisseId)).map((r) => ({
    priceId: r.price_id,
    label: r.label,
    quantity: Number(r.quantity ?? 0),
    total: money(r.total),
  }));
}

export async function validateCommand(database: Database, ctx: RequestContext, caisseId: number, commandId: number, key?: string) {
  const scope = {
    entrepriseId: ctx.entrepriseId,
    key,
    route: 'POST /Caisse/:id/validate/Command/:commandId',
    request: { caisseId, commandId },
    beforeReplay: (trx: Executor) => visibleSession(trx, ctx, caisseId),
  };
  return withIdempotency(database, scope, async (trx) => {
    const s = await visibleSession(trx, ctx, caisseId);
    const c = await ordersRepo.findCommand(trx, ctx.entrepriseId, undefined, commandId);
    if (!c || c.caisse_id !== s.id) throw notFound('command');
    const now = nowIso();
    // The orders module's validation: the stock the quote did not take yet, taken once (a second call is 409).
    if (!(await validateWaiting(trx, ctx, c, now))) throw conflict('command_not_validatable');
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'command.validate',
      entity: 'command',
      entityId: commandId,
      data: { caisseId },
      ip: ctx.ip,
      now,
    });
    return toCommandSummary((await ordersRepo.findCommand(trx, ctx.entrepriseId, undefined, commandId))!);
  });
}

export async function commandsRecap(database: Database, ctx: RequestContext, caisseIds: number[]) {
  for (const id of caisseIds) await visibleSession(database.db, ctx, id);
  const rows = await opsRepo.commandsStats(database.db, ctx.entrepriseId, caisseIds);
  const sum = (k: 'total' | 'paid' | 'remise' | 'credit') =>
    money(rows.filter((r) => !opsRepo.NOT_SALES.includes(r.etat)).reduce((a, r) => a + Number(r[k] ?? 0), 0));
  return {
    count: rows.filter((r) => !opsRepo.NOT_SALES.includes(r.etat)).reduce((a, r) => a + Number(r.count), 0),
    total: sum('total'),
    paid: sum('paid'),
    remise: sum('remise'),
    credit: sum('credit'),
    byEtat: rows.map((r) => ({ etat: r.etat, count: Number(r.count), total: money(r.total) })),
  };
}

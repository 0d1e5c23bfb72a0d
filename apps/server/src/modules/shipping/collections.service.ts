// Cash on delivery (issue 29 point 4): what a delivery man collected (recorded as he marks the order delivered) or a
// transport company reports, kept per order until it is handed over at a register: then each order's cash becomes a
// payment operation of that open session (the one ledger), the order is paid, and the collection says who took it,
// when, into which session. What is still owed is what was collected and not handed over.
import { fromMinor, moveRefusal, toMinor, type Collection, type CollectionsAnswer } from '@comptoir/shared';
import type { z } from 'zod';
import type { collectionsQuery, reconcileBody, reportCollectionsBody } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { withIdempotency } from '../../lib/idempotency';
import { insertAudit } from '../audit/audit.repository';
import { recordOperation, storesOf } from '../caisse/caisse.common';
import * as caisseRepo from '../caisse/caisse.repository';
import * as opsRepo from '../caisse/operations.repository';
import { activeMode } from '../caisse/registers.service';
import { visibleSession } from '../caisse/sessions.service';
import * as aggregates from '../dashboards/aggregates';
import { earnWhenPaid } from '../online-orders/online-points';
import * as ordersRepo from '../orders/orders.repository';
import { isUniqueViolation } from '../caisse/caisse.common';
import { checkTransportCompany, ownDeliveriesOnly } from './shipping.common';
import * as repo from './shipping.repository';

export const toCollection = (r: repo.CollectionRow): Collection => ({
  id: r.id,
  commandId: r.command_id,
  ticketNumber: r.ticketNumber,
  clientName: r.clientName,
  magasinId: r.magasin_id,
  deliveryManId: r.delivery_man_id,
  deliveryManName: r.deliveryManName,
  transportCompanyId: r.transport_company_id,
  transportCompanyName: r.transportCompanyName,
  amount: fromMinor(Number(r.amount)),
  currencyTag: r.currencyTag,
  collectedAt: String(r.collectedAt),
  recordedByName: r.recordedByName,
  reconciledAt: r.reconciledAt ? String(r.reconciledAt) : null,
  reconciledByName: r.reconciledByName,
  caisseId: r.caisse_id,
  operationId: r.operation_id,
});

/** The collections (a delivery man: his own) with what each carrier collected, handed over and still owes. */
export async function listCollections(
  database: Database,
  ctx: RequestContext,
  q: z.output<typeof collectionsQuery>,
): Promise<CollectionsAnswer> {
  const own = ownDeliveriesOnly(ctx);
  let sel = repo.selectCollections(database.db, ctx.entrepriseId, own === undefined ? storesOf(ctx) : undefined);
  const deliveryManId = own ?? q.deliveryManId;
  if (q.magasinId) sel = sel.where('k.magasin_id', '=', q.magasinId);
  if (deliveryManId) sel = sel.where('k.delivery_man_id', '=', deliveryManId);
  if (q.transportCompanyId) sel = sel.where('k.transport_company_id', '=', q.transportCompanyId);
  if (q.status === 'owed') sel = sel.where('k.reconciledAt', 'is', null);
  if (q.status === 'reconciled') sel = sel.where('k.reconciledAt', 'is not', null);
  const rows = await sel.orderBy('k.collectedAt', 'desc').orderBy('k.id', 'desc').limit(1000).execute();
  const by = new Map<
    string,
    { deliveryManId: number | null; transportCompanyId: number | null; name: string; collected: number; reconciled: number }
  >();
  let collected = 0;
  let reconciled = 0;
  for (const r of rows) {
    const key = `${r.delivery_man_id ?? ''}:${r.transport_company_id ?? ''}`;
    const b = by.get(key) ?? {
      deliveryManId: r.delivery_man_id,
      transportCompanyId: r.transport_company_id,
      name: r.deliveryManName ?? r.transportCompanyName ?? '',
      collected: 0,
      reconciled: 0,
    };
    const amount = Number(r.amount);
    b.collected += amount;
    collected += amount;
    if (r.reconciledAt) {
      b.reconciled += amount;
      reconciled += amount;
    }
    by.set(key, b);
  }
  return {
    data: rows.map(toCollection),
    byCarrier: [...by.values()].map((b) => ({
      ...b,
      collected: fromMinor(b.collected),
      reconciled: fromMinor(b.reconciled),
      owed: fromMinor(b.collected - b.reconciled),
    })),
    totals: { collected: fromMinor(collected), reconciled: fromMinor(reconciled), owed: fromMinor(collected - reconciled) },
  };
}

/** A transport company's statement: the cash it collected for its delivered orders. */
export async function reportCollections(database: Database, ctx: RequestContext, b: z.output<typeof reportCollectionsBody>, key?: string) {
  return withIdempotency(
    database,
    { entrepriseId: ctx.entrepriseId, key, route: 'POST /Shipping/collections/report', request: b },
    async (trx) => {
      await checkTransportCompany(trx, ctx.entrepriseId, b.transportCompanyId);
      const ids = b.lines.map((l) => l.commandId);
      if (new Set(ids).size !== ids.length) throw invalid([{ field: 'lines', message: 'duplicate' }]);
      const rows = await repo.listShipping(trx, ctx.entrepriseId, storesOf(ctx), { commandIds: ids });
      if (rows.length !== ids.length) throw notFound('command');
      const now = nowIso();
      const errors: { field: string; message: string }[] = [];
      b.lines.forEach((l, i) => {
        const r = rows.find((x) => x.id === l.commandId)!;
        if (r.transport_company_id !== b.transportCompanyId || (r.state !== 'delivered' && r.state !== 'payed_and_archived'))
          errors.push({ field: `lines.${i}.commandId`, message: 'not_delivered_by_company' });
        else if (toMinor(l.amount) > Number(r.total) - Number(r.paid)) errors.push({ field: `lines.${i}.amount`, message: 'too_big' });
      });
      if (errors.length) throw invalid(errors);
      try {
        for (const l of b.lines) {
          const r = rows.find((x) => x.id === l.commandId)!;
          await trx
            .insertInto('shipping_collections')
            .values({
              entreprise_id: ctx.entrepriseId,
              magasin_id: r.magasin_id,
              command_id: r.id,
              delivery_man_id: null,
              transport_company_id: b.transportCompanyId,
              amount: toMinor(l.amount),
              currencyTag: r.currencyTag,
              collectedAt: now,
              recorded_by: ctx.userId,
              reconciledAt: null,
              reconciled_by: null,
              caisse_id: null,
              operation_id: null,
              created_at: now,
            })
            .execute();
        }
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict('already_collected', 'lines');
        throw e;
      }
      return { reported: b.lines.length, amount: fromMinor(b.lines.reduce((a, l) => a + toMinor(l.amount), 0)) };
    },
  );
}

/** The cash handed over at a register: one payment operation per order in that open session; the orders paid. */
export async function reconcile(database: Database, ctx: RequestContext, b: z.output<typeof reconcileBody>, key?: string) {
  return withIdempotency(
    database,
    {
      entrepriseId: ctx.entrepriseId,
      key,
      route: 'POST /Shipping/collections/reconcile',
      request: b,
      beforeReplay: (trx) => visibleSession(trx, ctx, b.caisseId),
    },
    async (trx) => {
      const now = nowIso();
      const s = await visibleSession(trx, ctx, b.caisseId);
      if (!(await caisseRepo.lockOpenSession(trx, ctx.entrepriseId, b.caisseId, now))) throw conflict('session_closed', 'caisseId');
      await activeMode(trx, ctx.entrepriseId, b.modePayment, s.magasin_id);
      const ids = [...new Set(b.collectionIds)];
      const rows = await repo.selectCollections(trx, ctx.entrepriseId, storesOf(ctx)).where('k.id', 'in', ids).execute();
      if (rows.length !== ids.length) throw notFound('collection');
      const errors: { field: string; message: string }[] = [];
      rows.forEach((r) => {
        if (r.reconciledAt) errors.push({ field: `collectionIds.${r.id}`, message: 'already_reconciled' });
        else if (r.magasin_id !== s.magasin_id) errors.push({ field: `collectionIds.${r.id}`, message: 'other_store' });
      });
      if (errors.some((e) => e.message === 'already_reconciled')) throw new AppError('CONFLICT', 'already_reconciled', { errors });
      if (errors.length) throw invalid(errors);
      const commandIds = rows.map((r) => r.command_id);
      await repo.lockCommands(
        trx,
        database.dialect,
        ctx.entrepriseId,
        [...commandIds].sort((x, y) => x - y),
      );
      const before = await aggregates.snapshot(trx, ctx.entrepriseId, commandIds);
      const operationIds: number[] = [];
      let total = 0;
      for (const r of rows) {
        const c = (await ordersRepo.findCommand(trx, ctx.entrepriseId, undefined, r.command_id))!;
        const amount = Math.min(Number(r.amount), Math.max(0, Number(c.total) - Number(c.paid)));
        let opId: number | null = null;
        if (amount > 0) {
          opId = await recordOperation(trx, {
            entrepriseId: ctx.entrepriseId,
            magasinId: s.magasin_id,
            caisseId: s.id,
            calendarDayId: s.calendar_day_id,
            commandId: c.id,
            userId: ctx.userId,
            type: c.isCredit ? 'credit' : 'payment',
            modePayment: b.modePayment,
            amount,
            currencyTag: c.currencyTag,
            reason: r.deliveryManName ?? r.transportCompanyName ?? null,
            now,
          });
          const paidNow = Number(c.paid) + amount >= Number(c.total);
          const toPaid = paidNow && !moveRefusal(c.etat, 'paid', { total: Number(c.total), paid: Number(c.total) });
          await opsRepo.addToCommandPaid(trx, ctx.entrepriseId, c.id, amount, { ...(toPaid ? { etat: 'paid' } : {}), updated_at: now });
          if (toPaid && c.etat !== 'paid')
            await ordersRepo.insertState(trx, {
              entrepriseId: ctx.entrepriseId,
              commandId: c.id,
              from: c.etat,
              to: 'paid',
              userId: ctx.userId,
              reason: 'cash_on_delivery',
              now,
            });
          // An online order paid on delivery earns its points now, by the till's rule, once.
          if (toPaid) await earnWhenPaid(trx, ctx, c.id);
          operationIds.push(opId);
          total += amount;
        }
        const done = await trx
          .updateTable('shipping_collections')
          .set({ reconciledAt: now, reconciled_by: ctx.userId, caisse_id: s.id, operation_id: opId })
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('id', '=', r.id)
          .where('reconciledAt', 'is', null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw conflict('already_reconciled', 'collectionIds');
      }
      await aggregates.settle(trx, ctx.entrepriseId, commandIds, before);
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'shipping.reconcile',
        entity: 'caisse',
        entityId: s.id,
        data: { collectionIds: ids, amount: total, modePayment: b.modePayment },
        ip: ctx.ip,
        now,
      });
      return { reconciled: rows.length, amount: fromMinor(total), operationIds };
    },
  );
}

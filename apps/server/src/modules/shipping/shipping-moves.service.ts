// The shipping moves (api-spec 7.11): an order's info, its reservation, and the batch moves. A batch is one
// transaction over its orders: each order moves only if the shared state machine allows it from where it is (a
// conditional update on its state: an order moved meanwhile by someone else is refused, never moved twice), and the
// answer says for every order that did not move why. A delivered order may carry the cash collected; a returned one
// puts its stock back (the orders' return path) and leaves the order cancelled (nothing was paid) or returned.
import {
  moveRefusal,
  SHIPPING_MOVE,
  shippingRefusal,
  toMinor,
  type ShippingBatchAnswer,
  type ShippingBatchData,
  type ShippingInfoData,
  type ShippingMove,
} from '@comptoir/shared';
import { nowIso, type Database, type Trx } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { withIdempotency } from '../../lib/idempotency';
import { insertAudit } from '../audit/audit.repository';
import * as aggregates from '../dashboards/aggregates';
import * as ordersRepo from '../orders/orders.repository';
import { returnLines, reverseExtras } from '../orders/reversal';
import { orderChanged } from '../../realtime/changes';
import { checkDeliveryMan, checkTransportCompany, scoped, todayOf, toShippingCommand } from './shipping.common';
import * as repo from './shipping.repository';

const unique = (ids: number[]) => [...new Set(ids)];

async function checkCarriers(trx: Trx, ctx: RequestContext, b: { deliveryManId?: number | null; transportCompanyId?: number | null }) {
  if (b.deliveryManId) await checkDeliveryMan(trx, ctx.entrepriseId, b.deliveryManId);
  if (b.transportCompanyId) await checkTransportCompany(trx, ctx.entrepriseId, b.transportCompanyId);
}

/** The orders of the batch as the user may see them; one unknown (another company's, another store's, not his): 404. */
async function visibleRows(trx: Trx, ctx: RequestContext, ids: number[]) {
  const { stores, filter } = scoped(ctx, { commandIds: ids });
  const rows = await repo.listShipping(trx, ctx.entrepriseId, stores, filter);
  if (rows.length !== ids.length) throw notFound('command');
  return new Map(rows.map((r) => [r.id, r]));
}

async function answerRows(trx: Trx, ctx: RequestContext, ids: number[]) {
  if (!ids.length) return [];
  const rows = await repo.listShipping(trx, ctx.entrepriseId, undefined, { commandIds: ids });
  const today = todayOf(ctx);
  return ids.map((id) =>
    toShippingCommand(
      rows.find((r) => r.id === id)!,
      today,
    ),
  );
}

function infoSet(b: ShippingInfoData) {
  const set: Record<string, unknown> = {};
  for (const k of ['address', 'tel', 'city', 'deliveryDate', 'deliveryOrder', 'note'] as const) if (b[k] !== undefined) set[k] = b[k];
  if (b.deliveryManId !== undefined) set.delivery_man_id = b.deliveryManId;
  if (b.transportCompanyId !== undefined) set.transport_company_id = b.transportCompanyId;
  return set;
}

async function upsertInfo(trx: Trx, ctx: RequestContext, row: repo.ShippingRow, b: ShippingInfoData, now: string) {
  const set = infoSet(b);
  const existing = await repo.findShippingRow(trx, ctx.entrepriseId, row.id);
  if (existing) {
    if (Object.keys(set).length)
      await trx
        .updateTable('shippings')
        .set({ ...set, updated_at: now })
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('command_id', '=', row.id)
        .execute();
    return;
  }
  await trx
    .insertInto('shippings')
    .values({
      entreprise_id: ctx.entrepriseId,
      command_id: row.id,
      magasin_id: row.magasin_id,
      state: null,
      stateAt: null,
      ...set,
      created_at: now,
      updated_at: now,
    } as never)
    .onConflict((oc) => oc.columns(['entreprise_id', 'command_id']).doUpdateSet({ ...set, updated_at: now } as never))
    .execute();
}

/** POST /Shipping/{id}/info: where, when and who; an order not in shipping yet gets its row (state none). */
export async function saveInfo(database: Database, ctx: RequestContext, id: number, b: ShippingInfoData) {
  return database.db.transaction().execute(async (trx) => {
    const row = (await visibleRows(trx, ctx, [id])).get(id)!;
    const own = scoped(ctx, {}).filter.deliveryManId;
    // A delivery man may note an address or a phone, never hand his delivery to someone else.
    if (own !== undefined && (b.deliveryManId !== undefined || b.transportCompanyId !== undefined))
      throw new AppError('FORBIDDEN', 'unauthorized action');
    await checkCarriers(trx, ctx, b);
    await upsertInfo(trx, ctx, row, b, nowIso());
    orderChanged(id);
    return (await answerRows(trx, ctx, [id]))[0];
  });
}

/** Reserve (one order or many): enters shipping, with the info given for all of them. */
export async function reserve(database: Database, ctx: RequestContext, ids: number[], info: ShippingInfoData, key?: string) {
  const request = { ids, info };
  const out = await withIdempotency(
    database,
    { entrepriseId: ctx.entrepriseId, key, route: 'POST /Shipping/ReserveCommands', request },
    async (trx) => {
      ids = unique(ids);
      await repo.lockCommands(trx, database.dialect, ctx.entrepriseId, ids);
      const rows = await visibleRows(trx, ctx, ids);
      await checkCarriers(trx, ctx, info);
      const now = nowIso();
      const moved: number[] = [];
      const refused: ShippingBatchAnswer['refused'] = [];
      for (const id of ids) {
        const r = rows.get(id)!;
        const hasCarrier = Boolean(info.deliveryManId ?? info.transportCompanyId ?? r.delivery_man_id ?? r.transport_company_id);
        const refusal = shippingRefusal('reserve', r.state, {
          source: r.source,
          etat: r.etat,
          total: Number(r.total),
          paid: Number(r.paid),
          hasCarrier,
        });
        if (refusal) {
          refused.push({ commandId: id, reason: refusal });
          continue;
        }
        await upsertInfo(trx, ctx, r, info, now);
        const set = { state: 'reserved', stateAt: now, updated_at: now };
        const done = await trx
          .updateTable('shippings')
          .set(set)
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('command_id', '=', id)
          .where('state', 'is', null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) {
          refused.push({ commandId: id, reason: 'moved_concurrently' });
          continue;
        }
        await repo.insertMove(trx, {
          entrepriseId: ctx.entrepriseId,
          commandId: id,
          from: null,
          to: 'reserved',
          userId: ctx.userId,
          reason: null,
          now,
        });
        orderChanged(id);
        moved.push(id);
      }
      return finish(trx, ctx, 'reserve', moved, refused, now);
    },
  );
  return out;
}

async function finish(
  trx: Trx,
  ctx: RequestContext,
  move: ShippingMove,
  moved: number[],
  refused: ShippingBatchAnswer['refused'],
  now: string,
) {
  if (!moved.length)
    throw new AppError('CONFLICT', 'shipping_not_moved', {
      errors: refused.map((r) => ({ field: `commandIds.${r.commandId}`, message: r.reason })),
    });
  await insertAudit(trx, {
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    action: `shipping.${move}`,
    entity: 'command',
    entityId: moved[0],
    data: { moved, refused },
    ip: ctx.ip,
    now,
  });
  return { moved: await answerRows(trx, ctx, moved), refused };
}

/** Moves the order's own state along with its shipping where the order machine allows it (recorded in its history). */
async function moveOrder(trx: Trx, ctx: RequestContext, c: ordersRepo.CommandRow, to: string, reason: string, now: string) {
  const refusal = moveRefusal(c.etat, to, { total: Number(c.total), paid: Number(c.paid), kind: 'order' });
  if (refusal) return false;
  if (!(await ordersRepo.updateCommand(trx, ctx.entrepriseId, c.id, { etat: to, updated_at: now }, c.etat)))
    throw conflict('stale_update', 'etat');
  await ordersRepo.insertState(trx, { entrepriseId: ctx.entrepriseId, commandId: c.id, from: c.etat, to, userId: ctx.userId, reason, now });
  return true;
}

/** The order's side of a move: its state, its stock back on a return, the cash collected on delivery. */
async function effects(trx: Trx, ctx: RequestContext, move: ShippingMove, r: repo.ShippingRow, b: ShippingBatchData, now: string) {
  if (move !== 'delivered' && move !== 'returned' && move !== 'payed_and_archived') return;
  const c = (await ordersRepo.findCommand(trx, ctx.entrepriseId, undefined, r.id))!;
  if (move === 'delivered') {
    await moveOrder(trx, ctx, c, 'delivered', 'shipping_delivered', now);
    const cash = b.collected?.find((k) => k.commandId === r.id);
    if (cash) {
      const amount = toMinor(cash.amount);
      if (amount > Number(c.total) - Number(c.paid)) throw invalid([{ field: 'collected', message: 'too_big' }]);
      const shipping = (await repo.findShippingRow(trx, ctx.entrepriseId, r.id))!;
      await trx
        .insertInto('shipping_collections')
        .values({
          entreprise_id: ctx.entrepriseId,
          magasin_id: c.magasin_id,
          command_id: c.id,
          delivery_man_id: shipping.delivery_man_id,
          transport_company_id: shipping.delivery_man_id ? null : shipping.transport_company_id,
          amount,
          currencyTag: c.currencyTag,
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
  } else if (move === 'returned') {
    // Back to the store's stock, through the orders' return movements (whatever was not returned yet).
    await returnLines(trx, ctx, c, { now });
    if (c.etat === 'cancelled' || c.etat === 'refunded') return;
    if (Number(c.paid) === 0 && (await moveOrder(trx, ctx, c, 'cancelled', 'shipping_returned', now))) await reverseExtras(trx, ctx, c);
    else await moveOrder(trx, ctx, c, 'returned', 'shipping_returned', now);
  } else {
    await moveOrder(trx, ctx, c, 'archived', 'shipping_archived', now);
  }
}

/** The batch moves (PATCH /Shipping/PackCommands … addCommandsToPayedAndArchived). */
export async function batchMove(database: Database, ctx: RequestContext, move: ShippingMove, b: ShippingBatchData, key?: string) {
  const out = await withIdempotency(
    database,
    { entrepriseId: ctx.entrepriseId, key, route: `PATCH /Shipping/${move}`, request: b },
    async (trx) => {
      const ids = unique(b.commandIds);
      if (move === 'returned' && !b.reason) throw invalid([{ field: 'reason', message: 'required' }]);
      if (b.collected?.length && move !== 'delivered') throw invalid([{ field: 'collected', message: 'invalid_value' }]);
      const own = scoped(ctx, {}).filter.deliveryManId;
      if (own !== undefined && (b.deliveryManId || b.transportCompanyId)) throw new AppError('FORBIDDEN', 'unauthorized action');
      await repo.lockCommands(trx, database.dialect, ctx.entrepriseId, ids);
      const rows = await visibleRows(trx, ctx, ids);
      await checkCarriers(trx, ctx, b);
      const now = nowIso();
      const before = await aggregates.snapshot(trx, ctx.entrepriseId, ids);
      const { to } = SHIPPING_MOVE[move];
      const moved: number[] = [];
      const refused: ShippingBatchAnswer['refused'] = [];
      for (const id of ids) {
        const r = rows.get(id)!;
        const hasCarrier = Boolean(b.deliveryManId ?? b.transportCompanyId ?? r.delivery_man_id ?? r.transport_company_id);
        const refusal = shippingRefusal(move, r.state, {
          source: r.source,
          etat: r.etat,
          total: Number(r.total),
          paid: Number(r.paid),
          hasCarrier,
        });
        if (refusal) {
          refused.push({ commandId: id, reason: refusal });
          continue;
        }
        const set = {
          state: to,
          stateAt: now,
          updated_at: now,
          ...(move === 'returned' ? { returnReason: b.reason ?? null } : {}),
          ...(b.deliveryManId ? { delivery_man_id: b.deliveryManId, transport_company_id: null } : {}),
          ...(b.transportCompanyId ? { transport_company_id: b.transportCompanyId, delivery_man_id: null } : {}),
        };
        if (!(await repo.moveShipping(trx, ctx.entrepriseId, id, r.state!, set))) {
          refused.push({ commandId: id, reason: 'moved_concurrently' });
          continue;
        }
        await effects(trx, ctx, move, r, b, now);
        await repo.insertMove(trx, {
          entrepriseId: ctx.entrepriseId,
          commandId: id,
          from: r.state,
          to,
          userId: ctx.userId,
          reason: b.reason ?? null,
          now,
        });
        orderChanged(id);
        moved.push(id);
      }
      const answer = await finish(trx, ctx, move, moved, refused, now);
      await aggregates.settle(trx, ctx.entrepriseId, ids, before);
      return answer;
    },
  );
  return out;
}

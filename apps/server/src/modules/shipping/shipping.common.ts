// What every shipping call shares: who sees which orders (a delivery man: his own only), the wire shape of an order in
// shipping, and the checks of a carrier given in a body.
import { deliveryState, fromMinor, OPEN_SHIPPING_STATES, shippingMoves, type ShippingCommand, type ShippingState } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { findTransportCompany } from '../transport/transport.repository';
import * as repo from './shipping.repository';

/** A member with command_delivering and not gestion_delivery (the delivery man) sees and moves his own deliveries only. */
export const ownDeliveriesOnly = (ctx: RequestContext): number | undefined =>
  !ctx.tags.includes('gestion_delivery') && ctx.tags.includes('command_delivering') ? ctx.userId : undefined;

/** The orders the user may see: the stores of their scope, and a delivery man's own. */
export function scoped(ctx: RequestContext, f: repo.ShippingFilter): { stores: repo.Stores; filter: repo.ShippingFilter } {
  const own = ownDeliveriesOnly(ctx);
  return { stores: own === undefined ? storesOf(ctx) : undefined, filter: own === undefined ? f : { ...f, deliveryManId: own } };
}

/** Today's date (YYYY-MM-DD) from the client's local time when given, else UTC. */
export const todayOf = (ctx: RequestContext): string =>
  ctx.localTime && /^\d{4}-\d{2}-\d{2}/.test(ctx.localTime) ? ctx.localTime.slice(0, 10) : new Date().toISOString().slice(0, 10);

export function toShippingCommand(r: repo.ShippingRow, today: string): ShippingCommand {
  const total = Number(r.total);
  const paid = Number(r.paid);
  const state = (r.state ?? null) as ShippingState | null;
  return {
    id: r.id,
    ticketNumber: r.ticketNumber,
    provisional: r.provisional,
    clientName: r.clientName,
    magasinId: r.magasin_id,
    source: r.source,
    etat: r.etat,
    total: fromMinor(total),
    paid: fromMinor(paid),
    currencyTag: r.currencyTag,
    created_at: String(r.created_at),
    state,
    deliveryState: deliveryState(state),
    stateAt: r.stateAt ? String(r.stateAt) : null,
    address: r.address,
    tel: r.tel,
    city: r.city,
    deliveryDate: r.deliveryDate,
    deliveryOrder: r.deliveryOrder,
    note: r.note,
    returnReason: r.returnReason,
    deliveryManId: r.delivery_man_id,
    deliveryManName: r.deliveryManName,
    transportCompanyId: r.transport_company_id,
    transportCompanyName: r.transportCompanyName,
    collected: fromMinor(Number(r.collectedAmount ?? 0)),
    reconciled: r.reconciledAt ? fromMinor(Number(r.collectedAmount ?? 0)) : 0,
    late: Boolean(state && OPEN_SHIPPING_STATES.includes(state) && r.deliveryDate && r.deliveryDate < today),
    // What it can do now; a hand-over names its carrier when the order has none yet (the screen asks for it).
    moves: shippingMoves(state, { source: r.source, etat: r.etat, total, paid, hasCarrier: true }),
  };
}

/** A delivery man of the company (an active member with that role), else 422 on the field. */
export async function checkDeliveryMan(db: Executor, entrepriseId: number, userId: number, field = 'deliveryManId'): Promise<void> {
  const m = await db
    .selectFrom('entreprise_users as eu')
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .select('eu.user_id')
    .where('eu.entreprise_id', '=', entrepriseId)
    .where('eu.user_id', '=', userId)
    .where('eu.deleted_at', 'is', null)
    .where('r.tag', '=', 'delivery_man')
    .executeTakeFirst();
  if (!m) throw invalid([{ field, message: 'invalid_value' }]);
}

export async function checkTransportCompany(db: Executor, entrepriseId: number, id: number, field = 'transportCompanyId'): Promise<void> {
  if (!(await findTransportCompany(db, entrepriseId, id))) throw invalid([{ field, message: 'invalid_value' }]);
}

export const listDeliveryMen = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('entreprise_users as eu')
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .innerJoin('users as u', 'u.id', 'eu.user_id')
    .select(['u.id', 'u.name', 'u.tel'])
    .where('eu.entreprise_id', '=', entrepriseId)
    .where('eu.deleted_at', 'is', null)
    .where('r.tag', '=', 'delivery_man')
    .orderBy('u.name')
    .execute();

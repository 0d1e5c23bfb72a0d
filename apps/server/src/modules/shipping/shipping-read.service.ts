// The shipping reads (api-spec 7.11): init data, the list and the kanban, a day's round, processing by ticket and
// transport company, the orders handed to a company (GetBlCommands: what its delivery forms print), an order's
// shipping with its history and cash, and the dashboard.
import {
  DELIVERY_STATES,
  fromMinor,
  ORDER_SOURCES,
  parseTicketRef,
  SHIPPING_STATES,
  type BlCommands,
  type ShippingDashboard,
  type ShippingDetail,
  type ShippingInitInfo,
  type ShippingKanban,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { commandsByQuery, processingQuery, shippingDashboardQuery, shippingFilters, shippingListQuery } from '@comptoir/shared';
import type { Database } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { listTransportCompanies, findTransportCompany } from '../transport/transport.repository';
import * as ordersRepo from '../orders/orders.repository';
import { toCollection } from './collections.service';
import { listDeliveryMen, ownDeliveriesOnly, scoped, todayOf, toShippingCommand } from './shipping.common';
import * as repo from './shipping.repository';

type Filters = z.output<typeof shippingFilters>;

function filterOf(ctx: RequestContext, q: Filters): repo.ShippingFilter {
  return {
    keyword: q.keyword || undefined,
    states: q.state
      ? q.state
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : q.deliveryState
        ? [q.deliveryState === 'archived' ? 'payed_and_archived' : q.deliveryState]
        : undefined,
    magasinId: q.magasinId,
    deliveryManId: q.deliveryManId,
    transportCompanyId: q.transportCompanyId,
    source: q.source,
    from: q.from,
    to: q.to,
    lateBefore: q.late ? todayOf(ctx) : undefined,
  };
}

export async function initInfo(database: Database, ctx: RequestContext): Promise<ShippingInitInfo> {
  const db = database.db;
  const own = ownDeliveriesOnly(ctx);
  const [transportCompanies, men] = await Promise.all([
    listTransportCompanies(db, ctx.entrepriseId),
    listDeliveryMen(db, ctx.entrepriseId),
  ]);
  return {
    commandEtatList: [...SHIPPING_STATES],
    deliveryStates: [...DELIVERY_STATES],
    transportCompanies: transportCompanies.map((t) => ({ id: t.id, intitule: t.intitule, tel: t.tel })),
    deliveryMen: own === undefined ? men : men.filter((m) => m.id === own),
    sources: [...ORDER_SOURCES],
  };
}

export async function list(database: Database, ctx: RequestContext, q: z.output<typeof shippingListQuery>) {
  const { stores, filter } = scoped(ctx, filterOf(ctx, q));
  const limit = q.limit;
  const offset = (q.page - 1) * limit;
  const [rows, total] = await Promise.all([
    repo.listShipping(database.db, ctx.entrepriseId, stores, filter, { limit, offset }),
    repo.countShipping(database.db, ctx.entrepriseId, stores, filter),
  ]);
  const today = todayOf(ctx);
  return { data: rows.map((r) => toShippingCommand(r, today)), total, offset, limit };
}

/** At most this many cards per column (the count says how many there are). */
const COLUMN_LIMIT = 50;

export async function kanban(database: Database, ctx: RequestContext, q: Filters): Promise<ShippingKanban> {
  const { stores, filter } = scoped(ctx, { ...filterOf(ctx, q), states: undefined });
  const today = todayOf(ctx);
  const counts = await repo.countByState(database.db, ctx.entrepriseId, stores, filter);
  const wanted = q.state ? q.state.split(',') : SHIPPING_STATES;
  const columns = await Promise.all(
    SHIPPING_STATES.filter((s) => wanted.includes(s)).map(async (state) => ({
      state,
      count: Number(counts.find((c) => c.state === state)?.n ?? 0),
      data: (
        await repo.listShipping(database.db, ctx.entrepriseId, stores, { ...filter, states: [state] }, { limit: COLUMN_LIMIT, offset: 0 })
      ).map((r) => toShippingCommand(r, today)),
    })),
  );
  return { columns };
}

/** A day's round of a delivery man (a delivery man: his own; default today), in the order of its stops. */
export async function commandsBy(database: Database, ctx: RequestContext, q: z.output<typeof commandsByQuery>) {
  const today = todayOf(ctx);
  const { stores, filter } = scoped(ctx, {
    deliveryManId: q.deliveryManId,
    transportCompanyId: q.transportCompanyId,
    states: q.state ? q.state.split(',') : ['pending', 'delivering', 'delivered', 'returned'],
  });
  const day = q.date ?? today;
  const rows = await repo.listShipping(database.db, ctx.entrepriseId, stores, filter);
  // The day's deliveries, and the ones of earlier days still on the road (late).
  return rows
    .map((r) => toShippingCommand(r, today))
    .filter((c) => c.deliveryDate === day || (c.deliveryDate === null && c.stateAt?.slice(0, 10) === day) || (day === today && c.late));
}

/** Processing: one scanned ticket (the order, 404 when none), or the orders of the given transport companies. */
export async function processing(database: Database, ctx: RequestContext, q: z.output<typeof processingQuery>) {
  const today = todayOf(ctx);
  const { stores, filter } = scoped(ctx, {});
  if (q.ticket) {
    const ref = parseTicketRef(q.ticket);
    // A ticket number (or an order id) is the keyword's digits; a QR code or uuid, a provisional number, exactly.
    const f: repo.ShippingFilter =
      ref.kind === 'uuid' ? { uuid: ref.uuid } : ref.kind === 'provisional' ? { provisional: ref.provisional } : { keyword: q.ticket };
    if (ref.kind === 'text' && q.ticket.length < 2) throw invalid([{ field: 'ticket', message: 'too_short' }]);
    const rows = await repo.listShipping(
      database.db,
      ctx.entrepriseId,
      stores,
      { ...filter, ...f, transportCompanyIds: q.transportCompanyListId },
      { limit: 20, offset: 0 },
    );
    if (!rows.length) throw notFound('command');
    // The newest first: a ticket number repeats across business days.
    return rows.sort((a, b) => b.id - a.id).map((r) => toShippingCommand(r, today));
  }
  const rows = await repo.listShipping(database.db, ctx.entrepriseId, stores, {
    ...filter,
    transportCompanyIds: q.transportCompanyListId,
    states: ['reserved', 'packed', 'pending'],
  });
  return rows.map((r) => toShippingCommand(r, today));
}

/** GetBlCommands/{id}: the orders handed to a transport company and not picked up yet, with their lines. */
export async function blCommands(database: Database, ctx: RequestContext, transportCompanyId: number): Promise<BlCommands> {
  const db = database.db;
  const tc = await findTransportCompany(db, ctx.entrepriseId, transportCompanyId);
  if (!tc) throw notFound('transport_company');
  const rows = await repo.listShipping(db, ctx.entrepriseId, storesOf(ctx), { transportCompanyId, states: ['pending'] });
  const lines = await ordersRepo.listLines(
    db,
    ctx.entrepriseId,
    rows.map((r) => r.id),
  );
  const today = todayOf(ctx);
  const commands = rows.map((r) => ({
    ...toShippingCommand(r, today),
    lines: lines
      .filter((l) => l.command_id === r.id)
      .map((l) => ({
        label: l.label,
        quantity: Number(l.quantity),
        unitPrice: fromMinor(Number(l.unitPrice)),
        total: fromMinor(Number(l.total)),
      })),
  }));
  const total = rows.reduce((a, r) => a + Number(r.total), 0);
  const toCollect = rows.reduce((a, r) => a + Math.max(0, Number(r.total) - Number(r.paid)), 0);
  return {
    transportCompany: { id: tc.id, intitule: tc.intitule, tel: tc.tel },
    commands,
    total: fromMinor(total),
    toCollect: fromMinor(toCollect),
  };
}

export async function detail(database: Database, ctx: RequestContext, id: number): Promise<ShippingDetail> {
  const db = database.db;
  const { stores, filter } = scoped(ctx, { commandIds: [id] });
  const row = (await repo.listShipping(db, ctx.entrepriseId, stores, filter))[0];
  if (!row) throw notFound('command');
  const [history, collections] = await Promise.all([
    repo.listMoves(db, ctx.entrepriseId, id),
    repo.selectCollections(db, ctx.entrepriseId, undefined).where('k.command_id', '=', id).execute(),
  ]);
  return {
    ...toShippingCommand(row, todayOf(ctx)),
    history: history.map((h) => ({ ...h, created_at: String(h.created_at) })),
    collections: collections.map(toCollection),
  };
}

const rateOf = (r: { carrierId: number | null; name: string | null; delivered: unknown; returned: unknown }) => {
  const delivered = Number(r.delivered);
  const returned = Number(r.returned);
  const done = delivered + returned;
  return { id: r.carrierId!, name: r.name ?? '', delivered, returned, returnRate: done ? Math.round((returned / done) * 1000) / 10 : 0 };
};

export async function dashboard(
  database: Database,
  ctx: RequestContext,
  q: z.output<typeof shippingDashboardQuery>,
): Promise<ShippingDashboard> {
  const db = database.db;
  const today = todayOf(ctx);
  const { stores, filter } = scoped(ctx, { magasinId: q.magasinId, from: q.from, to: q.to });
  const [byState, late, lateCount, byTc, byDm, owed] = await Promise.all([
    repo.countByState(db, ctx.entrepriseId, stores, filter),
    repo.listShipping(db, ctx.entrepriseId, stores, { ...filter, lateBefore: today }, { limit: 20, offset: 0 }),
    repo.countShipping(db, ctx.entrepriseId, stores, { ...filter, lateBefore: today }),
    repo.outcomesBy(db, ctx.entrepriseId, stores, filter, 'tc'),
    repo.outcomesBy(db, ctx.entrepriseId, stores, filter, 'dm'),
    repo
      .selectCollections(db, ctx.entrepriseId, stores)
      .clearSelect()
      .select((eb) => eb.fn.sum<number>('k.amount').as('s'))
      .where('k.reconciledAt', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    byState: SHIPPING_STATES.map((state) => {
      const r = byState.find((b) => b.state === state);
      return { state, count: Number(r?.n ?? 0), total: fromMinor(Number(r?.total ?? 0)) };
    }),
    late: late.map((r) => toShippingCommand(r, today)),
    lateCount,
    byTransportCompany: byTc.map(rateOf),
    byDeliveryMan: byDm.map(rateOf),
    owed: fromMinor(Number(owed?.s ?? 0)),
  };
}

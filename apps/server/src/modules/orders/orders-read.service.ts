// Reads of orders: lists by store, register and client with the filters of api-spec 7.8, lines, ticket search,
// serial numbers sold, and the order report (CmdReport).
import {
  isOrderState,
  parseTicketRef,
  refundableTotal,
  SALE_STATES,
  toMinor,
  type CommandsQueryData,
  type GetCommandsByData,
  type TicketsQueryData,
} from '@comptoir/shared';
import type { Database } from '../../db/database';
import { AppError, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { dayRange, money, storesOf } from '../caisse/caisse.common';
import { visibleSession } from '../caisse/sessions.service';
import { findClient } from '../clients/clients.repository';
import { orderPoints } from '../loyalty/loyalty.service';
import { visibleStore } from '../magasins/magasins.service';
import * as repo from './orders.repository';
import { toCommand, toLine, visibleCommand } from './orders.view';
import { orderBalances } from './reversal';

const yes = (v?: string) => v === '1' || v === 'true';

function filterOf(q: CommandsQueryData): repo.CommandFilter {
  const etats = q.type
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = etats?.filter((e) => !isOrderState(e));
  if (bad?.length) throw invalid([{ field: 'type', message: 'invalid_value' }]);
  return {
    etats,
    mode: q.mode,
    notPayed: yes(q.notPayed),
    withRemise: yes(q.withRemise),
    priceFlag: q.priceFlag,
    totalMin: q.between !== undefined ? toMinor(q.between) : undefined,
    totalMax: q.and !== undefined ? toMinor(q.and) : undefined,
    keyword: q.keyword || undefined,
    ...dayRange(q.from, q.to),
  };
}

async function page(database: Database, ctx: RequestContext, f: repo.CommandFilter, q: CommandsQueryData) {
  const filter = { ...filterOf(q), ...f };
  const stores = storesOf(ctx);
  const [rows, total] = await Promise.all([
    repo.listCommands(database.db, ctx.entrepriseId, stores, filter, { limit: q.limit, offset: (q.page - 1) * q.limit }, q.sort),
    repo.countCommands(database.db, ctx.entrepriseId, stores, filter),
  ]);
  return { data: rows.map(toCommand), total, page: q.page, limit: q.limit };
}

export async function byStore(database: Database, ctx: RequestContext, magasinId: number, q: CommandsQueryData) {
  await visibleStore(database.db, ctx, magasinId);
  return page(database, ctx, { magasinId }, q);
}

export async function byCaisse(database: Database, ctx: RequestContext, caisseId: number, q: CommandsQueryData) {
  await visibleSession(database.db, ctx, caisseId);
  return page(database, ctx, { caisseId }, q);
}

export async function byClient(database: Database, ctx: RequestContext, clientId: number, q: CommandsQueryData) {
  if (!(await findClient(database.db, ctx.entrepriseId, clientId))) throw notFound('client');
  return page(database, ctx, { clientId }, q);
}

/** GET /getCommandsBy: the lists' filters over every store the user sees, narrowed by stores, register, client, ids or ticket. */
export async function commandsBy(database: Database, ctx: RequestContext, q: GetCommandsByData) {
  for (const id of q.magasinId ?? []) await visibleStore(database.db, ctx, id);
  if (q.caisseId !== undefined) await visibleSession(database.db, ctx, q.caisseId);
  if (q.clientId !== undefined && !(await findClient(database.db, ctx.entrepriseId, q.clientId))) throw notFound('client');
  return page(
    database,
    ctx,
    { magasinIds: q.magasinId, caisseId: q.caisseId, clientId: q.clientId, commandIds: q.commandIds, ticketNumber: q.ticketNumber },
    q,
  );
}

export async function lines(database: Database, ctx: RequestContext, commandId: number) {
  const c = await visibleCommand(database.db, ctx, commandId);
  return linesOf(database, ctx, [c.id]);
}

/** Lines of several orders; ids of orders the user cannot see are left out. */
export async function linesOf(database: Database, ctx: RequestContext, commandIds: number[]) {
  const stores = storesOf(ctx);
  const visible: number[] = [];
  for (const id of commandIds) if (await repo.findCommand(database.db, ctx.entrepriseId, stores, id)) visible.push(id);
  const [rows, serials] = await Promise.all([
    repo.listLines(database.db, ctx.entrepriseId, visible),
    repo.listSerials(database.db, ctx.entrepriseId, visible),
  ]);
  return rows.map((l) => toLine(l, serials));
}

/**
 * GET /Command/tickets: the orders a ticket finds, newest first — by its QR code or the order's uuid, the provisional
 * number printed offline, the ticket number of a business day (`day`: the asked date, else today), or the client's
 * name or phone (on `date` when given). None is 404.
 */
export async function tickets(database: Database, ctx: RequestContext, q: TicketsQueryData, today: string) {
  if (q.magasinId !== undefined) await visibleStore(database.db, ctx, q.magasinId);
  const ref = parseTicketRef(q.keyword);
  if (ref.kind === 'text' && ref.text.length < 2) throw invalid([{ field: 'keyword', message: 'too_small' }]);
  const f =
    ref.kind === 'uuid'
      ? { uuid: ref.uuid }
      : ref.kind === 'provisional'
        ? { provisional: ref.provisional }
        : ref.kind === 'ticket'
          ? { ticketNumber: ref.ticketNumber, day: q.date ?? today }
          : { client: ref.text, day: q.date };
  const rows = await repo.findTickets(database.db, ctx.entrepriseId, storesOf(ctx), { ...f, magasinId: q.magasinId });
  if (!rows.length) throw new AppError('NOT_FOUND', 'no_order_for_ticket', { params: { entity: 'command' } });
  return rows.map(toCommand);
}

/** GET /Command/{id}/refundable: what each mode of the order can still pay back, by the one refund rule. */
export async function refundable(database: Database, ctx: RequestContext, id: number) {
  const c = await visibleCommand(database.db, ctx, id);
  const [balances, points] = await Promise.all([orderBalances(database.db, ctx, c), orderPoints(database.db, ctx.entrepriseId, c.id)]);
  return {
    commandId: c.id,
    currencyTag: c.currencyTag,
    refundable: money(refundableTotal(balances)),
    refundableByMode: balances.map((b) => ({
      modePayment: b.modePayment,
      paid: money(b.paid),
      refunded: money(b.refunded),
      left: money(b.left),
    })),
    pointsEarned: points.earned,
    pointsKept: Math.max(0, points.earnedLeft),
  };
}

export async function serialNumbers(database: Database, ctx: RequestContext, q: { keyword?: string; commandId?: number }) {
  if (q.commandId !== undefined) await visibleCommand(database.db, ctx, q.commandId);
  const stores = storesOf(ctx);
  let query = database.db
    .selectFrom('serial_numbers as s')
    .innerJoin('commands as c', 'c.id', 's.command_id')
    .select(['s.id', 's.serialNumber', 's.command_id', 's.command_line_id', 's.price_id', 'c.ticketNumber', 's.created_at'])
    .where('s.entreprise_id', '=', ctx.entrepriseId);
  if (stores) query = query.where('c.magasin_id', 'in', stores.length ? stores : [0]);
  if (q.commandId !== undefined) query = query.where('s.command_id', '=', q.commandId);
  if (q.keyword) query = query.where('s.serialNumber', 'like', `%${q.keyword.replace(/[%_]/g, '')}%`);
  const rows = await query.orderBy('s.id', 'desc').limit(500).execute();
  return rows.map((r) => ({
    id: r.id,
    serialNumber: r.serialNumber,
    commandId: r.command_id,
    commandLineId: r.command_line_id,
    priceId: r.price_id,
    ticketNumber: r.ticketNumber,
    created_at: r.created_at,
  }));
}

/** POST /CmdReport: the orders of the stores and days asked, by state, source, payment mode and product. */
export async function cmdReport(database: Database, ctx: RequestContext, b: { magasinIds?: number[]; from?: string; to?: string }) {
  for (const id of b.magasinIds ?? []) await visibleStore(database.db, ctx, id);
  const stores = b.magasinIds?.length ? b.magasinIds : storesOf(ctx);
  const { fromTs, toTs } = dayRange(b.from, b.to);
  const db = database.db;
  let orders = db.selectFrom('commands as c').where('c.entreprise_id', '=', ctx.entrepriseId).where('c.deleted_at', 'is', null);
  if (stores) orders = orders.where('c.magasin_id', 'in', stores.length ? stores : [0]);
  if (fromTs) orders = orders.where('c.created_at', '>=', fromTs);
  if (toTs) orders = orders.where('c.created_at', '<', toTs);
  const sales = orders.where('c.etat', 'in', [...SALE_STATES]);
  const [byEtat, bySource, byMode, byProduct] = await Promise.all([
    orders
      .select((eb) => [
        'c.etat',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('c.total').as('total'),
        eb.fn.sum<number>('c.paid').as('paid'),
        eb.fn.sum<number>('c.remise').as('remise'),
      ])
      .groupBy('c.etat')
      .orderBy('c.etat')
      .execute(),
    sales
      .select((eb) => ['c.source', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('c.total').as('total')])
      .groupBy('c.source')
      .execute(),
    orders
      .innerJoin('operations as o', 'o.command_id', 'c.id')
      .where('o.type', 'in', ['payment', 'credit', 'advance'])
      .select((eb) => ['o.modePayment', eb.fn.sum<number>('o.amount').as('amount')])
      .groupBy('o.modePayment')
      .orderBy('o.modePayment')
      .execute(),
    sales
      .innerJoin('command_lines as l', 'l.command_id', 'c.id')
      .select((eb) => [
        'l.price_id',
        eb.fn.max('l.label').as('label'),
        eb.fn.sum<number>('l.quantity').as('quantity'),
        eb.fn.sum<number>('l.total').as('total'),
      ])
      .groupBy('l.price_id')
      .orderBy('total', 'desc')
      .limit(100)
      .execute(),
  ]);
  const sale = byEtat.filter((r) => (SALE_STATES as readonly string[]).includes(r.etat));
  const sum = (k: 'total' | 'paid' | 'remise') => sale.reduce((a, r) => a + Number(r[k] ?? 0), 0);
  return {
    from: b.from ?? null,
    to: b.to ?? null,
    count: sale.reduce((a, r) => a + Number(r.count), 0),
    total: money(sum('total')),
    paid: money(sum('paid')),
    remise: money(sum('remise')),
    remaining: money(Math.max(0, sum('total') - sum('paid'))),
    byEtat: byEtat.map((r) => ({ etat: r.etat, count: Number(r.count), total: money(r.total) })),
    bySource: bySource.map((r) => ({ source: r.source, count: Number(r.count), total: money(r.total) })),
    byMode: byMode.map((r) => ({ modePayment: r.modePayment, amount: money(r.amount) })),
    byProduct: byProduct.map((r) => ({
      priceId: r.price_id,
      label: String(r.label ?? ''),
      quantity: Number(r.quantity ?? 0),
      total: money(r.total),
    })),
  };
}

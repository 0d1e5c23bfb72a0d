// Store orders to central purchasing (api-spec 7.14, issue 26 point 5). A store drafts an order and sends it; the
// central warehouse prepares it — it becomes a planned shipment (a stock operation from the warehouse to the store,
// announced), alone or with the store's other orders of a period (the warehouse's sum per product turned into one
// planned shipment per store); shipping and receiving are then that operation's own steps (stock-operations.ts send
// and receive: the warehouse's stock goes out when shipped, the store takes it in when received, what did not arrive
// being the store's reception variance). Each step is one transaction whose state change is a conditional update
// (409 for the second of two at once). The order's state is its own until prepared, its shipment's after.
import {
  kindsForRole,
  type CentralOrder,
  type CentralOrderEvent,
  type CentralOrderState,
  type CentralOrderSummary,
  type CentralOrdersPage,
  type CentralPlanAnswer,
  type CentralProductsSum,
} from '@comptoir/shared';
import { sql } from 'kysely';
import { nowIso, type Database, type Executor } from '../../db/database';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { round3 } from '../orders/stock';
import * as ops from '../stock/stock-operations';
import { entityInScope, findEntity } from '../stock/stock-entities';
import * as repo from '../stock/stock.repository';

const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 30;
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** A period [from, to): a day alone means its start for fromDate, its end for toDate; 30 days to now by default. */
export function periodOf(q: { fromDate?: string; toDate?: string }) {
  const to = q.toDate
    ? (isDay(q.toDate) ? new Date(Date.parse(`${q.toDate}T00:00:00.000Z`) + DAY_MS) : new Date(q.toDate)).toISOString()
    : nowIso();
  const from = q.fromDate
    ? new Date(isDay(q.fromDate) ? `${q.fromDate}T00:00:00.000Z` : q.fromDate).toISOString()
    : new Date(Date.parse(to) - DEFAULT_DAYS * DAY_MS).toISOString();
  if (from >= to) throw invalid([{ field: 'toDate', message: 'period' }]);
  return { from, to };
}

const num = (v: unknown) => Number(v ?? 0);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The order's state: its own until prepared, then its planned shipment's. */
const stateSql = sql<string>`(case when o.operation_id is null or op.state is null then o.state when op.state = 'sent' then 'shipped' when op.state = 'received' then 'received' when op.state = 'cancelled' then 'cancelled' else 'prepared' end)`;

const summaries = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('central_orders as o')
    .innerJoin('magasins as s', 's.id', 'o.magasin_id')
    .innerJoin('central_achats as c', 'c.id', 'o.central_achat_id')
    .leftJoin('stock_operations as op', 'op.id', 'o.operation_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.id',
      'o.magasin_id as magasinId',
      's.intitule as magasinName',
      'o.central_achat_id as centralAchatId',
      'c.intitule as centralAchatName',
      stateSql.as('state'),
      'o.operation_id as operationId',
      'o.note',
      'u.name as userName',
      eb
        .selectFrom('central_order_lines as l')
        .select((l) => l.fn.countAll<number>().as('n'))
        .whereRef('l.order_id', '=', 'o.id')
        .as('lineCount'),
      eb
        .selectFrom('central_order_lines as l')
        .select((l) => l.fn.sum<number>('l.quantity').as('n'))
        .whereRef('l.order_id', '=', 'o.id')
        .as('units'),
      'o.sent_at as sentAt',
      'o.prepared_at as preparedAt',
      'o.created_at as createdAt',
      'o.updated_at as updatedAt',
    ])
    .where('o.entreprise_id', '=', entrepriseId);

type Row = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
const toSummary = (r: Row): CentralOrderSummary => ({
  id: r.id,
  magasinId: r.magasinId,
  magasinName: r.magasinName,
  centralAchatId: r.centralAchatId,
  centralAchatName: r.centralAchatName,
  state: r.state as CentralOrderState,
  operationId: r.operationId ?? null,
  note: r.note ?? null,
  userName: r.userName ?? null,
  lineCount: num(r.lineCount),
  units: round3(num(r.units)),
  sentAt: r.sentAt ? String(r.sentAt) : null,
  preparedAt: r.preparedAt ? String(r.preparedAt) : null,
  createdAt: String(r.createdAt),
  updatedAt: String(r.updatedAt),
});

/** Whether the user acts for the central warehouse (company-wide users: it serves every store). */
const centralSide = (ctx: RequestContext) => entityInScope(ctx, 'central_achat', null);
const storeSide = (ctx: RequestContext, storeId: number) => entityInScope(ctx, 'magasin', storeId);

/** An order of the company the user sees (its store is theirs, or they act for the warehouse); 404 otherwise. */
async function findOrder(db: Executor, ctx: RequestContext, id: number): Promise<CentralOrderSummary> {
  const r = await summaries(db, ctx.entrepriseId).where('o.id', '=', id).executeTakeFirst();
  if (!r || !(centralSide(ctx) || storeSide(ctx, r.magasinId))) throw notFound('central_order');
  return toSummary(r);
}

const MAP_OP_STATE: Record<string, CentralOrderState> = {
  announced: 'prepared',
  sent: 'shipped',
  received: 'received',
  cancelled: 'cancelled',
};

async function detailOf(db: Executor, ctx: RequestContext, id: number): Promise<CentralOrder> {
  const order = await findOrder(db, ctx, id);
  const [lines, opLines, serials, own, shipment] = await Promise.all([
    db
      .selectFrom('central_order_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
      .select([
        'l.product_id as productId',
        repo.labelIn(ctx.locale).as('label'),
        'p.barcode',
        'd.unity',
        'd.withSerialNumber',
        'l.quantity',
        'l.nature',
        'l.perCarton',
        'p.unitsPerCarton',
      ])
      .where('l.entreprise_id', '=', ctx.entrepriseId)
      .where('l.order_id', '=', id)
      .orderBy('l.id')
      .execute(),
    order.operationId
      ? db
          .selectFrom('stock_operation_lines')
          .select(['product_id', 'quantity', 'received'])
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('operation_id', '=', order.operationId)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('central_order_serials')
      .select(['product_id', 'serialNumber'])
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('order_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('central_order_events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.state', 'e.note', 'u.name as userName', 'e.created_at as createdAt'])
      .where('e.entreprise_id', '=', ctx.entrepriseId)
      .where('e.order_id', '=', id)
      .orderBy('e.id')
      .execute(),
    order.operationId
      ? db
          .selectFrom('stock_operation_events as e')
          .leftJoin('users as u', 'u.id', 'e.user_id')
          .select(['e.state', 'e.note', 'u.name as userName', 'e.created_at as createdAt'])
          .where('e.entreprise_id', '=', ctx.entrepriseId)
          .where('e.operation_id', '=', order.operationId)
          .where('e.state', '!=', 'announced')
          .orderBy('e.id')
          .execute()
      : Promise.resolve([]),
  ]);
  const shipped = new Map(opLines.map((l) => [l.product_id, l]));
  const event = (e: { state: string; note: string | null; userName: string | null; createdAt: unknown }): CentralOrderEvent => ({
    state: e.state as CentralOrderState,
    note: e.note ?? null,
    userName: e.userName ?? null,
    createdAt: String(e.createdAt),
  });
  return {
    ...order,
    lines: lines.map((l) => {
      const op = shipped.get(l.productId);
      return {
        productId: l.productId,
        label: l.label,
        barcode: l.barcode,
        unity: l.unity,
        quantity: num(l.quantity),
        nature: l.nature === 'carton' ? 'carton' : 'unity',
        perCarton: numOrNull(l.perCarton),
        unitsPerCarton: numOrNull(l.unitsPerCarton),
        shipped: op ? num(op.quantity) : null,
        received: op ? numOrNull(op.received) : null,
        withSerialNumber: Boolean(l.withSerialNumber),
        serialNumbers: serials.filter((s) => s.product_id === l.productId).map((s) => s.serialNumber),
      };
    }),
    events: [...own.map(event), ...shipment.map((e) => event({ ...e, state: MAP_OP_STATE[e.state] ?? e.state }))],
  };
}

export const detail = (database: Database, ctx: RequestContext, id: number) => detailOf(database.db, ctx, id);

// ---- Lists

/** GET /CentralAchat/commandes/magasin/{id}: a store's orders created in the period, newest first. */
export async function storeOrders(
  database: Database,
  ctx: RequestContext,
  magasinId: number,
  q: { fromDate?: string; toDate?: string; state?: CentralOrderState; offset: number; limit: number },
): Promise<CentralOrdersPage> {
  const db = database.db;
  if (!(await findEntity(db, ctx, 'magasin', magasinId))) throw notFound('magasin');
  const { from, to } = periodOf(q);
  let query = summaries(db, ctx.entrepriseId)
    .where('o.magasin_id', '=', magasinId)
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<', to);
  if (q.state) query = query.where(stateSql, '=', q.state);
  return page(query, q, from, to);
}

/** GET /CentralAchat/commandes (ours): the warehouse's orders from every store, sent in the period (not drafts). */
export async function inbox(
  database: Database,
  ctx: RequestContext,
  q: { fromDate?: string; toDate?: string; centralAchatId?: number; state?: CentralOrderState; offset: number; limit: number },
): Promise<CentralOrdersPage> {
  if (!centralSide(ctx)) throw forbidden();
  const { from, to } = periodOf(q);
  let query = summaries(database.db, ctx.entrepriseId)
    .where('o.sent_at', 'is not', null)
    .where('o.sent_at', '>=', from)
    .where('o.sent_at', '<', to);
  if (q.centralAchatId) query = query.where('o.central_achat_id', '=', q.centralAchatId);
  if (q.state) query = query.where(stateSql, '=', q.state);
  return page(query, q, from, to);
}

async function page(query: ReturnType<typeof summaries>, q: { offset: number; limit: number }, from: string, to: string) {
  const rows = await query.orderBy('o.id', 'desc').limit(q.limit).offset(q.offset).execute();
  const total = num(
    (
      await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { rows: rows.map(toSummary), total, offset: q.offset, from, to };
}

// ---- Writing

type Line = { productId: number; quantity: number; nature?: 'unity' | 'carton' };
type FieldError = { field: string; message: string };

/** The lines in units, checked: supplied by central purchasing, cartons of a product with units per carton, minimum. */
async function checkedLines(db: Executor, ctx: RequestContext, given: Line[], errors: FieldError[], allowZero = false) {
  const ids = given.map((l) => l.productId);
  const rows = ids.length
    ? await repo
        .trackedProducts(db, ctx.entrepriseId)
        .leftJoin('central_achat_products as cp', (j) =>
          j.onRef('cp.product_id', '=', 'p.id').on('cp.entreprise_id', '=', ctx.entrepriseId),
        )
        .select(['p.id', 'p.unitsPerCarton', 'cp.supplied', 'cp.minQuantity'])
        .where('p.id', 'in', ids)
        .execute()
    : [];
  const products = new Map(rows.map((r) => [r.id, r]));
  return given.flatMap((l, i) => {
    const p = products.get(l.productId);
    if (!p) return (errors.push({ field: `lines.${i}.productId`, message: 'unknown_reference' }), []);
    if (!p.supplied) return (errors.push({ field: `lines.${i}.productId`, message: 'not_supplied' }), []);
    const perCarton = numOrNull(p.unitsPerCarton);
    if (l.nature === 'carton' && !(perCarton && perCarton > 0))
      return (errors.push({ field: `lines.${i}.nature`, message: 'no_units_per_carton' }), []);
    const units = round3(l.nature === 'carton' ? l.quantity * perCarton! : l.quantity);
    const min = numOrNull(p.minQuantity);
    if (!allowZero && min !== null && units < min - 1e-9)
      return (errors.push({ field: `lines.${i}.quantity`, message: 'below_minimum' }), []);
    return [{ productId: l.productId, quantity: units, nature: l.nature ?? 'unity', perCarton: l.nature === 'carton' ? perCarton : null }];
  });
}

const addEvent = (db: Executor, ctx: RequestContext, orderId: number, state: CentralOrderState, note: string | null, now: string) =>
  db
    .insertInto('central_order_events')
    .values({ entreprise_id: ctx.entrepriseId, order_id: orderId, state, note, user_id: ctx.userId, created_at: now })
    .execute();

/** POST /CentralAchat/commandes (ours): a draft order of one of the user's stores to a warehouse of the company. */
export async function create(
  database: Database,
  ctx: RequestContext,
  body: { magasinId: number; centralAchatId: number; note?: string | null; lines: Line[] },
): Promise<CentralOrder> {
  const db = database.db;
  if (!(await findEntity(db, ctx, 'magasin', body.magasinId))) throw notFound('magasin');
  if (!(await findEntity(db, ctx, 'central_achat', body.centralAchatId, false))) throw notFound('stock_entity');
  const errors: FieldError[] = [];
  const lines = await checkedLines(db, ctx, body.lines, errors);
  if (errors.length) throw invalid(errors);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const o = await trx
      .insertInto('central_orders')
      .values({
        entreprise_id: ctx.entrepriseId,
        magasin_id: body.magasinId,
        central_achat_id: body.centralAchatId,
        state: 'draft',
        note: body.note ?? null,
        user_id: ctx.userId,
        sent_at: null,
        prepared_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('central_order_lines')
      .values(
        lines.map((l) => ({
          entreprise_id: ctx.entrepriseId,
          order_id: o.id,
          product_id: l.productId,
          quantity: l.quantity,
          nature: l.nature,
          perCarton: l.perCarton,
        })),
      )
      .execute();
    await addEvent(trx, ctx, o.id, 'draft', body.note ?? null, now);
    return o.id;
  });
  return detailOf(db, ctx, id);
}

/** The order's own state change, `update … where state = <from>`: 409 when it moved on meanwhile. */
async function ownStep(
  trx: Executor,
  ctx: RequestContext,
  id: number,
  from: CentralOrderState,
  to: CentralOrderState,
  now: string,
  extra: { sent_at?: string; prepared_at?: string; operation_id?: number } = {},
) {
  const changed = await trx
    .updateTable('central_orders')
    .set({ state: to, updated_at: now, ...extra })
    .where('id', '=', id)
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('state', '=', from)
    .where('operation_id', 'is', null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw conflict('central_order_state');
}

/** The store's step (send, cancel): 404 outside the user's stores, 409 from a state that does not allow it. */
async function storeStep(
  database: Database,
  ctx: RequestContext,
  id: number,
  allowed: CentralOrderState[],
  to: CentralOrderState,
  note?: string | null,
) {
  const db = database.db;
  const order = await findOrder(db, ctx, id);
  if (!storeSide(ctx, order.magasinId)) throw notFound('central_order');
  if (!allowed.includes(order.state)) throw conflict('central_order_state');
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await ownStep(trx, ctx, id, order.state, to, now, to === 'sent' ? { sent_at: now } : {});
    await addEvent(trx, ctx, id, to, note ?? null, now);
  });
  return detailOf(db, ctx, id);
}

export const send = (database: Database, ctx: RequestContext, id: number, note?: string | null) =>
  storeStep(database, ctx, id, ['draft'], 'sent', note);
export const cancel = (database: Database, ctx: RequestContext, id: number, note?: string | null) =>
  storeStep(database, ctx, id, ['draft', 'sent'], 'cancelled', note);

/** The warehouse's side: company-wide users (404 otherwise, as for the warehouse itself); preparing needs a manager. */
function centralOnly(ctx: RequestContext, order: CentralOrderSummary, preparing: boolean) {
  if (!centralSide(ctx)) throw notFound('central_order');
  if (preparing && !kindsForRole(ctx.roleTag).includes('planned_shipment')) throw forbidden();
  return order;
}

/** Inserts a planned shipment (announced) from the warehouse to the store, with its lines and first step. */
async function plannedShipment(
  trx: Executor,
  ctx: RequestContext,
  o: { centralAchatId: number; magasinId: number },
  lines: { productId: number; quantity: number; nature: string; perCarton: number | null }[],
  note: string | null,
  now: string,
) {
  return ops.insertOperation(
    trx,
    ctx,
    {
      type: 'planned_shipment',
      state: 'announced',
      source: { type: 'central_achat', id: o.centralAchatId },
      target: { type: 'magasin', id: o.magasinId },
      note,
    },
    lines.filter((l) => l.quantity > 0),
    now,
  );
}

/**
 * PATCH /CentralAchat/commandes/{id}/prepare: the warehouse prepares a sent order (what was ordered, or what it gives
 * per line); it becomes a planned shipment to its store.
 */
export async function prepare(
  database: Database,
  ctx: RequestContext,
  id: number,
  body: { note?: string | null; lines?: Line[] } | null | undefined,
): Promise<CentralOrder> {
  const db = database.db;
  const order = centralOnly(ctx, await findOrder(db, ctx, id), true);
  if (order.state !== 'sent') throw conflict('central_order_state');
  const ordered = await db
    .selectFrom('central_order_lines')
    .select(['product_id', 'quantity', 'nature', 'perCarton'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const errors: FieldError[] = [];
  const given = body?.lines ? await checkedLines(db, ctx, body.lines, errors, true) : null;
  body?.lines?.forEach((l, i) => {
    if (!ordered.some((o) => o.product_id === l.productId)) errors.push({ field: `lines.${i}.productId`, message: 'unknown_reference' });
  });
  if (errors.length) throw invalid(errors);
  const lines = ordered.map((o) => {
    const g = given?.find((l) => l.productId === o.product_id);
    return g ?? { productId: o.product_id, quantity: num(o.quantity), nature: o.nature, perCarton: numOrNull(o.perCarton) };
  });
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const opId = await plannedShipment(trx, ctx, order, lines, body?.note ?? null, now);
    await ownStep(trx, ctx, id, 'sent', 'prepared', now, { prepared_at: now, operation_id: opId });
    await addEvent(trx, ctx, id, 'prepared', body?.note ?? null, now);
  });
  return detailOf(db, ctx, id);
}

/**
 * POST /CentralAchat/commandes/plan (ours): every order sent to the warehouse in the period and not yet prepared becomes
 * part of its store's planned shipment (one per store, the sum of its orders' lines), in one transaction; 409 if any
 * of them moved on meanwhile (nothing is planned then).
 */
export async function plan(
  database: Database,
  ctx: RequestContext,
  body: { centralAchatId: number; fromDate?: string; toDate?: string },
): Promise<CentralPlanAnswer> {
  const db = database.db;
  if (!centralSide(ctx)) throw notFound('stock_entity');
  if (!kindsForRole(ctx.roleTag).includes('planned_shipment')) throw forbidden();
  if (!(await findEntity(db, ctx, 'central_achat', body.centralAchatId))) throw notFound('stock_entity');
  const { from, to } = periodOf(body);
  const rows = await db
    .selectFrom('central_orders as o')
    .innerJoin('central_order_lines as l', 'l.order_id', 'o.id')
    .innerJoin('magasins as s', 's.id', 'o.magasin_id')
    .select(['o.id', 'o.magasin_id', 's.intitule', 'l.product_id', 'l.quantity'])
    .where('o.entreprise_id', '=', ctx.entrepriseId)
    .where('o.central_achat_id', '=', body.centralAchatId)
    .where('o.state', '=', 'sent')
    .where('o.operation_id', 'is', null)
    .where('o.sent_at', '>=', from)
    .where('o.sent_at', '<', to)
    .orderBy('o.magasin_id')
    .orderBy('o.id')
    .execute();
  const stores = new Map<number, { name: string; orders: Set<number>; lines: Map<number, number> }>();
  for (const r of rows) {
    const s = stores.get(r.magasin_id) ?? { name: r.intitule, orders: new Set(), lines: new Map() };
    s.orders.add(r.id);
    s.lines.set(r.product_id, round3((s.lines.get(r.product_id) ?? 0) + num(r.quantity)));
    stores.set(r.magasin_id, s);
  }
  const shipments = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const out: CentralPlanAnswer['shipments'] = [];
    for (const [magasinId, s] of stores) {
      const lines = [...s.lines].map(([productId, quantity]) => ({ productId, quantity, nature: 'unity', perCarton: null }));
      const opId = await plannedShipment(trx, ctx, { centralAchatId: body.centralAchatId, magasinId }, lines, null, now);
      const orderIds = [...s.orders];
      const changed = await trx
        .updateTable('central_orders')
        .set({ state: 'prepared', operation_id: opId, prepared_at: now, updated_at: now })
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('id', 'in', orderIds)
        .where('state', '=', 'sent')
        .where('operation_id', 'is', null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== orderIds.length) throw conflict('central_order_state');
      for (const oid of orderIds) await addEvent(trx, ctx, oid, 'prepared', null, now);
      out.push({ operationId: opId, magasinId, magasinName: s.name, orderIds, units: round3(lines.reduce((a, l) => a + l.quantity, 0)) });
    }
    return out;
  });
  return { shipments };
}

/**
 * PATCH /CentralAchat/commandes/{id}/ship: the warehouse ships the order's planned shipment — the operation's own send
 * step (its stock leaves the warehouse; 422 on every line the warehouse does not hold, unless negative stock is allowed).
 */
export async function ship(database: Database, ctx: RequestContext, id: number, note?: string | null): Promise<CentralOrder> {
  const order = centralOnly(ctx, await findOrder(database.db, ctx, id), false);
  if (order.state !== 'prepared' || !order.operationId) throw conflict('central_order_state');
  await stepOf(() => ops.send(database, ctx, order.operationId!, note));
  return detailOf(database.db, ctx, id);
}

/**
 * PATCH /CentralAchat/commandes/{id}/receive: the store receives its shipment with what arrived (all that was shipped
 * unless said, in units or cartons) — the operation's receive step; what did not arrive is the store's variance.
 */
export async function receive(
  database: Database,
  ctx: RequestContext,
  id: number,
  body: { lines?: { productId: number; received: number; nature?: 'unity' | 'carton' }[]; note?: string | null },
): Promise<CentralOrder> {
  const order = await findOrder(database.db, ctx, id);
  if (!storeSide(ctx, order.magasinId)) throw notFound('central_order');
  if (order.state !== 'shipped' || !order.operationId) throw conflict('central_order_state');
  await stepOf(() => ops.receive(database, ctx, order.operationId!, body, { shortfall: 'variance' }));
  return detailOf(database.db, ctx, id);
}

/** The operation's 409 is the order's. */
async function stepOf<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') throw conflict('central_order_state');
    throw e;
  }
}

// ---- The warehouse's view

/**
 * GET /CentralAchat/commandes/produits: the sum of every store's orders per product over the orders sent in the period
 * (not drafts nor cancelled), what is still to prepare, and each store's part.
 */
export async function productsSum(
  database: Database,
  ctx: RequestContext,
  q: { fromDate?: string; toDate?: string; centralAchatId?: number },
): Promise<CentralProductsSum> {
  const db = database.db;
  if (!centralSide(ctx)) throw forbidden();
  const { from, to } = periodOf(q);
  let query = db
    .selectFrom('central_orders as o')
    .innerJoin('central_order_lines as l', 'l.order_id', 'o.id')
    .leftJoin('stock_operations as op', 'op.id', 'o.operation_id')
    .select((eb) => [
      'o.magasin_id as magasinId',
      'l.product_id as productId',
      eb.fn.sum<number>('l.quantity').as('ordered'),
      sql<number>`sum(case when o.state = 'sent' then l.quantity else 0 end)`.as('toPrepare'),
      sql<number>`count(distinct o.id)`.as('orders'),
    ])
    .where('o.entreprise_id', '=', ctx.entrepriseId)
    .where('o.state', 'in', ['sent', 'prepared'])
    .where((eb) => eb.or([eb('op.state', 'is', null), eb('op.state', '!=', 'cancelled')]))
    .where('o.sent_at', '>=', from)
    .where('o.sent_at', '<', to)
    .groupBy(['o.magasin_id', 'l.product_id']);
  if (q.centralAchatId) query = query.where('o.central_achat_id', '=', q.centralAchatId);
  const rows = await query.execute();
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const storeIds = [...new Set(rows.map((r) => r.magasinId))];
  const [products, stores, orderCounts] = await Promise.all([
    productIds.length
      ? db
          .selectFrom('products as p')
          .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
          .select(['p.id', repo.labelIn(ctx.locale).as('label'), 'p.barcode', 'd.unity', 'p.unitsPerCarton'])
          .where('p.entreprise_id', '=', ctx.entrepriseId)
          .where('p.id', 'in', productIds)
          .execute()
      : Promise.resolve([]),
    storeIds.length
      ? db
          .selectFrom('magasins')
          .select(['id', 'intitule'])
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('id', 'in', storeIds)
          .execute()
      : Promise.resolve([]),
    (() => {
      let c = db
        .selectFrom('central_orders as o')
        .leftJoin('stock_operations as op', 'op.id', 'o.operation_id')
        .select((eb) => [
          'o.magasin_id as magasinId',
          eb.fn.countAll<number>().as('orders'),
          sql<number>`sum(case when o.state = 'sent' then 1 else 0 end)`.as('toPrepare'),
        ])
        .where('o.entreprise_id', '=', ctx.entrepriseId)
        .where('o.state', 'in', ['sent', 'prepared'])
        .where((eb) => eb.or([eb('op.state', 'is', null), eb('op.state', '!=', 'cancelled')]))
        .where('o.sent_at', '>=', from)
        .where('o.sent_at', '<', to)
        .groupBy('o.magasin_id');
      if (q.centralAchatId) c = c.where('o.central_achat_id', '=', q.centralAchatId);
      return c.execute();
    })(),
  ]);
  const byProduct = new Map<
    number,
    { ordered: number; toPrepare: number; stores: { magasinId: number; ordered: number; toPrepare: number }[] }
  >();
  for (const r of rows) {
    const p = byProduct.get(r.productId) ?? { ordered: 0, toPrepare: 0, stores: [] };
    p.ordered = round3(p.ordered + num(r.ordered));
    p.toPrepare = round3(p.toPrepare + num(r.toPrepare));
    p.stores.push({ magasinId: r.magasinId, ordered: round3(num(r.ordered)), toPrepare: round3(num(r.toPrepare)) });
    byProduct.set(r.productId, p);
  }
  const counts = new Map(orderCounts.map((c) => [c.magasinId, c]));
  return {
    from,
    to,
    stores: stores
      .map((s) => ({
        magasinId: s.id,
        name: s.intitule,
        orders: num(counts.get(s.id)?.orders),
        toPrepare: num(counts.get(s.id)?.toPrepare),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.magasinId - b.magasinId),
    rows: products
      .map((p) => {
        const s = byProduct.get(p.id)!;
        return {
          productId: p.id,
          label: p.label,
          barcode: p.barcode,
          unity: p.unity,
          unitsPerCarton: numOrNull(p.unitsPerCarton),
          ordered: s.ordered,
          toPrepare: s.toPrepare,
          stores: s.stores.sort((a, b) => a.magasinId - b.magasinId),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label) || a.productId - b.productId),
  };
}

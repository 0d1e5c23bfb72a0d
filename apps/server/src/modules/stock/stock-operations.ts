// Stock operations (api-spec 7.7 'StockOperation'; product-spec §4 types, issue 26): every type is a kind of one model
// (packages/shared stock-flows.ts) — transfers between entities (expedition, planned shipment, returns to central
// purchasing and to a lab: draft or announced → sent by the source → received by the target with what arrived),
// announced receptions from a supplier (announced → received), operations applied at once (reception, non-programmed
// reception, loss, return to the supplier, switch minus, switch neutral) and counts saved line by line (inventory,
// inventaire_fermeture: counting → done). Each step is one transaction whose state change is a conditional update, so
// two people acting on the same operation at once cannot both apply it (409). Entities are stores, the central
// purchasing warehouse and labs (stock-entities.ts).
import {
  kindsForRole,
  nextSteps,
  STOCK_KINDS,
  toMinor,
  fromMinor,
  type StockEntityRef,
  type StockOperation,
  type StockOperationCountAnswer,
  type StockOperationEvent,
  type StockOperationKind,
  type StockOperationState,
  type StockOperationSummary,
  type StockOperationsPage,
  type StockStep,
  type StockTimelinePage,
} from '@comptoir/shared';
import { sql } from 'kysely';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error';
import { findConfig } from '../entreprise/entreprise.repository';
import { flag } from '../orders/order-settings';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { visibleCommand } from '../orders/orders.view';
import { round3 } from '../orders/stock';
import * as repo from './stock.repository';
import { allEntities, entityInScope, findEntity } from './stock-entities';
import { applyReceptionCosts } from './stock-costs';
import { stockMoved } from '../../realtime/changes';
/** Operations with their entities' names and the stores whose people act for each side (a lab's store). */
const summaries = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('stock_operations as o')
    .leftJoin('magasins as sm', (j) => j.onRef('sm.id', '=', 'o.source_id').on('o.entityTypeTag', '=', 'magasin'))
    .leftJoin('central_achats as sc', (j) => j.onRef('sc.id', '=', 'o.source_id').on('o.entityTypeTag', '=', 'central_achat'))
    .leftJoin('labs as sl', (j) => j.onRef('sl.id', '=', 'o.source_id').on('o.entityTypeTag', '=', 'lab'))
    .leftJoin('magasins as tm', (j) => j.onRef('tm.id', '=', 'o.target_id').on('o.targetTypeTag', '=', 'magasin'))
    .leftJoin('central_achats as tc', (j) => j.onRef('tc.id', '=', 'o.target_id').on('o.targetTypeTag', '=', 'central_achat'))
    .leftJoin('labs as tl', (j) => j.onRef('tl.id', '=', 'o.target_id').on('o.targetTypeTag', '=', 'lab'))
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.id',
      'o.type',
      'o.state',
      'o.entityTypeTag as sourceTypeTag',
      'o.source_id as sourceId',
      sql<string>`coalesce(sm.intitule, sc.intitule, sl.intitule, '')`.as('sourceName'),
      'sl.magasin_id as sourceLabStore',
      'o.targetTypeTag',
      'o.target_id as targetId',
      sql<string | null>`coalesce(tm.intitule, tc.intitule, tl.intitule)`.as('targetName'),
      'tl.magasin_id as targetLabStore',
      'o.supplier_id as supplierId',
      'o.reason',
      'o.note',
      'u.name as userName',
      eb
        .selectFrom('stock_operation_lines as l')
        .select((l) => l.fn.countAll<number>().as('n'))
        .whereRef('l.operation_id', '=', 'o.id')
        .as('lineCount'),
      'o.created_at as createdAt',
      'o.updated_at as updatedAt',
    ])
    .where('o.entreprise_id', '=', entrepriseId);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
type Op = StockOperationSummary & { sourceStore: number | null; targetStore: number | null };
const toSummary = (r: SummaryRow): Op => ({
  id: r.id,
  type: r.type as StockOperationKind,
  state: r.state as StockOperationState,
  sourceTypeTag: r.sourceTypeTag as Op['sourceTypeTag'],
  sourceId: r.sourceId,
  sourceName: r.sourceName,
  targetTypeTag: (r.targetTypeTag ?? null) as Op['targetTypeTag'],
  targetId: r.targetId,
  targetName: r.targetName ?? null,
  supplierId: r.supplierId ?? null,
  reason: (r.reason ?? null) as Op['reason'],
  note: r.note,
  userName: r.userName ?? null,
  lineCount: Number(r.lineCount ?? 0),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  sourceStore: r.sourceTypeTag === 'magasin' ? r.sourceId : r.sourceTypeTag === 'lab' ? (r.sourceLabStore ?? null) : null,
  targetStore: r.targetTypeTag === 'magasin' ? r.targetId : r.targetTypeTag === 'lab' ? (r.targetLabStore ?? null) : null,
});
const publicSummary = ({ sourceStore: _s, targetStore: _t, ...op }: Op): StockOperationSummary => op;

const sideInScope = (ctx: RequestContext, op: Op, side: 'source' | 'target') =>
  side === 'source'
    ? entityInScope(ctx, op.sourceTypeTag, op.sourceStore)
    : op.targetTypeTag !== null && entityInScope(ctx, op.targetTypeTag, op.targetStore);

async function findOperation(db: Executor, ctx: RequestContext, id: number): Promise<Op> {
  const r = await summaries(db, ctx.entrepriseId).where('o.id', '=', id).executeTakeFirst();
  const op = r && toSummary(r);
  if (!op || !(sideInScope(ctx, op, 'source') || sideInScope(ctx, op, 'target'))) throw notFound('stock_operation');
  return op;
}

async function eventsOf(db: Executor, ctx: RequestContext, id: number): Promise<StockOperationEvent[]> {
  const rows = await db
    .selectFrom('stock_operation_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.state', 'e.note', 'u.name as userName', 'e.created_at as createdAt'])
    .where('e.entreprise_id', '=', ctx.entrepriseId)
    .where('e.operation_id', '=', id)
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({ ...r, state: r.state as StockOperationState, userName: r.userName ?? null }));
}

const linesOf = (db: Executor, ctx: RequestContext, id: number) =>
  db
    .selectFrom('stock_operation_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select([
      'l.product_id as productId',
      repo.labelIn(ctx.locale).as('label'),
      'p.barcode',
      'd.unity',
      'l.quantity',
      'l.received',
      'l.nature',
      'l.perCarton',
      'l.unitCost',
    ])
    .where('l.entreprise_id', '=', ctx.entrepriseId)
    .where('l.operation_id', '=', id)
    .orderBy('l.id')
    .execute();

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

async function detailOf(db: Executor, ctx: RequestContext, id: number): Promise<StockOperation> {
  const op = await findOperation(db, ctx, id);
  const [lines, events] = await Promise.all([linesOf(db, ctx, id), eventsOf(db, ctx, id)]);
  return {
    ...publicSummary(op),
    lines: lines.map((l) => ({
      productId: l.productId,
      label: l.label,
      barcode: l.barcode,
      unity: l.unity,
      quantity: Number(l.quantity),
      received: numOrNull(l.received),
      nature: l.nature === 'carton' ? 'carton' : 'unity',
      perCarton: numOrNull(l.perCarton),
      unitPrice: l.unitCost === null || l.unitCost === undefined ? null : fromMinor(Number(l.unitCost)),
    })),
    events,
  };
}

export const detail = (database: Database, ctx: RequestContext, id: number) => detailOf(database.db, ctx, id);

export async function timeline(database: Database, ctx: RequestContext, id: number) {
  const operation = await findOperation(database.db, ctx, id);
  return { operation: publicSummary(operation), events: await eventsOf(database.db, ctx, id) };
}

/** Operations in the user's scope: either side an entity they act for. */
function scoped(ctx: RequestContext, q: { type?: StockOperationKind; entityTypeTag?: string; entityId?: number }) {
  return (query: ReturnType<typeof summaries>) => {
    const scope = storesOf(ctx);
    let out = query;
    if (q.type) out = out.where('o.type', '=', q.type);
    if (q.entityId) {
      const t = q.entityTypeTag ?? 'magasin';
      out = out.where((eb) =>
        eb.or([
          eb.and([eb('o.entityTypeTag', '=', t), eb('o.source_id', '=', q.entityId!)]),
          eb.and([eb('o.targetTypeTag', '=', t), eb('o.target_id', '=', q.entityId!)]),
        ]),
      );
    }
    if (scope) {
      const ids = scope.length ? scope : [0];
      out = out.where((eb) =>
        eb.or([
          eb.and([eb('o.entityTypeTag', '=', 'magasin'), eb('o.source_id', 'in', ids)]),
          eb.and([eb('o.entityTypeTag', '=', 'lab'), eb('sl.magasin_id', 'in', ids)]),
          eb.and([eb('o.targetTypeTag', '=', 'magasin'), eb('o.target_id', 'in', ids)]),
          eb.and([eb('o.targetTypeTag', '=', 'lab'), eb('tl.magasin_id', 'in', ids)]),
        ]),
      );
    }
    return out;
  };
}

export async function list(
  database: Database,
  ctx: RequestContext,
  q: { state?: StockOperationState; type?: StockOperationKind; entityTypeTag?: string; entityId?: number; offset: number; limit: number },
): Promise<StockOperationsPage> {
  let query = scoped(ctx, q)(summaries(database.db, ctx.entrepriseId));
  if (q.state) query = query.where('o.state', '=', q.state);
  const rows = await query.orderBy('o.id', 'desc').limit(q.limit).offset(q.offset).execute();
  const total = Number(
    (
      await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { rows: rows.map((r) => publicSummary(toSummary(r))), total, offset: q.offset };
}

/** GET /StockOperation/timeline: every step of every operation the user sees, newest first, across entities. */
export async function companyTimeline(
  database: Database,
  ctx: RequestContext,
  q: { type?: StockOperationKind; entityTypeTag?: string; entityId?: number; offset: number; limit: number },
): Promise<StockTimelinePage> {
  const ops = scoped(ctx, q)(summaries(database.db, ctx.entrepriseId)).as('o');
  const query = database.db
    .selectFrom('stock_operation_events as e')
    .innerJoin(ops, 'o.id', 'e.operation_id')
    .where('e.entreprise_id', '=', ctx.entrepriseId);
  const rows = await query
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.state',
      'e.note',
      'u.name as userName',
      'e.created_at as createdAt',
      'o.id as operationId',
      'o.type',
      'o.sourceName',
      'o.targetName',
    ])
    .orderBy('e.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    rows: rows.map((r) => ({
      ...r,
      state: r.state as StockOperationState,
      type: r.type as StockOperationKind,
      userName: r.userName ?? null,
      targetName: r.targetName ?? null,
    })),
    total,
    offset: q.offset,
  };
}

async function addEvent(db: Executor, ctx: RequestContext, id: number, state: StockOperationState, note: string | null, now: string) {
  await db
    .insertInto('stock_operation_events')
    .values({ entreprise_id: ctx.entrepriseId, operation_id: id, state, note, user_id: ctx.userId, created_at: now })
    .execute();
}

/** A line as an operation keeps it: units, and the cartons it was counted in. */
export interface OperationLineInput {
  productId: number;
  quantity: number;
  nature?: string;
  perCarton?: number | null;
  /** Minor units, for the priced kinds (receptions). */
  unitCost?: number | null;
}

/**
 * Writes an operation whole: its row, its lines and its first step. The one writer of
 * stock_operations, used by the stock screens, central purchasing and the labs; moving the stock is the caller's.
 */
export async function insertOperation(
  trx: Executor,
  ctx: RequestContext,
  o: {
    type: string;
    state: StockOperationState;
    source: { type: string; id: number };
    target?: { type: string | null; id: number | null };
    supplierId?: number | null;
    reason?: string | null;
    note: string | null;
  },
  lines: OperationLineInput[],
  now: string,
): Promise<number> {
  const op = await trx
    .insertInto('stock_operations')
    .values({
      entreprise_id: ctx.entrepriseId,
      type: o.type,
      state: o.state,
      entityTypeTag: o.source.type,
      source_id: o.source.id,
      targetTypeTag: o.target?.type ?? null,
      target_id: o.target?.id ?? null,
      supplier_id: o.supplierId ?? null,
      reason: o.reason ?? null,
      note: o.note,
      user_id: ctx.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length)
    await trx
      .insertInto('stock_operation_lines')
      .values(
        lines.map((l) => ({
          entreprise_id: ctx.entrepriseId,
          operation_id: op.id,
          product_id: l.productId,
          quantity: l.quantity,
          nature: l.nature ?? 'unity',
          perCarton: l.perCarton ?? null,
          unitCost: l.unitCost ?? null,
        })),
      )
      .execute();
  await addEvent(trx, ctx, op.id, o.state, o.note, now);
  return op.id;
}

interface Moved {
  productId: number;
  quantity: number;
  /** Minor units; undefined: the product's cost now. */
  unitCost?: number | null;
}

/** Moves stock in an entity for an operation (levels first, then the movements; see orders/stock.ts). */
async function move(
  db: Executor,
  ctx: RequestContext,
  entity: { type: string; id: number },
  operationId: number,
  type: string,
  lines: Moved[],
  now: string,
) {
  await repo.writeMovements(
    db,
    { entrepriseId: ctx.entrepriseId, entityTypeTag: entity.type, entityId: entity.id },
    lines.filter((l) => l.quantity !== 0),
    { type, userId: ctx.userId, operationId, now },
  );
}

/** Receptions at a price: the average cost first (from the levels before), then the movements at their price. */
async function receiveAtPrice(
  db: Executor,
  ctx: RequestContext,
  entity: { type: string; id: number },
  id: number,
  type: string,
  lines: Moved[],
  now: string,
) {
  await applyReceptionCosts(db, ctx.entrepriseId, lines);
  await move(db, ctx, entity, id, type, lines, now);
}

type FieldError = { field: string; message: string };

/** Tracked products of the company with their units per carton. */
async function productsOf(db: Executor, ctx: RequestContext, ids: number[]) {
  const rows = ids.length
    ? await repo.trackedProducts(db, ctx.entrepriseId).select(['p.id', 'p.unitsPerCarton']).where('p.id', 'in', ids).execute()
    : [];
  return new Map(rows.map((r) => [r.id, numOrNull(r.unitsPerCarton)]));
}

/** A quantity given in cartons or units, in units (null: cartons of a product without units per carton). */
const inUnits = (quantity: number, nature: string | undefined, perCarton: number | null) =>
  nature === 'carton' ? (perCarton && perCarton > 0 ? round3(quantity * perCarton) : null) : round3(quantity);

/** Creates an operation in its kind's first state; one applied at once moves its stock in the same transaction. */
export async function create(
  database: Database,
  ctx: RequestContext,
  body: {
    type: StockOperationKind;
    sourceTypeTag?: string;
    sourceId: number;
    targetTypeTag?: string;
    targetId?: number | null;
    supplierId?: number | null;
    reason?: 'loss' | 'return' | null;
    note?: string | null;
    lines?: { productId: number; quantity: number; nature?: 'unity' | 'carton'; unitPrice?: number | null }[];
  },
): Promise<StockOperation> {
  const db = database.db;
  const rule = STOCK_KINDS[body.type];
  if (!kindsForRole(ctx.roleTag).includes(body.type)) throw forbidden();
  const errors: FieldError[] = [];
  const sourceType = body.sourceTypeTag ?? 'magasin';
  const source = await findEntity(db, ctx, sourceType, body.sourceId);
  if (!source) errors.push({ field: 'sourceId', message: 'unknown_reference' });
  const targetType = rule.flow === 'transfer' ? (body.targetTypeTag ?? 'magasin') : null;
  const targetId = rule.flow === 'transfer' ? (body.targetId ?? null) : null;
  if (targetId !== null && !(await findEntity(db, ctx, targetType!, targetId, false)))
    errors.push({ field: 'targetId', message: 'unknown_reference' });
  const supplierId = body.supplierId ?? null;
  if (
    supplierId !== null &&
    !(await db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '=', supplierId)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst())
  )
    errors.push({ field: 'supplierId', message: 'unknown_reference' });
  const given = body.lines ?? [];
  const products = await productsOf(
    db,
    ctx,
    given.map((l) => l.productId),
  );
  const lines = given.flatMap((l, i) => {
    if (!products.has(l.productId)) {
      errors.push({ field: `lines.${i}.productId`, message: 'unknown_reference' });
      return [];
    }
    const perCarton = products.get(l.productId) ?? null;
    const units = inUnits(l.quantity, l.nature, perCarton);
    if (units === null) {
      errors.push({ field: `lines.${i}.nature`, message: 'no_units_per_carton' });
      return [];
    }
    const unitCost = rule.priced && l.unitPrice !== undefined && l.unitPrice !== null ? toMinor(l.unitPrice) : null;
    return [
      {
        productId: l.productId,
        quantity: units,
        nature: l.nature ?? 'unity',
        perCarton: l.nature === 'carton' ? perCarton : null,
        unitCost,
      },
    ];
  });
  if (rule.flow === 'count' && source && (await openCount(db, ctx, body.type, source.entityTypeTag, source.id)))
    errors.push({ field: 'type', message: 'count_in_progress' });
  if (errors.length) throw invalid(errors);
  const entity = { type: sourceType, id: body.sourceId };
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const opId = await insertOperation(
      trx,
      ctx,
      {
        type: body.type,
        state: rule.initial,
        source: { type: sourceType, id: body.sourceId },
        target: { type: targetType, id: targetId },
        supplierId,
        reason: body.type === 'switch_neutral' ? (body.reason ?? null) : null,
        note: body.note ?? null,
      },
      lines,
      now,
    );
    // The stores' operation lists hear of it over the live channel.
    if (sourceType === 'magasin') stockMoved(body.sourceId);
    if (targetType === 'magasin' && targetId !== null) stockMoved(targetId);
    const moved = lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitCost: l.unitCost ?? undefined }));
    if (rule.flow === 'in') await receiveAtPrice(trx, ctx, entity, opId, rule.movement!, moved, now);
    if (rule.flow === 'out')
      await move(
        trx,
        ctx,
        entity,
        opId,
        rule.movement!,
        moved.map((l) => ({ ...l, quantity: -l.quantity })),
        now,
      );
    // A switch neutral: the item goes out (as a loss or a return, its reason) and its replacement comes in.
    if (rule.flow === 'neutral')
      await move(trx, ctx, entity, opId, rule.movement!, [...moved.map((l) => ({ ...l, quantity: -l.quantity })), ...moved], now);
    return opId;
  });
  return detailOf(db, ctx, id);
}

/** A count of this kind still counting in the entity (one at a time per entity and kind). */
const openCount = (db: Executor, ctx: RequestContext, type: string, entityTypeTag: string, entityId: number) =>
  db
    .selectFrom('stock_operations')
    .select('id')
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('entityTypeTag', '=', entityTypeTag)
    .where('source_id', '=', entityId)
    .where('type', '=', type)
    .where('state', '=', 'counting')
    .executeTakeFirst();

/** Which side of an operation takes a step: a transfer's reception is the target's, everything else the source's. */
const sideOf = (kind: StockOperationKind, step: StockStep): 'source' | 'target' =>
  step === 'receive' && STOCK_KINDS[kind].flow === 'transfer' ? 'target' : 'source';

const STEP_TO: Record<StockStep, StockOperationState | null> = {
  send: 'sent',
  receive: 'received',
  cancel: 'cancelled',
  close: 'done',
  count: null,
};

/**
 * One step of an operation: 404 when the user may not act for its side; 409 when its state does not allow it or it
 * moved on meanwhile (the state change is `update … where state = <the state read>`); then `apply` in the same
 * transaction. A count keeps the state and only stamps the operation, under the same condition.
 */
async function step<T = StockOperation>(
  database: Database,
  ctx: RequestContext,
  id: number,
  s: { step: StockStep; note?: string | null },
  apply: (trx: Executor, op: Op, now: string) => Promise<T | void>,
): Promise<T | StockOperation> {
  const db = database.db;
  const op = await findOperation(db, ctx, id);
  if (!sideInScope(ctx, op, sideOf(op.type, s.step))) throw notFound('stock_operation');
  if (!nextSteps(op.type, op.state).some((n) => n.step === s.step)) throw conflict('stock_operation_state');
  const to = STEP_TO[s.step] ?? op.state;
  const out = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const changed = await trx
      .updateTable('stock_operations')
      .set({ state: to, updated_at: now })
      .where('id', '=', id)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('state', '=', op.state)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict('stock_operation_state');
    if (to !== op.state) await addEvent(trx, ctx, id, to, s.note ?? null, now);
    // Both sides' screens (the lists, the transit page of the store it goes to) hear of it over the live channel.
    for (const store of [op.sourceStore, op.targetStore]) if (store !== null) stockMoved(store);
    return apply(trx, op, now);
  });
  return out ?? detailOf(db, ctx, id);
}

const sentLines = async (db: Executor, ctx: RequestContext, id: number) =>
  (
    await db
      .selectFrom('stock_operation_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.id', 'l.product_id', 'l.quantity', 'l.perCarton', 'l.unitCost', 'l.countedAt', 'p.unitsPerCarton'])
      .where('l.entreprise_id', '=', ctx.entrepriseId)
      .where('l.operation_id', '=', id)
      .orderBy('l.id')
      .execute()
  ).map((l) => ({
    id: l.id,
    productId: l.product_id,
    quantity: Number(l.quantity),
    perCarton: numOrNull(l.perCarton) ?? numOrNull(l.unitsPerCarton),
    unitCost: numOrNull(l.unitCost),
    countedAt: l.countedAt ?? null,
  }));

const entityOf = (op: Op, side: 'source' | 'target') =>
  side === 'source' ? { type: op.sourceTypeTag, id: op.sourceId } : { type: op.targetTypeTag!, id: op.targetId! };

/**
 * The source sends a transfer: its lines leave the source's stock — no more than its levels hold (read under their
 * locks) unless the company allows negative stock (allow_negative_stock); every short line at once.
 */
export const send = (database: Database, ctx: RequestContext, id: number, note?: string | null) =>
  step(database, ctx, id, { step: 'send', note }, async (trx, op, now) => {
    const lines = await sentLines(trx, ctx, id);
    const source = entityOf(op, 'source');
    if (!flag((await findConfig(trx, ctx.entrepriseId, 'allow_negative_stock'))?.value, false)) {
      const levels = await repo.lockLevels(
        trx,
        { entrepriseId: ctx.entrepriseId, entityTypeTag: source.type, entityId: source.id },
        lines.map((l) => l.productId),
      );
      const short = lines.flatMap((l, i) =>
        l.quantity > (levels.get(l.productId) ?? 0) + 1e-9 ? [{ field: `lines.${i}.quantity`, message: 'insufficient_stock' }] : [],
      );
      if (short.length) throw invalid(short);
    }
    await move(
      trx,
      ctx,
      source,
      id,
      STOCK_KINDS[op.type].movement!,
      lines.map((l) => ({ productId: l.productId, quantity: -l.quantity })),
      now,
    );
  }) as Promise<StockOperation>;

/**
 * What arrived (all that was sent or announced unless said otherwise, in units or cartons): a transfer's target or an
 * announced reception's entity approves it ('approved_reception' movements up to what was sent; more is a surplus,
 * its own 'non_programmed_reception' movement with its reason on the timeline). An announced reception enters at its
 * lines' prices and moves the average cost with what arrived; what did not arrive stays on its lines.
 */
export async function receive(
  database: Database,
  ctx: RequestContext,
  id: number,
  body: { lines?: { productId: number; received: number; nature?: 'unity' | 'carton' }[]; note?: string | null },
  /**
   * 'variance' (a central purchasing order, central-achat module): the target takes in all that was sent, and what did
   * not arrive is its reception count's variance (an 'inventaire' movement of −missing), in the same transaction.
   */
  options: { shortfall?: 'variance' } = {},
): Promise<StockOperation> {
  const lines = await sentLines(database.db, ctx, id);
  const given = new Map<number, number>();
  const errors: FieldError[] = [];
  (body.lines ?? []).forEach((l, i) => {
    const line = lines.find((x) => x.productId === l.productId);
    if (!line) return errors.push({ field: `lines.${i}.productId`, message: 'unknown_reference' });
    const units = inUnits(l.received, l.nature, line.perCarton);
    if (units === null) return errors.push({ field: `lines.${i}.nature`, message: 'no_units_per_carton' });
    given.set(l.productId, units);
  });
  if (errors.length) {
    await findOperation(database.db, ctx, id);
    throw invalid(errors);
  }
  return step(database, ctx, id, { step: 'receive', note: body.note }, async (trx, op, now) => {
    const received = lines.map((l) => ({ ...l, received: given.get(l.productId) ?? l.quantity }));
    for (const l of received) await trx.updateTable('stock_operation_lines').set({ received: l.received }).where('id', '=', l.id).execute();
    const priced = STOCK_KINDS[op.type].flow === 'announced';
    const target = entityOf(op, priced ? 'source' : 'target');
    const cost = (l: (typeof received)[number]) => (priced ? (l.unitCost ?? undefined) : undefined);
    const approved = received.map((l) => ({ productId: l.productId, quantity: Math.min(l.received, l.quantity), unitCost: cost(l) }));
    const surplus = received.filter((l) => l.received > l.quantity + 1e-9);
    const extra = surplus.map((l) => ({ productId: l.productId, quantity: round3(l.received - l.quantity), unitCost: cost(l) }));
    if (priced) await applyReceptionCosts(trx, ctx.entrepriseId, [...approved, ...extra]);
    if (options.shortfall === 'variance') {
      const entity = { entrepriseId: ctx.entrepriseId, entityTypeTag: target.type, entityId: target.id };
      const short = received.filter((l) => l.received < l.quantity - 1e-9);
      const before = await repo.lockLevels(
        trx,
        entity,
        short.map((l) => l.productId),
      );
      await move(
        trx,
        ctx,
        target,
        id,
        'approved_reception',
        received.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        now,
      );
      await repo.writeMovements(
        trx,
        entity,
        short.map((l) => ({
          productId: l.productId,
          quantity: round3(l.received - l.quantity),
          counted: round3((before.get(l.productId) ?? 0) + l.received),
        })),
        { type: 'inventaire', userId: ctx.userId, operationId: id, now },
      );
    } else await move(trx, ctx, target, id, 'approved_reception', approved, now);
    if (surplus.length) {
      await move(trx, ctx, target, id, 'non_programmed_reception', extra, now);
      await addEvent(trx, ctx, id, 'received', `surplus: ${extra.map((l) => `#${l.productId} +${l.quantity}`).join(', ')}`, now);
    }
  }) as Promise<StockOperation>;
}

/** The source cancels a draft or an announcement, or a sent transfer not yet received (its stock returns to it). */
export const cancel = (database: Database, ctx: RequestContext, id: number, note?: string | null) =>
  step(database, ctx, id, { step: 'cancel', note }, async (trx, op, now) => {
    if (op.state !== 'sent') return;
    const lines = await sentLines(trx, ctx, id);
    await move(trx, ctx, entityOf(op, 'source'), id, 'return', lines, now);
  }) as Promise<StockOperation>;

/**
 * One counted line of a count, saved as it is entered: the level becomes what was counted ('inventaire' movement of
 * the difference, the level locked as a count locks it) and the line keeps the count. The same line sent again (same
 * product, quantity and device moment: a retry after a lost answer) writes nothing more.
 */
export const count = (
  database: Database,
  ctx: RequestContext,
  id: number,
  body: { productId: number; quantity: number; nature?: 'unity' | 'carton'; countedAt?: string | null },
): Promise<StockOperationCountAnswer> =>
  step<StockOperationCountAnswer>(database, ctx, id, { step: 'count' }, async (trx, op, now) => {
    const perCarton = await productsOf(trx, ctx, [body.productId]);
    if (!perCarton.has(body.productId)) throw invalid([{ field: 'productId', message: 'unknown_reference' }]);
    const counted = inUnits(body.quantity, body.nature, perCarton.get(body.productId) ?? null);
    if (counted === null) throw invalid([{ field: 'nature', message: 'no_units_per_carton' }]);
    const countedAt = body.countedAt ? new Date(body.countedAt).toISOString() : null;
    const entity = { entrepriseId: ctx.entrepriseId, entityTypeTag: op.sourceTypeTag, entityId: op.sourceId };
    const levels = await repo.lockLevels(trx, entity, [body.productId]);
    const prior = (await sentLines(trx, ctx, id)).find((l) => l.productId === body.productId);
    const answer = { operationId: id, productId: body.productId, counted };
    if (prior && countedAt && prior.quantity === counted && prior.countedAt && new Date(prior.countedAt).toISOString() === countedAt)
      return { ...answer, difference: 0, written: false };
    const difference = round3(counted - (levels.get(body.productId) ?? 0));
    await repo.writeMovements(trx, entity, [{ productId: body.productId, quantity: difference, counted }], {
      type: 'inventaire',
      userId: ctx.userId,
      now,
      operationId: id,
      countedAt,
    });
    await trx
      .insertInto('stock_operation_lines')
      .values({
        entreprise_id: ctx.entrepriseId,
        operation_id: id,
        product_id: body.productId,
        quantity: counted,
        nature: body.nature ?? 'unity',
        countedAt,
      })
      .onConflict((oc) =>
        oc.columns(['operation_id', 'product_id']).doUpdateSet({ quantity: counted, nature: body.nature ?? 'unity', countedAt }),
      )
      .execute();
    return { ...answer, difference, written: true };
  }) as Promise<StockOperationCountAnswer>;

/** The count is over (counting → done): the closing count of a store's day lets the day close (mandatory inventory). */
export const close = (database: Database, ctx: RequestContext, id: number, note?: string | null) =>
  step(database, ctx, id, { step: 'close', note }, async () => undefined) as Promise<StockOperation>;

/** The company's live categories by label (the count screen goes through a store by category). */
export const categories = (database: Database, ctx: RequestContext) =>
  database.db
    .selectFrom('product_categories')
    .select(['id', 'label'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('label')
    .orderBy('id')
    .execute();

/** Every live entity of the company, stores first: where a transfer may go (any, whatever the user's own stores). */
export const destinations = (database: Database, ctx: RequestContext): Promise<StockEntityRef[]> =>
  allEntities(database.db, ctx.entrepriseId);

/** GET /StockOperation/command/{id}: the movements an order wrote (its sales and returns). */
export async function commandMovements(database: Database, ctx: RequestContext, commandId: number) {
  const db = database.db;
  await visibleCommand(db, ctx, commandId);
  const rows = await db
    .selectFrom('stock_movements as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .leftJoin('magasins as s', 's.id', 'm.entity_id')
    .select([
      'm.id',
      'm.type',
      'm.product_id as productId',
      repo.labelIn(ctx.locale).as('label'),
      'm.quantity',
      'm.entity_id as entityId',
      's.intitule as storeName',
      'm.created_at as createdAt',
    ])
    .where('m.entreprise_id', '=', ctx.entrepriseId)
    .where('m.command_id', '=', commandId)
    .orderBy('m.id')
    .execute();
  return { commandId, movements: rows.map((r) => ({ ...r, quantity: Number(r.quantity), storeName: r.storeName ?? null })) };
}

// Stock operations (api-spec 7.7 'StockOperation', product-spec §9 types): an expedition moves stock from one store to
// another (draft → sent: 'expedition' movements out of the sender; sent → received: 'approved_reception' movements into
// the receiver, of what it counted on arrival), a loss takes stock out of a store at once ('loss' movements, done).
// Cancelling a sent expedition puts its stock back in the sender ('return'). Each step is one transaction whose state
// change is a conditional update, so two people acting on the same operation at once cannot both apply it (409).
import type {
  StockOperation,
  StockOperationEvent,
  StockOperationKind,
  StockOperationState,
  StockOperationSummary,
  StockOperationsPage,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { findConfig } from '../entreprise/entreprise.repository';
import { flag } from '../orders/order-settings';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { visibleCommand } from '../orders/orders.view';
import { round3, STORE_ENTITY } from '../orders/stock';
import * as repo from './stock.repository';

const summaries = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('stock_operations as o')
    .innerJoin('magasins as s', 's.id', 'o.source_id')
    .leftJoin('magasins as t', 't.id', 'o.target_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.id',
      'o.type',
      'o.state',
      'o.source_id as sourceId',
      's.intitule as sourceName',
      'o.target_id as targetId',
      't.intitule as targetName',
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
const toSummary = (r: SummaryRow): StockOperationSummary => ({
  ...r,
  type: r.type as StockOperationKind,
  state: r.state as StockOperationState,
  userName: r.userName ?? null,
  targetName: r.targetName ?? null,
  lineCount: Number(r.lineCount ?? 0),
});

/** Stores the user acts for (undefined: all of the company's). */
const inScope = (ctx: RequestContext, id: number | null) => id !== null && (storesOf(ctx)?.includes(id) ?? true);

async function findOperation(db: Executor, ctx: RequestContext, id: number) {
  const r = await summaries(db, ctx.entrepriseId).where('o.id', '=', id).executeTakeFirst();
  if (!r || !(inScope(ctx, r.sourceId) || inScope(ctx, r.targetId))) throw notFound('stock_operation');
  return toSummary(r);
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
    .select(['l.product_id as productId', repo.labelIn(ctx.locale).as('label'), 'p.barcode', 'd.unity', 'l.quantity', 'l.received'])
    .where('l.entreprise_id', '=', ctx.entrepriseId)
    .where('l.operation_id', '=', id)
    .orderBy('l.id')
    .execute();

async function detailOf(db: Executor, ctx: RequestContext, id: number): Promise<StockOperation> {
  const op = await findOperation(db, ctx, id);
  const [lines, events] = await Promise.all([linesOf(db, ctx, id), eventsOf(db, ctx, id)]);
  return {
    ...op,
    lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity), received: l.received === null ? null : Number(l.received) })),
    events,
  };
}

export const detail = (database: Database, ctx: RequestContext, id: number) => detailOf(database.db, ctx, id);

export async function timeline(database: Database, ctx: RequestContext, id: number) {
  const operation = await findOperation(database.db, ctx, id);
  return { operation, events: await eventsOf(database.db, ctx, id) };
}

export async function list(
  database: Database,
  ctx: RequestContext,
  q: { state?: StockOperationState; type?: StockOperationKind; entityId?: number; offset: number; limit: number },
): Promise<StockOperationsPage> {
  const scope = storesOf(ctx);
  let query = summaries(database.db, ctx.entrepriseId);
  if (q.state) query = query.where('o.state', '=', q.state);
  if (q.type) query = query.where('o.type', '=', q.type);
  if (q.entityId) query = query.where((eb) => eb.or([eb('o.source_id', '=', q.entityId!), eb('o.target_id', '=', q.entityId!)]));
  if (scope) {
    const ids = scope.length ? scope : [0];
    query = query.where((eb) => eb.or([eb('o.source_id', 'in', ids), eb('o.target_id', 'in', ids)]));
  }
  const rows = await query.orderBy('o.id', 'desc').limit(q.limit).offset(q.offset).execute();
  const total = Number(
    (
      await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { rows: rows.map(toSummary), total, offset: q.offset };
}

async function addEvent(db: Executor, ctx: RequestContext, id: number, state: StockOperationState, note: string | null, now: string) {
  await db
    .insertInto('stock_operation_events')
    .values({ entreprise_id: ctx.entrepriseId, operation_id: id, state, note, user_id: ctx.userId, created_at: now })
    .execute();
}

/** Moves the stock of an operation's lines in a store (levels first, then the movements; see orders/stock.ts). */
async function move(
  db: Executor,
  ctx: RequestContext,
  storeId: number,
  operationId: number,
  type: string,
  lines: { productId: number; quantity: number }[],
  now: string,
) {
  await repo.writeMovements(
    db,
    { entrepriseId: ctx.entrepriseId, entityTypeTag: STORE_ENTITY, entityId: storeId },
    lines.filter((l) => l.quantity !== 0),
    { type, userId: ctx.userId, operationId, now },
  );
}

/** Creates an expedition (a draft) or a loss (applied at once). Every problem of the payload is listed. */
export async function create(
  database: Database,
  ctx: RequestContext,
  body: {
    type: StockOperationKind;
    sourceId: number;
    targetId?: number | null;
    note?: string | null;
    lines: { productId: number; quantity: number }[];
  },
): Promise<StockOperation> {
  const db = database.db;
  const errors: { field: string; message: string }[] = [];
  if (!(await repo.findStore(db, ctx, body.sourceId))) errors.push({ field: 'sourceId', message: 'unknown_reference' });
  const targetId = body.type === 'expedition' ? (body.targetId ?? null) : null;
  if (targetId !== null && !(await repo.findStore(db, ctx, targetId, false)))
    errors.push({ field: 'targetId', message: 'unknown_reference' });
  const tracked = new Set(
    (
      await repo.trackedByIds(
        db,
        ctx.entrepriseId,
        body.lines.map((l) => l.productId),
      )
    ).map((p) => p.id),
  );
  body.lines.forEach((l, i) => {
    if (!tracked.has(l.productId)) errors.push({ field: `lines.${i}.productId`, message: 'unknown_reference' });
  });
  if (errors.length) throw invalid(errors);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const state: StockOperationState = body.type === 'loss' ? 'done' : 'draft';
    const op = await trx
      .insertInto('stock_operations')
      .values({
        entreprise_id: ctx.entrepriseId,
        type: body.type,
        state,
        entityTypeTag: STORE_ENTITY,
        source_id: body.sourceId,
        target_id: targetId,
        note: body.note ?? null,
        user_id: ctx.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = body.lines.map((l) => ({ productId: l.productId, quantity: round3(l.quantity) }));
    await trx
      .insertInto('stock_operation_lines')
      .values(lines.map((l) => ({ entreprise_id: ctx.entrepriseId, operation_id: op.id, product_id: l.productId, quantity: l.quantity })))
      .execute();
    await addEvent(trx, ctx, op.id, state, body.note ?? null, now);
    if (body.type === 'loss')
      await move(
        trx,
        ctx,
        body.sourceId,
        op.id,
        'loss',
        lines.map((l) => ({ ...l, quantity: -l.quantity })),
        now,
      );
    return op.id;
  });
  return detailOf(db, ctx, id);
}

/**
 * One step of an operation: moves it from one of `from` to `to` if it still is there (else 409, or 404 when the user
 * may not act for `side`), then `apply` in the same transaction.
 */
async function step(
  database: Database,
  ctx: RequestContext,
  id: number,
  s: { from: StockOperationState[]; to: StockOperationState; side: 'source' | 'target'; note?: string | null },
  apply: (trx: Executor, op: StockOperationSummary, now: string) => Promise<void>,
): Promise<StockOperation> {
  const db = database.db;
  const op = await findOperation(db, ctx, id);
  if (!inScope(ctx, s.side === 'source' ? op.sourceId : op.targetId)) throw notFound('stock_operation');
  if (op.type !== 'expedition' || !s.from.includes(op.state)) throw conflict('stock_operation_state');
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const changed = await trx
      .updateTable('stock_operations')
      .set({ state: s.to, updated_at: now })
      .where('id', '=', id)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('state', '=', op.state)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict('stock_operation_state');
    await addEvent(trx, ctx, id, s.to, s.note ?? null, now);
    await apply(trx, op, now);
  });
  return detailOf(db, ctx, id);
}

const sentLines = async (db: Executor, ctx: RequestContext, id: number) =>
  (
    await db
      .selectFrom('stock_operation_lines')
      .select(['id', 'product_id', 'quantity'])
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('operation_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((l) => ({ id: l.id, productId: l.product_id, quantity: Number(l.quantity) }));

/**
 * The sender sends an expedition: its lines leave the sender's stock — no more than the sender's levels hold (read
 * under their locks) unless the company allows negative stock (allow_negative_stock); every short line at once.
 */
export const send = (database: Database, ctx: RequestContext, id: number, note?: string | null) =>
  step(database, ctx, id, { from: ['draft'], to: 'sent', side: 'source', note }, async (trx, op, now) => {
    const lines = await sentLines(trx, ctx, id);
    if (!flag((await findConfig(trx, ctx.entrepriseId, 'allow_negative_stock'))?.value, false)) {
      const store = { entrepriseId: ctx.entrepriseId, entityTypeTag: STORE_ENTITY, entityId: op.sourceId };
      const levels = await repo.lockLevels(
        trx,
        store,
        lines.map((l) => l.productId),
      );
      const asked = new Map<number, number>();
      for (const l of lines) asked.set(l.productId, round3((asked.get(l.productId) ?? 0) + l.quantity));
      const short = lines.flatMap((l, i) =>
        (asked.get(l.productId) ?? 0) > (levels.get(l.productId) ?? 0) + 1e-9
          ? [{ field: `lines.${i}.quantity`, message: 'insufficient_stock' }]
          : [],
      );
      if (short.length) throw invalid(short);
    }
    await move(
      trx,
      ctx,
      op.sourceId,
      id,
      'expedition',
      lines.map((l) => ({ productId: l.productId, quantity: -l.quantity })),
      now,
    );
  });

/** The receiver approves what arrived (all that was sent unless said otherwise): it enters the receiver's stock. */
export async function receive(
  database: Database,
  ctx: RequestContext,
  id: number,
  body: { lines?: { productId: number; received: number }[]; note?: string | null },
): Promise<StockOperation> {
  const lines = await sentLines(database.db, ctx, id);
  const given = new Map<number, number>();
  const errors: { field: string; message: string }[] = [];
  (body.lines ?? []).forEach((l, i) => {
    if (!lines.some((x) => x.productId === l.productId)) errors.push({ field: `lines.${i}.productId`, message: 'unknown_reference' });
    given.set(l.productId, round3(l.received));
  });
  if (errors.length) {
    await findOperation(database.db, ctx, id);
    throw invalid(errors);
  }
  return step(database, ctx, id, { from: ['sent'], to: 'received', side: 'target', note: body.note }, async (trx, op, now) => {
    const received = lines.map((l) => ({ ...l, received: given.get(l.productId) ?? l.quantity }));
    for (const l of received) await trx.updateTable('stock_operation_lines').set({ received: l.received }).where('id', '=', l.id).execute();
    // What arrived up to what was sent is the reception; more than was sent is a surplus, its own movement (a
    // non-programmed reception) with its reason on the timeline, so the sender's stock and the receiver's never disagree
    // silently.
    await move(
      trx,
      ctx,
      op.targetId!,
      id,
      'approved_reception',
      received.map((l) => ({ productId: l.productId, quantity: Math.min(l.received, l.quantity) })),
      now,
    );
    const surplus = received.filter((l) => l.received > l.quantity + 1e-9);
    if (surplus.length) {
      await move(
        trx,
        ctx,
        op.targetId!,
        id,
        'non_programmed_reception',
        surplus.map((l) => ({ productId: l.productId, quantity: round3(l.received - l.quantity) })),
        now,
      );
      await addEvent(
        trx,
        ctx,
        id,
        'received',
        `surplus: ${surplus.map((l) => `#${l.productId} +${round3(l.received - l.quantity)}`).join(', ')}`,
        now,
      );
    }
  });
}

/** The sender cancels a draft, or a sent expedition not yet received (its stock returns to the sender). */
export const cancel = (database: Database, ctx: RequestContext, id: number, note?: string | null) =>
  step(database, ctx, id, { from: ['draft', 'sent'], to: 'cancelled', side: 'source', note }, async (trx, op, now) => {
    if (op.state !== 'sent') return;
    const lines = await sentLines(trx, ctx, id);
    await move(trx, ctx, op.sourceId, id, 'return', lines, now);
  });

/** The company's live stores, by name: where an expedition may go. */
export const destinations = (database: Database, ctx: RequestContext) =>
  database.db
    .selectFrom('magasins')
    .select(['id', 'intitule'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('intitule')
    .orderBy('id')
    .execute();

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

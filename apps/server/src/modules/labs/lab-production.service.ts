// Production (issue 27): a lab planning's moves and what each writes in the lab's stock, in one transaction whose state
// change is `update … where state = <the state read>` (the second of two at once is a 409):
// - plannified → in_production: the raw ingredients of its products (recipes, semi-finished products expanded to any
//   depth, units converted exactly) leave the lab ('lab_consumption'), no more than it holds unless the company allows
//   negative stock;
// - in_production → ready: the products enter the lab ('lab_production') and one planned shipment per store is
//   announced (the lab sends it, the store receives it with the stock operations' steps);
// - in_production → lost: the products enter the lab and leave it as a loss (a stock operation 'loss' with the reason).
// Every movement keeps the planning it was written for (stock_movements.lab_planning_id).
import {
  canMoveLabPlanning,
  expandRecipes,
  frac,
  fracRound,
  labPlanningMoves,
  RecipeError,
  type Frac,
  type LabPlanningDetails,
  type LabPlanningsPage,
  type LabPlanningState,
  type LabPlanningStateBody,
  type LabPlanningSummary,
} from '@comptoir/shared';
import { sql } from 'kysely';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { findConfig } from '../entreprise/entreprise.repository';
import { flag } from '../orders/order-settings';
import * as stockRepo from '../stock/stock.repository';
import * as stockOperations from '../stock/stock-operations';
import { labInScope, labOr404 } from './labs-access';

// ---- Reading

const summaries = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('lab_plannings as lp')
    .innerJoin('labs as l', 'l.id', 'lp.lab_id')
    .innerJoin('planning_periods as pp', 'pp.id', 'lp.planning_period_id')
    .leftJoin('users as u', 'u.id', 'lp.user_id')
    .select((eb) => [
      'lp.id',
      'lp.lab_id as labId',
      'l.intitule as labName',
      'l.magasin_id as labStore',
      'lp.day',
      'lp.planning_period_id as planningPeriodId',
      'pp.intitule as periodName',
      'pp.startsAt',
      'lp.state',
      'lp.lostReason',
      'u.name as userName',
      'lp.updated_at as updatedAt',
      eb
        .selectFrom('lab_planning_lines as x')
        .select(sql<number>`coalesce(sum(x.quantity), 0)`.as('s'))
        .whereRef('x.planning_id', '=', 'lp.id')
        .as('planned'),
      eb
        .selectFrom('lab_planning_lines as x')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('x.planning_id', '=', 'lp.id')
        .as('lineCount'),
    ])
    .where('lp.entreprise_id', '=', entrepriseId);

type Row = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
const toSummary = (r: Row): LabPlanningSummary => ({
  id: r.id,
  labId: r.labId,
  labName: r.labName,
  day: r.day,
  planningPeriodId: r.planningPeriodId,
  periodName: r.periodName,
  startsAt: r.startsAt,
  state: r.state as LabPlanningState,
  lostReason: r.lostReason ?? null,
  planned: Number(r.planned ?? 0),
  lines: Number(r.lineCount ?? 0),
  userName: r.userName ?? null,
  updatedAt: String(r.updatedAt),
});

/** A planning of a lab the user acts for, or 404. */
async function planningOr404(db: Executor, ctx: RequestContext, id: number) {
  const r = await summaries(db, ctx.entrepriseId).where('lp.id', '=', id).executeTakeFirst();
  if (!r || !(await labInScope(db, ctx, { id: r.labId, intitule: r.labName, magasinId: r.labStore }))) throw notFound('lab_planning');
  return r;
}

/** GET /Lab/{id}/LabPlannings: the lab's plannings, newest day first, then by period. */
export async function labPlannings(
  database: Database,
  ctx: RequestContext,
  labId: number,
  q: { from?: string; to?: string; offset?: number; limit?: number },
): Promise<LabPlanningsPage> {
  const db = database.db;
  await labOr404(db, ctx, labId);
  let query = summaries(db, ctx.entrepriseId).where('lp.lab_id', '=', labId);
  if (q.from) query = query.where('lp.day', '>=', q.from);
  if (q.to) query = query.where('lp.day', '<=', q.to);
  const offset = q.offset ?? 0;
  const rows = await query
    .orderBy('lp.day', 'desc')
    .orderBy('pp.position')
    .orderBy('pp.startsAt')
    .orderBy('lp.id')
    .limit(q.limit ?? 50)
    .offset(offset)
    .execute();
  const total = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toSummary), total: Number(total.n), offset };
}

const linesOf = (db: Executor, ctx: RequestContext, id: number) =>
  db
    .selectFrom('lab_planning_lines as x')
    .innerJoin('products as p', 'p.id', 'x.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .innerJoin('magasins as m', 'm.id', 'x.magasin_id')
    .select([
      'x.product_id as productId',
      stockRepo.labelIn(ctx.locale).as('label'),
      'd.unity',
      'x.magasin_id as magasinId',
      'm.intitule as magasinName',
      'x.quantity',
      'x.suggested',
    ])
    .where('x.entreprise_id', '=', ctx.entrepriseId)
    .where('x.planning_id', '=', id)
    .orderBy('label')
    .orderBy('x.product_id')
    .orderBy('m.intitule')
    .orderBy('x.magasin_id')
    .execute();

interface Described {
  label: string;
  unity: string | null;
  type: string;
}

/** Every recipe reachable from `productIds` (their elements' recipes too), with each product's label, unit and type. */
async function recipeBook(db: Executor, ctx: RequestContext, productIds: number[]) {
  const recipes = new Map<number, { elementId: number; quantity: number; unity: string | null }[]>();
  const described = new Map<number, Described>();
  let wanted = [...new Set(productIds)];
  while (wanted.length) {
    const [lines, descs] = await Promise.all([
      db
        .selectFrom('product_elements')
        .select(['productId', 'elementId', 'quantity', 'unity'])
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('deleted_at', 'is', null)
        .where('productId', 'in', wanted)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('products as p')
        .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
        .select(['p.id', stockRepo.labelIn(ctx.locale).as('label'), 'd.unity', 'd.type'])
        .where('p.entreprise_id', '=', ctx.entrepriseId)
        .where('p.id', 'in', wanted)
        .execute(),
    ]);
    for (const d of descs) described.set(d.id, { label: d.label, unity: d.unity ?? null, type: d.type ?? 'outbound' });
    for (const id of wanted) recipes.set(id, []);
    for (const l of lines) recipes.get(l.productId)!.push({ elementId: l.elementId, quantity: Number(l.quantity), unity: l.unity ?? null });
    wanted = [...new Set(lines.map((l) => l.elementId))].filter((id) => !recipes.has(id));
  }
  return {
    recipes,
    described,
    book: {
      recipes,
      unityOf: (id: number) => described.get(id)?.unity ?? null,
      expands: (id: number) => described.get(id)?.type === 'semifini',
    },
  };
}

/** Planned quantity per product (all stores). */
const totals = (lines: { productId: number; quantity: number | string }[]) => {
  const out = new Map<number, Frac>();
  for (const l of lines) {
    const prev = out.get(l.productId);
    const q = frac(Number(l.quantity));
    out.set(l.productId, prev ? { n: prev.n * q.d + q.n * prev.d, d: prev.d * q.d } : q);
  }
  return out;
};

function ingredientsOf(book: Awaited<ReturnType<typeof recipeBook>>, demand: Map<number, Frac>) {
  try {
    return expandRecipes(demand, book.book);
  } catch (e) {
    if (e instanceof RecipeError) throw invalid([{ field: `products.${e.productId}`, message: e.code }]);
    throw e;
  }
}

export async function details(database: Database, ctx: RequestContext, id: number): Promise<LabPlanningDetails> {
  const db = database.db;
  const head = await planningOr404(db, ctx, id);
  const [lines, moved, shipments] = await Promise.all([
    linesOf(db, ctx, id),
    db
      .selectFrom('stock_movements as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
      .select([
        'm.type',
        'm.product_id as productId',
        stockRepo.labelIn(ctx.locale).as('label'),
        'd.unity',
        sql<number>`sum(m.quantity)`.as('q'),
      ])
      .where('m.entreprise_id', '=', ctx.entrepriseId)
      .where('m.lab_planning_id', '=', id)
      .groupBy(['m.type', 'm.product_id', 'd.label', 'd.unity', 'd.en_label', 'd.ar_label', 'd.it_label'])
      .orderBy('label')
      .execute(),
    db
      .selectFrom('lab_planning_shipments as s')
      .innerJoin('stock_operations as o', 'o.id', 's.stock_operation_id')
      .innerJoin('magasins as mg', 'mg.id', 's.magasin_id')
      .select((eb) => [
        's.stock_operation_id as operationId',
        's.magasin_id as magasinId',
        'mg.intitule as magasinName',
        'o.state',
        eb
          .selectFrom('stock_operation_lines as ol')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('ol.operation_id', '=', 'o.id')
          .as('lineCount'),
      ])
      .where('s.entreprise_id', '=', ctx.entrepriseId)
      .where('s.planning_id', '=', id)
      .orderBy('mg.intitule')
      .execute(),
  ]);
  const demand = totals(lines);
  const book = await recipeBook(db, ctx, [...demand.keys()]);
  const ingredients = ingredientsOf(book, demand);
  const name = (pid: number) => book.described.get(pid)?.label ?? '';
  const unity = (pid: number) => book.described.get(pid)?.unity ?? null;
  const stores = new Map(lines.map((l) => [l.magasinId, { id: l.magasinId, intitule: l.magasinName }]));
  const movedOf = (type: string, sign: number) =>
    moved
      .filter((m) => m.type === type)
      .map((m) => ({
        productId: m.productId,
        label: m.label,
        unity: m.unity ?? null,
        quantity: Math.round(sign * Number(m.q) * 1000) / 1000,
      }));
  return {
    ...toSummary(head),
    lines: lines.map((l) => ({
      ...l,
      unity: l.unity ?? null,
      quantity: Number(l.quantity),
      suggested: l.suggested === null || l.suggested === undefined ? null : Number(l.suggested),
    })),
    products: [...demand.entries()].map(([productId, q]) => ({
      productId,
      label: name(productId),
      unity: unity(productId),
      quantity: fracRound(q),
      elements: (book.recipes.get(productId) ?? []).map((e) => ({
        productId: e.elementId,
        label: name(e.elementId),
        unity: e.unity ?? unity(e.elementId),
        quantity: fracRound({ n: q.n * frac(e.quantity).n, d: q.d * frac(e.quantity).d }),
      })),
    })),
    ingredients: [...ingredients.entries()]
      .map(([productId, q]) => ({ productId, label: name(productId), unity: unity(productId), quantity: fracRound(q) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    stores: [...stores.values()].sort((a, b) => a.intitule.localeCompare(b.intitule)),
    moved: {
      consumed: movedOf('lab_consumption', -1),
      produced: movedOf('lab_production', 1),
      lost: movedOf('loss', -1),
    },
    shipments: shipments.map((s) => ({ ...s, lineCount: Number(s.lineCount ?? 0) })),
    moves: labPlanningMoves(head.state),
  };
}

// ---- Moves

type Trx = Executor;

async function writeLab(
  trx: Trx,
  ctx: RequestContext,
  labId: number,
  planningId: number,
  type: string,
  moves: { productId: number; quantity: number }[],
  now: string,
  operationId?: number,
) {
  const ids = await stockRepo.writeMovements(
    trx,
    { entrepriseId: ctx.entrepriseId, entityTypeTag: 'lab', entityId: labId },
    moves.filter((m) => m.quantity !== 0),
    { type, userId: ctx.userId, now, operationId: operationId ?? null },
  );
  // One movement per product per call: the ids returned are all of them.
  if (ids.size)
    await trx
      .updateTable('stock_movements')
      .set({ lab_planning_id: planningId })
      .where('id', 'in', [...ids.values()])
      .execute();
}

/** A stock operation written whole by a move (its lines and first event): a loss done, a planned shipment announced. */
async function operation(
  trx: Trx,
  ctx: RequestContext,
  o: { type: 'loss' | 'planned_shipment'; state: 'done' | 'announced'; labId: number; targetId?: number; note: string | null },
  lines: { productId: number; quantity: number }[],
  now: string,
) {
  return stockOperations.insertOperation(
    trx,
    ctx,
    {
      type: o.type,
      state: o.state,
      source: { type: 'lab', id: o.labId },
      target: { type: o.targetId ? 'magasin' : null, id: o.targetId ?? null },
      note: o.note,
    },
    lines,
    now,
  );
}

/** PATCH /LabPlanning/{id}/state (ours): one move of the planning machine, with what it writes. */
export async function move(database: Database, ctx: RequestContext, id: number, body: LabPlanningStateBody): Promise<LabPlanningDetails> {
  const db = database.db;
  const head = await planningOr404(db, ctx, id);
  if (body.state === 'lost' && !body.reason) throw invalid([{ field: 'reason', message: 'required' }]);
  if (!canMoveLabPlanning(head.state, body.state)) throw conflict('lab_planning_state');
  const lines = (await linesOf(db, ctx, id)).map((l) => ({ ...l, quantity: Number(l.quantity) }));
  const demand = totals(lines);
  const made = [...demand.entries()].map(([productId, q]) => ({ productId, quantity: fracRound(q) }));
  const ingredients =
    body.state === 'in_production'
      ? [...ingredientsOf(await recipeBook(db, ctx, [...demand.keys()]), demand).entries()]
          .map(([productId, q]) => ({ productId, quantity: fracRound(q) }))
          .filter((l) => l.quantity !== 0)
      : [];
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const changed = await trx
      .updateTable('lab_plannings')
      .set({ state: body.state, updated_at: now, user_id: ctx.userId, ...(body.state === 'lost' ? { lostReason: body.reason } : {}) })
      .where('id', '=', id)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('state', '=', head.state)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict('lab_planning_state');
    const lab = head.labId;
    if (body.state === 'in_production') {
      if (!flag((await findConfig(trx, ctx.entrepriseId, 'allow_negative_stock'))?.value, false)) {
        const levels = await stockRepo.lockLevels(
          trx,
          { entrepriseId: ctx.entrepriseId, entityTypeTag: 'lab', entityId: lab },
          ingredients.map((l) => l.productId),
        );
        const short = ingredients.flatMap((l) =>
          l.quantity > (levels.get(l.productId) ?? 0) + 1e-9
            ? [{ field: `ingredients.${l.productId}`, message: 'insufficient_stock' }]
            : [],
        );
        if (short.length) throw invalid(short);
      }
      await writeLab(
        trx,
        ctx,
        lab,
        id,
        'lab_consumption',
        ingredients.map((l) => ({ ...l, quantity: -l.quantity })),
        now,
      );
      return;
    }
    await writeLab(trx, ctx, lab, id, 'lab_production', made, now);
    if (body.state === 'lost') {
      const opId = await operation(trx, ctx, { type: 'loss', state: 'done', labId: lab, note: body.reason ?? null }, made, now);
      await writeLab(
        trx,
        ctx,
        lab,
        id,
        'loss',
        made.map((l) => ({ ...l, quantity: -l.quantity })),
        now,
        opId,
      );
      return;
    }
    // Ready: one planned shipment per store, announced; the lab sends it, the store receives it.
    const byStore = new Map<number, { productId: number; quantity: number }[]>();
    for (const l of lines) {
      if (l.quantity <= 0) continue;
      const list = byStore.get(l.magasinId) ?? [];
      list.push({ productId: l.productId, quantity: l.quantity });
      byStore.set(l.magasinId, list);
    }
    for (const [magasinId, storeLines] of [...byStore.entries()].sort((a, b) => a[0] - b[0])) {
      const note = `${head.day} ${head.periodName}`;
      const opId = await operation(
        trx,
        ctx,
        { type: 'planned_shipment', state: 'announced', labId: lab, targetId: magasinId, note },
        storeLines,
        now,
      );
      await trx
        .insertInto('lab_planning_shipments')
        .values({ entreprise_id: ctx.entrepriseId, planning_id: id, magasin_id: magasinId, stock_operation_id: opId })
        .execute();
    }
  });
  return details(database, ctx, id);
}

/**
 * PATCH /LabPlanning/{id}/shipments/{operationId}/send (ours): the lab sends one of the planning's shipments, by the
 * stock operations' own step. The lab's people act for its stock as if they worked in the store it sits in (a baker of
 * the lab may be bound to another store, or to none), for this step of this shipment only.
 */
export async function sendShipment(database: Database, ctx: RequestContext, id: number, operationId: number) {
  const db = database.db;
  const head = await planningOr404(db, ctx, id);
  const shipment = await db
    .selectFrom('lab_planning_shipments')
    .select('stock_operation_id')
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('planning_id', '=', id)
    .where('stock_operation_id', '=', operationId)
    .executeTakeFirst();
  if (!shipment) throw notFound('stock_operation');
  const asLab: RequestContext = head.labStore === null ? ctx : { ...ctx, magasinIds: [...new Set([...ctx.magasinIds, head.labStore])] };
  await stockOperations.send(database, asLab, operationId);
  return details(database, ctx, id);
}

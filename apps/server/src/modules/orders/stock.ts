// The stock ledger core (DESIGN.md §3, §3c): what a sold Price takes out of the store's stock entity (components of
// bundles and compositions, ingredients of recipes prepared in store, nothing for services), written as movements
// with the level kept in the same transaction; crossing a product's critical quantity records a notification.
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { DB } from '../../db/schema';
import { invalid } from '../../lib/app-error';
import { isChoiceHidden, type CompositionChoice } from '@comptoir/shared';
import { stockMoved } from '../../realtime/changes';
import { productCost, productCostSql } from './unit-cost';

export const STORE_ENTITY = 'magasin';
const Q = 1000; // quantities are kept to 3 decimals

/** Quantities are kept to 3 decimals. */
export const round3 = (n: number) => Math.round(n * Q) / Q;

interface Combined {
  productId: number;
  quantity: number;
  isAutoIncluded: boolean;
  compositionNumber: number | null;
}

/** Each product's cost now (average cost, else buying price; minor units), as the sale's components read it. */
export type ProductCosts = Map<number, number | null>;

/** Product quantities one unit of a price line takes, before recipes (422 on a choice outside the price's compositions). */
export async function componentsOf(
  db: Executor,
  entrepriseId: number,
  priceId: number,
  choices: readonly CompositionChoice[],
  field: string,
): Promise<Map<number, number>> {
  return (await componentsOfLines(db, entrepriseId, [{ priceId, choices, field }]))[0];
}

/**
 * The unit cost a movement moves at (minor units): the product's cost (unit-cost.ts, the one rule: weighted average
 * cost, else buying price; `p` is products). Read with what a sale reads anyway: no query more.
 */
export const unitCostSql = productCostSql();
const costOf = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

// The statements every sale runs are compiled once (db/prepared.ts).
// With each product's cost (unit-cost.ts): a sale keeps it on its lines without another statement.
const combinedQuery = prepared((db: Executor, a: { entrepriseId: number; priceIds: number[] }) =>
  db
    .selectFrom('combined_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.productId')
    .select(['cp.priceId', 'cp.productId', 'cp.quantity', 'cp.isAutoIncluded', 'cp.compositionNumber', 'p.averageCost', 'p.buyingPrice'])
    .where('cp.entreprise_id', '=', a.entrepriseId)
    .where('cp.priceId', 'in', a.priceIds)
    .where('cp.deleted_at', 'is', null),
);
const describedQuery = prepared((db: Executor, a: { entrepriseId: number; ids: number[] }) =>
  db
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select(['p.id', 'd.isService', 'd.isPreparedInStore', 'd.criticalQuantity', 'd.label', unitCostSql.as('unitCost')])
    .where('p.entreprise_id', '=', a.entrepriseId)
    .where('p.id', 'in', a.ids),
);
const insertMovementsQuery = prepared((db: Executor, a: { rows: Insertable<DB['stock_movements']>[] }) =>
  db.insertInto('stock_movements').values(a.rows),
);
const upsertLevelsQuery = prepared((db: Executor, a: { rows: Insertable<DB['stock_levels']>[]; now: string }) =>
  db
    .insertInto('stock_levels')
    .values(a.rows)
    .onConflict((oc) =>
      oc
        .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id'])
        .doUpdateSet({ quantity: sql<number>`stock_levels.quantity + excluded.quantity`, updated_at: a.now }),
    )
    .returning(['product_id', 'quantity']),
);

/**
 * `componentsOf` for all the lines of an order at once: two statements whatever the number of lines (the combined
 * products of every price, the limits of every composition); answers one map per line, in the lines' order, and
 * the first line's error first. With `refuseHidden` (lines being sold now) a choice the formula's exceptions hide at
 * the line's price is refused too (one more statement), and hidden choices do not count in what a composition can
 * offer; an order already written is taken as it was sold.
 */
export async function componentsOfLines(
  db: Executor,
  entrepriseId: number,
  lines: readonly { priceId: number; choices: readonly CompositionChoice[]; field: string }[],
  opts: { refuseHidden?: boolean; costs?: ProductCosts } = {},
): Promise<Map<number, number>[]> {
  if (!lines.length) return [];
  const rows = (await combinedQuery(db, { entrepriseId, priceIds: [...new Set(lines.map((l) => l.priceId))] })).rows;
  for (const r of rows) opts.costs?.set(r.productId, productCost(r));
  const all: (Combined & { priceId: number })[] = rows.map((r) => ({
    priceId: r.priceId,
    productId: r.productId,
    compositionNumber: r.compositionNumber,
    quantity: Number(r.quantity),
    isAutoIncluded: Boolean(r.isAutoIncluded),
  }));
  const compositionIds = [...new Set(all.filter((r) => r.compositionNumber !== null).map((r) => r.compositionNumber!))];
  const allLimits = compositionIds.length
    ? await db
        .selectFrom('compositions')
        .select(['id', 'min', 'max'])
        .where('entreprise_id', '=', entrepriseId)
        .where('id', 'in', compositionIds)
        .execute()
    : [];
  const exceptions =
    opts.refuseHidden && compositionIds.length
      ? (
          await db
            .selectFrom('composition_exceptions')
            .select(['composition_id', 'product_id', 'price_id', 'visibility'])
            .where('entreprise_id', '=', entrepriseId)
            .where('composition_id', 'in', compositionIds)
            .where('deleted_at', 'is', null)
            .execute()
        ).map((x) => ({ ...x, visibility: Boolean(x.visibility) }))
      : [];
  return lines.map(({ priceId, choices, field }) => {
    const rows = all.filter((r) => r.priceId === priceId);
    const hidden = (r: Combined) => r.compositionNumber !== null && isChoiceHidden(exceptions, r.compositionNumber, r.productId, priceId);
    const out = new Map<number, number>();
    const add = (productId: number, q: number) => out.set(productId, round3((out.get(productId) ?? 0) + q));
    for (const r of rows) if (r.compositionNumber === null || r.isAutoIncluded) add(r.productId, r.quantity);
    const ids = new Set(rows.filter((r) => r.compositionNumber !== null).map((r) => r.compositionNumber!));
    const limits = allLimits.filter((l) => ids.has(l.id));
    const counts = new Map<number, number>();
    choices.forEach((c, i) => {
      const row = rows.find((r) => r.compositionNumber === c.compositionId && r.productId === c.productId && !r.isAutoIncluded);
      if (!row) throw invalid([{ field: `${field}.compositions.${i}.productId`, message: 'invalid_value' }]);
      if (hidden(row)) throw invalid([{ field: `${field}.compositions.${i}.productId`, message: 'composition_choice_hidden' }]);
      const q = c.quantity ?? 1;
      counts.set(c.compositionId, (counts.get(c.compositionId) ?? 0) + q);
      add(row.productId, row.quantity * q);
    });
    for (const l of limits) {
      const n = counts.get(l.id) ?? 0;
      // The cashier cannot choose more items than the composition offers: a composition whose items are all
      // auto-included (the breakfast formula's juice) needs no choice.
      const choosable = rows.filter((r) => r.compositionNumber === l.id && !r.isAutoIncluded && !hidden(r)).length;
      if (n < Math.min(l.min, choosable)) throw invalid([{ field: `${field}.compositions`, message: 'composition_min' }]);
      if (n > l.max) throw invalid([{ field: `${field}.compositions`, message: 'composition_max' }]);
    }
    return out;
  });
}

/** Replaces products prepared in store that have a recipe by their ingredients; drops services. */
export async function stockedQuantities(db: Executor, entrepriseId: number, wanted: Map<number, number>): Promise<Map<number, number>> {
  return (await stockedQuantitiesOfLines(db, entrepriseId, [wanted])).quantities[0];
}

/** A product's critical quantity and label (for the 'critical stock' notification). */
export interface CriticalOf {
  criticalQuantity: number | string | null;
  label: string;
  /** The product's unit cost now (unitCostSql), written on its movements. */
  unitCost?: number | string | null;
}

/**
 * `stockedQuantities` of several lines at once: two statements at most whatever the number of lines. Answers too the
 * critical quantities of the products read (for `moveStockOfLines`: no second read when no recipe replaced them).
 */
export async function stockedQuantitiesOfLines(
  db: Executor,
  entrepriseId: number,
  wanted: readonly Map<number, number>[],
): Promise<{ quantities: Map<number, number>[]; products: Map<number, CriticalOf> }> {
  const ids = [...new Set(wanted.flatMap((w) => [...w.keys()]))];
  if (!ids.length) return { quantities: wanted.map(() => new Map()), products: new Map() };
  const described = (await describedQuery(db, { entrepriseId, ids })).rows;
  const prepared = described.filter((d) => Boolean(d.isPreparedInStore) && !d.isService).map((d) => d.id);
  const elements = prepared.length
    ? await db
        .selectFrom('product_elements')
        .select(['productId', 'elementId', 'quantity'])
        .where('entreprise_id', '=', entrepriseId)
        .where('productId', 'in', prepared)
        .where('deleted_at', 'is', null)
        .execute()
    : [];
  const quantities = wanted.map((w) => {
    const out = new Map<number, number>();
    const add = (productId: number, q: number) => out.set(productId, round3((out.get(productId) ?? 0) + q));
    for (const d of described) {
      if (d.isService || !w.has(d.id)) continue;
      const q = w.get(d.id)!;
      const recipe = elements.filter((e) => e.productId === d.id);
      if (recipe.length) for (const e of recipe) add(e.elementId, Number(e.quantity) * q);
      else add(d.id, q);
    }
    return out;
  });
  return {
    quantities,
    products: new Map(described.map((d) => [d.id, { criticalQuantity: d.criticalQuantity, label: d.label, unitCost: d.unitCost }])),
  };
}

/**
 * The 'critical stock' notification (product-spec §7) when a level goes from above a product's critical quantity to at
 * or under it; null otherwise.
 */
export function criticalStockNotification(
  base: { entrepriseId: number; magasinId: number; userId: number | null; now: string },
  productId: number,
  c: CriticalOf | undefined,
  before: number,
  after: number,
): Insertable<DB['notifications']> | null {
  const threshold = c?.criticalQuantity === null || c?.criticalQuantity === undefined ? null : Number(c.criticalQuantity);
  if (threshold === null || !(before > threshold && after <= threshold)) return null;
  return {
    entreprise_id: base.entrepriseId,
    magasin_id: base.magasinId,
    caisse_id: null,
    tag: 'critical_stock',
    title: 'notif_critical_stock',
    message: 'notif_critical_stock',
    data: JSON.stringify({ productId, label: c?.label ?? null, quantity: after, criticalQuantity: threshold }),
    user_id: base.userId,
    created_at: base.now,
  };
}

export interface Movement {
  entrepriseId: number;
  magasinId: number;
  productId: number;
  type: string;
  /** Signed quantity: a sale is negative, a return positive. */
  quantity: number;
  commandId: number | null;
  commandLineId: number | null;
  userId: number | null;
  now: string;
  /** The unit cost it moves at (minor units). */
  unitCost?: number | null;
}

/** One movement and its level (one atomic upsert); answers the level before and after. */
export async function writeMovement(db: Executor, m: Movement): Promise<{ before: number; after: number }> {
  const quantity = round3(m.quantity);
  stockMoved(m.magasinId);
  // The level first, then the movement under its lock (see moveStockOfLines).
  const row = await db
    .insertInto('stock_levels')
    .values({
      entreprise_id: m.entrepriseId,
      entityTypeTag: STORE_ENTITY,
      entity_id: m.magasinId,
      product_id: m.productId,
      quantity,
      updated_at: m.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id'])
        .doUpdateSet({ quantity: sql<number>`stock_levels.quantity + ${quantity}`, updated_at: m.now }),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('stock_movements')
    .values({
      entreprise_id: m.entrepriseId,
      entityTypeTag: STORE_ENTITY,
      entity_id: m.magasinId,
      product_id: m.productId,
      type: m.type,
      quantity,
      command_id: m.commandId,
      command_line_id: m.commandLineId,
      user_id: m.userId,
      created_at: m.now,
      unitCost: m.unitCost ?? null,
    })
    .execute();
  const after = round3(Number(row.quantity));
  return { before: round3(after - quantity), after };
}

/** Writes the movements of a map of product quantities and a 'critical stock' notification for each crossing. */
export async function moveStock(
  db: Executor,
  base: Omit<Movement, 'productId' | 'quantity'>,
  quantities: Map<number, number>,
  sign: 1 | -1,
): Promise<void> {
  if (!quantities.size) return;
  const critical = new Map(
    (
      await db
        .selectFrom('products as p')
        .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
        .select(['p.id', 'd.criticalQuantity', 'd.label', unitCostSql.as('unitCost')])
        .where('p.entreprise_id', '=', base.entrepriseId)
        .where('p.id', 'in', [...quantities.keys()])
        .execute()
    ).map((r) => [r.id, r]),
  );
  for (const [productId, q] of [...quantities.entries()].sort(([a], [b]) => a - b)) {
    if (q === 0) continue;
    const unitCost = costOf(critical.get(productId)?.unitCost);
    const { before, after } = await writeMovement(db, { ...base, productId, quantity: sign * q, unitCost });
    const n = criticalStockNotification(base, productId, critical.get(productId), before, after);
    if (n) await db.insertInto('notifications').values(n).execute();
  }
}

/**
 * `moveStock` for all the lines of an order in three statements whatever their number: the products' critical
 * quantities (none when `known` has them all), one insert of every movement (line by line, products in id order, as `moveStock` wrote them), and one
 * upsert of the levels (one row per product, in id order, the sum of its movements). A 'critical stock' notification
 * is written for each crossing, found by replaying the movements from the level before the upsert, so that it says
 * what `moveStock` line by line would have said.
 */
export async function moveStockOfLines(
  db: Executor,
  base: Omit<Movement, 'productId' | 'quantity' | 'commandLineId'>,
  groups: readonly { commandLineId: number | null; quantities: Map<number, number> }[],
  sign: 1 | -1,
  known: ReadonlyMap<number, CriticalOf> = new Map(),
): Promise<void> {
  const moves: { productId: number; quantity: number; commandLineId: number | null }[] = [];
  for (const g of groups)
    for (const [productId, q] of [...g.quantities.entries()].sort(([a], [b]) => a - b))
      if (q !== 0) moves.push({ productId, quantity: round3(sign * q), commandLineId: g.commandLineId });
  if (!moves.length) return;
  const totals = new Map<number, number>();
  for (const m of moves) totals.set(m.productId, round3((totals.get(m.productId) ?? 0) + m.quantity));
  const productIds = [...totals.keys()].sort((a, b) => a - b);
  const unknown = productIds.filter((id) => !known.get(id) || known.get(id)!.unitCost === undefined);
  const critical = new Map<number, CriticalOf>([...known]);
  if (unknown.length)
    for (const r of await db
      .selectFrom('products as p')
      .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
      .select(['p.id', 'd.criticalQuantity', 'd.label', unitCostSql.as('unitCost')])
      .where('p.entreprise_id', '=', base.entrepriseId)
      .where('p.id', 'in', unknown)
      .execute())
      critical.set(r.id, r);
  // One row per product (PostgreSQL refuses to update a row twice in one statement), in id order (locks taken in
  // the same order by every sale). The levels first: the movements' ids are then taken under the levels' locks, so
  // a product's movements are numbered in the order they were applied (an inventory count's history, stock module).
  stockMoved(base.magasinId);
  const levels = (
    await upsertLevelsQuery(db, {
      rows: productIds.map((productId) => ({
        entreprise_id: base.entrepriseId,
        entityTypeTag: STORE_ENTITY,
        entity_id: base.magasinId,
        product_id: productId,
        quantity: totals.get(productId)!,
        updated_at: base.now,
      })),
      now: base.now,
    })
  ).rows;
  await insertMovementsQuery(db, {
    rows: moves.map((m) => ({
      entreprise_id: base.entrepriseId,
      entityTypeTag: STORE_ENTITY,
      entity_id: base.magasinId,
      product_id: m.productId,
      type: base.type,
      quantity: m.quantity,
      command_id: base.commandId,
      command_line_id: m.commandLineId,
      user_id: base.userId,
      created_at: base.now,
      unitCost: costOf(critical.get(m.productId)?.unitCost),
    })),
  });
  const running = new Map(levels.map((l) => [l.product_id, round3(round3(Number(l.quantity)) - totals.get(l.product_id)!)]));
  const notifications = [];
  for (const m of moves) {
    const before = running.get(m.productId)!;
    const after = round3(before + m.quantity);
    running.set(m.productId, after);
    const n = criticalStockNotification(base, m.productId, critical.get(m.productId), before, after);
    if (n) notifications.push(n);
  }
  if (notifications.length) await db.insertInto('notifications').values(notifications).execute();
}

const lockLevelsQuery = prepared((db: Executor, a: { rows: Insertable<DB['stock_levels']>[] }) =>
  db
    .insertInto('stock_levels')
    .values(a.rows)
    .onConflict((oc) =>
      oc
        .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id'])
        .doUpdateSet({ quantity: sql<number>`stock_levels.quantity` }),
    ),
);

/**
 * Locks the stock levels of products in a store, in product order (PostgreSQL; SQLite runs one writer at a time), for
 * a transaction that moves them in more than one statement (an exchange: what comes back, then what goes out): every
 * transaction then takes the levels it needs in the same order, and none waits for another that waits for it. A level
 * missing is created at 0 (no movement: it equals the sum of its movements).
 */
export async function lockLevels(
  db: Executor,
  dialect: string,
  entrepriseId: number,
  magasinId: number,
  productIds: Iterable<number>,
  entityTypeTag = STORE_ENTITY,
) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (dialect !== 'postgres' || !ids.length) return;
  const now = new Date().toISOString();
  await lockLevelsQuery(db, {
    rows: ids.map((id) => ({
      entreprise_id: entrepriseId,
      entityTypeTag,
      entity_id: magasinId,
      product_id: id,
      quantity: 0,
      updated_at: now,
    })),
  });
}

/** The current level of a product in a store (0 when it never moved). */
export async function levelOf(db: Executor, entrepriseId: number, magasinId: number, productId: number): Promise<number> {
  const r = await db
    .selectFrom('stock_levels')
    .select('quantity')
    .where('entreprise_id', '=', entrepriseId)
    .where('entityTypeTag', '=', STORE_ENTITY)
    .where('entity_id', '=', magasinId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return r ? round3(Number(r.quantity)) : 0;
}

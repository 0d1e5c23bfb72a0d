// The stock ledger core (DESIGN.md §3, §3c): what a sold Price takes out of the store's stock entity (components of
// bundles and compositions, ingredients of recipes prepared in store, nothing for services), written as movements
// with the level kept in the same transaction; crossing a product's critical quantity records a notification.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { invalid } from '../../lib/app-error';
import { isChoiceHidden, type CompositionChoice } from '@comptoir/shared';

export const STORE_ENTITY = 'magasin';
const Q = 1000; // quantities are kept to 3 decimals

const round3 = (n: number) => Math.round(n * Q) / Q;

interface Combined {
  productId: number;
  quantity: number;
  isAutoIncluded: boolean;
  compositionNumber: number | null;
}

/**
 * Product quantities one unit of a price line takes, before recipes (422 on a choice outside the price's compositions).
 * With `refuseHidden` (a line being sold now) a choice the formula's exceptions hide at this price is refused too, and
 * hidden choices do not count towards what a composition can offer; an order already written is taken as it was sold.
 */
export async function componentsOf(
  db: Executor,
  entrepriseId: number,
  priceId: number,
  choices: readonly CompositionChoice[],
  field: string,
  opts: { refuseHidden?: boolean } = {},
): Promise<Map<number, number>> {
  const rows: Combined[] = (
    await db
      .selectFrom('combined_products')
      .select(['productId', 'quantity', 'isAutoIncluded', 'compositionNumber'])
      .where('entreprise_id', '=', entrepriseId)
      .where('priceId', '=', priceId)
      .where('deleted_at', 'is', null)
      .execute()
  ).map((r) => ({ ...r, quantity: Number(r.quantity), isAutoIncluded: Boolean(r.isAutoIncluded) }));
  const out = new Map<number, number>();
  const add = (productId: number, q: number) => out.set(productId, round3((out.get(productId) ?? 0) + q));
  for (const r of rows) if (r.compositionNumber === null || r.isAutoIncluded) add(r.productId, r.quantity);
  const compositionIds = [...new Set(rows.filter((r) => r.compositionNumber !== null).map((r) => r.compositionNumber!))];
  const limits = compositionIds.length
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
  const hidden = (r: { compositionNumber: number | null; productId: number }) =>
    r.compositionNumber !== null && isChoiceHidden(exceptions, r.compositionNumber, r.productId, priceId);
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
}

/** Replaces products prepared in store that have a recipe by their ingredients; drops services. */
export async function stockedQuantities(db: Executor, entrepriseId: number, wanted: Map<number, number>): Promise<Map<number, number>> {
  const ids = [...wanted.keys()];
  if (!ids.length) return new Map();
  const described = await db
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select(['p.id', 'd.isService', 'd.isPreparedInStore'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.id', 'in', ids)
    .execute();
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
  const out = new Map<number, number>();
  const add = (productId: number, q: number) => out.set(productId, round3((out.get(productId) ?? 0) + q));
  for (const d of described) {
    if (d.isService) continue;
    const q = wanted.get(d.id)!;
    const recipe = elements.filter((e) => e.productId === d.id);
    if (recipe.length) for (const e of recipe) add(e.elementId, Number(e.quantity) * q);
    else add(d.id, q);
  }
  return out;
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
}

/** One movement and its level (one atomic upsert); answers the level before and after. */
export async function writeMovement(db: Executor, m: Movement): Promise<{ before: number; after: number }> {
  const quantity = round3(m.quantity);
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
    })
    .execute();
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
        .select(['p.id', 'd.criticalQuantity', 'd.label'])
        .where('p.entreprise_id', '=', base.entrepriseId)
        .where('p.id', 'in', [...quantities.keys()])
        .execute()
    ).map((r) => [r.id, r]),
  );
  for (const [productId, q] of [...quantities.entries()].sort(([a], [b]) => a - b)) {
    if (q === 0) continue;
    const { before, after } = await writeMovement(db, { ...base, productId, quantity: sign * q });
    const c = critical.get(productId);
    const threshold = c?.criticalQuantity === null || c?.criticalQuantity === undefined ? null : Number(c.criticalQuantity);
    if (threshold !== null && before > threshold && after <= threshold) {
      await db
        .insertInto('notifications')
        .values({
          entreprise_id: base.entrepriseId,
          magasin_id: base.magasinId,
          caisse_id: null,
          tag: 'critical_stock',
          title: 'notif_critical_stock',
          message: 'notif_critical_stock',
          data: JSON.stringify({ productId, label: c?.label ?? null, quantity: after, criticalQuantity: threshold }),
          user_id: base.userId,
          created_at: base.now,
        })
        .execute();
    }
  }
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

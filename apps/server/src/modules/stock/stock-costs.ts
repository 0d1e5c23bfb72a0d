// The weighted average cost (issue 26): a product's cost is company-wide (one figure per product, whatever entity holds
// it). A reception at a price makes it (old quantity × old cost + received quantity × price) ÷ new quantity, where the
// old quantity is the product's level summed over every entity of the company before the reception (a negative total
// counts as 0) and the old cost the average cost, else the buying price (none: the price alone). The result is rounded
// to the nearest minor unit, halves up. The product rows are locked (PostgreSQL, FOR NO KEY UPDATE: the foreign keys
// of lines and movements hold KEY SHARE locks on them, which it lets be), in id order, so two receptions of a product
// at once apply one after the other; nothing else locks products before the stock levels, so no wait forms a circle.
import { sql } from 'kysely';
import { isPostgres, type Executor } from '../../db/database';
import { round3, unitCostSql } from '../orders/stock';

/** The new average cost: pure, for the rule above (minor units; quantities in the product's units). */
export function weightedAverageCost(
  oldQuantity: number,
  oldCost: number | null,
  received: { quantity: number; unitCost: number }[],
): number {
  const q = received.reduce((s, r) => s + r.quantity, 0);
  const v = received.reduce((s, r) => s + r.quantity * r.unitCost, 0);
  const base = oldCost === null ? 0 : Math.max(0, oldQuantity);
  const total = base + q;
  if (total <= 0) return Math.round(received.length ? received[received.length - 1].unitCost : (oldCost ?? 0));
  return Math.floor((base * (oldCost ?? 0) + v) / total + 0.5);
}

/**
 * Applies receptions at a price to the products' average costs, before their movements are written (the old quantity
 * is the level before them). Lines without a price are left out.
 */
export async function applyReceptionCosts(
  db: Executor,
  entrepriseId: number,
  lines: { productId: number; quantity: number; unitCost?: number | null }[],
): Promise<void> {
  const priced = lines.filter(
    (l): l is { productId: number; quantity: number; unitCost: number } =>
      l.unitCost !== null && l.unitCost !== undefined && l.quantity > 0,
  );
  const ids = [...new Set(priced.map((l) => l.productId))].sort((a, b) => a - b);
  if (!ids.length) return;
  if (isPostgres(db))
    await db
      .selectFrom('products')
      .select('id')
      .where('entreprise_id', '=', entrepriseId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  const [costs, totals] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
      .select(['p.id', unitCostSql.as('cost')])
      .where('p.entreprise_id', '=', entrepriseId)
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('stock_levels')
      .select(['product_id', sql<number>`sum(quantity)`.as('quantity')])
      .where('entreprise_id', '=', entrepriseId)
      .where('product_id', 'in', ids)
      .groupBy('product_id')
      .execute(),
  ]);
  const held = new Map(totals.map((t) => [t.product_id, round3(Number(t.quantity))]));
  for (const c of costs) {
    const cost = weightedAverageCost(
      held.get(c.id) ?? 0,
      c.cost === null ? null : Number(c.cost),
      priced.filter((l) => l.productId === c.id),
    );
    await db.updateTable('products').set({ averageCost: cost }).where('id', '=', c.id).where('entreprise_id', '=', entrepriseId).execute();
  }
}

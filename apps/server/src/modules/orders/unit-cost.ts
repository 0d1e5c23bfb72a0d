// The cost of goods sold kept on each order line (issue 24, margins): the one place a sale's unit cost is decided, and
// the one cost rule of a product (issue 26): its weighted average cost (kept by receptions), else its buying price.
// Sales (unitCostAtSale), stock movements (orders/stock.ts unitCostSql), the weighted average's old cost and every stock
// value (stock/stock-cost.ts costSql) take it from here.
import { sql, type RawBuilder } from 'kysely';
import type { ProductCosts } from './stock';

/** A product's cost now (minor units), or null: its weighted average cost, else its buying price. */
export const productCost = (p: { averageCost: number | string | null; buyingPrice: number | string | null }): number | null => {
  const c = p.averageCost ?? p.buyingPrice;
  return c === null ? null : Number(c);
};

/** productCost in SQL (`p` is products). */
export const productCostSql = (): RawBuilder<number | null> => sql<number | null>`coalesce(p."averageCost", p."buyingPrice")`;

/**
 * Each line's unit cost at the sale, in minor units: the sum over the products one unit of the line takes (a plain
 * article, a bundle's items, a composition's choices) of their quantity × the product's cost at the sale — its weighted
 * average cost (kept by receptions), else its buying price (`costs`, read with the components). Null when one of them
 * has no cost, or the line takes no product (a service): margins then leave the line out rather than count it free.
 */
export function unitCostAtSale(perUnit: readonly Map<number, number>[], costs: ProductCosts): (number | null)[] {
  return perUnit.map((m) => {
    if (!m.size) return null;
    let sum = 0;
    for (const [productId, quantity] of m) {
      const c = costs.get(productId);
      if (c === null || c === undefined) return null;
      sum += Number(c) * quantity;
    }
    return Math.round(sum);
  });
}

// The cost of goods sold kept on each order line (issue 24, margins): the one place a sale's unit cost is decided.
import type { ProductCosts } from './stock';

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

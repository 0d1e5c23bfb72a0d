// The cost of goods sold kept on each order line (issue 24, margins): the one place a sale's unit cost is decided.
import type { Executor } from '../../db/database';

/**
 * Each line's unit cost at the sale, in minor units: the sum over the products one unit of the line takes (a plain
 * article, a bundle's items, a composition's choices) of their quantity × the product's cost now — its weighted
 * average cost (kept by receptions), else its buying price. Null when one of them has no cost, or the line takes no
 * product (a service): margins then leave the line out rather than count it free.
 */
export async function unitCostAtSale(
  db: Executor,
  entrepriseId: number,
  perUnit: readonly Map<number, number>[],
): Promise<(number | null)[]> {
  const ids = [...new Set(perUnit.flatMap((m) => [...m.keys()]))];
  if (!ids.length) return perUnit.map(() => null);
  const rows = await db
    .selectFrom('products')
    .select(['id', 'averageCost', 'buyingPrice'])
    .where('entreprise_id', '=', entrepriseId)
    .where('id', 'in', ids)
    .execute();
  const costs = new Map(rows.map((r) => [r.id, r.averageCost ?? r.buyingPrice]));
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

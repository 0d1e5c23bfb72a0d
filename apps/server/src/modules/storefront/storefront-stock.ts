// What a store can sell now, from its stock levels (DESIGN.md §3c): a price takes its CombinedProducts (a plain
// price one product; a bundle each component; a formula its auto-included items and one choice per composition); a
// product prepared in store with a recipe is available as far as its ingredients go; services are not tracked.
import type { Executor } from '../../db/database';
import { STORE_ENTITY } from '../orders/stock';

const round3 = (n: number) => Math.floor(n * 1000 + 1e-6) / 1000;

export interface Availability {
  /** Units available; null when not tracked. */
  stock: number | null;
  inStock: boolean;
}

interface PriceLike {
  id: number;
  unity: string | null;
}

export async function availabilityOf(
  db: Executor,
  entrepriseId: number,
  magasinId: number | null,
  prices: readonly PriceLike[],
): Promise<Map<number, Availability>> {
  const out = new Map<number, Availability>();
  const priceIds = prices.map((p) => p.id);
  if (!priceIds.length) return out;
  const combined = await db
    .selectFrom('combined_products')
    .select(['priceId', 'productId', 'quantity', 'isAutoIncluded', 'compositionNumber'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('priceId', 'in', priceIds)
    .execute();
  const productIds = [...new Set(combined.map((c) => c.productId))];
  const described = productIds.length
    ? await db
        .selectFrom('products as p')
        .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
        .select(['p.id', 'd.isService', 'd.isPreparedInStore'])
        .where('p.entreprise_id', '=', entrepriseId)
        .where('p.id', 'in', productIds)
        .execute()
    : [];
  const prepared = described.filter((d) => Boolean(d.isPreparedInStore) && !d.isService).map((d) => d.id);
  const elements = prepared.length
    ? await db
        .selectFrom('product_elements')
        .select(['productId', 'elementId', 'quantity'])
        .where('entreprise_id', '=', entrepriseId)
        .where('deleted_at', 'is', null)
        .where('productId', 'in', prepared)
        .execute()
    : [];
  const stocked = [...new Set([...productIds, ...elements.map((e) => e.elementId)])];
  const levels =
    magasinId !== null && stocked.length
      ? await db
          .selectFrom('stock_levels')
          .select(['product_id', 'quantity'])
          .where('entreprise_id', '=', entrepriseId)
          .where('entityTypeTag', '=', STORE_ENTITY)
          .where('entity_id', '=', magasinId)
          .where('product_id', 'in', stocked)
          .execute()
      : [];
  const level = new Map(levels.map((l) => [l.product_id, Number(l.quantity)]));
  const byId = new Map(described.map((d) => [d.id, d]));

  /** Units of a product the store has (Infinity: a service). */
  const units = (productId: number): number => {
    const d = byId.get(productId);
    if (d?.isService) return Infinity;
    const recipe = elements.filter((e) => e.productId === productId);
    if (recipe.length) return Math.min(...recipe.map((e) => Math.max(0, level.get(e.elementId) ?? 0) / Number(e.quantity)));
    return Math.max(0, level.get(productId) ?? 0);
  };
  for (const p of prices) {
    const rows = combined.filter((c) => c.priceId === p.id);
    const parts: number[] = [];
    for (const r of rows) if (r.compositionNumber === null || r.isAutoIncluded) parts.push(units(r.productId) / Number(r.quantity));
    const groups = [...new Set(rows.filter((r) => r.compositionNumber !== null && !r.isAutoIncluded).map((r) => r.compositionNumber))];
    for (const g of groups)
      parts.push(
        Math.max(...rows.filter((r) => r.compositionNumber === g && !r.isAutoIncluded).map((r) => units(r.productId) / Number(r.quantity))),
      );
    const n = parts.length ? Math.min(...parts) : Infinity;
    const byMeasure = p.unity !== null && p.unity !== 'unit';
    const stock = byMeasure ? round3(n) : Math.floor(n + 1e-9);
    out.set(p.id, n === Infinity ? { stock: null, inStock: true } : { stock, inStock: stock > 0 });
  }
  return out;
}

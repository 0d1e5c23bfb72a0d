// The e-commerce service's caches (api-spec 7.4, e-commerce prefix): per company, in this process — the shop's stock
// snapshot (its stores' levels, built by GET /Ecom/cacheStock) and what the storefront keeps of the catalogue and the
// sliders. A flush drops one and answers how many entries it held; /Ecom/clear drops them all.
import type { Database } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { STORE_ENTITY } from '../orders/stock';

type Name = 'catalogue' | 'sliders' | 'stock';
const caches = new Map<number, Map<Name, Map<string, unknown>>>();

const of = (entrepriseId: number) => {
  let c = caches.get(entrepriseId);
  if (!c) caches.set(entrepriseId, (c = new Map()));
  return c;
};

export function get(entrepriseId: number, name: Name, key: string): unknown {
  return caches.get(entrepriseId)?.get(name)?.get(key);
}

export function put(entrepriseId: number, name: Name, key: string, value: unknown): void {
  const c = of(entrepriseId);
  const m = c.get(name) ?? new Map<string, unknown>();
  m.set(key, value);
  c.set(name, m);
}

export function flush(entrepriseId: number, name: Name | 'all') {
  const c = caches.get(entrepriseId);
  let entries = 0;
  for (const n of name === 'all' ? ([...(c?.keys() ?? [])] as Name[]) : [name]) {
    entries += c?.get(n)?.size ?? 0;
    c?.delete(n);
  }
  return { ok: true as const, cache: name, entries };
}

/** Builds the stock snapshot: each store's level of each product ("store:product" → quantity). */
export async function warmStock(database: Database, ctx: RequestContext) {
  const rows = await database.db
    .selectFrom('stock_levels')
    .select(['entity_id', 'product_id', 'quantity'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('entityTypeTag', '=', STORE_ENTITY)
    .execute();
  flush(ctx.entrepriseId, 'stock');
  for (const r of rows) put(ctx.entrepriseId, 'stock', `${r.entity_id}:${r.product_id}`, Number(r.quantity));
  return { ok: true as const, cache: 'stock', entries: rows.length };
}

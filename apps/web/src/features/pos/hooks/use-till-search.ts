// The till's search and scan go through the offline catalogue (useCatalogueSearch): the local copy once it is complete
// for this store (no network, works offline), the server's /product/search before. What they find is shown as the
// till's tiles. A keyword the server does not search yet (under 3 characters), or an answer that fails, falls back to
// the prices the till already holds, so a tap or a scan never waits on a dead network.
import type { Price } from '@comptoir/shared';
import { useEffect, useMemo } from 'react';
import { whenUsable } from '../../../lib/after-usable';
import { api } from '../../../lib/api-client';
import { catalogueStatus } from '../../../offline/catalogue/catalogue-sync';
import { useCatalogueSearch, useCatalogueStatus } from '../../../offline/catalogue/use-catalogue-search';
import { priceByBarcode, type Tile, type TillArticle } from '../till-catalogue';

const SEARCH_LIMIT = 60;

/** Keeps the store's catalogue copied locally while the till is open. */
export function useTillOfflineCatalogue(storeId: number | null, currencyTag: string | undefined) {
  useEffect(() => {
    // The offline catalogue's code (Dexie, the worker's driver) is loaded once the till is usable (lib/after-usable.ts).
    if (storeId !== null && currencyTag)
      void whenUsable()
        .then(() => import('../../../offline/catalogue/offline-catalogue'))
        .then((m) => m.startOfflineCatalogue({ magasinId: storeId, currencyTag }));
  }, [storeId, currencyTag]);
}

const localFor = (storeId: number | null) => {
  const s = catalogueStatus.get();
  return s.complete && s.magasinId === storeId;
};

/**
 * The tiles the keyword finds, through the offline catalogue; null when the till filters what it holds itself
 * (no keyword, a keyword too short for the server, or no answer yet).
 */
export function useTillSearch(keyword: string, storeId: number | null, tiles: readonly Tile[]) {
  const { hits, source, isLoading } = useCatalogueSearch(keyword, { limit: SEARCH_LIMIT });
  const copyOf = useCatalogueStatus().magasinId;
  const k = keyword.trim();
  // A local copy of another store (the till just changed store) does not answer for this one.
  const usable = k.length > 0 && (source === 'local' ? copyOf === storeId : k.length >= 3);
  const found = useMemo(() => {
    if (!usable || (isLoading && hits.length === 0)) return null;
    const ids = new Set(hits.map((h) => h.priceId));
    return tiles.filter((t) => t.prices.some((p) => ids.has(p.id)));
  }, [usable, isLoading, hits, tiles]);
  return { found, source };
}

interface ServerHit {
  id: number;
  productId: number | null;
}

const heldIndexes = new WeakMap<readonly Price[], { articles: ReadonlyMap<number, TillArticle>; byCode: Map<string, Price> }>();

/**
 * The price a code sells among those the till holds, found at once (no await: a scan's line is added in the render of
 * the scanner's Enter, issue 23 point 10); null when the till holds none. As `priceByBarcode`, through an index built
 * once per price list: a price's own code, else the first price of the product that carries it; a formula only when
 * nothing else has the code (a code sells the product itself, formulas are chosen from their tile).
 */
export function heldPriceByCode(code: string, prices: readonly Price[], articles: ReadonlyMap<number, TillArticle>): Price | null {
  let index = heldIndexes.get(prices);
  if (!index || index.articles !== articles) {
    const byCode = new Map<string, Price>();
    const firstOfProduct = new Map<number, Price>();
    for (const p of prices) {
      if (p.productId !== null && p.nature !== 'composition' && !firstOfProduct.has(p.productId)) firstOfProduct.set(p.productId, p);
      if (!p.barcode) continue;
      const had = byCode.get(p.barcode);
      if (!had || (had.nature === 'composition' && p.nature !== 'composition')) byCode.set(p.barcode, p);
    }
    for (const a of articles.values())
      for (const product of a.products) {
        const price = product.barcode ? firstOfProduct.get(product.id) : undefined;
        const had = product.barcode ? byCode.get(product.barcode) : undefined;
        if (price && (!had || had.nature === 'composition')) byCode.set(product.barcode!, price);
      }
    index = { articles, byCode };
    heldIndexes.set(prices, index);
  }
  return index.byCode.get(code) ?? null;
}

/** The price a scanned code sells: found through the offline catalogue, else in what the till holds. */
export async function lookupCode(
  code: string,
  ctx: { storeId: number | null; currencyTag: string; prices: readonly Price[]; articles: ReadonlyMap<number, TillArticle> },
): Promise<Price | null> {
  const held = new Map(ctx.prices.map((p) => [p.id, p]));
  // Formulas are chosen from their tile; a code sells the product itself.
  const pick = (ids: number[]) =>
    ids.map((id) => held.get(id)).find((p): p is Price => p !== undefined && p.nature !== 'composition') ?? null;
  try {
    const ids = localFor(ctx.storeId)
      ? (await (await import('../../../offline/catalogue/local-queries')).findByCode(code)).map((p) => p.id)
      : (
          await api.get<ServerHit[]>('/product/search', {
            query: { keyword: code, currencyTag: ctx.currencyTag, magasinId: ctx.storeId ?? undefined, limit: 5 },
            withoutLoader: true,
            // No answer: the till's own prices answer, the till stays on screen.
            allowOffline: true,
          })
        ).map((p) => p.id);
    const price = pick(ids);
    if (price) return price;
  } catch {
    // Offline before the local copy was complete: what the till holds answers below.
  }
  return priceByBarcode(code, ctx.prices, ctx.articles);
}

// What the till sells, built from the catalogue's prices for one store: tiles (an article's variants share one tile),
// filters (category with its children, brand, services, keyword) and the barcode lookup of the scanner.
import { toMinor, type Brand, type Category, type Price } from '@comptoir/shared';
import { effectivePrice } from '../catalogue/catalogue-rules';
import type { SellableItem } from './cart/cart-types';

/** The article a price sells, as the till needs it (from GET /catalogueV2/product with products). */
export interface TillArticle {
  id: number;
  brandId: number | null;
  isService: boolean;
  type: string;
  fileId: number | null;
  products: { id: number; barcode: string | null; fileId: number | null }[];
}

export interface Tile {
  /** `p{priceId}` for a single price, `v{descriptionId}` for an article with variants. */
  key: string;
  label: string;
  prices: Price[];
  categoryId: number | null;
  color: string | null;
  fileId: number | null;
  /** Lowest effective price, minor units. */
  from: number;
  currencyTag: string;
  kind: 'single' | 'variants' | 'composition';
}

export interface TillFilter {
  categoryId: number | null;
  brandId: number | null;
  servicesOnly: boolean;
  keyword: string;
}

type Labelled = { label: string; en_label?: string | null; ar_label?: string | null; it_label?: string | null };

/** The label in the app's language, French (the stored label) when that one is empty. */
export function labelIn(row: Labelled, lang: string): string {
  const v = lang === 'en' ? row.en_label : lang === 'ar' ? row.ar_label : lang === 'it' ? row.it_label : null;
  return v?.trim() ? v : row.label;
}

const WEIGHT_UNITS = new Set(['g', 'kg', 'l', 'ml', 'lb', 'oz', 'm']);

export function sellable(p: Price, lang: string, now = Date.now()): SellableItem {
  return {
    priceId: p.id,
    productId: p.productId,
    label: labelIn(p, lang),
    unitPrice: toMinor(effectivePrice(p, now)),
    currencyTag: p.currencyTag,
    tva: p.tva ?? 0,
    byWeight: WEIGHT_UNITS.has(p.unity ?? 'unit'),
    unity: p.unity,
  };
}

/** Raw materials and semi-finished goods are not sold at the till. */
const SOLD_TYPES = new Set(['outbound']);

export function buildTiles(
  prices: readonly Price[],
  articles: ReadonlyMap<number, TillArticle>,
  categories: readonly Category[],
  lang: string,
  now = Date.now(),
): Tile[] {
  const colorOf = new Map(categories.map((c) => [c.id, c.color]));
  const tiles = new Map<string, Tile>();
  for (const p of prices) {
    if (p.isHidden || p.isDisplayed === false) continue;
    const article = p.productDescriptionId ? articles.get(p.productDescriptionId) : undefined;
    if (article && !SOLD_TYPES.has(article.type)) continue;
    const variants = p.nature === 'variants' && p.productDescriptionId !== null;
    const key = variants ? `v${p.productDescriptionId}` : `p${p.id}`;
    const amount = toMinor(effectivePrice(p, now));
    const product = article?.products.find((x) => x.id === p.productId);
    const tile = tiles.get(key);
    if (tile) {
      tile.prices.push(p);
      tile.from = Math.min(tile.from, amount);
      continue;
    }
    tiles.set(key, {
      key,
      label: variants ? variantBase(labelIn(p, lang)) : labelIn(p, lang),
      prices: [p],
      categoryId: p.categoryId,
      color: p.categoryId ? (colorOf.get(p.categoryId) ?? null) : null,
      fileId: product?.fileId ?? article?.fileId ?? null,
      from: amount,
      currencyTag: p.currencyTag,
      kind: variants ? 'variants' : p.nature === 'composition' ? 'composition' : 'single',
    });
  }
  return [...tiles.values()];
}

/** "Fraisier 4 parts" → "Fraisier": a variant's price label carries the variant after the article's name. */
function variantBase(label: string): string {
  const m = /^(.*?)\s+\d.*$/.exec(label);
  return m?.[1] ?? label;
}

/** A category and every category under it. */
export function withChildren(categories: readonly Category[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function filterTiles(
  tiles: readonly Tile[],
  f: TillFilter,
  categories: readonly Category[],
  articles: ReadonlyMap<number, TillArticle>,
): Tile[] {
  const inCategory = f.categoryId === null ? null : withChildren(categories, f.categoryId);
  const words = fold(f.keyword.trim()).split(/\s+/).filter(Boolean);
  return tiles.filter((t) => {
    const p = t.prices[0];
    const article = p.productDescriptionId ? articles.get(p.productDescriptionId) : undefined;
    if (inCategory && (t.categoryId === null || !inCategory.has(t.categoryId))) return false;
    if (f.brandId !== null && article?.brandId !== f.brandId) return false;
    if (f.servicesOnly && !article?.isService) return false;
    if (words.length) {
      const text = fold(t.prices.map((x) => `${x.label} ${x.en_label ?? ''} ${x.ar_label ?? ''} ${x.it_label ?? ''}`).join(' '));
      const codes = article?.products.map((x) => x.barcode ?? '').join(' ') ?? '';
      if (!words.every((w) => text.includes(w) || codes.includes(w))) return false;
    }
    return true;
  });
}

/** The price a scanned barcode sells in this store: the product's barcode, else the price's own. */
export function priceByBarcode(code: string, prices: readonly Price[], articles: ReadonlyMap<number, TillArticle>): Price | null {
  const own = prices.find((p) => p.barcode === code);
  if (own) return own;
  for (const a of articles.values()) {
    const product = a.products.find((x) => x.barcode === code);
    if (product) return prices.find((p) => p.productId === product.id && p.nature !== 'composition') ?? null;
  }
  return null;
}

/** Brands that have at least one tile, for the brand filter. */
export function brandsOf(tiles: readonly Tile[], brands: readonly Brand[], articles: ReadonlyMap<number, TillArticle>): Brand[] {
  const used = new Set<number>();
  for (const t of tiles) {
    const id = t.prices[0].productDescriptionId;
    const b = id ? articles.get(id)?.brandId : null;
    if (b) used.add(b);
  }
  return brands.filter((b) => used.has(b.id));
}

/**
 * The grid's order (issue 23): by category, in the categories' own order (a parent's before its children's), then the
 * most sold first (`sold`: quantity per price id, GET /price/popularity), then by label; tiles without a category last.
 */
export function orderTiles(tiles: readonly Tile[], categories: readonly Category[], sold: ReadonlyMap<number, number>): Tile[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = new Map<number, number[]>();
  const pathOf = (id: number, seen = new Set<number>()): number[] => {
    const known = path.get(id);
    if (known) return known;
    const c = byId.get(id);
    if (!c || seen.has(id)) return [Number.MAX_SAFE_INTEGER, id];
    seen.add(id);
    const own = [c.order ?? 0, c.id];
    const out = c.parentId !== null && c.parentId !== undefined ? [...pathOf(c.parentId, seen), ...own] : own;
    path.set(id, out);
    return out;
  };
  const keyed = tiles.map((t) => ({
    t,
    path: t.categoryId === null ? [Number.MAX_SAFE_INTEGER] : pathOf(t.categoryId),
    sold: t.prices.reduce((s, p) => s + (sold.get(p.id) ?? 0), 0),
  }));
  const byPath = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  };
  return keyed.sort((a, b) => byPath(a.path, b.path) || b.sold - a.sold || a.t.label.localeCompare(b.t.label)).map((k) => k.t);
}

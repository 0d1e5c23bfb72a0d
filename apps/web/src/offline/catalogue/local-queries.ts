// Queries on the local catalogue, no HTTP (api-spec 7.5 'Local catalogue'): by name (accents and case aside, any of
// the fr/en/ar/it labels, each word of the query a prefix of a word of the labels; the label itself first, then the
// labels starting with the query), by exact barcode or sku, by category. The copy holds only the store's prices in its
// currency. Rows are read by id from their pages, the codes and categories through the lookups (local-db.ts).
import { rankBySearch } from '@comptoir/shared';
import { catalogueDb, getRows, lookup, prefixOf, PREFIX_LENGTH, type LocalRow } from './local-db';
import { queryWords } from './normalise';

export interface LocalPrice extends LocalRow {
  label: string;
  en_label: string | null;
  ar_label: string | null;
  it_label: string | null;
  /** Minor units. */
  price: number;
  promoPrice: number | null;
  promotionEndAt: string | null;
  currencyTag: string;
  barcode: string | null;
  productId: number | null;
  productDescriptionId: number | null;
  categoryId: number | null;
  words?: string[];
}

/** Prices by id, those held, in the order asked. */
const prices = async (ids: readonly number[]): Promise<LocalPrice[]> =>
  (await getRows(catalogueDb(), 'Price', ids)).filter((p): p is LocalPrice => p !== undefined);
/** Candidates read per round trip of the name search. */
const CHUNK = 50;

/** The ids of the prices with a word starting as `word` does (its prefix; every prefix it starts if shorter). */
async function candidates(word: string): Promise<Set<number>> {
  const words = catalogueDb().priceWords();
  const rows = word.length >= PREFIX_LENGTH ? [await words.get(prefixOf(word))] : await words.where('prefix').startsWith(word).toArray();
  const out = new Set<number>();
  for (const r of rows) for (const id of r?.ids ?? []) out.add(id);
  return out;
}

/** Prices whose labels have a word starting with each word of the query. */
export async function searchByName(query: string, limit = 20): Promise<LocalPrice[]> {
  const words = queryWords(query);
  if (!words.length) return [];
  // Every word's prefix narrows the candidates (the smallest set first); each candidate's own words are then checked.
  const sets = (await Promise.all(words.map(candidates))).sort((a, b) => a.size - b.size);
  const ids = [...sets[0]].filter((id) => sets.every((s) => s.has(id)));
  const out: LocalPrice[] = [];
  for (let i = 0; i < ids.length && out.length < limit; i += CHUNK) {
    for (const p of await prices(ids.slice(i, i + CHUNK))) {
      const own = (p.words as string[] | undefined) ?? [];
      if (words.every((w) => own.some((o) => o.startsWith(w)))) out.push(p);
      if (out.length === limit) break;
    }
  }
  // The page found, exact and prefix matches first (issue 23, as the server's product/search).
  return rankBySearch(out, query, (p) => [p.label, p.en_label, p.ar_label, p.it_label]);
}

/** Prices by an exact barcode (the price's own or its product's) or sku. */
export async function findByCode(code: string): Promise<LocalPrice[]> {
  const c = code.trim();
  if (!c) return [];
  const db = catalogueDb();
  const [own, products] = await Promise.all([lookup(db, 'Price.code', c), lookup(db, 'Product.code', c)]);
  const viaProduct = (await Promise.all(products.map((id) => lookup(db, 'Price.productId', String(id))))).flat();
  return prices([...new Set([...own, ...viaProduct])]);
}

/** The prices of a category: the most sold first (`sold`: quantity per price id, as the till's grid), then by label. */
export async function byCategory(categoryId: number, limit = 200, sold: ReadonlyMap<number, number> = new Map()): Promise<LocalPrice[]> {
  const soldOf = (id: number) => sold.get(id) ?? 0;
  const ids = (await lookup(catalogueDb(), 'Price.categoryId', String(categoryId)))
    .sort((a, b) => soldOf(b) - soldOf(a) || a - b)
    .slice(0, limit);
  return (await prices(ids)).sort((a, b) => soldOf(b.id) - soldOf(a.id) || a.label.localeCompare(b.label));
}

/** Codes first (a scan), then names. */
export async function searchLocal(query: string, limit = 20): Promise<LocalPrice[]> {
  const coded = await findByCode(query);
  if (coded.length) return coded.slice(0, limit);
  return searchByName(query, limit);
}

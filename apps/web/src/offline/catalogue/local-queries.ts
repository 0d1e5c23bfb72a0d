// Queries on the local catalogue, no HTTP (api-spec 7.5 'Local catalogue'): by name (accents and case aside, any of
// the fr/en/ar/it labels, each word of the query a prefix of a word of the labels), by exact barcode or sku, by
// category. The copy holds only the store's prices in its currency.
import { catalogueDb, type LocalRow } from './local-db';
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

const prices = () => catalogueDb().table_('Price');

/** Prices whose labels have a word starting with each word of the query. */
export async function searchByName(query: string, limit = 20): Promise<LocalPrice[]> {
  const words = queryWords(query);
  if (!words.length) return [];
  // The longest word narrows the index walk most; the others are checked on each candidate.
  const [first, ...rest] = [...words].sort((a, b) => b.length - a.length);
  const seen = new Set<number>();
  return (await prices()
    .where('words')
    .startsWith(first)
    .filter((p) => {
      if (seen.has(p.id)) return false;
      seen.add(p.id);
      const own = (p.words as string[] | undefined) ?? [];
      return rest.every((w) => own.some((o) => o.startsWith(w)));
    })
    .limit(limit)
    .toArray()) as LocalPrice[];
}

/** Prices by an exact barcode (the price's own or its product's) or sku. */
export async function findByCode(code: string): Promise<LocalPrice[]> {
  const c = code.trim();
  if (!c) return [];
  const db = catalogueDb();
  const [own, products] = await Promise.all([
    prices().where('barcode').equals(c).toArray(),
    db.table_('Product').where('barcode').equals(c).or('sku').equals(c).toArray(),
  ]);
  const viaProduct = products.length
    ? await prices()
        .where('productId')
        .anyOf(products.map((p) => p.id))
        .toArray()
    : [];
  const out = new Map<number, LocalRow>();
  for (const p of [...own, ...viaProduct]) out.set(p.id, p);
  return [...out.values()] as LocalPrice[];
}

/** The prices of a category, by label. */
export async function byCategory(categoryId: number, limit = 200): Promise<LocalPrice[]> {
  const rows = (await prices().where('categoryId').equals(categoryId).limit(limit).toArray()) as LocalPrice[];
  return rows.sort((a, b) => a.label.localeCompare(b.label));
}

/** Codes first (a scan), then names. */
export async function searchLocal(query: string, limit = 20): Promise<LocalPrice[]> {
  const coded = await findByCode(query);
  if (coded.length) return coded.slice(0, limit);
  return searchByName(query, limit);
}

// The two browser databases of the offline catalogue (product-spec §3): the catalogue itself (one table per table
// of the file) and its state (one table: which store and currency, the file's ETag, whether the copy is complete).
//
// Layout 3 (issue 11, 100,000 prices loaded in ≤ 15 s): a record of a catalogue table is a **page** of rows, not a
// row. IndexedDB's cost is per record put (and per index entry), not per byte: 100,000 price-like records took 6.7 s
// in headless Chromium here, the same rows in 1,000 records of 100 rows 0.8 s. A page holds the rows whose ids fall in
// [n·PAGE_IDS, (n+1)·PAGE_IDS), under the key n: a row is found from its id alone (one get), and a delta rewrites only
// the pages of the rows it changes. A page's rows are arrays of values under the page's column names, as sql.js reads
// them (the structured clone of an array of values is ~30 % cheaper than of an object, which writes every key again).
// The lookups the local queries need (a code, a product's or a category's prices) are kept in `Lookup`: per index,
// the keys hashed into LOOKUP_BUCKETS records, each mapping its keys to ids. The name search keeps `PriceWord` (a
// word's prefix → the prices with such a word); a price's words are a column of its page.
import { LOCAL_CATALOGUE_TABLES, type LocalCatalogueTable } from '@comptoir/shared';
import Dexie, { type Table } from 'dexie';
import { wordsOf } from './normalise';

export type LocalRow = Record<string, unknown> & { id: number };

export const CATALOGUE_DB = 'comptoir-catalogue';
export const STATE_DB = 'comptoir-catalogue-state';

/** The indexes of version 1. */
const STORES_V1: Record<LocalCatalogueTable, string> = {
  ProductCategory: 'id, parentId',
  Brand: 'id',
  Supplier: 'id',
  DetailKey: 'id',
  ProductDescription: 'id, categoryId',
  Product: 'id, productDescriptionId, barcode, sku',
  ProductDetailKey: 'id, productId',
  Price: 'id, categoryId, productId, productDescriptionId, barcode, *words',
  PriceFile: 'id, priceId',
  PriceTagPrice: 'id, priceId',
  CombinedProduct: 'id, priceId',
};

/** Version 2: a row per record, the indexes the local queries read; the words in PriceWord. */
const STORES_V2: Record<LocalCatalogueTable, string> = {
  ProductCategory: 'id, parentId',
  Brand: 'id',
  Supplier: 'id',
  DetailKey: 'id',
  ProductDescription: 'id',
  Product: 'id, barcode, sku',
  ProductDetailKey: 'id, productId',
  Price: 'id, categoryId, productId, barcode',
  PriceFile: 'id, priceId',
  PriceTagPrice: 'id, priceId',
  CombinedProduct: 'id, priceId',
};

/** Version 3: pages keyed by their number (`id`), no index (every index entry is a write). */
const STORES_V3 = Object.fromEntries(LOCAL_CATALOGUE_TABLES.map((t) => [t, 'id'])) as Record<LocalCatalogueTable, string>;

/** Ids per page: a page holds at most this many rows (~6 KB cloned for 32 prices: a get stays cheap). */
export const PAGE_IDS = 32;
export const pageOf = (id: number) => Math.floor(id / PAGE_IDS);

/** A record of a catalogue table: the rows of ids [id·PAGE_IDS, (id+1)·PAGE_IDS), by id, as arrays of `columns`. */
export interface PageRecord {
  id: number;
  /** The rows' column names. */
  columns: string[];
  rows: unknown[][];
}

/** A page's rows as objects. */
export function rowsOf(page: PageRecord | undefined): LocalRow[] {
  if (!page) return [];
  const { columns } = page;
  return page.rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) row[columns[c]] = values[c];
    return row as LocalRow;
  });
}

/** Rows (objects, ids of one page, by id) as a page: the columns of `like` first, then any other the rows have. */
export function toPage(id: number, rows: LocalRow[], like: string[] = ['id']): PageRecord {
  const columns = [...like];
  const known = new Set(columns);
  for (const r of rows)
    for (const c of Object.keys(r))
      if (!known.has(c)) {
        known.add(c);
        columns.push(c);
      }
  return { id, columns, rows: rows.map((r) => columns.map((c) => r[c] ?? null)) };
}

/** A prefix of the words of the prices' labels and the prices that have a word starting with it. */
export interface PriceWordRow {
  prefix: string;
  ids: number[];
}
export const PREFIX_LENGTH = 3;
export const prefixOf = (word: string) => word.slice(0, PREFIX_LENGTH);

/** The lookups: which table's rows, and the columns a row is found by (null and '' are no key). */
export const LOOKUPS = {
  'Price.code': { table: 'Price', columns: ['barcode'] },
  'Price.productId': { table: 'Price', columns: ['productId'] },
  'Price.categoryId': { table: 'Price', columns: ['categoryId'] },
  'Product.code': { table: 'Product', columns: ['barcode', 'sku'] },
} satisfies Record<string, { table: LocalCatalogueTable; columns: string[] }>;
export type LookupName = keyof typeof LOOKUPS;
export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];
export const lookupsOf = (table: LocalCatalogueTable) => LOOKUP_NAMES.filter((n) => LOOKUPS[n].table === table);

/** Records per lookup: 100,000 codes make ~100 keys a record. */
export const LOOKUP_BUCKETS = 1024;

/** A bucket of a lookup: `entries['#' + key]` is the ids of the rows with that key ('#': no key is '__proto__'). */
export interface LookupRow {
  key: string;
  entries: Record<string, number[]>;
}

/** FNV-1a, 32 bits: spreads codes and ids evenly over the buckets. */
export function bucketOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % LOOKUP_BUCKETS;
}
/** The keys a row is found by in a lookup, as text; `value(column)` reads the row. */
export function lookupKeys(name: LookupName, value: (column: string) => unknown): string[] {
  const out: string[] = [];
  for (const c of LOOKUPS[name].columns) {
    const v = value(c);
    if (v === null || v === undefined || v === '') continue;
    const k = String(v);
    if (!out.includes(k)) out.push(k);
  }
  return out;
}
/** The record of `key` in lookup `name`. */
export const lookupRecordKey = (name: LookupName, key: string) => `${name}|${bucketOf(key)}`;

export class CatalogueDb extends Dexie {
  constructor() {
    // Relaxed durability: the copy can always be loaded again, so a commit need not wait for the disk flush.
    super(CATALOGUE_DB, { chromeTransactionDurability: 'relaxed' });
    this.version(1).stores(STORES_V1);
    this.version(2).stores({ ...STORES_V2, PriceWord: 'prefix' });
    // Rows become pages: the rows of layout 2 are cleared, and the state's layout (CATALOGUE_LAYOUT) makes the next
    // sync load the whole file again.
    this.version(3)
      .stores({ ...STORES_V3, PriceWord: 'prefix', Lookup: 'key' })
      .upgrade((tx) => Promise.all([...LOCAL_CATALOGUE_TABLES, 'PriceWord'].map((t) => tx.table(t).clear())));
  }
  priceWords(): Table<PriceWordRow, string> {
    return this.table('PriceWord');
  }
  lookups(): Table<LookupRow, string> {
    return this.table('Lookup');
  }
  pages(name: LocalCatalogueTable): Table<PageRecord, number> {
    return this.table(name);
  }
}

export interface CatalogueState {
  key: 'catalogue';
  magasinId: number;
  currencyTag: string;
  etag: string | null;
  /** Every row of the file is in; until then searches go to the server. */
  complete: boolean;
  /** Rows per table of the last full load. */
  total: number;
  syncedAt: string | null;
  /** The marker of the file loaded: the marker again after a 304 (nothing changed since). */
  fileMarker?: string | null;
  /** The catalogue's layout the copy was written in (CATALOGUE_LAYOUT); another one is loaded again. */
  layout?: number;
}

export class StateDb extends Dexie {
  state!: Table<CatalogueState, string>;
  constructor() {
    super(STATE_DB);
    this.version(1).stores({ state: 'key' });
  }
}

let catalogue: CatalogueDb | null = null;
let state: StateDb | null = null;
export const catalogueDb = () => (catalogue ??= new CatalogueDb());
export const stateDb = () => (state ??= new StateDb());

/** The labels a price's words come from. */
export const LABEL_COLUMNS = ['label', 'en_label', 'ar_label', 'it_label'];

/** A row as stored: a price gets its words (PriceWord's prefixes come from them; the search checks them). */
export function toStored(table: LocalCatalogueTable, row: LocalRow): LocalRow {
  if (table !== 'Price') return row;
  return { ...row, words: wordsOf(LABEL_COLUMNS.map((c) => row[c])) };
}

/** The prefixes of some words, once each. */
export const prefixesOfWords = (words: readonly string[] | undefined): string[] => [...new Set((words ?? []).map(prefixOf))];
/** The prefixes of a stored price's words. */
export const prefixesOf = (row: LocalRow | undefined): string[] => prefixesOfWords(row?.words as string[] | undefined);

/** Adds `id` under each of its keys in `postings` (key → ids). */
export function addPostings(postings: Map<string, number[]>, id: number, keys: string[]): void {
  for (const p of keys) {
    const ids = postings.get(p);
    if (ids) ids.push(id);
    else postings.set(p, [id]);
  }
}

/** Rows by id, in the order asked (undefined for an id not held): one get per page. */
export async function getRows(db: CatalogueDb, table: LocalCatalogueTable, ids: readonly number[]): Promise<(LocalRow | undefined)[]> {
  const pageIds = [...new Set(ids.map(pageOf))];
  const pages = new Map((await db.pages(table).bulkGet(pageIds)).map((p, i) => [pageIds[i], p]));
  return ids.map((id) => {
    const page = pages.get(pageOf(id));
    const at = page?.columns.indexOf('id') ?? -1;
    const values = page?.rows.find((v) => v[at] === id);
    return values && rowsOf({ ...page!, rows: [values] })[0];
  });
}

/** The ids of the rows with `key` in lookup `name`. */
export async function lookup(db: CatalogueDb, name: LookupName, key: string): Promise<number[]> {
  const rec = await db.lookups().get(lookupRecordKey(name, key));
  return rec?.entries[`#${key}`] ?? [];
}

/** Rows held in a table (tests, status). */
export async function countRows(db: CatalogueDb, table: LocalCatalogueTable): Promise<number> {
  let n = 0;
  await db.pages(table).each((p) => (n += p.rows.length));
  return n;
}

/** Removes both databases (sign-out, or a copy for another company). */
export async function deleteLocalCatalogue(): Promise<void> {
  catalogue?.close();
  state?.close();
  catalogue = null;
  state = null;
  await Promise.all([Dexie.delete(CATALOGUE_DB), Dexie.delete(STATE_DB)]);
}

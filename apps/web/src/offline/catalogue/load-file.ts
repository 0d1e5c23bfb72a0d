// Loading data.sqlite into the browser database: read with sql.js, written in batches of 500 rows (product-spec §9),
// progress reported after each batch. Runs in the worker.
// Speed (issue 11, 100,000 prices in ≤ 15 s): rows are written as pages (local-db.ts: one record per PAGE_IDS ids,
// ~16 records a batch of 500 rows instead of 500), each row the array of values sql.js reads (no object built). Ten
// batches go in one IndexedDB transaction, put on the database's own handle (not through Dexie's promises): the puts
// are issued, and their values cloned, at once, so the worker reads the next rows while the browser commits these.
// The lookups and the name search's prefixes are gathered meanwhile and written once, at the end.
import { LOCAL_CATALOGUE_TABLES } from '@comptoir/shared';
import type { Database as SqlDatabase, Statement } from 'sql.js';
import {
  addPostings,
  bucketOf,
  LABEL_COLUMNS,
  LOOKUP_BUCKETS,
  LOOKUPS,
  lookupsOf,
  pageOf,
  prefixesOfWords,
  type CatalogueDb,
  type LookupRow,
  type PageRecord,
} from './local-db';
import { wordsOf } from './normalise';

export const INSERT_BATCH = 500;
/** Batches of one IndexedDB transaction. */
export const BATCHES_PER_TRANSACTION = 10;

export interface LoadResult {
  marker: string | null;
  total: number;
}

function meta(file: SqlDatabase): Record<string, string> {
  const out: Record<string, string> = {};
  const res = file.exec('select key, value from "Meta"')[0];
  for (const [k, v] of res?.values ?? []) out[String(k)] = String(v);
  return out;
}

/** Up to `max` rows of the statement, each the array of its values. */
function readRows(stmt: Statement, max: number): unknown[][] {
  const out: unknown[][] = [];
  while (out.length < max && stmt.step()) out.push(stmt.get());
  return out;
}

/** A batch of INSERT_BATCH rows (fewer at the end) as the pages to put. */
interface Batch {
  rows: number;
  pages: PageRecord[];
}

/**
 * Splits rows read in id order into batches of INSERT_BATCH rows, each as its pages. A page the next rows continue is
 * put as it stands and again, whole, with the next batch (a put replaces): `open` carries it from call to call.
 */
function toBatches(rows: unknown[][], idAt: number, columns: string[], open: { page: PageRecord | null }): Batch[] {
  const out: Batch[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    const pages: PageRecord[] = [];
    for (const values of batch) {
      const id = pageOf(values[idAt] as number);
      if (open.page?.id !== id) open.page = { id, columns, rows: [] };
      if (pages[pages.length - 1] !== open.page) pages.push(open.page);
      open.page.rows.push(values);
    }
    // The open page as this batch leaves it (the same object grows with the next batch).
    pages[pages.length - 1] = { ...open.page!, rows: open.page!.rows.slice() };
    out.push({ rows: batch.length, pages });
  }
  return out;
}

/**
 * One read-write transaction putting `records` in `store` (relaxed durability: the copy can always be loaded again);
 * `after[i]` runs once the i-th record is written. Every put is issued before this returns.
 */
function putRecords(idb: IDBDatabase, store: string, records: unknown[], after: Map<number, () => void> = new Map()): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = idb.transaction(store, 'readwrite', { durability: 'relaxed' });
    const os = tx.objectStore(store);
    records.forEach((r, i) => {
      const req = os.put(r);
      const then = after.get(i);
      if (then) req.onsuccess = then;
    });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error(`${store}: write failed`));
    tx.onabort = () => reject(tx.error ?? new Error(`${store}: write aborted`));
  });
}

/** The batches' pages in one transaction; `written(n)` after each batch. */
function writeBatches(idb: IDBDatabase, table: string, batches: Batch[], written: (n: number) => void): Promise<void> {
  const pages: PageRecord[] = [];
  const after = new Map<number, () => void>();
  for (const b of batches) {
    pages.push(...b.pages);
    after.set(pages.length - 1, () => written(b.rows));
  }
  return putRecords(idb, table, pages, after);
}

/** The lookups of a table, gathered while its rows are read: per lookup, its buckets (created when first used). */
class LookupBuilder {
  private readonly buckets = new Map<string, (LookupRow | undefined)[]>();
  add(name: keyof typeof LOOKUPS, key: unknown, id: number): void {
    if (key === null || key === undefined || key === '') return;
    const k = String(key);
    let recs = this.buckets.get(name);
    if (!recs) this.buckets.set(name, (recs = new Array<LookupRow | undefined>(LOOKUP_BUCKETS)));
    const b = bucketOf(k);
    const rec = (recs[b] ??= { key: `${name}|${b}`, entries: {} });
    const ids = (rec.entries[`#${k}`] ??= []);
    // A row with the same key twice (a product whose sku is its barcode) is listed once.
    if (ids[ids.length - 1] !== id) ids.push(id);
  }
  records(): LookupRow[] {
    return [...this.buckets.values()].flatMap((recs) => recs.filter((r): r is LookupRow => r !== undefined));
  }
}

/** Replaces the local catalogue with the file's rows; `onProgress(done, total)` after every batch written. */
export async function loadFile(file: SqlDatabase, db: CatalogueDb, onProgress: (done: number, total: number) => void): Promise<LoadResult> {
  const m = meta(file);
  const total = LOCAL_CATALOGUE_TABLES.reduce((s, t) => s + Number(m[`count:${t}`] ?? 0), 0);
  let done = 0;
  const written = (n: number) => {
    done += n;
    onProgress(done, total);
  };
  await Promise.all([...LOCAL_CATALOGUE_TABLES.map((t) => db.pages(t).clear()), db.priceWords().clear(), db.lookups().clear()]);
  const idb = db.backendDB();
  const words = new Map<string, number[]>();
  const lookups = new LookupBuilder();
  onProgress(0, total);
  const perTransaction = INSERT_BATCH * BATCHES_PER_TRANSACTION;
  let writing: Promise<void> = Promise.resolve();
  for (const t of LOCAL_CATALOGUE_TABLES) {
    const stmt = file.prepare(`select * from "${t}" order by id`);
    const open = { page: null as PageRecord | null };
    try {
      const columns = stmt.getColumnNames();
      const at = (c: string) => columns.indexOf(c);
      const idAt = at('id');
      const labelsAt = LABEL_COLUMNS.map(at);
      const keysAt = lookupsOf(t).flatMap((name) => LOOKUPS[name].columns.map((c) => [name, at(c)] as const));
      // A price's words are its last column.
      const pageColumns = t === 'Price' ? [...columns, 'words'] : columns;
      for (;;) {
        const rows = readRows(stmt, perTransaction);
        if (!rows.length) break;
        for (const values of rows) {
          const id = values[idAt] as number;
          if (t === 'Price') {
            const w = wordsOf(labelsAt.map((i) => values[i]));
            values.push(w);
            addPostings(words, id, prefixesOfWords(w));
          }
          for (const [name, i] of keysAt) lookups.add(name, values[i], id);
        }
        const batches = toBatches(rows, idAt, pageColumns, open);
        await writing;
        writing = writeBatches(idb, t, batches, written);
        // A failed write is thrown by the next await; until then it is not an unhandled rejection.
        writing.catch(() => undefined);
        if (rows.length < perTransaction) break;
      }
    } finally {
      stmt.free();
    }
  }
  await writing;
  await Promise.all([
    putRecords(
      idb,
      'PriceWord',
      [...words].map(([prefix, ids]) => ({ prefix, ids })),
    ),
    putRecords(idb, 'Lookup', lookups.records()),
  ]);
  return { marker: m.lastUpdatedAt ?? null, total };
}

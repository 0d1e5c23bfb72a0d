// Loading data.sqlite into the browser database: read with sql.js, written in batches of 500 rows (product-spec §9),
// progress reported after each batch. Runs in the worker.
// Speed (issue 11, 100,000 prices): rows are written as pages (local-db.ts: one record per PAGE_IDS ids, ~16 records
// a batch of 500 rows instead of 500); ten batches go in one IndexedDB transaction, and the next rows are read from the
// file while the previous transaction is being written, so the worker's reading and the browser's writing overlap. The
// lookups and the name search's prefixes are gathered meanwhile and written once, at the end.
import { LOCAL_CATALOGUE_TABLES, type LocalCatalogueTable } from '@comptoir/shared';
import type { Table } from 'dexie';
import type { Database as SqlDatabase, Statement } from 'sql.js';
import {
  addPostings,
  lookupKeys,
  lookupRecordKey,
  lookupsOf,
  pageOf,
  prefixesOf,
  toStored,
  type CatalogueDb,
  type LocalRow,
  type LookupRow,
  type PageRecord,
} from './local-db';

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

/** Up to `max` rows of the statement, as stored (arrays zipped with the column names: cheaper than getAsObject). */
function readRows(stmt: Statement, columns: string[], table: LocalCatalogueTable, max: number): LocalRow[] {
  const out: LocalRow[] = [];
  while (out.length < max && stmt.step()) {
    const values = stmt.get();
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) row[columns[c]] = values[c];
    out.push(toStored(table, row as LocalRow));
  }
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
function toBatches(rows: LocalRow[], open: { page: PageRecord | null }): Batch[] {
  const out: Batch[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    const pages: PageRecord[] = [];
    for (const r of batch) {
      const id = pageOf(r.id);
      if (open.page?.id !== id) open.page = { id, rows: [] };
      if (pages[pages.length - 1] !== open.page) pages.push(open.page);
      open.page.rows.push(r);
    }
    // The open page as this batch leaves it (the same object grows with the next batch).
    pages[pages.length - 1] = { id: open.page!.id, rows: open.page!.rows.slice() };
    out.push({ rows: batch.length, pages });
  }
  return out;
}

/** One transaction of batches; `written(n)` after each batch. */
function writeBatches(db: CatalogueDb, table: LocalCatalogueTable, batches: Batch[], written: (n: number) => void): Promise<void> {
  const store = db.pages(table);
  return db.transaction('rw', store, async () => {
    await Promise.all(batches.map((b) => store.bulkPut(b.pages).then(() => written(b.rows))));
  });
}

/** Puts records in slices of INSERT_BATCH, in one transaction. */
async function putAll<T>(db: CatalogueDb, store: Table<T, string>, rows: T[]): Promise<void> {
  await db.transaction('rw', store, async () => {
    const puts: Promise<unknown>[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) puts.push(store.bulkPut(rows.slice(i, i + INSERT_BATCH)));
    await Promise.all(puts);
  });
}

/** The name search's prefixes (PriceWord), in batches of INSERT_BATCH, one transaction. */
export async function writePostings(db: CatalogueDb, postings: Map<string, number[]>): Promise<void> {
  await putAll(
    db,
    db.priceWords(),
    [...postings].map(([prefix, ids]) => ({ prefix, ids })),
  );
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
  const words = new Map<string, number[]>();
  const lookups = new Map<string, LookupRow>();
  onProgress(0, total);
  const perTransaction = INSERT_BATCH * BATCHES_PER_TRANSACTION;
  let writing: Promise<void> = Promise.resolve();
  for (const t of LOCAL_CATALOGUE_TABLES) {
    const stmt = file.prepare(`select * from "${t}" order by id`);
    const names = lookupsOf(t);
    const open = { page: null as PageRecord | null };
    try {
      const columns = stmt.getColumnNames();
      for (;;) {
        const rows = readRows(stmt, columns, t, perTransaction);
        if (!rows.length) break;
        for (const r of rows) {
          if (t === 'Price') addPostings(words, r.id, prefixesOf(r));
          for (const n of names)
            for (const k of lookupKeys(n, r)) {
              const key = lookupRecordKey(n, k);
              let rec = lookups.get(key);
              if (!rec) lookups.set(key, (rec = { key, entries: {} }));
              (rec.entries[`#${k}`] ??= []).push(r.id);
            }
        }
        const batches = toBatches(rows, open);
        await writing;
        writing = writeBatches(db, t, batches, written);
        // A failed write is thrown by the next await; until then it is not an unhandled rejection.
        writing.catch(() => undefined);
        if (rows.length < perTransaction) break;
      }
    } finally {
      stmt.free();
    }
  }
  await writing;
  await Promise.all([writePostings(db, words), putAll(db, db.lookups(), [...lookups.values()])]);
  return { marker: m.lastUpdatedAt ?? null, total };
}

// Loading data.sqlite into the browser database: read with sql.js, written in batches of 500 rows (product-spec §9),
// progress reported after each batch. Runs in the worker.
// Speed (issue 11, 100,000 prices): ten batches go in one IndexedDB transaction (a transaction per batch of 500 cost
// a commit each), and the next rows are read from the file while the previous transaction is being written, so the
// worker's reading and the browser's writing overlap instead of taking turns.
import { LOCAL_CATALOGUE_TABLES, type LocalCatalogueTable } from '@comptoir/shared';
import type { Database as SqlDatabase, Statement } from 'sql.js';
import { addPostings, prefixesOf, toStored, type CatalogueDb, type LocalRow } from './local-db';

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

/** One transaction of batches of INSERT_BATCH rows; `written(n)` after each batch. */
function writeRows(db: CatalogueDb, table: LocalCatalogueTable, rows: LocalRow[], written: (n: number) => void): Promise<void> {
  const store = db.table_(table);
  return db.transaction('rw', store, async () => {
    const puts: Promise<unknown>[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH);
      puts.push(store.bulkPut(batch).then(() => written(batch.length)));
    }
    await Promise.all(puts);
  });
}

/** The name search's prefixes (PriceWord), in batches of INSERT_BATCH, one transaction. */
export async function writePostings(db: CatalogueDb, postings: Map<string, number[]>): Promise<void> {
  const rows = [...postings].map(([prefix, ids]) => ({ prefix, ids }));
  const store = db.priceWords();
  await db.transaction('rw', store, async () => {
    const puts: Promise<unknown>[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) puts.push(store.bulkPut(rows.slice(i, i + INSERT_BATCH)));
    await Promise.all(puts);
  });
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
  await Promise.all([...LOCAL_CATALOGUE_TABLES.map((t) => db.table_(t).clear()), db.priceWords().clear()]);
  const postings = new Map<string, number[]>();
  onProgress(0, total);
  const perTransaction = INSERT_BATCH * BATCHES_PER_TRANSACTION;
  let writing: Promise<void> = Promise.resolve();
  for (const t of LOCAL_CATALOGUE_TABLES) {
    const stmt = file.prepare(`select * from "${t}" order by id`);
    try {
      const columns = stmt.getColumnNames();
      for (;;) {
        const rows = readRows(stmt, columns, t, perTransaction);
        if (!rows.length) break;
        if (t === 'Price') for (const r of rows) addPostings(postings, r.id, prefixesOf(r));
        await writing;
        writing = writeRows(db, t, rows, written);
        // A failed write is thrown by the next await; until then it is not an unhandled rejection.
        writing.catch(() => undefined);
        if (rows.length < perTransaction) break;
      }
    } finally {
      stmt.free();
    }
  }
  await writing;
  await writePostings(db, postings);
  return { marker: m.lastUpdatedAt ?? null, total };
}

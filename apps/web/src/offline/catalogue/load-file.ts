// Loading data.sqlite into the browser database: read with sql.js, written in batches of 500 rows (product-spec §9),
// progress reported after each batch. Runs in the worker.
import { LOCAL_CATALOGUE_TABLES, type LocalCatalogueTable } from '@comptoir/shared';
import type { Database as SqlDatabase } from 'sql.js';
import { toStored, type CatalogueDb, type LocalRow } from './local-db';

export const INSERT_BATCH = 500;

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

/** Replaces the local catalogue with the file's rows; `onProgress(done, total)` after every batch written. */
export async function loadFile(file: SqlDatabase, db: CatalogueDb, onProgress: (done: number, total: number) => void): Promise<LoadResult> {
  const m = meta(file);
  const total = LOCAL_CATALOGUE_TABLES.reduce((s, t) => s + Number(m[`count:${t}`] ?? 0), 0);
  let done = 0;
  await Promise.all(LOCAL_CATALOGUE_TABLES.map((t) => db.table_(t).clear()));
  onProgress(0, total);
  for (const t of LOCAL_CATALOGUE_TABLES) {
    const stmt = file.prepare(`select * from "${t}" order by id`);
    try {
      let batch: LocalRow[] = [];
      const flush = async () => {
        if (!batch.length) return;
        await db.table_(t).bulkPut(batch);
        done += batch.length;
        batch = [];
        onProgress(done, total);
      };
      while (stmt.step()) {
        batch.push(toStored(t as LocalCatalogueTable, stmt.getAsObject() as LocalRow));
        if (batch.length === INSERT_BATCH) await flush();
      }
      await flush();
    } finally {
      stmt.free();
    }
  }
  return { marker: m.lastUpdatedAt ?? null, total };
}

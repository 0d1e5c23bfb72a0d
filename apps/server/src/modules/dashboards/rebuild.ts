// The aggregates rebuilt from the orders (issue 24): after a bulk import, a restore, or to check the kept ones. Every
// order's contribution (aggregates.ts `contribute`, the function the write paths use) summed from scratch: the tables
// of the company (or every company) emptied, then the orders read by batches of ids, their contributions summed in
// memory and written as upserts every so many rows (they add, so a flush may meet rows an earlier one wrote). One
// transaction: the charts never see half.
import { sql } from 'kysely';
import { isPostgres, type Database, type Executor } from '../../db/database';
import { AGG_TABLE_NAMES, contributionOf, forgetDeferred, upsert, type Contribution } from './aggregates';

const BATCH = 5_000;
/** Rows kept in memory before they are written (orders come in id order, so a store's day fills up before it goes). */
const FLUSH_ROWS = 100_000;

export async function rebuildIn(db: Executor, entrepriseId: number | null, onProgress?: (done: number) => void): Promise<number> {
  await forgetDeferred(db, entrepriseId);
  for (const table of AGG_TABLE_NAMES) {
    let q = db.deleteFrom(table);
    if (entrepriseId !== null) q = q.where('entreprise_id', '=', entrepriseId);
    await q.execute();
  }
  let last = 0;
  let done = 0;
  let acc: Contribution = new Map();
  const flush = async () => {
    await upsert(
      db,
      [...acc.values()].filter((r) => r.values.some((v) => v !== 0)),
      500,
    );
    acc = new Map();
  };
  for (;;) {
    let q = db.selectFrom('commands').select('id').where('id', '>', last).orderBy('id').limit(BATCH);
    if (entrepriseId !== null) q = q.where('entreprise_id', '=', entrepriseId);
    const ids = (await q.execute()).map((r) => r.id);
    if (!ids.length) break;
    await contributionOf(db, entrepriseId, ids, 1, acc);
    if (acc.size >= FLUSH_ROWS) await flush();
    last = ids[ids.length - 1];
    done += ids.length;
    onProgress?.(done);
  }
  await flush();
  return done;
}

/**
 * Rebuilds the aggregates of one company (or all, null) in one transaction; answers the number of orders read. On
 * PostgreSQL the tables' statistics are then gathered: rewritten at once, they would keep the planner's old estimates
 * until autovacuum came by, and with a few rows estimated for a company the charts' sums scanned the company's whole
 * index range instead of its stores' (agg_slices for one day: 15–70 ms instead of 0.3 ms, bench/RESULTS.md).
 */
export async function rebuildAggregates(
  database: Database,
  entrepriseId: number | null,
  onProgress?: (done: number) => void,
): Promise<number> {
  const orders = await database.db.transaction().execute((trx) => rebuildIn(trx, entrepriseId, onProgress));
  if (isPostgres(database.db)) for (const table of AGG_TABLE_NAMES) await sql`analyze ${sql.table(table)}`.execute(database.db);
  return orders;
}

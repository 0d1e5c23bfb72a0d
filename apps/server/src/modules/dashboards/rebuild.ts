// The aggregates rebuilt from the orders (issue 24): after a bulk import, a restore, or to check the kept ones. Every
// order's contribution (aggregates.ts `contribute`, the function the write paths use) summed from scratch: the tables
// of the company (or every company) emptied, then the orders read by batches of ids and their contributions added as
// upserts (they add, so a batch may meet rows an earlier batch wrote). One transaction: the charts never see half.
import type { Database, Executor } from '../../db/database';
import { AGG_TABLE_NAMES, contributionOf, upsert } from './aggregates';

const BATCH = 2_000;

export async function rebuildIn(db: Executor, entrepriseId: number | null, onProgress?: (done: number) => void): Promise<number> {
  for (const table of AGG_TABLE_NAMES) {
    let q = db.deleteFrom(table);
    if (entrepriseId !== null) q = q.where('entreprise_id', '=', entrepriseId);
    await q.execute();
  }
  let last = 0;
  let done = 0;
  for (;;) {
    let q = db.selectFrom('commands').select('id').where('id', '>', last).orderBy('id').limit(BATCH);
    if (entrepriseId !== null) q = q.where('entreprise_id', '=', entrepriseId);
    const ids = (await q.execute()).map((r) => r.id);
    if (!ids.length) break;
    const acc = await contributionOf(db, entrepriseId, ids);
    await upsert(
      db,
      [...acc.values()].filter((r) => r.values.some((v) => v !== 0)),
    );
    last = ids[ids.length - 1];
    done += ids.length;
    onProgress?.(done);
  }
  return done;
}

/** Rebuilds the aggregates of one company (or all, null) in one transaction; answers the number of orders read. */
export function rebuildAggregates(database: Database, entrepriseId: number | null, onProgress?: (done: number) => void): Promise<number> {
  return database.db.transaction().execute((trx) => rebuildIn(trx, entrepriseId, onProgress));
}

// Applying a delta (api-spec 7.5 catalogue fetch): changed rows put by id, tombstones deleted, in batches of 500.
import { LOCAL_CATALOGUE_TABLES, type CatalogueDelta } from '@comptoir/shared';
import { toStored, type CatalogueDb, type LocalRow } from './local-db';
import { INSERT_BATCH } from './load-file';

/** Applies every table's changes in one transaction; answers how many rows changed. */
export async function applyDelta(db: CatalogueDb, delta: CatalogueDelta): Promise<number> {
  let n = 0;
  const tables = LOCAL_CATALOGUE_TABLES.map((t) => db.table_(t));
  await db.transaction('rw', tables, async () => {
    for (const t of LOCAL_CATALOGUE_TABLES) {
      const part = delta.tables[t];
      if (!part) continue;
      const table = db.table_(t);
      if (delta.full) await table.clear();
      for (let i = 0; i < part.rows.length; i += INSERT_BATCH)
        await table.bulkPut(part.rows.slice(i, i + INSERT_BATCH).map((r) => toStored(t, r as LocalRow)));
      for (let i = 0; i < part.deleted.length; i += INSERT_BATCH) await table.bulkDelete(part.deleted.slice(i, i + INSERT_BATCH));
      n += part.rows.length + part.deleted.length;
    }
  });
  return n;
}

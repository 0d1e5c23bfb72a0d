// Applying a delta (api-spec 7.5 catalogue fetch): changed rows put by id, tombstones deleted, in batches of 500; the
// name search's prefixes (PriceWord) follow the prices' words.
import { LOCAL_CATALOGUE_TABLES, type CatalogueDelta } from '@comptoir/shared';
import { addPostings, prefixesOf, toStored, type CatalogueDb, type LocalRow } from './local-db';
import { INSERT_BATCH } from './load-file';

/** Applies every table's changes in one transaction; answers how many rows changed. */
export async function applyDelta(db: CatalogueDb, delta: CatalogueDelta): Promise<number> {
  let n = 0;
  const tables = LOCAL_CATALOGUE_TABLES.map((t) => db.table_(t));
  await db.transaction('rw', [...tables, db.priceWords()], async () => {
    for (const t of LOCAL_CATALOGUE_TABLES) {
      const part = delta.tables[t];
      if (!part) continue;
      const table = db.table_(t);
      const rows = part.rows.map((r) => toStored(t, r as LocalRow));
      if (t === 'Price') await movePostings(db, delta.full, rows, part.deleted);
      if (delta.full) await table.clear();
      for (let i = 0; i < rows.length; i += INSERT_BATCH) await table.bulkPut(rows.slice(i, i + INSERT_BATCH));
      for (let i = 0; i < part.deleted.length; i += INSERT_BATCH) await table.bulkDelete(part.deleted.slice(i, i + INSERT_BATCH));
      n += part.rows.length + part.deleted.length;
    }
  });
  return n;
}

/** Moves the changed and deleted prices' ids between prefixes (before the prices are written: it reads their old words). */
async function movePostings(db: CatalogueDb, full: boolean, rows: LocalRow[], deleted: number[]): Promise<void> {
  const store = db.priceWords();
  const removed = new Map<string, number[]>();
  const added = new Map<string, number[]>();
  if (full) await store.clear();
  else {
    const ids = [...rows.map((r) => r.id), ...deleted];
    const old = await db.table_('Price').bulkGet(ids);
    old.forEach((o, i) => addPostings(removed, ids[i], prefixesOf(o)));
  }
  for (const r of rows) addPostings(added, r.id, prefixesOf(r));
  const prefixes = [...new Set([...removed.keys(), ...added.keys()])];
  const current = await store.bulkGet(prefixes);
  const next = prefixes.map((prefix, i) => {
    const gone = new Set([...(removed.get(prefix) ?? []), ...(added.get(prefix) ?? [])]);
    const ids = (current[i]?.ids ?? []).filter((id) => !gone.has(id));
    return { prefix, ids: [...ids, ...(added.get(prefix) ?? [])] };
  });
  await store.bulkDelete(next.filter((w) => !w.ids.length).map((w) => w.prefix));
  await store.bulkPut(next.filter((w) => w.ids.length));
}

// Applying a delta (api-spec 7.5 catalogue fetch): changed rows put by id, tombstones deleted, in batches of 500; the
// pages they sit in rewritten, and the lookups and the name search's prefixes (PriceWord) moved with the rows' keys.
import { LOCAL_CATALOGUE_TABLES, type CatalogueDelta, type LocalCatalogueTable } from '@comptoir/shared';
import {
  addPostings,
  lookupKeys,
  lookupRecordKey,
  lookupsOf,
  pageOf,
  prefixesOf,
  rowsOf,
  toPage,
  toStored,
  type CatalogueDb,
  type LocalRow,
  type LookupName,
  type PageRecord,
} from './local-db';
import { INSERT_BATCH } from './load-file';

/** Applies every table's changes in one transaction; answers how many rows changed. */
export async function applyDelta(db: CatalogueDb, delta: CatalogueDelta): Promise<number> {
  let n = 0;
  const tables = LOCAL_CATALOGUE_TABLES.map((t) => db.pages(t));
  await db.transaction('rw', [...tables, db.priceWords(), db.lookups()], async () => {
    for (const t of LOCAL_CATALOGUE_TABLES) {
      const part = delta.tables[t];
      if (!part) continue;
      const rows = part.rows.map((r) => toStored(t, r as LocalRow));
      if (delta.full) await clearTable(db, t);
      const old = await writeRows(db, t, rows, part.deleted);
      if (t === 'Price') await moveWords(db, old, rows, part.deleted);
      for (const name of lookupsOf(t)) await moveLookup(db, name, old, rows, part.deleted);
      n += part.rows.length + part.deleted.length;
    }
  });
  return n;
}

/** A full delta replaces the table: its pages, its lookups and (prices) the prefixes go. */
async function clearTable(db: CatalogueDb, t: LocalCatalogueTable): Promise<void> {
  await db.pages(t).clear();
  for (const name of lookupsOf(t)) await db.lookups().where('key').startsWith(`${name}|`).delete();
  if (t === 'Price') await db.priceWords().clear();
}

/** Puts `rows` and removes `deleted` in their pages; answers the rows they replace or remove (index moves need them). */
async function writeRows(db: CatalogueDb, t: LocalCatalogueTable, rows: LocalRow[], deleted: number[]): Promise<LocalRow[]> {
  const store = db.pages(t);
  const ids = new Set([...rows.map((r) => r.id), ...deleted]);
  const pageIds = [...new Set([...ids].map(pageOf))];
  const pages = new Map<number, Map<number, LocalRow>>();
  const columns = new Map<number, string[]>();
  const old: LocalRow[] = [];
  for (let i = 0; i < pageIds.length; i += INSERT_BATCH)
    (await store.bulkGet(pageIds.slice(i, i + INSERT_BATCH))).forEach((p, k) => {
      const byId = new Map(rowsOf(p).map((r) => [r.id, r]));
      for (const r of byId.values()) if (ids.has(r.id)) old.push(r);
      pages.set(pageIds[i + k], byId);
      if (p) columns.set(p.id, p.columns);
    });
  for (const r of rows) pages.get(pageOf(r.id))!.set(r.id, r);
  for (const id of deleted) pages.get(pageOf(id))!.delete(id);
  const put: PageRecord[] = [];
  const gone: number[] = [];
  for (const [id, byId] of pages)
    if (byId.size)
      put.push(
        toPage(
          id,
          [...byId.values()].sort((a, b) => a.id - b.id),
          columns.get(id),
        ),
      );
    else gone.push(id);
  for (let i = 0; i < put.length; i += INSERT_BATCH) await store.bulkPut(put.slice(i, i + INSERT_BATCH));
  for (let i = 0; i < gone.length; i += INSERT_BATCH) await store.bulkDelete(gone.slice(i, i + INSERT_BATCH));
  return old;
}

/** The ids leaving and joining each key: a changed row leaves its old keys and joins its new ones. */
function moves(old: LocalRow[], rows: LocalRow[], deleted: number[], keysOf: (r: LocalRow) => string[]) {
  const removed = new Map<string, number[]>();
  const added = new Map<string, number[]>();
  const gone = new Set(deleted);
  for (const o of old) addPostings(removed, o.id, keysOf(o));
  for (const r of rows) if (!gone.has(r.id)) addPostings(added, r.id, keysOf(r));
  /** The ids under `key` once moved, from those held. */
  const next = (key: string, held: number[]) => {
    const join = added.get(key) ?? [];
    const leave = new Set([...(removed.get(key) ?? []), ...join]);
    return [...held.filter((id) => !leave.has(id)), ...join];
  };
  return { keys: [...new Set([...removed.keys(), ...added.keys()])], next };
}

/** Moves the changed and deleted prices' ids between the prefixes of their words. */
async function moveWords(db: CatalogueDb, old: LocalRow[], rows: LocalRow[], deleted: number[]): Promise<void> {
  const store = db.priceWords();
  const { keys, next } = moves(old, rows, deleted, prefixesOf);
  const current = await store.bulkGet(keys);
  const after = keys.map((prefix, i) => ({ prefix, ids: next(prefix, current[i]?.ids ?? []) }));
  await store.bulkDelete(after.filter((w) => !w.ids.length).map((w) => w.prefix));
  await store.bulkPut(after.filter((w) => w.ids.length));
}

/** Moves the changed and deleted rows' ids between the keys of a lookup. */
async function moveLookup(db: CatalogueDb, name: LookupName, old: LocalRow[], rows: LocalRow[], deleted: number[]): Promise<void> {
  const store = db.lookups();
  const { keys, next } = moves(old, rows, deleted, (r) => lookupKeys(name, (c) => r[c]));
  if (!keys.length) return;
  const recordKeys = [...new Set(keys.map((k) => lookupRecordKey(name, k)))];
  const records = new Map((await store.bulkGet(recordKeys)).map((r, i) => [recordKeys[i], r ?? { key: recordKeys[i], entries: {} }]));
  for (const k of keys) {
    const entries = records.get(lookupRecordKey(name, k))!.entries;
    const ids = next(k, entries[`#${k}`] ?? []);
    if (ids.length) entries[`#${k}`] = ids;
    else delete entries[`#${k}`];
  }
  const all = [...records.values()];
  await store.bulkDelete(all.filter((r) => !Object.keys(r.entries).length).map((r) => r.key));
  await store.bulkPut(all.filter((r) => Object.keys(r.entries).length));
}

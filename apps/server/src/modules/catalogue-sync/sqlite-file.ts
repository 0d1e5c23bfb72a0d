// GET /assets/data.sqlite: the store's catalogue as a SQLite file (product-spec §3 'Offline browser catalogue'), read
// from either database, built in memory with better-sqlite3, cached per company/store/currency/channel and rebuilt
// when the catalogue's signature changes. The ETag is that signature's hash, so an unchanged catalogue is a 304.
import { createHash } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import { nowIso, type Database } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import * as repo from './sync.repository';
import { scopeOf } from './sync.service';
import { columnsOf, SYNC_TABLES } from './sync.tables';

export interface CatalogueFile {
  etag: string;
  /** The delta marker of the file: taken before reading, as a delta's. */
  lastUpdatedAt: string;
  bytes: Buffer;
}

/** Built files by database and scope; a few stores' files each (the least recently used is dropped). */
const caches = new WeakMap<Database, Map<string, Promise<CatalogueFile>>>();
const CACHE_SIZE = 16;

const quote = (name: string) => `"${name}"`;

/** Rows read from the source per query (keyset pages). */
const PAGE_SIZE = 5000;
/** Rows per insert statement (fewer calls into SQLite; 100 × 27 columns stays far under its 32,766 parameters). */
const ROWS_PER_INSERT = 100;

/**
 * The file itself: one table per local table (ids kept), a Meta table with the scope and the marker. Written in one
 * transaction through prepared inserts of 100 rows, from keyset pages of the source tables (issue 11: ≤ 3 s at
 * 100,000 prices); the file is private to this build, so nothing else sees it half written.
 */
export async function buildFile(database: Database, s: repo.SyncScopeOf, etag: string): Promise<CatalogueFile> {
  const lastUpdatedAt = nowIso();
  const out = new Sqlite(':memory:');
  try {
    out.pragma('journal_mode = OFF');
    out.pragma('synchronous = OFF');
    out.exec('begin');
    out.exec('create table "Meta" ("key" text primary key, "value" text)');
    const meta = out.prepare('insert into "Meta" values (?, ?)');
    for (const t of SYNC_TABLES) {
      const cols = columnsOf(t);
      out.exec(`create table ${quote(t.local)} (${cols.map((c) => (c === 'id' ? '"id" integer primary key' : quote(c))).join(', ')})`);
      const tuple = `(${cols.map(() => '?').join(', ')})`;
      const insertOne = out.prepare(`insert into ${quote(t.local)} values ${tuple}`);
      const insertMany = out.prepare(`insert into ${quote(t.local)} values ${Array(ROWS_PER_INSERT).fill(tuple).join(', ')}`);
      let count = 0;
      for await (const page of repo.liveRowPages(database, t, s, PAGE_SIZE)) {
        let i = 0;
        for (; i + ROWS_PER_INSERT <= page.length; i += ROWS_PER_INSERT) insertMany.run(page.slice(i, i + ROWS_PER_INSERT).flat());
        for (; i < page.length; i++) insertOne.run(page[i]);
        count += page.length;
      }
      meta.run(`count:${t.local}`, String(count));
    }
    for (const [k, v] of Object.entries({ lastUpdatedAt, magasinId: s.magasinId, currencyTag: s.currencyTag, isWeb: s.isWeb ? 1 : 0 }))
      meta.run(k, String(v));
    out.exec('commit');
    return { etag, lastUpdatedAt, bytes: out.serialize() };
  } finally {
    out.close();
  }
}

/** The file for the signed-in company's store and currency: from the cache while the catalogue is unchanged. */
export async function catalogueFile(
  database: Database,
  ctx: RequestContext,
  q: { magasinId: number; currencyTag: string; isWeb?: boolean },
): Promise<{ etag: string; file: () => Promise<CatalogueFile> }> {
  const s = await scopeOf(database, ctx, q);
  const key = `${s.entrepriseId}:${s.magasinId}:${s.currencyTag}:${s.isWeb ? 1 : 0}`;
  const signature = await repo.catalogueSignature(database.db, s.entrepriseId);
  const etag = `"${createHash('sha256').update(`${key}|${signature}`).digest('base64url').slice(0, 32)}"`;
  return {
    etag,
    file: async () => {
      const cache = caches.get(database) ?? new Map<string, Promise<CatalogueFile>>();
      caches.set(database, cache);
      const cached = cache.get(key);
      if (cached && (await cached.catch(() => null))?.etag === etag) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const building = buildFile(database, s, etag);
      cache.set(key, building);
      building.catch(() => cache.get(key) === building && cache.delete(key));
      while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return building;
    },
  };
}

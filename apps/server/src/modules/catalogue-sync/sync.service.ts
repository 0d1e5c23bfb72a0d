// Delta sync of the local catalogue (api-spec 7.5 'Sync', 'Point-of-sale sync'; §4 catalogue sync): what changed since
// the client's marker, soft-deleted rows and rows gone out of the store's scope as tombstones, and the next marker.
import type { CatalogueDelta, CatalogueDeltaQuery, LocalCatalogueTable, SyncByListIdBody, TableDelta } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { visibleStore } from '../magasins/magasins.service';
import * as repo from './sync.repository';
import { normaliseRow, SYNC_TABLES, type SyncTable } from './sync.tables';

/**
 * How far back of the marker a delta reads again. The marker is taken before reading, but a write stamped just before
 * it may commit just after the read: reading this overlap again (rows are upserted by id, so twice is harmless) keeps
 * such a change from being lost.
 */
export const MARKER_OVERLAP_MS = 30_000;

type Scope = repo.SyncScopeOf;

export async function scopeOf(database: Database, ctx: RequestContext, q: { magasinId: number; currencyTag: string; isWeb?: boolean }) {
  await visibleStore(database.db, ctx, q.magasinId);
  return { entrepriseId: ctx.entrepriseId, magasinId: q.magasinId, currencyTag: q.currencyTag, isWeb: q.isWeb } satisfies Scope;
}

const byId = (rows: repo.SyncRow[]) => new Map(rows.map((r) => [r.id, r]));

/** A table's delta: live rows in scope changed since, and tombstones for the other changed ids. */
async function tableDelta(db: Executor, t: SyncTable, s: Scope, since: string, changedPriceIds: number[]): Promise<TableDelta> {
  const live = byId(await repo.liveRowsSince(db, t, s, since));
  // A price coming (back) into scope brings the rows hanging off it, changed or not.
  if (t.scope === 'of-price' && changedPriceIds.length)
    for (const r of await repo.liveRowsOfPrices(db, t, s, changedPriceIds)) live.set(r.id, r);
  const deleted = (await repo.idsSince(db, t, s.entrepriseId, since)).filter((id) => !live.has(id)).sort((a, b) => a - b);
  return { rows: [...live.values()].sort((a, b) => a.id - b.id).map((r) => normaliseRow(t, r)), deleted };
}

/** The catalogue fetch: everything in scope without a marker, else what changed since it. */
export async function delta(database: Database, ctx: RequestContext, q: CatalogueDeltaQuery): Promise<CatalogueDelta> {
  const s = await scopeOf(database, ctx, q);
  // Taken before reading: a change made while we read is after the marker and comes with the next delta.
  const marker = nowIso();
  const db = database.db;
  const tables = {} as Record<LocalCatalogueTable, TableDelta>;
  if (!q.lastUpdatedAt) {
    for (const t of SYNC_TABLES) tables[t.local] = { rows: (await repo.liveRows(db, t, s)).map((r) => normaliseRow(t, r)), deleted: [] };
    return { lastUpdatedAt: marker, full: true, tables };
  }
  const since = new Date(Date.parse(q.lastUpdatedAt) - MARKER_OVERLAP_MS).toISOString();
  let changedPriceIds: number[] = [];
  for (const t of SYNC_TABLES) {
    tables[t.local] = await tableDelta(db, t, s, since, changedPriceIds);
    if (t.local === 'Price') changedPriceIds = tables.Price.rows.map((r) => Number(r.id));
  }
  return { lastUpdatedAt: marker, full: false, tables };
}

/** How many rows of each table changed since the marker (what a client has not synced yet). */
export async function unsynced(database: Database, ctx: RequestContext, q: CatalogueDeltaQuery) {
  const d = await delta(database, ctx, q);
  const counts = {} as Record<LocalCatalogueTable, number>;
  let total = 0;
  for (const t of SYNC_TABLES) {
    const part = d.tables[t.local];
    counts[t.local] = part ? part.rows.length + part.deleted.length : 0;
    total += counts[t.local];
  }
  return { lastUpdatedAt: d.lastUpdatedAt, total, counts };
}

/** The rows of the given ids as they are now; an id gone, deleted or out of scope comes back as a tombstone. */
export async function byListId(database: Database, ctx: RequestContext, body: SyncByListIdBody): Promise<CatalogueDelta> {
  const s = await scopeOf(database, ctx, body);
  const marker = nowIso();
  const tables = {} as Record<LocalCatalogueTable, TableDelta>;
  for (const t of SYNC_TABLES) {
    const ids = body.lists[t.local];
    if (!ids?.length) continue;
    const live = byId(await repo.liveRowsById(database.db, t, s, ids));
    tables[t.local] = {
      rows: [...live.values()].sort((a, b) => a.id - b.id).map((r) => normaliseRow(t, r)),
      deleted: [...new Set(ids)].filter((id) => !live.has(id)).sort((a, b) => a - b),
    };
  }
  return { lastUpdatedAt: marker, full: false, tables };
}

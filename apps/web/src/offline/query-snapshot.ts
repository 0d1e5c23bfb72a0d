// What a screen that works offline (the till) showed last, kept in the browser so a reload without a connection brings
// it back (issue 13): while such a screen is open, every query it (and the frame around it) displays is copied to
// IndexedDB when it succeeds; when the app starts on that screen, the copies go into the query cache before the first
// render, with their time and marked invalid so they are fetched again as soon as the server answers. Sign-out removes them.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import Dexie, { type Table } from 'dexie';

export const SNAPSHOT_DB = 'comptoir-snapshot';

interface SnapshotRow {
  hash: string;
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

class SnapshotDb extends Dexie {
  queries!: Table<SnapshotRow, string>;
  constructor() {
    super(SNAPSHOT_DB);
    this.version(1).stores({ queries: 'hash' });
  }
}

let db: SnapshotDb | null = null;
const theDb = () => (db ??= new SnapshotDb());

/** Copies every query shown on screen (it has observers) each time it succeeds; answers the unsubscribe. */
export function keepShownQueries(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const save = (hash: string, key: QueryKey, data: unknown, updatedAt: number) =>
    void theDb()
      .queries.put({ hash, key, data, updatedAt })
      .catch((error: unknown) => console.warn('[snapshot] not kept', error));
  // What is on screen already.
  for (const q of cache.getAll())
    if (q.state.status === 'success' && q.getObserversCount() > 0) save(q.queryHash, q.queryKey, q.state.data, q.state.dataUpdatedAt);
  return cache.subscribe((event) => {
    const q = event.query;
    const shown = q.getObserversCount() > 0;
    if (event.type === 'updated' && event.action.type === 'success' && shown)
      save(q.queryHash, q.queryKey, q.state.data, q.state.dataUpdatedAt);
    else if (event.type === 'observerAdded' && q.state.status === 'success')
      save(q.queryHash, q.queryKey, q.state.data, q.state.dataUpdatedAt);
  });
}

/** Puts the kept copies into the cache (before the first render); answers how many. Never throws. */
export async function restoreShownQueries(queryClient: QueryClient): Promise<number> {
  try {
    const rows = await theDb().queries.toArray();
    for (const r of rows) {
      if (queryClient.getQueryData(r.key) !== undefined) continue;
      // With the time it was fetched (a screen may show it), and invalidated: the screen fetches it again at once when it can.
      queryClient.setQueryData(r.key, r.data, { updatedAt: r.updatedAt });
      queryClient.getQueryCache().find({ queryKey: r.key, exact: true })?.invalidate();
    }
    return rows.length;
  } catch (error) {
    console.warn('[snapshot] not restored', error);
    return 0;
  }
}

/** Sign-out: the copies go with the session. */
export async function clearShownQueries(): Promise<void> {
  db?.close();
  db = null;
  await Dexie.delete(SNAPSHOT_DB);
}

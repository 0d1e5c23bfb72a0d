// What a screen that works offline (the till) showed last, kept in the browser so a reload without a connection brings
// it back (issue 13): while such a screen is open, every query it (and the frame around it) displays is copied to
// IndexedDB when it succeeds; when the app starts on that screen, the copies go into the query cache before the first
// render, with their time and marked invalid so they are fetched again as soon as the server answers. Sign-out removes them.
//
// IndexedDB is used directly, not through Dexie: the till reads this before its first render, and Dexie (33 KB gzip)
// would be part of every first load of the till (issue 23 point 10). The database is the one Dexie made (its version 1
// is IndexedDB's 10, one store `queries` keyed by `hash`), so copies kept by earlier builds are read as they are.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const SNAPSHOT_DB = 'comptoir-snapshot';
const VERSION = 10;
const STORE = 'queries';

interface SnapshotRow {
  hash: string;
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

let opening: Promise<IDBDatabase> | null = null;

function theDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(SNAPSHOT_DB, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'hash' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting it (sign-out) or a newer version: let go, open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB: the snapshot could not be opened'));
    };
    request.onblocked = () => undefined;
  });
  return opening;
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

async function put(row: SnapshotRow): Promise<void> {
  const db = await theDb();
  await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(row));
}

/** Copies every query shown on screen (it has observers) each time it succeeds; answers the unsubscribe. */
export function keepShownQueries(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const save = (hash: string, key: QueryKey, data: unknown, updatedAt: number) =>
    void put({ hash, key, data, updatedAt }).catch((error: unknown) => console.warn('[snapshot] not kept', error));
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
    const db = await theDb();
    const rows = await done(db.transaction(STORE, 'readonly').objectStore(STORE).getAll() as IDBRequest<SnapshotRow[]>);
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
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(SNAPSHOT_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

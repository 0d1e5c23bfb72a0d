// The offline catalogue on the page's side (api-spec §4 catalogue sync, §8): decides full load or delta, keeps the
// marker (removed on a failed sync so the next one is full, and with the token on sign-out), syncs on start, every
// few minutes and when the connection returns, and publishes the progress the status and the search hook read.
import { createStore, type Store } from '../../lib/create-store';
import { readStorage, removeStorage, writeStorage } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { CatalogueState } from './local-db';
import type { SyncJob, WorkerAnswer } from './worker-protocol';

export const SYNC_EVERY_MS = 5 * 60_000;
/**
 * How the copy is laid out in IndexedDB (local-db.ts; 3: rows in pages). A copy of another layout is not used: the
 * next sync loads the whole file again.
 */
export const CATALOGUE_LAYOUT = 3;

export interface CatalogueStatus {
  magasinId: number | null;
  currencyTag: string;
  phase: 'idle' | 'loading' | 'syncing' | 'ready' | 'error';
  done: number;
  total: number;
  /** The local copy is complete: searches run locally. */
  complete: boolean;
  syncedAt: string | null;
}

export const catalogueStatus: Store<CatalogueStatus> = createStore<CatalogueStatus>({
  magasinId: null,
  currencyTag: 'MAD',
  phase: 'idle',
  done: 0,
  total: 0,
  complete: false,
  syncedAt: null,
});

type Done = Extract<WorkerAnswer, { type: 'done' }>;

/** What the controller needs from the outside; the worker, IndexedDB and localStorage in the app, fakes in tests. */
export interface SyncDeps {
  run(job: Omit<SyncJob, 'id'>, onProgress: (done: number, total: number) => void): Promise<Done>;
  readState(): Promise<CatalogueState | undefined>;
  writeState(s: CatalogueState): Promise<void>;
  token(): string | null;
  now(): Date;
}

export const marker = {
  get: () => readStorage(STORAGE_KEYS.catalogueLastUpdatedAt),
  set: (v: string) => writeStorage(STORAGE_KEYS.catalogueLastUpdatedAt, v),
  remove: () => removeStorage(STORAGE_KEYS.catalogueLastUpdatedAt),
};

/** One sync: a delta when a complete copy of this scope and a marker are held, else the whole file. */
export async function syncOnce(deps: SyncDeps, scope: { magasinId: number; currencyTag: string }, status = catalogueStatus): Promise<void> {
  const token = deps.token();
  if (!token) return;
  const held = await deps.readState();
  const same =
    held &&
    held.layout === CATALOGUE_LAYOUT &&
    held.magasinId === scope.magasinId &&
    held.currencyTag === scope.currencyTag &&
    held.complete;
  const mark = marker.get();
  const kind = same && mark ? 'delta' : 'full';
  status.set({ ...scope, phase: kind === 'full' && !same ? 'loading' : 'syncing', complete: Boolean(same) });
  try {
    const r = await deps.run({ kind, ...scope, token, marker: mark, etag: same ? held.etag : null }, (done, total) =>
      status.set({ done, total }),
    );
    const syncedAt = deps.now().toISOString();
    const next = r.notModified ? (held?.fileMarker ?? null) : r.marker;
    if (kind === 'full')
      await deps.writeState({
        key: 'catalogue',
        ...scope,
        layout: CATALOGUE_LAYOUT,
        etag: r.etag,
        complete: true,
        total: r.notModified ? (held?.total ?? 0) : r.total,
        syncedAt,
        fileMarker: r.notModified ? (held?.fileMarker ?? null) : r.marker,
      });
    else if (held) await deps.writeState({ ...held, syncedAt });
    if (next) marker.set(next);
    else marker.remove();
    const total = kind === 'full' ? (r.notModified ? (held?.total ?? 0) : r.total) : (held?.total ?? 0);
    status.set({ phase: 'ready', complete: true, syncedAt, done: total, total });
  } catch (e) {
    // §8: a failed sync removes the marker, so the next one loads everything again.
    marker.remove();
    status.set({ phase: 'error' });
    throw e;
  }
}

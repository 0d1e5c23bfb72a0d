// Starting and stopping the offline catalogue in the app: one worker, a sync on start, every few minutes and when the
// connection returns; persistent storage asked for. Sign-out removes everything local (sign-out.ts).
import { getToken } from '../../lib/token-storage';
import { catalogueStatus, marker, SYNC_EVERY_MS, syncOnce, type SyncDeps } from './catalogue-sync';
import { deleteLocalCatalogue, stateDb } from './local-db';
import type { SyncJob, WorkerAnswer } from './worker-protocol';

let worker: Worker | null = null;
let seq = 0;
const pending = new Map<
  number,
  { resolve: (a: Extract<WorkerAnswer, { type: 'done' }>) => void; reject: (e: Error) => void; progress: (d: number, t: number) => void }
>();
let scope: { magasinId: number; currencyTag: string } | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let running: Promise<void> | null = null;

function theWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./catalogue.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
    const m = e.data;
    const p = pending.get(m.id);
    if (!p) return;
    if (m.type === 'progress') return p.progress(m.done, m.total);
    pending.delete(m.id);
    if (m.type === 'done') p.resolve(m);
    else p.reject(Object.assign(new Error(m.message), { status: m.status }));
  };
  return worker;
}

const deps: SyncDeps = {
  run: (job, progress) =>
    new Promise((resolve, reject) => {
      const id = ++seq;
      pending.set(id, { resolve, reject, progress });
      theWorker().postMessage({ ...job, id } satisfies SyncJob);
    }),
  readState: () => stateDb().state.get('catalogue'),
  writeState: async (s) => void (await stateDb().state.put(s)),
  token: () => getToken(),
  now: () => new Date(),
};

/** Syncs now (one sync at a time; a call during a sync waits for it). */
export function syncCatalogueNow(): Promise<void> {
  if (!scope) return Promise.resolve();
  running ??= syncOnce(deps, scope)
    .catch((e: unknown) => console.warn('[catalogue] sync failed', e))
    .finally(() => {
      running = null;
    });
  return running;
}

const onOnline = () => void syncCatalogueNow();

/** Keeps a local copy of the store's catalogue in the currency (the till calls this when it opens). */
export function startOfflineCatalogue(next: { magasinId: number; currencyTag: string }): Promise<void> {
  const changed = !scope || scope.magasinId !== next.magasinId || scope.currencyTag !== next.currencyTag;
  scope = next;
  if (!timer) {
    void navigator.storage?.persist?.().catch(() => false);
    // The local queries are a lazy chunk (first load); fetched now, while online, so a search made after the network
    // is cut finds them in the module map instead of failing to download them.
    void import('./local-queries').catch(() => undefined);
    timer = setInterval(() => void syncCatalogueNow(), SYNC_EVERY_MS);
    window.addEventListener('online', onOnline);
  }
  return changed || !running ? syncCatalogueNow() : running;
}

/** Stops syncing; with `clear`, removes the marker and both browser databases (sign-out). */
export async function stopOfflineCatalogue(clear = false): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  window.removeEventListener('online', onOnline);
  scope = null;
  worker?.terminate();
  worker = null;
  for (const p of pending.values()) p.reject(new Error('stopped'));
  pending.clear();
  running = null;
  if (!clear) return;
  marker.remove();
  await deleteLocalCatalogue();
  catalogueStatus.set({ magasinId: null, phase: 'idle', done: 0, total: 0, complete: false, syncedAt: null });
}

// The catalogue worker: downloads data.sqlite (or a delta), reads it with sql.js and writes IndexedDB, off the main
// thread. sql.js's wasm is a file of our own build (never a CDN); the page's CSP allows it with 'wasm-unsafe-eval'.
/// <reference lib="webworker" />
import type { CatalogueDelta } from '@comptoir/shared';
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import { applyDelta } from './apply-delta';
import { catalogueDb } from './local-db';
import { loadFile } from './load-file';
import { throttleProgress } from './progress-throttle';
import type { SyncJob, WorkerAnswer } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;
const post = (m: WorkerAnswer) => self.postMessage(m);
let sqlJs: ReturnType<typeof initSqlJs> | null = null;

const headers = (job: SyncJob, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${job.token}`,
  'cache-control': 'no-cache',
  ...extra,
});
const scope = (job: SyncJob) => `magasinId=${job.magasinId}&currencyTag=${encodeURIComponent(job.currencyTag)}`;

async function full(job: SyncJob) {
  const res = await fetch(`/api/assets/data.sqlite?${scope(job)}`, {
    headers: headers(job, job.etag ? { 'if-none-match': job.etag } : {}),
  });
  if (res.status === 304)
    return post({ id: job.id, type: 'done', marker: null, etag: job.etag ?? null, total: 0, notModified: true, changed: 0 });
  if (!res.ok) throw Object.assign(new Error(`data.sqlite ${res.status}`), { status: res.status });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const SQL = await (sqlJs ??= initSqlJs({ locateFile: () => wasmUrl }));
  const file = new SQL.Database(bytes);
  try {
    const progress = throttleProgress((done, total) => post({ id: job.id, type: 'progress', done, total }));
    const r = await loadFile(file, catalogueDb(), progress);
    post({
      id: job.id,
      type: 'done',
      marker: r.marker,
      etag: res.headers.get('etag'),
      total: r.total,
      notModified: false,
      changed: r.total,
    });
  } finally {
    file.close();
  }
}

async function delta(job: SyncJob) {
  const res = await fetch(`/api/catalogueV2/sync/catalogue?${scope(job)}&lastUpdatedAt=${encodeURIComponent(job.marker ?? '')}`, {
    headers: headers(job, { accept: 'application/json' }),
  });
  if (!res.ok) throw Object.assign(new Error(`delta ${res.status}`), { status: res.status });
  const d = (await res.json()) as CatalogueDelta;
  const changed = await applyDelta(catalogueDb(), d);
  post({ id: job.id, type: 'done', marker: d.lastUpdatedAt, etag: null, total: 0, notModified: false, changed });
}

self.onmessage = (e: MessageEvent<SyncJob>) => {
  const job = e.data;
  (job.kind === 'full' ? full(job) : delta(job)).catch((err: unknown) =>
    post({ id: job.id, type: 'error', status: (err as { status?: number }).status ?? 0, message: String(err) }),
  );
};

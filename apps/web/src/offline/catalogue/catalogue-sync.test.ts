import { beforeEach, describe, expect, it } from 'vitest';
import { readStorage, writeStorage } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { clearToken } from '../../lib/token-storage';
import { CATALOGUE_LAYOUT, catalogueStatus, syncOnce, type SyncDeps } from './catalogue-sync';
import type { CatalogueState } from './local-db';

type Job = Parameters<SyncDeps['run']>[0];
const KEY = STORAGE_KEYS.catalogueLastUpdatedAt;
const scope = { magasinId: 4, currencyTag: 'MAD' };

/** Fake outside world: records the jobs, answers `answer` (or throws it). */
function fakes(answer: (job: Job) => Partial<Awaited<ReturnType<SyncDeps['run']>>> | Error, held?: CatalogueState) {
  const jobs: Job[] = [];
  let state = held;
  const deps: SyncDeps = {
    run: async (job, progress) => {
      jobs.push(job);
      const a = answer(job);
      if (a instanceof Error) throw a;
      progress(500, 1000);
      return { id: 1, type: 'done', marker: null, etag: null, total: 1000, notModified: false, changed: 0, ...a };
    },
    readState: async () => state,
    writeState: async (s) => void (state = s),
    token: () => 'tok',
    now: () => new Date('2026-11-23T10:42:00Z'),
  };
  return { deps, jobs, state: () => state };
}
const complete = (over: Partial<CatalogueState> = {}): CatalogueState => ({
  key: 'catalogue',
  ...scope,
  etag: '"e1"',
  complete: true,
  total: 1000,
  syncedAt: null,
  fileMarker: 'F',
  layout: CATALOGUE_LAYOUT,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
});

describe('offline catalogue marker rules', () => {
  it('loads the whole file without a marker, then keeps its marker; a delta afterwards', async () => {
    const f = fakes((job) => (job.kind === 'full' ? { marker: 'M1', etag: '"e1"' } : { marker: 'M2' }));
    await syncOnce(f.deps, scope);
    expect(f.jobs[0]).toMatchObject({ kind: 'full', etag: null });
    expect(readStorage(KEY)).toBe('M1');
    expect(f.state()).toMatchObject({ complete: true, etag: '"e1"', total: 1000, fileMarker: 'M1', layout: CATALOGUE_LAYOUT });
    expect(catalogueStatus.get()).toMatchObject({ phase: 'ready', complete: true, syncedAt: '2026-11-23T10:42:00.000Z' });
    await syncOnce(f.deps, scope);
    expect(f.jobs[1]).toMatchObject({ kind: 'delta', marker: 'M1' });
    expect(readStorage(KEY)).toBe('M2');
  });

  it('removes the marker when a sync fails, so the next one is full (a 304 then keeps the copy and its file marker)', async () => {
    writeStorage(KEY, 'M1');
    const fail = fakes(() => new Error('offline'), complete());
    await expect(syncOnce(fail.deps, scope)).rejects.toThrow('offline');
    expect(readStorage(KEY)).toBeNull();
    expect(catalogueStatus.get().phase).toBe('error');
    const next = fakes(() => ({ notModified: true, etag: '"e1"' }), complete());
    await syncOnce(next.deps, scope);
    expect(next.jobs[0]).toMatchObject({ kind: 'full', etag: '"e1"' });
    expect(readStorage(KEY)).toBe('F');
    expect(next.state()).toMatchObject({ complete: true, total: 1000 });
  });

  it('loads everything again for another store, and never syncs once signed out; sign-out removes the marker', async () => {
    writeStorage(KEY, 'M1');
    const other = fakes(() => ({ marker: 'M9', etag: '"e9"' }), complete({ magasinId: 5 }));
    await syncOnce(other.deps, scope);
    expect(other.jobs[0]).toMatchObject({ kind: 'full', etag: null });
    expect(catalogueStatus.get()).toMatchObject({ done: 1000, total: 1000 });
    clearToken();
    expect(readStorage(KEY)).toBeNull();
    const out = fakes(() => ({}));
    out.deps.token = () => null;
    await syncOnce(out.deps, scope);
    expect(out.jobs).toEqual([]);
  });

  it('loads the whole file again over a copy of an older layout (rows before pages), with no ETag so no 304', async () => {
    writeStorage(KEY, 'M1');
    const old = fakes(() => ({ marker: 'M2', etag: '"e2"' }), complete({ layout: undefined }));
    await syncOnce(old.deps, scope);
    expect(old.jobs[0]).toMatchObject({ kind: 'full', etag: null });
    expect(catalogueStatus.get()).toMatchObject({ phase: 'ready', complete: true });
    expect(old.state()).toMatchObject({ layout: CATALOGUE_LAYOUT, etag: '"e2"', fileMarker: 'M2' });
    expect(readStorage(KEY)).toBe('M2');
  });
});

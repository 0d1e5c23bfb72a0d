// Lazy pages and parts. A chunk that fails to load for want of network (the browser is offline, or the server does not
// answer) is loaded again when the network returns — the page stays as it is meanwhile, never the error page (issue 23
// point 4: the till must go on selling). A chunk that fails while the server answers was replaced by a deploy: the page
// reloads once; sessionStorage remembers the attempt so a second failure shows the error page instead of looping.
import { TIMINGS_MS } from '@comptoir/shared';
import { lazy, type ComponentType } from 'react';
import { whenUsable } from '../lib/after-usable';
import { reloadPage } from '../lib/navigation';
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage';
import { SESSION_KEYS } from '../lib/storage-keys';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Whether the server answers now (/api/health is never cached by the service worker). */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Until the browser says it is online again, or `ms` passed (a server that came back does not fire `online`). */
function networkBack(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const mod = await withTimeout(importer(), TIMINGS_MS.chunkLoadTimeout);
      removeStorage(SESSION_KEYS.chunkReload, 'session');
      return mod;
    } catch (error) {
      if (!(await serverAnswers())) {
        console.warn('[chunk] no network: loaded again when it returns', error);
        await networkBack(Math.min(30_000, 1000 * 2 ** attempt));
        continue;
      }
      console.error('[chunk] load failed', error);
      if (!readStorage(SESSION_KEYS.chunkReload, 'session')) {
        writeStorage(SESSION_KEYS.chunkReload, String(Date.now()), 'session');
        reloadPage();
        return new Promise<T>(() => undefined); // the reload replaces this page
      }
      throw error;
    }
  }
}

export function lazyScreen<M extends Record<string, unknown>>(importer: () => Promise<M>, exportName: keyof M & string) {
  return async (): Promise<{ Component: ComponentType }> => {
    const mod = await loadChunk(importer);
    return { Component: mod[exportName] as ComponentType };
  };
}

/**
 * A part of a screen that is not needed before the screen is usable (a dialog, an indicator): its chunk is requested
 * once the screen is (lib/after-usable.ts), and loaded again when the network returns if it could not be (above).
 * Until then it renders its Suspense fallback.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWhenUsable<C extends ComponentType<any>>(importer: () => Promise<{ default: C }>) {
  return lazy(async () => {
    await whenUsable();
    return loadChunk(importer);
  });
}

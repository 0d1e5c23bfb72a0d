// Lazy pages: a chunk that fails to load (a deploy replaced it, the network dropped) reloads the page once;
// sessionStorage remembers the attempt so a second failure shows the error page instead of looping.
import { TIMINGS_MS } from '@comptoir/shared';
import type { ComponentType } from 'react';
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

export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  try {
    const mod = await withTimeout(importer(), TIMINGS_MS.chunkLoadTimeout);
    removeStorage(SESSION_KEYS.chunkReload, 'session');
    return mod;
  } catch (error) {
    console.error('[chunk] load failed', error);
    if (!readStorage(SESSION_KEYS.chunkReload, 'session')) {
      writeStorage(SESSION_KEYS.chunkReload, String(Date.now()), 'session');
      reloadPage();
      return new Promise<T>(() => undefined); // the reload replaces this page
    }
    throw error;
  }
}

export function lazyScreen<M extends Record<string, unknown>>(importer: () => Promise<M>, exportName: keyof M & string) {
  return async (): Promise<{ Component: ComponentType }> => {
    const mod = await loadChunk(importer);
    return { Component: mod[exportName] as ComponentType };
  };
}

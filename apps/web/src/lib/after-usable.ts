// What a page does not need before it can be used waits until it is (issue 23 point 10, first load): the toasts'
// container, the public pages' menus, the install banner, the service worker, the outbox's drain, the clean-up of a
// signed-out device's offline data, the till's dialogs… Each of those downloads competed with the page's own chunks.
//
// A screen is usable once its first real content is on screen: the router marks a screen usable when it mounts
// (app/router.tsx), the till when its search field is there (its loading state does not count). A page that never says
// so (a full-page state) is taken as usable a few seconds after the start, so nothing waits forever.
// `npm run bench:first-load` counts what a cold Chromium requests before that moment.
import { useEffect } from 'react';
import { createStore, useStore } from './create-store';

const usableStore = createStore<{ usable: boolean }>({ usable: false });
const waiting: Array<() => void> = [];
let resolveUsable: () => void = () => undefined;
let usablePromise = new Promise<void>((resolve) => (resolveUsable = resolve));

/** At the latest this long after the start, whatever the page said. */
const FALLBACK_MS = 4000;

function release(): void {
  if (usableStore.get().usable) return;
  usableStore.set({ usable: true });
  resolveUsable();
  for (const run of waiting.splice(0)) {
    try {
      run();
    } catch (error) {
      console.error('[after-usable]', error);
    }
  }
}

let marked = false;
/**
 * The page can be used. What waits runs after the browser had a chance to paint it (next frame, or 100 ms in a
 * hidden tab, where frames do not come), never in the same task.
 */
export function markUsable(): void {
  if (marked) return;
  marked = true;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    release();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, 100);
}

/** Runs `fn` once the page is usable (at once, in a later task, if it is already). */
export function afterUsable(fn: () => void): void {
  if (usableStore.get().usable) setTimeout(fn, 0);
  else waiting.push(fn);
}

/** Resolves once the page is usable: a lazy import that is not needed before waits on it. */
export const whenUsable = (): Promise<void> => usablePromise;

/** Whether the page has been usable (from then on, always true). */
export const useIsUsable = (): boolean => useStore(usableStore, (s) => s.usable);

/** Marks the page usable once `ready` (a screen's first real content is rendered). */
export function useMarkUsable(ready = true): void {
  useEffect(() => {
    if (ready) markUsable();
  }, [ready]);
}

/** From the start of the app: a page that never says it is usable is taken as such after FALLBACK_MS. */
export function startUsableFallback(): void {
  setTimeout(markUsable, FALLBACK_MS);
}

/** Tests only: back to the start. */
export function resetUsableForTests(): void {
  marked = false;
  waiting.length = 0;
  usableStore.set({ usable: false });
  usablePromise = new Promise<void>((resolve) => (resolveUsable = resolve));
}

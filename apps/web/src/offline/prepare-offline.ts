// Fetches ahead everything the till needs to sell, then says it is ready offline (./offline-ready.ts, issue 23 point 4).
// Loaded once the till is usable (app/root-route.tsx), so it is not part of the till's first load.
import { offlineReady } from './offline-ready';

/** Until the browser says it is online again, or `ms` passed. */
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

const preloaded = new Set<string>();

/** One file into this page: a module (fetched, parsed, kept in the module map) or a style sheet (HTTP cache). */
function preload(file: string): Promise<void> {
  if (preloaded.has(file)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.href = file;
    link.onload = () => {
      preloaded.add(file);
      resolve();
    };
    link.onerror = () => {
      link.remove();
      reject(new Error(`${file} could not be fetched`));
    };
    document.head.appendChild(link);
  });
}

/** Answers whether the service worker holds the selling files (it fetches those it lacks first). */
async function workerHolds(files: string[]): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  const ok = await new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => resolve(event.data?.ok === true);
    worker.postMessage({ type: 'precache' }, [channel.port2]);
  });
  if (!ok) return false;
  const held = await Promise.all([...files, '/index.html'].map((f) => caches.match(f)));
  return held.every(Boolean);
}

let started = false;

/** Called once the till is usable (app/root-route.tsx); the rest happens in the background. */
export function prepareOffline(): void {
  if (started) return;
  started = true;
  // A development server has no build to keep: nothing to wait for.
  if (!import.meta.env.PROD) {
    offlineReady.set({ ready: true });
    return;
  }
  void (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        // Without network, the list the service worker kept with the files (a reload offline is ready if they are held).
        const answer = await fetch('/asset-manifest.json', { cache: 'no-store' }).catch(async (error: unknown) => {
          const kept = 'caches' in window ? await caches.match('/asset-manifest.json') : undefined;
          if (!kept) throw error;
          return kept;
        });
        const { selling } = (await answer.json()) as { selling: string[] };
        // This page's own build (a deploy since it loaded: its files are no longer the server's; the next load is).
        const entry = document.querySelector<HTMLScriptElement>('script[type=module][src]')?.getAttribute('src');
        if (entry && !selling.includes(entry)) return;
        await Promise.all(selling.map(preload));
        if (!('serviceWorker' in navigator) || (await workerHolds(selling))) {
          offlineReady.set({ ready: true });
          return;
        }
      } catch (error) {
        console.warn('[offline] not ready yet', error);
      }
      await networkBack(Math.min(30_000, 2000 * 2 ** attempt));
    }
  })();
}

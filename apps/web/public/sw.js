// Comptoir service worker: keeps the app available offline.
// /assets/* (hashed, immutable): cache first. Every file of the build is fetched ahead (/asset-manifest.json, when a
// page asks), those the till needs to sell first and several at a time (`selling`, issue 23 point 4), then the others,
// so the till and the chunks it loads later open after a reload without a connection (issue 13).
// Navigation: network first, falling back to the kept page. That page (index.html) is kept only once the files it
// names for selling are, so a reload without a connection never gets a page whose code is missing, after a first visit
// or a deploy alike.
// /api is never cached — every call must reach the server (api-spec §8: no-cache).
const VERSION = 'v3';
const SHELL_CACHE = `comptoir-shell-${VERSION}`;
const ASSET_CACHE = `comptoir-assets-${VERSION}`;
const SHELL = ['/boot.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
const PAGE = '/index.html';
const MANIFEST = '/asset-manifest.json';
/** Files of older builds are dropped beyond this many (the current build's are never dropped). */
const MAX_ASSETS = 800;

/** Fetches `files` into `cache`, `parallel` at a time; answers how many could not be fetched. */
async function fetchInto(cache, files, parallel) {
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      try {
        const response = await fetch(file);
        if (response.ok) await cache.put(file, response);
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed;
}

/** The build's page, as the server answers any of the app's paths; with the entry it names, to check the manifest. */
async function fetchPage() {
  const response = await fetch('/', { cache: 'no-store' });
  if (!response.ok) throw new Error(`page: ${response.status}`);
  const html = await response.clone().text();
  return { response, entry: /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1] ?? null };
}

let selling = null;
let rest = null;

/**
 * The files selling needs, then the build's page: resolves true once they are all held (false when some could not be
 * fetched: the page asks again). The build's other files follow in the background, older builds' are dropped.
 */
/** Without network: whether the files of the build last kept for selling are all held, with its page. */
async function held() {
  try {
    const kept = await caches.match(MANIFEST);
    if (!kept) return false;
    const { selling: files } = await kept.json();
    const found = await Promise.all([...files, PAGE].map((f) => caches.match(f)));
    return found.every(Boolean);
  } catch {
    return false;
  }
}

function precache() {
  selling ??= (async () => {
    let answer;
    let page;
    try {
      [answer, page] = await Promise.all([fetch(MANIFEST, { cache: 'no-store' }), fetchPage()]);
      if (!answer.ok) return false;
    } catch {
      return held();
    }
    try {
      const manifest = await answer.clone().json();
      const files = manifest.files;
      const first = manifest.selling ?? files;
      // A deploy between the two answers: the next ask fetches a matching pair.
      if (page.entry && !files.includes(page.entry)) return false;
      const cache = await caches.open(ASSET_CACHE);
      const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
      if (
        (await fetchInto(
          cache,
          first.filter((f) => !have.has(f)),
          6,
        )) > 0
      )
        return false;
      const shell = await caches.open(SHELL_CACHE);
      await shell.put(PAGE, page.response);
      await shell.put(MANIFEST, answer);
      await shell.delete('/'); // kept by earlier versions of this worker, possibly of an older build
      rest ??= (async () => {
        const now = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
        await fetchInto(
          cache,
          files.filter((f) => !now.has(f)),
          2,
        );
        const current = new Set(files);
        const stale = (await cache.keys()).filter((r) => !current.has(new URL(r.url).pathname));
        for (const request of stale.slice(0, Math.max(0, stale.length + current.size - MAX_ASSETS))) await cache.delete(request);
      })()
        .catch(() => undefined)
        .finally(() => (rest = null));
      return true;
    } catch {
      // Offline or a deploy in between: the page asks again.
      return false;
    }
  })().finally(() => (selling = null));
  return selling;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

// A page asks after each load (src/offline/register-sw.ts; the till, src/offline/offline-ready.ts, with a port for the
// answer): after a deploy, the new build's files are fetched ahead too.
self.addEventListener('message', (event) => {
  const ask = event.data;
  if (ask !== 'precache' && ask?.type !== 'precache') return;
  const port = event.ports[0];
  event.waitUntil(
    precache().then(async (ok) => {
      port?.postMessage({ type: 'selling', ok });
      if (rest) await rest;
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== SHELL_CACHE && n !== ASSET_CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstNavigation(request) {
  try {
    return await fetch(request);
  } catch {
    const cached = (await caches.match(PAGE)) || (await caches.match('/'));
    return cached || new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });
  }
}

async function cacheFirstAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return; // never cached
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
    return;
  }
  if (SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
  }
});

// Web Push (issue 25 point 3): the server's message ({ title, body, tag, url }, encrypted for this device) is shown
// as a notification; a click focuses an open window of the app on the screen it names, or opens one.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Comptoir', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const mine = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (mine) {
        await mine.focus();
        return mine.navigate(url);
      }
      return self.clients.openWindow(url);
    }),
  );
});

// Comptoir service worker: keeps the app shell available offline.
// Navigation: network first, falling back to the cached shell. /assets/* (hashed, immutable): cache first, and every
// file of the build is fetched ahead (/asset-manifest.json, on install and when a page asks), so the till and the chunks
// it loads later open after a reload without a connection (issue 13).
// /api is never cached — every call must reach the server (api-spec §8: no-cache).
const VERSION = 'v3';
const SHELL_CACHE = `comptoir-shell-${VERSION}`;
const ASSET_CACHE = `comptoir-assets-${VERSION}`;
const SHELL = ['/', '/index.html', '/boot.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
const MANIFEST = '/asset-manifest.json';
/** Files of older builds are dropped beyond this many (the current build's are never dropped). */
const MAX_ASSETS = 400;

/** Fetches the build's files not held yet; drops those of older builds. Never fails (the next page asks again). */
async function precache() {
  try {
    const answer = await fetch(MANIFEST, { cache: 'no-store' });
    if (!answer.ok) return;
    const { files } = await answer.json();
    const cache = await caches.open(ASSET_CACHE);
    const held = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
    for (const file of files) {
      if (held.has(file)) continue;
      const response = await fetch(file);
      if (response.ok) await cache.put(file, response);
    }
    const current = new Set(files);
    const stale = (await cache.keys()).filter((r) => !current.has(new URL(r.url).pathname));
    for (const request of stale.slice(0, Math.max(0, stale.length + current.size - MAX_ASSETS))) await cache.delete(request);
  } catch {
    // Offline or a deploy in between: kept for the next time.
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

// A page (register-sw.ts) asks after each load: after a deploy, the new build's files are fetched ahead too.
self.addEventListener('message', (event) => {
  if (event.data === 'precache') event.waitUntil(precache());
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
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put('/index.html', response.clone());
    }
    return response;
  } catch {
    const cached = (await caches.match('/index.html')) || (await caches.match('/'));
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

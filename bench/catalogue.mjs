// Catalogue at 100,000 prices (issue 11): server search, list page, data.sqlite, and the browser's IndexedDB load and
// local searches in headless Chromium. Not a timed test: figures for bench/RESULTS.md. Brief by design (shared machine).
// Run: build the web app and the server, then `npm run bench:catalogue` (BENCH_DATABASE_URL=postgres://… for PostgreSQL,
// an empty database; SERVER_JS and WEB_DIST to point at other builds).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { barcodeOf, fillPostgres, fillSqlite, wordsForSearch } from './catalogue-data.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, '.bench-catalogue');
const N = Number(process.env.BENCH_PRICES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
rmSync(dataDir, { recursive: true, force: true });

const serverJs = process.env.SERVER_JS ?? path.join(root, 'apps/server/dist/main.js');
// BENCH_PROFILE=dir writes a V8 CPU profile of the server there; BENCH_ONLY=regexp runs only the loads it matches.
const prof = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
const only = new RegExp(process.env.BENCH_ONLY ?? '');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...prof, serverJs], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO: '1',
    DATABASE_URL: pgUrl,
    WEB_DIST: process.env.WEB_DIST ?? '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}
const pct = (xs, p) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))].toFixed(1) : '—';

// The load: autocannon (as bench:sales), which costs the shared 2 cores far less than a loop of fetch() calls, so the
// server is measured rather than the client. `pathOf(k)` gives the k-th request's path; every response's time is kept
// for the percentiles (autocannon's own summary has no p95).
function load(name, concurrency, pathOf, headers = {}) {
  if (!only.test(name)) return '';
  const latencies = [];
  let k = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: concurrency,
        duration: SECONDS,
        // As a browser (and fetch) asks: the server compresses what it would compress for a till.
        headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
        requests: [{ setupRequest: (r) => ({ ...r, path: pathOf(k++) }) }],
      },
      (err, res) => {
        if (err) return reject(err);
        const rate = (latencies.length / SECONDS).toFixed(0);
        resolve(`| ${name} | ${concurrency} | ${rate} | ${pct(latencies, 50)} | ${pct(latencies, 95)} | ${res.non2xx + res.errors} |`);
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

try {
  await waitReady();
  const t0 = performance.now();
  if (pgUrl) await fillPostgres(pgUrl, 1, N, 2000);
  else fillSqlite(path.join(dataDir, 'comptoir.sqlite'), 1, N, 2000);
  const fillMs = performance.now() - t0;
  const { token } = await (
    await fetch(`${base}/api/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.comptoir.test', password: 'comptoir-demo' }),
    })
  ).json();
  const auth = { authorization: `Bearer ${token}` };
  const store = (await (await fetch(`${base}/api/Magasins`, { headers: auth })).json())[0].id;
  const get = (url) => fetch(`${base}${url}`, { headers: auth });

  let [bytes, buildMs, cachedMs] = [0, 0, 0];
  if (only.test('data.sqlite')) {
    const b0 = performance.now();
    const file = await get(`/api/assets/data.sqlite?magasinId=${store}`);
    bytes = (await file.arrayBuffer()).byteLength;
    buildMs = performance.now() - b0;
    const c0 = performance.now();
    await (await get(`/api/assets/data.sqlite?magasinId=${store}`)).arrayBuffer();
    cachedMs = performance.now() - c0;
  }

  const rows = [
    await load(
      'name search /product/search (rare words: 1 article)',
      20,
      (k) => `/api/product/search?keyword=${encodeURIComponent(`${wordsForSearch[k % 20]} ${(k * 37) % N}`)}&magasinId=${store}`,
      auth,
    ),
    await load(
      'name search /product/search (common word: thousands match)',
      20,
      (k) => `/api/product/search?keyword=${wordsForSearch[k % 20]}&magasinId=${store}`,
      auth,
    ),
    await load('barcode /product/search', 20, (k) => `/api/product/search?keyword=${barcodeOf((k * 7919) % N)}&magasinId=${store}`, auth),
    await load(
      'list page /catalogueV2/price (12 rows, random offset)',
      20,
      (k) => `/api/catalogueV2/price?limit=12&offset=${(k * 7919) % 5000}`,
      auth,
    ),
    await load(
      'stock page /Product/Status/byEntity (20 rows, random offset)',
      20,
      (k) => `/api/Product/Status/byEntity/${store}?limit=20&offset=${(k * 7919) % 5000}`,
      auth,
    ),
    await load(
      'stock search /Product/Status/byEntity (a word)',
      20,
      (k) => `/api/Product/Status/byEntity/${store}?limit=20&keyword=${encodeURIComponent(`${wordsForSearch[k % 20]} ${(k * 37) % N}`)}`,
      auth,
    ),
    await load('GET /api/health (baseline)', 20, () => '/api/health'),
    await load('GET /api/Magasins (signed-in baseline)', 20, () => '/api/Magasins', auth),
  ];
  console.log(
    `\n## Catalogue on ${pgUrl ? 'PostgreSQL' : 'SQLite'}, ${N} prices / 2,000 categories (${new Date().toISOString().slice(0, 16)}Z)\n`,
  );
  console.log(
    `Generated in ${(fillMs / 1000).toFixed(1)} s. data.sqlite: ${(bytes / 1048576).toFixed(1)} MB built and sent in ${buildMs.toFixed(0)} ms, from the cache in ${cachedMs.toFixed(0)} ms.\n`,
  );
  console.log('| call | concurrency | req/s | p50 ms | p95 ms | errors |\n|---|---|---|---|---|---|');
  console.log(rows.filter(Boolean).join('\n'));
  if (process.env.WEB_DIST) {
    const { browserBench } = await import('./catalogue-browser.mjs');
    console.log(await browserBench(base, token, store, N));
  }
} finally {
  stop();
}

// Stock at scale (issue 26): levels of 100,000 products in 20 stores (2,000,000 level rows) and a year of movements
// (BENCH_MOVES, default 2,000,000, bulk-inserted; BENCH_MAIN_SHARE of them, default all, in the measured store).
// Measures a store's status page (its list page and its figures) at 10 clients, and the balance sheet of the measured
// store over the year (and its spreadsheet, the statistics and the control, for information). BENCH_LEGACY (default
// 0.1): the share of movements without a unit cost (written before costs were kept). Not a timed test:
// figures for bench/RESULTS.md. SQLite; PostgreSQL with BENCH_DATABASE_URL (an empty database).
// Run: build the server (`npm run build -w apps/server` or `npm run build`), then `npm run bench:stock`.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { fillPostgres, fillSqlite } from './catalogue-data.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, '.bench-stock');
const N = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const STORES = 20;
const MOVES = Number(process.env.BENCH_MOVES ?? 2_000_000);
const MAIN_SHARE = Number(process.env.BENCH_MAIN_SHARE ?? 1);
// The share of movements written before costs were kept (no unit cost: valued at the product's cost).
const LEGACY = Number(process.env.BENCH_LEGACY ?? 0.1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
const YEAR_MS = 365 * 86_400_000;
// BENCH_REUSE=1: measure the data a previous run kept (BENCH_KEEP=1; SQLite: a copy of its folder, PostgreSQL: the same
// database), e.g. another build of the server against the same rows, migrated by it at its start.
const REUSE = process.env.BENCH_REUSE === '1';
if (!REUSE) rmSync(dataDir, { recursive: true, force: true });

const serverJs = process.env.SERVER_JS ?? path.join(root, 'apps/server/dist/main.js');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverJs], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1', DATABASE_URL: pgUrl, WEB_DIST: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  if (process.env.BENCH_KEEP !== '1' && !REUSE) rmSync(dataDir, { recursive: true, force: true });
};

async function waitReady() {
  for (let i = 0; i < 1500; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}
/** The server process's CPU time so far (ms, from /proc: user + system), to tell its work from the machine's load. */
const cpuMs = () => {
  try {
    const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
};
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);

function load(name, concurrency, pathOf, headers) {
  const latencies = [];
  let k = 0;
  const cpu0 = cpuMs();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: concurrency,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
        requests: [{ setupRequest: (r) => ({ ...r, path: pathOf(k++) }) }],
      },
      (err, res) => {
        if (err) return reject(err);
        const rate = (latencies.length / SECONDS).toFixed(0);
        const cpu = latencies.length ? ((cpuMs() - cpu0) / latencies.length).toFixed(1) : '—';
        resolve(
          `| ${name} | ${concurrency} | ${rate} | ${pct(latencies, 50).toFixed(1)} | ${pct(latencies, 95).toFixed(1)} | ${cpu} | ${res.non2xx + res.errors} |`,
        );
      },
    );
    instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  });
}

/** The movement mix of a store's year: mostly sales of 1–3, receptions at a unit cost, some losses and counts. */
const TYPES = `case when r < 80 then 'sale' when r < 90 then 'reception' when r < 93 then 'loss' when r < 98 then 'inventaire' else 'expedition' end`;
const QTY = `case when r < 80 then -(1 + (i % 3)) when r < 90 then 10 + (i % 40) when r < 93 then -1 when r < 98 then ((i % 5) - 2) * 0.5 else -(1 + (i % 5)) end`;

function fillSqliteStock(file, e, stores) {
  const Sqlite = require('better-sqlite3');
  const db = new Sqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const products = db.prepare(`select id from products where entreprise_id = ? and barcode like '29%' order by id`).pluck().all(e);
  const now = Date.now();
  db.transaction(() => {
    db.prepare(
      `update products set "averageCost" = case when id % 2 = 0 then 100 + id % 4900 end, "buyingPrice" = 120 + id % 3000 where entreprise_id = ? and barcode like '29%'`,
    ).run(e);
    const mv = db.prepare(
      `insert into stock_movements (entreprise_id, "entityTypeTag", entity_id, product_id, type, quantity, "unitCost", created_at) values (?, 'magasin', ?, ?, ?, ?, ?, ?)`,
    );
    const main = Math.round(MOVES * MAIN_SHARE);
    for (let i = 0; i < MOVES; i++) {
      const store = i < main ? stores[0] : stores[1 + (i % (stores.length - 1))];
      const r = (i * 7919) % 100;
      const type = r < 80 ? 'sale' : r < 90 ? 'reception' : r < 93 ? 'loss' : r < 98 ? 'inventaire' : 'expedition';
      const q = r < 80 ? -(1 + (i % 3)) : r < 90 ? 10 + (i % 40) : r < 93 ? -1 : r < 98 ? ((i % 5) - 2) * 0.5 : -(1 + (i % 5));
      const share = i < main ? i / main : (i - main) / Math.max(MOVES - main, 1);
      const at = new Date(now - YEAR_MS + Math.floor(share * YEAR_MS)).toISOString();
      mv.run(e, store, products[(i * 104729) % products.length], type, q, (i * 31) % 100 < LEGACY * 100 ? null : 50 + (i % 2000), at);
    }
    // The levels: every product in every store, the sum of its movements (the ledger's invariant).
    const lv = db.prepare(
      `insert into stock_levels (entreprise_id, "entityTypeTag", entity_id, product_id, quantity, updated_at) values (?, 'magasin', ?, ?, 0, ?)`,
    );
    const stamp = new Date().toISOString();
    for (const s of stores) for (const p of products) lv.run(e, s, p, stamp);
    db.prepare(
      `update stock_levels set quantity = t.q from (select entity_id, product_id, sum(quantity) q from stock_movements where entreprise_id = ? group by 1, 2) t
       where stock_levels.entreprise_id = ? and stock_levels.entity_id = t.entity_id and stock_levels.product_id = t.product_id`,
    ).run(e, e);
  })();
  db.exec('analyze');
  // As the server's checkpointer leaves it after a bulk write: the WAL folded into the database (a reader of a WAL of
  // millions of pages pays for it on every page it reads).
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

async function fillPostgresStock(url, e, stores) {
  const pg = require('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('begin');
  await c.query(
    `update products set "averageCost" = case when id % 2 = 0 then 100 + id % 4900 end, "buyingPrice" = 120 + id % 3000 where entreprise_id = $1 and barcode like '29%'`,
    [e],
  );
  await c.query('create temp table bp (k int primary key, id int not null)');
  await c.query(
    `insert into bp select row_number() over (order by id) - 1, id from products where entreprise_id = $1 and barcode like '29%'`,
    [e],
  );
  const n = (await c.query('select count(*)::int n from bp')).rows[0].n;
  const main = Math.round(MOVES * MAIN_SHARE);
  await c.query(
    `insert into stock_movements (entreprise_id, "entityTypeTag", entity_id, product_id, type, quantity, "unitCost", created_at)
     select $1, 'magasin', case when i < $3 then ($4::int[])[1] else ($4::int[])[2 + (i % (array_length($4::int[], 1) - 1))] end,
       bp.id, ${TYPES}, ${QTY}, case when (i * 31) % 100 >= $6 then 50 + i % 2000 end,
       now() - interval '365 days' + (case when i < $3 then i::float8 / $3 else (i - $3)::float8 / greatest($2 - $3, 1) end) * interval '365 days'
     from (select i, (i::bigint * 7919) % 100 as r from generate_series(0, $2 - 1) i) g join bp on bp.k = (g.i::bigint * 104729) % $5`,
    [e, MOVES, main, stores, n, LEGACY * 100],
  );
  await c.query(
    `insert into stock_levels (entreprise_id, "entityTypeTag", entity_id, product_id, quantity, updated_at)
     select $1, 'magasin', s, bp.id, 0, now() from unnest($2::int[]) s cross join bp`,
    [e, stores],
  );
  await c.query(
    `update stock_levels l set quantity = t.q from (select entity_id, product_id, sum(quantity) q from stock_movements where entreprise_id = $1 group by 1, 2) t
     where l.entreprise_id = $1 and l."entityTypeTag" = 'magasin' and l.entity_id = t.entity_id and l.product_id = t.product_id`,
    [e],
  );
  await c.query('commit');
  await c.query('vacuum analyze stock_movements, stock_levels, products');
  await c.end();
}

async function addStores(e, count) {
  if (pgUrl) {
    const pg = require('pg');
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`insert into magasins (entreprise_id, intitule) select $1, 'Bench store ' || g from generate_series(1, $2) g`, [
      e,
      count,
    ]);
    await c.end();
  } else {
    const Sqlite = require('better-sqlite3');
    const db = new Sqlite(path.join(dataDir, 'comptoir.sqlite'));
    const ins = db.prepare(`insert into magasins (entreprise_id, intitule, created_at, updated_at) values (?, ?, ?, ?)`);
    const now = new Date().toISOString();
    for (let g = 1; g <= count; g++) ins.run(e, `Bench store ${g}`, now, now);
    db.close();
  }
}

try {
  await waitReady();
  const login = async () =>
    (
      await (
        await fetch(`${base}/api/web/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.comptoir.test', password: 'comptoir-demo' }),
        })
      ).json()
    ).token;
  const auth = { authorization: `Bearer ${await login()}` };
  // Once more on a network error: the bulk fills outlast the server's keep-alive, and a reused socket may be closed.
  const get = (url) => fetch(`${base}${url}`, { headers: auth }).catch(() => fetch(`${base}${url}`, { headers: auth }));
  const demoStores = (await (await get('/api/Magasins')).json()).map((s) => s.id);
  const t0 = performance.now();
  if (!REUSE) {
    if (pgUrl) await fillPostgres(pgUrl, 1, N, 2000);
    else fillSqlite(path.join(dataDir, 'comptoir.sqlite'), 1, N, 2000);
    await addStores(1, STORES - demoStores.length);
  }
  const stores = (await (await get('/api/Magasins')).json()).map((s) => s.id).sort((a, b) => a - b);
  if (!REUSE) {
    if (pgUrl) await fillPostgresStock(pgUrl, 1, stores);
    else fillSqliteStock(path.join(dataDir, 'comptoir.sqlite'), 1, stores);
  }
  const fillMs = performance.now() - t0;
  const store = stores[0];

  const rows = [
    await load(
      'status page: list /Product/Status/byEntity (20 rows, random offset)',
      10,
      (k) => `/api/Product/Status/byEntity/${store}?limit=20&offset=${(k * 7919) % 5000}`,
      auth,
    ),
    await load('status page: figures /Entity/{id}/Status', 10, () => `/api/Entity/${store}/Status`, auth),
    await load(
      'status page: both, alternately (the page loads both)',
      10,
      (k) => (k % 2 ? `/api/Entity/${store}/Status` : `/api/Product/Status/byEntity/${store}?limit=20&offset=${(k * 7919) % 5000}`),
      auth,
    ),
    await load(
      'products across 20 stores /Product/Status (20 rows)',
      10,
      (k) => `/api/Product/Status?limit=20&offset=${(k * 7919) % 5000}`,
      auth,
    ),
  ];
  const from = new Date(Date.now() - YEAR_MS - 86_400_000).toISOString();
  const timed = async (url, runs = 5) => {
    const ms = [];
    const cpu = [];
    let body;
    for (let i = 0; i < runs; i++) {
      const c = cpuMs();
      const s = performance.now();
      const r = await get(url);
      body = r.headers.get('content-type')?.includes('json') ? await r.json() : await r.arrayBuffer();
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      ms.push(performance.now() - s);
      cpu.push(cpuMs() - c);
    }
    ms.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      ms,
      body,
      text: `${ms[0].toFixed(0)} / ${ms[Math.floor(ms.length / 2)].toFixed(0)} / ${ms[ms.length - 1].toFixed(0)} | ${cpu[Math.floor(cpu.length / 2)].toFixed(0)}`,
    };
  };
  const sheet = await timed(`/api/BalanceSheet/byEntity/${store}?from=${encodeURIComponent(from)}`);
  const b = sheet.body;
  const moved = b.entries.concat(b.exits).reduce((n, l) => n + l.movements, 0);
  const identity =
    Math.round(b.opening * 100) + Math.round(b.entriesValue * 100) - Math.round(b.exitsValue * 100) === Math.round(b.closing * 100);
  const excel = await timed(`/api/BalanceSheet/byEntity/${store}/excel?from=${encodeURIComponent(from)}`, 3);
  const month = await timed(
    `/api/BalanceSheet/byEntity/${store}?from=${encodeURIComponent(new Date(Date.now() - 30 * 86_400_000).toISOString())}`,
  );
  const stats = await timed(`/api/Stock/statistics?entityId=${store}`, 3);
  const control = await timed(`/api/Entity/${store}/control`, 3);

  console.log(
    `\n### Stock on ${pgUrl ? 'PostgreSQL' : 'SQLite'}: ${N.toLocaleString('en')} products × ${STORES} stores, ${MOVES.toLocaleString('en')} movements (${new Date().toISOString().slice(0, 16)}Z)\n`,
  );
  console.log(
    `Generated in ${(fillMs / 1000).toFixed(0)} s. The measured store holds ${moved.toLocaleString('en')} movements of the year.\n`,
  );
  console.log('| call | concurrency | req/s | p50 ms | p95 ms | server CPU ms / request | errors |\n|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log('\n| one request at a time | min / median / max ms | server CPU ms (median) |\n|---|---|---|');
  console.log(
    `| balance sheet, the year (${moved.toLocaleString('en')} movements; identity ${identity ? 'holds' : 'BROKEN'}) | ${sheet.text} |`,
  );
  console.log(`| balance sheet spreadsheet, the year | ${excel.text} |`);
  console.log(`| balance sheet, the last 30 days | ${month.text} |`);
  console.log(`| statistics, the last 30 days (${stats.body.totals.products.toLocaleString('en')} products) | ${stats.text} |`);
  console.log(`| control (${control.body.totals.products.toLocaleString('en')} counted products) | ${control.text} |`);
} finally {
  stop();
}

// Dashboards at scale (issue 24): BENCH_LINES order lines (default 1,000,000) over three years and 20 stores, written
// straight into the database, the aggregates rebuilt from them (the rebuild command's function), then every dashboard
// call of 7.13 at 10 concurrent clients: p95 cold (a fresh server process, the first 10 requests of each call) and warm
// (BENCH_REQUESTS per call, default 200, after those). Targets: ≤ 100 ms p95 warm, ≤ 300 ms cold. SQLite always;
// PostgreSQL too with BENCH_DATABASE_URL (an empty database). BENCH_PERIOD (default month) is the period asked.
// Not a timed test: figures for bench/RESULTS.md. Run: `npm run bench:dashboards` (builds the server bundle unless
// SERVER_JS is given). To compare builds on the same data: BENCH_DATA_DIR=dir keeps the generated database there (and
// the fixture's answer in dir/fixture.json) and reuses it on the next run (SQLite; with BENCH_DATABASE_URL the data stay
// in that database and dir-pg/fixture.json says so); BENCH_ONLY=regex runs only the calls it matches; BENCH_COLD=0
// skips the cold runs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3325);
const base = `http://127.0.0.1:${PORT}`;
const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PERIOD = process.env.BENCH_PERIOD ?? 'month';

let serverJs = process.env.SERVER_JS;
if (!serverJs) {
  const r = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, SERVER_OUT: 'dist/bench-main.js' },
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(1);
  serverJs = path.join(root, 'apps/server/dist/bench-main.js');
}

const fixture = (env) =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/test/dashboards-bench-fixture.ts')], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 2 ** 20,
    })
      .trim()
      .split('\n')
      .pop(),
  );

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** The calls, with the local time of a till (so "today" is the data's last day). */
function calls(f) {
  const q = { period: PERIOD };
  const post = (name, body = q) => ({ name, method: 'POST', url: `/api/DashBoard/${name}`, body: JSON.stringify(body) });
  return [
    post('getHomeQuickCharts'),
    post('getPointOfSellCharts'),
    post('getContributionCharts'),
    post('getChiffreAffaireCharts'),
    post('getStockReelTheoriqueCharts'),
    post('getVentesCharts'),
    post('getProductSalesCharts'),
    post('getProductSalesCharts/ByUsersV2'),
    post('getTopSellersCharts'),
    post('getBestSellersCharts'),
    post('getMarginsCharts'),
    post('getBilletsCharts'),
    { name: 'getCaisseLiveCharts', method: 'GET', url: `/api/DashBoard/getCaisseLiveCharts?entityIdList=${f.stores.join(',')}` },
    post('getHomeQuickCharts (5 stores)', { ...q, entityIdList: f.stores.slice(0, 5) }),
    post('getChiffreAffaireCharts (custom: 1 year)', { period: 'custom', from: dayAgo(364), to: dayAgo(0) }),
    post('exportCharts (home, xlsx)', { ...q, chartName: 'home' }),
  ].map((c) => ({ ...c, url: c.url.replace('/getHomeQuickCharts (5 stores)', '/getHomeQuickCharts').replace(/ \(.*\)$/, '') }));
}
const dayAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** `count` requests of a call by CLIENTS concurrent clients: each latency in ms. */
async function load(call, token, count) {
  const times = [];
  let sent = 0;
  let failed = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-local-time': new Date().toISOString() };
  const client = async () => {
    while (sent < count) {
      sent++;
      const t0 = performance.now();
      const res = await fetch(`${base}${call.url}`, { method: call.method, headers, body: call.body });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (!res.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { times, failed };
}
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};

const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const COLD = process.env.BENCH_COLD !== '0';

async function bench(name, env) {
  const kept = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR + (name === 'sqlite' ? '' : `-${name}`)) : null;
  const dataDir = kept ?? path.join(os.tmpdir(), `comptoir-bench-dash-${process.pid}-${name}`);
  const dbEnv = { DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? path.join(dataDir, 'comptoir.sqlite'), SECRET: 'bench-secret' };
  const saved = path.join(dataDir, 'fixture.json');
  let f;
  if (kept && existsSync(saved)) {
    f = JSON.parse(readFileSync(saved, 'utf8'));
    console.error(`[${name}] reusing the data of ${saved}`);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    console.error(`[${name}] generating…`);
    f = fixture(dbEnv);
    if (kept) writeFileSync(saved, JSON.stringify(f));
  }
  const selected = calls(f).filter((c) => !ONLY || ONLY.test(c.name));
  const start = () => {
    const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverJs], {
      env: { ...process.env, ...dbEnv, PORT: String(PORT), NODE_ENV: 'production', DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return server;
  };
  const rows = [];
  // Cold: a fresh process for each call, its first CLIENTS requests at once.
  const cold = new Map();
  for (const call of COLD ? selected : []) {
    const server = start();
    await waitReady();
    const r = await load(call, f.token, CLIENTS);
    cold.set(call.name, { p95: pct(r.times, 95), failed: r.failed });
    server.kill('SIGTERM');
    await new Promise((res) => server.once('exit', res));
  }
  const server = start();
  await waitReady();
  for (const call of selected) {
    await load(call, f.token, CLIENTS); // warm up
    const r = await load(call, f.token, REQUESTS);
    rows.push({
      call: call.name,
      cold: cold.get(call.name) ?? { p95: '–', failed: 0 },
      p50: pct(r.times, 50),
      p95: pct(r.times, 95),
      failed: r.failed + (cold.get(call.name)?.failed ?? 0),
    });
  }
  server.kill('SIGTERM');
  await new Promise((res) => server.once('exit', res));
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
  return { name, f, rows };
}

// Each database's table as soon as it is measured (BENCH_SKIP_SQLITE=1: PostgreSQL only).
const report = (r) => {
  const cpus = os.cpus();
  console.log(
    `\n${new Date().toISOString()} — ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, node ${process.version}, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; period '${PERIOD}', ${CLIENTS} clients, ${REQUESTS} warm requests per call`,
  );
  console.log(
    `\n${r.name}: ${r.f.lines.toLocaleString('en')} lines in ${r.f.orders.toLocaleString('en')} orders generated in ${Math.round(r.f.generateMs / 1000)} s; ` +
      `aggregates rebuilt in ${Math.round(r.f.rebuildMs / 1000)} s (${r.f.productDayRows.toLocaleString('en')} product-day rows)\n`,
  );
  console.log('| call | cold p95 ms | warm p50 ms | warm p95 ms | non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const row of r.rows) console.log(`| ${row.call} | ${row.cold.p95} | ${row.p50} | ${row.p95} | ${row.failed} |`);
};
if (process.env.BENCH_SKIP_SQLITE !== '1') report(await bench('sqlite', {}));
if (process.env.BENCH_DATABASE_URL) report(await bench('postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL }));

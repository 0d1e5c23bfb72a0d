// Sales throughput (issue 13): one server process, a 5-line sale with a cash payment over HTTP at 50 connections
// (sales/s, p99), closing a session holding 5,000 sales, and 20 connections selling the last units of one product
// (stock level = sum of movements). SQLite always; PostgreSQL too with BENCH_DATABASE_URL (an empty database).
// Not a timed test: figures for bench/RESULTS.md. Brief by design (shared machine): BENCH_SECONDS (default 10).
// BENCH_SESSIONS (default 1): the load is spread over that many open sessions (tills) of one store. BENCH_SALES_ONLY=1:
// the sales' run alone.
// Run: `npm run bench:sales` (builds the server bundle into apps/server/dist/bench-main.js unless SERVER_JS is given).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const base = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLOSE_SALES = Number(process.env.BENCH_CLOSE_SALES ?? 5000);

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

const fixture = (env, args = []) =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/test/sales-fixture.ts'), ...args], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop(),
  );

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const saleBody = (f, caisseId, lines) =>
  JSON.stringify({
    uuid: randomUUID(),
    caisseId,
    lines,
    payments: [{ modePayment: 'cash', amount: lines.reduce((s, l) => s + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100 }],
  });
const fiveLines = (f) => f.prices.map((p, i) => ({ priceId: p.priceId, quantity: 1 + (i % 2), unitPrice: p.unitPrice }));

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}/api/InsertCommand`, method: 'POST', ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** A process's CPU time so far (user + system), in seconds, from /proc (Linux; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function bench(name, env) {
  const dataDir = path.join(os.tmpdir(), `comptoir-bench-sales-${process.pid}-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const dbEnv = { DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? path.join(dataDir, 'comptoir.sqlite'), SECRET: 'bench-secret' };
  const f = fixture(dbEnv);
  // BENCH_PROFILE=dir writes a V8 CPU profile of the server there (open it in Chrome DevTools).
  const prof = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...prof, serverJs], {
    env: { ...process.env, ...dbEnv, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${f.token}` };
    const lines = fiveLines(f);
    // Warm-up, then the measured run.
    await cannon({
      connections: 10,
      duration: 2,
      headers,
      requests: [{ setupRequest: (r) => ({ ...r, body: saleBody(f, f.caisseId, lines) }) }],
    });
    let k = 0;
    const cpu0 = cpuSeconds(server.pid);
    const r = await cannon({
      connections: 50,
      duration: SECONDS,
      headers,
      requests: [{ setupRequest: (r) => ({ ...r, body: saleBody(f, f.caisseIds[k++ % f.caisseIds.length], lines) }) }],
    });
    const cpu = cpuSeconds(server.pid) - cpu0;
    const sales = {
      perSecond: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      // The server's CPU time per sale (user + system): steadier from run to run than the rate on a shared machine.
      cpuUs: Math.round((cpu * 1e6) / Math.max(1, r.requests.total)),
    };
    if (process.env.BENCH_VERBOSE) console.error(name, 'latency', JSON.stringify(r.latency));

    // BENCH_SALES_ONLY=1: the sales' run alone (CPU per sale, to compare builds).
    if (process.env.BENCH_SALES_ONLY)
      return {
        name,
        sales,
        close: { sales: 0, status: '–', ms: '–', zReportMs: '–' },
        lastUnits: { level: '–', sum: '–', sold: 0, equal: true },
      };
    // A session of CLOSE_SALES sales, then its closing.
    const fill = await cannon({
      connections: 20,
      amount: CLOSE_SALES,
      headers,
      requests: [{ setupRequest: (r) => ({ ...r, body: saleBody(f, f.closingCaisseId, lines.slice(0, 2)) }) }],
    });
    const t0 = performance.now();
    const closed = await fetch(`${base}/api/Caisse/${f.closingCaisseId}/close`, {
      method: 'POST',
      headers,
      // Nothing counted: far beyond any threshold, so a remark goes with it.
      body: JSON.stringify({ counted: [{ modePayment: 'cash', amount: 0 }], note: 'Bench: nothing counted' }),
    });
    const closeMs = performance.now() - t0;
    const detail = await closed.json();
    // Its Z report: one statement per figure over the session's orders (docs/decisions.md, issue 23).
    const z0 = performance.now();
    const z = await fetch(`${base}/api/Caisse/${f.closingCaisseId}/zReport`, { headers });
    await z.json();
    const zMs = performance.now() - z0;

    // 20 connections selling the last units of one product.
    const last = await cannon({
      connections: 20,
      amount: 400,
      headers,
      requests: [{ setupRequest: (r) => ({ ...r, body: saleBody(f, f.caisseId, [{ ...f.lastUnits, quantity: 1 }]) }) }],
    });
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const stock = fixture(dbEnv, ['check', String(f.entrepriseId), String(f.magasinId), String(f.lastUnits.productId)]);
    return {
      name,
      sales,
      close: {
        sales: fill.requests.sent - fill.non2xx,
        status: closed.status,
        ms: Math.round(closeMs),
        zReportMs: Math.round(zMs),
        commandsCount: detail.commandsCount,
      },
      lastUnits: { sold: last.requests.sent - last.non2xx, non2xx: last.non2xx, ...stock, equal: stock.level === stock.sum },
    };
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_SKIP_SQLITE=1: PostgreSQL only.
const results = process.env.BENCH_SKIP_SQLITE === '1' ? [] : [await bench('sqlite', {})];
if (process.env.BENCH_DATABASE_URL) results.push(await bench('postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL }));
const cpus = os.cpus();
console.log(
  `\n${new Date().toISOString()} — ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(
  `sessions: ${process.env.BENCH_SESSIONS ?? 1}, ${SECONDS} s per run, SQLITE_SYNCHRONOUS=${process.env.SQLITE_SYNCHRONOUS ?? 'FULL'}`,
);
console.log(
  '| database | sales/s (50 conn.) | p50 ms | p99 ms | server CPU µs/sale | non-2xx | close 5,000-sale session | its Z report | last units: level = Σ movements |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.sales.perSecond} | ${r.sales.p50} | ${r.sales.p99} | ${r.sales.cpuUs} | ${r.sales.non2xx + r.sales.errors} | ${r.close.ms} ms (${r.close.sales} sales, ${r.close.status}) | ${r.close.zReportMs} ms | ${r.lastUnits.level} = ${r.lastUnits.sum} (${r.lastUnits.sold} sold) ${r.lastUnits.equal ? 'yes' : 'NO'} |`,
  );

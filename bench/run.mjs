// Benchmarks (not timed tests): API latency under concurrent load on the built server, and the web bundle size.
// Run: npm run build && npm run bench. Writes the figures to stdout; copy them into bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3290;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, '.bench-data');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO: '1',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  stdio: 'ignore',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitReady() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Bounded load: `concurrency` loops for `seconds`, loopback only. */
async function load(name, concurrency, seconds, request) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await request();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors++;
        await res.arrayBuffer();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return `| ${name} | ${concurrency} | ${(latencies.length / seconds).toFixed(0)} | ${pct(50)} | ${pct(95)} | ${pct(99)} | ${errors} |`;
}

function bundle() {
  const dir = path.join(root, 'apps/web/dist/assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const html = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const initial = files.filter((f) => html.includes(f));
  const size = (fs) => fs.reduce((s, f) => s + statSync(path.join(dir, f)).size, 0);
  const gz = (fs) => fs.reduce((s, f) => s + gzipSync(readFileSync(path.join(dir, f))).length, 0);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  return [
    `| initial (index.html) | ${initial.length} | ${kb(size(initial))} | ${kb(gz(initial))} |`,
    `| all assets | ${files.length} | ${kb(size(files))} | ${kb(gz(files))} |`,
  ].join('\n');
}

try {
  await waitReady();
  const login = await fetch(`${base}/api/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.comptoir.test', password: 'comptoir-demo' }),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const rows = [
    await load('GET /api/health', 20, 5, () => fetch(`${base}/api/health`)),
    await load('GET /api/authedAdmin (signed in)', 20, 5, () => fetch(`${base}/api/authedAdmin`, { headers: auth })),
    await load('GET /api/Magasins (stores list)', 20, 5, () => fetch(`${base}/api/Magasins`, { headers: auth })),
    await load('GET /api/Users?page=1&limit=20 (staff page)', 20, 5, () => fetch(`${base}/api/Users?page=1&limit=20`, { headers: auth })),
    await load('GET /api/Entreprise', 20, 5, () => fetch(`${base}/api/Entreprise`, { headers: auth })),
  ];
  console.log(
    `\n## API on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'} (${new Date().toISOString().slice(0, 10)}, 2 cores)\n`,
  );
  console.log('| call | concurrency | req/s | p50 ms | p95 ms | p99 ms | errors |\n|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log('\n## Web bundle\n\n| part | files | raw | gzip |\n|---|---|---|---|');
  console.log(bundle());
} finally {
  stop();
}

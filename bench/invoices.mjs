// Invoices (issue 28): a one-page invoice PDF at p95 after warm-up (target ≤ 100 ms of server time), and a month of
// 1,000 invoices as one zip (target ≤ 60 s). The server is the built one (SERVER_JS, default apps/server/dist/main.js)
// with the demo company on SQLite (or BENCH_DATABASE_URL); the invoices are written through POST /Invoice/manual.
// Server time: each PDF is asked for alone, one after the other, and timed from the request to the last byte (the
// client adds well under a millisecond on the loopback). Run: build the server, then `npm run bench:invoices`.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, '.bench-invoices');
const N = Number(process.env.BENCH_INVOICES ?? 1000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
rmSync(dataDir, { recursive: true, force: true });

const serverJs = process.env.SERVER_JS ?? path.join(root, 'apps/server/dist/main.js');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverJs], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1', DATABASE_URL: pgUrl, WEB_DIST: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  if (process.env.BENCH_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
};

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** The server process's CPU time so far (user + system), in ms: the machine is shared, wall times wander. */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  await waitReady();
  const login = await fetch(`${base}/api/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.comptoir.test', password: 'comptoir-demo' }),
  });
  const { token } = await login.json();
  const call = (method, url, body, lang = 'fr') =>
    fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-language': lang },
      body: body ? JSON.stringify(body) : undefined,
    });

  const t0 = performance.now();
  const ids = [];
  for (let i = 0; i < N; i++) {
    const lines = Array.from({ length: 3 + (i % 8) }, (_, k) => ({
      label: `Article ${k + 1} — lot ${i}`,
      quantity: 1 + (k % 4),
      unitPrice: 12.5 + k,
      tva: k % 2 ? 10 : 20,
    }));
    const res = await call('POST', '/Invoice/manual', {
      tag: 'manual_invoice',
      issue: true,
      locale: i % 4 === 0 ? 'ar' : 'fr',
      client: { name: `Client ${i}`, ice: '001122334000055' },
      lines,
    });
    if (!res.ok) throw new Error(`invoice ${i}: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).id);
  }
  console.log(`${N} invoices written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  for (const locale of ['fr', 'ar']) {
    const times = [];
    let cpu0 = 0;
    for (let i = 0; i < SAMPLES + 20; i++) {
      if (i === 20) cpu0 = cpuMs();
      const start = performance.now();
      const res = await call('GET', `/Invoice/${ids[i % ids.length]}/pdf?locale=${locale}`);
      const body = await res.arrayBuffer();
      if (!res.ok || body.byteLength < 1000) throw new Error(`pdf: ${res.status}`);
      if (i >= 20) times.push(performance.now() - start); // the first 20 warm up
    }
    times.sort((a, b) => a - b);
    const cpu = (cpuMs() - cpu0) / SAMPLES;
    console.log(
      `one-page invoice PDF (${locale}): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms wall; server CPU ${cpu.toFixed(1)} ms per PDF (${SAMPLES} requests)`,
    );
  }

  const today = new Date().toISOString().slice(0, 10);
  const from = `${today.slice(0, 8)}01`;
  const start = performance.now();
  const zipCpu0 = cpuMs();
  const res = await call('GET', `/Invoice/export?from=${from}&to=${today}&kind=invoice`);
  const zip = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - start) / 1000;
  const entries = zip.readUInt16LE(zip.length - 12);
  console.log(
    `month zip: ${entries} invoices, ${(zip.length / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s wall, ${((cpuMs() - zipCpu0) / 1000).toFixed(1)} s server CPU (x-document-count ${res.headers.get('x-document-count')})`,
  );
} finally {
  stop();
}

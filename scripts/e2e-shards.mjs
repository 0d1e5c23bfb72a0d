// The end-to-end journeys in several Playwright runs at once (E2E_SHARDS, default 2), each on its own port with its
// own server and fresh demo database (e2e/server.mjs keys its data directory by port), so no journey ever shares a
// database with one running at the same time: within a shard the files run one after another, as they always did.
// The files are split by their last measured time (e2e/durations.json; a file not listed there counts as
// DEFAULT_S), longest first onto the least loaded shard. Each run writes test-results/e2e-durations.json, the times
// to copy into e2e/durations.json when files are added or change much.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_S = 45;
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Longest-processing-time-first: each file onto the shard with the least time so far. */
export function splitByTime(files, seconds, shards) {
  const bins = Array.from({ length: shards }, () => ({ files: [], total: 0 }));
  const sorted = [...files].sort((a, b) => (seconds[b] ?? DEFAULT_S) - (seconds[a] ?? DEFAULT_S) || a.localeCompare(b));
  for (const file of sorted) {
    const bin = bins.reduce((min, b) => (b.total < min.total ? b : min));
    bin.files.push(file);
    bin.total += seconds[file] ?? DEFAULT_S;
  }
  return bins.filter((b) => b.files.length > 0);
}

function runOne(root, out, index, files) {
  const port = BASE_PORT + index * 10;
  const json = path.join(out, `e2e-${index}.json`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...files.map((f) => `e2e/${f}`)], {
      cwd: root,
      env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: json },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[e2e ${index + 1}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
      stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'));
    }
    child.on('exit', (code) => resolve({ status: code ?? 1, json }));
  });
}

/** Seconds per spec file, from a Playwright JSON report. */
function fileTimes(report) {
  const times = {};
  const walk = (suite, file) => {
    const f = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) for (const r of t.results ?? []) times[f] = (times[f] ?? 0) + r.duration / 1000;
    for (const child of suite.suites ?? []) walk(child, f);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return times;
}

export async function runShards({ root, out }) {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const files = readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.spec.ts'));
  const durationsFile = path.join(root, 'e2e/durations.json');
  const seconds = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
  const bins = splitByTime(files, seconds, shards);
  for (const [i, b] of bins.entries()) console.log(`[e2e ${i + 1}] ~${Math.round(b.total)} s: ${b.files.join(' ')}`);
  const results = await Promise.all(bins.map((b, i) => runOne(root, out, i, b.files)));
  const stats = { passed: 0, failed: 0, skipped: 0 };
  const measured = {};
  let status = 0;
  for (const r of results) {
    if (r.status !== 0) status = 1;
    if (!existsSync(r.json)) {
      status = 1;
      continue;
    }
    const report = JSON.parse(readFileSync(r.json, 'utf8'));
    stats.passed += report.stats.expected + (report.stats.flaky ?? 0);
    stats.failed += report.stats.unexpected;
    stats.skipped += report.stats.skipped;
    for (const [f, s] of Object.entries(fileTimes(report))) measured[f] = Math.round(s);
  }
  writeFileSync(path.join(out, 'e2e-durations.json'), JSON.stringify(measured, null, 2) + '\n');
  return { status, stats };
}

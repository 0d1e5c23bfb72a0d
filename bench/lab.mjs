// The day's planning suggestion at scale (issue 27): 500 products × 20 stores made by one lab, a year of per-day sales
// (3,650,000 agg_products rows), orders due and store levels; POST /Lab/{id}/DayPlanning (the grid with its
// suggestion, computed in SQL) timed after two warm-ups. Target: ≤ 500 ms. SQLite always; PostgreSQL too with
// BENCH_DATABASE_URL (an empty database). Run: `npm run bench:lab`. Not a timed test: figures for bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (name, env) => {
  const dataDir = path.join(os.tmpdir(), `comptoir-bench-lab-${process.pid}-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`[${name}] generating and measuring…`);
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/test/lab-bench-fixture.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: env.DATABASE_URL ?? path.join(dataDir, 'comptoir.sqlite'),
      SECRET: 'bench-secret',
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 2 ** 20,
  });
  rmSync(dataDir, { recursive: true, force: true });
  return { name, ...JSON.parse(out.trim().split('\n').pop()) };
};

const results = [run('sqlite', {})];
if (process.env.BENCH_DATABASE_URL) results.push(run('postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL }));
for (const r of results)
  console.log(
    `${r.name}: ${r.products} products × ${r.stores} stores, ${r.aggRows} agg rows, ${r.cells} cells — DayPlanning p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms (target ≤ 500 ms); the suggestion's SQL alone ${r.sqlMs} ms`,
  );

// `npm test`: the whole suite — server tests (SQLite, and PostgreSQL when TEST_POSTGRES_URL is set), web tests, then
// the first-load budget of the built app and the end-to-end journeys in Chromium against it. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function vitest(name, workspace) {
  const file = path.join(out, `${name}.json`);
  const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`], {
    cwd: path.join(root, workspace),
  });
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
  if (status !== 0) failures.push(name);
}

if (want('server')) {
  if (!process.env.TEST_POSTGRES_URL) console.log('\n(TEST_POSTGRES_URL is not set: server tests run on SQLite only)\n');
  vitest('server', 'apps/server');
}
if (want('web')) vitest('web', 'apps/web');
if (want('e2e')) {
  const built = run('npm', ['run', 'build']);
  if (built !== 0) failures.push('build');
  else {
    // The first-load budget (issue 12): the JavaScript before the login page and before the till, ≤ 200 KB gzip each.
    // Sizes of the built files, not timings: the same on any machine.
    const budget = run('node', ['bench/first-load.mjs']);
    totals[budget === 0 ? 'passed' : 'failed'] += 1;
    if (budget !== 0) failures.push('first-load budget');
    // The journeys in E2E_SHARDS (default 2) Playwright runs at once, each with its own server, port and database
    // (scripts/e2e-shards.mjs): the files split by their last measured time (e2e/durations.json).
    const { runShards } = await import('./e2e-shards.mjs');
    const { status, stats } = await runShards({ root, out });
    totals.passed += stats.passed;
    totals.failed += stats.failed;
    totals.skipped += stats.skipped;
    if (status !== 0) failures.push('e2e');
  }
}

console.log(`\nsuites failed: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

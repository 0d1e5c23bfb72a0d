// First load (issue 12 point 7, issue 23 point 10): the JavaScript a cold Chromium fetches before the login page and
/* global window, document, MutationObserver -- watchUsable and the reads run inside the page */
// before the till (/pos/command) can be used, against a budget of 200 KB gzip each, and how long the page took.
//
// Run: npm run bench:first-load (reads apps/web/dist and apps/server/dist, building them first when missing;
// WEB_DIST=/path reads another web build, SERVER_JS another server; --build rebuilds first; --runs N loads each page
// N times, alternating, for the timings; WEB_DIST=a,b measures several builds, alternating; --files lists the files).
// Exits 1 when a page is over budget.
//
// How: the built server on a free loopback port (fresh demo company, SQLite), and for each page a new browser context
// (no HTTP cache, no service worker yet: a first visit). The page is usable at the first moment its control exists —
// the password field of /login, the till's search/scan field (enabled) on /pos/command for a cashier with an open
// register — noted by a MutationObserver set before any of the app's scripts. Every JavaScript file whose request
// started before that moment counts (Resource Timing, read once the network is quiet), whoever asked for it: the
// entry, its preloads, the screen's chunks, and anything the boot or the frame requested in parallel.
//
// The budget figure is the gzip size (zlib level 6) of those files, as built: the same on any machine and under any
// load, since what a page requests before its control exists is decided by the code, not the clock (the app starts what
// the page does not need only once it is usable: src/lib/after-usable.ts). The bytes the browser actually received
// (the server's encoding, Brotli for Chromium) are reported beside, and the time to usable too — a timing, never part
// of the verdict.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, openTill, signedInContext, signIn, startServer } from './browser-till.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dists = (process.env.WEB_DIST ?? path.join(root, 'apps/web/dist')).split(',').map((d) => path.resolve(d));
const dist = dists[0];
const serverJs = path.resolve(process.env.SERVER_JS ?? path.join(root, 'apps/server/dist/main.js'));
const BUDGET_KB = 200;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(arg('--runs', '1')));

if (process.argv.includes('--build') || !existsSync(path.join(dist, 'index.html')) || !existsSync(serverJs)) {
  console.error(`Building the web app into ${dist} and the server …`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_OUT_DIR: dist } });
}

/** The built file behind an asset URL of the build in `dir`: its raw and gzip sizes. */
const sizesOf = (dir) => {
  const cache = new Map();
  return (pathname) => {
    if (!cache.has(pathname)) {
      const bytes = readFileSync(path.join(dir, decodeURIComponent(pathname)));
      cache.set(pathname, { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
    }
    return cache.get(pathname);
  };
};

// Set before the app's first script: notes when `selector` first matches (the page is usable from then on).
const watchUsable = (selector) => {
  performance.setResourceTimingBufferSize(2000);
  const check = () => {
    if (window.__usableAt === undefined && document.querySelector(selector)) {
      window.__usableAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
};

/** One cold load of `url`: the JavaScript requested before it was usable, and when it was. */
async function coldLoad(browser, base, { url, session, usable }) {
  const context = await signedInContext(browser, session);
  await context.addInitScript(watchUsable, usable);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Requests in flight (Resource Timing lists a request once its answer is complete).
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  await page.goto(`${base}${url}`);
  await page.waitForFunction(() => window.__usableAt !== undefined, null, { timeout: 60_000 });
  // What was requested before that moment has arrived once nothing is in flight for a while (at most 20 s more).
  for (const end = Date.now() + 20_000; Date.now() < end && (inFlight > 0 || Date.now() - lastChange < 500);)
    await new Promise((r) => setTimeout(r, 50));
  const { usableAt, resources } = await page.evaluate(() => ({
    usableAt: window.__usableAt,
    resources: performance.getEntriesByType('resource').map((e) => ({
      url: e.name,
      startTime: e.startTime,
      encoded: e.encodedBodySize,
      transfer: e.transferSize,
    })),
  }));
  await context.close();
  if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`);
  const js = resources
    .filter((r) => r.startTime < usableAt && new URL(r.url).pathname.endsWith('.js'))
    .map((r) => ({ ...r, file: new URL(r.url).pathname }));
  const after = new Set(resources.filter((r) => r.startTime >= usableAt && new URL(r.url).pathname.endsWith('.js')).map((r) => r.url)).size;
  return { usableAt, js, after };
}

// Several builds (WEB_DIST=a,b) are measured alternately, run after run, each on its own server: before/after timings
// on a busy machine. The verdict is each build's.
const builds = dists.map((d) => ({ dist: d, sizes: sizesOf(d) }));
const browser = await launchChromium();
const stops = [];
let over = false;
try {
  for (const build of builds) {
    const { base, stop } = await startServer(build.dist);
    stops.push(stop);
    const cashier = await signIn(base, 'caissier');
    const till = await openTill(base, cashier.auth);
    build.base = base;
    build.screens = [
      { name: 'login page (/login)', url: '/login', session: null, usable: '[data-testid=login-password]' },
      { name: 'till (/pos/command)', url: till.path, session: cashier, usable: 'input[data-testid=pos-search]:not([disabled])' },
    ];
    build.loads = new Map(build.screens.map((s) => [s.name, []]));
  }
  // Alternated: login, till, login, till… (and build after build) so a busy moment of the machine touches all.
  for (let run = 0; run < RUNS; run++)
    for (const build of builds)
      for (const screen of build.screens) build.loads.get(screen.name).push(await coldLoad(browser, build.base, screen));

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  for (const { dist, sizes, screens, loads } of builds) {
    console.log(
      `\nFirst load in a cold Chromium: the JavaScript requested before the page is usable (${dist}, budget ${BUDGET_KB} KB gzip)\n`,
    );
    console.log(
      '| page | JS files | JS raw | JS gzip | received (server encoding) | JS files requested after usable | usable after (ms, each run) | budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const screen of screens) {
      const runs = loads.get(screen.name);
      // The files of the run that fetched the most (runs agree unless a file's request raced the page's control).
      const files = runs.map((r) => new Set(r.js.map((f) => f.file)));
      const worst = runs[files.reduce((w, f, i) => (f.size > files[w].size ? i : w), 0)];
      const set = [...new Set(worst.js.map((f) => f.file))];
      const gzip = set.reduce((t, f) => t + sizes(f).gzip, 0);
      const raw = set.reduce((t, f) => t + sizes(f).raw, 0);
      const received = worst.js.reduce((t, f) => t + f.encoded, 0);
      if (gzip > BUDGET_KB * 1024) over = true;
      const times = runs.map((r) => Math.round(r.usableAt));
      console.log(
        `| ${screen.name} | ${set.length} | ${kb(raw)} | ${kb(gzip)} | ${kb(received)} | ${worst.after} | ${times.join(', ')}${runs.length > 1 ? ` (median ${median(times)})` : ''} | ${gzip <= BUDGET_KB * 1024 ? 'met' : 'over'} |`,
      );
      const differ = files.some((f) => f.size !== files[0].size || [...f].some((x) => !files[0].has(x)));
      if (differ)
        console.log(`\n${screen.name}: the runs requested different files before usable (${files.map((f) => f.size).join(', ')})`);
      if (process.argv.includes('--files')) {
        console.log(`\n${screen.name}:`);
        for (const f of set.sort((a, b) => sizes(b).gzip - sizes(a).gzip)) console.log(`  ${kb(sizes(f).gzip).padStart(9)}  ${f}`);
        console.log('');
      }
    }
  }
} finally {
  await browser.close();
  for (const stop of stops) stop();
}
process.exitCode = over ? 1 : 0;

// Scan to line (issue 23 point 10): how long after the scanner's closing Enter the scanned item's line is on the till.
//
// Run: npm run build, then npm run bench:scan (WEB_DIST=/path for another web build, SERVER_JS for another server;
// --scans N, default 40; --runs N with several WEB_DIST builds given as WEB_DIST=a,b alternates them, run after run).
//
// How: the built server on a free loopback port (fresh demo company, SQLite), a cashier with an open register, a real
// Chromium on /pos/command once the offline catalogue is complete (the till's usual state: lookups are local). A
// keyboard wedge is imitated with the keyboard: the code's 13 digits 3 ms apart, then Enter, as CDP key events. In the
// page, a listener notes the Enter's event time (when the browser received the key) and a MutationObserver the moment
// the ticket's lines change (a new line, or the quantity of the same item); "painted" is the next frame after that.
// Items sold by weight, formulas and items with several prices (a dialog opens) are left out; the codes cycle, so the
// ticket grows to a realistic length and later scans of the same code add to its line.
/* global window, document, addEventListener, MutationObserver, requestAnimationFrame -- instrument runs inside the page */
import { launchChromium, openTill, signedInContext, signIn, startServer } from './browser-till.mjs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const SCANS = Number(arg('--scans', '40'));
const RUNS = Math.max(1, Number(arg('--runs', '1')));
const builds = (process.env.WEB_DIST ?? path.join(root, 'apps/web/dist')).split(',').map((d) => path.resolve(d));

// In the page: the Enter's time, and when the ticket's lines changed after it.
const instrument = () => {
  const sig = () => [...document.querySelectorAll('[data-testid=pos-line]')].map((e) => e.textContent).join('|');
  const s = (window.__scan = { enterAt: null, doneAt: null, paintAt: null, before: '' });
  addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter') return;
      s.enterAt = e.timeStamp;
      s.doneAt = null;
      s.paintAt = null;
      s.before = sig();
    },
    true,
  );
  new MutationObserver(() => {
    if (s.enterAt === null || s.doneAt !== null || sig() === s.before) return;
    s.doneAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (s.paintAt = performance.now())));
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
};

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};

async function barcodes(base, auth, storeId) {
  const res = await fetch(`${base}/api/catalogueV2/sync/catalogue?magasinId=${storeId}`, { headers: auth });
  const { tables } = await res.json();
  const prices = tables.Price.rows.filter((p) => p.magasinId === storeId || p.magasinId === null);
  const perProduct = new Map();
  for (const p of prices) if (p.productId !== null) perProduct.set(p.productId, (perProduct.get(p.productId) ?? 0) + 1);
  return [
    ...new Set(
      prices
        .filter((p) => p.barcode && p.nature === 'standard' && p.unity === 'unit' && !p.isHidden && perProduct.get(p.productId) === 1)
        .map((p) => p.barcode),
    ),
  ];
}

async function runOnce(browser, base, session, till, codes, label) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  await page.goto(`${base}${till.path}`);
  const search = page.locator('input[data-testid=pos-search]');
  await search.waitFor({ timeout: 60_000 });
  await page.getByTestId('pos-catalogue-status').filter({ hasText: 'catalogue hors ligne à jour à' }).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
  await page.evaluate(instrument);
  const inDom = [];
  const painted = [];
  const missed = [];
  for (let i = 0; i < SCANS; i++) {
    await search.focus();
    await page.keyboard.type(codes[i % codes.length], { delay: 3 });
    await page.keyboard.press('Enter');
    try {
      const r = await page.waitForFunction(() => window.__scan.paintAt !== null && window.__scan, null, { timeout: 10_000 });
      const { enterAt, doneAt, paintAt } = await r.jsonValue();
      inDom.push(doneAt - enterAt);
      painted.push(paintAt - enterAt);
    } catch {
      // No line within 10 s (a scan the page did not see as one): counted, and the field emptied for the next.
      missed.push(codes[i % codes.length]);
      await search.fill('');
    }
    await page.waitForTimeout(250);
  }
  const lines = await page.getByTestId('pos-line').count();
  await context.close();
  const f = (x) => x.toFixed(1);
  return {
    label,
    row: `| ${label} | ${inDom.length}${missed.length ? ` (${missed.length} without a line: ${missed.join(', ')})` : ''} | ${f(pct(inDom, 0.5))} | ${f(pct(inDom, 0.95))} | ${f(Math.max(...inDom))} | ${f(pct(painted, 0.5))} | ${f(pct(painted, 0.95))} | ${lines} |`,
  };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`\nScan to line, ${SCANS} scans per run, load average at the start ${load()} (${os.cpus().length} cores)\n`);
console.log('| build | scans | in the DOM p50 ms | p95 | max | painted p50 ms | p95 | lines at the end |');
console.log('|---|---|---|---|---|---|---|---|');
const servers = [];
try {
  const browser = await launchChromium();
  const setups = [];
  for (const dist of builds) {
    const { base, stop } = await startServer(dist);
    servers.push(stop);
    const session = await signIn(base, 'caissier');
    const till = await openTill(base, session.auth);
    setups.push({ dist, base, session, till, codes: await barcodes(base, session.auth, till.storeId) });
  }
  for (let run = 0; run < RUNS; run++)
    for (const s of setups) {
      const { row } = await runOnce(browser, s.base, s.session, s.till, s.codes, `${path.basename(s.dist)} (run ${run + 1})`);
      console.log(row);
    }
  await browser.close();
} finally {
  for (const stop of servers) stop();
}
console.log(`\nload average at the end ${load()}`);

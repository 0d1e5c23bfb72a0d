// The browser half of the catalogue benchmark: headless Chromium loads the copy through the app's worker (long tasks
// watched on the main thread), then times local searches with the app's index queries and a 100-price delta.
/* global window, indexedDB -- these functions run inside the page (page.evaluate) */
import { chromium } from 'playwright-core';

const idbQuery = async ({ kind, value }) => {
  const db = await new Promise((res) => {
    const r = indexedDB.open('comptoir-catalogue');
    r.onsuccess = () => res(r.result);
  });
  const all = (req) => new Promise((res) => (req.onsuccess = () => res(req.result)));
  const t0 = performance.now();
  const tx = db.transaction(['Price', 'Product', 'PriceWord']);
  if (kind === 'name') {
    // What local-queries.ts searchByName asks Dexie: the word's prefix in PriceWord, then prices by id until 20 have
    // a word starting with it.
    const entry = await all(tx.objectStore('PriceWord').get(value.slice(0, 3)));
    const ids = entry?.ids ?? [];
    let found = 0;
    for (let i = 0; i < ids.length && found < 20; i += 50) {
      const rows = await Promise.all(ids.slice(i, i + 50).map((id) => all(tx.objectStore('Price').get(id))));
      found += rows.filter((p) => p?.words.some((w) => w.startsWith(value))).length;
    }
  } else {
    const products = await all(tx.objectStore('Product').index('barcode').getAll(value));
    for (const p of products) await all(tx.objectStore('Price').index('productId').getAll(p.id));
  }
  const ms = performance.now() - t0;
  db.close();
  return ms;
};

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * (xs.length - 1))].toFixed(1);

export async function browserBench(base, token, store, n) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await page.addInitScript((t) => {
      localStorage.setItem('comptoir.auth', JSON.stringify({ token: t, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
      localStorage.setItem('comptoir.locale', 'en');
      window.__long = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    }, token);
    await page.goto(`${base}/pos/catalogue?store=${store}`);
    await page.getByTestId('offline-catalogue-progress').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    // Long tasks of the page's own start (bundle parsing, first render) are not the load's.
    await page.evaluate(() => (window.__long = []));
    await page.getByTestId('offline-catalogue-progress').waitFor({ state: 'detached', timeout: 180_000 });
    const loadMs = Date.now() - t0;
    const longTasks = await page.evaluate(() => window.__long);
    const words = ['pain', 'croissant', 'tarte', 'gateau', 'cafe', 'chocolat', 'amande', 'citron', 'fraise', 'vanille'];
    const name = [];
    const code = [];
    for (let i = 0; i < 40; i++) {
      name.push(await page.evaluate(idbQuery, { kind: 'name', value: words[i % 10].slice(0, 3 + (i % 3)) }));
      code.push(await page.evaluate(idbQuery, { kind: 'code', value: String(2900000000000 + ((i * 7919) % n)) }));
    }
    // A delta of 100 changed prices: changed on the server, synced by the app's button, timed until the last is local.
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await (await fetch(`${base}/api/catalogueV2/price?limit=100&columns=id`, { headers: auth })).json();
    const ids = list.data.map((p) => p.id);
    await fetch(`${base}/api/price/update/by-lot`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ priceIds: ids, price: 123.45 }),
    });
    const d0 = Date.now();
    await page.getByTestId('offline-sync').click();
    await page.waitForFunction(
      async (id) => {
        const db = await new Promise((res) => {
          const r = indexedDB.open('comptoir-catalogue');
          r.onsuccess = () => res(r.result);
        });
        const row = await new Promise((res) => {
          const q = db.transaction('Price').objectStore('Price').get(id);
          q.onsuccess = () => res(q.result);
        });
        db.close();
        return row?.price === 12345;
      },
      ids[ids.length - 1],
      { polling: 25, timeout: 30_000 },
    );
    const deltaMs = Date.now() - d0;
    return [
      '',
      '| browser (headless Chromium) | figure |',
      '|---|---|',
      `| data.sqlite downloaded and loaded into IndexedDB (batches of 500) | ${(loadMs / 1000).toFixed(1)} s |`,
      `| main-thread long tasks during the load | ${longTasks.length}, longest ${longTasks.length ? Math.max(...longTasks).toFixed(0) : 0} ms |`,
      `| local name search (PriceWord prefix, 20 rows) p95 | ${p95(name)} ms |`,
      `| local barcode lookup p95 | ${p95(code)} ms |`,
      `| delta of 100 changed prices: request, apply, visible locally | ${deltaMs} ms |`,
    ].join('\n');
  } finally {
    await browser.close();
  }
}

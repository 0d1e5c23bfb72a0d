// The browser half of the catalogue benchmark: headless Chromium loads the copy through the app's worker (long tasks
// watched on the main thread), then times local searches with the app's index queries and a 100-price delta.
/* global window, indexedDB -- these functions run inside the page (page.evaluate) */
import { chromium } from 'playwright-core';

const idbQuery = async ({ kind, value }) => {
  // The layout of apps/web/src/offline/catalogue/local-db.ts (3): a table's record is a page of the rows of ids
  // [n·32, (n+1)·32), each an array of the page's columns; the lookups are buckets (FNV-1a of the key, 1,024 a
  // lookup) mapping '#' + key to ids.
  const PAGE_IDS = 32;
  const bucketOf = (key) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    return (h >>> 0) % 1024;
  };
  const db = await new Promise((res) => {
    const r = indexedDB.open('comptoir-catalogue');
    r.onsuccess = () => res(r.result);
  });
  const all = (req) => new Promise((res) => (req.onsuccess = () => res(req.result)));
  const t0 = performance.now();
  const tx = db.transaction(['Price', 'Lookup', 'PriceWord']);
  const prices = async (ids) => {
    const pages = await Promise.all(
      [...new Set(ids.map((id) => Math.floor(id / PAGE_IDS)))].map((n) => all(tx.objectStore('Price').get(n))),
    );
    // As getRows: the row's values found in its page, zipped with the page's columns.
    const byPage = new Map(pages.filter(Boolean).map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const p = byPage.get(Math.floor(id / PAGE_IDS));
      const v = p?.rows.find((r) => r[p.columns.indexOf('id')] === id);
      return v ? [Object.fromEntries(p.columns.map((c, i) => [c, v[i]]))] : [];
    });
  };
  const lookup = async (name, key) => (await all(tx.objectStore('Lookup').get(`${name}|${bucketOf(key)}`)))?.entries[`#${key}`] ?? [];
  let found = 0;
  if (kind === 'name') {
    // What local-queries.ts searchByName asks Dexie: the word's prefix in PriceWord, then prices by id (their pages)
    // until 20 have a word starting with it.
    const entry = await all(tx.objectStore('PriceWord').get(value.slice(0, 3)));
    const ids = entry?.ids ?? [];
    for (let i = 0; i < ids.length && found < 20; i += 50)
      found += (await prices(ids.slice(i, i + 50))).filter((p) => p.words.some((w) => w.startsWith(value))).length;
  } else {
    // findByCode: the code among the prices' and the products' codes, the products' prices, then the prices' pages.
    const [own, products] = await Promise.all([lookup('Price.code', value), lookup('Product.code', value)]);
    const via = (await Promise.all(products.map((id) => lookup('Price.productId', String(id))))).flat();
    found = (await prices([...new Set([...own, ...via])])).length;
  }
  const ms = performance.now() - t0;
  db.close();
  if (!found) throw new Error(`nothing found for ${kind} ${value}`);
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
        const page = await new Promise((res) => {
          const q = db
            .transaction('Price')
            .objectStore('Price')
            .get(Math.floor(id / 32));
          q.onsuccess = () => res(q.result);
        });
        db.close();
        const at = (c) => page?.columns.indexOf(c);
        return page?.rows.find((r) => r[at('id')] === id)?.[at('price')] === 12345;
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
      `| local name search (PriceWord prefix, 20 rows from their pages) p95 | ${p95(name)} ms |`,
      `| local barcode lookup p95 | ${p95(code)} ms |`,
      `| delta of 100 changed prices: request, apply, visible locally | ${deltaMs} ms |`,
    ].join('\n');
  } finally {
    await browser.close();
  }
}

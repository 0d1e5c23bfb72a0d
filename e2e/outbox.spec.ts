// Offline selling (issue 13): with the network cut, a cashier makes five sales — the page is reloaded in the middle and
// a second tab sells too —, each printed at once with a provisional number; when the network returns the outbox drains
// and the server holds exactly five new orders, one per sale, and the stock moved once for each.
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { DEMO_PASSWORD, demoEmail, signInAs } from './fixtures';

const BARCODE = '6111234000101'; // Baguette tradition
const dbFile = path.resolve(import.meta.dirname, '..', `.e2e-data-${process.env.E2E_PORT ?? '3210'}`, 'comptoir.sqlite');

/** The scanner: a keyboard wedge typing the code fast into the focused search field, then Enter. */
async function scan(page: Page, code: string) {
  await page.locator('input[data-testid=pos-search]').focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** One baguette paid cash; the ticket shows at once with its provisional number. */
async function sellOne(page: Page) {
  await scan(page, BARCODE);
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  await page.getByTestId('pos-pay').click();
  await page.getByTestId('pos-mode-cash').click();
  await page.getByTestId('pos-pay-confirm').click();
  const number = page.getByTestId('ticket-preview').getByTestId('ticket-number');
  await expect(number).toContainText(/Ticket provisoire n° [A-Z0-9]{3}-\d{4}/);
  await page.getByTestId('ticket-close').click();
  await expect(page.getByTestId('pos-ticket-empty')).toBeVisible();
}

/** The outbox's rows as the browser holds them (IndexedDB, read without the app). */
function outboxRows(page: Page): Promise<{ uuid: string; status: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('comptoir-outbox');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('sales')) return resolve([]);
          const all = db.transaction('sales').objectStore('sales').getAll();
          all.onsuccess = () => {
            resolve((all.result as { uuid: string; status: string }[]).map((r) => ({ uuid: r.uuid, status: r.status })));
            db.close();
          };
        };
        open.onerror = () => resolve([]);
      }),
  );
}

test('five sales made offline, a reload and a second tab in between, reach the server exactly once', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The cashier's open register in the first store (opened here if none is).
  const login = await page.request.post('/api/web/login', { data: { email: demoEmail('caissier'), password: DEMO_PASSWORD } });
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  type Register = { id: number; intitule: string; session: { id: number; state: string } | null };
  const registers = (await (await page.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: auth })).json()) as Register[];
  let register = registers.find((r) => r.session?.state === 'opened');
  if (!register) {
    register = registers[0];
    const opened = await page.request.post('/api/Caisse/open', { headers: auth, data: { registerId: register.id, openingFund: 100 } });
    expect(opened.ok()).toBeTruthy();
    register = { ...register, session: { id: (await opened.json()).id, state: 'opened' } };
  }
  const sessionId = register.session!.id;
  const ordersTotal = async () =>
    ((await (await page.request.get(`/api/Commands/ByCaisse/${sessionId}?limit=1`, { headers: auth })).json()) as { total: number }).total;
  const before = await ordersTotal();
  const sql = new Database(dbFile, { readonly: true, fileMustExist: true });
  // Every product's stock level: the baguette moves itself, or its ingredients where an earlier journey gave it a recipe.
  const levels = () =>
    new Map(
      (
        sql.prepare('SELECT product_id AS p, SUM(quantity) AS q FROM stock_levels GROUP BY product_id').all() as { p: number; q: number }[]
      ).map((r) => [r.p, Number(r.q)]),
    );
  const levelsBefore = levels();

  const till = `/pos/command?register=${register.id}`;
  await signInAs(page, 'caissier', till);
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  // Ready for a reload without network: the service worker holds every file of the build, the till its data.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return -1;
          const { files } = (await (await fetch('/asset-manifest.json')).json()) as { files: string[] };
          const held = await Promise.all(files.map((f) => caches.match(f)));
          return held.filter((r) => !r).length;
        }),
      { timeout: 60_000 },
    )
    .toBe(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const open = indexedDB.open('comptoir-snapshot');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('queries')) return resolve([]);
              const keys = db.transaction('queries').objectStore('queries').getAllKeys();
              keys.onsuccess = () => resolve((keys.result as string[]).filter((k) => /"prices"|"registers"|"me"/.test(k)));
            };
            open.onerror = () => resolve([]);
          }),
      ),
    )
    .toHaveLength(3);

  await context.setOffline(true);
  await sellOne(page);
  await sellOne(page);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('2');

  // A reload with no network: the till comes back, with its two sales waiting.
  await page.reload();
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('2');
  await sellOne(page);

  // A second tab, offline too, sells the fourth; the first tab sees it waiting, then sells the fifth.
  const tab2 = await context.newPage();
  await tab2.goto(till);
  await expect(tab2.getByTestId('pos-grid')).toBeVisible();
  await sellOne(tab2);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('4');
  await sellOne(page);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('5');
  await expect(tab2.getByTestId('outbox-pending-count')).toHaveText('5');
  expect(await ordersTotal()).toBe(before);

  // The network returns: the outbox drains, from one tab.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('0', { timeout: 30_000 });
  await expect(tab2.getByTestId('outbox-pending-count')).toHaveText('0');
  const rows = await outboxRows(page);
  expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);

  // Exactly five new orders, one per sale; the stock moved once for each.
  expect(await ordersTotal()).toBe(before + 5);
  const uuids = rows.map((r) => r.uuid);
  const marks = uuids.map(() => '?').join(',');
  const orders = sql.prepare(`SELECT id, uuid FROM commands WHERE uuid IN (${marks})`).all(...uuids) as { id: number; uuid: string }[];
  expect(orders.map((o) => o.uuid).sort()).toEqual([...uuids].sort());
  const ids = orders.map((o) => o.id);
  const perOrder = sql
    .prepare(
      `SELECT command_id AS c, COUNT(*) AS n, SUM(quantity) AS q FROM stock_movements WHERE command_id IN (${ids.map(() => '?').join(',')}) GROUP BY command_id`,
    )
    .all(...ids) as { c: number; n: number; q: number }[];
  // Each sale moved the same stock, once.
  expect(perOrder).toHaveLength(5);
  expect(perOrder[0].q).toBeLessThan(0);
  for (const o of perOrder) expect({ n: o.n, q: o.q }).toEqual({ n: perOrder[0].n, q: perOrder[0].q });
  // And every moved level changed by exactly its movements.
  const moved = sql
    .prepare(
      `SELECT product_id AS p, SUM(quantity) AS q FROM stock_movements WHERE command_id IN (${ids.map(() => '?').join(',')}) GROUP BY product_id`,
    )
    .all(...ids) as { p: number; q: number }[];
  const after = levels();
  for (const m of moved) expect((after.get(m.p) ?? 0) - (levelsBefore.get(m.p) ?? 0)).toBeCloseTo(m.q, 6);
  sql.close();
  await tab2.close();

  // The drawer lists them, in Arabic on a phone too: right to left, within the screen.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`${till}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('outbox-indicator').click();
  const drawer = page.locator('.mantine-Drawer-content');
  await expect(drawer).toContainText('مبيعات للإرسال إلى الخادم');
  await expect(drawer.getByTestId('outbox-done').getByTestId('outbox-entry')).toHaveCount(5);
  // Once it has slid in: the whole drawer on the screen.
  await expect
    .poll(async () => {
      const box = (await drawer.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 375.5 && box.width >= 300;
    })
    .toBe(true);
  expect(await drawer.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await page.screenshot({ path: test.info().outputPath('outbox-drawer-ar-375.png') });
});

// Offline selling (issue 13): with the network cut, a cashier makes five sales to a loyalty client attached offline —
// the page is reloaded in the middle and a second tab sells too —, each printed at once with a provisional number; when
// the network returns the outbox drains and the server holds exactly five new orders, one per sale, credited to that
// cashier, the stock moved once for each and the client's points earned once for each. Then sales the server refuses
// when they drain (a promo code used up meanwhile, a client deleted meanwhile): kept with the reason, the next sale goes
// through, and a manager signing in on that till sends one again fixed and cancels the other — nothing dropped. Last,
// /pos/payer without the network: the last list of prepared orders comes back on a reload, said to be possibly stale,
// and an order paid in cash offline is paid on the server exactly once when the network returns.
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { type Auth, prepareCroissants, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

// These journeys go offline: the service worker keeps the app's files (blocked elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const BARCODE = '6111234000101'; // Baguette tradition
const dbFile = path.resolve(import.meta.dirname, '..', `.e2e-data-${process.env.E2E_PORT ?? '3210'}`, 'comptoir.sqlite');

/** The scanner: a keyboard wedge typing the code fast into the focused search field, then Enter. */
async function scan(page: Page, code: string) {
  await page.locator('input[data-testid=pos-search]').focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/**
 * Attaches the client named `name`, searched by its last word (online the tests search the full name, so this search
 * was never made before); offline, among the clients this till has seen.
 */
async function attachClient(page: Page, name: string, offline: boolean) {
  await page.getByTestId('pos-client-add').click();
  await page.getByTestId('pos-client-search').fill(offline ? name.split(' ').at(-1)! : name);
  await expect(page.getByTestId('pos-client-offline')).toHaveCount(offline ? 1 : 0);
  await page.getByTestId('pos-client-result').filter({ hasText: name }).click();
  await expect(page.getByTestId('pos-client')).toContainText(name);
}

/** One baguette (to `client` when given) paid cash; the ticket shows at once with its provisional number. */
async function sellOne(page: Page, client?: string) {
  await scan(page, BARCODE);
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  if (client) await attachClient(page, client, true);
  await payCash(page);
}

async function payCash(page: Page) {
  await page.getByTestId('pos-pay').click();
  await page.getByTestId('pos-mode-cash').click();
  await page.getByTestId('pos-pay-confirm').click();
  const number = page.getByTestId('ticket-preview').getByTestId('ticket-number');
  await expect(number).toContainText(/Ticket provisoire n° [A-Z0-9]{3}-\d{4}/);
  await page.getByTestId('ticket-close').click();
  await expect(page.getByTestId('pos-ticket-empty')).toBeVisible();
}

type Row = { uuid: string; status: string; body: { lines: { priceId: number; quantity: number; unitPrice: number }[] } };

/** The outbox's rows as the browser holds them (IndexedDB, read without the app), in the order of the sales. */
function outboxRows(page: Page): Promise<Row[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('comptoir-outbox');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('sales')) return resolve([]);
          const all = db.transaction('sales').objectStore('sales').getAll();
          all.onsuccess = () => {
            resolve((all.result as Row[]).map((r) => ({ uuid: r.uuid, status: r.status, body: r.body })));
            db.close();
          };
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/** The cashier's open register in the first store (opened here if none is): its id and its session's. */
async function openRegister(page: Page, auth: Auth): Promise<{ registerId: number; sessionId: number }> {
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  type Register = { id: number; intitule: string; session: { id: number; state: string } | null };
  const registers = (await (await page.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: auth })).json()) as Register[];
  const register = registers.find((r) => r.session?.state === 'opened');
  if (register) return { registerId: register.id, sessionId: register.session!.id };
  const opened = await page.request.post('/api/Caisse/open', { headers: auth, data: { registerId: registers[0].id, openingFund: 100 } });
  expect(opened.ok()).toBeTruthy();
  return { registerId: registers[0].id, sessionId: (await opened.json()).id as number };
}

/** A loyalty client of the demo company, new for this run (no points yet). */
async function newClient(page: Page, auth: Auth, name: string): Promise<number> {
  const res = await page.request.post('/api/Client/', { headers: auth, data: { name, type: 'client' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).client.id as number;
}

/** The keys of the queries the till kept for a reload without network (IndexedDB, read without the app). */
function snapshotKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('comptoir-snapshot');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const keys = db.transaction('queries').objectStore('queries').getAllKeys();
          keys.onsuccess = () => resolve(keys.result as string[]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/** Ready for a reload without network: the service worker holds every file of the build, the screen its data. */
async function readyForOffline(page: Page, kept = /"prices"|"registers"|"me"/, count = 3) {
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
  await expect.poll(async () => (await snapshotKeys(page)).filter((k) => kept.test(k))).toHaveLength(count);
}

test('five sales made offline, a reload and a second tab in between, reach the server exactly once', async ({ page, context }) => {
  test.setTimeout(onCi(120_000));
  const { auth, userId: cashierId } = await tokenOf(page, 'caissier');
  const { registerId, sessionId } = await openRegister(page, auth);
  // A loyalty client, searched once on this till while the server answered (so it can be attached offline).
  const clientName = `Yasmine Horsligne${Date.now() % 1_000_000}`;
  const clientId = await newClient(page, auth, clientName);
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

  const till = `/pos/command?register=${registerId}`;
  await signInAs(page, 'caissier', till);
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  await page.getByTestId('pos-client-add').click();
  await page.getByTestId('pos-client-search').fill(clientName);
  await expect(page.getByTestId('pos-client-result').filter({ hasText: clientName })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await readyForOffline(page);

  await context.setOffline(true);
  await sellOne(page, clientName);
  await sellOne(page, clientName);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('2');

  // A reload with no network: the till comes back, with its two sales waiting.
  await page.reload();
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('2');
  await sellOne(page, clientName);

  // A second tab, offline too, sells the fourth; the first tab sees it waiting, then sells the fifth.
  const tab2 = await context.newPage();
  await tab2.goto(till);
  await expect(tab2.getByTestId('pos-grid')).toBeVisible();
  await sellOne(tab2, clientName);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('4');
  await sellOne(page, clientName);
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
  const orders = sql
    .prepare(`SELECT id, uuid, user_id AS userId, client_id AS clientId, pointsEarned FROM commands WHERE uuid IN (${marks})`)
    .all(...uuids) as { id: number; uuid: string; userId: number; clientId: number; pointsEarned: number }[];
  expect(orders.map((o) => o.uuid).sort()).toEqual([...uuids].sort());
  // Each credited to the cashier who made it, to the client attached offline.
  expect(orders.map((o) => [o.userId, o.clientId])).toEqual(orders.map(() => [cashierId, clientId]));
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
  // Points earned once per sale: one earning each, the same for each, and the client holds exactly their sum.
  const earned = sql
    .prepare(`SELECT commandId AS c, kind, points, user_id AS u FROM loyalty_point_movements WHERE client_id = ? ORDER BY id`)
    .all(clientId) as { c: number; kind: string; points: number; u: number }[];
  expect(earned.map((e) => e.kind)).toEqual(['earn', 'earn', 'earn', 'earn', 'earn']);
  expect(earned.map((e) => e.c).sort()).toEqual([...ids].sort());
  expect(earned[0].points).toBeGreaterThan(0);
  for (const e of earned) expect([e.points, e.u]).toEqual([earned[0].points, cashierId]);
  for (const o of orders) expect(o.pointsEarned).toBe(earned[0].points);
  const balance = sql.prepare('SELECT loyaltyPoints AS p FROM clients WHERE id = ?').get(clientId) as { p: number };
  expect(balance.p).toBe(5 * earned[0].points);
  sql.close();
  await tab2.close();

  // The drawer lists them, in Arabic on a phone too: right to left, within the screen.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`${till}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('outbox-indicator').click();
  const drawer = page.locator('.mantine-Drawer-content');
  await expect(drawer).toContainText('مبيعات ومدفوعات للإرسال إلى الخادم');
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

test('sales the server refuses when they drain are kept with the reason; the next goes through; a manager fixes or cancels', async ({
  page,
  context,
}) => {
  test.setTimeout(onCi(120_000));
  const { auth, userId: cashierId } = await tokenOf(page, 'caissier');
  const { auth: admin } = await tokenOf(page, 'admin');
  const { userId: managerId } = await tokenOf(page, 'gerant');
  const { registerId } = await openRegister(page, auth);
  const n = Date.now() % 1_000_000;
  // A promo code for one use, and a client who will be deleted while the sale waits.
  const types = (await (await page.request.get('/api/Remise/getAll', { headers: admin })).json()).typeRemiseResponse as {
    id: number;
    tag: string;
  }[];
  const code = `UNEFOIS${n}`;
  const created = await page.request.post('/api/Remise/add', {
    headers: admin,
    data: { intitule: code, typeRemiseId: types.find((x) => x.tag === 'percentage')!.id, valeur: 10, maxUsing: 1 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const clientName = `Zineb Partie${n}`;
  const clientId = await newClient(page, auth, clientName);

  const till = `/pos/command?register=${registerId}`;
  await signInAs(page, 'caissier', till);
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  await attachClient(page, clientName, false);
  await page.getByTestId('pos-client').getByRole('button', { name: 'Retirer le client' }).click();
  await readyForOffline(page);

  // First sale: the code checked and applied while the server answers, the sale paid once the network is cut.
  await scan(page, BARCODE);
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  await page.getByTestId('pos-options').click();
  await page.getByTestId('pos-promo').fill(code.toLowerCase());
  await page.getByTestId('pos-promo-apply').click();
  await expect(page.getByTestId('pos-promo-applied')).toContainText(code);
  await context.setOffline(true);
  await payCash(page);
  // Second, to the client; third, plain.
  await sellOne(page, clientName);
  await sellOne(page);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('3');

  // Meanwhile, on the server: another till uses the code up, and the client is deleted.
  const queued = await outboxRows(page);
  const other = await page.request.post('/api/InsertCommand/', {
    headers: { ...auth, 'idempotency-key': `other-${n}` },
    data: { uuid: `other-${n}`, caisseId: (await openRegister(page, auth)).sessionId, lines: queued[2].body.lines, codePromo: code },
  });
  expect(other.ok(), await other.text()).toBeTruthy();
  expect((await page.request.delete(`/api/Client/${clientId}`, { headers: admin })).ok()).toBeTruthy();

  // The network returns: the first two are refused and kept with the server's reason, the third goes through.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-failed-count')).toHaveText('2', { timeout: 30_000 });
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('0');
  expect((await outboxRows(page)).map((r) => r.status)).toEqual(['failed', 'failed', 'sent']);
  await page.getByTestId('outbox-indicator').click();
  const failed = page.getByTestId('outbox-failed').getByTestId('outbox-entry');
  await expect(failed).toHaveCount(2);
  await expect(failed.nth(0).getByTestId('outbox-reason')).toContainText('Ce code a déjà été utilisé');
  await expect(failed.nth(1).getByTestId('outbox-reason')).not.toBeEmpty();
  // A cashier sees why and who can act, not the manager's buttons.
  await expect(page.getByTestId('outbox-failed')).toContainText('Un gérant peut la corriger');
  await expect(page.getByTestId('outbox-retry')).toHaveCount(0);
  await expect(page.getByTestId('outbox-cancel')).toHaveCount(0);

  // The manager signs in on this till: sends the first again without its code, cancels the second.
  await page.close();
  const manager = await context.newPage();
  await signInAs(manager, 'gerant', till);
  await expect(manager.getByTestId('pos-grid')).toBeVisible();
  await expect(manager.getByTestId('outbox-failed-count')).toHaveText('2');
  await manager.getByTestId('outbox-indicator').click();
  const open = manager.getByTestId('outbox-failed').getByTestId('outbox-entry');
  await expect(open).toHaveCount(2);
  await open.nth(0).getByTestId('outbox-retry-without-promo').click();
  await expect(open).toHaveCount(1);
  await open.nth(0).getByTestId('outbox-cancel').click();
  await manager.getByTestId('outbox-cancel-confirm').getByTestId('confirm-ok').click();
  await expect(open).toHaveCount(0);
  await expect(manager.getByTestId('outbox-failed-count')).toHaveCount(0);
  await expect(manager.locator('[data-testid=outbox-done] [data-testid=outbox-entry][data-status=cancelled]')).toHaveCount(1);
  await expect(manager.getByTestId('outbox-done')).toContainText('Annulée par Salma El Idrissi');

  // Nothing dropped: three rows kept (sent, cancelled, sent); on the server the two sent, both the cashier's, the
  // fixed one without the code and its state history naming the manager who sent it; none for the cancelled one.
  const rows = await outboxRows(manager);
  expect(rows.map((r) => r.status)).toEqual(['sent', 'cancelled', 'sent']);
  const sql = new Database(dbFile, { readonly: true, fileMustExist: true });
  const orders = rows.map(
    (r) =>
      sql.prepare('SELECT id, user_id AS userId, codePromo FROM commands WHERE uuid = ?').get(r.uuid) as
        { id: number; userId: number; codePromo: string | null } | undefined,
  );
  expect(orders[1]).toBeUndefined();
  expect(orders[0]).toMatchObject({ userId: cashierId, codePromo: null });
  expect(orders[2]).toMatchObject({ userId: cashierId });
  const sentBy = sql.prepare('SELECT user_id AS u FROM command_states WHERE command_id = ? ORDER BY id').all(orders[0]!.id) as {
    u: number;
  }[];
  expect(sentBy[0].u).toBe(managerId);
  sql.close();
});

test('a prepared order listed online is paid in cash at /pos/payer offline, after a reload, and paid once on the server', async ({
  page,
  context,
}) => {
  test.setTimeout(onCi(120_000));
  const { registerId, sessionId } = await openRegister(page, (await tokenOf(page, 'caissier')).auth);
  const { auth } = await tokenOf(page, 'vendeuse');
  // A seller's order of two croissants in that session, nothing paid yet.
  const { id, ticketNumber, total } = await prepareCroissants(page, auth, sessionId, 2);
  const paymentsOf = async () =>
    (await (await page.request.get(`/api/Command/${id}`, { headers: auth })).json()) as {
      remaining: number;
      payments: { type: string; modePayment: string; amount: number }[];
    };

  await signInAs(page, 'caissier', `/pos/payer?register=${registerId}`);
  const card = page.getByTestId('payer-order').filter({ hasText: new RegExp(`Ticket n° ${ticketNumber}(?!\\d)`) });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('payer-stale')).toHaveCount(0);
  await readyForOffline(page, /"prepared"/, 1);

  // No network, a reload: the list comes back, said to be possibly stale; the order is paid in cash.
  await context.setOffline(true);
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.getByTestId('payer-stale')).toContainText('peut-être plus à jour');
  // The list's refetches wait for the network, said by the notice: the refresh button is not left spinning.
  await expect(page.getByTestId('payer-refresh')).not.toHaveAttribute('data-loading');
  await card.click();
  await page.getByTestId('payer-mode-cash').click();
  await page.getByTestId('payer-confirm').click();
  const ticket = page.getByTestId('ticket-preview');
  await expect(ticket.getByTestId('ticket-number')).toContainText(`${ticketNumber}`);
  await expect(ticket).toContainText('Espèces');
  await page.getByTestId('ticket-close').click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('1');
  expect((await paymentsOf()).remaining).toBeGreaterThan(0);

  // The network returns: the payment drains, the order is paid once, for its total, in cash.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('0', { timeout: 30_000 });
  await expect(page.getByTestId('payer-stale')).toHaveCount(0, { timeout: 30_000 });
  const after = await paymentsOf();
  expect(after.remaining).toBe(0);
  expect(after.payments.filter((p) => p.type === 'payment').map((p) => [p.modePayment, p.amount])).toEqual([['cash', total]]);
  await expect(card).toHaveCount(0);
});

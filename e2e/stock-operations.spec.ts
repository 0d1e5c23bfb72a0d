// Stock operations journeys: an admin makes an expedition of two articles from one demo store to another (a line
// left empty is shown on its input; a quantity the server refuses comes back as a 422 on that line's input), sends it
// (the sender's stock drops), receives it from the in-transit list with one line short (the receiver's stock rises by
// what arrived, the difference shows) and sees the three steps of its timeline; records a loss; and the screens pass
// axe, in Arabic and the dark theme too.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, useTheme } from './axe';
import { failOnConsoleErrors, signInAs, tokenOf, type Auth } from './fixtures';
import { onCi } from './timeouts';

interface StatusRow {
  productId: number;
  label: string;
  quantity: number;
}
type Store = { id: number; intitule: string };

async function levelOf(request: APIRequestContext, auth: Auth, storeId: number, label: string): Promise<StatusRow> {
  const res = await request.get(`/api/Product/Status/byEntity/${storeId}`, { headers: auth, params: { keyword: label, limit: 10 } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const row = ((await res.json()).rows as StatusRow[]).find((r) => r.label === label);
  expect(row, label).toBeTruthy();
  return row!;
}

/**
 * The article's level in a store, counted up to `atLeast` first when it holds less: an expedition sends no more than
 * the sender holds (the company does not allow negative stock), and other journeys sell the demo's articles.
 */
async function stockedOf(request: APIRequestContext, auth: Auth, storeId: number, label: string, atLeast = 30): Promise<StatusRow> {
  const row = await levelOf(request, auth, storeId, label);
  if (row.quantity >= atLeast) return row;
  const counted = await request.patch('/api/setProduct/Inventory', {
    headers: auth,
    data: { quantity: atLeast, entityId: storeId, productId: row.productId },
  });
  expect(counted.ok(), await counted.text()).toBeTruthy();
  return levelOf(request, auth, storeId, label);
}

async function storesOf(page: Page, auth: Auth): Promise<Store[]> {
  return (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as Store[];
}

/** A Mantine select: opens it and picks the option by its name. */
async function choose(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Finds an article in the source store by the first letters of its name and adds its line. */
async function addLine(page: Page, label: string) {
  await page.getByTestId('operation-product-search').fill(label.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(label) }).click();
  await expect(page.getByTestId('operation-line').filter({ hasText: label })).toHaveCount(1);
}

/** The state badge of the page's operation. */
const stateOf = (page: Page) => page.getByTestId('operation-facts').getByTestId('operation-state');
const fieldOf = (page: Page, testId: string) => page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) });

const WATER = 'Eau minérale 50 cl';
const FLOUR = 'Farine T45';

failOnConsoleErrors();

test('sends an expedition of two articles and receives it one short: stocks move, the difference and three steps show', async ({
  page,
}) => {
  test.setTimeout(onCi(120_000));
  const { auth } = await tokenOf(page, 'admin');
  const [from, to] = await storesOf(page, auth);
  const before = {
    fromWater: await stockedOf(page.request, auth, from.id, WATER),
    fromFlour: await stockedOf(page.request, auth, from.id, FLOUR),
    toWater: await levelOf(page.request, auth, to.id, WATER),
    toFlour: await levelOf(page.request, auth, to.id, FLOUR),
  };

  await signInAs(page, 'admin', '/stock-operations');
  await expect(page.getByTestId('sidebar-nav').locator('a[href="/stock-operations"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('sidebar-nav').locator('a[href="/stock-operations/live"]')).toHaveCount(1);
  await page.getByTestId('new-expedition').click();
  await expect(page.getByTestId('operation-form')).toBeVisible();
  await choose(page, 'operation-source', from.intitule);
  await choose(page, 'operation-target', to.intitule);
  await addLine(page, WATER);
  await addLine(page, FLOUR);
  await expect(page.getByTestId('operation-line').first()).toContainText(`En stock : ${before.fromWater.quantity}\u00a0u.`);
  await page.getByTestId('operation-note').fill('Réassort du samedi');
  await expectNoAxeViolations(page, 'the new expedition form');

  // A line without a quantity: shown on its input, nothing sent.
  await page.getByTestId('operation-line-quantity-1').fill('2,5');
  await page.getByTestId('operation-submit').click();
  await expect(fieldOf(page, 'operation-line-quantity-0')).toContainText('Champ obligatoire');
  await expect(page.getByTestId('operation-line-quantity-0')).toBeFocused();
  await page.getByTestId('operation-line-quantity-0').fill('6');

  // A quantity the server refuses (0, sent as if typed): its 422 lands on that line's input.
  await page.route('**/api/StockOperation', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as { lines: { productId: number; quantity: number }[] };
    body.lines[1].quantity = 0;
    await route.continue({ postData: JSON.stringify(body) });
  });
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/StockOperation') && r.request().method() === 'POST');
  await page.getByTestId('operation-submit').click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  const problem = ((await answer.json()) as { errors: { field: string; message: string }[] }).errors;
  expect(problem.map((e) => e.field)).toEqual(['lines.1.quantity']);
  await expect(page.getByTestId('operation-line-quantity-1')).toHaveAttribute('aria-invalid', 'true');
  await expect(fieldOf(page, 'operation-line-quantity-1')).toContainText(problem[0].message);
  await expect(page.getByTestId('operation-line-quantity-0')).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('expedition-422.png') });
  await page.unroute('**/api/StockOperation');

  // Saved as a draft: the operation's page.
  await page.getByTestId('operation-line-quantity-1').fill('2,5');
  await page.getByTestId('operation-submit').click();
  await expect(page).toHaveURL(/\/stock-operations\/\d+\/timeline$/);
  const id = Number(/\/stock-operations\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByTestId('operation-title')).toHaveText(`Expédition #${id}`);
  await expect(stateOf(page)).toHaveAttribute('data-state', 'draft');
  await expect(page.getByTestId('operation-facts').getByTestId('operation-route')).toHaveText(
    new RegExp(`${from.intitule}.*${to.intitule}`),
  );
  await expect(page.getByTestId('operation-note-text')).toHaveText('Réassort du samedi');
  await expect(page.getByTestId('timeline-step')).toHaveCount(1);
  await expect(page.getByTestId('operation-receive')).toHaveCount(0);
  // Nothing has moved yet.
  expect((await levelOf(page.request, auth, from.id, WATER)).quantity).toBe(before.fromWater.quantity);

  // Sent: the articles leave the sender's stock.
  await page.getByTestId('operation-send').click();
  await expect(page.getByTestId('step-message')).toContainText(`sortent maintenant du stock de ${from.intitule}`);
  // (Mantine's notification close button has no name: axe once the draft's notification is gone.)
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page, 'the send dialog');
  await page.getByTestId('step-note').fill('Par le livreur');
  await page.getByTestId('step-submit').click();
  await expect(page.getByText(`Expédition #${id} envoyée.`)).toBeVisible();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('operation-send')).toHaveCount(0);
  await expect(page.getByTestId('operation-receive')).toBeVisible();
  expect((await levelOf(page.request, auth, from.id, WATER)).quantity).toBe(before.fromWater.quantity - 6);
  expect((await levelOf(page.request, auth, from.id, FLOUR)).quantity).toBeCloseTo(before.fromFlour.quantity - 2.5, 3);
  // Not in the receiver's stock until received.
  expect((await levelOf(page.request, auth, to.id, WATER)).quantity).toBe(before.toWater.quantity);

  // In transit for the receiving store; received from there, one bottle short.
  await page.goto(`/stock-operations/live?store=${to.id}`);
  const row = page
    .getByTestId('stock-transit')
    .getByTestId('table-row')
    .filter({ hasText: `#${id}` });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page, '/stock-operations/live');
  await row.getByTestId('transit-receive').click();
  await expect(page.getByTestId('receive-form')).toBeVisible();
  await expect(page.getByTestId('receive-quantity-0')).toHaveValue('6');
  await expect(page.getByTestId('receive-quantity-1')).toHaveValue('2,5');
  await page.getByTestId('receive-quantity-0').fill('5');
  await expect(page.getByTestId('receive-difference')).toHaveText('Écart : \u22121\u00a0u.');
  await page.getByTestId('receive-note').fill('Une bouteille cassée');
  await expectNoAxeViolations(page, 'the receive dialog');
  await page.getByTestId('receive-submit').click();
  await expect(page.getByText(`Expédition #${id} réceptionnée.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await levelOf(page.request, auth, to.id, WATER)).quantity).toBe(before.toWater.quantity + 5);
  expect((await levelOf(page.request, auth, to.id, FLOUR)).quantity).toBeCloseTo(before.toFlour.quantity + 2.5, 3);

  // The operation: what arrived, the difference highlighted, the three steps with their notes.
  await page.goto(`/stock-operations/${id}/timeline`);
  await expect(stateOf(page)).toHaveAttribute('data-state', 'received');
  const lines = page.getByTestId('operation-lines-table').getByTestId('table-row');
  const water = lines.filter({ hasText: WATER });
  await expect(water.getByTestId('line-sent')).toHaveText('6\u00a0u.');
  await expect(water.getByTestId('line-received')).toHaveText('5\u00a0u.');
  await expect(water.getByTestId('line-difference')).toHaveText('\u22121\u00a0u.');
  await expect(water.getByTestId('line-difference')).toHaveAttribute('data-differs', 'true');
  await expect(lines.filter({ hasText: FLOUR }).getByTestId('line-difference')).toHaveAttribute('data-differs', 'false');
  const steps = page.getByTestId('timeline-step');
  await expect(steps).toHaveCount(3);
  expect(await steps.evaluateAll((s) => s.map((e) => e.getAttribute('data-state')))).toEqual(['draft', 'sent', 'received']);
  await expect(steps.nth(1)).toContainText('Par le livreur');
  await expect(steps.nth(2)).toContainText('Une bouteille cassée');
  for (const step of ['send', 'receive', 'cancel']) await expect(page.getByTestId(`operation-${step}`)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the operation timeline');
  await page.screenshot({ path: test.info().outputPath('expedition-received.png'), fullPage: true });

  // Listed among the operations, filtered by state.
  await page.goto(`/stock-operations?state=received&store=${to.id}`);
  await expect(
    page
      .getByTestId('stock-operations')
      .getByTestId('table-row')
      .filter({ hasText: `#${id}` }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, '/stock-operations');
});

test('records a loss: the stock leaves the store at once', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  const { auth } = await tokenOf(page, 'admin');
  const [, store] = await storesOf(page, auth);
  const before = await levelOf(page.request, auth, store.id, WATER);

  await signInAs(page, 'admin', `/stock-operations?store=${store.id}`);
  await page.getByTestId('new-loss').click({ timeout: 20_000 });
  const form = page.getByTestId('operation-form');
  await expect(form).toHaveAttribute('data-type', 'loss');
  // The store filtered on is the store of the loss; a loss has no destination.
  await expect(page.getByTestId('operation-source')).toHaveValue(store.intitule);
  await expect(page.getByTestId('operation-target')).toHaveCount(0);
  await page.getByTestId('operation-submit').click();
  await expect(form).toContainText('Champ obligatoire');
  await addLine(page, WATER);
  await page.getByTestId('operation-line-quantity-0').fill('2');
  await page.getByTestId('operation-note').fill('Cassées à la livraison');
  await page.getByTestId('operation-submit').click();

  await expect(page).toHaveURL(/\/stock-operations\/\d+\/timeline$/);
  const id = Number(/\/stock-operations\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByText(`Perte #${id} enregistrée : le stock est sorti du magasin.`)).toBeVisible();
  await expect(page.getByTestId('operation-title')).toHaveText(`Perte #${id}`);
  await expect(stateOf(page)).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('timeline-step')).toHaveCount(1);
  await expect(page.getByTestId('timeline-step')).toHaveAttribute('data-state', 'done');
  for (const step of ['send', 'receive', 'cancel']) await expect(page.getByTestId(`operation-${step}`)).toHaveCount(0);
  expect((await levelOf(page.request, auth, store.id, WATER)).quantity).toBe(before.quantity - 2);
});

test('cancelling a sent expedition says its stock returns to the sender, and does it', async ({ page }) => {
  test.setTimeout(onCi(60_000));
  const { auth } = await tokenOf(page, 'admin');
  const [from, to] = await storesOf(page, auth);
  const before = await stockedOf(page.request, auth, from.id, WATER);
  const made = await page.request.post('/api/StockOperation', {
    headers: auth,
    data: { type: 'expedition', sourceId: from.id, targetId: to.id, lines: [{ productId: before.productId, quantity: 3 }] },
  });
  const { id } = (await made.json()) as { id: number };
  expect((await page.request.patch(`/api/StockOperation/${id}/send`, { headers: auth, data: {} })).ok()).toBeTruthy();
  expect((await levelOf(page.request, auth, from.id, WATER)).quantity).toBe(before.quantity - 3);

  await signInAs(page, 'admin', `/stock-operations/${id}/timeline`);
  await page.getByTestId('operation-cancel').click({ timeout: 20_000 });
  await expect(page.getByTestId('step-message')).toHaveText(
    `L'expédition est annulée et ses articles reviennent dans le stock de ${from.intitule}.`,
  );
  await page.getByTestId('step-submit').click();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'cancelled');
  expect((await levelOf(page.request, auth, from.id, WATER)).quantity).toBe(before.quantity);
});

test('a step someone else took meanwhile is said, and the operation reloaded', async ({ page }) => {
  test.setTimeout(onCi(60_000));
  const { auth } = await tokenOf(page, 'admin');
  const [from, to] = await storesOf(page, auth);
  const water = await stockedOf(page.request, auth, from.id, WATER);
  const made = await page.request.post('/api/StockOperation', {
    headers: auth,
    data: { type: 'expedition', sourceId: from.id, targetId: to.id, lines: [{ productId: water.productId, quantity: 1 }] },
  });
  const { id } = (await made.json()) as { id: number };
  await signInAs(page, 'admin', `/stock-operations/${id}/timeline`);
  await expect(stateOf(page)).toHaveAttribute('data-state', 'draft', { timeout: 20_000 });
  // Someone else sends it while this page's send dialog is open (before it, the live channel would already show the
  // page as sent, without a button to press).
  await page.getByTestId('operation-send').click();
  await expect(page.getByTestId('step-submit')).toBeVisible();
  expect((await page.request.patch(`/api/StockOperation/${id}/send`, { headers: auth, data: {} })).ok()).toBeTruthy();
  await page.getByTestId('step-submit').click();
  await expect(page.getByText('Déjà traitée', { exact: true })).toBeVisible();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('operation-receive')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the stock operations screens pass axe in the dark theme, in Arabic, 375 px wide', async ({ browser }) => {
  test.setTimeout(onCi(90_000));
  const context = await browser.newContext({ locale: 'ar-MA', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await useTheme(page, 'dark');
  const { auth } = await tokenOf(page, 'admin');
  const ops = (await (await page.request.get('/api/StockOperation', { headers: auth, params: { limit: 5 } })).json()) as {
    rows: { id: number; state: string }[];
  };
  const received = ops.rows.find((o) => o.state === 'received') ?? ops.rows[0];
  await signInAs(page, 'admin', '/stock-operations');
  await expect(page.getByTestId('stock-operations').getByTestId('table-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, '/stock-operations (dark, ar)');
  await page.getByTestId('new-expedition').click();
  await expect(page.getByTestId('operation-form')).toBeVisible();
  await expectNoAxeViolations(page, 'the new expedition form (dark, ar)');
  await page.goto(`/stock-operations/${received.id}/timeline`);
  await expect(page.getByTestId('operation-timeline')).toBeVisible();
  await expectNoAxeViolations(page, 'the operation timeline (dark, ar)');
  await page.screenshot({ path: test.info().outputPath('timeline-ar-dark.png'), fullPage: true });
  await page.goto('/stock-operations/live');
  await expect(page.getByTestId('stock-transit')).toBeVisible();
  await expectNoAxeViolations(page, '/stock-operations/live (dark, ar)');
  await context.close();
});

test('a cashier has no stock operations menu', async ({ page }) => {
  await signInAs(page, 'caissier', '/stock-operations');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sidebar-nav')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sidebar-nav').locator('a[href^="/stock-operations"]')).toHaveCount(0);
});

test('receives from a supplier at a price, and a scheduled reception one carton short', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  const { auth } = await tokenOf(page, 'admin');
  const [store] = await storesOf(page, auth);
  const before = (await levelOf(page.request, auth, store.id, WATER)).quantity;
  const opened = (kind: string) => async () => {
    await page.goto(`/stock-operations?store=${store.id}`);
    await page.getByTestId('new-operation').click({ timeout: 20_000 });
    await page.getByTestId(`new-${kind}`).click();
    await expect(page.getByTestId('operation-form')).toHaveAttribute('data-type', kind);
    await expect(page.getByTestId('operation-source')).toHaveValue(store.intitule);
    await addLine(page, WATER);
  };
  const saved = async () => {
    await page.getByTestId('operation-submit').click();
    await expect(page).toHaveURL(/\/stock-operations\/\d+\/timeline$/);
    return Number(/\/stock-operations\/(\d+)\//.exec(page.url())![1]);
  };

  // A supplier reception: its buying price is required, and the stock rises at once.
  await signInAs(page, 'admin', `/stock-operations?store=${store.id}`);
  await opened('reception')();
  await page.getByTestId('operation-line-quantity-0').fill('24');
  await page.getByTestId('operation-submit').click();
  await expect(fieldOf(page, 'operation-line-price-0')).toContainText('Champ obligatoire');
  await page.getByTestId('operation-line-price-0').fill('3');
  const reception = await saved();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'done');
  const received = await (await page.request.get(`/api/StockOperation/${reception}`, { headers: auth })).json();
  expect(received.lines).toEqual([expect.objectContaining({ quantity: 24, unitPrice: 3 })]);
  expect((await levelOf(page.request, auth, store.id, WATER)).quantity).toBe(before + 24);

  // Two cartons of 12 announced; one arrives.
  await opened('scheduled_reception')();
  await page.getByTestId('operation-line-nature-0').getByText('Cartons').click();
  await page.getByTestId('operation-line-quantity-0').fill('2');
  await page.getByTestId('operation-line-price-0').fill('3,1');
  const scheduled = await saved();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'announced');
  await expect(page.getByTestId('line-sent')).toHaveText('24\u00a0u.');
  expect((await levelOf(page.request, auth, store.id, WATER)).quantity).toBe(before + 24);
  await page.getByTestId('operation-receive').click();
  await expect(page.getByTestId('receive-quantity-0')).toHaveValue('24');
  await page.getByTestId('receive-quantity-0').fill('12');
  await page.getByTestId('receive-submit').click();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'received');
  // A carton line: what arrived in cartons and units.
  await expect(page.getByTestId('line-received')).toHaveText('1\u00a0ctn');
  const steps = page.getByTestId('timeline-step');
  expect(await steps.evaluateAll((s) => s.map((e) => e.getAttribute('data-state')))).toEqual(['announced', 'received']);
  expect((await levelOf(page.request, auth, store.id, WATER)).quantity).toBe(before + 36);
  // The steps across the company show both operations.
  await page.goto('/stock-operations/timeline');
  await expect(page.getByTestId('stock-timeline')).toContainText(`#${scheduled}`);
  await expect(page.getByTestId('stock-timeline')).toContainText(`#${reception}`);
});

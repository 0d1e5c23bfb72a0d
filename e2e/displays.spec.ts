// The screens of issue 30 in Chromium: the customer display follows the till in one browser (a sale, and offline); an
// order paid at the till appears on the preparation display, and its 'ready' shows at the till; a kiosk order waits
// at /pos/payer.
import { expect, test, type Page } from '@playwright/test';
import { openSession, signInAs, tokenOf, watchConsoleErrors } from './fixtures';
import { onCi } from './timeouts';

/** The scanner: a keyboard wedge typing the code into the focused search field, then Enter. */
async function scan(page: Page, code: string) {
  await page.locator('input[data-testid=pos-search]').focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** Pays the ticket with the quick cash amount; the change shows on the payment step. */
async function payCash(page: Page) {
  await page.getByTestId('pos-pay').click();
  await page.getByTestId('pos-mode-cash').click();
  await page.getByTestId('pos-quick-cash').first().click();
  await page.getByTestId('pos-pay-confirm').click();
  await expect(page.getByTestId('ticket-preview')).toBeVisible();
}

// The till logs its outbox's attempts while offline (expected): this journey does not check the console.
test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the customer display follows the till through a sale, and while offline', async ({ page, context }) => {
    test.setTimeout(onCi(60_000));
    const { auth } = await tokenOf(page, 'caissier');
    await openSession(page, auth);
    await signInAs(page, 'caissier', '/pos/command');
    await expect(page.getByTestId('pos-grid')).toBeVisible();
    await expect(page.getByTestId('pos-customer-display')).toBeVisible();

    const display = await context.newPage();
    await display.goto('/pos/customer-display');
    await expect(display.getByTestId('display-idle')).toBeVisible();

    await scan(page, '6111234000101');
    await expect(display.getByTestId('display-line')).toHaveCount(1);
    await expect(display.getByTestId('display-total')).toContainText(await page.getByTestId('pos-total').innerText());

    // Offline: the same device's display needs no network.
    await context.setOffline(true);
    await scan(page, '6111234000200');
    await expect(display.getByTestId('display-line')).toHaveCount(2);
    await expect(display.getByTestId('display-lines')).toContainText('Baguette classique');
    const total = await page.getByTestId('pos-total').innerText();
    await expect(display.getByTestId('display-total')).toContainText(total);
    await payCash(page);
    await expect(display.getByTestId('customer-display')).toHaveAttribute('data-status', 'paid');
    await expect(display.getByTestId('display-paid')).toBeVisible();
    await expect(display.getByTestId('display-change')).toBeVisible();
    await page.getByTestId('ticket-close').click();
    await context.setOffline(false);

    // The next sale starts: the display follows.
    await scan(page, '6111234000101');
    await expect(display.getByTestId('customer-display')).toHaveAttribute('data-status', 'cart');
    await expect(display.getByTestId('display-line')).toHaveCount(1);
  });
});

test('an order paid at the till appears on the preparation display, and its ready shows at the till', async ({ page, context }) => {
  test.setTimeout(onCi(60_000));
  const errors = watchConsoleErrors(page);
  const admin = await tokenOf(page, 'admin');
  const cashier = await tokenOf(page, 'caissier');
  const { storeId } = await openSession(page, cashier.auth);
  const made = await page.request.post('/api/PreparationScreens', {
    headers: admin.auth,
    data: { magasinId: storeId, name: `Comptoir ${Date.now()}`, categoryIds: [] },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  const screen = (await made.json()) as { id: number };

  await signInAs(page, 'caissier', '/pos/command');
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  const prep = await context.newPage();
  await prep.goto(`/pos/preparation?screen=${screen.id}`);
  await expect(prep.getByTestId('prep-board')).toBeVisible();

  await scan(page, '6111234000101');
  await payCash(page);
  await page.getByTestId('ticket-close').click();

  // Its number, from the screen's own call: the newest paid order.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/Preparation/${screen.id}`, { headers: cashier.auth })).json()) as { orders: unknown[] })
          .orders.length,
    )
    .toBeGreaterThan(0);
  const board = (await (await page.request.get(`/api/Preparation/${screen.id}`, { headers: cashier.auth })).json()) as {
    orders: { ticketNumber: number; since: string }[];
  };
  const number = String(board.orders.at(-1)!.ticketNumber);
  const card = prep.locator(`[data-testid=prep-order][data-number="${number}"]`);
  // Appears without a reload (the live channel).
  await expect(prep.getByTestId('prep-col-todo').locator(`[data-number="${number}"]`)).toBeVisible();
  await card.getByRole('button', { name: new RegExp(`Commande ${number}`) }).click();
  await expect(prep.getByTestId('prep-col-in_progress').locator(`[data-number="${number}"]`)).toBeVisible();
  await card.getByRole('button', { name: new RegExp(`Commande ${number}`) }).click();
  await expect(prep.getByTestId('prep-col-ready').locator(`[data-number="${number}"]`)).toBeVisible();

  await expect(
    page
      .getByTestId('pos-ready-orders')
      .getByTestId('pos-ready-order')
      .filter({ hasText: new RegExp(`^${number}$`) }),
  ).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});

test('a kiosk order waits at /pos/payer', async ({ page }) => {
  test.setTimeout(onCi(60_000));
  const errors = watchConsoleErrors(page);
  const admin = await tokenOf(page, 'admin');
  const cashier = await tokenOf(page, 'caissier');
  const { storeId } = await openSession(page, cashier.auth);
  const set = await page.request.post('/api/Borne', {
    headers: admin.auth,
    data: { magasinId: storeId, enabled: true, categoryIds: [], upsellCategoryIds: [], title: 'Commandez ici', idleSeconds: 300 },
  });
  expect(set.ok(), await set.text()).toBeTruthy();

  await signInAs(page, 'caissier', '/pos/kiosk');
  await page.getByTestId('kiosk-start').click();
  await page.getByRole('button', { name: 'Viennoiseries' }).click();
  await page.locator('[data-testid^="pos-tile-"]', { hasText: 'Croissant au beurre' }).click();
  await page.locator('[data-testid^="pos-tile-"]', { hasText: 'Croissant au beurre' }).click();
  await expect(page.getByTestId('kiosk-line')).toHaveCount(1);
  await expect(page.getByTestId('kiosk-total')).toHaveText(/9,00\sMAD/);
  await page.getByTestId('kiosk-order').click();
  await page.getByTestId('kiosk-pay-counter').click();
  const number = (await page.getByTestId('kiosk-number').innerText()).trim();
  expect(number).toMatch(/^\d+$/);

  await page.goto('/pos/payer');
  await expect(page.getByTestId('payer-order').filter({ hasText: number }).first()).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});

// Online ordering (issue 31): the demo client signs in, orders two products for pickup paying at pickup, the store
// sees the order, and the client's history shows it ready without a reload (the live channel). Then the screens in
// Arabic, dark and at 375 px, and the near stores with a position beside a store.
import { expect, test } from '@playwright/test';
import { useTheme } from './axe';
import { failOnConsoleErrors, signInAs, signInWithForm, tokenOf } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

test('a client orders two products for pickup, the store sees it and marks it ready, the history follows', async ({ page, browser }) => {
  test.setTimeout(onCi(60_000));
  await signInAs(page, 'client', '/loyalty/order-online');
  await expect(page.getByTestId('store-product').first()).toBeVisible({ timeout: 20_000 });
  // Two products the store has (a client cannot add one out of stock).
  const adds = page.locator('[data-testid="store-product-add"]:enabled');
  await adds.nth(0).click();
  await adds.nth(1).click();
  await expect(page.getByTestId('store-cart-count')).toContainText('2');

  await page.getByTestId('store-cart-checkout').click();
  await expect(page.getByTestId('online-cart-line')).toHaveCount(2);
  await expect(page.getByTestId('online-payment-pay_at_pickup')).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('checkout-fr.png'), fullPage: true });
  await page.getByTestId('online-checkout-submit').click();
  const confirmation = page.getByTestId('online-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId('online-order-status')).toHaveText('Reçue');
  const id = Number(await confirmation.getByTestId('online-order').getAttribute('data-order-id'));
  await page.screenshot({ path: test.info().outputPath('confirmation-fr.png'), fullPage: true });

  await page.getByTestId('online-to-history').click();
  const mine = page.locator(`[data-testid="online-order"][data-order-id="${id}"]`);
  await expect(mine.getByTestId('online-order-status')).toHaveText('Reçue');

  // The store: its orders list shows the client's order; the manager takes it through planning to ready.
  const staff = await browser.newContext();
  const store = await staff.newPage();
  await signInAs(store, 'admin', '/command');
  const { auth: own } = await tokenOf(page, 'client');
  const client = (await (await page.request.get('/api/Online/options', { headers: own })).json()) as { client: { name: string } };
  // The order's store (the one whose catalogue the client ordered from: the company's first).
  const ordered = (await (await page.request.get(`/api/Online/Command/${id}`, { headers: own })).json()) as { magasin: string };
  await store.getByTestId('store-select').click();
  await store.getByRole('option', { name: ordered.magasin }).click();
  await expect(store.getByText(client.client.name).first()).toBeVisible({ timeout: 15_000 });
  await store.screenshot({ path: test.info().outputPath('store-orders-fr.png') });
  const { auth } = await tokenOf(store, 'admin');
  for (const planning of ['plannified', 'in_production', 'ready']) {
    const moved = await store.request.patch(`/api/Command/${id}/planning`, { headers: auth, data: { planning } });
    expect(moved.ok(), await moved.text()).toBeTruthy();
  }
  await staff.close();

  // Live: the client's open history turns to ready without a reload.
  await expect(mine.getByTestId('online-order-status')).toHaveText('Prête', { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('history-fr.png'), fullPage: true });
});

test('the client screens in Arabic, dark, at 375 px, and the stores near a client', async ({ browser, baseURL }) => {
  test.setTimeout(onCi(60_000));
  const context = await browser.newContext({
    geolocation: { latitude: 33.59, longitude: -7.6321 },
    permissions: ['geolocation'],
    viewport: { width: 375, height: 800 },
  });
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  const page = await context.newPage();
  await useTheme(page, 'dark');
  await signInAs(page, 'client', '/loyalty/near-stores');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('near-store').first()).toBeVisible({ timeout: 20_000 });
  // The nearest first, with its distance and a map link; a store this close is announced.
  await expect(page.getByTestId('near-store-distance').first()).toContainText('م');
  await expect(page.getByTestId('near-store-map').first()).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByText('متجر قريب منك')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('near-stores-ar-dark-375.png'), fullPage: true });

  await page.goto('/loyalty/orders-history');
  await expect(page.getByTestId('online-order').first()).toBeVisible();
  await page.getByTestId('online-reorder').first().click();
  await expect(page).toHaveURL(/\/loyalty\/checkout$/);
  await expect(page.getByTestId('online-cart-line').first()).toBeVisible();
  await expect(page.getByTestId('online-payment-pay_at_pickup')).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('checkout-ar-dark-375.png'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await context.close();
});

test("the cart is one sign-in's: gone at sign-out, never shown to the next account on the browser", async ({ page }) => {
  test.setTimeout(onCi(60_000));
  const storedCart = () => page.evaluate(() => localStorage.getItem('comptoir.cart'));
  await signInAs(page, 'client', '/loyalty/order-online');
  await page.locator('[data-testid="store-product-add"]:enabled').first().click();
  await expect(page.getByTestId('store-cart-count')).toContainText('1');
  expect(JSON.parse((await storedCart()) ?? '{}').commands).toHaveLength(1);

  // Signing out takes the cart with it.
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedCart()).toBeNull();

  // The client fills a cart again, and the session ends without signing out (the token expired); another account
  // signs in on this browser: its catalogue shows an empty cart.
  await signInWithForm(page, 'client');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/loyalty/order-online');
  await page.locator('[data-testid="store-product-add"]:enabled').first().click();
  await expect(page.getByTestId('store-cart-count')).toContainText('1');
  await page.evaluate(() => localStorage.setItem('comptoir.auth', JSON.stringify({ token: 'x', expiresAt: '2000-01-01T00:00:00Z' })));
  await page.goto('/login');
  await signInWithForm(page, 'admin');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/loyalty/order-online');
  await expect(page.getByTestId('store-product').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('store-cart-count')).not.toContainText('1');
  await page.goto('/loyalty/checkout');
  await expect(page.getByTestId('online-cart-line')).toHaveCount(0);
});

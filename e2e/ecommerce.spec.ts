// E-commerce sync (issue 31): the merchant connects a Shopify shop (a local fake of its Admin API, no network here),
// runs a sync, sees its result and a product the shop refused listed with its attempts; a retry, once the shop accepts
// it, clears the failure.
import { expect, test } from '@playwright/test';
import { startFakeShopify, type FakeShopify } from '../apps/server/test/fake-shopify';
import { failOnConsoleErrors, signInAs } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

let fake: FakeShopify;
test.beforeAll(async () => {
  fake = await startFakeShopify();
});
test.afterAll(async () => {
  await fake.close();
});

test('the merchant connects a shop, runs a sync and retries a failure', async ({ page }) => {
  test.setTimeout(onCi(60_000));
  await signInAs(page, 'admin', '/e-commerce/synchronization');
  await page.getByTestId('shop-connect').click();
  await page.getByTestId('shop-name').fill('Boutique Atlas');
  await page.getByTestId('shop-url').fill(fake.url);
  await page.getByTestId('shop-token').fill(fake.token);
  await page.getByTestId('shop-secret').fill('whsec_e2e_secret');
  await page.getByTestId('shop-submit').click();
  await expect(page.getByTestId('shop-form')).toBeHidden();
  await expect(page.getByText('Pas encore synchronisée')).toBeVisible();

  // The shop refuses the first product it is sent.
  fake.rejectNext = 1;
  await page.getByTestId('sync-run').click();
  // The run pushes the whole demo catalogue to the shop: seconds, more on a busy machine.
  await expect(page.getByTestId('sync-products')).toContainText('En échec : 1', { timeout: 30_000 });
  await expect(page.getByTestId('sync-orders')).toContainText('Importées : 0');
  const issue = page.getByTestId('sync-issues').getByTestId('table-row');
  await expect(issue).toHaveCount(1);
  await expect(issue).toContainText('title: is not accepted by this shop');
  expect(fake.products.size).toBeGreaterThan(0);

  // Retried once the shop accepts it: the failure is gone, the product is on the shop.
  const before = fake.products.size;
  await issue.getByTestId('issue-retry').click();
  await expect(page.getByTestId('no-issues')).toBeVisible();
  expect(fake.products.size).toBe(before + 1);

  // The shop's products, read from it.
  await page.goto('/e-commerce');
  await expect(page.getByTestId('shop-products').locator('tbody tr').first()).toBeVisible();
});

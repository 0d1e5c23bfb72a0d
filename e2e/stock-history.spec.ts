// Stock by business day: an admin counts a demo article, then finds the count in the day it belongs to (the open day,
// or the last closed one when the store has not opened yet today): the article's closing level is what was counted.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { failOnConsoleErrors, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

interface Day {
  calendarDayId: number;
  openedAt: string;
}

failOnConsoleErrors();

test("a count shows in its business day's stock, with the article's closing level", async ({ page }) => {
  test.setTimeout(onCi(60_000));
  const { auth } = await tokenOf(page, 'admin');
  const store = ((await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[])[0].id;
  // An article of the store with a barcode (other journeys may rename or remove a given demo article).
  const status = await page.request.get(`/api/Product/Status/byEntity/${store}`, { headers: auth, params: { limit: 100 } });
  const product = ((await status.json()).rows as { productId: number; label: string; barcode: string | null }[]).find((r) => r.barcode);
  expect(product, 'a demo article with a barcode').toBeTruthy();
  const counted = 23 + (Date.now() % 7);
  const count = await page.request.patch('/api/setProduct/Inventory', {
    headers: auth,
    data: { quantity: counted, entityId: store, productId: product!.productId },
  });
  expect(count.ok(), await count.text()).toBeTruthy();

  // The day whose period holds now: the open day once it opened, else the last closed day (its period runs on).
  const now = Date.now();
  const opened = ((await (await page.request.get(`/api/Stock/getOpened/byEntity/${store}`, { headers: auth })).json()).days as Day[]).find(
    (d) => Date.parse(d.openedAt) <= now,
  );
  const closed = (await (await page.request.get(`/api/Stock/getClosed/byEntity/${store}`, { headers: auth })).json()).rows as Day[];
  const day = opened ?? closed[0];
  expect(day, 'a business day').toBeTruthy();

  await signInAs(page, 'admin', `/stock/history?store=${store}`);
  await expect(page.getByTestId('history-days')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/stock/history');
  await page.goto(`/stock/history/${day.calendarDayId}`);
  await expect(page.getByTestId('day-figures')).toBeVisible();
  await page.getByTestId('table-search').fill(product!.barcode!);
  const row = page.getByTestId('history-day').getByTestId('table-row').filter({ hasText: product!.barcode! });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('day-row-closing')).toHaveText(String(counted));
  // Once the search's answer is in (no busy table, no spinner).
  await expect(page.getByTestId('history-day').locator('table[aria-busy]')).toHaveCount(0);
  await expectNoAxeViolations(page, '/stock/history/:id');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/entity/${store}/productId/${product!.productId}`));
});

test('the stock history is out of a cashier’s reach', async ({ page }) => {
  await signInAs(page, 'caissier', '/');
  await expect(page.getByTestId('sidebar-nav')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sidebar-nav').locator('a[href="/stock/history"]')).toHaveCount(0);
});

// The client catalogue (issue 8 point 5): browse the demo bakery's catalogue with a sort and two filters, page through
// it, add to the cart as staff, open a product; screenshots in French, Arabic, dark and at 375 px.
import { expect, test, type Page } from '@playwright/test';
import { useTheme } from './axe';
import { signInAs } from './fixtures';
import { onCi } from './timeouts';

/** The amounts shown on the cards of the page, as numbers ("3,50 MAD" → 3.5). */
async function pricesShown(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('store-price-now').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d,.-]/g, '').replace(',', '.')));
}

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

test('browses the client catalogue with a sort and two filters, then opens a product', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  await signInAs(page, 'admin', '/loyalty/catalogue');
  await expect(page.getByTestId('store-product').first()).toBeVisible({ timeout: 20_000 });
  // Pages of 12, at most 10 page numbers.
  await expect(page.getByTestId('store-product')).toHaveCount(12);
  await expect(page.getByTestId('store-pager')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('catalogue-fr.png') });

  await choose(page, 'store-sort', 'Prix croissant');
  await page.getByTestId('store-filters-toggle').click();
  await choose(page, 'store-filter-parent', 'Pains');
  await page.getByTestId('store-filter-max').fill('5');
  await expect(page).toHaveURL(/sort=low/);
  await expect(page).toHaveURL(/max=5/);
  await expect(page.getByTestId('store-product-name').first()).toHaveText('Demi-baguette');
  const prices = await pricesShown(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(Math.max(...prices)).toBeLessThanOrEqual(5);
  // A product without a picture shows its category colour and initials.
  await expect(page.getByTestId('store-product-initials').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('catalogue-filtered.png') });

  // Staff add to the cart (clients get a preview instead).
  await page.getByTestId('store-product-add').first().click();
  await expect(page.getByTestId('store-cart-count')).toContainText('1');

  await page.getByTestId('store-product-name').first().click();
  await expect(page).toHaveURL(/\/loyalty\/product\/\d+$/);
  await expect(page.getByTestId('store-product-title')).toHaveText('Demi-baguette');
  await expect(page.getByTestId('store-price-now')).toContainText('1,20');
  await page.screenshot({ path: test.info().outputPath('product-fr.png') });
  await page.getByTestId('store-back').click();
  await expect(page.getByTestId('store-grid')).toBeVisible();
});

test('the client catalogue in Arabic, dark and on a phone', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'admin', '/loyalty/catalogue?sort=high');
  await expect(page.getByTestId('store-product').first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('catalogue-dark-375.png'), fullPage: false });
  const prices = await pricesShown(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('store-sort')).toHaveValue('السعر تنازليًا');
  await page.screenshot({ path: test.info().outputPath('catalogue-ar-dark.png') });
});

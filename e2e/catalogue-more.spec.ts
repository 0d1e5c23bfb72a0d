// The catalogue's leftovers (issue 8): the client catalogue's stock filter against the demo stores' opening stock, a
// product's views and the account's rating, and the price chart at /settings/products/{priceId}/charts after real
// price changes; screenshots in French, Arabic (right to left), dark and at 375 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useTheme } from './axe';
import { demoEmail, DEMO_PASSWORD, failOnConsoleErrors, signInAs } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

/** The number in "148 produits". */
async function countShown(page: Page): Promise<number> {
  return Number((await page.getByTestId('store-count').innerText()).replace(/\D/g, ''));
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/web/login', { data: { email: demoEmail('admin'), password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

test('filters the client catalogue by stock in and out, and counts views and ratings', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  await signInAs(page, 'admin', '/loyalty/catalogue');
  await expect(page.getByTestId('store-product').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('store-product')).toHaveCount(12);
  // Every card says whether the store has it once the catalogue is there.
  await expect(page.getByTestId('store-stock')).toHaveCount(12);
  const total = await countShown(page);

  await page.getByTestId('store-filters-toggle').click();
  await choose(page, 'store-filter-stock', 'En rupture');
  await expect(page).toHaveURL(/stock=out/);
  await expect.poll(() => countShown(page)).toBeLessThan(total);
  const out = await countShown(page);
  expect(out).toBeGreaterThan(0);
  const outCards = await page.getByTestId('store-product').count();
  expect(outCards).toBe(Math.min(12, out));
  await expect(page.locator('[data-testid="store-stock"][data-state="out"]')).toHaveCount(outCards);
  await page.screenshot({ path: test.info().outputPath('catalogue-out-of-stock-fr.png') });

  await choose(page, 'store-filter-stock', 'En stock');
  await expect(page).toHaveURL(/stock=in/);
  await expect.poll(() => countShown(page)).toBe(total - out);
  await expect(page.locator('[data-testid="store-stock"][data-state="out"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="store-stock"][data-state="in"]')).toHaveCount(12);

  // Opening a product counts a view; the account rates it; the catalogue shows both.
  const name = await page.getByTestId('store-product-name').first().innerText();
  await page.getByTestId('store-product-name').first().click();
  await expect(page.getByTestId('store-product-title')).toHaveText(name);
  const rated = page.waitForResponse((r) => r.url().includes('/rating') && r.request().method() === 'PUT');
  // The star's radio is visually hidden: the shopper clicks its star (the label).
  const star = await page.getByTestId('store-rate').getByRole('radio', { name: '4 étoiles' }).getAttribute('id');
  await page.locator(`label[for="${star}"]`).click();
  expect((await rated).status()).toBe(200);
  await expect(page.getByTestId('store-product-detail')).toContainText('(1 avis)');
  await expect(page.getByTestId('store-product-detail')).toContainText('1 vue');
  await page.screenshot({ path: test.info().outputPath('product-rated-fr.png') });
  await page.getByTestId('store-back').click();
  const card = page.getByTestId('store-product').filter({ hasText: name });
  await expect(card).toContainText('(1 avis)');

  // Out of stock in Arabic, dark, on a phone.
  await useTheme(page, 'dark');
  await page.goto('/loyalty/catalogue?stock=out');
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('[data-testid="store-stock"][data-state="out"]').first()).toHaveText('نفد من المخزون');
  await expect(page.locator('[data-testid="store-stock"][data-state="in"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('store-filters-toggle').click();
  await page.getByTestId('store-grid').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('catalogue-out-of-stock-ar-dark-375.png') });
});

test('charts a price after its changes, from the product form, in four looks', async ({ page, request }) => {
  test.setTimeout(onCi(120_000));
  const headers = await adminHeaders(request);
  const found = await (await request.get('/api/product/search?keyword=tradition', { headers })).json();
  const price = (found as { id: number; label: string; price: number; productDescriptionId: number }[]).find(
    (p) => p.label === 'Baguette tradition',
  )!;
  expect(price).toBeTruthy();
  for (const data of [
    { priceIds: [price.id], price: price.price + 0.5 },
    { priceIds: [price.id], promoPrice: price.price, promotionEndAt: '2099-12-31T00:00:00.000Z' },
  ]) {
    const res = await request.patch('/api/price/update/by-lot', { headers, data });
    expect(res.status()).toBe(200);
  }

  await signInAs(page, 'admin', `/settings/products/add-edit/${price.productDescriptionId}`);
  const link = page.locator(`a[href="/settings/products/${price.id}/charts"]`);
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/settings/products/${price.id}/charts$`));
  await expect(page.getByRole('heading', { name: /Baguette tradition/ })).toBeVisible();
  await expect(page.getByTestId('charts-changes')).toHaveText('3');
  const chart = page.getByTestId('price-chart');
  await expect(chart.locator('svg[role="img"]')).toBeVisible();
  // Three price points and one promo point.
  await expect(chart.locator('[data-series="price"] [data-testid="chart-point"]')).toHaveCount(3);
  await expect(chart.locator('[data-series="promo"] [data-testid="chart-point"]')).toHaveCount(1);
  await expect(page.getByTestId('price-history-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('price-history-table')).toContainText('Yasmine Benali');
  await page.screenshot({ path: test.info().outputPath('price-chart-fr.png'), fullPage: true });

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('charts-back')).toHaveText(/العودة إلى المنتجات/);
  await page.screenshot({ path: test.info().outputPath('price-chart-ar.png'), fullPage: true });

  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(chart.locator('svg[role="img"]')).toBeVisible({ timeout: 20_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('price-chart-ar-dark-375.png'), fullPage: true });
  // Put the demo's price back for the journeys that sell it.
  const back = await request.patch('/api/price/update/by-lot', {
    headers,
    data: { priceIds: [price.id], price: price.price, promoPrice: null },
  });
  expect(back.status()).toBe(200);
});

test('builds a bundle from two products in the product form and finds its components on reopening', async ({ page, request }) => {
  test.setTimeout(onCi(120_000));
  const label = `Coffret petit-déjeuner ${Date.now().toString(36)}`;
  await signInAs(page, 'admin', '/settings/products/add');
  await page.getByTestId('product-label').fill(label);
  await page.getByTestId('product-category').click();
  await page.getByRole('option', { name: 'Viennoiseries', exact: true }).click();
  await page.getByTestId('product-nature').click();
  await page.getByRole('option', { name: 'Lot', exact: true }).click();
  await page.getByTestId('price-input').first().fill('25');
  // Saving an empty bundle is refused before any call.
  await page.getByTestId('product-submit').click();
  await expect(page.getByTestId('bundle-error')).toHaveText('Ajoutez au moins un produit au lot');
  for (const product of ['Croissant au beurre', 'Pain au chocolat']) {
    await page.getByTestId('bundle-picker').fill(product);
    await page.getByRole('option', { name: product, exact: true }).first().click();
  }
  await expect(page.getByTestId('bundle-item')).toHaveCount(2);
  await page.getByTestId('bundle-quantity').first().fill('2');
  await expect(page.getByTestId('bundle-error')).toHaveCount(0);
  await page.getByTestId('bundle-editor').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('bundle-form-fr.png') });
  await page.getByTestId('product-submit').click();
  await expect(page).toHaveURL(/\/settings\/products\/principal$/);

  const headers = await adminHeaders(request);
  const list = await (await request.get(`/api/catalogueV2/product?keyword=${encodeURIComponent(label)}`, { headers })).json();
  const id = (list.data as { id: number; label: string }[]).find((p) => p.label === label)!.id;
  const edit = await (await request.get(`/api/product/edit/${id}`, { headers })).json();
  const parts = (edit.prices[0].combinedProducts as { label: string; quantity: number }[]).map((c) => `${c.label} × ${c.quantity}`).sort();
  expect(parts).toEqual(['Croissant au beurre × 2', 'Pain au chocolat × 1']);

  await page.goto(`/settings/products/add-edit/${id}`);
  await expect(page.getByTestId('bundle-item')).toHaveCount(2);
  await expect(page.getByTestId('bundle-editor')).toContainText('Pain au chocolat');

  // The same form in Arabic, dark, on a phone.
  await useTheme(page, 'dark');
  await page.reload();
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('bundle-editor').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'محتوى الحزمة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('bundle-form-ar-dark-375.png') });
});

test('hides a choice of the breakfast formula at one store and reads it back', async ({ page, request }) => {
  test.setTimeout(onCi(120_000));
  const headers = await adminHeaders(request);
  const list = await (await request.get('/api/catalogueV2/product?keyword=petit-déjeuner&isComposition=true', { headers })).json();
  const formula = (list.data as { id: number; label: string }[]).find((p) => p.label === 'Formule petit-déjeuner')!;
  expect(formula).toBeTruthy();
  await signInAs(page, 'admin', `/settings/products/add-edit/${formula.id}`);
  const card = page.getByTestId('composition-exceptions');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('exceptions-empty')).toBeVisible();
  // A row without its composition and choice is refused before any call.
  await card.getByTestId('exception-add').click();
  await card.getByTestId('exceptions-submit').click();
  await expect(card.getByTestId('exception-composition')).toHaveAttribute('aria-invalid', 'true');

  await choose(page, 'exception-composition', 'Boisson chaude');
  await choose(page, 'exception-product', 'Chocolat chaud');
  await choose(page, 'exception-price', /^Atlas Maârif · MAD$/);
  await expect(card.getByTestId('exception-visibility')).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/compositionsException') && r.request().method() === 'POST');
  await card.getByTestId('exceptions-submit').click();
  expect((await saved).status()).toBe(200);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('formula-exceptions-fr.png') });

  const edit = await (await request.get(`/api/product/edit/${formula.id}`, { headers })).json();
  expect(edit.compositionExceptions).toHaveLength(1);
  expect(edit.compositionExceptions[0]).toMatchObject({ visibility: false, price_id: expect.any(Number) });
  await page.reload();
  await expect(page.getByTestId('composition-exceptions').getByTestId('exception-row')).toHaveCount(1);
  await expect(page.getByTestId('exception-product')).toHaveValue('Chocolat chaud');
  // The demo's formula goes back to no exception for the journeys that sell it.
  const cleared = await request.post(`/api/product/${formula.id}/compositionsException`, { headers, data: { exceptions: [] } });
  expect(cleared.status()).toBe(200);

  await useTheme(page, 'dark');
  await page.reload();
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('composition-exceptions').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'استثناءات الصيغة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('formula-exceptions-ar-dark-375.png') });
});

test('sets a tax rate and hides two selected prices at once (update by lot)', async ({ page, request }) => {
  test.setTimeout(onCi(120_000));
  const headers = await adminHeaders(request);
  // The workshop's prices (a service no other journey sells), put back as they were at the end.
  type P = { id: number; tva: number | null; isHidden: boolean; label: string };
  const before = (await (await request.get('/api/catalogueV2/price?keyword=Atelier', { headers })).json()).data as P[];
  expect(before.length).toBeGreaterThan(1);
  await signInAs(page, 'admin', '/settings/promotions');
  const rows = page.getByTestId('promotions-table').getByTestId('promo-row-label');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('promotions-table').getByTestId('table-search').fill('Atelier');
  await expect(rows).toHaveCount(before.length);
  await page.getByTestId('promo-pick').nth(0).check();
  await page.getByTestId('promo-pick').nth(1).check();
  const panel = page.getByTestId('lot-panel');
  await expect(panel).toContainText('Modifier les 2 prix sélectionnés');
  // Nothing chosen: refused in the form.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/price/update/by-lot')) calls.push(r.method());
  });
  await panel.getByTestId('lot-submit').click();
  await expect(panel.getByTestId('lot-category')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);

  await panel.getByTestId('lot-tva').fill('7');
  await choose(page, 'lot-visibility', 'Masqué');
  await page.screenshot({ path: test.info().outputPath('update-by-lot-fr.png') });
  const saved = page.waitForResponse((r) => r.url().includes('/price/update/by-lot'));
  await panel.getByTestId('lot-submit').click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const changed = (await answer.json()) as P[];
  expect(changed).toHaveLength(2);
  await expect(page.getByTestId('lot-panel')).toHaveCount(0);
  // What the server keeps: the two ticked prices at 7 % and hidden, the others untouched.
  const after = (await (await request.get('/api/catalogueV2/price?keyword=Atelier', { headers })).json()).data as P[];
  for (const p of after) {
    const was = before.find((b) => b.id === p.id)!;
    if (changed.some((c) => c.id === p.id)) expect(p).toMatchObject({ tva: 7, isHidden: true });
    else expect(p).toMatchObject({ tva: was.tva, isHidden: was.isHidden });
  }
  for (const b of before) {
    const res = await request.patch('/api/price/update/by-lot', { headers, data: { priceIds: [b.id], tva: b.tva, isHidden: b.isHidden } });
    expect(res.status()).toBe(200);
  }
});

// Catalogue settings journeys: a category created under a parent and dragged to a new place (the order is saved), a
// brand and a supplier, a promo price with its last day on two products at once, and axe on every settings screen.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { failOnConsoleErrors, signInAs } from './fixtures';
import { onCi } from './timeouts';

const suffix = () => Date.now().toString().slice(-5);
const rowLabels = (page: Page) => page.getByTestId('categories-table').getByTestId('category-row-label');

failOnConsoleErrors();

test('creates a category under Boissons and drags it to the top of its level', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  const label = `Smoothies ${suffix()}`;
  await signInAs(page, 'admin', '/settings/category/principal');
  await page.getByTestId('category-tree').getByText('Boissons', { exact: true }).click();
  await expect(page.getByTestId('category-path')).toContainText('Boissons');
  // A retry finds the rows an earlier try left: the journey works from whatever the level holds.
  await expect(rowLabels(page)).toContainText(['Boissons chaudes', 'Boissons froides']);
  const before = await rowLabels(page).allTextContents();
  expect(before).toEqual(expect.arrayContaining(['Boissons chaudes', 'Boissons froides']));

  await page.getByTestId('category-new').click();
  await page.getByTestId('category-label').fill(label);
  await page.getByTestId('category-ar_label').fill('عصائر');
  await expect(page.getByTestId('category-parent')).toHaveValue('Boissons');
  await page.getByTestId('category-color').fill('#2b8a3e');
  await page.getByTestId('category-tva').fill('10');
  await page.getByTestId('category-submit').click();
  await expect(page.getByTestId('category-form')).toHaveCount(0);
  await expect(rowLabels(page)).toHaveText([...before, label]);

  // Keyboard drag (the handle takes Space, arrows, Space): from last to first.
  const handle = page.getByTestId('categories-table').getByTestId('row-drag-handle').nth(before.length);
  // Each key waits for the drag's screen-reader announcement: dnd-kit measures the rows between moves, and a second
  // arrow sent before the first move is measured is lost on a busy machine.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Lifting announces "Ligne n saisie." then at once "moved over position n" (the row is over itself).
  await expect(announced).toHaveText(new RegExp(`\\b${before.length + 1}\\.$`));
  for (let to = before.length; to >= 1; to--) {
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText(`Ligne déplacée en position ${to}.`);
  }
  await page.keyboard.press('Space');
  await expect(rowLabels(page)).toHaveText([label, ...before]);
  await expect(page.getByText('Ordre enregistré')).toBeVisible();
  await page.reload();
  await expect(rowLabels(page)).toHaveText([label, ...before]);

  // Trash and restore it.
  await page.getByTestId('category-trash').first().click();
  await page.getByTestId('confirm-ok').click();
  await expect(rowLabels(page)).toHaveText(before);
  await page.getByTestId('categories-tab-trash').click();
  await page.getByTestId('categories-trash-table').getByTestId('category-restore').first().click();
  await page.getByTestId('categories-tab-active').click();
  await page.getByTestId('category-tree').getByText('Boissons', { exact: true }).click();
  await expect(rowLabels(page)).toContainText([label]);
});

test('creates a brand and a supplier', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  const s = suffix();
  await signInAs(page, 'admin', '/settings/brands');
  await page.getByTestId('brand-new').click();
  await page.getByTestId('brand-label').fill(`Atlas Gourmet ${s}`);
  await page.getByTestId('brand-submit').click();
  await expect(page.getByTestId('brand-form')).toHaveCount(0);
  await page.getByPlaceholder('Rechercher…').fill(`Gourmet ${s}`);
  await expect(page.getByTestId('brands-table').getByTestId('brand-row-label')).toHaveText([`Atlas Gourmet ${s}`]);

  await page.goto('/settings/suppliers');
  await page.getByTestId('supplier-new').click();
  await page.getByTestId('supplier-label').fill(`Minoterie du Saïss ${s}`);
  await page.getByTestId('supplier-reference').fill(`FRN-${s}`);
  await page.getByTestId('supplier-phone').fill('0522 45 67 89');
  await page.getByTestId('supplier-email').fill('pas-un-email');
  await page.getByTestId('supplier-submit').click();
  await expect(page.getByTestId('supplier-form')).toContainText('Adresse e-mail invalide');
  await page.getByTestId('supplier-email').fill(`contact${s}@saiss.ma`);
  await page.getByTestId('supplier-webSite').fill('https://saiss.ma');
  await page.getByTestId('supplier-turnover').fill('125000');
  await page.getByTestId('supplier-submit').click();
  await expect(page.getByTestId('supplier-form')).toHaveCount(0);
  await page.getByPlaceholder('Rechercher…').fill(`Saïss ${s}`);
  await expect(page.getByTestId('suppliers-table').getByTestId('supplier-row-label')).toHaveText([`Minoterie du Saïss ${s}`]);
  await expect(page.getByTestId('suppliers-table')).toContainText('125 000,00 MAD');
});

test('sets a promo price with its last day on two products at once', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  await signInAs(page, 'admin', '/settings/promotions');
  await page.getByPlaceholder('Rechercher…').fill('Thé');
  const rows = page.getByTestId('promotions-table').getByTestId('promo-row-label');
  await expect(rows.first()).toContainText('Thé');
  const names = (await rows.allTextContents()).slice(0, 2);
  await page.getByTestId('promo-pick').nth(0).check();
  await page.getByTestId('promo-pick').nth(1).check();
  await expect(page.getByTestId('promo-panel')).toContainText('2 prix sélectionnés');
  await page.getByTestId('promo-mode').getByText('Remise en %').click();
  await page.getByTestId('promo-value').fill('20');
  const end = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('promo-end').fill(end);
  await page.getByTestId('promo-submit').click();
  await expect(page.getByText('Promotion appliquée à 2 prix')).toBeVisible();
  await expect(page.getByTestId('promo-panel')).toHaveCount(0);
  await page.getByTestId('promo-only').check();
  for (const name of names) await expect(page.getByTestId('promotions-table')).toContainText(name);
  await expect(page.getByTestId('promotions-table').getByTestId('promo-row-price')).toHaveCount(2);
  await expect(page.getByTestId('promotions-table').getByTestId('promo-row-end').first()).toHaveText(
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(new Date(`${end}T23:59:59Z`)),
  );
});

test('adds a channel and hides a category on it in one store', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  const s = suffix();
  await signInAs(page, 'admin', '/settings/canals');
  // The first visit makes the four default channels.
  await expect(page.getByTestId('channel-row-label')).toContainText(['Sur place', 'À emporter', 'Livraison', 'E-commerce'], {
    timeout: 20_000,
  });
  await page.getByTestId('channel-new').click();
  await page.getByTestId('channel-label').fill(`Glovo ${s}`);
  await expect(page.getByTestId('channel-tag')).toHaveValue(`glovo_${s}`);
  await page.getByTestId('channel-submit').click();
  await expect(page).toHaveURL(/\/settings\/canals$/);
  await page
    .getByTestId('channel-row-label')
    .filter({ hasText: `Glovo ${s}` })
    .click();
  await expect(page).toHaveURL(/details-cannel\/\d+\/\d+$/);
  const switches = page.getByTestId('channel-category-switch');
  await expect(switches.first()).toBeChecked();
  const before = Number(
    await page
      .getByTestId('channel-tab-categories')
      .innerText()
      .then((x) => x.replace(/\D+/g, '')),
  );
  await switches.first().click({ force: true });
  await expect(switches.first()).not.toBeChecked();
  await expect(page.getByTestId('channel-tab-categories')).toContainText(String(before - 1));
  await page.getByTestId('channel-tab-products').click();
  await expect(page.getByTestId('channel-products-table')).toBeVisible();
  // A whole product (every price of the article) hidden on the channel, then shown again.
  const productsTab = page.getByTestId('channel-tab-products');
  const shown = async () => Number((await productsTab.innerText()).replace(/\D+/g, ''));
  await expect.poll(shown).toBeGreaterThan(0);
  const all = await shown();
  await page.getByTestId('channel-hide-product').first().click();
  await expect.poll(shown).toBeLessThan(all);
  await page.getByTestId('channel-unhide').click();
  await expect.poll(shown).toBe(all);
  await expect(page.getByTestId('channel-unhide')).toBeHidden();
});

test('the catalogue settings screens pass axe', async ({ page }) => {
  test.setTimeout(onCi(180_000)); // eleven screens on a shared machine
  await signInAs(page, 'admin', '/settings/category/principal');
  for (const path of [
    '/settings/category/principal',
    '/settings/category/tiers',
    '/settings/category/supplement',
    '/settings/type-size/principal',
    '/settings/brands',
    '/settings/suppliers',
    '/settings/promotions',
    '/settings/canals',
    '/settings/canals/add-canals',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1, h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  }
  await page.goto('/settings/canals');
  await page.getByTestId('channel-details').first().click();
  await expect(page.getByTestId('channel-categories')).toBeVisible();
  await expectNoAxeViolations(page, 'canal details');
  await page.goto('/settings/category/principal');
  await page.getByTestId('category-new').click();
  await expect(page.getByTestId('category-form')).toBeVisible();
  await expectNoAxeViolations(page, 'category form');
});

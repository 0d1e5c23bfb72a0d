// Catalogue journeys: create a product with two variants through the form, find it by barcode in the list, trash and
// restore it; a cashier reads the catalogue but has no product screens to change it.
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

const ean13 = (twelve: string) => {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
};

test('creates a cake with two sizes, finds it by barcode, trashes and restores it', async ({ page }) => {
  test.setTimeout(60_000); // a long journey on a shared machine
  const suffix = Date.now().toString().slice(-5);
  const label = `Tarte amandine ${suffix}`;
  const barcodes = [ean13(`6119${suffix}001`), ean13(`6119${suffix}002`)];
  await signInAs(page, 'admin', '/settings/products/principal');
  await page.getByTestId('product-new').click();
  await expect(page).toHaveURL(/\/settings\/products\/add$/);
  await expect(page.getByTestId('product-form')).toBeVisible();
  await page.getByTestId('product-label').fill(label);
  await page.getByTestId('product-category').click();
  await page.getByRole('option', { name: 'Gâteaux', exact: true }).click();
  await page.getByTestId('product-nature').click();
  await page.getByRole('option', { name: 'À déclinaisons' }).click();
  for (const [i, [size, price]] of [
    ['6 parts', '120'],
    ['10 parts', '190'],
  ].entries()) {
    await page.getByTestId('variant-add').click();
    const card = page.getByTestId('variant-card').nth(i);
    await card.getByTestId('variant-value').fill(size);
    await card.getByTestId('variant-barcode').fill(barcodes[i]);
    await card.getByTestId('price-input').first().fill(price);
  }
  await page.getByTestId('product-save').click();
  await expect(page).toHaveURL(/\/settings\/products\/principal$/);

  await page.getByPlaceholder('Nom, code-barres ou référence…').fill(barcodes[1]);
  const row = page.getByTestId('products-table').getByTestId('product-row-label');
  await expect(row).toHaveText([label]);
  await expect(page.getByTestId('products-table')).toContainText('2 déclinaisons');

  await page.getByTestId('product-trash').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('products-table').getByTestId('product-row-label')).toHaveCount(0);

  await page.getByTestId('products-view-switch').getByText('Corbeille').click();
  await expect(page.getByTestId('products-trash-table')).toBeVisible(); // the list is remounted per view
  await page.getByPlaceholder('Nom, code-barres ou référence…').fill(label);
  await expect(page.getByTestId('products-trash-table').getByTestId('product-row-label')).toHaveText([label]);
  await page.getByTestId('product-restore').click();
  await expect(page.getByTestId('products-trash-table').getByTestId('product-row-label')).toHaveCount(0);
  await page.getByTestId('products-view-switch').getByText('Produits').click();
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.getByPlaceholder('Nom, code-barres ou référence…').fill(barcodes[0]);
  await expect(page.getByTestId('products-table').getByTestId('product-row-label')).toHaveText([label]);
});

test('refuses a product without title and category, and a barcode already used', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/products/add-edit');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('product-form')).toContainText('obligatoire');
  await page.getByTestId('product-label').fill('Doublon');
  await page.getByTestId('product-category').click();
  await page.getByRole('option', { name: 'Baguettes', exact: true }).click();
  await page.getByTestId('product-barcode').fill('6111234000101'); // the demo's Baguette tradition
  await page.getByTestId('price-input').first().fill('3');
  await page.getByTestId('product-save').click();
  await expect(page.getByText('Ce code-barres est déjà utilisé par un autre produit').first()).toBeVisible();
  await expect(page).toHaveURL(/add-edit$/);
});

test('a cashier has no product settings screen', async ({ page }) => {
  await signInAs(page, 'caissier', '/settings/products/principal');
  await expect(page).not.toHaveURL(/settings\/products/);
});

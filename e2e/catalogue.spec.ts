// Catalogue journeys: create a product with two variants through the form, find it by barcode in the list, trash and
// restore it; a cashier reads the catalogue but has no product screens to change it.
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';
import { onCi } from './timeouts';

// A 2×2 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM40WUDRAwQCgAtxgY5lY7mHQAAAABJRU5ErkJggg==', 'base64');

const ean13 = (twelve: string) => {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
};

test('creates a cake with two sizes, finds it by barcode, trashes and restores it', async ({ page }) => {
  test.setTimeout(onCi(60_000)); // a long journey on a shared machine
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
  // An image, shown alone (one image is never merged).
  await page.getByTestId('product-image-upload-input').setInputFiles({ name: 'tarte.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('product-image')).toHaveCount(1);
  await expect(page.getByTestId('product-images-preview')).toHaveAttribute('data-merged', 'false');
  await page.getByTestId('product-submit').click();
  await expect(page).toHaveURL(/\/settings\/products\/principal$/);

  await page.getByPlaceholder('Nom, code-barres ou référence…').fill(barcodes[1]);
  const row = page.getByTestId('products-table').getByTestId('product-row-label');
  await expect(row).toHaveText([label]);
  await expect(page.getByTestId('products-table')).toContainText('2 déclinaisons');

  await page.getByTestId('product-trash').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('products-table').getByTestId('product-row-label')).toHaveCount(0);

  await page.getByTestId('products-tab-trash').click();
  await expect(page.getByTestId('products-trash-table')).toBeVisible(); // the list is remounted per view
  await page.getByPlaceholder('Nom, code-barres ou référence…').fill(label);
  await expect(page.getByTestId('products-trash-table').getByTestId('product-row-label')).toHaveText([label]);
  await page.getByTestId('product-restore').click();
  await expect(page.getByTestId('products-trash-table').getByTestId('product-row-label')).toHaveCount(0);
  await page.getByTestId('products-tab-active').click();
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.getByPlaceholder('Nom, code-barres ou référence…').fill(barcodes[0]);
  await expect(page.getByTestId('products-table').getByTestId('product-row-label')).toHaveText([label]);
  // The image came back with the prices and shows in the list and the form.
  await expect(page.getByTestId('products-table').getByTestId('product-tile-image')).toHaveAttribute('data-state', 'loaded');
  await page.getByTestId('products-table').getByTestId('product-row-label').click();
  await expect(page.getByTestId('product-image')).toHaveCount(1);
});

test('builds the breakfast set menu: a hot drink, a pastry and a juice', async ({ page }) => {
  test.setTimeout(onCi(90_000)); // a long journey on a shared machine
  const label = `Petit-déjeuner ${Date.now().toString().slice(-5)}`;
  await signInAs(page, 'admin', '/settings/compositions');
  await page.getByTestId('composition-new').click();
  await expect(page).toHaveURL(/\/settings\/products\/add\?nature=composition$/);
  await page.getByTestId('product-label').fill(label);
  await page.getByTestId('product-category').click();
  await page.getByRole('option', { name: 'Formules', exact: true }).click();
  await page.getByTestId('price-input').first().fill('35');

  // Saving with empty compositions says what is missing.
  await page.getByTestId('product-submit').click();
  await expect(page.getByText('Une formule a besoin de produits dans au moins deux compositions')).toBeVisible();

  const choices: [string, string[]][] = [
    ['Boisson chaude', ['Café crème', 'Thé à la menthe']],
    ['Viennoiserie', ['Croissant au beurre', 'Pain au chocolat']],
    ['Jus', ['Jus d’orange pressé']],
  ];
  for (const [i, [name, products]] of choices.entries()) {
    if (i >= 2) await page.getByTestId('composition-add').click();
    const card = page.getByTestId('composition-card').nth(i);
    await card.getByTestId('composition-name').fill(name);
    for (const product of products) {
      await card.getByTestId('composition-picker').fill(product);
      await page.getByRole('option', { name: product, exact: true }).first().click();
      await expect(card.getByTestId('composition-item').filter({ hasText: product })).toBeVisible();
    }
  }
  // The croissant comes with the menu without choosing; the maximum cannot exceed the choices.
  await page.getByTestId('composition-card').nth(2).getByTestId('composition-max').fill('2');
  await page.getByTestId('product-submit').click();
  await expect(page.getByText('Le maximum ne peut pas dépasser le nombre de produits')).toBeVisible();
  await page.getByTestId('composition-card').nth(2).getByTestId('composition-max').fill('1');
  await page.getByTestId('product-submit').click();
  await expect(page).toHaveURL(/\/settings\/compositions$/);

  await page.getByPlaceholder('Nom, code-barres ou référence…').fill(label);
  const row = page.getByTestId('compositions-table').getByTestId('product-row-label');
  await expect(row).toHaveText([label]);
  await row.click();
  await expect(page.getByTestId('composition-card')).toHaveCount(3);
  await expect(page.getByTestId('composition-card').nth(0).getByTestId('composition-item')).toHaveCount(2);
  await expect(page.getByTestId('composition-card').nth(2)).toContainText('Jus d’orange pressé');
});

test('writes a recipe in the units of its elements', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/recipes/principal');
  await page.getByTestId('recipe-new').click();
  await page.getByTestId('recipe-submit').click();
  // The product and at least one element are required.
  await expect(page.getByTestId('recipe-form').getByText('Champ obligatoire')).toHaveCount(2);
  await page.getByTestId('recipe-product-picker').fill('Baguette tradition');
  await page.getByRole('option', { name: 'Baguette tradition', exact: true }).first().click();
  await expect(page.getByTestId('recipe-product')).toHaveText('Baguette tradition');
  await page.getByTestId('recipe-element-picker').fill('Farine T45');
  await page.getByRole('option', { name: 'Farine T45', exact: true }).first().click();
  await page.getByTestId('recipe-element-quantity').fill('0,25');
  await page.getByTestId('recipe-submit').click();
  await expect(page.getByTestId('recipe-form')).toHaveCount(0);
  await page.getByPlaceholder('Produit…').fill('Baguette tradition');
  const row = page.getByTestId('recipes-table').locator('tr', { hasText: 'Baguette tradition' });
  await expect(row).toContainText('Farine T45 0,25 kg');
});

test('refuses a product without title and category, and a barcode already used', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/products/add-edit');
  await page.getByTestId('product-submit').click();
  await expect(page.getByTestId('product-form')).toContainText('obligatoire');
  await page.getByTestId('product-label').fill('Doublon');
  await page.getByTestId('product-category').click();
  await page.getByRole('option', { name: 'Baguettes', exact: true }).click();
  await page.getByTestId('product-barcode').fill('6111234000101'); // the demo's Baguette tradition
  await page.getByTestId('price-input').first().fill('3');
  await page.getByTestId('product-submit').click();
  await expect(page.getByText('Ce code-barres est déjà utilisé par un autre produit').first()).toBeVisible();
  await expect(page).toHaveURL(/add-edit$/);
});

test('a cashier has no product settings screen', async ({ page }) => {
  await signInAs(page, 'caissier', '/settings/products/principal');
  await expect(page).not.toHaveURL(/settings\/products/);
});

// The product import screen (issue 23): a sheet with bad rows is previewed with every bad row listed at once and
// nothing can be sent; the corrected sheet is imported with its progress, and its products are in the catalogue.
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './axe';
import { failOnConsoleErrors, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('products');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

failOnConsoleErrors();

test('previews a sheet with every bad row listed, then imports the corrected one', async ({ page }) => {
  test.setTimeout(onCi(60_000));
  const { auth } = await tokenOf(page, 'admin');
  const tag = Date.now().toString(36).toUpperCase();
  await signInAs(page, 'admin', '/settings/products/principal');
  await page.getByTestId('product-import').click();
  await expect(page).toHaveURL(/\/settings\/products\/import$/);

  const header = ['label', 'category', 'price', 'promoPrice', 'barcode', 'unity'];
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'produits.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await xlsx([
      header,
      [`Pain complet ${tag}`, 'Boulangerie', 3.5, null, `PC-${tag}`, 'unit'],
      [null, 'Boulangerie', 'cher', null, null, 'unit'],
      [`Brioche ${tag}`, 'Viennoiseries', 5, 6, `PC-${tag}`, 'sac'],
    ]),
  });
  await expect(page.getByTestId('import-read')).toContainText('3 lignes');
  await expect(page.getByTestId('import-wrong')).toHaveText('2 lignes à corriger');
  const problems = page.getByTestId('import-problem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toHaveAttribute('data-line', '3');
  await expect(problems.nth(0)).toContainText('Nom (français) : obligatoire');
  await expect(problems.nth(0)).toContainText('Prix : un montant');
  await expect(problems.nth(1)).toHaveAttribute('data-line', '4');
  await expect(problems.nth(1)).toContainText('déjà à la ligne 2');
  await expect(problems.nth(1)).toContainText('Unité : unité inconnue');
  await expect(page.getByTestId('import-send')).toBeDisabled();
  await expectNoAxeViolations(page, 'the import preview');
  await page.screenshot({ path: test.info().outputPath('import-preview.png'), fullPage: true });

  await input.setInputFiles({
    name: 'produits.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await xlsx([
      header,
      [`Pain complet ${tag}`, 'Boulangerie', 3.5, null, `PC-${tag}`, 'unit'],
      [`Baguette ${tag}`, 'Boulangerie', 1.5, null, null, 'unit'],
    ]),
  });
  await expect(page.getByTestId('import-ready')).toBeVisible();
  await page.getByTestId('import-send').click();
  await expect(page.getByTestId('import-outcome')).toContainText('2 produits importés.');
  const found = await page.request.get('/api/catalogueV2/product/search', { headers: auth, params: { keyword: tag } });
  expect(((await found.json()) as { label: string }[]).map((p) => p.label).sort()).toEqual([`Baguette ${tag}`, `Pain complet ${tag}`]);
});

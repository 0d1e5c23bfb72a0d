// Stock reports with the demo data: an admin opens a store's control (the demo's opening counts against the ledger),
// the statistics and the balance sheet, checks the figures against the API, and exports the balance sheet (its rows:
// the opening value, each entry and exit by type, the totals, the closing value).
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe';
import { failOnConsoleErrors, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

test('opens control, statistics and the balance sheet of a demo store, and exports the balance sheet', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  const { auth } = await tokenOf(page, 'admin');
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number; intitule: string }[];
  const store = stores[0];

  // Two counts today through the real call: one finds 3 more than the ledger (an entry), one 2 fewer (an exit).
  const levels = (await (await page.request.get(`/api/Product/Status/byEntity/${store.id}?limit=2`, { headers: auth })).json()).rows as {
    productId: number;
    quantity: number;
  }[];
  for (const [i, l] of levels.entries()) {
    const res = await page.request.patch('/api/setProduct/Inventory', {
      headers: auth,
      data: { quantity: i === 0 ? Math.max(0, l.quantity) + 3 : Math.max(0, l.quantity - 2), entityId: store.id, productId: l.productId },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  // Control: the last count of each product, by category, as the API answers it.
  const control = await (await page.request.get(`/api/Entity/${store.id}/control`, { headers: auth })).json();
  expect(control.totals.products).toBeGreaterThan(0);
  await signInAs(page, 'admin', `/stock/${store.id}/control`);
  await expect(page.getByTestId('control-table').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('control-products')).toContainText(String(control.totals.products));
  await expect(page.getByTestId('control-category')).toHaveCount(control.categories.length);
  await expectNoAxeViolations(page, '/stock/{id}/control');

  // Statistics over the last 30 days.
  await page.goto(`/stock/statistics?store=${store.id}`);
  await expect(page.getByTestId('stats-table').getByTestId('table-row').first()).toBeVisible({ timeout: 20_000 });
  const from = await page.getByTestId('period-from').inputValue();
  const to = await page.getByTestId('period-to').inputValue();
  const stats = await (
    await page.request.get(`/api/Stock/statistics?entityId=${store.id}&from=${from}&to=${to}`, { headers: auth })
  ).json();
  expect(stats.totals.products).toBeGreaterThan(0);
  await expect(page.getByTestId('stats-outs')).toContainText(String(stats.totals.stockOuts));
  await expect(page.getByTestId('stats-dead')).toContainText(String(stats.totals.deadProducts));
  await page
    .getByTestId('stats-sort')
    .getByText(/dormants/i)
    .click();
  await expectNoAxeViolations(page, '/stock/statistics');

  // The balance sheet and its spreadsheet.
  await page.goto(`/balance-sheet?store=${store.id}`);
  await expect(page.getByTestId('balance-closing')).toContainText('MAD', { timeout: 20_000 });
  const sheet = await (await page.request.get(`/api/BalanceSheet/byEntity/${store.id}?from=${from}&to=${to}`, { headers: auth })).json();
  const minor = (x: number) => Math.round(x * 100);
  expect(minor(sheet.opening) + minor(sheet.entriesValue) - minor(sheet.exitsValue)).toBe(minor(sheet.closing));
  expect(sheet.entries.map((l: { type: string }) => l.type)).toContain('inventaire');
  await expect(page.getByTestId('balance-exit')).toHaveCount(sheet.exits.length);
  await expect(page.getByTestId('balance-entry')).toHaveCount(sheet.entries.length);
  await expectNoAxeViolations(page, '/balance-sheet');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('balance-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^bilan_\d+_\d{8}_\d{6}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows = wb.worksheets[0]
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual(['Ligne', 'Type de mouvement', 'Mouvements', 'Quantité', 'Valeur au coût']);
  expect(String(rows[1][0])).toContain(store.intitule);
  expect(rows[2]).toEqual(["Valeur à l'ouverture", undefined, undefined, undefined, sheet.opening]);
  const exits = rows.filter((r) => r[0] === 'Sortie');
  expect(exits.map((r) => [r[1], r[2], r[4]])).toEqual(
    sheet.exits.map((l: { type: string; movements: number; value: number }) => [l.type, l.movements, l.value]),
  );
  expect(rows[rows.length - 1]).toEqual(['Valeur à la clôture', undefined, undefined, undefined, sheet.closing]);
});

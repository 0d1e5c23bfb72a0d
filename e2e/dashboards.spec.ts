// Dashboards (issue 24): the admin reads today's figures on the home, changes the period and the stores (kept in the
// address), exports a chart to xlsx through the signed link (the file's rows checked), and watches the live dashboard
// move after a sale made through the API, without reloading.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { failOnConsoleErrors, openSession, signInAs, tokenOf, type Auth } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

/** A paid counter sale of `quantity` croissants, in cash. */
async function sellCroissants(page: Page, auth: Auth, storeId: number, sessionId: number, quantity: number): Promise<number> {
  const found = (await (
    await page.request.get('/api/product/search', {
      headers: auth,
      params: { keyword: 'Croissant au beurre', magasinId: storeId, currencyTag: 'MAD', limit: 5 },
    })
  ).json()) as { id: number; label: string; price: number }[];
  const croissant = found.find((p) => p.label === 'Croissant au beurre')!;
  const total = Math.round(croissant.price * quantity * 100) / 100;
  const res = await page.request.post('/api/InsertCommand', {
    headers: auth,
    data: {
      uuid: randomUUID(),
      caisseId: sessionId,
      lines: [{ priceId: croissant.id, quantity, unitPrice: croissant.price }],
      payments: [{ modePayment: 'cash', amount: total }],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return total;
}

/** Every row of every sheet, as lists of cell values. */
async function rowsOf(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  for (const sheet of workbook.worksheets) sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** "1 234,50 MAD" or "1,23K MAD" → 1234.5 / 1230 (the page's French figures). */
const amountOf = (text: string): number => {
  const m = /(-?[\d\s\u202f\u00a0.,]+)(K|M)?/.exec(text)!;
  const n = Number(m[1].replace(/[\s\u202f\u00a0]/g, '').replace(',', '.'));
  return m[2] === 'K' ? n * 1000 : m[2] === 'M' ? n * 1_000_000 : n;
};

test('the admin reads the home, changes the period and the stores, exports a chart, and sees the live dashboard move', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  const { auth } = await tokenOf(page, 'admin');
  const { storeId, sessionId } = await openSession(page, auth);
  const sold = await sellCroissants(page, auth, storeId, sessionId, 4);

  // Today's figures on the home, with the hours and the top products.
  await signInAs(page, 'admin', '/');
  await expect(page.getByTestId('figure-tickets-value')).not.toHaveText('0');
  expect(amountOf(await page.getByTestId('figure-revenue-value').innerText())).toBeGreaterThanOrEqual(sold);
  await expect(page.getByTestId('chart-products')).toBeVisible();
  await expect(page.getByTestId('chart-hours').locator('path.recharts-rectangle').first()).toBeVisible();

  // This week, then one store: both kept in the address, the figures asked again.
  await page.getByText('Cette semaine', { exact: true }).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(page.getByTestId('period-days')).toContainText('comparé à');
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number; intitule: string }[];
  const asked = page.waitForRequest(
    (r) => r.url().endsWith('/DashBoard/getHomeQuickCharts') && r.postDataJSON()?.entityIdList?.[0] === storeId,
  );
  await page.getByTestId('stores-select').click();
  await page.getByRole('option', { name: stores.find((s) => s.id === storeId)!.intitule }).click();
  await asked;
  await expect(page).toHaveURL(new RegExp(`stores=${storeId}`));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('figure-tickets-value')).not.toHaveText('0');

  // The export: a signed link the browser follows (no session needed); the file holds the figures and the products.
  const download = page.waitForEvent('download');
  await page.getByTestId('chart-products-export').click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^home_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await rowsOf(file);
  const croissant = rows.find((r) => r.includes('Croissant au beurre'));
  expect(croissant, JSON.stringify(rows)).toBeTruthy();
  expect(croissant!.some((c) => typeof c === 'number' && c >= sold)).toBe(true);

  // The live dashboard moves with a sale made meanwhile, without a reload.
  await page.goto('/reports/dashboard');
  const revenue = page.getByTestId('live-revenue-value');
  await expect(revenue).not.toHaveText('0,00 MAD');
  const before = amountOf(await revenue.innerText());
  const tickets = Number(await page.getByTestId('live-tickets-value').innerText());
  await expect(page.getByTestId('live-sessions')).toContainText('MAD');
  let navigations = 0;
  page.on('framenavigated', () => navigations++);
  await sellCroissants(page, auth, storeId, sessionId, 40);
  await expect(page.getByTestId('live-tickets-value')).toHaveText(String(tickets + 1), { timeout: 25_000 });
  expect(amountOf(await revenue.innerText())).toBeGreaterThan(before);
  expect(navigations).toBe(0);
});

// Central purchasing, lean: a demo store's manager orders 3 cartons of an article from the central warehouse and sends
// the order; the admin (the warehouse) sees it in the sum per product, plans it as the store's planned shipment and
// ships it; the manager receives one carton short; the missing carton shows as the store's variance in its control
// (/stock/{id}/control) and in the balance sheet (/balance-sheet).
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

test('a store orders from central purchasing, the warehouse ships, the store receives one carton short', async ({ page, browser }) => {
  test.setTimeout(onCi(90_000));
  const { auth } = await tokenOf(page, 'admin');
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number; intitule: string }[];
  const store = stores[0];
  const row = (
    (await (await page.request.get(`/api/Product/Status/byEntity/${store.id}?limit=1`, { headers: auth })).json()).rows as {
      productId: number;
      label: string;
    }[]
  )[0];
  // The warehouse, the article it supplies (6 a carton) and 5 cartons received there.
  const central = await page.request.post('/api/CentralAchats', { headers: auth, data: { intitule: 'Entrepôt Casablanca' } });
  expect(central.ok(), await central.text()).toBeTruthy();
  const centralId = (await central.json()).id as number;
  const settings = await page.request.post('/api/CentralAchat/produits', {
    headers: auth,
    data: { products: [{ productId: row.productId, supplied: true, unitsPerCarton: 6, buyingPrice: 2 }] },
  });
  expect(settings.ok(), await settings.text()).toBeTruthy();
  const reception = await page.request.post('/api/StockOperation', {
    headers: auth,
    data: {
      type: 'reception',
      sourceTypeTag: 'central_achat',
      sourceId: centralId,
      lines: [{ productId: row.productId, quantity: 5, nature: 'carton', unitPrice: 2 }],
    },
  });
  expect(reception.ok(), await reception.text()).toBeTruthy();

  // The store's manager orders 3 cartons and sends the order.
  const storePage = `/central-achat/commandes/magasin/${store.id}/state/1`;
  await signInAs(page, 'gerant', storePage);
  await page.getByTestId('central-new-order').click({ timeout: 20_000 });
  await page.getByTestId('central-order-pick').fill(row.label.slice(0, 6));
  await page.getByRole('option', { name: row.label }).click();
  await page.getByTestId('central-order-quantity-0').fill('3');
  await page.getByTestId('central-order-send').click();
  const orderRow = page.getByTestId('central-store-orders-table').getByTestId('table-row').first();
  await expect(orderRow.getByTestId('central-order-state')).toHaveText('Envoyée');

  // The warehouse: the sum per product, planned as the store's shipment, shipped.
  const admin = await browser.newPage();
  await signInAs(admin, 'admin', '/central-achat/commandes');
  await expect(admin.getByTestId('central-sum-table').getByTestId('table-row').filter({ hasText: row.label })).toContainText('18', {
    timeout: 20_000,
  });
  await admin.getByTestId('central-plan').click();
  const inboxRow = admin.getByTestId('central-inbox-table').getByTestId('table-row').first();
  await expect(inboxRow.getByTestId('central-order-state')).toHaveText('Préparée');
  await inboxRow.getByTestId('central-step-ship').click();
  await expect(inboxRow.getByTestId('central-order-state')).toHaveText('Expédiée');
  await admin.close();

  // The store receives 2 cartons of the 3.
  await page.reload();
  await orderRow.getByTestId('central-step-receive').click({ timeout: 20_000 });
  await expect(page.getByTestId('central-receive-quantity-0')).toHaveValue('3');
  await page.getByTestId('central-receive-quantity-0').fill('2');
  await expect(page.getByTestId('central-receive-missing')).toBeVisible();
  await page.getByTestId('central-receive-submit').click();
  await expect(orderRow.getByTestId('central-order-state')).toHaveText('Reçue');

  // The missing carton: the store's variance in its control and its balance sheet.
  await page.goto(`/stock/${store.id}/control`);
  const controlRow = page.getByTestId('table-row').filter({ hasText: row.label });
  await expect(controlRow.getByTestId('control-row-variance')).toContainText('−6', { timeout: 20_000 });
  await page.goto(`/balance-sheet?store=${store.id}`);
  await expect(page.getByTestId('balance-closing')).toContainText('MAD', { timeout: 20_000 });
  const sheet = await (await page.request.get(`/api/BalanceSheet/byEntity/${store.id}`, { headers: auth })).json();
  expect(sheet.entries.find((l: { type: string }) => l.type === 'approved_reception')).toMatchObject({ quantity: 18 });
  expect(sheet.exits.find((l: { type: string }) => l.type === 'inventaire').quantity).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('balance-exit').filter({ hasText: /inventaire/i })).toHaveCount(1);
});

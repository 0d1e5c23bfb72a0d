// Shipping and delivery (issue 29): a phone order is reserved, packed and handed to the delivery man from its shipping
// page; on a 375 px phone the delivery man takes it out and marks it delivered with the cash collected; the manager hands
// that cash in to the store's open register from the shipping dashboard, and the register shows it.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, openSession, prepareCroissants, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

test('a phone order goes from reserved to delivered with its cash, and the cash reaches the register', async ({ page, browser }) => {
  test.setTimeout(onCi(90_000));
  const { auth } = await tokenOf(page, 'admin');
  const { sessionId } = await openSession(page, auth);
  const order = await prepareCroissants(page, auth, sessionId, 2, { source: 'phone', notes: 'Sonner deux fois' });

  // The manager reserves, packs and hands it to the delivery man, on the order's shipping page.
  await signInAs(page, 'admin', `/shipping-management/command?id=${order.id}`);
  await page.getByTestId('move-reserve').click();
  await expect(page.getByTestId('shipping-state')).toHaveText('Réservée');
  await page.getByTestId('move-pack').click();
  await expect(page.getByTestId('shipping-state')).toHaveText('Emballée');
  await page.getByTestId('move-pending').click();
  await page.getByTestId('move-carrier').click();
  await page.getByRole('option', { name: 'Omar Berrada' }).click();
  await page.getByTestId('move-confirm').click();
  await expect(page.getByTestId('shipping-state')).toHaveText('Remise, en attente');

  // The delivery man, on his phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'fr-FR' });
  const man = await phone.newPage();
  await signInAs(man, 'delivery_man', '/shipping-management/in-progress');
  const card = man.getByTestId(`round-${order.id}`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Partir en livraison' }).click();
  await expect(card.getByTestId('shipping-state')).toHaveText('En cours de livraison');
  await card.getByTestId('round-delivered').click();
  await expect(man.getByTestId('round-cash')).toHaveValue(String(order.total).replace('.', ','));
  await man.getByTestId('round-confirm').click();
  await expect(card.getByTestId('shipping-state')).toHaveText('Livrée');
  // Nothing spills sideways on the phone.
  expect(await man.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.close();

  // The manager hands the cash in to the register.
  await page.goto('/shipping-management/dashboard');
  await page.getByTestId(`collection-${order.id}`).check();
  await page.getByTestId('collections-session').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('collections-reconcile').click();
  await expect(page.getByTestId(`collection-${order.id}`)).toBeHidden();
  await page.goto(`/caisses/${sessionId}`);
  await expect(page.getByTestId('session-modes')).toContainText('Paiement à la livraison');
});

test("a transport company's statement, imported from its spreadsheet, becomes cash owed to hand in", async ({ page }) => {
  test.setTimeout(onCi(60_000));
  const { auth } = await tokenOf(page, 'admin');
  const { sessionId } = await openSession(page, auth);
  const order = await prepareCroissants(page, auth, sessionId, 1, { source: 'phone' });
  // The order goes out with the demo's transport company and is delivered (moves through the API).
  const init = (await (await page.request.get('/api/Shipping/initInfo', { headers: auth })).json()) as {
    transportCompanies: { id: number; intitule: string }[];
  };
  const amana = init.transportCompanies.find((c) => c.intitule === 'Amana Express')!;
  const commandIds = [order.id];
  expect((await page.request.post('/api/Shipping/ReserveCommands', { headers: auth, data: { commandIds } })).ok()).toBeTruthy();
  for (const [path, extra] of [
    ['PackCommands', {}],
    ['addCommandsToPending', { transportCompanyId: amana.id }],
    ['addCommandsToDelivering', {}],
    ['addCommandsToDelivered', {}],
  ] as const) {
    const res = await page.request.patch(`/api/Shipping/${path}`, { headers: auth, data: { commandIds, ...extra } });
    expect((await res.json()).moved, path).toHaveLength(1);
  }
  const shipped = (await (await page.request.get(`/api/Shipping/${order.id}`, { headers: auth })).json()) as {
    ticketNumber: number | null;
    provisional: string | null;
  };
  const ticket = shipped.ticketNumber !== null ? String(shipped.ticketNumber) : shipped.provisional!;

  // Its statement: the order and a line that matches no order of this company.
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Relevé');
  sheet.addRows([
    ['N° ticket', 'Client', 'Montant'],
    [ticket, 'Client', 5],
    ['999999', 'Inconnu', 10],
  ]);
  const file = Buffer.from(await book.xlsx.writeBuffer());

  await signInAs(page, 'admin', '/shipping-management/dashboard');
  await page.getByTestId('statement-company').click();
  await page.getByRole('option', { name: 'Amana Express' }).click();
  await expect(page.getByTestId(`statement-tick-${order.id}`)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('statement-import').click();
  await (await chooser).setFiles({ name: 'releve.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await expect(page.getByTestId(`statement-amount-${order.id}`)).toHaveValue('5');
  await expect(page.getByTestId('statement-unmatched')).toContainText('#999999');
  await page.getByTestId('statement-save').click();
  // Saved, it is cash the company owes, to hand in at a register from the card beside.
  await expect(page.getByTestId(`statement-tick-${order.id}`)).toBeHidden();
  await expect(page.getByTestId(`collection-${order.id}`)).toBeVisible();
  await expect(page.getByTestId('collections')).toContainText('Amana Express');
});

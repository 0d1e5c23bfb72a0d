// Shipping and delivery (issue 29): a phone order is reserved, packed and handed to the delivery man from its shipping
// page; on a 375 px phone the delivery man takes it out and marks it delivered with the cash collected; the manager hands
// that cash in to the store's open register from the shipping dashboard, and the register shows it.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, openSession, prepareCroissants, signInAs, tokenOf } from './fixtures';

failOnConsoleErrors();

test('a phone order goes from reserved to delivered with its cash, and the cash reaches the register', async ({ page, browser }) => {
  test.setTimeout(90_000);
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

// Billing (issue 28), as a manager: two orders of a client invoiced as one global invoice whose PDF downloads, the
// same orders on a delivery form that prints, and a quote typed by hand turned into a validated order.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, openSession, prepareCroissants, signInAs, tokenOf } from './fixtures';

failOnConsoleErrors();

test('a manager invoices two orders of a client globally, prints their delivery form and turns a quote into an order', async ({ page }) => {
  // Three screens and three PDFs made on the server: more than the default time on a loaded machine.
  test.slow();
  const { auth } = await tokenOf(page, 'gerant');
  const { sessionId } = await openSession(page, auth);
  const name = `Cliente Facture ${Date.now().toString(36)}`;
  const client = (await (await page.request.post('/api/Client/', { headers: auth, data: { name } })).json()).client as { id: number };
  const a = await prepareCroissants(page, auth, sessionId, 2, { clientId: client.id });
  const b = await prepareCroissants(page, auth, sessionId, 3, { clientId: client.id });

  await signInAs(page, 'gerant', '/invoices/dynamic');
  await page.getByTestId('dynamic-client').fill(name.slice(0, 12));
  await page.getByRole('option', { name }).click();
  await page.getByTestId(`pick-order-${a.id}`).check();
  await page.getByTestId(`pick-order-${b.id}`).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('global-invoice').click()]);
  expect(download.suggestedFilename()).toMatch(/^Facture-FA-\d{4}-\d{5}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The same orders on one delivery form, printed (its PDF in the print frame).
  await page.getByTestId(`pick-order-${a.id}`).check();
  await page.getByTestId(`pick-order-${b.id}`).check();
  const printed = page.waitForResponse((r) => r.url().includes('/api/PrintBonLivraison/') && r.status() === 200);
  await page.getByTestId('generate-delivery-forms').click();
  expect((await printed).headers()['content-type']).toBe('application/pdf');
  await expect(page.getByTestId('print-frame')).toBeAttached();

  // A quote typed by hand, issued, then turned into a validated order.
  await page.goto('/estimates/add-edit');
  await page.getByTestId('document-client-name').fill(name);
  await page.getByTestId('line-label-0').fill('Plateau de viennoiseries');
  await page.getByTestId('line-price-0').fill('150');
  const [quotePdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('issue-document').click()]);
  expect(quotePdf.suggestedFilename()).toMatch(/^Devis-DV-/);
  await expect(page).toHaveURL(/\/invoices\/manual$/);
  const row = page.getByTestId('manual-documents').getByRole('row').filter({ hasText: 'Devis' }).filter({ hasText: name });
  await row.getByRole('button', { name: 'Transformer en commande' }).click();
  await page.getByTestId('quote-to-order').click();
  await expect(page.getByText(/Commande n° \d+ créée et validée/)).toBeVisible();
  await expect(row.getByText('Transformé en commande')).toBeVisible();
});

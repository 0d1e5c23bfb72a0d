// A formula's exception, from the settings to the till: the manager hides the mint tea of the breakfast formula for every
// price; the cashier's composition chooser no longer offers it (the server refuses it if forced, see the orders tests).
// Shown again, it is back in the chooser — and the demo formula is as it was for the other journeys.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, signInAs } from './fixtures';
import { onCi } from './timeouts';

const FORMULA = 'Formule petit-déjeuner';
const TEA = 'Thé à la menthe';

/** The cashier's open register in the first store, opened here if none is (the till sells into a session). */
async function cashierTill(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/web/login', { data: { email: demoEmail('caissier'), password: DEMO_PASSWORD } });
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  type Register = { id: number; session: { id: number; state: string } | null };
  const registers = (await (await page.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: auth })).json()) as Register[];
  let register = registers.find((r) => r.session?.state === 'opened');
  if (!register) {
    register = registers[0];
    const opened = await page.request.post('/api/Caisse/open', { headers: auth, data: { registerId: register.id, openingFund: 100 } });
    expect(opened.ok()).toBeTruthy();
  }
  await signInAs(page, 'caissier', `/pos/command?register=${register.id}`);
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  return { page, close: () => context.close() };
}

/** Opens the breakfast formula's composition chooser and answers what it offers. */
async function chooserOf(till: Page) {
  await till.locator('input[data-testid=pos-search]').fill('petit-déjeuner');
  await till.locator('[data-testid^="pos-tile-"]', { hasText: FORMULA }).click();
  const chooser = till.getByTestId('pos-composition');
  await expect(chooser).toContainText('Chocolat chaud');
  return chooser;
}

test("a formula's hidden choice is not offered by the till, and comes back when shown again", async ({ page, browser }) => {
  test.setTimeout(onCi(120_000)); // two users and a till on a shared machine
  await signInAs(page, 'admin', '/settings/compositions');
  await page.getByPlaceholder('Nom, code-barres ou référence…').fill('petit-déjeuner');
  await page.getByTestId('compositions-table').getByTestId('product-row-label').filter({ hasText: FORMULA }).click();
  await expect(page).toHaveURL(/\/settings\/products\/add-edit\/\d+$/);
  const card = page.getByTestId('composition-exceptions');
  // A retried run may find the exception its failed attempt left: start from none.
  await expect(card.getByTestId('exceptions-empty').or(card.getByTestId('exception-row').first())).toBeVisible();
  if ((await card.getByTestId('exception-row').count()) > 0) {
    while ((await card.getByTestId('exception-row').count()) > 0) {
      await card.getByRole('button', { name: 'Retirer cette exception' }).first().click();
    }
    await card.getByTestId('exceptions-submit').click();
    await expect(page.getByText('Exceptions enregistrées')).toBeVisible();
    await page.reload(); // the saved toast gone, so the steps below find one
  }
  await expect(card.getByTestId('exceptions-empty')).toBeVisible();

  // Hide the mint tea of 'Boisson chaude' for every price of the formula.
  await card.getByTestId('exception-add').click();
  await card.getByTestId('exception-composition').click();
  await page.getByRole('option', { name: 'Boisson chaude', exact: true }).click();
  await card.getByTestId('exception-product').click();
  await page.getByRole('option', { name: TEA, exact: true }).click();
  await expect(card.getByTestId('exception-price')).toHaveValue('Tous les prix de la formule');
  await expect(card.getByTestId('exception-row')).toContainText('Masqué');
  await card.getByTestId('exceptions-submit').click();
  await expect(page.getByText('Exceptions enregistrées')).toBeVisible();

  // The till: the tea is gone from the hot drinks, the other choices stay.
  const till = await cashierTill(browser);
  try {
    let chooser = await chooserOf(till.page);
    await expect(chooser).toContainText('Café crème');
    await expect(chooser).not.toContainText(TEA);
    await till.page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    // Shown again: the manager removes the exception, the chooser offers the tea once more.
    await page.reload();
    await expect(card.getByTestId('exception-row')).toHaveCount(1);
    await card.getByRole('button', { name: 'Retirer cette exception' }).click();
    await card.getByTestId('exceptions-submit').click();
    await expect(page.getByText('Exceptions enregistrées')).toBeVisible();
    await page.reload();
    await expect(card.getByTestId('exceptions-empty')).toBeVisible();

    await till.page.reload();
    await expect(till.page.getByTestId('pos-grid')).toBeVisible();
    chooser = await chooserOf(till.page);
    await expect(chooser).toContainText(TEA);
  } finally {
    await till.close();
  }
});

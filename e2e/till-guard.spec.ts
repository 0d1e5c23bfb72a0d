// The till as a cashier leans on it (issue 23): a sale the server would refuse (an unknown or short gift card, a promo
// code used up meanwhile) never prints a ticket, the reasons are said at the payment step; offline, the gift card cannot
// be taken. The ticket in progress
// survives a closed tab and the app reopened on its home page, then "Prise de commande"; "Vider" can be undone. The total
// and the pay button stay on screen at 1024×768, 1280×800 and 1366×768 with seven lines, the line just added in view.
import { expect, test, type Page } from '@playwright/test';
import { prepareCroissants, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

/** The scanner: a keyboard wedge typing the code fast into the focused search field, then Enter. */
async function scan(page: Page, code: string) {
  await page.locator('input[data-testid=pos-search]').focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a refused gift card or promo code prints nothing; the ticket survives a closed tab and the home page; Vider can be undone', async ({
    page,
    context,
  }) => {
    test.setTimeout(onCi(90_000));
    // A gift card with 1 MAD on it, and a promo code for one use.
    const { auth } = await tokenOf(page, 'admin');
    // A code of its own each run (a retry of this journey issues another card).
    const low = `E2E-LOW-${Date.now().toString(36).toUpperCase()}`;
    const issued = await page.request.post('/api/gateway/PointOfSell/GiftCard', { headers: auth, data: { amount: 1, code: low } });
    expect(issued.ok(), await issued.text()).toBeTruthy();
    const types = (await (await page.request.get('/api/Remise/getAll', { headers: auth })).json()).typeRemiseResponse as {
      id: number;
      tag: string;
    }[];
    const percentage = types.find((x) => x.tag === 'percentage')!.id;
    const promo = await page.request.post('/api/Remise/add', {
      headers: auth,
      data: { intitule: 'E2E-ONCE', typeRemiseId: percentage, valeur: 10, maxUsing: 1 },
    });
    expect(promo.ok(), await promo.text()).toBeTruthy();

    await signInAs(page, 'caissier', '/pos/command');
    await expect(page.getByTestId('pos-grid')).toBeVisible({ timeout: 45_000 });
    await scan(page, '6111234000101'); // Baguette tradition, 3,50
    await scan(page, '6111234000200'); // Baguette classique, 2,00
    await expect(page.getByTestId('pos-line')).toHaveCount(2);

    // The tab is closed; the app opens again on its home page, and the cashier goes to the till from the menu.
    await page.close();
    const again = await context.newPage();
    await again.goto('/');
    await again.getByTestId('sidebar-nav').getByRole('link', { name: 'Prise de commande' }).click();
    await expect(again).toHaveURL(/\/pos\/command/);
    await expect(again.getByTestId('pos-line')).toHaveCount(2, { timeout: 20_000 });
    await expect(again.getByTestId('pos-total')).toHaveText(/5,50\sMAD/);

    // "Vider" empties it, and "Annuler" brings it back.
    await again.getByTestId('pos-clear').click();
    await expect(again.getByTestId('pos-line')).toHaveCount(0);
    await again.getByTestId('pos-restore').click();
    await expect(again.getByTestId('pos-line')).toHaveCount(2);

    // The promo code applies; meanwhile another till uses it up.
    await again.getByTestId('pos-options').click();
    await again.getByTestId('pos-promo').fill('e2e-once');
    await again.getByTestId('pos-promo-apply').click();
    await expect(again.getByTestId('pos-promo-applied')).toContainText('E2E-ONCE');
    const stores = (await (await again.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
    const registers = (await (await again.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: auth })).json()) as {
      session: { id: number; state: string } | null;
    }[];
    const session = registers.find((r) => r.session?.state === 'opened')!.session!.id;
    await prepareCroissants(again, auth, session, 1, { codePromo: 'E2E-ONCE' });

    // An unknown gift card, then one with too little on it, and the code used up: refused at the payment step, no ticket,
    // nothing queued.
    await again.getByTestId('pos-pay').click();
    await again.getByTestId('pos-mode-gift_cheque').click();
    const code = again.getByTestId('pos-gift-code');
    await code.fill('GC-NOPE999');
    await expect(again.getByTestId('pos-payment-gift_cheque')).toContainText('inconnu');
    await again.getByTestId('pos-pay-confirm').click();
    const refused = again.getByTestId('pos-pay-refused');
    await expect(refused).toContainText('Le chèque cadeau GC-NOPE999 est inconnu.');
    await code.fill(low);
    await again.getByTestId('pos-pay-confirm').click();
    await expect(refused).toContainText(new RegExp(`Le chèque cadeau ${low} n’a que 1,00\\sMAD \\(il faut 4,95\\sMAD\\)`));
    await expect(refused).toContainText('Le code promo E2E-ONCE ne peut pas être utilisé (Ce code a déjà été utilisé) : retirez-le.');
    await expect(again.getByTestId('ticket-preview')).toHaveCount(0);
    await expect(again.getByTestId('outbox-pending-count')).toHaveText('0');

    // Offline, the gift card cannot be chosen and the till says why; cash still sells.
    await again.getByTestId('pos-payment-gift_cheque').getByRole('button', { name: 'Retirer ce paiement' }).click();
    await context.setOffline(true);
    await expect(again.getByTestId('pos-mode-gift_cheque')).toBeDisabled();
    await expect(again.getByTestId('pos-modes-offline')).toContainText('Chèque cadeau');
    await context.setOffline(false);
    await expect(again.getByTestId('pos-mode-gift_cheque')).toBeEnabled();
    // Without the code, the sale goes through in cash.
    await again.keyboard.press('Escape');
    await again.getByTestId('pos-promo-applied').getByRole('button', { name: 'Retirer le code promo' }).click();
    await again.getByTestId('pos-pay').click();
    await again.getByTestId('pos-mode-cash').click();
    await again.getByTestId('pos-pay-confirm').click();
    await expect(again.getByTestId('ticket-preview')).toBeVisible();
    await again.getByTestId('ticket-close').click();
    await expect(again.getByTestId('pos-ticket-empty')).toBeVisible();
    await expect(again.getByTestId('pos-restore')).toHaveCount(0);
  });
});

test('the total and the pay button stay on screen at 1024×768, 1280×800 and 1366×768, the new line in view', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, 'caissier', '/pos/command');
  await expect(page.getByTestId('pos-grid')).toBeVisible({ timeout: 45_000 });
  // Seven articles sold as they are (no sizes, no formula: those have a badge).
  const singles = page.locator('[data-testid^="pos-tile-"]:not(:has(.mantine-Badge-root))');
  for (let i = 0; i < 7; i++) {
    await singles.nth(i).click();
    await expect(page.getByTestId('pos-line')).toHaveCount(i + 1);
    await expect(page.locator('[data-testid=pos-line][data-selected=true]')).toBeInViewport({ ratio: 1 });
  }
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('pos-pay'), `${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('pos-total'), `${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
  }
  // The first line, scrolled away, comes back with a tap on its tile: its quantity grows and it shows.
  await singles.first().click();
  const first = page.getByTestId('pos-line').first();
  await expect(first).toContainText('2 ×');
  await expect(first).toBeInViewport({ ratio: 1 });
});

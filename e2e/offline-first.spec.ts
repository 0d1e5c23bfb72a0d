// Offline from the first second (issue 23 point 4): right after a first load, the till fetches what selling needs and
// says when it is ready offline; the network then goes and a cash sale is made and kept in the outbox, a reload
// without network brings the till back. And when the network goes before the payment's code has arrived, the till
// stays on screen (never the error page) and the payment opens once the network is back.
import { expect, test, type Page } from '@playwright/test';
import { signInAs, tokenOf, type Auth } from './fixtures';
import { onCi } from './timeouts';

// These journeys go offline: the service worker keeps the app's files (blocked elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const BARCODE = '6111234000101'; // Baguette tradition

/** The cashier's open register in the first store (opened here if none is). */
async function openRegister(page: Page, auth: Auth): Promise<number> {
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  type Register = { id: number; session: { state: string } | null };
  const registers = (await (await page.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: auth })).json()) as Register[];
  const open = registers.find((r) => r.session?.state === 'opened');
  if (open) return open.id;
  const opened = await page.request.post('/api/Caisse/open', { headers: auth, data: { registerId: registers[0].id, openingFund: 100 } });
  expect(opened.ok()).toBeTruthy();
  return registers[0].id;
}

/** The scanner: a keyboard wedge typing the code fast into the search field, then Enter. */
async function scan(page: Page, code: string) {
  await page.locator('input[data-testid=pos-search]').focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

async function payCash(page: Page) {
  await page.getByTestId('pos-pay').click();
  await page.getByTestId('pos-mode-cash').click();
  await page.getByTestId('pos-pay-confirm').click();
  await expect(page.getByTestId('ticket-preview').getByTestId('ticket-number')).toContainText(/Ticket provisoire n° [A-Z0-9]{3}-\d{4}/);
  await page.getByTestId('ticket-close').click();
  await expect(page.getByTestId('pos-ticket-empty')).toBeVisible();
}

test('a first load of the till sells offline as soon as it says so, and comes back on a reload without network', async ({
  page,
  context,
}) => {
  test.setTimeout(onCi(60_000));
  const registerId = await openRegister(page, (await tokenOf(page, 'caissier')).auth);
  await signInAs(page, 'caissier', `/pos/command?register=${registerId}`);
  await expect(page.locator('input[data-testid=pos-search]')).toBeVisible();
  const ready = page.getByTestId('pos-offline-ready');
  // Seconds, not the whole build's files: the service worker fetches what selling needs first.
  await expect(ready).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(ready).toHaveText('prêt à vendre hors ligne');

  await context.setOffline(true);
  await scan(page, BARCODE);
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  await payCash(page);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('1');

  await page.reload();
  await expect(page.locator('input[data-testid=pos-search]')).toBeVisible();
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('1');
  await expect(page.getByTestId('route-error-page')).toHaveCount(0);
  // Still ready: the files are held, the list of them too.
  await expect(ready).toHaveAttribute('data-ready', 'true');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-pending-count')).toHaveText('0', { timeout: 30_000 });
});

test.describe('before the payment code has arrived', () => {
  // No service worker: the page's own requests are the ones held back.
  test.use({ serviceWorkers: 'block' });

  test('a network loss leaves the till on screen, and the payment opens when the network returns', async ({ page, context }) => {
    test.setTimeout(onCi(60_000));
    const registerId = await openRegister(page, (await tokenOf(page, 'caissier')).auth);
    // The payment dialog's chunk cannot be fetched: as on a first load whose network went before it came.
    await page.route('**/assets/payment-modal-*.js', (route) => route.abort('internetdisconnected'));
    await signInAs(page, 'caissier', `/pos/command?register=${registerId}`);
    await scan(page, BARCODE);
    await expect(page.getByTestId('pos-line')).toHaveCount(1);
    await expect(page.getByTestId('pos-offline-ready')).toHaveAttribute('data-ready', 'false');

    await context.setOffline(true);
    await page.getByTestId('pos-pay').click();
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('route-error-page')).toHaveCount(0);
    await expect(page.getByTestId('pos-line')).toHaveCount(1);
    await expect(page.getByTestId('pos-mode-cash')).toHaveCount(0);

    await page.unroute('**/assets/payment-modal-*.js');
    await context.setOffline(false);
    await expect(page.getByTestId('pos-mode-cash')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('pos-mode-cash').click();
    await page.getByTestId('pos-pay-confirm').click();
    await expect(page.getByTestId('ticket-preview').getByTestId('ticket-number')).toBeVisible();
  });
});

// Offline catalogue (issue 11): the demo catalogue loads into the browser with its progress bar; with the network cut
// a product is found by name and by barcode; a price changed on the server arrives by delta when the network returns;
// signing out clears the local copy.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from './fixtures';
import { onCi } from './timeouts';

// These journeys go offline: the service worker keeps the app's files (blocked elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

type Row = Record<string, unknown> & { id: number };

test('loads the demo catalogue, searches it offline, receives a price change by delta, clears it on sign-out', async ({
  page,
  context,
}) => {
  test.setTimeout(onCi(90_000));
  const login = await page.request.post('/api/web/login', { data: { email: demoEmail('admin'), password: DEMO_PASSWORD } });
  const { token, expiresAt } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  const storeId = stores[0].id;
  // A sellable product with a barcode, and its price in the store.
  const full = await (await page.request.get(`/api/catalogueV2/sync/catalogue?magasinId=${storeId}`, { headers: auth })).json();
  const products = full.tables.Product.rows as Row[];
  const prices = full.tables.Price.rows as Row[];
  const price = prices.find((p) => products.some((x) => x.id === p.productId && x.barcode) && /croissant/i.test(String(p.label)))!;
  const barcode = String(products.find((x) => x.id === price.productId)!.barcode);

  await page.addInitScript(
    ([t, e]) => {
      if (!sessionStorage.getItem('e2e.seeded')) {
        localStorage.setItem('comptoir.auth', JSON.stringify({ token: t, expiresAt: e }));
        sessionStorage.setItem('e2e.seeded', '1');
      }
    },
    [token, expiresAt],
  );
  // The file is held back a moment so the progress bar is seen.
  await page.route('**/api/assets/data.sqlite*', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(`/pos/catalogue?store=${storeId}`);
  await expect(page.getByTestId('offline-catalogue-progress')).toBeVisible();
  const status = page.getByTestId('offline-catalogue-status').getByRole('status');
  await expect(status).toContainText('catalogue hors ligne à jour à', { timeout: 20_000 });
  await expect(page.getByTestId('offline-catalogue-progress')).toHaveCount(0);
  await expect(page.getByTestId('offline-source')).toHaveText('recherche locale');

  await context.setOffline(true);
  const search = page.getByTestId('offline-search');
  await search.fill('croissant');
  await expect(
    page
      .getByTestId('offline-hit')
      .filter({ hasText: String(price.label) })
      .first(),
  ).toBeVisible();
  await search.fill(barcode);
  await expect(page.getByTestId('offline-hit')).toHaveCount(1);
  await expect(page.getByTestId('offline-hit')).toContainText(String(price.label));

  // Changed on the server while the till is offline (the API request does not go through the page's network).
  const changed = await page.request.patch('/api/price/update/by-lot', { headers: auth, data: { priceIds: [price.id], price: 99.5 } });
  expect(changed.ok()).toBeTruthy();
  await page.waitForTimeout(300);
  await expect(page.getByTestId('offline-hit-price')).not.toContainText('99,50');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-hit-price')).toContainText('99,50', { timeout: 15_000 });

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(async () =>
      page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('comptoir-catalogue'))),
    )
    .toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('catalogue.lastUpdatedAt'))).toBeNull();
});

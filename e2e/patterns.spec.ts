// Shared patterns (issue 7): the unsaved-changes guard on a real form, and axe (WCAG 2 A/AA) on every screen in light,
// dark and semi-dark themes.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectNoAxeViolations, type AppTheme } from './axe';
import { DEMO_PASSWORD, demoEmail, signInAs, watchConsoleErrors } from './fixtures';

test('editing a store then clicking away asks first, and staying keeps what was typed', async ({ page }) => {
  // Reach the form inside the app, so the browser's back button has an in-app page to go back to.
  await signInAs(page, 'admin', '/settings/stores');
  await page.getByTestId('store-title-cell').first().click();
  const title = page.getByTestId('store-intitule');
  await expect(title).toBeVisible();
  await expect(title).not.toHaveValue('');
  const typed = `${await title.inputValue()} (modifié)`;
  await title.fill(typed);

  // The sidebar's users item: the app asks before leaving.
  await page.locator('a[href="/settings/users"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the leave dialog');
  await dialog.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/stores\/\d+\/edit/);
  await expect(title).toHaveValue(typed);

  // The browser's back button asks too; leaving then goes.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-ok').click();
  await expect(page).not.toHaveURL(/\/edit/);
});

test('the store form shows every missing field when submitted empty, without a disabled button', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/stores/add');
  const submit = page.getByTestId('store-submit');
  await expect(submit).toBeEnabled();
  await submit.click();
  for (const id of ['store-intitule', 'store-tel', 'store-startTime', 'store-country', 'store-city'])
    await expect(page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(id) })).toContainText('Champ obligatoire');
  await expect(page.getByTestId('store-intitule')).toBeFocused();
});

test('expected 4xx answers (a conflict under its field, a 404 the screen handles) are not logged as console errors', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsoleErrors(page);
  await signInAs(page, 'admin', '/settings/stores');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.auth') ?? '{}').token as string);
  const stores = (await (await page.request.get('/api/Magasins', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: number;
    intitule: string;
  }[];
  // A 409: another store's title, shown under the field.
  await page.goto(`/settings/stores/${stores[1]!.id}/edit`);
  const title = page.getByTestId('store-intitule');
  await expect(title).not.toHaveValue('');
  await title.fill(stores[0]!.intitule);
  const answer = page.waitForResponse((r) => r.url().includes('/api/Magasin/') && r.request().method() === 'POST');
  await page.getByTestId('store-submit').click();
  expect((await answer).status()).toBe(409);
  await expect(page.locator('.mantine-InputWrapper-root', { has: title }).locator('.mantine-InputWrapper-error')).toBeVisible();
  // Leave without saving: the browser's leave prompt (the form is still changed) is accepted.
  page.on('dialog', (dialog) => void dialog.accept());
  // 404s the screens handle: an unknown staff member and an unknown client.
  await page.goto('/settings/users/999999');
  await expect(page.getByText('Utilisateur introuvable')).toBeVisible();
  await page.goto('/loyalty/clients/999999');
  await expect(page.getByTestId('client-not-found')).toBeVisible();
  expect(errors).toEqual([]);
});

// Every screen of the back office that needs no id: administration, catalogue, clients and cash registers.
const SCREENS = [
  '/',
  '/settings/stores',
  '/settings/stores/add',
  '/settings/stores/sliders',
  '/settings/stores/questions',
  '/settings/users',
  '/settings/users/add',
  '/settings/entreprise',
  '/settings/entreprise/sliders',
  '/settings/entreprise/questions',
  '/settings/config/configuration',
  '/settings/config/parameters',
  '/settings/config/roles',
  '/settings/devices',
  '/settings/products/principal',
  '/settings/products/add',
  '/loyalty/clients',
  '/loyalty/clients/add',
  '/loyalty/clients/cards',
  '/loyalty/clients/queue',
  '/discounts',
  '/gift-cards',
  '/caisse',
  '/operations',
  '/credits/journal',
  '/settings/compositions',
  '/settings/recipes/principal',
  '/profile',
];

// The screens added since (catalogue settings, storefront, till, orders, stock) and the screens that need an id: checked in
// the light and dark themes only, to keep this journey's run time reasonable (semi-dark shares the light content area).
const NEW_SCREENS = [
  '/settings/category/principal',
  '/settings/category/tiers',
  '/settings/category/supplement',
  '/settings/brands',
  '/settings/suppliers',
  '/settings/type-size/principal',
  '/settings/type-size/tiers',
  '/settings/promotions',
  '/settings/canals',
  '/settings/canals/add-canals',
  '/loyalty/catalogue',
  '/pos/command',
  '/pos/payer',
  '/pos/catalogue',
  '/command',
  '/stock',
  '/stock/inventories',
  '/stock-operations',
  '/stock-operations/live',
];

/**
 * Real ids from the demo company, through the API: a staff member, a client, a closed session, a product, an order,
 * a product's stock history in a store, and a stock operation (an expedition made here, sent so it has two steps).
 */
async function screensWithIds(page: Page): Promise<string[]> {
  const login = await page.request.post('/api/web/login', { data: { email: demoEmail('admin'), password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const get = async <T>(url: string, params?: Record<string, string | number>): Promise<T> => {
    const res = await page.request.get(url, { headers, params });
    expect(res.ok(), `${url}: ${res.status()}`).toBeTruthy();
    return (await res.json()) as T;
  };
  const stores = await get<{ id: number }[]>('/api/Magasins');
  const store = stores[0]!.id;
  const staff = await get<{ data: { id: number }[] }>('/api/Users', { limit: 5 });
  const clients = await get<{ clients: { id: number }[] }>('/api/Client/');
  const sessions = await get<{ data: { id: number }[] }>(`/api/Caisse/getClosed/byMagasin/${store}`, { limit: 1 });
  const catalogue = await get<{ products: { id: number; effectivePrice: number }[] }>('/api/storefront/catalogue', { magasinId: store });
  const product = catalogue.products[0]!;
  // The demo has no order yet: one cash sale on a register of the store that is open today.
  const registers = await get<{ session: { id: number } | null }[]>(`/api/Magasin/${store}/Registers`);
  const open = registers.find((r) => r.session)!.session!;
  const sale = await page.request.post('/api/InsertCommand', {
    headers,
    data: {
      uuid: `e2e-axe-${Date.now()}`,
      caisseId: open.id,
      lines: [{ priceId: product.id, quantity: 1, unitPrice: product.effectivePrice }],
      payments: [{ modePayment: 'cash', amount: product.effectivePrice }],
    },
  });
  expect(sale.ok(), await sale.text()).toBeTruthy();
  const command = (await sale.json()) as { id: number };
  const levels = await get<{ rows: { productId: number }[] }>(`/api/Product/Status/byEntity/${store}`, { limit: 1 });
  const tracked = levels.rows[0]!.productId;
  const expedition = await page.request.post('/api/StockOperation', {
    headers,
    data: { type: 'expedition', sourceId: store, targetId: stores[1]!.id, note: 'axe', lines: [{ productId: tracked, quantity: 1 }] },
  });
  expect(expedition.ok(), await expedition.text()).toBeTruthy();
  const operation = (await expedition.json()) as { id: number };
  expect((await page.request.patch(`/api/StockOperation/${operation.id}/send`, { headers, data: {} })).ok()).toBeTruthy();
  return [
    `/settings/users/${staff.data[0]!.id}`,
    `/loyalty/clients/${clients.clients[0]!.id}`,
    `/caisses/${sessions.data[0]!.id}`,
    `/loyalty/product/${product.id}`,
    `/command/${command.id}/planning`,
    `/entity/${store}/productId/${tracked}`,
    `/stock-operations/${operation.id}/timeline`,
  ];
}

/** The theme as a person changes it (the header's theme menu), without reloading; a page without the header reloads. */
async function switchTheme(page: Page, theme: AppTheme) {
  if ((await page.locator('html').getAttribute('data-app-theme')) === theme) return;
  const toggle = page.getByTestId('theme-toggle');
  if (await toggle.isVisible()) {
    await toggle.click();
    await page.getByTestId(`theme-option-${theme}`).click();
    await expect(page.getByTestId(`theme-option-${theme}`)).toBeHidden();
  } else {
    await page.evaluate((th) => localStorage.setItem('comptoir.theme', th), theme);
    await page.reload();
    await page.locator('main').waitFor();
  }
  await expect(page.locator('html')).toHaveAttribute('data-app-theme', theme);
}

/** Each screen is opened once and checked in every theme asked (switching themes is far cheaper than a page load). */
async function expectNoViolationsOn(page: Page, paths: string[], themes: AppTheme[]) {
  for (const [i, path] of paths.entries()) {
    await page.goto(path);
    await page.locator('main').waitFor();
    await expect(page.getByTestId('global-progress')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Alternate the order so that the theme left by one screen is the first checked on the next.
    for (const theme of i % 2 === 0 ? themes : [...themes].reverse()) {
      await switchTheme(page, theme);
      // Soft: one run lists every screen's violations.
      expect.soft(await axeViolations(page), `axe violations on ${path} (${theme})`).toEqual([]);
    }
  }
}

test('axe finds no WCAG 2 A/AA violation on every screen in the light, dark and semi-dark themes', async ({ page }) => {
  test.setTimeout(SCREENS.length * 25_000);
  await signInAs(page, 'admin', '/');
  await expectNoViolationsOn(page, SCREENS, ['light', 'dark', 'semi-dark']);
});

test('axe finds no WCAG 2 A/AA violation on the new screens and the screens of one record in the three themes', async ({ page }) => {
  test.setTimeout((NEW_SCREENS.length + 7) * 25_000);
  const withIds = await screensWithIds(page);
  await signInAs(page, 'admin', '/');
  await expectNoViolationsOn(page, [...NEW_SCREENS, ...withIds], ['light', 'dark', 'semi-dark']);
});

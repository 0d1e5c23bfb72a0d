// The accessibility sweep of the journeys: every screen opened once, checked by axe (WCAG 2 A/AA) in the light theme,
// then only the colour rules in the dark and semi-dark themes (the other rules read the markup, the same in every
// theme). The screens are split over several spec files so the shards can run them side by side.
import { expect, type Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, type AppTheme } from './axe';
import { DEMO_PASSWORD, demoEmail } from './fixtures';
// Every screen of the back office that needs no id: administration, catalogue, clients and cash registers.
export const SCREENS = [
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
export const NEW_SCREENS = [
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
export async function screensWithIds(page: Page): Promise<string[]> {
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
    const option = page.getByTestId(`theme-option-${theme}`);
    // The menu may close before its option is clicked (the till's search field takes the focus back as the till
    // finishes loading; a click then waited for the option until the journey's limit, 13 min): opened again until the
    // option is chosen.
    await expect(async () => {
      if (!(await option.isVisible())) await toggle.click();
      await option.click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(option).toBeHidden();
  } else {
    await page.evaluate((th) => localStorage.setItem('comptoir.theme', th), theme);
    await page.reload();
    await page.locator('main').waitFor();
  }
  await expect(page.locator('html')).toHaveAttribute('data-app-theme', theme);
}

/** Each screen is opened once and checked in every theme asked (switching themes is far cheaper than a page load). */
export async function expectNoViolationsOn(page: Page, paths: string[], themes: AppTheme[]) {
  for (const [i, path] of paths.entries()) {
    await page.goto(path);
    await page.locator('main').waitFor();
    await expect(page.getByTestId('global-progress')).toHaveCount(0);
    // The screen's data in, as far as the network says: a screen showing a PDF (the invoice template's preview) keeps
    // the viewer's stream open for good when the service worker is blocked, so this wait is bounded; the checks below
    // still wait for the loader and for the tables being refreshed.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // Alternate the order so that the theme left by one screen is the first checked on the next.
    for (const theme of i % 2 === 0 ? themes : [...themes].reverse()) {
      await switchTheme(page, theme);
      // Soft: one run lists every screen's violations.
      const first = theme === (i % 2 === 0 ? themes[0] : themes[themes.length - 1]);
      expect.soft(await axeViolations(page, first ? undefined : COLOUR_RULES), `axe violations on ${path} (${theme})`).toEqual([]);
    }
  }
}

// The screens of the back office's later domains (dashboards, invoices, shipping, labs, central purchasing, displays'
// settings, notifications, the small settings, stock reports) that need no id.
export const DOMAIN_SCREENS = [
  '/reports/dashboard',
  '/reports/sales/top-salers',
  '/best-seller',
  '/business-intelligence/billets',
  '/margins',
  '/reports/stock/main',
  '/invoices',
  '/invoices/manual',
  '/invoices/add-edit',
  '/estimates/add-edit',
  '/delivery-form/add-edit',
  '/invoices/other',
  '/settings/invoices-config',
  '/shipping-management',
  '/shipping-management/in-progress',
  '/shipping-management/processing',
  '/shipping-management/dashboard',
  '/lab/scheduler',
  '/lab/plannings/history',
  '/settings/labs',
  '/settings/labs/add',
  '/central-achat/commandes',
  '/central-achat/achats',
  '/central-achat/produits',
  '/settings/borne',
  '/settings/preparation',
  '/settings/products/labels',
  '/notifications',
  '/settings/notifications',
  '/settings/additional-info/nature',
  '/settings/instructions',
  '/settings/transport-company',
  '/settings/payment-methods',
  '/stock/statistics',
  '/balance-sheet',
  '/stock-products',
  '/stocks',
  '/stock/history',
];

// The screens of people, memberships and the online shop's back office (issues 31, 32) that need no id.
export const PEOPLE_SHOP_SCREENS = [
  '/rh/collaborator',
  '/rh/collaborator/add',
  '/rh/punch-card',
  '/rh/timekeeping-data',
  '/membership/dashboard',
  '/membership/stats',
  '/membership/historique',
  '/e-commerce',
  '/e-commerce/synchronization',
  '/e-commerce/slider',
  '/e-commerce/moderation-of-reviews',
  '/e-commerce/notifications',
];

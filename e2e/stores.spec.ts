// Stores journeys: the store form's rules, create, edit, delete, trash and restore, the spreadsheet export, and the
// guard that keeps a cashier out. Every test makes its own uniquely named stores, so the order does not matter.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, demoEmail, signInAs } from './fixtures';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface StoreRow {
  id: number;
  intitule: string;
  longitude: string | null;
  latitude: string | null;
  startTime: string | null;
  cityId: number | null;
}

async function apiToken(request: APIRequestContext, role = 'admin'): Promise<string> {
  const res = await request.post('/api/web/login', { data: { email: demoEmail(role), password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function listStores(request: APIRequestContext, token: string, trashed = false): Promise<StoreRow[]> {
  const res = await request.get(trashed ? '/api/Magasin/getAll/trashed' : '/api/Magasins', { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

async function createStore(request: APIRequestContext, token: string, intitule: string): Promise<StoreRow> {
  const { cities } = await (await request.get('/api/countries', { headers: auth(token) })).json();
  const casablanca = cities.find((c: { intitule: string }) => c.intitule === 'Casablanca');
  const res = await request.post('/api/Magasin/', {
    headers: auth(token),
    data: { intitule, tel: '+212522404040', cityId: casablanca.id, countryId: casablanca.countryId, startTime: '08:00' },
  });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** The stores table row showing this title (searching narrows the table to it). */
async function findRow(page: Page, title: string) {
  const table = page.getByTestId('stores-table');
  await table.getByTestId('table-search').fill(title);
  return table.getByTestId('table-row').filter({ hasText: title });
}

const errorOf = (page: Page, testId: string) =>
  page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) }).locator('.mantine-InputWrapper-error');

async function choose(page: Page, testId: string, option: string) {
  await expect(page.getByTestId(testId)).toBeEnabled();
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin gets errors under the fields for a wrong store, nothing is saved, then creates it and finds it', async ({ page }) => {
  const title = unique('Boutique Anfa');
  const token = await apiToken(page.request);
  await signInAs(page, 'admin', '/settings/stores');
  await expect(page.getByTestId('sidebar-nav').locator('a[href="/settings/stores"]')).toHaveCount(1);
  await page.getByTestId('stores-add').click();
  await expect(page).toHaveURL(/\/settings\/stores\/add$/);

  const submit = page.getByTestId('store-submit');
  await expect(submit).toBeEnabled(); // never disabled (issue 7)
  await page.getByTestId('store-intitule').fill('ab');
  await page.getByTestId('store-tel').fill('abc');
  await page.getByTestId('store-ice').fill('12a');
  await page.getByTestId('store-codePostal').fill('1234567');
  await page.getByTestId('store-footerTicket').fill('court');
  await page.getByTestId('store-rue').fill('ab');
  // Enter shows every problem at once and sends nothing.
  await page.getByTestId('store-rue').press('Enter');
  await expect(errorOf(page, 'store-intitule')).toHaveText('Au moins 3 caractères');
  await expect(errorOf(page, 'store-tel')).toHaveText('Numéro de téléphone invalide');
  await expect(errorOf(page, 'store-ice')).toHaveText('Chiffres uniquement');
  await expect(errorOf(page, 'store-codePostal')).toHaveText('Au plus 6 caractères');
  await expect(errorOf(page, 'store-footerTicket')).toHaveText('Au moins 10 caractères');
  await expect(errorOf(page, 'store-rue')).toHaveText('Au moins 3 caractères');
  await expect(errorOf(page, 'store-city')).toHaveText('Champ obligatoire');
  await expect(errorOf(page, 'store-startTime')).toHaveText('Champ obligatoire');
  await expect(submit).toBeEnabled(); // never disabled: pressing it shows the problems (issue 7)
  await expect(page).toHaveURL(/\/settings\/stores\/add$/);
  expect((await listStores(page.request, token)).some((m) => m.intitule === 'ab')).toBe(false);

  await page.getByTestId('store-intitule').fill(title);
  await page.getByTestId('store-tel').fill('+212 522 50 50 50');
  await page.getByTestId('store-ice').fill('001234567000089');
  await page.getByTestId('store-codePostal').fill('20050');
  await page.getByTestId('store-footerTicket').fill('Merci et à bientôt à Anfa');
  await page.getByTestId('store-rue').fill('10 boulevard d’Anfa');
  await page.getByTestId('store-startTime').fill('08:30');
  await page.getByTestId('store-latitude').fill('33.5890');
  await page.getByTestId('store-longitude').fill('pas un nombre');
  await choose(page, 'store-country', 'Maroc');
  await choose(page, 'store-city', 'Casablanca');
  await expect(errorOf(page, 'store-intitule')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  // Enter submits.
  await page.getByTestId('store-intitule').press('Enter');

  await expect(page).toHaveURL(/\/settings\/stores$/);
  await expect(page.getByText(`Le magasin « ${title} » a été créé.`)).toBeVisible();
  const row = await findRow(page, title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Casablanca');
  await expect(row).toContainText('08:30');
  const saved = (await listStores(page.request, token)).find((m) => m.intitule === title);
  expect(saved).toMatchObject({ latitude: '33.5890', longitude: null, startTime: '08:30' });
});

test('the admin edits a store, deletes it, finds it in the trash and restores it', async ({ page }) => {
  const token = await apiToken(page.request);
  const store = await createStore(page.request, token, unique('Atlas Gauthier'));
  const renamed = unique('Atlas Racine');
  await signInAs(page, 'admin', '/settings/stores');

  await (await findRow(page, store.intitule)).getByTestId('store-edit').click();
  await expect(page).toHaveURL(new RegExp(`/settings/stores/${store.id}/edit$`));
  await expect(page.getByTestId('store-intitule')).toHaveValue(store.intitule);
  await expect(page.getByTestId('store-city')).toHaveValue('Casablanca');
  await page.getByTestId('store-intitule').fill(renamed);
  await page.getByTestId('store-startTime').fill('09:15');
  await page.getByTestId('store-submit').click();
  await expect(page).toHaveURL(/\/settings\/stores$/);
  await expect(page.getByText(`Le magasin « ${renamed} » a été enregistré.`)).toBeVisible();
  const row = await findRow(page, renamed);
  await expect(row).toContainText('09:15');

  await row.getByTestId('store-delete').click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(renamed);
  await modal.getByTestId('confirm-ok').click();
  await expect(page.getByText(`« ${renamed} » a été placé dans la corbeille.`)).toBeVisible();
  await expect(await findRow(page, renamed)).toHaveCount(0);
  expect((await listStores(page.request, token)).some((m) => m.id === store.id)).toBe(false);

  await page.getByTestId('stores-tab-trash').click();
  await expect(page).toHaveURL(/view=trash/);
  const trash = page.getByTestId('stores-trash-table');
  await trash.getByTestId('table-search').fill(renamed);
  const trashed = trash.getByTestId('table-row').filter({ hasText: renamed });
  await expect(trashed).toHaveCount(1);
  await trashed.getByTestId('store-restore').click();
  await expect(page.getByText(`« ${renamed} » a été restauré.`)).toBeVisible();
  await expect(trashed).toHaveCount(0);

  await page.getByTestId('stores-tab-live').click();
  await expect(await findRow(page, renamed)).toHaveCount(1);
  expect((await listStores(page.request, token)).find((m) => m.id === store.id)?.intitule).toBe(renamed);
});

test('the stores table exports a spreadsheet with a header row and a row per store', async ({ page }) => {
  const token = await apiToken(page.request);
  await createStore(page.request, token, unique('Export Oasis'));
  await createStore(page.request, token, unique('Export Palmier'));
  const stores = await listStores(page.request, token);
  const devicesLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Device' && r.ok());
  await signInAs(page, 'admin', '/settings/stores');
  await devicesLoaded;
  await expect(page.getByTestId('stores-table').getByTestId('table-row').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^form_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('Magasins');
  const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1).map((v) => (v === undefined ? null : v));
  expect(values(1)).toEqual(['Nom du magasin', 'Ville', 'Téléphone', "Heure d'ouverture", 'Devise', 'Type', 'Appareils']);
  expect(sheet.rowCount).toBe(stores.length + 1);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  for (const store of stores) {
    const row = rows.find((r) => r[0] === store.intitule);
    expect(row, store.intitule).toBeTruthy();
  }
  // The demo store with a linked till: its city, currency, type and device count are in its row.
  expect(rows.find((r) => r[0] === 'Atlas Maârif')).toEqual(['Atlas Maârif', 'Casablanca', '+212522101010', '07:00', 'MAD', 'Physique', 1]);
});

test('a cashier has no Stores menu entry and is sent home from /settings/stores', async ({ page }) => {
  await signInAs(page, 'caissier', '/settings/stores');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sidebar-nav')).toBeVisible();
  await expect(page.getByTestId('sidebar-nav').locator('a[href="/settings/stores"]')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-nav').locator('a[href="/settings/devices"]')).toHaveCount(0);
  await page.goto('/settings/stores/add');
  await expect(page).toHaveURL(/\/$/);
});

test('the admin links a new terminal to a store from its QR card, and adds a question for that store', async ({ page }) => {
  const token = await apiToken(page.request);
  const store = await createStore(page.request, token, unique('Atlas Bourgogne'));
  const name = unique('Caisse');
  const device = await (await page.request.post('/api/Device', { headers: auth(token), data: { name } })).json();
  await signInAs(page, 'admin', '/settings/devices');

  const card = page.getByTestId('available-devices').getByTestId('device-card').filter({ hasText: name });
  await expect(card.getByTestId('device-qr')).toHaveAttribute('data-qr', device.qr);
  await expect(card.getByTestId('device-code')).toHaveText(device.status.match(/.{1,4}/g).join(' '));
  await card.getByTestId('device-store-select').click();
  await page.getByRole('option', { name: store.intitule, exact: true }).click();
  await card.getByTestId('device-link').click();
  await expect(page.getByText(`${name} est lié à ${store.intitule}.`)).toBeVisible();
  const row = page.getByTestId('devices-table').getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText(store.intitule);
  const ofStore = await (await page.request.get(`/api/Magasin/${store.id}/devices`, { headers: auth(token) })).json();
  expect(ofStore.map((d: { id: number }) => d.id)).toEqual([device.id]);
  await page.goto(`/settings/stores/${store.id}/edit`);
  await expect(page.getByTestId('store-devices')).toContainText(name);

  await page.goto(`/settings/stores/questions?store=${store.id}`);
  await expect(page.getByTestId('store-select')).toHaveValue(store.intitule);
  await page.getByTestId('question-add').first().click();
  await page.getByTestId('question-text').fill('Le pain était-il encore chaud ?');
  await page.getByTestId('question-save').click();
  await expect(
    page.getByTestId('questions-table').getByTestId('table-row').filter({ hasText: 'Le pain était-il encore chaud ?' }),
  ).toHaveCount(1);
  const questions = await (await page.request.get(`/api/Entreprise/Question/${store.id}/getQuestions`, { headers: auth(token) })).json();
  expect(questions.find((q: { question: string }) => q.question === 'Le pain était-il encore chaud ?')).toMatchObject({
    magasinId: store.id,
    type: 'text',
  });
});

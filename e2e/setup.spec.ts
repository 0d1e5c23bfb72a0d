// The first-run setup wizard (product-spec §1, §4, §5): a newly registered company is guided through the company,
// a store, its staff (at least one cashier) and its terminals, then lands home with everything saved.
// Every test registers its own company, so the order does not matter.
import { expect, test, type Page } from '@playwright/test';
import { onCi } from './timeouts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Letters only: staff names allow letters and spaces. */
const letters = (s: string) => s.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

async function pick(page: Page, testId: string, option: string | RegExp) {
  await expect(page.getByTestId(testId)).toBeEnabled();
  await page.getByTestId(testId).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** Registers through /create-account in the browser; the new admin is signed in and the wizard opens. */
async function register(page: Page, id: string) {
  const company = `Épicerie ${id}`;
  const email = `owner.${id}@example.ma`;
  await page.goto('/create-account');
  await page.getByTestId('register-name').fill('Karim Alaoui');
  await page.getByTestId('register-company').fill(company);
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-tel').fill('+212600112233');
  await page.getByTestId('register-password').fill('a-strong-secret');
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('setup-wizard')).toBeVisible();
  return { company, email };
}

async function toStoreStep(page: Page) {
  await page.getByTestId('setup-next').click();
  await page.getByTestId('entreprise-contact-name').fill('Karim Alaoui');
  await page.getByTestId('setup-next').click();
  await expect(page.getByTestId('setup-wizard')).toHaveAttribute('data-step', 'store-creation');
}

async function fillStore(page: Page, title: string) {
  await page.getByTestId('store-intitule').fill(title);
  await page.getByTestId('store-tel').fill('+212522404040');
  await page.getByTestId('store-startTime').fill('08:30');
  await pick(page, 'store-country', 'Maroc');
  await pick(page, 'store-city', 'Casablanca');
}

async function addAccount(page: Page, name: string, email: string, role: string) {
  await page.getByTestId('staff-name').fill(name);
  await page.getByTestId('staff-email').fill(email);
  await page.getByTestId('staff-tel').fill('+212611223344');
  await pick(page, 'staff-role', role);
  await page.getByTestId('staff-code').fill('246810');
  await page.getByTestId('staff-submit').click();
  await expect(page.getByTestId('setup-account').filter({ hasText: email })).toBeVisible();
}

test('a newly registered company completes the wizard and finds its store and cashier at home', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  const id = unique();
  const { company } = await register(page, id);
  const wizard = page.getByTestId('setup-wizard');
  const store = `Boutique ${id}`;
  const cashierEmail = `cashier.${id}@example.ma`;

  // Getting started: previous is disabled on the first step.
  await expect(wizard).toHaveAttribute('data-step', 'getting-started');
  await expect(page.getByTestId('setup-previous')).toBeDisabled();

  // The company step needs a contact name.
  await page.getByTestId('setup-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'entreprise-config');
  await page.getByTestId('entreprise-contact-name').fill('');
  await page.getByTestId('setup-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'entreprise-config');
  await expect(page.locator('.mantine-InputWrapper-root', { has: page.getByTestId('entreprise-contact-name') })).toContainText(
    'Champ obligatoire',
  );
  await page.getByTestId('entreprise-contact-name').fill('Karim Alaoui');
  await page.getByTestId('entreprise-ice').fill('001234567000089');
  await page.getByTestId('setup-next').click();

  // The store.
  await expect(wizard).toHaveAttribute('data-step', 'store-creation');
  await fillStore(page, store);
  await page.getByTestId('setup-next').click();

  // The team: a manager alone is refused, a cashier lets the wizard save.
  await expect(wizard).toHaveAttribute('data-step', 'accounts-creation');
  await addAccount(page, `Nadia ${letters(id)}`, `manager.${id}@example.ma`, 'Gérant');
  await page.getByTestId('setup-next').click();
  await expect(page.getByTestId('setup-cashier-missing')).toBeVisible();
  await expect(wizard).toHaveAttribute('data-step', 'accounts-creation');
  await addAccount(page, `Sara ${letters(id)}`, cashierEmail, 'Caissier');
  await expect(page.getByTestId('setup-cashier-missing')).toHaveCount(0);
  await page.getByTestId('setup-next').click();

  // Final step: everything is saved; Finish replaces Next; a terminal is registered and linked to the new store.
  await expect(wizard).toHaveAttribute('data-step', 'final-step', { timeout: 15_000 });
  await expect(page.getByTestId('setup-final-store')).toHaveText(store);
  await expect(page.getByTestId('setup-next')).toHaveCount(0);
  await expect(page.getByTestId('setup-finish')).toBeVisible();
  await page.getByTestId('setup-register-device').click();
  await page.getByTestId('device-name-input').fill(`Caisse ${id}`);
  await page.getByTestId('device-register-submit').click();
  const card = page.getByTestId('device-card').filter({ hasText: `Caisse ${id}` });
  await expect(card).toBeVisible({ timeout: 12_000 });
  await pick(page, 'device-store-select', store);
  await card.getByTestId('device-link').click();
  await expect(card).toHaveCount(0, { timeout: 12_000 });

  // Finish → home, the company is set up.
  await page.getByTestId('setup-finish').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(wizard).toHaveCount(0);
  await expect(page.getByTestId('company-card')).toContainText(company);
  await expect(page.getByTestId('company-card')).toContainText('Configurée');

  // The store is in the stores list, the cashier in the staff of the company.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.auth') ?? '{}').token as string);
  const headers = { authorization: `Bearer ${token}` };
  const stores = await (await page.request.get('/api/Magasins', { headers })).json();
  expect(stores.map((s: { intitule: string }) => s.intitule)).toEqual([store]);
  const staff = await (await page.request.get('/api/Users', { headers, params: { limit: 50 } })).json();
  const cashier = staff.data.find((u: { email: string }) => u.email === cashierEmail);
  expect(cashier?.role.tag).toBe('caissier');
  expect(cashier?.magasins).toEqual([stores[0].id]);
  const devices = await (await page.request.get(`/api/Magasin/${stores[0].id}/devices`, { headers })).json();
  expect(devices.map((d: { name: string }) => d.name)).toEqual([`Caisse ${id}`]);

  await page.goto('/settings/stores');
  await expect(page.getByTestId('stores-table')).toContainText(store);

  // A set-up company never sees the wizard again.
  await page.reload();
  await expect(page.getByTestId('stores-table')).toBeVisible();
  await expect(wizard).toHaveCount(0);
});

test("without a cashier the wizard shows 'cashier role is missing' and saves nothing", async ({ page }) => {
  const id = unique();
  await register(page, id);
  await toStoreStep(page);
  await fillStore(page, `Boutique ${id}`);
  await page.getByTestId('setup-next').click();
  await expect(page.getByTestId('setup-wizard')).toHaveAttribute('data-step', 'accounts-creation');

  await page.getByTestId('setup-next').click();
  await expect(page.getByTestId('setup-cashier-missing')).toBeVisible();
  await expect(page.getByTestId('setup-cashier-missing')).toContainText('Le rôle caissier est manquant');
  await expect(page.getByTestId('setup-wizard')).toHaveAttribute('data-step', 'accounts-creation');

  // Nothing was saved: the company is still not set up and has no store.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.auth') ?? '{}').token as string);
  const headers = { authorization: `Bearer ${token}` };
  expect((await (await page.request.get('/api/Entreprise', { headers })).json()).entreprise.isSetup).toBe(false);
  expect(await (await page.request.get('/api/Magasins', { headers })).json()).toEqual([]);
});

test("'never show again' keeps the wizard closed for that user; 'later' only for the session", async ({ page }) => {
  const id = unique();
  await register(page, id);
  await page.getByTestId('setup-later').click();
  await expect(page.getByTestId('setup-wizard')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('company-card')).toBeVisible();
  await expect(page.getByTestId('setup-wizard')).toHaveCount(0);

  // The company page offers to resume; there the admin chooses never to see it again.
  await page.goto('/settings/entreprise');
  await page.getByTestId('entreprise-resume-setup').getByRole('button').click();
  await expect(page.getByTestId('setup-wizard')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/api/Profile') && r.request().method() === 'PATCH');
  await page.getByTestId('setup-never-show').check();
  await expect(page.getByTestId('setup-never-show')).toBeChecked();
  expect((await saved).ok()).toBeTruthy();
  await page.getByTestId('setup-later').click();

  // A new session (sessionStorage cleared) keeps it closed: the choice is stored on the user.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(page.getByTestId('company-card')).toBeVisible();
  await expect(page.getByTestId('setup-wizard')).toHaveCount(0);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.auth') ?? '{}').token as string);
  const me = await (await page.request.get('/api/authedAdmin', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(me.hideGettingStarted).toBe(true);
  expect(me.entreprise.isSetup).toBe(false);
});

test('a refused account stops the save with the error shown; the retry keeps one store and creates no duplicate', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  const id = unique();
  await register(page, id);
  await toStoreStep(page);
  const store = `Boutique ${id}`;
  await fillStore(page, store);
  await page.getByTestId('setup-next').click();
  const cashierEmail = `cashier.${id}@example.ma`;
  await addAccount(page, `Sara ${letters(id)}`, cashierEmail, 'Caissier');
  // This e-mail already belongs to someone: the server refuses the account (409).
  await addAccount(page, `Omar ${letters(id)}`, 'vendeuse@demo.comptoir.test', 'Vendeuse');
  await page.getByTestId('setup-next').click();

  const error = page.getByTestId('setup-save-error');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('setup-wizard')).toHaveAttribute('data-step', 'accounts-creation');
  await expect(page.getByTestId('setup-account')).toHaveCount(2);

  // The company and the store were saved before the refused account; the cashier was created.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.auth') ?? '{}').token as string);
  const headers = { authorization: `Bearer ${token}` };
  expect(await (await page.request.get('/api/Magasins', { headers })).json()).toHaveLength(1);

  // Remove the refused account and save again: the store is updated, the cashier not created twice.
  await page.getByTestId('setup-account').filter({ hasText: 'vendeuse@demo.comptoir.test' }).getByTestId('setup-account-remove').click();
  await page.getByTestId('setup-next').click();
  await expect(page.getByTestId('setup-wizard')).toHaveAttribute('data-step', 'final-step', { timeout: 15_000 });

  const stores = await (await page.request.get('/api/Magasins', { headers })).json();
  expect(stores.map((s: { intitule: string }) => s.intitule)).toEqual([store]);
  const staff = await (await page.request.get('/api/Users', { headers, params: { limit: 50 } })).json();
  expect(staff.data.filter((u: { email: string }) => u.email === cashierEmail)).toHaveLength(1);
  expect((await (await page.request.get('/api/Entreprise', { headers })).json()).entreprise.isSetup).toBe(true);
});

// Staff and roles journeys: creating a staff member (rules, then success and sign-in with the access code), blocking
// and activating, granting a functionality to a role and seeing the menu follow, and the admin-only roles screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, signInAs } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Letters only: staff names allow letters and spaces. */
const letters = (s: string) => s.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/web/login', { data: { email, password } });
  return { status: res.status(), token: res.ok() ? ((await res.json()).token as string) : '' };
}

async function adminGet(request: APIRequestContext, path: string) {
  const { token } = await apiToken(request, demoEmail('admin'));
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** Creates a staff member through the API as the demo admin. */
async function createStaff(request: APIRequestContext, input: { name: string; email: string; code: string; role: string }) {
  const { token } = await apiToken(request, demoEmail('admin'));
  const headers = { authorization: `Bearer ${token}` };
  const roles = (await (await request.get('/api/Roles', { headers })).json()) as { id: number; tag: string }[];
  const created = await request.post('/api/Users', {
    headers,
    data: {
      name: input.name,
      email: input.email,
      tel: '0600112233',
      code: input.code,
      roleId: [roles.find((r) => r.tag === input.role)!.id],
    },
  });
  expect(created.ok()).toBeTruthy();
  return { userId: (await created.json()).id as number };
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin creates a staff member: invalid input is refused under the fields, valid input signs in with the code', async ({
  page,
}) => {
  const id = unique();
  const name = `Nora ${letters(id)}`;
  const email = `nora.${id}@staff.comptoir.test`;
  await signInAs(page, 'admin', '/settings/users');
  await page.getByTestId('staff-new').click();
  await expect(page).toHaveURL(/\/settings\/users\/add$/);

  // Invalid: every rule shows under its field and nothing is created.
  await page.getByTestId('staff-name').fill('No');
  await page.getByTestId('staff-email').fill(email.replace('@', ' at '));
  await page.getByTestId('staff-code').fill('123');
  await page.getByTestId('staff-submit').click();
  const form = page.getByTestId('staff-form');
  await expect(form.getByText('Au moins 3 caractères', { exact: true })).toBeVisible();
  await expect(form.getByText('Adresse e-mail invalide')).toBeVisible();
  await expect(form.getByText('Au moins 6 caractères', { exact: true })).toBeVisible();
  await expect(form.getByText('Champ obligatoire')).toHaveCount(2); // phone and role
  await expect(page).toHaveURL(/\/settings\/users\/add$/);
  expect((await adminGet(page.request, `/Users?keyword=${encodeURIComponent(email)}`)).total).toBe(0);

  // Valid: cashier in a store.
  await page.getByTestId('staff-name').fill(name);
  await page.getByTestId('staff-email').fill(email);
  await page.getByTestId('staff-tel').fill('+212 600 11 22 33');
  await page.getByTestId('staff-code').fill('482913');
  await pick(page, 'staff-role', 'Caissier');
  await pick(page, 'staff-stores', 'Atlas Agdal');
  await page.keyboard.press('Escape');
  await page.getByTestId('staff-submit').click();

  await expect(page).toHaveURL(/\/settings\/users$/);
  await page.getByTestId('table-search').fill(letters(id));
  const row = page.getByTestId('table-row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Caissier');
  await expect(row).toContainText('Atlas Agdal');
  await expect(row).toContainText('Actif');

  // The new cashier signs in with e-mail + access code.
  const signIn = await apiToken(page.request, email, '482913');
  expect(signIn.status).toBe(200);
  const me = await page.request.get('/api/authedAdmin', { headers: { authorization: `Bearer ${signIn.token}` } });
  expect((await me.json()).role.tag).toBe('caissier');
});

test('the admin blocks then activates a staff member; a blocked member cannot sign in', async ({ page }) => {
  const id = unique();
  const name = `Sami ${letters(id)}`;
  const email = `sami.${id}@staff.comptoir.test`;
  const { userId } = await createStaff(page.request, { name, email, code: 'sami-code', role: 'vendeuse' });

  await signInAs(page, 'admin', `/settings/users/${userId}`);
  await expect(page.getByTestId('staff-profile-name')).toHaveText(name);
  await page.getByTestId('staff-page-block').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('staff-profile-card').getByTestId('staff-status')).toHaveText('Bloqué');
  expect((await apiToken(page.request, email, 'sami-code')).status).toBe(403);

  // Activate again from the list's row menu.
  await page.goto('/settings/users');
  await page.getByTestId('table-search').fill(letters(id));
  const row = page.getByTestId('table-row').filter({ hasText: email });
  await expect(row).toContainText('Bloqué');
  await row.getByTestId('staff-row-menu').click();
  await page.getByTestId('staff-activate').click();
  await expect(row).toContainText('Actif');
  expect((await apiToken(page.request, email, 'sami-code')).status).toBe(200);
});

test("granting a functionality to a role shows its menu entry to that role's users; revoking hides it", async ({ browser }) => {
  test.slow(); // two windows, several full loads
  const admin = await browser.newPage();
  const cashier = await browser.newPage();
  const usersEntry = cashier.getByTestId('sidebar-nav').getByRole('link', { name: 'Utilisateurs', exact: true });

  await signInAs(cashier, 'caissier', '/');
  await expect(cashier.getByTestId('sidebar-nav')).toBeVisible();
  await expect(usersEntry).toHaveCount(0);

  // Two windows: the one in use is brought to the front (a background page's timers are throttled).
  await admin.bringToFront();
  await signInAs(admin, 'admin', '/settings/config/roles');
  const cell = admin.getByTestId('grant-caissier-gestion_utilisateur');
  await expect(cell).not.toBeChecked();
  await expect(admin.getByTestId('grant-admin-gestion_utilisateur')).toBeDisabled();
  await cell.check();
  await expect(admin.getByText('Utilisateurs accordé à Caissier')).toBeVisible();

  try {
    // The cashier's next load shows the entry, and the screen opens.
    await cashier.bringToFront();
    await cashier.reload();
    await expect(usersEntry).toBeVisible();
    await usersEntry.click();
    await expect(cashier).toHaveURL(/\/settings\/users$/);
    await expect(cashier.getByTestId('staff-table')).toBeVisible();

    await admin.bringToFront();
    await admin.reload();
    await expect(cell).toBeChecked();
    await cell.uncheck();
    await expect(admin.getByText('Utilisateurs retiré à Caissier')).toBeVisible();

    await cashier.bringToFront();
    await cashier.goto('/');
    await expect(cashier.getByTestId('sidebar-nav')).toBeVisible();
    await expect(usersEntry).toHaveCount(0);
    await cashier.goto('/settings/users');
    await expect(cashier).toHaveURL(/\/$/);
  } finally {
    // Leave the demo grants as they were for the other journeys.
    const { token } = await apiToken(admin.request, demoEmail('admin'));
    const grid = await (await admin.request.get('/api/Roles/grants', { headers: { authorization: `Bearer ${token}` } })).json();
    const role = grid.roles.find((r: { tag: string }) => r.tag === 'caissier');
    const func = grid.functionalities.find((f: { tag: string }) => f.tag === 'gestion_utilisateur');
    await admin.request.delete(`/api/Role/${role.id}/Functionality/${func.id}`, { headers: { authorization: `Bearer ${token}` } });
    await admin.context().close();
    await cashier.context().close();
  }
});

test('the admin deletes a staff member after confirming, finds them in the trash and restores them', async ({ page }) => {
  const id = unique();
  const name = `Lina ${letters(id)}`;
  const email = `lina.${id}@staff.comptoir.test`;
  await createStaff(page.request, { name, email, code: 'lina-code', role: 'boulanger' });

  await signInAs(page, 'admin', '/settings/users');
  await page.getByTestId('table-search').fill(letters(id));
  const row = page.getByTestId('table-row').filter({ hasText: email });
  await row.getByTestId('staff-row-menu').click();
  await page.getByTestId('staff-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(name);
  await page.getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);
  expect((await apiToken(page.request, email, 'lina-code')).status).toBe(403);

  await page.getByTestId('staff-tab-trash').click();
  const trashed = page.getByTestId('staff-trash-table').getByTestId('table-row').filter({ hasText: email });
  await trashed.getByTestId('staff-restore').click();
  await expect(trashed).toHaveCount(0);
  expect((await apiToken(page.request, email, 'lina-code')).status).toBe(200);
});

test('the staff page downloads the activity spreadsheet and shows the sign-in QR code', async ({ page }) => {
  const id = unique();
  const { userId } = await createStaff(page.request, {
    name: `Rita ${letters(id)}`,
    email: `rita.${id}@staff.comptoir.test`,
    code: 'rita-code',
    role: 'caissier',
  });
  await signInAs(page, 'admin', `/settings/users/${userId}`);
  await expect(page.getByTestId('staff-chart-activity')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('staff-export').click();
  expect((await download).suggestedFilename()).toMatch(/^form_\d{8}_\d{6}\.xlsx$/);
  await page.getByTestId('staff-qr-show').click();
  await expect(page.getByTestId('staff-qr-image')).toBeVisible();
});

test('a cashier opening the roles screen lands home', async ({ page }) => {
  await signInAs(page, 'caissier', '/settings/config/roles');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('grants-grid')).toHaveCount(0);
});

// Foundation journeys: sign-in, guards, 404, language and direction, theme, sign-out, expired sessions.
import { expect, test } from '@playwright/test';
import { signInAs, signInWithForm } from './fixtures';

test('the demo admin signs in and reaches home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await signInWithForm(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('company-card')).toContainText('Maison Atlas');
  await expect(page.getByTestId('sidebar-nav')).toBeVisible();
  await expect(page).toHaveTitle(/Comptoir/);
});

test('wrong credentials show a clear message and stay on login', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, 'admin', 'wrong-password');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('signing in goes to the forwardTo path with its query', async ({ page }) => {
  await page.goto('/profile?tab=security');
  await expect(page).toHaveURL(/\/login\?forwardTo=/);
  await signInWithForm(page, 'gerant');
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await expect(page.getByTestId('profile-form')).toBeVisible();
});

test('a cashier opening an admin-only route lands home', async ({ page }) => {
  await signInAs(page, 'caissier', '/settings/config/roles');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('company-card')).toBeVisible();
});

test('a courier without the home tags lands on the profile page', async ({ page }) => {
  await signInAs(page, 'delivery_man', '/');
  await expect(page).toHaveURL(/\/profile$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await signInAs(page, 'admin', '/this/does/not/exist');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await page.goto('/errors/404');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});

test('switching to Arabic lays the page out right to left', async ({ page }) => {
  await signInAs(page, 'admin', '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the dark theme applies and is remembered', async ({ page }) => {
  await signInAs(page, 'admin', '/');
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-option-dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('signing out returns to login and the old token is refused', async ({ page }) => {
  await signInAs(page, 'admin', '/');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.auth') ?? '{}').token as string);
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  const res = await page.request.get('/api/authedAdmin', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('a token the server no longer accepts leads to login with the message', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem(
        'comptoir.auth',
        JSON.stringify({ token: 'revoked-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
      );
      sessionStorage.setItem('e2e.seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('auth-notice')).toContainText("Vous n'êtes pas autorisé à voir cette page !");
});

test('a token past its expiry shows the session-expired screen with a login button', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('comptoir.auth', JSON.stringify({ token: 'old', expiresAt: new Date(Date.now() - 60_000).toISOString() }));
  });
  await page.goto('/');
  await expect(page.getByTestId('session-expired-page')).toBeVisible();
  await page.getByTestId('session-expired-page').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/login/);
});

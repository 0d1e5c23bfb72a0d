// Shared patterns (issue 7): the unsaved-changes guard on a real form, and axe (WCAG 2 A/AA) on the administration
// screens in light, dark and semi-dark themes.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useTheme, type AppTheme } from './axe';
import { signInAs } from './fixtures';

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

const SCREENS = [
  '/',
  '/settings/stores',
  '/settings/stores/add',
  '/settings/users',
  '/settings/users/add',
  '/settings/entreprise',
  '/settings/config/configuration',
  '/settings/config/roles',
  '/settings/devices',
  '/profile',
];

for (const theme of ['light', 'dark', 'semi-dark'] as AppTheme[]) {
  test(`axe finds no WCAG 2 A/AA violation on the administration screens in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await signInAs(page, 'admin', '/');
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator('main').waitFor();
      await expect(page.getByTestId('global-progress')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
  });
}

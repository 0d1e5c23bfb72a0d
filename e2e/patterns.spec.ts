// Shared patterns (issue 7): the unsaved-changes guard on a real form, expected 4xx answers not logged as errors.
// The accessibility sweep of every screen is in axe-*.spec.ts.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signInAs, watchConsoleErrors } from './fixtures';
import { onCi } from './timeouts';

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
  test.setTimeout(onCi(60_000));
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

// Company settings journeys: the company form and the §6 settings are saved and found again after a reload.
// Each test restores what it changed on the shared demo company, so the order does not matter.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, signInAs } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

failOnConsoleErrors();

test('the admin changes the contact name and finds it again after reload', async ({ page }) => {
  const contact = `Nadia Tazi ${unique()}`;
  await signInAs(page, 'admin', '/settings/entreprise');
  const field = page.getByTestId('entreprise-contact-name');
  const previous = await field.inputValue();
  await expect(page.getByTestId('entreprise-form')).toContainText('Tout est enregistré');

  // Required: an empty contact name is refused under the field.
  await field.fill('');
  await page.getByTestId('entreprise-submit').click();
  await expect(page.locator('.mantine-InputWrapper-root', { has: field })).toContainText('Champ obligatoire');

  await field.fill(contact);
  await page.getByTestId('entreprise-ice').fill('12A');
  await page.getByTestId('entreprise-submit').click();
  await expect(page.locator('.mantine-InputWrapper-root', { has: page.getByTestId('entreprise-ice') })).toContainText(
    'Chiffres uniquement',
  );
  await page.getByTestId('entreprise-ice').fill('001234567000089');
  await page.getByTestId('entreprise-submit').click();
  await expect(page.getByTestId('entreprise-summary')).toContainText(contact);

  await page.reload();
  await expect(page.getByTestId('entreprise-contact-name')).toHaveValue(contact);
  await expect(page.getByTestId('entreprise-summary')).toContainText(contact);

  await page.getByTestId('entreprise-contact-name').fill(previous);
  await page.getByTestId('entreprise-submit').click();
  await expect(page.getByTestId('entreprise-summary')).toContainText(previous);
});

test('a renamed company shows its new name in the header', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/entreprise');
  const name = page.getByTestId('entreprise-intitule');
  const previous = await name.inputValue();
  const renamed = `Maison Atlas ${unique()}`;
  await name.fill(renamed);
  await page.getByTestId('entreprise-submit').click();
  await expect(page.getByTestId('company-switcher')).toContainText(renamed);
  await name.fill(previous);
  await page.getByTestId('entreprise-submit').click();
  await expect(page.getByTestId('company-switcher')).toContainText(previous);
});

test('the admin turns a sales setting on and finds it on after reload', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/config/configuration');
  const toggle = page.getByTestId('config-switch-two_step_manager_approval');
  const wasOn = await toggle.isChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ checked: !wasOn });
  await expect(page.getByText(wasOn ? /est désactivé/ : /est activé/)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('config-switch-two_step_manager_approval')).toBeChecked({ checked: !wasOn });

  await page.getByTestId('config-switch-two_step_manager_approval').click({ force: true });
  await expect(page.getByTestId('config-switch-two_step_manager_approval')).toBeChecked({ checked: wasOn });
});

test('a config tag is saved and the conversion preview follows amount × source rate ÷ target rate', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/config/configuration');
  await page.getByTestId('config-queue-interval').fill('45');
  await page.getByTestId('config-tags-submit').click();
  await expect(page.getByText('Les paramètres avancés sont enregistrés.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('config-queue-interval')).toHaveValue('45');

  await page.getByTestId('conversion-amount').fill('100');
  await expect(page.getByTestId('conversion-result')).toHaveText(/1\s080,00\sMAD/);
});

test('the admin adds a company-wide slider and question, then deletes them', async ({ page }) => {
  const id = unique();
  await signInAs(page, 'admin', '/settings/entreprise/sliders');
  await page.getByTestId('slider-add').first().click();
  await page.getByTestId('slider-title').fill(`Promo ${id}`);
  await page.getByTestId('slider-save').click();
  const row = page.getByTestId('sliders-table').getByText(`Promo ${id}`);
  await expect(row).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
  await page
    .getByTestId('sliders-table')
    .getByTestId('table-row')
    .filter({ hasText: `Promo ${id}` })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);

  await page.goto('/settings/entreprise/questions');
  await page.getByTestId('question-add').first().click();
  await page.getByTestId('question-text').fill(`Comment nous avez-vous connus ${id} ?`);
  await page.getByTestId('question-save').click();
  await expect(page.getByTestId('questions-table')).toContainText(`Comment nous avez-vous connus ${id} ?`);
});

test('an internal API key is shown once, then only masked', async ({ page }) => {
  const id = unique();
  await signInAs(page, 'admin', '/settings/config/parameters');
  await page.getByTestId('integration-add-internal').first().click();
  await page.getByTestId('integration-name').fill(`Outil ${id}`);
  await page.getByTestId('integration-url').fill('https://outil.example.ma');
  await page.getByTestId('integration-save').click();
  const plain = (await page.getByTestId('api-key-plain').textContent()) ?? '';
  expect(plain.length).toBeGreaterThan(16);
  await page.getByTestId('api-key-done').click();
  const table = page.getByTestId('integrations-table-internal');
  await expect(table).toContainText(`Outil ${id}`);
  await expect(table).toContainText(`••••${plain.slice(-4)}`);
  await expect(table).not.toContainText(plain);
});

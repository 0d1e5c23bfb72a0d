// The small settings (issue 25 point 4): additional info natures, types and paper sizes, instructions and transport
// companies (create, edit, trash, restore one of each), a store's command report, and a store's payment modes reordered
// and shown in that order by the till's payment step.
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors, signInAs } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

/** Create, rename, trash and restore one row of a list whose form opens in a dialog. */
async function walkDialogList(page: Page, kind: string, name: string, fill: (page: Page) => Promise<void> = async () => {}) {
  const names = page.getByTestId(`${kind}-table`).getByTestId(`${kind}-row-name`);
  await page.getByTestId(`${kind}-new`).click();
  await page.getByTestId(`${kind}-name`).fill(name);
  await fill(page);
  await page.getByTestId(`${kind}-submit`).click();
  await expect(page.getByTestId(`${kind}-form`)).toHaveCount(0);
  await expect(names.filter({ hasText: name })).toHaveCount(1);
  // Edit: the row opens its form.
  await names.filter({ hasText: name }).click();
  await page.getByTestId(`${kind}-name`).fill(`${name} 2`);
  await page.getByTestId(`${kind}-submit`).click();
  await expect(names.filter({ hasText: `${name} 2` })).toHaveCount(1);
  await trashAndRestore(page, kind, `${name} 2`);
}

async function trashAndRestore(page: Page, kind: string, name: string) {
  const row = page.getByTestId(`${kind}-table`).locator('tr', { hasText: name });
  await row.getByTestId(`${kind}-delete`).click();
  await page.getByTestId(`${kind}-delete-confirm`).getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`${kind}-table`).getByText(name)).toHaveCount(0);
  await page.getByTestId(`${kind}-tab-trash`).click();
  const trashed = page.getByTestId(`${kind}-trash-table`).locator('tr', { hasText: name });
  await trashed.getByTestId(`${kind}-restore`).click();
  await expect(page.getByText(`« ${name} » est restauré`)).toBeVisible();
  await expect(page.getByTestId(`${kind}-trash-table`).getByText(name)).toHaveCount(0);
  await page.getByTestId(`${kind}-tab-live`).click();
  await expect(page.getByTestId(`${kind}-table`).getByText(name)).toBeVisible();
}

test('an admin walks the small settings: additional info, instructions, transport companies, the command report', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  await signInAs(page, 'admin', '/settings/additional-info/nature');
  await walkDialogList(page, 'nature', 'Allergies');
  await page.getByTestId('additional-info-tab-type').click();
  await expect(page).toHaveURL(/\/settings\/additional-info\/type$/);
  await walkDialogList(page, 'type', 'Gluten', async (p) => {
    await p.getByTestId('type-nature').click();
    await p.getByRole('option', { name: 'Allergies 2' }).click();
  });
  await page.getByTestId('additional-info-tab-paper').click();
  await walkDialogList(page, 'paper', 'Ticket 58', async (p) => {
    await p.getByTestId('paper-width').fill('58');
  });

  await page.goto('/settings/instructions');
  await page.getByTestId('instruction-new').click();
  await expect(page).toHaveURL(/\/settings\/instructions\/new$/);
  await page.getByTestId('instruction-name').fill('Sans oignons');
  await page.getByTestId('instruction-description').fill('Retirer les oignons de la garniture');
  await page.getByTestId('instruction-submit').click();
  await expect(page).toHaveURL(/\/settings\/instructions$/);
  const instruction = page.getByTestId('instruction-table').getByTestId('instruction-row-name');
  await instruction.filter({ hasText: 'Sans oignons' }).click();
  await expect(page).toHaveURL(/\/settings\/instructions\/\d+$/);
  await page.getByTestId('instruction-name').fill('Sans oignon ni ail');
  await page.getByTestId('instruction-submit').click();
  await expect(instruction.filter({ hasText: 'Sans oignon ni ail' })).toHaveCount(1);
  await trashAndRestore(page, 'instruction', 'Sans oignon ni ail');

  await page.goto('/settings/transport-company');
  await walkDialogList(page, 'transport', 'Sahara Colis', async (p) => {
    await p.getByTestId('transport-tel').fill('+212 522 99 88 77');
  });

  // The command report of Atlas Maârif: without the cashier's name, on the 58 mm paper.
  await page.goto('/settings/payment-methods');
  await page.getByRole('link', { name: 'Rapport de commande du magasin' }).click();
  await expect(page).toHaveURL(/\/settings\/command\/\d+\/report$/);
  await expect(page.getByTestId('ticket-preview')).toContainText('Caissier');
  await page.getByTestId('report-field-cashier').click();
  await expect(page.getByTestId('ticket-preview')).not.toContainText('Caissier');
  await page.getByTestId('report-paper').click();
  await page.getByRole('option', { name: 'Ticket 58 2' }).click();
  await page.getByTestId('report-submit').click();
  await expect(page.getByText('Rapport de commande enregistré')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('report-field-cashier')).not.toBeChecked();
  await expect(page.getByTestId('report-field-payments')).toBeChecked();
  await expect(page.getByTestId('report-paper')).toHaveValue('Ticket 58 2');
});

test("a store's payment modes, reordered, are the order of its till's payment step", async ({ page, browser }) => {
  test.setTimeout(onCi(120_000));
  await signInAs(page, 'admin', '/settings/payment-methods');
  await page.getByTestId('payment-methods-store').click();
  await page.getByRole('option', { name: 'Atlas Maârif' }).click();
  const names = page.getByTestId('payment-methods-table').getByTestId('payment-method-name');
  await expect(names.first()).toHaveText('Espèces');
  // The bank transfer is refused here; the card moves first (keyboard drag: Space, arrows, Space).
  await page.getByTestId('payment-method-accept-bank_transfer').click({ force: true });
  await expect(page.getByText('Moyens de paiement enregistrés')).toBeVisible();
  const cardAt = (await names.allTextContents()).indexOf('Carte (TPE)');
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.getByTestId('payment-methods-table').getByTestId('row-drag-handle').nth(cardAt).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(new RegExp(`\\b${cardAt + 1}\\.$`));
  for (let to = cardAt; to >= 1; to--) {
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText(`Ligne déplacée en position ${to}.`);
  }
  await page.keyboard.press('Space');
  await expect(names.first()).toHaveText('Carte (TPE)');
  await page.reload();
  await expect(names.first()).toHaveText('Carte (TPE)');
  await expect(names.nth(1)).toHaveText('Espèces');

  // The cashier of Atlas Maârif: the payment step offers the card first, then cash, and no bank transfer.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const till = await context.newPage();
  await signInAs(till, 'caissier', '/caisse');
  await till.locator('[data-testid^="register-"]', { hasText: 'Terrasse' }).getByTestId('register-open').click();
  await till.getByRole('button', { name: 'Un de plus : 200,00 MAD' }).click();
  await till.getByTestId('open-session-submit').click();
  await expect(till).toHaveURL(/\/caisses\/\d+$/);
  await till.goto('/pos/command');
  await expect(till.getByTestId('pos-grid')).toBeVisible();
  await till.locator('input[data-testid=pos-search]').focus();
  await till.keyboard.type('6111234000101', { delay: 5 });
  await till.keyboard.press('Enter');
  await expect(till.getByTestId('pos-line')).toHaveCount(1);
  await till.keyboard.press('F9');
  const modes = till.locator('[data-testid^="pos-mode-"]');
  await expect(modes.first()).toHaveAttribute('data-testid', 'pos-mode-pos_machine');
  await expect(modes.nth(1)).toHaveAttribute('data-testid', 'pos-mode-cash');
  await expect(till.getByTestId('pos-mode-bank_transfer')).toHaveCount(0);
  await context.close();
});

// Cash journey: a cashier opens the terrace register with a counted fund, records a withdrawal and a fee, and closes it
// counting blind (the company's blind count, on for cashiers): no expected amount until the count is in. The
// difference beyond the company's threshold needs a remark and a manager's code on the same screen; then the
// expected amounts appear, and the Z report prints with its figures.
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';
import { onCi } from './timeouts';

test('a cashier runs a session from opening to a blind, approved closing and prints the Z report', async ({ page }) => {
  // A long journey on a shared machine.
  test.setTimeout(onCi(90_000));
  await signInAs(page, 'caissier', '/caisse');
  const terrace = page.locator('[data-testid^="register-"]', { hasText: 'Terrasse' });
  await terrace.getByTestId('register-open').click();
  const more = (label: string) => page.getByRole('button', { name: `Un de plus : ${label}` });
  await more('200,00 MAD').click();
  await more('200,00 MAD').click();
  for (let i = 0; i < 5; i++) await more('10,00 MAD').click();
  await expect(page.getByTestId('billet-total')).toHaveText(/450,00\sMAD/);
  await page.getByTestId('open-session-submit').click();
  await expect(page).toHaveURL(/\/caisses\/\d+$/);
  // Blind: the session shows no expected amount to the cashier.
  await expect(page.getByTestId('session-blind')).toBeVisible();
  await expect(page.getByTestId('session-modes')).toHaveCount(0);

  // A withdrawal to the safe (below the 500 MAD threshold: no approval), then a packaging fee.
  await page.getByTestId('add-operation').click();
  await page.getByTestId('operation-amount').fill('100');
  await page.getByTestId('operation-reason').fill('Versement au coffre');
  await page.getByTestId('operation-submit').click();
  await expect(page.getByTestId('operation-submit')).toBeHidden();
  await page.getByTestId('add-operation').click();
  await page.getByTestId('operation-type').click();
  await page.getByRole('option', { name: 'Frais', exact: true }).click();
  await page.getByTestId('operation-subtype').click();
  await page.getByRole('option', { name: 'Emballage' }).click();
  await page.getByTestId('operation-amount').fill('30');
  await page.getByTestId('operation-submit').click();
  await expect(page.getByTestId('operation-submit')).toBeHidden();

  // Closing: 250 counted, blind (320 expected). The difference is beyond the 20 MAD threshold: a remark and the
  // manager's code are asked on the same screen, and still no amount is shown.
  await page.getByTestId('close-session').click();
  await expect(page.getByTestId('close-blind')).toBeVisible();
  await more('200,00 MAD').click();
  await more('50,00 MAD').click();
  const form = page.getByTestId('close-form');
  await expect(page.getByTestId('close-summary')).toContainText('250,00');
  await page.getByTestId('close-submit').click();
  await expect(page.getByTestId('approval-reason')).toHaveText("L'écart de caisse dépasse le seuil fixé par l'entreprise.");
  await expect(page.getByTestId('approval-step')).toContainText('gérant');
  await expect(form).toContainText('Une remarque est obligatoire');
  await expect(form).not.toContainText('320,00');
  await page.getByTestId('close-note').fill('Erreur de rendu de monnaie');
  await page.getByTestId('approval-code').fill('200002');
  await page.getByTestId('close-submit').click();
  await expect(page.getByTestId('approval-step')).toContainText('Code refusé');
  await expect(page.getByTestId('approval-reason')).toHaveText("L'écart de caisse dépasse le seuil fixé par l'entreprise.");
  await page.getByTestId('approval-code').fill('300003');
  await page.getByTestId('close-submit').click();
  // The count is in: the expected amount and the difference appear.
  const outcome = page.getByTestId('close-result-modes');
  await expect(outcome).toContainText('320,00');
  await expect(outcome).toContainText('-70,00');
  await page.getByTestId('close-finish').click();
  await expect(page.getByTestId('session-approval')).toContainText('Salma El Idrissi');
  await expect(page.getByTestId('session-modes')).toContainText('-70,00');

  // The Z report is what the printed page shows.
  await page.emulateMedia({ media: 'print' });
  const report = page.getByTestId('z-report');
  await expect(report).toBeVisible();
  await expect(report).toContainText('Rapport Z');
  await expect(report).toContainText('Caisse 2 — Terrasse');
  await expect(report.getByTestId('z-sales')).toContainText('Nombre de tickets');
  await expect(report).toContainText('Retrait');
  await expect(report).toContainText('Emballage');
  await expect(report).toContainText('Approuvé par Salma El Idrissi');
  await expect(report.getByTestId('z-difference')).toContainText('-70,00');
  await expect(report.getByTestId('z-note')).toContainText('Erreur de rendu de monnaie');
});

// Notifications and the live channel (issue 25): the manager's browser, on a register's screen, sees the register
// closed and the notification of its difference the moment the cashier (another browser context, its own session)
// closes it — no reload, no polling — then opens it from the bell; then the admin sets what the managers' role
// receives on /settings/notifications.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

test('the manager sees a register closed with a difference, live, and opens its notification', async ({ page, browser }) => {
  test.setTimeout(onCi(60_000));
  // The cashier works in a context of their own (another browser, another session).
  const till = await browser.newContext();
  const cashierPage = await till.newPage();
  const cashier = await tokenOf(cashierPage, 'caissier');
  const stores = (await (await cashierPage.request.get('/api/Magasins', { headers: cashier.auth })).json()) as { id: number }[];
  const registers = (await (await cashierPage.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: cashier.auth })).json()) as {
    id: number;
    session: { state: string } | null;
  }[];
  const free = registers.find((r) => r.session?.state !== 'opened');
  expect(free, 'a register without an open session').toBeTruthy();
  const opened = await cashierPage.request.post('/api/Caisse/open', {
    headers: cashier.auth,
    data: { registerId: free!.id, openingFund: 100 },
  });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const caisseId = ((await opened.json()) as { id: number }).id;

  // The manager watches the register's screen; the bell arrives once the page is usable, with its unread count.
  await signInAs(page, 'gerant', `/caisses/${caisseId}`);
  await expect(page.getByText('Ouverte', { exact: true })).toBeVisible();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', /\d+/);
  const before = Number(await bell.getAttribute('data-unread'));
  await expect(page.getByTestId('live-disconnected')).toHaveCount(0);

  // The cashier closes it 10 MAD short (below the company's threshold: no remark, no approval).
  const closed = await cashierPage.request.post(`/api/Caisse/${caisseId}/close`, {
    headers: cashier.auth,
    data: { counted: [{ modePayment: 'cash', amount: 90 }] },
  });
  expect(closed.ok(), await closed.text()).toBeTruthy();
  await till.close();

  // Live: the register's screen and the bell change without a reload.
  await expect(page.getByText('Fermée', { exact: true })).toBeVisible({ timeout: 5000 });
  await expect(bell).toHaveAttribute('data-unread', String(before + 1), { timeout: 5000 });

  // The bell's list: the closing first, with its difference; opening it marks it viewed and leads to the register.
  await bell.click();
  const first = page.getByTestId('notification-list').getByTestId('notification-item').first();
  await expect(first).toContainText('Caisse fermée');
  await expect(first.getByTestId('notification-amount')).toContainText('-10,00');
  await expect(first).toHaveAttribute('data-viewed', 'false');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/caisses/${caisseId}$`));
  await expect(bell).toHaveAttribute('data-unread', String(before));

  // The notifications page lists it, filtered by type.
  await page.goto('/notifications');
  await page.getByTestId('filter-type').click();
  await page.getByRole('option', { name: 'Caisse fermée' }).click();
  const rows = page.getByTestId('notifications-page-list').getByTestId('notification-item');
  await expect(rows.first()).toContainText('Caisse fermée');
  await expect(rows.filter({ hasText: 'Caisse ouverte' })).toHaveCount(0);
});

test('the admin chooses what the managers’ role receives, and a member follows it', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/notifications');
  await page.getByTestId('settings-role').click();
  await page.getByRole('option', { name: 'Gérant' }).click();
  // (A run cut short may have left a choice: back to none first.)
  await expect(page.getByTestId('role-choice-state')).toBeVisible();
  if (await page.getByTestId('role-reset').isVisible()) await page.getByTestId('role-reset').click();
  await expect(page.getByTestId('role-choice-state')).toContainText('Aucun choix');
  const types = page.getByTestId('role-types');
  await types.getByLabel('Caisse ouverte').uncheck();
  await types.getByLabel('Nouvelle commande').uncheck();
  await page.getByTestId('role-save').click();
  await expect(page.getByTestId('role-choice-state')).toContainText('cochés');
  await expect(page.getByTestId('role-choices')).toContainText('Caisse fermée');
  await expect(page.getByTestId('role-choices')).not.toContainText('Caisse ouverte');

  // The manager has no choice of their own: they follow it.
  await page.getByTestId('settings-tab-members').click();
  await page.getByTestId('settings-member').click();
  await page
    .getByRole('option', { name: /Gérant/ })
    .first()
    .click();
  await expect(page.getByTestId('receives-everything')).toContainText('Caisse fermée');
  await expect(page.getByTestId('receives-everything')).not.toContainText('Caisse ouverte');

  // Back to every type for the role.
  await page.getByTestId('settings-tab-roles').click();
  await page.getByTestId('settings-role').click();
  await page.getByRole('option', { name: 'Gérant' }).click();
  await page.getByTestId('role-reset').click();
  await expect(page.getByTestId('role-choice-state')).toContainText('Aucun choix');
});

// Notifications and the live channel (issue 25): the manager's browser, on a register's screen, sees the register
// closed and the notification of its difference the moment the cashier (through the API, another session) closes it —
// no reload, no polling — then opens it from the bell.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, signInAs, tokenOf } from './fixtures';

failOnConsoleErrors();

test('the manager sees a register closed with a difference, live, and opens its notification', async ({ page }) => {
  test.setTimeout(60_000);
  const cashier = await tokenOf(page, 'caissier');
  const stores = (await (await page.request.get('/api/Magasins', { headers: cashier.auth })).json()) as { id: number }[];
  const registers = (await (await page.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: cashier.auth })).json()) as {
    id: number;
    session: { state: string } | null;
  }[];
  const free = registers.find((r) => r.session?.state !== 'opened');
  expect(free, 'a register without an open session').toBeTruthy();
  const opened = await page.request.post('/api/Caisse/open', { headers: cashier.auth, data: { registerId: free!.id, openingFund: 100 } });
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
  const closed = await page.request.post(`/api/Caisse/${caisseId}/close`, {
    headers: cashier.auth,
    data: { counted: [{ modePayment: 'cash', amount: 90 }] },
  });
  expect(closed.ok(), await closed.text()).toBeTruthy();

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

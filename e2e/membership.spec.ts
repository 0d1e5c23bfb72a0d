// Client memberships (issue 32): at the till, a client buys a croissant and subscribes to a plan of 4 sessions in one
// ticket and one payment (the plan's line at its price; the subscription starts on payment), then one session is rung
// up from the subscription (the server sells it at 0), the sale is paid, and the till shows 3 sessions left. Then the
// ticket that sold the plan comes back at the till: its plan line says that refunding it ends the subscription, a
// session was used so a manager's code is asked, and the subscription has ended (the till offers none).
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ticketQrValue } from '../packages/shared/src/ticket-ref';
import { failOnConsoleErrors, signInAs, tokenOf, type Auth } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

async function openRegister(page: import('@playwright/test').Page, auth: Auth) {
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  type Register = { id: number; session: { id: number; state: string } | null };
  const registers = (await (await page.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: auth })).json()) as Register[];
  const register = registers.find((r) => r.session?.state === 'opened');
  if (register) return { registerId: register.id, storeId: stores[0].id };
  const opened = await page.request.post('/api/Caisse/open', { headers: auth, data: { registerId: registers[0].id, openingFund: 100 } });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  return { registerId: registers[0].id, storeId: stores[0].id };
}

test('a client buys a croissant and a 4-session plan in one ticket at the till, then uses one session', async ({ page }) => {
  test.setTimeout(onCi(120_000));
  const n = randomUUID().slice(0, 6);
  const { auth: admin } = await tokenOf(page, 'admin');
  const { auth } = await tokenOf(page, 'caissier');
  const { registerId, storeId } = await openRegister(page, auth);
  // The plan: 4 kids' workshops a month (a service of the demo catalogue).
  const found = (await (
    await page.request.get('/api/product/search', {
      headers: admin,
      params: { keyword: 'Atelier pâtisserie', magasinId: storeId, currencyTag: 'MAD', limit: 5 },
    })
  ).json()) as { id: number; label: string }[];
  const workshop = found.find((p) => p.label.startsWith('Atelier pâtisserie'))!;
  const plan = await page.request.post('/api/MembershipPlan', {
    headers: admin,
    data: {
      intitule: `Forfait 4 ateliers ${n}`,
      kind: 'package',
      price: 800,
      period: 'monthly',
      usesPerPeriod: 4,
      priceIds: [workshop.id],
    },
  });
  expect(plan.ok(), await plan.text()).toBeTruthy();
  const planId = (await plan.json()).id as number;
  const clientName = `Lina Abonnée${n}`;
  const client = await page.request.post('/api/Client/', { headers: auth, data: { name: clientName, type: 'client' } });
  expect(client.ok()).toBeTruthy();
  const clientId = (await client.json()).client.id as number;

  await signInAs(page, 'caissier', `/pos/command?register=${registerId}`);
  await expect(page.getByTestId('pos-grid')).toBeVisible();
  const attach = async () => {
    await page.getByTestId('pos-client-add').click();
    await page.getByTestId('pos-client-search').fill(clientName);
    await page.getByTestId('pos-client-result').filter({ hasText: clientName }).click();
    await expect(page.getByTestId('pos-client')).toContainText(clientName);
  };
  await attach();

  // A croissant and the plan on one ticket, paid at once: 4.50 + 800.00.
  await page.locator('input[data-testid=pos-search]').fill('Croissant au beurre');
  await page.locator('[data-testid^="pos-tile-"]', { hasText: 'Croissant au beurre' }).first().click();
  await page.getByTestId('pos-memberships').click();
  const dialog = page.getByTestId('till-memberships');
  await dialog.getByTestId(`till-subscribe-${planId}`).click();
  await expect(dialog.getByTestId(`till-subscribe-${planId}`)).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pos-line')).toHaveCount(2);
  await expect(page.getByTestId('pos-total')).toHaveText(/804,50\sMAD/);
  await page.getByTestId('pos-pay').click();
  // A plan is paid in full in its ticket: the exact amount in cash.
  await page.getByTestId('pos-quick-cash').filter({ hasText: '804,50' }).click();
  await page.getByTestId('pos-pay-confirm').click();
  await page.getByTestId('ticket-close').click();
  await expect(page.getByTestId('pos-ticket-empty')).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/Subscriptions/ByClient/${clientId}`, { headers: auth })).json()) as { etat: string }[])[0]
          ?.etat,
    )
    .toBe('active');

  // The subscription, open at the till: 4 sessions.
  await attach();
  await page.getByTestId('pos-memberships').click();
  await expect(dialog.getByTestId('till-membership-left')).toHaveText('4 séances restantes sur 4');
  // One session rung up from the subscription: at 0 on the ticket, 3 left.
  await dialog.getByTestId(`till-membership-use-${workshop.id}`).click();
  await expect(dialog.getByTestId('till-membership-left')).toHaveText('3 séances restantes sur 4');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  await expect(page.getByTestId('pos-total')).toHaveText(/0,00\sMAD/);
  await page.getByTestId('pos-pay').click();
  await page.getByTestId('pos-pay-confirm').click();
  await page.getByTestId('ticket-close').click();
  await expect(page.getByTestId('pos-ticket-empty')).toBeVisible();

  // The server counted the use: the till shows 3 sessions left for the client.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/Subscriptions/ByClient/${clientId}`, { headers: auth })).json()) as { used: number }[])[0]
          ?.used,
    )
    .toBe(1);
  await attach();
  await page.getByTestId('pos-memberships').click();
  await expect(page.getByTestId('till-memberships').getByTestId('till-membership-left')).toHaveText('3 séances restantes sur 4');

  await page.keyboard.press('Escape');

  // The ticket of the plan refunded at the till: the plan's line, marked, comes back with a manager's code.
  const orders = (await (await page.request.get('/api/getCommandsBy', { headers: auth, params: { clientId } })).json()).data as {
    id: number;
    uuid: string;
    ticketNumber: number;
    total: number;
  }[];
  const sold = orders.find((o) => o.total === 804.5)!;
  await page.getByTestId('pos-refund').click();
  await page.getByTestId('refund-number').fill('');
  await page.getByTestId('refund-number').focus();
  await page.keyboard.type(ticketQrValue({ orderId: sold.id, ticketNumber: sold.ticketNumber, uuid: sold.uuid }), { delay: 2 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refund-line')).toHaveCount(2);
  const planLine = page.getByTestId('refund-line').filter({ hasText: `Forfait 4 ateliers ${n}` });
  await expect(planLine.getByTestId('refund-subscription-line')).toHaveText('Abonnement : le rembourser y met fin');
  await expect(page.getByTestId('refund-subscription-line')).toHaveCount(1);
  await planLine.getByTestId('refund-quantity').fill('1');
  await expect(page.getByTestId('refund-amount')).toContainText('800,00');
  await page.getByTestId('refund-confirm').click();
  // The demo has refunds approved by a manager (a session was used: one would be asked anyway).
  await expect(page.getByTestId('approval-step')).toBeVisible();
  await page.getByTestId('approval-code').fill('300003');
  await page.getByTestId('refund-confirm').click();
  await expect(page.getByTestId('refund-confirm')).toBeHidden();
  const mine = await page.request.get('/api/Subscriptions', { headers: admin, params: { clientId } });
  expect(((await mine.json()).data as { etat: string }[]).map((m) => m.etat)).toEqual(['refunded']);
  // The client is still on the till's ticket: the plan is offered again, no session of the ended subscription.
  await expect(page.getByTestId('pos-client')).toContainText(clientName);
  await page.getByTestId('pos-memberships').click();
  await expect(page.getByTestId('till-memberships').getByTestId(`till-subscribe-${planId}`)).toBeEnabled();
  await expect(page.getByTestId('till-memberships').getByTestId('till-membership-left')).toHaveCount(0);
});

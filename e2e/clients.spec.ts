// Clients journeys: the list of the demo's 300 clients, creating a client, finding them by phone whatever the
// spacing, editing, the public card data reachable signed out; promo codes generated in bulk and exported; a gift card
// issued and its balance looked up.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, failOnConsoleErrors, signInAs } from './fixtures';
import { onCi } from './timeouts';

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/web/login', { data: { email: demoEmail('admin'), password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await res.json()).token as string}` };
}

failOnConsoleErrors();

test('creates a client, finds them by phone, edits them; their card opens signed out', async ({ page, request, browser }) => {
  // A long journey on a shared machine.
  test.setTimeout(onCi(90_000));
  await signInAs(page, 'admin', '/loyalty/clients');
  await expect(page.getByTestId('clients-table')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('client-row-name').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('clients-list.png') });
  await page.getByTestId('clients-new').click();
  await page.getByTestId('client-name').fill('Rania Bensouda');
  await page.getByTestId('client-tel').fill('06 98 76 54 32');
  await page.getByTestId('client-email').fill('rania@example.ma');
  await page.getByTestId('client-card').fill('E2E-CARD-1');
  await page.getByTestId('client-submit').click();
  await expect(page).toHaveURL(/\/loyalty\/clients$/);
  // The same number typed another way finds her.
  await page.getByPlaceholder(/téléphone/i).fill('+212698765432');
  await expect(page.getByTestId('client-row-name')).toHaveText(['Rania Bensouda']);
  await page.getByTestId('client-row-name').click();
  // The profile: the card's QR, no points yet, the card given at creation.
  await expect(page.getByTestId('client-qr')).toBeVisible();
  await expect(page.getByText('E2E-CARD-1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('client-profile.png') });
  await page.getByTestId('client-edit-link').click();
  await expect(page.getByTestId('client-form')).toBeVisible();
  await page.getByTestId('client-city').fill('Salé');
  await page.getByTestId('client-submit').click();
  await expect(page).toHaveURL(/\/loyalty\/clients$/);

  const headers = await adminHeaders(request);
  const list = await (await request.get('/api/Client/?keyword=0698765432', { headers })).json();
  expect(list.clients[0]).toMatchObject({ city: 'Salé', cards: ['E2E-CARD-1'] });
  const profile = await (await request.get(`/api/Client/${list.clients[0].id}`, { headers })).json();
  const me = await (await request.get('/api/authedAdmin', { headers })).json();
  const entrepriseId = me.entreprise.id as number;
  const card = await request.get(`/api/gateway/CardLoyalty/${profile.cardHash}/${entrepriseId}`);
  expect(card.ok()).toBeTruthy();
  expect(await card.json()).toMatchObject({ name: 'Rania Bensouda', points: 0, reference: 'E2E-CARD-1' });
  // The public page, in a browser that never signed in.
  const guest = await browser.newContext();
  const publicPage = await guest.newPage();
  await publicPage.goto(`/CardLoyalty/${profile.cardHash}/${entrepriseId}`);
  await expect(publicPage.getByTestId('public-card-name')).toHaveText('Rania Bensouda');
  await expect(publicPage.getByTestId('public-card-points')).toHaveText('0');
  await expect(publicPage.getByText('rania@example.ma')).toHaveCount(0);
  await publicPage.screenshot({ path: test.info().outputPath('public-card.png') });
  await publicPage.goto(`/CardLoyalty/${'x'.repeat(32)}/${entrepriseId}`);
  await expect(publicPage.getByTestId('public-card-missing')).toBeVisible();
  await guest.close();
});

test('generates 20 promo codes and exports them; issues a gift card and reads its balance', async ({ request }) => {
  const headers = await adminHeaders(request);
  const types = (await (await request.get('/api/Remise/getAll', { headers })).json()).typeRemiseResponse as { id: number; tag: string }[];
  const bulk = await request.post('/api/Remise/bulkDiscountInsertion', {
    headers,
    data: { number: 20, typeRemiseId: types.find((x) => x.tag === 'percentage')!.id, valeur: 10, prefix: 'E2E' },
  });
  expect(bulk.ok()).toBeTruthy();
  const { batch, codes } = await bulk.json();
  expect(codes).toHaveLength(20);
  const file = await request.get(`/api/Remise/export?batch=${batch}`, { headers });
  expect(file.headers()['content-type']).toContain('spreadsheetml');
  const gc = await request.post('/api/gateway/PointOfSell/GiftCard', { headers, data: { amount: 250 } });
  const code = (await gc.json()).code as string;
  const detail = await (await request.get(`/api/gateway/PointOfSell/GiftCard/${code}`, { headers })).json();
  expect(detail.giftCard).toMatchObject({ amount: 250, balance: 250, status: 'active' });
});

test('adds a client to the queue, calls them in and serves them', async ({ page }) => {
  await signInAs(page, 'admin', '/loyalty/clients/queue');
  await expect(page.getByText('Personne n’attend')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('queue-client').fill('Abdellah');
  await page.getByRole('option').first().click();
  await page.getByTestId('queue-add').click();
  await expect(page.getByTestId('queue-row')).toHaveCount(1);
  await page.getByTestId('queue-to-arrived').click();
  await expect(page.getByTestId('queue-row')).toContainText('Sur place');
  await page.screenshot({ path: test.info().outputPath('clients-queue.png') });
  await page.getByTestId('queue-to-served').click();
  await expect(page.getByTestId('queue-row')).toHaveCount(0);
  await page.getByTestId('queue-all').click();
  await expect(page.getByTestId('queue-row')).toContainText('Servi');
});

test('creates a loyalty card and gives it to a client', async ({ page, request }) => {
  await signInAs(page, 'admin', '/loyalty/clients/cards');
  await expect(page.getByTestId('cards-table')).toBeVisible();
  await page.getByTestId('cards-new').click();
  // A reference of its own per attempt: a retry finds the first attempt's card already there.
  const reference = `E2E-GIFT-7${test.info().retry}`;
  await page.getByTestId('card-reference').fill(reference.toLowerCase());
  await page.getByTestId('card-create').click();
  await page.getByPlaceholder(/carte ou nom/i).fill(reference);
  await expect(page.getByTestId('card-link')).toHaveCount(1);
  await expect(page.getByTestId('cards-table')).toContainText(reference);
  await page.getByTestId('card-link').click();
  await page.getByTestId('card-client').fill('Abdellah Ala');
  await page.getByRole('option').first().click();
  await page.getByTestId('card-link-save').click();
  await expect(page.getByTestId('cards-table')).toContainText('Abdellah Alaoui');
  const headers = await adminHeaders(request);
  const found = await (await request.get(`/api/Client/?keyword=${reference}`, { headers })).json();
  expect(found.clients.map((c: { name: string }) => c.name)).toEqual(['Abdellah Alaoui']);
});

test('generates 20 promo codes from /discounts and downloads them', async ({ page }) => {
  await signInAs(page, 'admin', '/discounts');
  await expect(page.getByTestId('discounts-table')).toContainText('Pourcentage', { timeout: 20_000 });
  await page.getByTestId('discounts-bulk').click();
  await page.getByTestId('bulk-number').fill('20');
  await page.getByTestId('bulk-prefix').fill('salon');
  await page.getByTestId('discount-value').fill('15');
  const download = page.waitForEvent('download');
  await page.getByTestId('bulk-submit').click();
  expect((await download).suggestedFilename()).toMatch(/^form_.*\.xlsx$/);
  await page.getByPlaceholder(/commentaire/i).fill('SALON-');
  await expect(page.getByTestId('discounts-table')).toContainText(/SALON-[A-HJ-NP-Z2-9]{8}/);
  await expect(page.getByTestId('discounts-table')).toContainText('15 %');
  await page.screenshot({ path: test.info().outputPath('discounts.png') });
});

test('issues a gift card from /gift-cards and sees its balance', async ({ page }) => {
  await signInAs(page, 'admin', '/gift-cards');
  await expect(page.getByTestId('gift-cards-table')).toContainText('GC-ATLAS001', { timeout: 20_000 });
  await page.getByTestId('gift-cards-new').click();
  await page.getByTestId('gift-card-amount').fill('350');
  await page.getByTestId('gift-card-code').fill('kdo-e2e');
  await page.getByTestId('gift-card-submit').click();
  await expect(page.getByTestId('gift-card-balance')).toContainText('350');
  await page.screenshot({ path: test.info().outputPath('gift-card.png') });
});

test("the client's own views: their card and their points, found by the account's e-mail", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  // No client carries the account yet (a retry removes the one its first attempt made).
  const earlier = (await (await request.get(`/api/Client/?keyword=E2E-MINE-1`, { headers })).json()) as { clients: { id: number }[] };
  for (const c of earlier.clients) expect((await request.delete(`/api/Client/${c.id}`, { headers })).ok()).toBeTruthy();
  await signInAs(page, 'admin', '/loyalty/client-personal-card');
  await expect(page.getByTestId('my-card-missing')).toBeVisible();
  const saved = await request.post('/api/Client/', {
    headers,
    data: { name: 'Karim Benjelloun', email: demoEmail('admin').toUpperCase(), cardReference: 'E2E-MINE-1' },
  });
  expect(saved.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('my-card-name')).toHaveText('Karim Benjelloun');
  await expect(page.getByTestId('my-card-reference')).toHaveText('E2E-MINE-1');
  await expect(page.getByTestId('my-card-public')).toHaveAttribute('href', /\/CardLoyalty\/[^/]+\/\d+$/);
  await page.screenshot({ path: test.info().outputPath('my-card.png') });
  await page.goto('/loyalty/loyalty-points');
  await expect(page.getByTestId('my-points-balance')).toHaveText('0');
  await expect(page.getByTestId('my-points')).toBeVisible();
});

test("a client's orders show on their profile and open the order", async ({ page, request }) => {
  test.setTimeout(onCi(90_000));
  const headers = await adminHeaders(request);
  const created = await request.post('/api/Client/', { headers, data: { name: 'Yasmine Alaoui' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const client = (await created.json()) as { client: { id: number } };
  const stores = (await (await request.get('/api/Magasins', { headers })).json()) as { id: number }[];
  const registers = (await (await request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers })).json()) as {
    intitule: string;
    session: { id: number } | null;
  }[];
  const open = registers.find((r) => r.session !== null)!;
  const found = (await (
    await request.get('/api/product/search', {
      headers,
      params: { keyword: 'Croissant au beurre', magasinId: stores[0].id, currencyTag: 'MAD', limit: 5 },
    })
  ).json()) as { id: number; label: string; price: number }[];
  const croissant = found.find((p) => p.label === 'Croissant au beurre')!;
  const sold: number[] = [];
  for (const quantity of [2, 5]) {
    const made = await request.post('/api/InsertCommand', {
      headers,
      data: {
        uuid: randomUUID(),
        caisseId: open.session!.id,
        clientId: client.client.id,
        lines: [{ priceId: croissant.id, quantity, unitPrice: croissant.price }],
        payments: [],
      },
    });
    expect(made.ok(), await made.text()).toBeTruthy();
    sold.push(((await made.json()) as { ticketNumber: number }).ticketNumber);
  }

  await signInAs(page, 'admin', `/loyalty/clients/${client.client.id}`);
  const orders = page.getByTestId('client-orders');
  // Newest first, only this client's two orders.
  await expect(orders.locator('tbody tr')).toHaveCount(2);
  await expect(orders.locator('tbody tr').first()).toContainText(String(sold[1]));
  const total = (5 * croissant.price).toFixed(2).replace('.', ',');
  await expect(orders.locator('tbody tr').first()).toContainText(new RegExp(`${total}\\sMAD`));
  await page.screenshot({ path: test.info().outputPath('client-orders.png'), fullPage: true });
  await orders.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/command\/\d+\/planning$/);
  await expect(page.getByTestId('order-state').first()).toBeVisible();
});

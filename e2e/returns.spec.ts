// Returns find the right sale and the order page refunds by modes (issue 23, points 5 and 7). A cashier sells to a
// loyalty client, the printed ticket's QR code holds the order's reference, and scanning it into the return dialog finds
// that sale: one baguette comes back with the manager's code and the points it earned are taken back. A sale made with
// the network cut prints a provisional number, which finds the sale once it has reached the server — in the return
// dialog and in the orders list. On the order page a manager refunds a card-and-cash sale: paying all in cash is refused
// on the field (cash holds less), the split between the two modes goes through.
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { ticketQrValue } from '../packages/shared/src/ticket-ref';
import { type Auth, openSession, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

const BARCODE = '6111234000101'; // Baguette tradition
const MANAGER_CODE = '300003';

async function scan(page: Page, code: string) {
  await page.locator('input[data-testid=pos-search]').focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** The store's price of the article labelled `label` that `keyword` (a label or a barcode) finds. */
async function priceOf(page: Page, auth: Auth, storeId: number, keyword: string, label: string) {
  const found = (await (
    await page.request.get('/api/product/search', { headers: auth, params: { keyword, magasinId: storeId, currencyTag: 'MAD', limit: 5 } })
  ).json()) as { id: number; label: string; price: number; effectivePrice: number }[];
  return found.find((p) => p.label === label)!;
}

async function pointsOf(page: Page, auth: Auth, name: string): Promise<number> {
  const found = (await (await page.request.get('/api/Client/select/data', { headers: auth, params: { keyword: name } })).json()) as {
    name: string;
    loyaltyPoints: number;
  }[];
  return found.find((c) => c.name === name)!.loyaltyPoints;
}

/** The return dialog: one unit of the first line back, the manager's code, done. */
async function returnOne(page: Page) {
  await page.getByTestId('refund-line').first().getByTestId('refund-quantity').fill('1');
  await expect(page.getByTestId('refund-mode-default')).toBeVisible();
  await page.getByTestId('refund-confirm').click();
  await page.getByTestId('approval-code').fill(MANAGER_CODE);
  await page.getByTestId('refund-confirm').click();
  await expect(page.getByTestId('refund-confirm')).toBeHidden();
}

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a return finds its sale by the ticket’s QR code and by the provisional number printed offline, and takes the points back', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(onCi(120_000));
    const { auth } = await tokenOf(page, 'caissier');
    const { sessionId } = await openSession(page, auth);
    const clientName = `Salma Retour${Date.now() % 1_000_000}`;
    const made = await page.request.post('/api/Client/', { headers: auth, data: { name: clientName, type: 'client' } });
    expect(made.ok(), await made.text()).toBeTruthy();
    const clientId = (await made.json()).client.id as number;

    await signInAs(page, 'caissier', '/pos/command');
    await expect(page.getByTestId('pos-grid')).toBeVisible();
    // Three baguettes to the loyalty client, paid cash.
    for (let i = 0; i < 3; i++) await scan(page, BARCODE);
    await expect(page.getByTestId('pos-line')).toHaveCount(1);
    await page.keyboard.press('F4');
    await page.getByTestId('pos-client-search').fill(clientName);
    await page.getByTestId('pos-client-result').filter({ hasText: clientName }).click();
    await page.getByTestId('pos-pay').click();
    await page.getByTestId('pos-mode-cash').click();
    await page.getByTestId('pos-pay-confirm').click();
    await page.getByTestId('ticket-close').click();
    const sold = (await (await page.request.get('/api/getCommandsBy', { headers: auth, params: { clientId } })).json()).data[0] as {
      id: number;
      uuid: string;
      ticketNumber: number;
      pointsEarned: number;
    };
    expect(sold.pointsEarned).toBeGreaterThan(1);
    const pointsBefore = await pointsOf(page, auth, clientName);

    // The reprinted ticket's QR code is exactly the order's reference, which the return dialog reads when scanned.
    await page.getByTestId('pos-reprint-last').click();
    const value = ticketQrValue({ orderId: sold.id, ticketNumber: sold.ticketNumber, uuid: sold.uuid });
    // (The page serializes the SVG's empty paths with a closing tag.)
    const svg = (await QRCode.toString(value, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })).replace(
      /<path([^>]*)\/>/g,
      '<path$1></path>',
    );
    await expect.poll(() => page.getByTestId('ticket-preview').getByTestId('ticket-qr').innerHTML()).toBe(svg);
    await page.getByTestId('ticket-close').click();

    await page.getByTestId('pos-refund').click();
    await page.getByTestId('refund-number').fill('');
    await page.getByTestId('refund-number').focus();
    await page.keyboard.type(value, { delay: 2 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('refund-order')).toContainText(`Ticket n° ${sold.ticketNumber}`);
    await expect(page.getByTestId('refund-order')).toContainText(clientName);
    await returnOne(page);
    const after = (await (await page.request.get(`/api/Command/${sold.id}/refundable`, { headers: auth })).json()) as {
      pointsKept: number;
    };
    const taken = sold.pointsEarned - after.pointsKept;
    expect(taken).toBeGreaterThan(0);
    await expect(page.getByText(`Points de fidélité repris : ${taken}.`)).toBeVisible();
    expect(await pointsOf(page, auth, clientName)).toBe(pointsBefore - taken);

    // Offline: the sale prints a provisional number; once the network is back and the sale sent, that number finds it.
    await context.setOffline(true);
    await scan(page, BARCODE);
    await scan(page, BARCODE);
    await page.getByTestId('pos-pay').click();
    await page.getByTestId('pos-mode-cash').click();
    await page.getByTestId('pos-pay-confirm').click();
    const number = page.getByTestId('ticket-preview').getByTestId('ticket-number');
    await expect(number).toContainText(/Ticket provisoire n° [A-Z0-9]{3}-\d{4}/);
    const provisional = /([A-Z0-9]{3}-\d{4})/.exec((await number.textContent()) ?? '')![1];
    await page.getByTestId('ticket-close').click();
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (
            await (
              await page.request.get(`/api/Commands/ByCaisse/${sessionId}`, { headers: auth, params: { keyword: provisional } })
            ).json()
          ).total,
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.getByTestId('pos-refund').click();
    await page.getByTestId('refund-number').fill(provisional.toLowerCase());
    await page.getByTestId('refund-find').click();
    await expect(page.getByTestId('refund-line')).toHaveCount(1);
    await returnOne(page);

    // The orders list finds it by that number too (a manager, in another browser, on that register session's orders).
    const office = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
    const admin = await office.newPage();
    await signInAs(admin, 'admin', `/command?caisseId=${sessionId}`);
    await expect(admin.getByTestId('commands-session')).toBeVisible();
    await admin.getByTestId('table-search').fill(provisional);
    await expect(admin.getByTestId('commands').locator('tbody tr')).toHaveCount(1);
    await expect(admin.getByTestId('commands').locator('tbody tr')).toContainText('Retournée');
    await office.close();
  });
});

test('the order page refunds by modes: all in cash is refused on the field, the split between card and cash goes through', async ({
  page,
}) => {
  test.setTimeout(onCi(90_000));
  const { auth } = await tokenOf(page, 'admin');
  const { storeId, sessionId } = await openSession(page, auth);
  const croissant = await priceOf(page, auth, storeId, 'Croissant au beurre', 'Croissant au beurre');
  const total = Math.round(croissant.price * 10 * 100) / 100;
  const card = Math.round(total * 70) / 100;
  const res = await page.request.post('/api/InsertCommand', {
    headers: auth,
    data: {
      uuid: randomUUID(),
      caisseId: sessionId,
      lines: [{ priceId: croissant.id, quantity: 10, unitPrice: croissant.price }],
      payments: [
        { modePayment: 'pos_machine', amount: card },
        { modePayment: 'cash', amount: Math.round((total - card) * 100) / 100 },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const order = (await res.json()) as { id: number; ticketNumber: number };

  await signInAs(page, 'admin', `/command/${order.id}/planning`);
  await expect(page.getByRole('heading', { name: `Commande ${order.ticketNumber}` })).toBeVisible();
  // A counter sale is never delivered.
  await expect(page.getByTestId('order-move-refunded')).toBeVisible();
  await expect(page.getByTestId('order-move-delivered')).toHaveCount(0);
  await page.getByTestId('order-move-refunded').click();
  // By default, in the sale's modes: the preview names both.
  await expect(page.getByTestId('refund-modes')).toContainText(/Comme la vente a été payée\s*Carte \(TPE\)/);
  await expect(page.getByTestId('refund-modes')).toContainText('Espèces');
  await page.getByTestId('refund-mode-cash').click();
  await expect(page.getByTestId('refund-modes')).toContainText('Plus que ce que ce mode peut rendre.');
  await expect(page.getByTestId('order-move-confirm')).toBeDisabled();
  await page.getByTestId('refund-mode-split').click();
  await expect(page.getByTestId('order-move-confirm')).toBeEnabled();
  // A manager's own refund needs no code.
  await page.getByTestId('order-move-confirm').click();
  await expect(page.getByTestId('order-move-confirm')).toBeHidden();
  const refunded = (await (await page.request.get(`/api/Command/${order.id}`, { headers: auth })).json()) as {
    etat: string;
    payments: { type: string; modePayment: string; amount: number }[];
  };
  expect(refunded.etat).toBe('refunded');
  const back = refunded.payments.filter((p) => p.type === 'refund').map((p) => [p.modePayment, p.amount]);
  expect(back).toEqual(
    expect.arrayContaining([
      ['pos_machine', card],
      ['cash', Math.round((total - card) * 100) / 100],
    ]),
  );
  const left = (await (await page.request.get(`/api/Command/${order.id}/refundable`, { headers: auth })).json()) as { refundable: number };
  expect(left.refundable).toBe(0);
});

test('the order page exchanges one croissant for a baguette: the difference is shown, settled by the rule, and the order holds both lines', async ({
  page,
}) => {
  test.setTimeout(onCi(90_000));
  const { auth } = await tokenOf(page, 'admin');
  const { storeId, sessionId } = await openSession(page, auth);
  const croissant = await priceOf(page, auth, storeId, 'Croissant au beurre', 'Croissant au beurre');
  const baguette = await priceOf(page, auth, storeId, BARCODE, 'Baguette tradition');
  const paid = Math.round(croissant.effectivePrice * 2 * 100) / 100;
  const res = await page.request.post('/api/InsertCommand', {
    headers: auth,
    data: {
      uuid: randomUUID(),
      caisseId: sessionId,
      lines: [{ priceId: croissant.id, quantity: 2, unitPrice: croissant.effectivePrice }],
      payments: [{ modePayment: 'pos_machine', amount: paid }],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const order = (await res.json()) as { id: number; ticketNumber: number; total: number };

  await signInAs(page, 'admin', `/command/${order.id}/planning`);
  await expect(page.getByRole('heading', { name: `Commande ${order.ticketNumber}` })).toBeVisible();
  await page.getByTestId('order-exchange').click();
  await page.getByTestId('refund-line').first().getByTestId('refund-quantity').fill('1');
  // The article given is found by its barcode in the store's catalogue.
  await page.getByTestId('exchange-search').fill(BARCODE);
  await page.getByRole('option', { name: /Baguette tradition/ }).click();
  await expect(page.getByTestId('exchange-line')).toHaveCount(1);
  const diff = Math.round((baguette.effectivePrice - croissant.effectivePrice) * 100) / 100;
  const shown = new Intl.NumberFormat('fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(diff));
  await expect(page.getByTestId('exchange-difference')).toContainText(shown);
  await expect(page.getByTestId('exchange-summary')).toContainText(diff > 0 ? 'Le client paie' : 'À rembourser au client');
  if (diff < 0) await expect(page.getByTestId('refund-mode-default')).toBeVisible();
  await page.getByTestId('exchange-confirm').click();
  await expect(page.getByTestId('exchange-confirm')).toBeHidden();

  // The server's figures: the returned croissant, the new line, the total and what was paid or paid back.
  const after = (await (await page.request.get(`/api/Command/${order.id}`, { headers: auth })).json()) as {
    total: number;
    paid: number;
    etat: string;
    lines: { label: string; quantity: number; returnedQuantity: number; total: number }[];
    payments: { type: string; modePayment: string; amount: number }[];
  };
  expect(after.lines.map((l) => [l.label, l.quantity, l.returnedQuantity])).toEqual([
    ['Croissant au beurre', 2, 1],
    ['Baguette tradition', 1, 0],
  ]);
  expect(after.total).toBeCloseTo(order.total + diff, 2);
  expect(after.paid).toBeCloseTo(after.total, 2);
  expect(after.etat).toBe('paid');
  const last = after.payments.at(-1)!;
  expect([last.type, last.modePayment, last.amount]).toEqual(diff > 0 ? ['payment', 'cash', diff] : ['refund', 'pos_machine', -diff]);
  // The order page shows the new line.
  await expect(page.getByTestId('command-lines')).toContainText('Baguette tradition');
});

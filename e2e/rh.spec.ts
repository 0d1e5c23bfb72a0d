// Human resources (issue 32): on a store whose time-clock switch is on, a collaborator clocks in at the till's lock
// screen with his code (the till opens for him) and clocks out there later; the manager sees the punch card and
// exports the month's timekeeping: the xlsx downloads and holds his hours, as the screen shows them.
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { failOnConsoleErrors, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

failOnConsoleErrors();

test('a collaborator clocks in and out at the lock screen, and the manager exports the month', async ({ page, browser }) => {
  test.setTimeout(onCi(60_000));
  const { auth } = await tokenOf(page, 'admin');
  // The cashier's store (a cashier is bound to his stores).
  const cashier = await tokenOf(page, 'caissier');
  const stores = (await (await page.request.get('/api/Magasins', { headers: cashier.auth })).json()) as { id: number }[];
  const store = await (await page.request.get(`/api/Magasin/${stores[0].id}`, { headers: auth })).json();
  // The store's time-clock switch, on.
  const { id, intitule, tel, cityId, countryId, startTime, rue, codePostal, currencyTag, ice, fileId, latitude, longitude, footerTicket } =
    store;
  const saved = await page.request.post('/api/Magasin/', {
    headers: auth,
    data: {
      id,
      intitule,
      tel,
      cityId,
      countryId,
      startTime,
      rue,
      codePostal,
      currencyTag,
      ice,
      fileId,
      latitude,
      longitude,
      footerTicket,
      timeClockLogin: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const name = `Nadia ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/Collaborator', {
    headers: auth,
    data: {
      firstName: name.split(' ')[0],
      lastName: name.split(' ')[1],
      contractType: 'cdi',
      weeklyHours: 35,
      payType: 'hourly',
      payAmount: 20,
      magasinIds: [id],
      code: '2580',
    },
  });
  expect(made.ok(), await made.text()).toBeTruthy();

  // At the till: lock, pick the name, type the code on the keypad, clock in: the till opens.
  await signInAs(page, 'caissier', '/pos/command');
  await page.getByTestId('till-lock').click();
  const lock = page.getByTestId('till-lock-screen');
  await expect(lock).toBeVisible();
  const typeCode = async () => {
    await lock.getByTestId('till-lock-member').filter({ hasText: name }).click();
    for (const d of '2580') await lock.getByRole('button', { name: d, exact: true }).click();
  };
  await typeCode();
  await lock.getByTestId('till-clock-in').click();
  await expect(lock).toBeHidden();
  // Later: the next one locks the till; he clocks out there, and the till stays locked.
  await page.getByTestId('till-lock').click();
  await expect(lock.getByTestId('till-lock-member').filter({ hasText: name })).toContainText('Depuis');
  await typeCode();
  await lock.getByTestId('till-clock-out').click();
  await expect(lock.getByTestId('till-lock-member').filter({ hasText: name })).not.toContainText('Depuis');

  // A collaborator with her own sign-in account (the demo's saleswoman, Nora Tazi, code 1234) opens the till: it goes on
  // as her (the till's token is now hers; other sessions of the cashier stay).
  await lock.getByTestId('till-lock-member').filter({ hasText: 'Nora Tazi' }).click();
  for (const d of '1234') await lock.getByRole('button', { name: d, exact: true }).click();
  await lock.getByTestId('till-unlock').click();
  await expect(lock).toBeHidden();
  const tillToken = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.auth') ?? '{}').token as string);
  const me = await (await page.request.get('/api/authedAdmin', { headers: { authorization: `Bearer ${tillToken}` } })).json();
  expect(me.name).toBe('Nora Tazi');
  expect((await page.request.get('/api/authedAdmin', { headers: cashier.auth })).status()).toBe(200);

  // The manager, on his own device: the punch card, then the month's export.
  const office = await browser.newContext({ locale: 'fr-FR', acceptDownloads: true });
  page = await office.newPage();
  await signInAs(page, 'admin', '/rh/punch-card');
  await expect(page.getByTestId('punch-cards-table')).toContainText(name);
  await page.goto('/rh/timekeeping-data');
  const row = page.getByTestId('timekeeping-table').getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const month = new Date().toISOString().slice(0, 7);
  const figures = await (await page.request.get('/api/Timekeeping', { headers: auth, params: { month } })).json();
  const mine = figures.rows.find((r: { name: string }) => r.name === name);
  expect(mine.workedMinutes).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('timekeeping-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^form_\d{8}_\d{6}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  expect(sheet.getRow(1).getCell(5).value).toBe('Heures travaillées');
  const line = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === name)!;
  expect(line.getCell(5).value).toBe(Math.round((mine.workedMinutes / 60) * 100) / 100);
  expect(line.getCell(4).value).toBe(35);
  await office.close();
});

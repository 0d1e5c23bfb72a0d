// Lab planning journey (issue 27): the admin sets up a lab (its baker, the butter croissant for two stores, the night
// batch, flour and butter in its stock) through the API; the baker opens tomorrow's planning, adjusts two cells of the
// grid with the keyboard, saves, starts production and marks it ready; the production sheet and a packing list show
// what to bake, weigh and pack (checked as the print media shows them); the lab sends a store's shipment and the
// store receives it on the operation's page.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, failOnConsoleErrors, signInAs, tokenOf } from './fixtures';
import { onCi } from './timeouts';

type Store = { id: number; intitule: string };
const CROISSANT = 'Croissant au beurre';

async function setUp(page: Page) {
  const { auth } = await tokenOf(page, 'admin');
  const baker = await tokenOf(page, 'boulanger');
  const post = async (url: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const res = await page.request[method](url, { headers: auth, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBeTruthy();
    return res.json();
  };
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as Store[];
  const [a, b] = stores;
  // The croissant is baked from a recipe (not a tracked article of the stores' lists): found by its recipe.
  const recipes = (await (await page.request.get('/api/catalogueV2/recipes', { headers: auth })).json()) as {
    productId: number;
    label: string;
  }[];
  const croissant = recipes.find((r) => r.label === CROISSANT)!.productId;
  expect(croissant, CROISSANT).toBeTruthy();
  const name = `Fournil ${Date.now().toString(36)}`;
  const lab = await post('/api/Lab', { intitule: name, magasinId: a.id });
  await post(`/api/Lab/${lab.id}`, { intitule: name, magasinId: a.id, userIds: [baker.userId] }, 'put');
  const periods = (await (await page.request.get('/api/PlanningPeriod', { headers: auth })).json()) as { id: number; intitule: string }[];
  const night =
    periods.find((p) => p.intitule === 'Nuit') ?? (await post('/api/PlanningPeriod', { intitule: 'Nuit', startsAt: '02:00', position: 1 }));
  await post('/api/LabProduitMagasin', {
    labId: lab.id,
    rows: [
      { productId: croissant, magasinId: a.id, planningPeriodId: night.id },
      { productId: croissant, magasinId: b.id, planningPeriodId: night.id },
    ],
  });
  // Every ingredient of its recipe in the lab's stock (plenty: the recipe's units vary).
  const recipe = recipes.find((r) => r.productId === croissant) as unknown as { elements: { elementId: number }[] };
  await post('/api/StockOperation', {
    type: 'non_programmed_reception',
    sourceTypeTag: 'lab',
    sourceId: lab.id,
    lines: recipe.elements.map((e) => ({ productId: e.elementId, quantity: 500 })),
  });
  return { auth, lab, night, a, b, croissant };
}

failOnConsoleErrors();

test('the baker plans tomorrow, bakes, marks it ready; the sheets print; the store receives the shipment', async ({ page }) => {
  test.setTimeout(onCi(90_000));
  const s = await setUp(page);
  await signInAs(page, 'boulanger', '/lab/scheduler');
  await expect(page.getByTestId('lab-picker')).toHaveValue(s.lab.intitule, { timeout: 20_000 });
  const cellA = page.getByTestId(`cell-${s.croissant}-${s.a.id}-${s.night.id}`);
  const cellB = page.getByTestId(`cell-${s.croissant}-${s.b.id}-${s.night.id}`);
  await expect(cellA).toBeVisible();
  // Two cells typed like a spreadsheet: the first one, Enter goes down to the second.
  const [first, second] = s.a.intitule.localeCompare(s.b.intitule) <= 0 ? [cellA, cellB] : [cellB, cellA];
  await first.click();
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(second).toBeFocused();
  await page.keyboard.type('12');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await expect(page.getByTestId(`total-product-${s.croissant}`)).toHaveText('42');
  await expect(page.getByTestId(`total-period-${s.night.id}`)).toHaveText('42');
  await page.getByTestId('save-planning').click();
  await expect(page.getByText('Planning enregistré')).toBeVisible();
  const period = page.getByTestId(`period-${s.night.id}`);
  await expect(period.getByTestId('planning-state')).toHaveAttribute('data-state', 'plannified');
  await expect(page.getByTestId('unsaved')).toHaveCount(0);

  await period.getByTestId(`move-${s.night.id}-in_production`).click();
  await expect(period.getByTestId('planning-state')).toHaveAttribute('data-state', 'in_production');
  await period.getByTestId(`move-${s.night.id}-ready`).click();
  await expect(period.getByTestId('planning-state')).toHaveAttribute('data-state', 'ready');

  // The sheets: 42 croissants, 2,1 kg of flour (0,05 kg each) to weigh, a packing list per store.
  await period.getByTestId(`sheet-${s.night.id}`).click();
  const details = page.getByTestId('planning-details');
  await expect(details.getByTestId('moved-produced')).toContainText(`${CROISSANT}: 42`);
  await details.getByText('Fiche de production').click();
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-production-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Fiche de production');
  await expect(sheet).toContainText(s.lab.intitule);
  await expect(sheet).toContainText(CROISSANT);
  await expect(sheet).toContainText('42');
  await expect(sheet).toContainText('Farine T45');
  await expect(sheet).toContainText('2,1 kg');
  await page.emulateMedia({ media: 'screen' });
  await details.getByText('Bons de préparation').click();
  await expect(page.getByTestId(`packing-${s.b.id}`)).toContainText(`Bon de préparation — ${s.b.intitule}`);
  await expect(page.getByTestId(`packing-${s.b.id}`)).toContainText('12');

  // The lab sends the second store's shipment; the store receives it.
  await details.getByText('Détails').click();
  await details.getByTestId(`send-${s.b.id}`).click();
  await expect(details.getByTestId('shipments')).toContainText('Expédiée');
  const ops = await (
    await page.request.get(`/api/LabPlanning/${new URL(page.url()).searchParams.get('planning')}/details`, { headers: s.auth })
  ).json();
  const shipment = (ops.shipments as { magasinId: number; operationId: number }[]).find((x) => x.magasinId === s.b.id)!;
  // The same tab signs in as the admin (the store's side) and opens the shipment.
  const login = await (await page.request.post('/api/web/login', { data: { email: demoEmail('admin'), password: DEMO_PASSWORD } })).json();
  await page.evaluate(
    ([t, e]) => localStorage.setItem('comptoir.auth', JSON.stringify({ token: t, expiresAt: e })),
    [login.token, login.expiresAt],
  );
  await page.goto(`/stock-operations/${shipment.operationId}/timeline`);
  await page.getByTestId('operation-receive').click();
  await expect(page.getByTestId('receive-form')).toBeVisible();
  await page.getByTestId('receive-submit').click();
  await expect(page.getByTestId('operation-facts').getByTestId('operation-state')).toHaveAttribute('data-state', 'received');
});

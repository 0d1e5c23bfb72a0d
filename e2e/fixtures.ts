// Sign-in helpers for the journeys: through the login form, or with a token from the API (faster setup).
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const DEMO_PASSWORD = 'comptoir-demo';
export const demoEmail = (role: string) => `${role}@demo.comptoir.test`;

export async function signInWithForm(page: Page, role = 'admin', password = DEMO_PASSWORD) {
  await page.getByTestId('login-email').fill(demoEmail(role));
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in through the API and stores the session as the web app does, then opens `path`. */
export async function signInAs(page: Page, role: string, path = '/') {
  const res = await page.request.post('/api/web/login', { data: { email: demoEmail(role), password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  const { token, expiresAt } = await res.json();
  await page.addInitScript(
    ([t, e]) => {
      try {
        if (!sessionStorage.getItem('e2e.seeded')) {
          localStorage.setItem('comptoir.auth', JSON.stringify({ token: t, expiresAt: e }));
          sessionStorage.setItem('e2e.seeded', '1');
        }
      } catch {
        // A frame with no storage of its own (a PDF shown or printed from a blob): nothing to seed there.
      }
    },
    [token, expiresAt],
  );
  await page.goto(path);
}

/**
 * The page's console errors, kept in a list the journey checks at its end. Chromium adds its own line for every answer
 * that is not 2xx ('Failed to load resource: … status of 404'); the page cannot silence it, so a 4xx one is left out
 * and a 5xx one kept. What the app logs itself is kept whatever it says.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Every journey of the file fails when its page logs a console error (an expected 4xx answer is not one). */
export function failOnConsoleErrors(): void {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchConsoleErrors(page);
  });
  test.afterEach(() => {
    expect(errors, 'console errors').toEqual([]);
  });
}

export type Auth = { authorization: string };

/** A demo user's bearer header and id, signed in through the API. */
export async function tokenOf(page: Page, role: string): Promise<{ auth: Auth; userId: number }> {
  const login = await page.request.post('/api/web/login', { data: { email: demoEmail(role), password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  return { auth: { authorization: `Bearer ${token}` }, userId: user.id };
}

/**
 * A prepared order, as a seller makes one (through the API): `quantity` croissants in the register session
 * `caisseId` of the first demo store, nothing paid yet (`extra`: more of the order's body, a promo code…).
 */
export async function prepareCroissants(page: Page, auth: Auth, caisseId: number, quantity: number, extra: Record<string, unknown> = {}) {
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  const found = (await (
    await page.request.get('/api/product/search', {
      headers: auth,
      params: { keyword: 'Croissant au beurre', magasinId: stores[0].id, currencyTag: 'MAD', limit: 5 },
    })
  ).json()) as { id: number; label: string; price: number }[];
  const croissant = found.find((p) => p.label === 'Croissant au beurre')!;
  const made = await page.request.post('/api/InsertCommand', {
    headers: auth,
    data: {
      uuid: randomUUID(),
      caisseId,
      lines: [{ priceId: croissant.id, quantity, unitPrice: croissant.price }],
      payments: [],
      ...extra,
    },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  return (await made.json()) as { id: number; ticketNumber: number; total: number };
}

/** The first store's open session (one is opened if none is). */
export async function openSession(page: Page, auth: Auth): Promise<{ storeId: number; sessionId: number }> {
  const stores = (await (await page.request.get('/api/Magasins', { headers: auth })).json()) as { id: number }[];
  type Register = { id: number; session: { id: number; state: string } | null };
  const registers = (await (await page.request.get(`/api/Magasin/${stores[0].id}/Registers`, { headers: auth })).json()) as Register[];
  const register = registers.find((r) => r.session?.state === 'opened');
  if (register) return { storeId: stores[0].id, sessionId: register.session!.id };
  const opened = await page.request.post('/api/Caisse/open', { headers: auth, data: { registerId: registers[0].id, openingFund: 100 } });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  return { storeId: stores[0].id, sessionId: (await opened.json()).id as number };
}

// Sign-in helpers for the journeys: through the login form, or with a token from the API (faster setup).
import { expect, type Page } from '@playwright/test';

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
      if (!sessionStorage.getItem('e2e.seeded')) {
        localStorage.setItem('comptoir.auth', JSON.stringify({ token: t, expiresAt: e }));
        sessionStorage.setItem('e2e.seeded', '1');
      }
    },
    [token, expiresAt],
  );
  await page.goto(path);
}

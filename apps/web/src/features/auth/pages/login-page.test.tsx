import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { scheduleReload } from '../../../lib/navigation';
import { SESSION_KEYS, STORAGE_KEYS } from '../../../lib/storage-keys';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/stock', element: <div>stock page</div> },
  { path: '/', element: <div>home page</div> },
];

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows field errors under the fields without calling the server', async () => {
    renderRoutes(routes, '/login', createQueryClient());
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's wrong-credentials message and stays on the page", async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHENTICATED', message: 'Wrong e-mail or password', reason: 'NOT AUTHORIZED' }));
    const { router } = renderRoutes(routes, '/login', createQueryClient());
    fill('admin@demo.comptoir.test', 'bad-password');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('Wrong e-mail or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the not-authorized notice kept across the reload', async () => {
    sessionStorage.setItem(SESSION_KEYS.authNotice, '1');
    renderRoutes(routes, '/login', createQueryClient());
    expect((await screen.findByTestId('auth-notice')).textContent).toContain('Please login to continue');
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.authNotice)).toBeNull());
  });

  it('signs in with remember-me, keeps the token and goes to forwardTo', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    fetchMock.mockResolvedValue(json(200, { token: 'tok-1', expiresAt, user: makeUser(['gestion_stock']) }));
    const { router } = renderRoutes(routes, '/login?forwardTo=%2Fstock', createQueryClient());
    fill('admin@demo.comptoir.test', 'comptoir-demo');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/web/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.comptoir.test', password: 'comptoir-demo', remember: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? '{}')).toEqual({ token: 'tok-1', expiresAt });
  });

  // Last in the file: the reload it schedules stays scheduled for the rest of the module's life.
  it('keeps the notice for the page after the reload when the 401 rendered the login page before it', async () => {
    sessionStorage.setItem(SESSION_KEYS.authNotice, '1');
    scheduleReload(3_600_000);
    renderRoutes(routes, '/login', createQueryClient());
    expect((await screen.findByTestId('auth-notice')).textContent).toContain('Please login to continue');
    await new Promise((r) => setTimeout(r, 50));
    expect(sessionStorage.getItem(SESSION_KEYS.authNotice)).toBe('1');
  });
});

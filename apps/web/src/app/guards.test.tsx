import { WEB_ROUTES } from '@comptoir/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/api/keys';
import { initI18n } from '../i18n/i18n';
import { saveToken } from '../lib/token-storage';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { AdminGuard, AuthGuard, GuestGuard, RouteAccessGuard } from './guards';
import { createQueryClient } from './query-client';

const HOME = WEB_ROUTES.find((r) => r.path === '/')!;
const PROFILE = WEB_ROUTES.find((r) => r.path === '/profile')!;

function signedIn(tags: string[], role = 'admin') {
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  const client = createQueryClient();
  client.setQueryData(authKeys.me(), makeUser(tags, { role: { id: 1, tag: role, intitule: role } }));
  return client;
}

const page = (text: string) => <div>{text}</div>;

const appRoutes = [
  {
    element: <AuthGuard />,
    children: [
      { element: <RouteAccessGuard route={HOME} />, children: [{ path: '/', element: page('home page') }] },
      { element: <RouteAccessGuard route={PROFILE} />, children: [{ path: '/profile', element: page('profile page') }] },
      { element: <AdminGuard />, children: [{ path: '/admin-only', element: page('admin page') }] },
    ],
  },
  { element: <GuestGuard />, children: [{ path: '/login', element: page('login page') }] },
];

beforeAll(async () => {
  await initI18n('en');
});

describe('guards in a router', () => {
  it('opens home for a user holding one of its tags', async () => {
    renderRoutes(appRoutes, '/', signedIn(['gestion_stock']));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('sends a user lacking home’s tags to the profile', async () => {
    const { router } = renderRoutes(appRoutes, '/', signedIn(['command_delivering']));
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a visitor without a session to login with forwardTo', async () => {
    const { router } = renderRoutes(appRoutes, '/profile?tab=2', createQueryClient());
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?forwardTo=%2Fprofile%3Ftab%3D2');
  });

  it('sends a signed-in user away from login to forwardTo, query kept', async () => {
    const { router } = renderRoutes(appRoutes, '/login?forwardTo=%2Fprofile%3Ftab%3D2', signedIn(['gestion_caisse']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('sends a non-admin away from an admin page to home', async () => {
    const { router } = renderRoutes(appRoutes, '/admin-only', signedIn(['gestion_caisse'], 'caissier'));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an admin open an admin page', async () => {
    renderRoutes(appRoutes, '/admin-only', signedIn(['gestion_caisse'], 'admin'));
    expect(await screen.findByText('admin page')).toBeTruthy();
  });
});

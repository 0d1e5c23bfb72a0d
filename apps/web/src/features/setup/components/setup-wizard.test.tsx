import type { AuthUser } from '@comptoir/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { authKeys } from '../../auth/api/keys';
import { laterKey, SetupWizardGate, shouldOpenSetup } from './setup-wizard-gate';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const entreprise = {
  id: 5,
  intitule: 'Épicerie du Port',
  contactName: 'Karim Alaoui',
  tel: null,
  ice: null,
  currencyTag: 'MAD',
  adresse: null,
  fileId: null,
  largeFileId: null,
  cmmWebDomaineName: null,
  isSetup: false,
  variant: 'default',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const newAdmin = (overrides: Partial<AuthUser> = {}) =>
  makeUser(['gestion_admins', 'gestion_caisse'], {
    name: 'Karim Alaoui',
    entreprise: { id: 5, intitule: 'Épicerie du Port', currencyTag: 'MAD', isSetup: false, fileId: null },
    ...overrides,
  });

function route(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (url.startsWith('/api/Entreprise') && method === 'GET')
    return json({ entreprise, entrepriseConfig: [], functionalities: [], otherEntreprises: [], modelLanguage: [] });
  if (url.startsWith('/api/Magasins')) return json([]);
  if (url.startsWith('/api/currencies')) return json([{ id: 1, tag: 'MAD', value: 1, isDefault: true }]);
  if (url.startsWith('/api/Profile') && method === 'PATCH') return json(newAdmin({ hideGettingStarted: true }));
  return json({ code: 'NOT_FOUND', message: 'not found' }, 404);
}

function renderGate(user: AuthUser) {
  const client = createQueryClient();
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  client.setQueryData(authKeys.me(), user);
  return renderRoutes([{ path: '/', element: <SetupWizardGate /> }], '/', client);
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => Promise.resolve(route(String(input), init)));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => vi.unstubAllGlobals());

describe('shouldOpenSetup', () => {
  it('opens for an admin whose company is not set up', () => {
    expect(shouldOpenSetup(newAdmin(), false)).toBe(true);
  });
  it('stays closed for a set-up company, a non-admin, a user who chose never again, or when put off', () => {
    expect(shouldOpenSetup(newAdmin({ entreprise: { ...newAdmin().entreprise, isSetup: true } }), false)).toBe(false);
    expect(shouldOpenSetup(newAdmin({ role: { id: 2, tag: 'gerant', intitule: 'Gérant' } }), false)).toBe(false);
    expect(shouldOpenSetup(newAdmin({ hideGettingStarted: true }), false)).toBe(false);
    expect(shouldOpenSetup(newAdmin(), true)).toBe(false);
    expect(shouldOpenSetup(undefined, false)).toBe(false);
  });
});

describe('SetupWizardGate', { timeout: 15_000 }, () => {
  it('shows the wizard on its first step with previous disabled', async () => {
    renderGate(newAdmin());
    const wizard = await screen.findByTestId('setup-wizard', {}, { timeout: 5000 });
    expect(wizard.dataset.step).toBe('getting-started');
    expect((screen.getByTestId('setup-previous') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('setup-next') as HTMLButtonElement).disabled).toBe(false);
    expect(within(screen.getByTestId('setup-steps')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows nothing for a company already set up', async () => {
    renderGate(newAdmin({ entreprise: { ...newAdmin().entreprise, isSetup: true } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('setup-wizard')).toBeNull();
  });

  it('refuses to leave the company step without a contact name', async () => {
    renderGate(newAdmin());
    await screen.findByTestId('setup-wizard', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('setup-next'));
    const contact = await screen.findByTestId('entreprise-contact-name');
    expect(screen.getByTestId('setup-wizard').dataset.step).toBe('entreprise-config');
    fireEvent.change(contact, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('setup-next'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByTestId('setup-wizard').dataset.step).toBe('entreprise-config');
    // The entered values are kept when going back and forth.
    fireEvent.change(contact, { target: { value: 'Karim Alaoui' } });
    fireEvent.click(screen.getByTestId('setup-previous'));
    fireEvent.click(screen.getByTestId('setup-next'));
    expect(((await screen.findByTestId('entreprise-contact-name')) as HTMLInputElement).value).toBe('Karim Alaoui');
  }, 15_000);

  it("saves 'never show again' on the user (PATCH /Profile hideGettingStarted)", async () => {
    renderGate(newAdmin());
    await screen.findByTestId('setup-wizard', {}, { timeout: 5000 });
    fireEvent.click(screen.getByLabelText("Don't show this assistant again"));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url, init]) => String(url).startsWith('/api/Profile') && init?.method === 'PATCH');
      expect(call).toBeTruthy();
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ hideGettingStarted: true });
    });
  });

  it("'Later' closes it for this session only", async () => {
    const user = newAdmin();
    renderGate(user);
    await screen.findByTestId('setup-wizard', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('setup-later'));
    await waitFor(() => expect(screen.queryByTestId('setup-wizard')).toBeNull());
    expect(sessionStorage.getItem(laterKey(user))).toBe('1');
  });
});

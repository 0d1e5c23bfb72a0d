// The home page never contradicts itself (issue 7): the active modules count is what the quick links show, and an
// admin whose company is not set up is offered to resume the wizard.
import type { AuthUser } from '@comptoir/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { useStore } from '../../../lib/create-store';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { authKeys } from '../../auth/api/keys';
import { setupWizardStore } from '../../setup/setup-wizard-store';
import { HomePage } from './home-page';

const fetchMock = vi.fn<typeof fetch>();

function WizardRequested() {
  return <span data-testid="wizard-requested">{String(useStore(setupWizardStore, (s) => s.requested))}</span>;
}

function setup(user: AuthUser) {
  const client = createQueryClient();
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  client.setQueryData(authKeys.me(), user);
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <HomePage />
            <WizardRequested />
          </>
        ),
      },
    ],
    '/',
    client,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  setupWizardStore.set({ requested: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('counts as active modules the screens the quick links offer', async () => {
    setup(makeUser(['gestion_magasin', 'gestion_utilisateur']));
    const links = within(await screen.findByTestId('quick-links')).queryAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(screen.getByTestId('stat-modules').textContent).toContain(String(links.length));
  });

  it('says 0 active modules when no screen is open, beside the empty quick links', async () => {
    setup(makeUser([], { role: { id: 3, tag: 'caissier', intitule: 'Caissier' } }));
    expect(await screen.findByText('No module available yet')).toBeTruthy();
    expect(screen.getByTestId('stat-modules').textContent).toContain('0');
  });

  it('offers an admin to resume the setup wizard while the company is not set up', async () => {
    const admin = makeUser(['gestion_admins']);
    setup({ ...admin, entreprise: { ...admin.entreprise, isSetup: false } });
    fireEvent.click(await screen.findByTestId('home-resume-setup-action'));
    expect(screen.getByTestId('wizard-requested').textContent).toBe('true');
  });

  it('does not offer it once the company is set up', async () => {
    setup(makeUser(['gestion_admins']));
    await screen.findByTestId('quick-links');
    expect(screen.queryByTestId('home-resume-setup')).toBeNull();
  });

  it("shows a cashier their register's sales today instead of the subscription's days", async () => {
    const answers: Record<string, unknown> = {
      '/api/Magasins': [{ id: 3, intitule: 'Atlas Maârif', currencyTag: 'MAD' }],
      '/api/Magasin/3/Registers': [
        {
          id: 1,
          magasinId: 3,
          intitule: 'Caisse 1',
          isActive: true,
          session: { id: 41, state: 'opened', openedAt: '', openedBy: 99, openedByName: 'X' },
        },
        {
          id: 2,
          magasinId: 3,
          intitule: 'Caisse 2',
          isActive: true,
          session: { id: 42, state: 'opened', openedAt: '', openedBy: 7, openedByName: 'Y' },
        },
      ],
      '/api/Caisse/42/getDetail': { id: 42, currencyTag: 'MAD', salesTotal: 1234.5, commandsCount: 3 },
    };
    fetchMock.mockImplementation((input) => {
      const path = String(input).split('?')[0];
      return Promise.resolve(
        new Response(JSON.stringify(answers[path] ?? []), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    });
    setup(
      makeUser(['gestion_caisse', 'direct_web_point_of_sell', 'web_point_of_sell'], {
        role: { id: 3, tag: 'caissier', intitule: 'Caissier' },
      }),
    );
    const card = await screen.findByTestId('stat-register-sales');
    await waitFor(() => expect(card.textContent).toContain('3 tickets · Caisse 2'));
    expect(card.textContent).toMatch(/1,234\.50\sMAD/);
    expect(screen.queryByTestId('stat-subscription')).toBeNull();
  });

  it('keeps the subscription days for whoever manages the subscription', async () => {
    setup(makeUser(['gestion_des_abonnements', 'direct_web_point_of_sell']));
    expect(await screen.findByTestId('stat-subscription')).toBeTruthy();
    expect(screen.queryByTestId('stat-register-sales')).toBeNull();
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { RolesPage } from './roles-page';

const GRID = {
  roles: [
    { id: 1, tag: 'admin', intitule: 'Administrateur' },
    { id: 2, tag: 'caissier', intitule: 'Caissier' },
  ],
  functionalities: [
    { id: 11, tag: 'gestion_utilisateur', intitule: 'Utilisateurs' },
    { id: 12, tag: 'gestion_admins', intitule: 'Administrateurs' },
  ],
  grants: [
    { roleId: 1, functionalityIds: [11, 12] },
    { roleId: 2, functionalityIds: [] },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <RolesPage />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
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

describe('RolesPage', () => {
  it('grants with POST /Role/{roleId}/Functionality/{functionalityId}, ticking at once', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST' ? json(200, { roleId: 2, functionalityId: 11, granted: true }) : json(200, GRID),
    );
    renderPage();
    const box = (await screen.findByTestId('grant-caissier-gestion_utilisateur')) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/Role/2/Functionality/11', expect.objectContaining({ method: 'POST' })),
    );
    expect(box.checked).toBe(true);
  });

  it('revokes with DELETE on the same path, and puts the tick back when the server refuses', async () => {
    const granted = { ...GRID, grants: [GRID.grants[0], { roleId: 2, functionalityIds: [11] }] };
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'DELETE' ? json(403, { code: 'FORBIDDEN', message: 'unauthorized action' }) : json(200, granted),
    );
    renderPage();
    const box = (await screen.findByTestId('grant-caissier-gestion_utilisateur')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/Role/2/Functionality/11', expect.objectContaining({ method: 'DELETE' })),
    );
    await waitFor(() => expect(box.checked).toBe(true));
  });

  it('asks before granting an admin-level functionality, and sends nothing when cancelled', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST' ? json(200, { roleId: 2, functionalityId: 12, granted: true }) : json(200, GRID),
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('grant-caissier-gestion_admins'));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(await screen.findByText('Grant an administration functionality?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('Grant an administration functionality?')).toBeNull());
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('grant-caissier-gestion_admins'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toBe('/api/Role/2/Functionality/12');
  }, 20_000);
});

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-error';
import { StaffForm } from './staff-form';

const ROLES = [
  { id: 1, tag: 'admin', intitule: 'Administrateur' },
  { id: 2, tag: 'caissier', intitule: 'Caissier' },
  { id: 3, tag: 'gerant', intitule: 'Gérant' },
  { id: 4, tag: 'vendeuse', intitule: 'Vendeuse' },
  { id: 5, tag: 'boulanger', intitule: 'Boulanger' },
  { id: 6, tag: 'delivery_man', intitule: 'Livreur' },
];
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// env="test": no transitions and no portals, so dropdowns open at once in jsdom.
function renderForm(onSubmit: (body: unknown) => Promise<unknown>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <StaffForm onSubmit={onSubmit} magasins={[{ id: 7, intitule: 'Atlas Maârif' }]} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function openRoles() {
  const input = screen.getByTestId('staff-role') as HTMLInputElement;
  await waitFor(() => expect(input.disabled).toBe(false));
  fireEvent.click(input);
  return screen.findByRole('listbox', { name: 'Role' });
}

async function pickRole(label: string) {
  await openRoles();
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => (String(input).includes('/Roles') ? json(ROLES) : json([])));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

// Mantine selects in jsdom are slow on a shared machine.
describe('StaffForm', { timeout: 20_000 }, () => {
  it('shows every rule of the staff form under its field and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    fireEvent.click(screen.getByTestId('staff-submit'));
    expect(await screen.findAllByText('Required')).toHaveLength(5);

    type('staff-name', 'Jo3');
    type('staff-email', 'not-an-email');
    type('staff-tel', 'abc');
    type('staff-code', '123');
    fireEvent.click(screen.getByTestId('staff-submit'));
    expect(await screen.findByText('Letters, spaces, hyphens and apostrophes only')).toBeTruthy();
    expect(screen.getByText('Invalid e-mail address')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only the four staff roles, in order, and sends the role as a list of one id', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    const listbox = await openRoles();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cashier', 'Manager', 'Sales assistant', 'Baker']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Cashier' }));

    type('staff-name', 'Zoé Lefèvre');
    type('staff-email', 'Zoe@Example.com');
    type('staff-tel', '+212 600 11 22 33');
    type('staff-code', '482913');
    fireEvent.click(screen.getByTestId('staff-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Zoé Lefèvre',
      email: 'zoe@example.com',
      tel: '+212 600 11 22 33',
      code: '482913',
      roleId: [2],
      magasinIds: [],
      fileId: null,
    });
  });

  it("puts the server's field problems under the fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: 'This e-mail is already used',
        errors: [{ field: 'email', message: 'This e-mail is already used' }],
        hasBody: true,
      });
    });
    renderForm(onSubmit);
    await pickRole('Baker');
    type('staff-name', 'Ana María');
    type('staff-email', 'ana@example.com');
    type('staff-tel', '0600112233');
    type('staff-code', '482913');
    fireEvent.click(screen.getByTestId('staff-submit'));
    expect(await screen.findByText('This e-mail is already used')).toBeTruthy();
    expect((screen.getByTestId('staff-name') as HTMLInputElement).value).toBe('Ana María');
  });
});

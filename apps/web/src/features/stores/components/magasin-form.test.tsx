import type { Magasin, MagasinBody } from '@comptoir/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-error';
import { saveToken } from '../../../lib/token-storage';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { authKeys } from '../../auth/api/keys';
import { MagasinForm } from './magasin-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function answer(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url.startsWith('/api/currencies'))
    return Promise.resolve(
      json([
        { id: 1, tag: 'MAD', value: 1, isDefault: true },
        { id: 2, tag: 'EUR', value: 10.8, isDefault: false },
      ]),
    );
  if (url.startsWith('/api/countries'))
    return Promise.resolve(
      json({
        countries: [
          { id: 1, intitule: 'Maroc', code: 'MA' },
          { id: 2, intitule: 'France', code: 'FR' },
        ],
        cities: [],
      }),
    );
  if (url.startsWith('/api/cities?countryId=2')) return Promise.resolve(json([{ id: 20, intitule: 'Paris', countryId: 2 }]));
  if (url.startsWith('/api/cities?countryId=1'))
    return Promise.resolve(
      json([
        { id: 10, intitule: 'Casablanca', countryId: 1 },
        { id: 11, intitule: 'Rabat', countryId: 1 },
      ]),
    );
  return Promise.reject(new Error(`unexpected call ${url}`));
}

const store: Magasin = {
  id: 42,
  intitule: 'Atlas Agdal',
  tel: '+212537202020',
  rue: '8 avenue de France',
  codePostal: '10090',
  cityId: 11,
  city: 'Rabat',
  countryId: 1,
  province: null,
  currencyTag: 'MAD',
  ice: null,
  fileId: null,
  latitude: '33.9981',
  longitude: '-6.8509',
  footerTicket: 'Merci de votre visite',
  startTime: '07:00',
  isOnline: false,
  isSetup: true,
  timeClockLogin: false,
  isActive: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
};

function renderForm(onSubmit: (body: MagasinBody) => Promise<unknown>, initial: Magasin | null = null, tags = ['gestion_magasin']) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me(), makeUser(tags));
  return renderRoutes([{ path: '/', element: <MagasinForm initial={initial} onSubmit={onSubmit} /> }], '/', queryClient);
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

async function choose(testId: string, option: string) {
  await waitFor(() => expect(input(testId).disabled).toBe(false));
  fireEvent.click(input(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(answer);
  vi.stubGlobal('fetch', fetchMock);
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
});

afterEach(() => vi.unstubAllGlobals());

// Mantine selects in jsdom are slow on a shared machine.
describe('MagasinForm', { timeout: 20_000 }, () => {
  it('never disables submit: pressing it shows every problem under its field, country and city included', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    const submit = screen.getByTestId('store-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    // Title, phone, opening time, country and city: 'Required', once each, never 'at least 3 characters'.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(5));
    expect(screen.queryByText('At least 3 characters')).toBeNull();
    for (const id of ['store-country', 'store-city']) {
      const wrapper = input(id).closest('.mantine-InputWrapper-root') as HTMLElement;
      expect(within(wrapper).getByText('Required')).toBeTruthy();
    }
    // The first field in error gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(input('store-intitule')));
    type('store-intitule', 'ab');
    fireEvent.blur(input('store-intitule'));
    expect(await screen.findByText('At least 3 characters')).toBeTruthy();
    type('store-footerTicket', 'short');
    fireEvent.blur(input('store-footerTicket'));
    expect(await screen.findByText('At least 10 characters')).toBeTruthy();
    expect(submit.disabled).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('types the opening time as HH:MM whatever the browser locale', async () => {
    renderForm(vi.fn(() => Promise.resolve()));
    type('store-startTime', '0730');
    expect(input('store-startTime').value).toBe('07:30');
    expect(input('store-startTime').type).toBe('text');
  });

  it('shows every problem and sends nothing when Enter is pressed on a wrong form', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    type('store-intitule', 'ab');
    fireEvent.keyDown(input('store-intitule'), { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('At least 3 characters')).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits on Enter with latitude and longitude as text or null, in the company currency', async () => {
    const onSubmit = vi.fn((_body: MagasinBody) => Promise.resolve());
    renderForm(onSubmit);
    type('store-intitule', 'Atlas Maârif');
    type('store-tel', '+212522101010');
    type('store-startTime', '07:30');
    type('store-latitude', '33,5899');
    type('store-longitude', 'west');
    type('store-ice', '001234567000089');
    await choose('store-country', 'Morocco');
    await choose('store-city', 'Casablanca');
    fireEvent.keyDown(input('store-ice'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      intitule: 'Atlas Maârif',
      tel: '+212522101010',
      countryId: 1,
      cityId: 10,
      startTime: '07:30',
      codePostal: null,
      rue: null,
      ice: '001234567000089',
      footerTicket: null,
      latitude: '33.5899',
      longitude: null,
      currencyTag: 'MAD',
      fileId: null,
    });
  });

  it('edits a store: its values are filled in and its id is sent; changing the country asks for the city again', async () => {
    const onSubmit = vi.fn((_body: MagasinBody) => Promise.resolve());
    renderForm(onSubmit, store, ['gestion_magasin', 'human_resources']);
    expect(input('store-intitule').value).toBe('Atlas Agdal');
    await waitFor(() => expect(input('store-city').value).toBe('Rabat'));
    fireEvent.click(screen.getByTestId('store-timeClockLogin'));
    fireEvent.click(screen.getByTestId('store-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ id: 42, cityId: 11, countryId: 1, timeClockLogin: true, latitude: '33.9981' });
    expect(screen.queryByTestId('store-isOnline')).toBeNull();
    await choose('store-country', 'France');
    expect(input('store-city').value).toBe('');
    fireEvent.click(screen.getByTestId('store-submit'));
    const city = input('store-city').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(await within(city).findByText('Required')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await choose('store-city', 'Paris');
    fireEvent.click(screen.getByTestId('store-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ id: 42, countryId: 2, cityId: 20 });
  });

  it("puts the server's field problems under the fields", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 409,
          code: 'CONFLICT',
          message: 'A store already has this name',
          errors: [{ field: 'intitule', message: 'A store already has this name' }],
          hasBody: true,
        }),
      ),
    );
    renderForm(onSubmit, store);
    await waitFor(() => expect(input('store-city').value).toBe('Rabat'));
    fireEvent.click(screen.getByTestId('store-submit'));
    const wrapper = input('store-intitule').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(await within(wrapper).findByText('A store already has this name')).toBeTruthy();
  });
});

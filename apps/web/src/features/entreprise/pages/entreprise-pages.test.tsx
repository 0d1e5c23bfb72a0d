import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { authKeys } from '../../auth/api/keys';
import { ConfigurationPage } from './configuration-page';
import { EntreprisePage } from './entreprise-page';
import { ParametersPage } from './parameters-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entreprise = {
  id: 1,
  intitule: 'Maison Atlas',
  contactName: 'Yasmine Benali',
  tel: '+212522000000',
  ice: '001234567000089',
  currencyTag: 'MAD',
  adresse: '12 boulevard d’Anfa',
  fileId: null,
  largeFileId: null,
  cmmWebDomaineName: 'maison-atlas.ma',
  isSetup: true,
  variant: 'default',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const fetched = (e = entreprise, config: { key: string; value: unknown }[] = []) => ({
  entreprise: e,
  entrepriseConfig: config,
  functionalities: [],
  otherEntreprises: [],
  modelLanguage: [],
});
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith(`/api${path}`) && (init?.method ?? 'GET') === method);
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

function setup(element: React.ReactNode, handler: (url: string, method: string, body: unknown) => Response | undefined) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer = handler(url, method, body);
    if (answer) return Promise.resolve(answer);
    if (url.startsWith('/api/currencies'))
      return Promise.resolve(
        json([
          { id: 1, tag: 'MAD', value: 1, isDefault: true },
          { id: 2, tag: 'EUR', value: 10.8, isDefault: false },
        ]),
      );
    if (url.startsWith('/api/authedAdmin')) return Promise.resolve(json(makeUser(['gestion_admins'])));
    return Promise.resolve(json([]));
  });
  const client = createQueryClient();
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  client.setQueryData(authKeys.me(), makeUser(['gestion_admins']));
  return renderRoutes([{ path: '/', element }], '/', client);
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

describe('EntreprisePage', { timeout: 15_000 }, () => {
  it('keeps a form without contact name from being sent', async () => {
    setup(<EntreprisePage />, (url, method) => (url.startsWith('/api/Entreprise') && method === 'GET' ? json(fetched()) : undefined));
    const contact = await screen.findByTestId('entreprise-contact-name');
    fireEvent.change(contact, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('entreprise-submit'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls('PATCH', '/Entreprise')).toHaveLength(0);
  });

  it('sends the company form with PATCH /Entreprise and refreshes the signed-in user (header, home)', async () => {
    setup(<EntreprisePage />, (url, method, body) => {
      if (!url.startsWith('/api/Entreprise')) return undefined;
      if (method === 'PATCH') return json(fetched({ ...entreprise, ...(body as object) }));
      return json(fetched());
    });
    fireEvent.change(await screen.findByTestId('entreprise-contact-name'), { target: { value: 'Nadia Tazi' } });
    fireEvent.change(screen.getByTestId('entreprise-ice'), { target: { value: '009876543210' } });
    fireEvent.click(screen.getByTestId('entreprise-submit'));
    await waitFor(() => expect(calls('PATCH', '/Entreprise')).toHaveLength(1));
    expect(bodyOf(calls('PATCH', '/Entreprise')[0])).toMatchObject({ contactName: 'Nadia Tazi', ice: '009876543210', currencyTag: 'MAD' });
    await waitFor(() => expect(calls('GET', '/authedAdmin').length).toBeGreaterThan(0));
    expect((await screen.findByTestId('entreprise-summary')).textContent).toContain('Nadia Tazi');
  });

  it("puts the server's field problems under the fields", async () => {
    setup(<EntreprisePage />, (url, method) => {
      if (!url.startsWith('/api/Entreprise')) return undefined;
      if (method === 'PATCH')
        return json(
          {
            code: 'VALIDATION',
            message: 'The given data was invalid.',
            errors: [{ field: 'currencyTag', message: 'Currency unavailable' }],
          },
          422,
        );
      return json(fetched());
    });
    fireEvent.change(await screen.findByTestId('entreprise-contact-name'), { target: { value: 'Nadia Tazi' } });
    fireEvent.click(screen.getByTestId('entreprise-submit'));
    expect((await screen.findAllByText('Currency unavailable')).length).toBeGreaterThan(0);
  });
});

describe('ConfigurationPage', { timeout: 15_000 }, () => {
  it('saves a §6 switch at once with POST /Entreprise/addConfig', async () => {
    setup(<ConfigurationPage />, (url, method, body) => {
      if (url.startsWith('/api/Entreprise/addConfig') && method === 'POST') return json(body);
      if (url.startsWith('/api/Entreprise')) return json(fetched(entreprise, [{ key: 'mandatory_inventory', value: true }]));
      return undefined;
    });
    const inventory = (await screen.findByTestId('config-switch-mandatory_inventory')) as HTMLInputElement;
    expect(inventory.checked).toBe(true);
    fireEvent.click(screen.getByTestId('config-switch-discount_on_order'));
    await waitFor(() => expect(calls('POST', '/Entreprise/addConfig')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/Entreprise/addConfig')[0])).toEqual({ key: 'discount_on_order', value: true });
  });

  it('sends only the changed config tags', async () => {
    setup(<ConfigurationPage />, (url, method, body) => {
      if (url.startsWith('/api/Entreprise/addConfig') && method === 'POST') return json(body);
      if (url.startsWith('/api/Entreprise')) return json(fetched());
      return undefined;
    });
    fireEvent.change(await screen.findByTestId('config-queue-interval'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('config-tags-submit'));
    await waitFor(() => expect(calls('POST', '/Entreprise/addConfig')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/Entreprise/addConfig')[0])).toEqual({ key: 'client_queue_interval_time', value: 30 });
  });
});

describe('ParametersPage', { timeout: 15_000 }, () => {
  it('shows a generated internal key once, with a copy button', async () => {
    setup(<ParametersPage />, (url, method) => {
      if (url.startsWith('/api/InternalApi') && method === 'POST')
        return json({
          id: 3,
          name: 'Caisse mobile',
          url: 'https://pos.example.ma',
          apiKey: '••••wxyz',
          isActive: true,
          created_at: '',
          updated_at: '',
          plainApiKey: 'k3y-generated-once-wxyz',
        });
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('integration-add-internal'));
    fireEvent.change(await screen.findByTestId('integration-name'), { target: { value: 'Caisse mobile' } });
    fireEvent.change(screen.getByTestId('integration-url'), { target: { value: 'https://pos.example.ma' } });
    fireEvent.click(screen.getByTestId('integration-save'));
    expect((await screen.findByTestId('api-key-plain')).textContent).toBe('k3y-generated-once-wxyz');
    expect(screen.getByTestId('api-key-copy')).toBeTruthy();
    expect(bodyOf(calls('POST', '/InternalApi')[0])).toMatchObject({ name: 'Caisse mobile', url: 'https://pos.example.ma', apiKey: '' });
  });
});

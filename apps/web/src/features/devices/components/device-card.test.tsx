import type { Device } from '@comptoir/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { renderRoutes } from '../../../test/render';
import { DeviceCard, groupCode } from './device-card';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M1 1h7"/></svg>';

const device: Device = {
  id: 7,
  name: 'Tablette comptoir',
  status: 'ABCDEFGHJKLM',
  magasinId: null,
  magasin: null,
  installed: false,
  lastSeenAt: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const stores = [
  { id: 1, intitule: 'Atlas Maârif' },
  { id: 2, intitule: 'Atlas Agdal' },
];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url === '/api/Device/7' && (init?.method ?? 'GET') === 'GET')
      return Promise.resolve(json({ ...device, qr: 'ABCDEFGHJKLM.sig', qrSvg: SVG }));
    if (url === '/api/Device/7/linkTo/Magasin/2' && init?.method === 'PATCH')
      return Promise.resolve(json({ ...device, magasinId: 2, magasin: stores[1], installed: true, qr: 'ABCDEFGHJKLM.sig', qrSvg: SVG }));
    return Promise.reject(new Error(`unexpected ${init?.method} ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('DeviceCard', { timeout: 20_000 }, () => {
  it("shows the server's QR code as an image and the pass code in groups of four", async () => {
    renderRoutes([{ path: '/', element: <DeviceCard device={device} stores={stores} /> }], '/', createQueryClient());
    const img = (await screen.findByTestId('device-qr')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(img.dataset.qr).toBe('ABCDEFGHJKLM.sig');
    expect(screen.getByTestId('device-code').textContent).toBe('ABCD EFGH JKLM');
    expect(groupCode('ABCDE')).toBe('ABCD E');
  });

  it('links the terminal to the chosen store and tells the parent', async () => {
    const onLinked = vi.fn();
    renderRoutes([{ path: '/', element: <DeviceCard device={device} stores={stores} onLinked={onLinked} /> }], '/', createQueryClient());
    const link = screen.getByTestId('device-link') as HTMLButtonElement;
    expect(link.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('device-store-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'Atlas Agdal', hidden: true }));
    expect(link.disabled).toBe(false);
    fireEvent.click(link);
    await waitFor(() => expect(onLinked).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/Device/7/linkTo/Magasin/2' && init?.method === 'PATCH')).toBe(true);
  });
});

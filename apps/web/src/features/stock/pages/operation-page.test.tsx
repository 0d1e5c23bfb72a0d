import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { notifyDanger } from '../../../lib/notify';
import { callsTo, reply, installFetchMock } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { OperationPage } from './operation-page';

vi.mock('../../../lib/notify', () => ({ notifyDanger: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

const fetchMock = installFetchMock();

const STORES = [
  { id: 1, intitule: 'Atlas Maârif' },
  { id: 2, intitule: 'Atlas Agdal' },
];
const event = (id: number, state: string, note: string | null = null) => ({
  id,
  state,
  note,
  userName: 'Admin Démo',
  createdAt: '2026-11-26T09:00:00.000Z',
});
const operation = (state: string, received: [number | null, number | null] = [null, null]) => ({
  id: 7,
  type: 'expedition',
  state,
  sourceId: 1,
  sourceName: 'Atlas Maârif',
  targetId: 2,
  targetName: 'Atlas Agdal',
  note: 'Weekend rush',
  userName: 'Admin Démo',
  lineCount: 2,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  lines: [
    { productId: 11, label: 'Eau minérale 50 cl', barcode: '6111', unity: 'unit', quantity: 6, received: received[0] },
    { productId: 12, label: 'Farine T45', barcode: null, unity: 'kg', quantity: 2.5, received: received[1] },
  ],
  events: [
    event(1, 'draft', 'Weekend rush'),
    ...(state === 'draft' ? [] : [event(2, 'sent')]),
    ...(state === 'received' ? [event(3, 'received', 'one short')] : []),
  ],
});

const renderPage = () =>
  renderRoutes(
    [{ path: '/stock-operations/:id/timeline', element: <OperationPage /> }],
    '/stock-operations/7/timeline',
    createQueryClient(),
  );

/** GET /StockOperation/7 answers `op`; anything else is not found. */
const serveOperation = (op: () => unknown) =>
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === '/api/Magasins') return reply(200, STORES);
    if (String(input) !== '/api/StockOperation/7') return reply(404, { message: 'not found' });
    if (init?.method === 'PATCH') return reply(500, {});
    return reply(200, op());
  });

const gets = () => callsTo(fetchMock, '/api/StockOperation/7');

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.mocked(notifyDanger).mockReset();
});

describe('OperationPage', { timeout: 20_000 }, () => {
  it('offers Send and Cancel on a draft, and says so when someone else sent it meanwhile (409), then reloads it', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/Magasins') return reply(200, STORES);
      if (!String(input).startsWith('/api/StockOperation/7')) return reply(404, { message: 'not found' });
      if (init?.method === 'PATCH')
        return reply(409, { code: 'CONFLICT', message: 'This operation is no longer in a state that allows it' });
      return reply(200, operation(gets().length > 1 ? 'sent' : 'draft'));
    });
    renderPage();
    expect((await screen.findByTestId('operation-title')).textContent).toBe('Expedition #7');
    expect(await screen.findByTestId('operation-send')).toBeTruthy();
    expect(screen.getByTestId('operation-cancel')).toBeTruthy();
    expect(screen.queryByTestId('operation-receive')).toBeNull();
    expect(screen.getAllByTestId('timeline-step').map((s) => s.getAttribute('data-state'))).toEqual(['draft']);

    fireEvent.click(screen.getByTestId('operation-send'));
    expect((await screen.findByTestId('step-message')).textContent).toBe(
      'The articles leave the stock of Atlas Maârif now and stay in transit until Atlas Agdal receives them.',
    );
    fireEvent.click(screen.getByTestId('step-submit'));
    await waitFor(() =>
      expect(notifyDanger).toHaveBeenCalledWith({
        title: 'Already handled',
        message: 'This operation is no longer in a state that allows it',
      }),
    );
    // Reloaded: now sent, so it is received or cancelled.
    expect(await screen.findByTestId('operation-receive')).toBeTruthy();
    expect(screen.queryByTestId('operation-send')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('send-form')).toBeNull());
  });

  it('warns that cancelling a sent expedition returns its stock to the sender', async () => {
    serveOperation(() => operation('sent'));
    renderPage();
    fireEvent.click(await screen.findByTestId('operation-cancel'));
    expect((await screen.findByTestId('step-message')).textContent).toBe(
      'The expedition is cancelled and its articles return to the stock of Atlas Maârif.',
    );
  });

  it('shows what arrived and highlights the difference where it differs from what was sent; a received one is final', async () => {
    serveOperation(() => operation('received', [5, 2.5]));
    renderPage();
    const table = await screen.findByTestId('operation-lines-table');
    const rows = within(table).getAllByTestId('table-row');
    expect(within(rows[0]).getByTestId('line-received').textContent).toBe('5\u00a0u.');
    expect(within(rows[0]).getByTestId('line-difference').getAttribute('data-differs')).toBe('true');
    expect(within(rows[0]).getByTestId('line-difference').textContent).toBe('\u22121\u00a0u.');
    expect(within(rows[1]).getByTestId('line-difference').getAttribute('data-differs')).toBe('false');
    expect(screen.getAllByTestId('timeline-step').map((s) => s.getAttribute('data-state'))).toEqual(['draft', 'sent', 'received']);
    expect(screen.getAllByTestId('timeline-note').map((n) => n.textContent)).toEqual(['Weekend rush', 'one short']);
    for (const step of ['send', 'receive', 'cancel']) expect(screen.queryByTestId(`operation-${step}`)).toBeNull();
  });
});

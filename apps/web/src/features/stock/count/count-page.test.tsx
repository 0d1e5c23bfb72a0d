// The count screen in cartons (issue 26): a product with units per carton is counted as cartons + units and saved in
// units; one without is counted in units alone; what was counted shows back as whole cartons and the units left over.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { callsTo, reply, installFetchMock } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { unitsOfCount } from '../stock-rules';
import { CountPage } from './count-page';

vi.mock('../../../lib/notify', () => ({ notifyDanger: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

const fetchMock = installFetchMock();

const row = (productId: number, label: string, unitsPerCarton: number | null) => ({
  productId,
  label,
  barcode: `611${productId}`,
  sku: null,
  unity: 'unit',
  quantity: 40,
  criticalQuantity: null,
  unitsPerCarton,
  state: 'ok',
  updatedAt: null,
});

const operation = (lines: { productId: number; quantity: number }[]) => ({
  id: 7,
  type: 'inventory',
  state: 'counting',
  sourceTypeTag: 'magasin',
  sourceId: 1,
  sourceName: 'Atlas Maârif',
  targetId: null,
  targetName: null,
  note: null,
  userName: 'Admin Démo',
  lineCount: lines.length,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  lines: lines.map((l) => ({ ...l, label: `#${l.productId}`, barcode: null, unity: 'unit', received: null })),
  events: [],
});

/** Generous waits: the machine running the tests may be loaded. */
const WAIT = { timeout: 10_000 };

let counted: { productId: number; quantity: number }[] = [];
const patches = () =>
  callsTo(fetchMock, '/api/StockOperation/7/count', 'PATCH').map(
    ([, init]) => JSON.parse(String(init!.body)) as { productId: number; quantity: number; nature: string },
  );

const renderPage = () =>
  renderRoutes([{ path: '/stock-operations/:id/count', element: <CountPage /> }], '/stock-operations/7/count', createQueryClient());

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  counted = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/StockOperation/7/count' && init?.method === 'PATCH') {
      const b = JSON.parse(String(init.body)) as { productId: number; quantity: number };
      counted = [...counted.filter((l) => l.productId !== b.productId), { productId: b.productId, quantity: b.quantity }];
      return reply(200, { operationId: 7, productId: b.productId, counted: b.quantity, difference: 0, written: true });
    }
    if (url === '/api/StockOperation/7') return reply(200, operation(counted));
    if (url === '/api/StockOperation/categories') return reply(200, []);
    if (url.startsWith('/api/Product/Status/byEntity/1'))
      return reply(200, { rows: [row(11, 'Eau minérale 50 cl', 12), row(12, 'Farine T45', null)], total: 2, offset: 0, limitDate: null });
    return reply(404, { message: 'not found' });
  });
});

describe('the count screen in cartons', { timeout: 20_000 }, () => {
  it('adds cartons × units per carton and units, and saves units', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('count-row', {}, WAIT);
    const [water, flour] = rows;
    expect(within(water).getByText(/12 per carton/)).toBeTruthy();
    // The product without units per carton has no carton input.
    expect(within(flour).queryByTestId('count-cartons')).toBeNull();

    const cartons = within(water).getByTestId('count-cartons');
    const units = within(water).getByTestId('count-input');
    fireEvent.change(cartons, { target: { value: '2' } });
    // Going from the cartons to the units of the same row saves nothing yet.
    fireEvent.blur(cartons, { relatedTarget: units });
    expect(patches()).toEqual([]);
    fireEvent.change(units, { target: { value: '5' } });
    fireEvent.keyDown(units, { key: 'Enter' });
    await waitFor(() => expect(patches()).toEqual([expect.objectContaining({ productId: 11, quantity: 29, nature: 'unity' })]), WAIT);

    fireEvent.change(within(flour).getByTestId('count-input'), { target: { value: '7.5' } });
    fireEvent.blur(within(flour).getByTestId('count-input'));
    await waitFor(() => expect(patches()).toHaveLength(2), WAIT);
    expect(patches()[1]).toEqual(expect.objectContaining({ productId: 12, quantity: 7.5, nature: 'unity' }));
  });

  it('shows what was counted as whole cartons and the units left over', async () => {
    counted = [{ productId: 11, quantity: 30 }];
    renderPage();
    const [water] = await screen.findAllByTestId('count-row', {}, WAIT);
    await waitFor(() => expect((within(water).getByTestId('count-cartons') as HTMLInputElement).value).toBe('2'), WAIT);
    expect((within(water).getByTestId('count-input') as HTMLInputElement).value).toBe('6');
    expect(within(water).getByTestId('count-state').getAttribute('data-state')).toBe('saved');
  });

  it('counts cartons alone, units alone, and nothing when nothing was entered', () => {
    expect(unitsOfCount(3, '', 12)).toBe(36);
    expect(unitsOfCount('', 4, 12)).toBe(4);
    expect(unitsOfCount(1, 0.5, 2.5)).toBe(3);
    expect(unitsOfCount(2, 1, null)).toBe(1);
    expect(unitsOfCount('', '', 12)).toBeNull();
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { OperationFormModal } from './operation-form-modal';

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STORES = [
  { id: 1, intitule: 'Atlas Maârif' },
  { id: 2, intitule: 'Atlas Agdal' },
];
const ROWS = [
  {
    productId: 11,
    label: 'Eau minérale 50 cl',
    barcode: '6111',
    sku: null,
    unity: 'unit',
    quantity: 24,
    criticalQuantity: null,
    state: 'ok',
  },
  {
    productId: 12,
    label: 'Eau gazeuse 50 cl',
    barcode: '6112',
    sku: null,
    unity: 'unit',
    quantity: 3,
    criticalQuantity: null,
    state: 'ok',
  },
];

/** The server: the user's stores and the company's (the destinations), the source store's products matching the keyword, and `create` for POST /StockOperation. */
function serve(create: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/Magasins')) return reply(200, STORES);
    // A store outside the user's own: an expedition may still go there.
    if (url.startsWith('/api/StockOperation/destinations')) return reply(200, [...STORES, { id: 3, intitule: 'Atlas Gauthier' }]);
    if (url.startsWith('/api/Product/Status/byEntity/1')) return reply(200, { rows: ROWS, total: ROWS.length, offset: 0 });
    if (url === '/api/StockOperation' && init?.method === 'POST') return create();
    return reply(404, { message: 'not found' });
  });
}

function renderForm(onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <MemoryRouter>
            <OperationFormModal type="expedition" defaultSourceId={1} onClose={onClose} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onClose;
}

async function chooseTarget(name: string) {
  fireEvent.click(screen.getByTestId('operation-target'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

async function addProduct(search: string, name: RegExp) {
  const input = screen.getByTestId('operation-product-search');
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name }, { timeout: 3_000 }));
}

const postedBody = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
});
afterEach(() => vi.unstubAllGlobals());

describe('OperationFormModal', { timeout: 20_000 }, () => {
  it('adds lines from the source store with what it has, and shows every missing field on submit', async () => {
    serve(() => reply(500, {}));
    renderForm();
    await waitFor(() => expect((screen.getByTestId('operation-source') as HTMLInputElement).value).toBe('Atlas Maârif'));
    fireEvent.click(screen.getByTestId('operation-submit'));
    const target = screen.getByTestId('operation-target');
    await waitFor(() => expect(target.getAttribute('aria-invalid')).toBe('true'));
    // The store it sends from is not offered as the destination.
    fireEvent.click(target);
    expect(screen.queryByRole('option', { name: 'Atlas Maârif' })).toBeNull();
    // Every store of the company is a destination, not only the user's own.
    expect(await screen.findByRole('option', { name: 'Atlas Gauthier' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Atlas Agdal' }));

    await addProduct('eau', /Eau gazeuse 50 cl/);
    const line = screen.getByTestId('operation-line');
    expect(line.textContent).toContain('6112 · In stock: 3\u00a0u.');
    const quantity = screen.getByTestId('operation-line-quantity-0');
    fireEvent.change(quantity, { target: { value: '5' } });
    expect(await within(line).findByText('More than the store has')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('operation-submit'));
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('operation-line-remove'));
    expect(screen.queryByTestId('operation-line')).toBeNull();
  });

  it("puts the server's 422 on the fields it names: a line's quantity on that line's input", async () => {
    serve(() =>
      reply(422, {
        code: 'VALIDATION',
        message: 'The given data was invalid.',
        errors: [
          { field: 'lines.1.quantity', message: 'Must be more than 0' },
          { field: 'lines.0.productId', message: 'Unknown reference' },
          { field: 'targetId', message: 'The destination store must differ from the source store' },
          { field: '_', message: 'Something the form has no field for' },
        ],
      }),
    );
    const onClose = renderForm();
    await waitFor(() => expect((screen.getByTestId('operation-source') as HTMLInputElement).value).toBe('Atlas Maârif'));
    await chooseTarget('Atlas Agdal');
    await addProduct('eau', /Eau minérale 50 cl/);
    await addProduct('eau', /Eau gazeuse 50 cl/);
    fireEvent.change(screen.getByTestId('operation-line-quantity-0'), { target: { value: '6' } });
    fireEvent.change(screen.getByTestId('operation-line-quantity-1'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('operation-submit'));

    const second = screen.getByTestId('operation-line-quantity-1');
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(postedBody()).toEqual({
      type: 'expedition',
      sourceTypeTag: 'magasin',
      sourceId: 1,
      targetTypeTag: 'magasin',
      targetId: 2,
      reason: null,
      note: null,
      lines: [
        { productId: 11, quantity: 6, nature: 'unity', unitPrice: null },
        { productId: 12, quantity: 2, nature: 'unity', unitPrice: null },
      ],
    });
    const [first, other] = screen.getAllByTestId('operation-line');
    expect(within(other).getByText('Must be more than 0')).toBeTruthy();
    expect(screen.getByTestId('operation-line-quantity-0').getAttribute('aria-invalid')).not.toBe('true');
    expect(within(first).getByTestId('operation-line-problem').textContent).toBe('Unknown reference');
    expect(screen.getByTestId('operation-target').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('operation-problems').textContent).toBe('Something the form has no field for');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the operation the server made', async () => {
    const op = { id: 42, type: 'expedition', state: 'draft', lines: [], events: [] };
    serve(() => reply(200, op));
    const onClose = renderForm();
    await waitFor(() => expect((screen.getByTestId('operation-source') as HTMLInputElement).value).toBe('Atlas Maârif'));
    await chooseTarget('Atlas Agdal');
    await addProduct('eau', /Eau minérale 50 cl/);
    fireEvent.change(screen.getByTestId('operation-line-quantity-0'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByTestId('operation-note'), { target: { value: 'Weekend rush' } });
    fireEvent.click(screen.getByTestId('operation-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(op));
    expect(postedBody()).toMatchObject({ note: 'Weekend rush', lines: [{ productId: 11, quantity: 1.5 }] });
  });
});

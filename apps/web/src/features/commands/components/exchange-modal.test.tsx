import type { CommandDetail } from '@comptoir/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ExchangeModal } from './exchange-modal';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// A card sale of two croissants (10.00 MAD), store 3, paid in full.
const order = {
  id: 5,
  magasinId: 3,
  caisseId: 11,
  currencyTag: 'MAD',
  etat: 'paid',
  total: 10,
  paid: 10,
  lines: [{ id: 1, label: 'Croissant', quantity: 2, returnedQuantity: 0, total: 10, unitPrice: 5 }],
} as unknown as CommandDetail;

const croissantBack = { id: 42, label: 'Baguette', barcode: '6111234000101', effectivePrice: 3.5, price: 3.5, nature: null };
const dearer = { id: 43, label: 'Tarte', barcode: '6111234000999', effectivePrice: 12, price: 12, nature: null };

function answer(found: unknown[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/Caisse/getOpened/byMagasin/3')) return json([{ id: 11, registerName: 'Caisse 1', magasinName: 'Atlas' }]);
    if (url.startsWith('/api/Command/5/refundable'))
      return json({
        refundable: 10,
        refundableByMode: [{ modePayment: 'pos_machine', paid: 10, refunded: 0, left: 10 }],
        pointsEarned: 0,
        pointsKept: 0,
      });
    if (url.startsWith('/api/product/search')) return json(found);
    if (url.startsWith('/api/Command/5/AddEchange') && init?.method === 'POST') return json({ ...order, total: 8.5 });
    return json({});
  });
}

function renderModal(onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <MemoryRouter>
            <ExchangeModal order={order} opened onClose={onClose} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onClose;
}

async function pick(code: string, label: string) {
  fireEvent.change(screen.getByTestId('exchange-search'), { target: { value: code } });
  fireEvent.click(await screen.findByText(label, {}, { timeout: 3000 }));
  await waitFor(() => expect(screen.getAllByTestId('exchange-line').length).toBeGreaterThan(0));
}

const sent = () => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/Command/5/AddEchange'));
  if (!call) return null;
  const headers = new Headers(call[1]?.headers);
  return { body: JSON.parse(String(call[1]?.body)) as Record<string, unknown>, key: headers.get('idempotency-key') };
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ExchangeModal', { timeout: 20_000 }, () => {
  it('exchanges a croissant for a cheaper article: the difference is paid back by the sale’s modes, one key for the exchange', async () => {
    answer([croissantBack]);
    const onClose = renderModal();
    fireEvent.change(screen.getByTestId('refund-quantity'), { target: { value: '1' } });
    await pick('6111234000101', 'Baguette');
    // 5.00 back, 3.50 given: 1.50 paid back, by default as the sale was paid (the card).
    expect(screen.getByTestId('exchange-summary').textContent).toContain('To pay back to the client');
    expect(screen.getByTestId('exchange-difference').textContent).toMatch(/1\.50/);
    await screen.findByTestId('refund-mode-default');
    await waitFor(() => expect((screen.getByTestId('exchange-confirm') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('exchange-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { body, key } = sent()!;
    expect(body).toMatchObject({
      caisseId: 11,
      returns: [{ id: 1, quantity: 1 }],
      lines: [{ priceId: 42, quantity: 1, unitPrice: 3.5 }],
      payments: [],
    });
    expect(body.modePayment).toBeUndefined();
    expect(body.uuid).toBe(key);
  });

  it('asks the client to pay a dearer article’s difference in the chosen mode', async () => {
    answer([dearer]);
    renderModal();
    fireEvent.change(screen.getByTestId('refund-quantity'), { target: { value: '1' } });
    await pick('6111234000999', 'Tarte');
    expect(screen.getByTestId('exchange-summary').textContent).toContain('The client pays');
    expect(screen.getByTestId('exchange-difference').textContent).toMatch(/7\.00/);
    expect(screen.queryByTestId('refund-modes')).toBeNull();
    await waitFor(() => expect((screen.getByTestId('exchange-confirm') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('exchange-confirm'));
    await waitFor(() => expect(sent()).not.toBeNull());
    expect(sent()!.body).toMatchObject({ payments: [{ modePayment: 'cash', amount: 7 }], returns: [{ id: 1, quantity: 1 }] });
  });

  it('sends nothing while nothing comes back and nothing is given', async () => {
    answer([]);
    renderModal();
    await waitFor(() => expect(fetchMock.mock.calls.some(([i]) => String(i).includes('getOpened'))).toBe(true));
    expect((screen.getByTestId('exchange-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});

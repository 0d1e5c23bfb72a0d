// The till's outbox indicator and drawer: counts, the server's reason for a refused sale, and what a manager (not a
// cashier) may do with it — send it again fixed, or cancel it, kept with who and when.
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { makeUser } from '../../../test/fixtures';
import { authKeys } from '../../auth/api/keys';
import { enqueueSale, findSale, markRefused, type NewSale } from './outbox';
import { resetOutboxDb } from './outbox-db';
import { OutboxIndicator } from './outbox-indicator';

const sale = (uuid: string): NewSale => ({
  body: {
    uuid,
    caisseId: 4,
    lines: [{ priceId: 1, quantity: 1, unitPrice: 3.5 }],
    payments: [],
    isCredit: false,
    codePromo: 'BIENVENUE10',
  },
  ticket: {
    store: { name: 'Atlas', address: null, tel: null, ice: null, fileId: null, footer: null },
    ticketNumber: null,
    orderId: 0,
    uuid,
    date: new Date().toISOString(),
    cashier: 'Karim',
    currencyTag: 'MAD',
    lines: [],
    lineRemise: 0,
    subtotal: 350,
    orderRemise: 0,
    codePromo: 'BIENVENUE10',
    total: 350,
    taxes: [],
    payments: [],
    refunded: 0,
    change: 0,
    remaining: 350,
    isCredit: false,
    client: null,
  },
  entrepriseId: 1,
  userId: 3,
  userName: 'Karim Haddad',
  storeId: 1,
});

async function refusedSale(uuid: string) {
  await enqueueSale(sale(uuid));
  await markRefused(uuid, { status: 409, message: 'Ce code a déjà servi', errors: [{ field: 'codePromo', message: 'Code déjà utilisé' }] });
}

function renderAs(role: string, sessionId: number | null = 9) {
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  const client = new QueryClient();
  client.setQueryData(
    authKeys.me(),
    makeUser(['direct_web_point_of_sell'], { name: 'Leila Manager', role: { id: 1, tag: role, intitule: role } }),
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider>
          <OutboxIndicator sessionId={sessionId} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('fr');
});
beforeEach(async () => {
  await resetOutboxDb();
  await refusedSale('sale-refused-1');
  await enqueueSale(sale('sale-pending-2'));
});
afterEach(async () => {
  await resetOutboxDb();
});

describe('the outbox indicator', () => {
  it('counts what waits and what was refused; the drawer gives the server’s reason; a cashier is sent to a manager', async () => {
    renderAs('caissier');
    await waitFor(() => expect(screen.getByTestId('outbox-pending-count').textContent).toBe('1'));
    expect(screen.getByTestId('outbox-failed-count').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('outbox-indicator'));
    const failed = await screen.findByTestId('outbox-failed');
    expect(within(failed).getByTestId('outbox-reason').textContent).toContain('Ce code a déjà servi');
    expect(within(failed).getByTestId('outbox-reason').textContent).toContain('Code déjà utilisé');
    expect(within(failed).queryByTestId('outbox-retry')).toBeNull();
    expect(within(failed).queryByTestId('outbox-cancel')).toBeNull();
    expect(failed.textContent).toContain('Un gérant peut la corriger');
  });

  it('lets a manager send it again without its promo code, into the open session', async () => {
    renderAs('gerant', 9);
    fireEvent.click(await screen.findByTestId('outbox-indicator'));
    fireEvent.click(await screen.findByTestId('outbox-retry-without-promo'));
    await waitFor(async () => expect((await findSale('sale-refused-1'))?.status).toBe('pending'));
    const retried = await findSale('sale-refused-1');
    expect(retried?.body.codePromo).toBeUndefined();
    expect(retried?.history.at(-1)).toMatchObject({ by: 'Leila Manager', action: 'retried' });
    await waitFor(() => expect(screen.getByTestId('outbox-pending-count').textContent).toBe('2'));
  });

  it('offers a manager to send it in their own name only when the server no longer knows its seller', async () => {
    await enqueueSale(sale('sale-seller-3'));
    await markRefused('sale-seller-3', { status: 422, message: 'Données invalides', errors: [{ field: 'sellerId', message: 'Inconnu' }] });
    renderAs('gerant', 4);
    fireEvent.click(await screen.findByTestId('outbox-indicator'));
    await waitFor(() => expect(screen.getAllByTestId('outbox-retry')).toHaveLength(2));
    const asMe = await screen.findAllByTestId('outbox-retry-as-me');
    expect(asMe).toHaveLength(1);
    fireEvent.click(asMe[0]);
    await waitFor(async () => expect((await findSale('sale-seller-3'))?.status).toBe('pending'));
    const me = (await findSale('sale-seller-3'))?.body.sellerId;
    expect(me).toBe(makeUser([]).id);
    expect(me).not.toBe(3);
  });

  it('lets a manager cancel it: kept, cancelled, with who', async () => {
    renderAs('admin');
    fireEvent.click(await screen.findByTestId('outbox-indicator'));
    fireEvent.click(await screen.findByTestId('outbox-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(async () => expect((await findSale('sale-refused-1'))?.status).toBe('cancelled'));
    const done = await screen.findByTestId('outbox-done');
    await waitFor(() => expect(done.textContent).toContain('Annulée par Leila Manager'));
  });
});

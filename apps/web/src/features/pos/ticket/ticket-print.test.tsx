// The printed ticket names each line in the ticket's language: the article's Arabic (English, Italian) label where it
// has one, else the French label it was sold under.
import type { CommandDetail, Magasin } from '@comptoir/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n } from '../../../i18n/i18n';
import { TicketPrint } from './ticket-print';
import { lineLabel, ticketOf } from './ticket-data';

const line = (id: number, label: string, labels: { en: string | null; ar: string | null; it: string | null }) => ({
  id,
  commandId: 1,
  priceId: id,
  label,
  labels,
  quantity: 1,
  returnedQuantity: 0,
  unitPrice: 3.5,
  remise: 0,
  tva: 10,
  total: 3.5,
  compositions: [],
  serialNumbers: [],
  notes: null,
});

const order = {
  id: 1,
  uuid: 'u-1',
  ticketNumber: 7,
  created_at: '2026-11-23T10:00:00.000Z',
  userName: 'Karim Haddad',
  currencyTag: 'MAD',
  subtotal: 7,
  orderRemise: 0,
  codePromo: null,
  total: 7,
  taxes: [],
  payments: [],
  change: 0,
  remaining: 0,
  isCredit: false,
  clientName: null,
  pointsEarned: 0,
  lines: [
    line(1, 'Baguette tradition', { en: 'Traditional baguette', ar: 'باغيت تقليدية', it: null }),
    line(2, 'Pain de mie', { en: null, ar: '  ', it: null }),
  ],
} as unknown as CommandDetail;

function renderTicket(store?: Magasin) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <TicketPrint ticket={ticketOf(order, store)} paper="80" preview />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('fr');
});
afterAll(async () => {
  await changeLocale('fr');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the printed ticket', () => {
  it('names the lines in Arabic where the article has an Arabic label, in French otherwise', async () => {
    await changeLocale('ar');
    renderTicket();
    const ticket = screen.getByTestId('ticket-preview');
    expect(ticket.textContent).toContain('باغيت تقليدية');
    expect(ticket.textContent).not.toContain('Baguette tradition');
    expect(ticket.textContent).toContain('Pain de mie');
  });

  it('keeps the French labels in French, and picks English and Italian where present', () => {
    const [baguette, bread] = ticketOf(order, undefined).lines;
    expect(lineLabel(baguette, 'fr')).toBe('Baguette tradition');
    expect(lineLabel(baguette, 'en')).toBe('Traditional baguette');
    expect(lineLabel(baguette, 'it')).toBe('Baguette tradition');
    expect(lineLabel(bread, 'ar')).toBe('Pain de mie');
  });

  it("names a formula's choices on a reprint in the ticket's language, with their quantity", () => {
    const formula = {
      ...line(3, 'Formule petit-déjeuner', { en: 'Breakfast set', ar: 'فطور', it: null }),
      compositions: [
        {
          compositionId: 1,
          productId: 10,
          label: 'Café noir',
          labels: { en: 'Black coffee', ar: 'قهوة سوداء', it: null },
          quantity: 1,
          unitPrice: 0,
        },
        { compositionId: 2, productId: 11, label: 'Croissant', labels: { en: null, ar: null, it: null }, quantity: 2, unitPrice: 0 },
      ],
    };
    const withFormula = { ...order, lines: [formula] } as unknown as CommandDetail;
    expect(ticketOf(withFormula, undefined, [], 'ar').lines[0].options).toEqual(['قهوة سوداء', 'Croissant × 2']);
    expect(ticketOf(withFormula, undefined, [], 'en').lines[0].options).toEqual(['Black coffee', 'Croissant × 2']);
    expect(ticketOf(withFormula, undefined).lines[0].options).toEqual(['Café noir', 'Croissant × 2']);
    // The cart's own names win when the ticket is printed right after the sale.
    expect(ticketOf(withFormula, undefined, [['Espresso']], 'ar').lines[0].options).toEqual(['Espresso']);
  });

  it("keeps the store's address in its own direction on an Arabic ticket (the street number stays in place)", async () => {
    await changeLocale('ar');
    renderTicket({ intitule: 'Maison Atlas', rue: '45 rue Ibnou Mounir, Maârif', city: 'Casablanca' } as Magasin);
    const address = screen.getByTestId('ticket-address');
    expect(address.textContent).toBe('45 rue Ibnou Mounir, Maârif, Casablanca');
    expect(address.getAttribute('dir')).toBe('auto');
  });
});

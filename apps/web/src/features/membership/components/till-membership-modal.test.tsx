// The till's memberships dialog: the sessions left (less those already on the ticket), a use rung up from a
// subscription, no use once none is left, and the plans the client can still subscribe to.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n, loadFeatureTexts } from '../../../i18n/i18n';
import { TillMembershipModal } from './till-membership-modal';

const PLANS = [
  {
    id: 1,
    intitule: 'Forfait 4 brushings',
    description: null,
    kind: 'package',
    price: 150,
    currencyTag: 'MAD',
    period: 'monthly',
    usesPerPeriod: 4,
    active: true,
    prices: [{ id: 9, label: 'Brushing' }],
    activeMembers: 1,
    tva: 0,
  },
  {
    id: 2,
    intitule: 'Soin illimité',
    description: null,
    kind: 'package',
    price: 400,
    currencyTag: 'MAD',
    period: 'quarterly',
    usesPerPeriod: null,
    active: true,
    prices: [{ id: 8, label: 'Soin' }],
    activeMembers: 0,
    tva: 10,
  },
];
const MINE = [
  {
    id: 5,
    clientId: 3,
    clientName: 'Salma',
    planId: 1,
    planIntitule: 'Forfait 4 brushings',
    kind: 'package',
    magasinId: 1,
    etat: 'active',
    autoRenew: true,
    startAt: '2026-11-01',
    periodStart: '2026-11-01',
    periodEnd: '2026-12-01',
    period: 'monthly',
    price: 150,
    currencyTag: 'MAD',
    usesPerPeriod: 4,
    used: 2,
    usesLeft: 2,
    priceIds: [9],
    actions: ['suspend', 'cancel', 'expire'],
    createdAt: '2026-11-01T10:00:00.000Z',
  },
];
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderDialog(inCart: Record<number, number>, onUse = vi.fn(), onSubscribe = vi.fn(), plansInCart: number[] = []) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <TillMembershipModal
            opened
            onClose={() => undefined}
            client={{ id: 3, name: 'Salma' }}
            storeId={1}
            inCart={inCart}
            onUse={onUse}
            plansInCart={plansInCart}
            onSubscribe={onSubscribe}
          />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onUse;
}

beforeAll(async () => {
  await initI18n('en');
  await loadFeatureTexts(['membership']);
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => json(String(input).startsWith('/api/MembershipPlans') ? PLANS : MINE));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('TillMembershipModal', () => {
  it('shows the sessions left less those on the ticket and rings up a use', async () => {
    const onUse = renderDialog({ 5: 1 });
    expect(await screen.findByText('1 session left of 4')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('till-membership-use-9'));
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }), { id: 9, label: 'Brushing' });
    // The plan the client has is not offered again; the other is.
    expect(screen.queryByTestId('till-subscribe-1')).toBeNull();
    expect(screen.getByTestId('till-subscribe-2')).toBeTruthy();
  });

  it('puts a plan on the ticket instead of subscribing at once, and offers it once', async () => {
    const onSubscribe = vi.fn();
    renderDialog({}, vi.fn(), onSubscribe);
    fireEvent.click(await screen.findByTestId('till-subscribe-2'));
    expect(onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    // Nothing was sent: the subscription starts when the ticket is paid.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a plan already on the ticket as such', async () => {
    renderDialog({}, vi.fn(), vi.fn(), [2]);
    const button = await screen.findByTestId('till-subscribe-2');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe('On the ticket');
  });

  it('offers no use once the ticket holds the last session', async () => {
    renderDialog({ 5: 2 });
    expect(await screen.findByText('0 sessions left of 4')).toBeTruthy();
    expect((await screen.findByTestId('till-membership-use-9')).hasAttribute('disabled')).toBe(true);
  });
});

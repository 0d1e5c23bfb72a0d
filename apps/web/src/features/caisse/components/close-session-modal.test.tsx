import type { Billet, SessionDetail } from '@comptoir/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { renderRoutes } from '../../../test/render';
import { CloseSessionModal, modesToCount } from './close-session-modal';

const billets: Billet[] = [
  { id: 1, currencyTag: 'MAD', value: 200, kind: 'note' },
  { id: 2, currencyTag: 'MAD', value: 50, kind: 'note' },
  { id: 3, currencyTag: 'MAD', value: 1, kind: 'coin' },
];

const base: SessionDetail = {
  id: 12,
  magasinId: 1,
  magasinName: 'Atlas Maârif',
  registerId: 2,
  registerName: 'Caisse 2 — Terrasse',
  calendarDayId: 5,
  day: '2026-11-27',
  state: 'opened',
  currencyTag: 'MAD',
  openingFund: 300,
  openedBy: 3,
  openedByName: 'Karim Haddad',
  openedAt: '2026-11-27T07:00:00.000Z',
  closedBy: null,
  closedByName: null,
  closedAt: null,
  expectedTotal: null,
  countedTotal: null,
  difference: null,
  accusedAt: null,
  accusedBy: null,
  blind: true,
  modes: [
    { modePayment: 'cash', expected: null, counted: null, difference: null },
    { modePayment: 'pos_machine', expected: null, counted: null, difference: null },
    { modePayment: 'loyalty_points', expected: null, counted: null, difference: null },
  ],
  totals: [],
  billets: [],
  approvals: [],
  closingNote: null,
  commandsCount: 4,
  salesTotal: 96,
};

const closed: SessionDetail = {
  ...base,
  state: 'closed',
  blind: false,
  closedAt: '2026-11-27T21:00:00.000Z',
  expectedTotal: 333,
  countedTotal: 283,
  difference: -50,
  closingNote: 'Erreur de rendu',
  modes: [
    { modePayment: 'cash', expected: 250, counted: 200, difference: -50 },
    { modePayment: 'pos_machine', expected: 80, counted: 80, difference: 0 },
    { modePayment: 'loyalty_points', expected: 3, counted: 3, difference: 0 },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const closeCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/close'));
const bodyOf = (i: number) => JSON.parse(String(closeCalls()[i][1]?.body)) as Record<string, unknown>;
const headerOf = (i: number, name: string) => new Headers(closeCalls()[i][1]?.headers).get(name);

function renderModal(session: SessionDetail, onClose = vi.fn()) {
  renderRoutes(
    [{ path: '/', element: <CloseSessionModal session={session} billets={billets} opened onClose={onClose} /> }],
    '/',
    createQueryClient(),
  );
  return onClose;
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
});
afterEach(() => vi.unstubAllGlobals());

describe('closing a session', { timeout: 20_000 }, () => {
  it('asks to count cash and the modes that moved, never gift cards nor points', () => {
    expect(modesToCount(base)).toEqual(['pos_machine']);
    expect(modesToCount({ modes: [{ ...base.modes[0] }, { ...base.modes[0], modePayment: 'gift_cheque' }] })).toEqual([]);
  });

  it('counts blind: no expected amount before sending; the remark and the approval asked by the server; the outcome after', async () => {
    fetchMock
      .mockImplementationOnce(() =>
        reply(422, {
          code: 'VALIDATION',
          message: 'The given data was invalid.',
          errors: [
            { field: 'note', message: "A remark is required: the difference is beyond the company's threshold" },
            { field: 'approval', message: "A manager's approval is required" },
          ],
        }),
      )
      .mockImplementationOnce(() => reply(200, closed));
    const onClose = renderModal(base);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('close-blind').textContent).toMatch(/Blind count/);
    // Only what is counted: no expected amount, no difference, no field for the points.
    const summary = within(dialog).getByTestId('close-summary');
    expect(within(summary).queryByText('Expected')).toBeNull();
    expect(within(summary).queryByText('Difference')).toBeNull();
    expect(within(dialog).queryByTestId('counted-loyalty_points')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: /^One more: 200\.00\sMAD$/ }));
    fireEvent.change(within(dialog).getByTestId('counted-pos_machine'), { target: { value: '80' } });
    await waitFor(() => expect(summary.textContent).toContain('200.00'));
    expect(summary.textContent).toContain('80.00');
    fireEvent.click(within(dialog).getByTestId('close-submit'));

    // The server's answer: the remark under its field, the manager's code on the same screen.
    expect(await within(dialog).findByText("A remark is required: the difference is beyond the company's threshold")).toBeTruthy();
    expect(within(dialog).getByTestId('approval-step')).toBeTruthy();
    expect(bodyOf(0)).toEqual({ counted: [{ modePayment: 'pos_machine', amount: 80 }], billets: [{ billetId: 1, quantity: 1 }] });

    fireEvent.change(within(dialog).getByTestId('close-note'), { target: { value: 'Erreur de rendu' } });
    fireEvent.change(within(dialog).getByTestId('approval-code'), { target: { value: '300003' } });
    fireEvent.click(within(dialog).getByTestId('close-submit'));

    // Now the expected amounts appear, with the difference.
    const result = await screen.findByTestId('close-result-modes');
    expect(within(result).getByText('Expected')).toBeTruthy();
    const cash = result.querySelector('[data-mode="cash"]')!;
    expect(cash.textContent).toContain('250.00');
    expect(cash.textContent).toContain('-50.00');
    // The same closing sent again, with the remark and the code, under the same key.
    expect(bodyOf(1)).toEqual({
      counted: [{ modePayment: 'pos_machine', amount: 80 }],
      billets: [{ billetId: 1, quantity: 1 }],
      note: 'Erreur de rendu',
      approval: { code: '300003' },
    });
    expect(headerOf(1, 'idempotency-key')).toBe(headerOf(0, 'idempotency-key'));
    fireEvent.click(screen.getByTestId('close-finish'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows expected, counted and difference as the count goes to whoever sees the expected amounts', async () => {
    const seen: SessionDetail = {
      ...base,
      blind: false,
      modes: [
        { modePayment: 'cash', expected: 250, counted: null, difference: null },
        { modePayment: 'pos_machine', expected: 80, counted: null, difference: null },
      ],
    };
    fetchMock.mockImplementationOnce(() => reply(200, closed));
    const onClose = renderModal(seen);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('close-blind')).toBeNull();
    const summary = within(dialog).getByTestId('close-summary');
    fireEvent.click(within(dialog).getByRole('button', { name: /^One more: 200\.00\sMAD$/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^One more: 50\.00\sMAD$/ }));
    fireEvent.change(within(dialog).getByTestId('counted-pos_machine'), { target: { value: '70' } });
    await waitFor(() => expect(summary.querySelector('[data-mode="pos_machine"]')!.textContent).toContain('-10.00'));
    expect(summary.querySelector('[data-mode="cash"]')!.textContent).toMatch(/250\.00.*250\.00.*0\.00/);
    fireEvent.click(within(dialog).getByTestId('close-submit'));
    // No outcome step: the dialog closes at once.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByTestId('close-result')).toBeNull();
  });
});

// The lines of a return: a line that billed a client subscription says that refunding it ends the subscription and
// comes back whole (a period is not given back in part); the other lines come back by any quantity left.
import type { CommandDetail } from '@comptoir/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadFeatureTexts } from '../../../i18n/i18n';
import { ReturnLines } from './return-lines';

const line = (id: number, o: Partial<CommandDetail['lines'][number]>) => ({
  id,
  commandId: 1,
  priceId: 7,
  label: 'Croissant',
  labels: { en: null, ar: null, it: null },
  quantity: 3,
  returnedQuantity: 0,
  unitPrice: 10,
  remise: 0,
  tva: 20,
  total: 30,
  compositions: [],
  serialNumbers: [],
  notes: null,
  membershipId: null,
  ...o,
});
const ORDER = {
  id: 1,
  currencyTag: 'MAD',
  lines: [line(1, {}), line(2, { priceId: null, label: 'Forfait 4 brushings', quantity: 1, total: 150, membershipId: 5 })],
} as unknown as CommandDetail;

function renderLines(onChange = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ReturnLines order={ORDER} value={{}} onChange={onChange} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onChange;
}

beforeAll(async () => {
  await initI18n('fr');
  await loadFeatureTexts(['pos']);
});

describe('ReturnLines', () => {
  it('marks the subscription’s line, which comes back whole; the croissant by any quantity', () => {
    const onChange = renderLines();
    const marks = screen.getAllByTestId('refund-subscription-line');
    expect(marks).toHaveLength(1);
    expect(marks[0].textContent).toBe('Abonnement : le rembourser y met fin');
    const [croissant, plan] = screen.getAllByTestId('refund-quantity');
    // No fraction can be typed on the subscription's line (the server refuses part of a period too).
    fireEvent.change(plan, { target: { value: '0.5' } });
    expect(onChange).not.toHaveBeenCalledWith({ 2: 0.5 });
    fireEvent.change(plan, { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith({ 2: 1 });
    fireEvent.change(croissant, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ 1: 2 });
  });
});

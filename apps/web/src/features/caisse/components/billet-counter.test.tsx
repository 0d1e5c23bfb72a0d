import type { Billet } from '@comptoir/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { renderRoutes } from '../../../test/render';
import { countedLines, countedTotal, parseQuantity } from './billet-count';
import { BilletCounter } from './billet-counter';

const billets: Billet[] = [
  { id: 1, currencyTag: 'MAD', value: 200, kind: 'note' },
  { id: 2, currencyTag: 'MAD', value: 0.5, kind: 'coin' },
  { id: 3, currencyTag: 'MAD', value: 0.1, kind: 'coin' },
  { id: 9, currencyTag: 'EUR', value: 20, kind: 'note' },
];

beforeAll(async () => {
  await initI18n('en');
});

describe('denomination counting', () => {
  it('adds notes and coins exactly in centimes and sends only what was counted', () => {
    expect(countedTotal(billets.slice(0, 3), { 1: 2, 2: 3, 3: 7 })).toBe(40_220);
    expect(countedTotal(billets.slice(0, 3), { 3: 3 })).toBe(30); // 0.1 × 3, not 0.30000000000000004
    expect(countedLines({ 1: 2, 2: 0, 3: 1 })).toEqual([
      { billetId: 1, quantity: 2 },
      { billetId: 3, quantity: 1 },
    ]);
    expect([parseQuantity('4'), parseQuantity(-1), parseQuantity(2.5), parseQuantity('x')]).toEqual([4, 0, 0, 0]);
  });

  it('shows one row per denomination of the currency and the total as the cashier counts', () => {
    function Harness() {
      const [value, setValue] = useState({});
      return <BilletCounter billets={billets} currencyTag="MAD" value={value} onChange={setValue} />;
    }
    renderRoutes([{ path: '/', element: <Harness /> }], '/', createQueryClient());
    expect(screen.getAllByRole('button', { name: /One more/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: /^One more: 200\.00\sMAD$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^One more: 200\.00\sMAD$/ }));
    fireEvent.change(screen.getByTestId('billet-qty-2'), { target: { value: '3' } });
    expect(screen.getByTestId('billet-total').textContent).toBe('401.50\u00a0MAD');
    fireEvent.click(screen.getByRole('button', { name: /^One less: 200\.00\sMAD$/ }));
    expect(screen.getByTestId('billet-total').textContent).toBe('201.50\u00a0MAD');
  });
});

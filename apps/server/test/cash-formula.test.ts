// Unit test of the pure expected-cash formula of packages/shared (no database).
import { describe, expect, it } from 'vitest';
import { closingDifferences, exceedsThreshold, expectedByMode } from '@comptoir/shared';

describe('expected cash per payment mode', () => {
  it('adds the fund, sales, advances and credit payments and takes out change, refunds, withdrawals, fees and charges', () => {
    const expected = expectedByMode([
      { type: 'opening_fund', modePayment: 'cash', amount: 50_000 },
      { type: 'payment', modePayment: 'cash', amount: 120_050 },
      { type: 'change', modePayment: 'cash', amount: 3_050 },
      { type: 'advance', modePayment: 'cash', amount: 10_000 },
      { type: 'credit', modePayment: 'cash', amount: 4_000 },
      { type: 'refund', modePayment: 'cash', amount: 1_500 },
      { type: 'withdrawal', modePayment: 'cash', amount: 60_000 },
      { type: 'fees', modePayment: 'cash', amount: 2_000 },
      { type: 'charges', modePayment: 'cash', amount: 500 },
      { type: 'closing_fund', modePayment: 'cash', amount: 99_999 },
      { type: 'payment', modePayment: 'pos_machine', amount: 80_000 },
      { type: 'refund', modePayment: 'pos_machine', amount: 5_000 },
      { type: 'payment', modePayment: 'gift_cheque', amount: 3_000 },
    ]);
    // 500 + 1200.50 − 30.50 + 100 + 40 − 15 − 600 − 20 − 5 = 1170.00
    expect(expected).toEqual({ cash: 117_000, pos_machine: 75_000, gift_cheque: 3_000 });
  });

  it('ignores unknown types and keeps exact centimes over many small amounts', () => {
    const rows = Array.from({ length: 1000 }, () => ({ type: 'payment', modePayment: 'cash', amount: 10 }));
    expect(expectedByMode([...rows, { type: 'mystery', modePayment: 'cash', amount: 7 }])).toEqual({ cash: 10_000 });
  });

  it('gives counted − expected for every mode, in the order of the payment modes', () => {
    expect(closingDifferences({ pos_machine: 1000, cash: 5000 }, { cash: 4950, bank_transfer: 200 })).toEqual([
      { modePayment: 'cash', expected: 5000, counted: 4950, difference: -50 },
      { modePayment: 'bank_transfer', expected: 0, counted: 200, difference: 200 },
      { modePayment: 'pos_machine', expected: 1000, counted: 0, difference: -1000 },
    ]);
  });

  it('needs approval only strictly above the threshold, either way', () => {
    expect(exceedsThreshold(-2001, 2000)).toBe(true);
    expect(exceedsThreshold(2000, 2000)).toBe(false);
    expect(exceedsThreshold(1, 0)).toBe(true);
  });
});

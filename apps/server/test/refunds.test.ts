// The one refund rule of packages/shared (issue 22): per mode at most what it took in; the cashier's choice within it.
import { planRefund, pointsKept, refundableByMode, returnedLineValue } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';

const sale = refundableByMode([
  { type: 'payment', modePayment: 'gift_cheque', amount: 1000 },
  { type: 'payment', modePayment: 'cash', amount: 2000 },
  { type: 'change', modePayment: 'cash', amount: 500 },
  { type: 'refund', modePayment: 'cash', amount: 300 },
]);

describe('the refund rule', () => {
  it('knows what each mode took in and still holds', () => {
    expect(sale).toEqual([
      { modePayment: 'gift_cheque', paid: 1000, refunded: 0, left: 1000 },
      { modePayment: 'cash', paid: 1500, refunded: 300, left: 1200 },
    ]);
  });
  it('pays back in proportion to what each mode holds, odd centimes to the largest remainders, never past a mode', () => {
    expect(planRefund(sale, 1101)).toEqual({
      ok: true,
      parts: [
        { modePayment: 'gift_cheque', amount: 500 },
        { modePayment: 'cash', amount: 601 },
      ],
    });
    expect(planRefund(sale, 2200)).toEqual({
      ok: true,
      parts: [
        { modePayment: 'gift_cheque', amount: 1000 },
        { modePayment: 'cash', amount: 1200 },
      ],
    });
    expect(planRefund(sale, 2201)).toEqual({ ok: false, field: 'amount', message: 'refund_exceeds_paid' });
  });
  it('takes the cashier’s mode or split only within what each mode holds', () => {
    expect(planRefund(sale, 1200, { modePayment: 'cash' })).toMatchObject({ ok: true });
    expect(planRefund(sale, 1201, { modePayment: 'cash' })).toEqual({ ok: false, field: 'modePayment', message: 'refund_exceeds_mode' });
    expect(planRefund(sale, 100, { modePayment: 'pos_machine' })).toMatchObject({ ok: false });
    const split = [
      { modePayment: 'cash', amount: 200 },
      { modePayment: 'gift_cheque', amount: 800 },
    ];
    expect(planRefund(sale, 1000, { parts: split })).toEqual({ ok: true, parts: split });
    expect(planRefund(sale, 900, { parts: split })).toEqual({ ok: false, field: 'refunds', message: 'refund_split_mismatch' });
  });
  it('rounds partial returns of a line cumulatively', () => {
    expect(returnedLineValue(1500, 1, 0, 0.001) + returnedLineValue(1500, 1, 0.001, 0.001)).toBe(3);
    expect([0, 1, 2].reduce((a, i) => a + returnedLineValue(1000, 3, i, 1), 0)).toBe(1000);
  });
  it('keeps the points earned in proportion to the money kept', () => {
    expect(pointsKept(15, 1500, 597)).toBe(5);
    expect(pointsKept(15, 1500, 0)).toBe(0);
  });
});

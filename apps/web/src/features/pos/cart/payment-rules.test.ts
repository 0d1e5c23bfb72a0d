import { describe, expect, it } from 'vitest';
import { quickAmounts, summarise, type TillPayment } from './payment-rules';

const pay = (mode: TillPayment['mode'], amount: number): TillPayment => ({ key: mode + amount, mode, amount });

describe('payment rules', () => {
  it('pays with cash and card and gives the cash change', () => {
    const s = summarise(7350, [pay('pos_machine', 5000), pay('cash', 3000)]);
    expect(s).toMatchObject({ paid: 8000, remaining: 0, change: 650, complete: true, overpaidWithoutCash: false });
  });

  it('gives no more change than the cash handed over', () => {
    const s = summarise(1000, [pay('cash', 200), pay('bank_transfer', 1500)]);
    expect(s.change).toBe(200);
    expect(s.overpaidWithoutCash).toBe(true);
  });

  it('is incomplete until paid, unless sold on credit', () => {
    expect(summarise(1000, [pay('cash', 400)])).toMatchObject({ remaining: 600, complete: false, change: 0 });
    expect(summarise(1000, [pay('cash', 400)], true).complete).toBe(true);
    expect(summarise(0, []).complete).toBe(true);
  });

  it('offers the exact amount then round notes above it', () => {
    expect(quickAmounts(7350)).toEqual([7350, 8000, 10000, 20000]);
    expect(quickAmounts(2000)).toEqual([2000, 5000, 10000, 20000]);
    expect(quickAmounts(0)).toEqual([]);
  });
});

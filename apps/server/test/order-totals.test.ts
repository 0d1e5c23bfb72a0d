// Unit test of the one order totals formula of packages/shared (minor units, tax-inclusive prices).
import { describe, expect, it } from 'vitest';
import {
  allocate,
  discountOn,
  insertCommandBody,
  lineGross,
  MAX_ORDER_AMOUNT,
  orderBoundErrors,
  orderTotals,
  taxOf,
  toTotalsInput,
} from '@comptoir/shared';

describe('order totals', () => {
  it('multiplies prices by quantities with up to 3 decimals exactly', () => {
    expect(lineGross(1999, 3)).toBe(5997);
    expect(lineGross(4590, 0.755)).toBe(3465); // 34.65 (34.6545 rounded)
    expect(lineGross(10, 0.001)).toBe(0);
    expect(lineGross(1, 0.1 + 0.2)).toBe(0);
    expect(lineGross(333, 1.5)).toBe(500); // 499.5 rounds half away from zero
  });

  it('takes percentage and fixed discounts, never more than the amount', () => {
    expect(discountOn(10000, { type: 'percentage', value: 12.5 })).toBe(1250);
    expect(discountOn(999, { type: 'percentage', value: 10 })).toBe(100);
    expect(discountOn(500, { type: 'fixed_amount', value: 800 })).toBe(500);
    expect(discountOn(500, null)).toBe(0);
    expect(discountOn(0, { type: 'fixed_amount', value: 800 })).toBe(0);
  });

  it('splits an amount in proportion with the remainder to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
    expect(allocate(7, [200, 100])).toEqual([5, 2]);
    expect(allocate(1000, [333, 333, 334]).reduce((a, b) => a + b)).toBe(1000);
  });

  it('splits exactly where amount × weight passes 2^53 (an order discount on an order near the bound)', () => {
    const weights = [33_333_332_967, 33_333_332_967, 33_333_000_664];
    const sum = weights.reduce((a, b) => a + b);
    for (const amount of [33_329_888_889, sum - 1, 1, MAX_ORDER_AMOUNT - 7]) {
      const out = allocate(amount, weights);
      expect(out.reduce((a, b) => a + b)).toBe(amount);
      // Each share is amount × weight ÷ sum rounded down, or up for the largest remainders, in exact integers.
      out.forEach((share, i) => {
        const floor = (BigInt(amount) * BigInt(weights[i])) / BigInt(sum);
        expect([floor, floor + 1n]).toContain(BigInt(share));
      });
    }
    // The same answer as the number path where both are exact.
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('names the line beyond the order bound, else the total; an exchange adds what the order came to', () => {
    const line = (unitPrice: number, quantity: number) => ({ unitPrice, quantity });
    const at = orderTotals({ lines: [line(1_000_000_000, 100)] });
    expect(at.gross).toBe(MAX_ORDER_AMOUNT);
    expect(orderBoundErrors(at)).toEqual([]);
    expect(orderBoundErrors(orderTotals({ lines: [line(1, 1), line(1_000_000_000, 100.001)] }))).toEqual([
      { field: 'lines.1', message: 'order_amount_too_big' },
    ]);
    expect(orderBoundErrors(orderTotals({ lines: [line(1_000_000_000, 60), line(1_000_000_000, 40.001)] }))).toEqual([
      { field: 'total', message: 'order_amount_too_big' },
    ]);
    expect(orderBoundErrors(orderTotals({ lines: [line(100, 1)] }), MAX_ORDER_AMOUNT - 100)).toEqual([]);
    expect(orderBoundErrors(orderTotals({ lines: [line(101, 1)] }), MAX_ORDER_AMOUNT - 100)).toEqual([
      { field: 'total', message: 'order_amount_too_big' },
    ]);
  });

  it('finds the tax contained in a tax-inclusive amount', () => {
    expect(taxOf(12000, 20)).toEqual({ base: 10000, amount: 2000 });
    expect(taxOf(1000, 0)).toEqual({ base: 1000, amount: 0 });
    expect(taxOf(1100, 10)).toEqual({ base: 1000, amount: 100 });
  });

  it('computes lines, line and order discounts, tva per rate, paid and change', () => {
    const t = orderTotals({
      lines: [
        { unitPrice: 1200, quantity: 2, tva: 20 }, // 24.00
        { unitPrice: 5000, quantity: 1, tva: 10, remise: { type: 'percentage', value: 10 } }, // 50 - 5 = 45
        { unitPrice: 3000, quantity: 1, extras: 500, tva: 20, remise: { type: 'fixed_amount', value: 500 } }, // 35 - 5 = 30
      ],
      remise: { type: 'fixed_amount', value: 990 },
      payments: [
        { modePayment: 'pos_machine', amount: 5000 },
        { modePayment: 'cash', amount: 5000 },
      ],
    });
    expect(t.gross).toBe(2400 + 5000 + 3500);
    expect(t.lineRemise).toBe(1000);
    expect(t.subtotal).toBe(9900);
    expect(t.orderRemise).toBe(990);
    expect(t.remise).toBe(1990);
    expect(t.total).toBe(8910);
    expect(t.lines.map((l) => l.orderRemise)).toEqual([240, 450, 300]);
    expect(t.lines.map((l) => l.total)).toEqual([2160, 4050, 2700]);
    expect(t.taxes).toEqual([
      { tva: 10, total: 4050, base: 3682, amount: 368 },
      { tva: 20, total: 4860, base: 4050, amount: 810 },
    ]);
    expect(t.paid).toBe(10000);
    expect(t.remaining).toBe(0);
    expect(t.change).toBe(1090);
    expect(t.overpaid).toBe(0);
  });

  it('gives change only from cash; the rest is overpaid', () => {
    const t = orderTotals({ lines: [{ unitPrice: 1000, quantity: 1 }], payments: [{ modePayment: 'pos_machine', amount: 1500 }] });
    expect(t.change).toBe(0);
    expect(t.overpaid).toBe(500);
    const partial = orderTotals({ lines: [{ unitPrice: 1000, quantity: 1 }], payments: [{ modePayment: 'cash', amount: 400 }] });
    expect(partial.remaining).toBe(600);
    expect(partial.change).toBe(0);
  });

  it('turns an InsertCommand body into minor units with supplements per unit', () => {
    const body = insertCommandBody.parse({
      uuid: 'till-0001-abcd',
      caisseId: 1,
      lines: [
        {
          priceId: 3,
          quantity: 2,
          unitPrice: '12,50',
          remise: { type: 'fixed_amount', value: 1.5 },
          compositions: [{ compositionId: 1, productId: 2, unitPrice: 2 }],
        },
      ],
      payments: [{ modePayment: 'cash', amount: 30 }],
    });
    const input = toTotalsInput(body);
    expect(input.lines[0]).toMatchObject({ unitPrice: 1250, extras: 200, remise: { type: 'fixed_amount', value: 150 } });
    expect(orderTotals(input)).toMatchObject({ total: 2750, change: 250 });
  });

  it('lists every problem of a bad InsertCommand body', () => {
    const r = insertCommandBody.safeParse({
      uuid: 'x',
      lines: [{ priceId: 0, quantity: -1, unitPrice: 'abc' }],
      isCredit: true,
      payments: [{ modePayment: 'gift_cheque', amount: 0 }],
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    for (const p of [
      'uuid',
      'caisseId',
      'lines.0.priceId',
      'lines.0.quantity',
      'lines.0.unitPrice',
      'clientId',
      'payments.0.amount',
      'payments',
    ])
      expect(paths).toContain(p);
  });
});

// The one money module (packages/shared/src/money.ts): decimals on the wire, integer centimes inside.
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@comptoir/shared';

/** The decimal path alone (what toMinor does for a string). */
const viaText = (amount: number) => toMinor(amount.toFixed(6));

describe('money', () => {
  it('reads every whole-centime amount exactly, as its decimal text reads', () => {
    for (let c = -250_000; c <= 250_000; c += 37) {
      const amount = c / 100;
      expect(toMinor(amount)).toBe(c);
      expect(toMinor(amount)).toBe(viaText(amount));
      expect(toMinor(String(amount))).toBe(c);
      expect(fromMinor(c)).toBe(Number((c / 100).toFixed(2)));
    }
    // Amounts computed in floating point land on the nearest centime.
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.9 * 3)).toBe(5970);
    expect(toMinor(1e8 + 0.07)).toBe(10_000_000_007);
  });

  it('rounds a third decimal half away from zero, and refuses what is not an amount', () => {
    expect(toMinor(0.005)).toBe(1);
    expect(toMinor(-0.005)).toBe(-1);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(2.344)).toBe(234);
    expect(toMinor('12.345')).toBe(1235);
    expect(toMinor(' 7 ')).toBe(700);
    for (const amount of [0.004, 1.125, -3.335, 123456.789]) expect(toMinor(amount)).toBe(viaText(amount));
    expect(() => toMinor('12,5')).toThrow();
    expect(() => toMinor(Number.NaN)).toThrow();
    expect(fromMinor(12.5)).toBe(0.13);
  });
});

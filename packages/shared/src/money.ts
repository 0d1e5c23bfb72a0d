// The one money module: exact amounts in integer minor units (centimes), decimals on the wire.
export type Minor = number;

const SCALE = 100;

/**
 * The most one order may come to, in minor units (1,000,000,000.00 in its currency), before discounts — and so each of
 * its lines, its discounts, taxes and total. Within it every step of the order formula (order-totals.ts) is exact in
 * JavaScript (below 2^53) and every amount fits the bigint columns; the server refuses a larger sale or exchange (422).
 */
export const MAX_ORDER_AMOUNT: Minor = 100_000_000_000;

/** Parses a wire decimal ("12.5", 12.5) into minor units, rounding half away from zero. */
export function toMinor(amount: number | string): Minor {
  // Whole centimes (nearly every amount): the nearest integer, as the decimal path below would find (toFixed(6) of a
  // number within 1e-6 centime of a whole one writes that one).
  if (typeof amount === 'number' && Math.abs(amount) < 1e9) {
    const centimes = amount * SCALE;
    const whole = Math.round(centimes);
    if (Math.abs(centimes - whole) < 1e-6) return whole === 0 ? 0 : whole;
  }
  const s = typeof amount === 'number' ? amount.toFixed(6) : amount.trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) throw new Error(`invalid amount: ${amount}`);
  const negative = s.startsWith('-');
  const [int, frac = ''] = s.replace('-', '').split('.');
  const padded = (frac + '000').slice(0, 3);
  let minor = Number(int) * SCALE + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) minor += 1;
  return negative ? -minor : minor;
}

/** Minor units back to a wire decimal number with 2 decimals. */
export function fromMinor(minor: Minor): number {
  // A whole number of centimes divided by 100 is already the nearest number to its 2-decimal value.
  if (Number.isInteger(minor) && Math.abs(minor) < 1e15) return minor / SCALE;
  return Number((minor / SCALE).toFixed(2));
}

/** Currency conversion: amount × source rate ÷ target rate (product-spec §9), result in minor units. */
export function convert(minor: Minor, sourceRate: number, targetRate: number): Minor {
  if (targetRate <= 0) throw new Error('target rate must be positive');
  return Math.round((minor * sourceRate) / targetRate);
}

/** "1 234,50 MAD" in the locale, 2 decimals, with the currency tag. */
export function formatMoney(minor: Minor, currencyTag: string, locale = 'fr'): string {
  const n = new Intl.NumberFormat(locale === 'ar' ? 'ar-MA-u-nu-latn' : locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / SCALE);
  return `${n} ${currencyTag}`;
}

export function sumMinor(values: readonly Minor[]): Minor {
  return values.reduce((a, b) => a + b, 0);
}

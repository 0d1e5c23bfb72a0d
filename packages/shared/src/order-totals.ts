// The one formula of an order's totals (server and web): line totals, line and order discounts, tva per rate, total,
// paid, change. Everything in integer minor units; prices are tax-inclusive (the tva is contained in the price).
// Quantities may have up to 3 decimals (weight); percentages up to 2 decimals.
import type { FieldError } from './errors';
import { MAX_ORDER_AMOUNT, type Minor } from './money';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A discount: a percentage (0..100) or a fixed amount in minor units. */
export interface Discount {
  type: DiscountType;
  value: number;
}

export interface TotalsLine {
  /** Unit price in minor units, tax included. */
  unitPrice: Minor;
  quantity: number;
  /** Extra per unit from composition choices (supplements), minor units. */
  extras?: Minor;
  remise?: Discount | null;
  /** Tax rate in percent (20 = 20 %). */
  tva?: number;
}

export interface TotalsPayment {
  modePayment: string;
  amount: Minor;
}

export interface LineTotals {
  gross: Minor;
  remise: Minor;
  /** After the line's own discount. */
  net: Minor;
  /** The order discount's share of this line. */
  orderRemise: Minor;
  /** What the line finally costs (net − its share of the order discount). */
  total: Minor;
}

export interface TaxLine {
  tva: number;
  /** Tax-inclusive amount at this rate. */
  total: Minor;
  base: Minor;
  amount: Minor;
}

export interface OrderTotals {
  lines: LineTotals[];
  /** Sum of gross line amounts. */
  gross: Minor;
  lineRemise: Minor;
  /** Sum of lines after their own discounts. */
  subtotal: Minor;
  orderRemise: Minor;
  /** lineRemise + orderRemise. */
  remise: Minor;
  total: Minor;
  taxes: TaxLine[];
  paid: Minor;
  remaining: Minor;
  /** Cash to give back. */
  change: Minor;
  /** Paid beyond the total with no cash to give it back from (refused by the server). */
  overpaid: Minor;
}

const QTY_SCALE = 1000;

/** unitPrice × quantity, exact for quantities with up to 3 decimals, rounded half away from zero. */
export function lineGross(unitPrice: Minor, quantity: number): Minor {
  const q = Math.round(quantity * QTY_SCALE);
  const product = unitPrice * q;
  return Math.sign(product) * Math.round(Math.abs(product) / QTY_SCALE);
}

/** The discount on an amount, never more than the amount nor below zero. */
export function discountOn(amount: Minor, d: Discount | null | undefined): Minor {
  if (!d || amount <= 0) return 0;
  const raw = d.type === 'percentage' ? Math.round((amount * Math.round(d.value * 100)) / 10_000) : Math.round(d.value);
  return Math.min(amount, Math.max(0, raw));
}

/** Splits `amount` (≥ 0) over `weights` (≥ 0) in proportion, the rounding remainder to the largest fractions (sums exactly). */
export function allocate(amount: Minor, weights: readonly Minor[]): Minor[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  // amount × weight is exact as a number below 2^53 (orders up to about 949,000.00); beyond, in BigInt.
  if (!Number.isSafeInteger(amount * sum)) return allocateBig(amount, weights, sum);
  const exact = weights.map((w) => (amount * w) / sum);
  const out = exact.map(Math.floor);
  let rest = amount - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f || a.i - b.i);
  for (let k = 0; rest > 0 && k < order.length; k++, rest--) out[order[k].i] += 1;
  return out;
}

/** allocate in exact integers: the same floors and the same order of remainders (compared as fractions of `sum`). */
function allocateBig(amount: Minor, weights: readonly Minor[], sum: Minor): Minor[] {
  const a = BigInt(amount);
  const s = BigInt(sum);
  const parts = weights.map((w, i) => {
    const p = a * BigInt(w);
    return { i, floor: p / s, rem: p % s };
  });
  const out = parts.map((p) => Number(p.floor));
  let rest = amount - out.reduce((x, y) => x + y, 0);
  const order = [...parts].sort((x, y) => (x.rem === y.rem ? x.i - y.i : x.rem > y.rem ? -1 : 1));
  for (let k = 0; rest > 0 && k < order.length; k++, rest--) out[order[k].i] += 1;
  return out;
}

/** Tax contained in a tax-inclusive amount at a rate: base = amount × 100 / (100 + rate). */
export function taxOf(total: Minor, tva: number): { base: Minor; amount: Minor } {
  if (!tva) return { base: total, amount: 0 };
  const base = Math.round((total * 10_000) / (10_000 + Math.round(tva * 100)));
  return { base, amount: total - base };
}

export function orderTotals(input: {
  lines: readonly TotalsLine[];
  remise?: Discount | null;
  payments?: readonly TotalsPayment[];
}): OrderTotals {
  const firsts = input.lines.map((l) => {
    const gross = lineGross(l.unitPrice + (l.extras ?? 0), l.quantity);
    const remise = discountOn(gross, l.remise);
    return { gross, remise, net: gross - remise };
  });
  const gross = firsts.reduce((a, l) => a + l.gross, 0);
  const lineRemise = firsts.reduce((a, l) => a + l.remise, 0);
  const subtotal = gross - lineRemise;
  const orderRemise = discountOn(subtotal, input.remise);
  const shares = allocate(
    orderRemise,
    firsts.map((l) => l.net),
  );
  const lines = firsts.map((l, i) => ({ ...l, orderRemise: shares[i], total: l.net - shares[i] }));
  const total = subtotal - orderRemise;

  const byRate = new Map<number, Minor>();
  input.lines.forEach((l, i) => byRate.set(l.tva ?? 0, (byRate.get(l.tva ?? 0) ?? 0) + lines[i].total));
  const taxes = [...byRate.entries()].sort(([a], [b]) => a - b).map(([tva, t]) => ({ tva, total: t, ...taxOf(t, tva) }));

  const payments = input.payments ?? [];
  const paid = payments.reduce((a, p) => a + p.amount, 0);
  const cash = payments.filter((p) => p.modePayment === 'cash').reduce((a, p) => a + p.amount, 0);
  const excess = Math.max(0, paid - total);
  const change = Math.min(excess, cash);
  return {
    lines,
    gross,
    lineRemise,
    subtotal,
    orderRemise,
    remise: lineRemise + orderRemise,
    total,
    taxes,
    paid,
    remaining: Math.max(0, total - paid),
    change,
    overpaid: excess - change,
  };
}

/**
 * What makes an order too large (MAX_ORDER_AMOUNT): the first line whose amount alone passes it (its field), else the
 * order (`total`). `already` is what the order came to before (an exchange adds its new lines to it). Checked on the
 * server after the totals are computed, before anything is written: every other amount of the order (discounts, their
 * shares, taxes, total) is at most its gross, so a gross within the bound kept every step of the formula exact.
 */
export function orderBoundErrors(t: Pick<OrderTotals, 'lines' | 'gross' | 'total'>, already: Minor = 0): FieldError[] {
  if (t.gross <= MAX_ORDER_AMOUNT && already + t.total <= MAX_ORDER_AMOUNT) return [];
  const line = t.lines.findIndex((l) => l.gross > MAX_ORDER_AMOUNT);
  return [{ field: line >= 0 ? `lines.${line}` : 'total', message: 'order_amount_too_big' }];
}

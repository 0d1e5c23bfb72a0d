// The one refund rule (issue 22): each payment mode of a sale pays back at most what it took in, across every later
// return, exchange, refund and cancellation of that sale together. Used by the server to decide and by the till to
// offer. Pure, in minor units.
import type { Minor } from './money';

/** Modes whose money lives in a ledger of their own (a gift card's balance, a client's points). */
export const LEDGER_PAYMENT_MODES = ['gift_cheque', 'loyalty_points'] as const;
export const isLedgerMode = (mode: string): boolean => (LEDGER_PAYMENT_MODES as readonly string[]).includes(mode);

/** An operation of a sale's money, as the cash ledger keeps it (positive amount, the type gives the direction). */
export interface SaleMoneyOperation {
  type: string;
  modePayment: string;
  amount: Minor;
}

/** Types that bring money in for an order (a sale's payment, a credit sale's later payment, an advance). */
const PAID_IN: readonly string[] = ['payment', 'credit', 'advance'];

export interface ModeBalance {
  modePayment: string;
  /** What the mode took in (payments less the change given back in cash). */
  paid: Minor;
  /** What it has paid back already. */
  refunded: Minor;
  /** What it can still pay back: paid − refunded, never below zero. */
  left: Minor;
}

/** Per mode, in the order the modes were first paid: what each took in, paid back, and still holds. */
export function refundableByMode(operations: readonly SaleMoneyOperation[]): ModeBalance[] {
  const by = new Map<string, { paid: Minor; refunded: Minor }>();
  const of = (mode: string) => {
    let m = by.get(mode);
    if (!m) by.set(mode, (m = { paid: 0, refunded: 0 }));
    return m;
  };
  for (const o of operations) {
    const amount = Math.round(Number(o.amount));
    if (PAID_IN.includes(o.type)) of(o.modePayment).paid += amount;
    else if (o.type === 'change') of(o.modePayment).paid -= amount;
    else if (o.type === 'refund') of(o.modePayment).refunded += amount;
  }
  return [...by].map(([modePayment, m]) => ({ modePayment, paid: m.paid, refunded: m.refunded, left: Math.max(0, m.paid - m.refunded) }));
}

export const refundableTotal = (balances: readonly ModeBalance[]): Minor => balances.reduce((a, b) => a + b.left, 0);

export interface RefundPart {
  modePayment: string;
  amount: Minor;
}

export type RefundPlan = { ok: true; parts: RefundPart[] } | { ok: false; field: string; message: string };

/**
 * How `amount` is paid back. The cashier may name the split (`parts`) or one mode (`modePayment`): each within what
 * that mode still holds. Without a choice, in the modes the sale was paid with, in proportion to what each still holds
 * (largest remainders get the odd centimes), so a return of half of a half-card, half-cash sale pays back half of each.
 */
export function planRefund(
  balances: readonly ModeBalance[],
  amount: Minor,
  ask: { modePayment?: string; parts?: readonly RefundPart[] } = {},
): RefundPlan {
  const left = new Map(balances.map((b) => [b.modePayment, b.left]));
  if (amount <= 0) return { ok: true, parts: [] };
  if (amount > refundableTotal(balances)) return { ok: false, field: 'amount', message: 'refund_exceeds_paid' };
  if (ask.parts?.length) {
    const merged = new Map<string, Minor>();
    for (const p of ask.parts) merged.set(p.modePayment, (merged.get(p.modePayment) ?? 0) + p.amount);
    for (const [mode, a] of merged) if (a > (left.get(mode) ?? 0)) return { ok: false, field: 'refunds', message: 'refund_exceeds_mode' };
    const sum = [...merged.values()].reduce((a, b) => a + b, 0);
    if (sum !== amount) return { ok: false, field: 'refunds', message: 'refund_split_mismatch' };
    return { ok: true, parts: [...merged].filter(([, a]) => a > 0).map(([modePayment, a]) => ({ modePayment, amount: a })) };
  }
  if (ask.modePayment) {
    if (amount > (left.get(ask.modePayment) ?? 0)) return { ok: false, field: 'modePayment', message: 'refund_exceeds_mode' };
    return { ok: true, parts: [{ modePayment: ask.modePayment, amount }] };
  }
  const holding = balances.filter((b) => b.left > 0);
  const total = refundableTotal(holding);
  const shares = holding.map((b) => {
    const exact = (amount * b.left) / total;
    return { modePayment: b.modePayment, amount: Math.floor(exact), rest: exact - Math.floor(exact), left: b.left };
  });
  let odd = amount - shares.reduce((a, s) => a + s.amount, 0);
  for (const s of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (odd <= 0) break;
    if (s.amount < s.left) {
      s.amount += 1;
      odd -= 1;
    }
  }
  return { ok: true, parts: shares.filter((s) => s.amount > 0).map((s) => ({ modePayment: s.modePayment, amount: s.amount })) };
}

/**
 * What returning `quantity` more of a line is worth, given what of it came back before: the difference of the rounded
 * cumulative shares, so partial returns of a line never add up to more than the line (two returns of 0.001 of a 15.00
 * line are worth 0.02 + 0.01, never 0.02 + 0.02).
 */
export function returnedLineValue(lineTotal: Minor, lineQuantity: number, returnedBefore: number, quantity: number): Minor {
  if (lineQuantity <= 0) return 0;
  const share = (q: number) => Math.round((lineTotal * Math.min(q, lineQuantity)) / lineQuantity);
  const before = Math.round(returnedBefore * 1000) / 1000;
  const after = Math.round((returnedBefore + quantity) * 1000) / 1000;
  return share(after) - share(before);
}

/**
 * Points earned that a sale keeps once part of its money is paid back: in proportion to the money (not points) it
 * still holds, rounded down.
 */
export function pointsKept(earned: number, moneyPaid: Minor, moneyLeft: Minor): number {
  if (earned <= 0 || moneyPaid <= 0) return 0;
  return Math.floor((earned * Math.max(0, Math.min(moneyLeft, moneyPaid))) / moneyPaid);
}

// The payments of one sale (several modes), what remains, the change to give back (cash only) and the quick cash amounts.
import { orderTotals, type Minor, type OrderPaymentMode } from '@comptoir/shared';

/** The modes of product-spec §9 and the client's loyalty points. */
export type TillPaymentMode = OrderPaymentMode;

export interface TillPayment {
  key: string;
  mode: TillPaymentMode;
  /** What the payment brings in, minor units (cash may exceed the rest: the change goes back). */
  amount: Minor;
  /** Gift card code, card slip or transfer reference. */
  reference?: string;
  /** Loyalty points spent (one point pays POINT_VALUE_MINOR). */
  points?: number;
}

/** A loyalty point pays one centime (the loyalty module's value). */
export const POINT_VALUE_MINOR = 1;

export interface PaymentSummary {
  paid: Minor;
  /** Still to pay (0 when paid in full). */
  remaining: Minor;
  /** Cash to give back. */
  change: Minor;
  /** Enough to close the sale: paid in full, or sold on credit. */
  complete: boolean;
  /** Only cash gives change: any other mode paying more than what remains is refused. */
  overpaidWithoutCash: boolean;
}

export function summarise(total: Minor, payments: readonly TillPayment[], isCredit = false): PaymentSummary {
  // The shared formula (the server's): only cash gives change; a non-cash excess is 'overpaid' and refused.
  const t = orderTotals({
    lines: [{ unitPrice: total, quantity: 1 }],
    payments: payments.map((p) => ({ modePayment: p.mode, amount: p.amount })),
  });
  return {
    paid: t.paid,
    remaining: t.remaining,
    change: t.change,
    complete: isCredit || t.paid >= total,
    overpaidWithoutCash: t.overpaid > 0,
  };
}

/** Quick cash amounts for what remains: the exact amount, then the next round notes above it. */
export function quickAmounts(remaining: Minor, steps: readonly Minor[] = [1000, 2000, 5000, 10000, 20000]): Minor[] {
  if (remaining <= 0) return [];
  const out = new Set<Minor>([remaining]);
  for (const s of steps) {
    const up = Math.ceil(remaining / s) * s;
    if (up > remaining) out.add(up);
  }
  return [...out].sort((a, b) => a - b).slice(0, 5);
}

// Cash control (DESIGN.md §3b): operation types, their direction in the drawer, and the expected amount per
// payment mode derived from the operations ledger's running totals. Pure: used by server and web alike.
import { PAYMENT_MODES } from './constants';
import type { Minor } from './money';

export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Every movement of money (product-spec §9 operation tags, plus payment, change and withdrawal). */
export const CASH_OPERATION_TYPES = [
  'opening_fund',
  'closing_fund',
  'payment',
  'change',
  'advance',
  'credit',
  'refund',
  'fees',
  'charges',
  'withdrawal',
] as const;
export type CashOperationType = (typeof CASH_OPERATION_TYPES)[number];

/** What a person may record by hand (POST /CaisseOperations/add); the others come from opening, closing and sales. */
export const MANUAL_OPERATION_TYPES = ['fees', 'charges', 'withdrawal', 'advance', 'credit'] as const;
export type ManualOperationType = (typeof MANUAL_OPERATION_TYPES)[number];

/** Manual operations that take money out of the drawer and so may need a manager's approval. */
export const OUTGOING_MANUAL_TYPES: readonly CashOperationType[] = ['fees', 'charges', 'withdrawal'];

/**
 * Direction in the drawer: +1 money comes in, -1 goes out, 0 not part of the expected amount (the closing fund is
 * the count itself). "credit" is a payment of a credit sale.
 */
export const OPERATION_SIGN: Record<CashOperationType, -1 | 0 | 1> = {
  opening_fund: 1,
  closing_fund: 0,
  payment: 1,
  change: -1,
  advance: 1,
  credit: 1,
  refund: -1,
  fees: -1,
  charges: -1,
  withdrawal: -1,
};

export const SESSION_STATES = ['opened', 'closed'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export const BILLET_OPERATION_TYPES = ['opening', 'closing', 'control'] as const;
export type BilletOperationType = (typeof BILLET_OPERATION_TYPES)[number];

export interface TotalRow {
  type: string;
  modePayment: string;
  /** Positive minor units; the type gives the direction. */
  amount: Minor;
}

/**
 * Expected amount per payment mode = opening fund + sales + advances + credit payments − change − refunds
 * − withdrawals − fees − charges, each in the mode it was paid with. Unknown types count for nothing.
 */
export function expectedByMode(totals: readonly TotalRow[]): Record<string, Minor> {
  const out: Record<string, Minor> = {};
  for (const t of totals) {
    const sign = (OPERATION_SIGN as Record<string, number | undefined>)[t.type] ?? 0;
    if (sign === 0) continue;
    out[t.modePayment] = (out[t.modePayment] ?? 0) + sign * t.amount;
  }
  return out;
}

export interface ModeDifference {
  modePayment: string;
  expected: Minor;
  counted: Minor;
  difference: Minor;
}

/** Counted − expected for every mode that has either; a mode with neither is left out. */
export function closingDifferences(expected: Record<string, Minor>, counted: Record<string, Minor>): ModeDifference[] {
  const modes = [...new Set([...Object.keys(expected), ...Object.keys(counted)])];
  const order = (m: string) => {
    const i = (PAYMENT_MODES as readonly string[]).indexOf(m);
    return i < 0 ? PAYMENT_MODES.length : i;
  };
  return modes
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((modePayment) => {
      const e = expected[modePayment] ?? 0;
      const c = counted[modePayment] ?? 0;
      return { modePayment, expected: e, counted: c, difference: c - e };
    });
}

/** A difference (or an amount) needs approval when its size is strictly above the threshold. */
export const exceedsThreshold = (amount: Minor, threshold: Minor): boolean => Math.abs(amount) > threshold;

/**
 * Modes whose ledger is the count: a gift card or loyalty points paid (or paid back) leave nothing in the drawer, so
 * the closing takes their expected amount as counted and the cashier is not asked for it.
 */
export const LEDGER_COUNTED_MODES: readonly string[] = ['gift_cheque', 'loyalty_points'];

/** Order states that are not tickets of the Z report: a voided sale, a quote still waiting for its validation. */
export const NOT_TICKET_STATES: readonly string[] = ['cancelled', 'not_validated'];

// Order states (product-spec §4) as one pure state machine, used by the server (every state change) and the web
// (which actions to offer). A move is allowed only if listed here and its guard holds; the one guard of the spec is
// "an order must be fully paid before archiving" (a cancelled or refunded order owes nothing).
import type { Minor } from './money';

export const ORDER_STATES = [
  'not_validated',
  'validated',
  'credit_validated',
  'unpaid',
  'paid',
  'delivered',
  'returned',
  'refunded',
  'cancelled',
  'archived',
  'cancellation_pending',
  'cancellation_approved',
  'modification_pending',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** States in which an order still counts as a sale (recaps, reports). */
export const SALE_STATES: readonly OrderState[] = [
  'not_validated',
  'validated',
  'credit_validated',
  'unpaid',
  'paid',
  'delivered',
  'returned',
  'archived',
  'cancellation_pending',
  'cancellation_approved',
  'modification_pending',
];

/** Open states: the order may still be paid, modified, cancelled. */
const OPEN: readonly OrderState[] = ['not_validated', 'validated', 'credit_validated', 'unpaid', 'paid'];

const MOVES: Record<OrderState, readonly OrderState[]> = {
  not_validated: ['validated', 'cancelled', 'cancellation_pending', 'modification_pending'],
  validated: [
    'paid',
    'unpaid',
    'credit_validated',
    'delivered',
    'returned',
    'refunded',
    'cancelled',
    'cancellation_pending',
    'modification_pending',
  ],
  credit_validated: ['paid', 'unpaid', 'delivered', 'returned', 'refunded', 'cancelled', 'cancellation_pending', 'modification_pending'],
  unpaid: ['paid', 'credit_validated', 'delivered', 'returned', 'refunded', 'cancelled', 'cancellation_pending', 'modification_pending'],
  paid: ['delivered', 'returned', 'refunded', 'archived', 'cancelled', 'cancellation_pending', 'modification_pending'],
  delivered: ['paid', 'returned', 'refunded', 'archived'],
  // A partial return stays returned; the last line back makes it refunded.
  returned: ['returned', 'refunded', 'archived', 'paid'],
  refunded: ['archived'],
  cancelled: ['archived'],
  archived: [],
  // Approved (two-step: then executed), executed at once (one step), or refused (back to where it was).
  cancellation_pending: ['cancellation_approved', 'cancelled', ...OPEN],
  cancellation_approved: ['cancelled'],
  // Approved or refused: back to an open state.
  modification_pending: [...OPEN],
};

/**
 * A counter sale (made at the till for the client standing there: nothing to deliver) or an order taken from afar
 * (phone, WhatsApp, web, marketplace…: its source says so), which is delivered.
 */
export type OrderKind = 'counter' | 'order';
export const orderKind = (o: { source: string | null }): OrderKind => (o.source ? 'order' : 'counter');

export interface MoveFacts {
  total: Minor;
  paid: Minor;
  /** What the order is: a counter sale is never delivered (absent: any kind). */
  kind?: OrderKind;
  /** The state before a pending request: a refusal may only go back there. */
  previous?: OrderState | null;
}

export type MoveRefusal = 'unknown_state' | 'move_not_allowed' | 'not_fully_paid' | 'not_previous_state';

export const isOrderState = (s: string): s is OrderState => (ORDER_STATES as readonly string[]).includes(s);
export const isFullyPaid = (f: Pick<MoveFacts, 'total' | 'paid'>): boolean => f.paid >= f.total;

/** Why a move is refused, or null when it is allowed. */
export function moveRefusal(from: string, to: string, facts: MoveFacts): MoveRefusal | null {
  if (!isOrderState(from) || !isOrderState(to)) return 'unknown_state';
  if (!MOVES[from].includes(to)) return 'move_not_allowed';
  if (to === 'delivered' && facts.kind === 'counter') return 'move_not_allowed';
  if (to === 'archived' && from !== 'cancelled' && from !== 'refunded' && !isFullyPaid(facts)) return 'not_fully_paid';
  if (to === 'paid' && !isFullyPaid(facts)) return 'not_fully_paid';
  // A refused cancellation goes back where the order was (a modification may change what is paid, so any open state).
  if (from === 'cancellation_pending' && OPEN.includes(to) && facts.previous && facts.previous !== to) return 'not_previous_state';
  return null;
}

export const canMove = (from: string, to: string, facts: MoveFacts): boolean => moveRefusal(from, to, facts) === null;

/** Every state the order may move to now. */
export function allowedMoves(from: string, facts: MoveFacts): OrderState[] {
  if (!isOrderState(from)) return [];
  return MOVES[from].filter((to) => canMove(from, to, facts));
}

/** The payment state of an open order: paid when nothing remains, else unpaid (credit_validated for credit sales). */
export function paymentState(f: { total: Minor; paid: Minor; isCredit: boolean }): OrderState {
  if (isFullyPaid(f)) return 'paid';
  return f.isCredit ? 'credit_validated' : 'unpaid';
}

/** The state a new order starts in. */
export function initialState(f: { total: Minor; paid: Minor; isCredit: boolean; isValidatable?: boolean }): OrderState {
  if (f.isValidatable) return 'not_validated';
  return paymentState(f);
}

/** States that still allow a refund or an exchange of lines. */
export const REFUNDABLE_STATES: readonly OrderState[] = ['validated', 'credit_validated', 'unpaid', 'paid', 'delivered', 'returned'];
export const isRefundable = (s: string): boolean => (REFUNDABLE_STATES as readonly string[]).includes(s);
export const isOpenState = (s: string): boolean => (OPEN as readonly string[]).includes(s);

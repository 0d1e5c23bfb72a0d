// Shipping of an order taken from afar (product-spec §4 'Shipping commands: reserve, pack, unpack, pending, delivering,
// delivered, returned, payed-and-archived, each moved by its own batch update'), one pure state machine used by the
// server (every batch move of /Shipping) and the web (the kanban's columns, which moves to offer, why one is refused).
// Beside it, the delivery states the carriers see and the service states of an order served on site (§4).
import type { Minor } from './money';

export const SHIPPING_STATES = ['reserved', 'packed', 'pending', 'delivering', 'delivered', 'returned', 'payed_and_archived'] as const;
export type ShippingState = (typeof SHIPPING_STATES)[number];

/** The seven batch moves of api-spec 7.11 plus reserve, by the state each one leads to. */
export const SHIPPING_MOVES = [
  'reserve',
  'pack',
  'unpack',
  'pending',
  'delivering',
  'delivered',
  'returned',
  'payed_and_archived',
] as const;
export type ShippingMove = (typeof SHIPPING_MOVES)[number];

/** Where each move goes, and from where it may start (null: an order not in shipping yet). */
export const SHIPPING_MOVE: Record<ShippingMove, { to: ShippingState; from: readonly (ShippingState | null)[] }> = {
  reserve: { to: 'reserved', from: [null] },
  pack: { to: 'packed', from: ['reserved'] },
  unpack: { to: 'reserved', from: ['packed'] },
  // Ready and handed to a carrier (a delivery man or a transport company), waiting to be picked up.
  pending: { to: 'pending', from: ['packed'] },
  // On the road; a delivery that failed today may go out again tomorrow.
  delivering: { to: 'delivering', from: ['pending'] },
  delivered: { to: 'delivered', from: ['delivering'] },
  // The client refused it or could not be found: it comes back to the store (its stock with it).
  returned: { to: 'returned', from: ['pending', 'delivering'] },
  payed_and_archived: { to: 'payed_and_archived', from: ['delivered', 'returned'] },
};

/** The order states (order-states.ts) in which an order may enter shipping: validated and not closed. */
export const SHIPPABLE_ORDER_STATES: readonly string[] = ['validated', 'credit_validated', 'unpaid', 'paid'];

export type ShippingRefusal =
  /** The order is not in a state this move starts from. */
  | 'move_not_allowed'
  /** A counter sale (no source): nothing to deliver. */
  | 'counter_sale'
  /** The order is not validated, cancelled, refunded or archived. */
  | 'order_not_shippable'
  /** Handing over or delivering needs a delivery man or a transport company. */
  | 'no_carrier'
  /** Archiving a delivered order needs it fully paid (the cash collected reached the register). */
  | 'not_fully_paid'
  /** Archiving a returned order needs what was paid given back first. */
  | 'refund_pending'
  /** Another user moved it meanwhile (the conditional update found it elsewhere). */
  | 'moved_concurrently'
  /** Unknown, another company's or another store's order. */
  | 'not_found';

export interface ShippingFacts {
  /** The order's source (null: a counter sale). */
  source: string | null;
  /** The order's state (order-states.ts). */
  etat: string;
  total: Minor;
  paid: Minor;
  hasCarrier: boolean;
}

export const isShippingState = (s: unknown): s is ShippingState => (SHIPPING_STATES as readonly unknown[]).includes(s);

/** Why the move is refused for an order in shipping state `from` (null: not in shipping), or null when allowed. */
export function shippingRefusal(move: ShippingMove, from: string | null, f: ShippingFacts): ShippingRefusal | null {
  const rule = SHIPPING_MOVE[move];
  if (from !== null && !isShippingState(from)) return 'move_not_allowed';
  if (!rule.from.includes(from)) return 'move_not_allowed';
  if (move === 'reserve') {
    if (!f.source) return 'counter_sale';
    if (!SHIPPABLE_ORDER_STATES.includes(f.etat)) return 'order_not_shippable';
  }
  if ((move === 'pending' || move === 'delivering') && !f.hasCarrier) return 'no_carrier';
  if (move === 'payed_and_archived') {
    if (from === 'delivered' && f.paid < f.total) return 'not_fully_paid';
    if (from === 'returned' && f.etat !== 'cancelled' && f.etat !== 'refunded') return 'refund_pending';
  }
  return null;
}

/** The moves allowed now (what the web offers for a card). */
export const shippingMoves = (from: string | null, f: ShippingFacts): ShippingMove[] =>
  SHIPPING_MOVES.filter((m) => shippingRefusal(m, from, f) === null);

/** The move that takes an order from `from` to `to` (a card dropped on a column), if any. */
export function moveTo(from: string | null, to: ShippingState): ShippingMove | null {
  return SHIPPING_MOVES.find((m) => SHIPPING_MOVE[m].to === to && SHIPPING_MOVE[m].from.includes(from as ShippingState | null)) ?? null;
}

// ---- Delivery states (what the carrier sees, §4): from the shipping state; an order still being prepared has none.
export const DELIVERY_STATES = ['pending', 'delivering', 'delivered', 'returned', 'archived'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export function deliveryState(s: string | null): DeliveryState | null {
  if (s === 'payed_and_archived') return 'archived';
  return s === 'pending' || s === 'delivering' || s === 'delivered' || s === 'returned' ? s : null;
}

/** The shipping states that are still someone's work (not delivered, returned or archived). */
export const OPEN_SHIPPING_STATES: readonly ShippingState[] = ['reserved', 'packed', 'pending', 'delivering'];

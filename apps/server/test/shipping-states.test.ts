// Unit test of the shipping machine of packages/shared (product-spec §4), move by move, allowed and refused.
import { describe, expect, it } from 'vitest';
import {
  deliveryState,
  moveTo,
  SHIPPING_MOVES,
  SHIPPING_STATES,
  shippingMoves,
  shippingRefusal,
  type ShippingFacts,
} from '@comptoir/shared';

const facts = (f: Partial<ShippingFacts> = {}): ShippingFacts => ({
  source: 'phone',
  etat: 'unpaid',
  total: 1000,
  paid: 0,
  hasCarrier: true,
  ...f,
});

/** Every move allowed from each state (with a carrier, the order fully paid). */
const ALLOWED: Record<string, string[]> = {
  none: ['reserve'],
  reserved: ['pack'],
  packed: ['unpack', 'pending'],
  pending: ['delivering', 'returned'],
  delivering: ['delivered', 'returned'],
  delivered: ['payed_and_archived'],
  returned: ['payed_and_archived'],
  payed_and_archived: [],
};

describe('shipping states', () => {
  it('allows exactly the listed moves from every state, and refuses every other one', () => {
    for (const from of ['none', ...SHIPPING_STATES]) {
      const f = from === 'none' ? null : from;
      // A returned order was cancelled (nothing paid); the others are fully paid.
      const paid = from === 'returned' ? facts({ etat: 'cancelled' }) : facts({ paid: 1000, etat: 'paid' });
      expect(shippingMoves(f, paid), from).toEqual(ALLOWED[from]);
      for (const m of SHIPPING_MOVES) {
        const refusal = shippingRefusal(m, f, paid);
        expect(refusal === null, `${from} → ${m}`).toBe(ALLOWED[from].includes(m));
        if (!ALLOWED[from].includes(m)) expect(refusal).toBe('move_not_allowed');
      }
    }
  });
  it('refuses a counter sale, an order not validated or closed, a hand-over without carrier', () => {
    expect(shippingRefusal('reserve', null, facts({ source: null }))).toBe('counter_sale');
    for (const etat of ['not_validated', 'cancelled', 'refunded', 'archived', 'delivered'])
      expect(shippingRefusal('reserve', null, facts({ etat }))).toBe('order_not_shippable');
    expect(shippingRefusal('pending', 'packed', facts({ hasCarrier: false }))).toBe('no_carrier');
    expect(shippingRefusal('delivering', 'pending', facts({ hasCarrier: false }))).toBe('no_carrier');
    expect(shippingRefusal('returned', 'delivering', facts({ hasCarrier: false }))).toBeNull();
  });
  it('archives a delivered order only fully paid, a returned one only with nothing left to pay back', () => {
    expect(shippingRefusal('payed_and_archived', 'delivered', facts({ paid: 999 }))).toBe('not_fully_paid');
    expect(shippingRefusal('payed_and_archived', 'delivered', facts({ paid: 1000 }))).toBeNull();
    expect(shippingRefusal('payed_and_archived', 'returned', facts({ etat: 'returned', paid: 500 }))).toBe('refund_pending');
    expect(shippingRefusal('payed_and_archived', 'returned', facts({ etat: 'cancelled' }))).toBeNull();
    expect(shippingRefusal('payed_and_archived', 'returned', facts({ etat: 'refunded' }))).toBeNull();
    expect(shippingRefusal('pack', 'eaten', facts())).toBe('move_not_allowed');
  });
  it('names the move a card dropped on a column makes, and the delivery state of each shipping state', () => {
    expect(moveTo('packed', 'reserved')).toBe('unpack');
    expect(moveTo(null, 'reserved')).toBe('reserve');
    expect(moveTo('reserved', 'delivered')).toBeNull();
    expect(SHIPPING_STATES.map(deliveryState)).toEqual([null, null, 'pending', 'delivering', 'delivered', 'returned', 'archived']);
  });
});

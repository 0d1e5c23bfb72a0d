// Unit test of the order state machine of packages/shared (product-spec §4), move by move, allowed and refused.
import { describe, expect, it } from 'vitest';
import { ORDER_STATES, allowedMoves, canMove, initialState, moveRefusal, paymentState } from '@comptoir/shared';

const paid = { total: 1000, paid: 1000 };
const owing = { total: 1000, paid: 400 };

// Every allowed move (with the order fully paid); every pair not listed must be refused.
const ALLOWED: Record<string, string[]> = {
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
  returned: ['returned', 'refunded', 'archived', 'paid'],
  refunded: ['archived'],
  cancelled: ['archived'],
  archived: [],
  cancellation_pending: ['cancellation_approved', 'cancelled', 'not_validated', 'validated', 'credit_validated', 'unpaid', 'paid'],
  cancellation_approved: ['cancelled'],
  modification_pending: ['not_validated', 'validated', 'credit_validated', 'unpaid', 'paid'],
};

describe('order state machine', () => {
  for (const from of ORDER_STATES) {
    for (const to of ORDER_STATES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canMove(from, to, paid)).toBe(allowed);
        if (!allowed) expect(moveRefusal(from, to, paid)).toBe('move_not_allowed');
      });
    }
  }

  it('lists the allowed moves in the order of the machine', () => {
    expect(allowedMoves('refunded', paid)).toEqual(['archived']);
    expect(allowedMoves('archived', paid)).toEqual([]);
    expect(allowedMoves('nonsense', paid)).toEqual([]);
  });

  it('refuses archiving an order that is not fully paid, but not a cancelled or refunded one', () => {
    expect(moveRefusal('paid', 'archived', owing)).toBe('not_fully_paid');
    expect(moveRefusal('delivered', 'archived', owing)).toBe('not_fully_paid');
    expect(moveRefusal('returned', 'archived', owing)).toBe('not_fully_paid');
    expect(canMove('cancelled', 'archived', owing)).toBe(true);
    expect(canMove('refunded', 'archived', owing)).toBe(true);
    expect(allowedMoves('paid', owing)).not.toContain('archived');
  });

  it('refuses marking paid what is not fully paid', () => {
    expect(moveRefusal('unpaid', 'paid', owing)).toBe('not_fully_paid');
    expect(canMove('unpaid', 'paid', paid)).toBe(true);
  });

  it('sends a refused cancellation back only to where the order was', () => {
    expect(canMove('cancellation_pending', 'unpaid', { ...owing, previous: 'unpaid' })).toBe(true);
    expect(moveRefusal('cancellation_pending', 'validated', { ...owing, previous: 'unpaid' })).toBe('not_previous_state');
    expect(canMove('modification_pending', 'paid', { ...paid, previous: 'unpaid' })).toBe(true);
  });

  it('refuses unknown states', () => {
    expect(moveRefusal('validated', 'lost', paid)).toBe('unknown_state');
    expect(moveRefusal('lost', 'paid', paid)).toBe('unknown_state');
  });

  it('starts paid, unpaid, credit-validated or not validated', () => {
    expect(initialState({ total: 500, paid: 500, isCredit: false })).toBe('paid');
    expect(initialState({ total: 500, paid: 100, isCredit: false })).toBe('unpaid');
    expect(initialState({ total: 500, paid: 0, isCredit: true })).toBe('credit_validated');
    expect(initialState({ total: 500, paid: 500, isCredit: true })).toBe('paid');
    expect(initialState({ total: 500, paid: 0, isCredit: false, isValidatable: true })).toBe('not_validated');
    expect(paymentState({ total: 0, paid: 0, isCredit: false })).toBe('paid');
  });
});

// The membership periods and state machine (packages/shared/src/memberships.ts), move by move.
import { addPeriod, membershipActions, membershipAfter, MEMBERSHIP_PERIODS } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';

describe('membership periods', () => {
  it('adds each period of product-spec §9', () => {
    const from = '2026-01-31';
    expect(Object.fromEntries(MEMBERSHIP_PERIODS.map((p) => [p, addPeriod(from, p)]))).toEqual({
      weekly: '2026-02-07',
      biweekly: '2026-02-14',
      monthly: '2026-02-28',
      quarterly: '2026-04-30',
      semester: '2026-07-31',
      annual: '2027-01-31',
      two_years: '2028-01-31',
      three_years: '2029-01-31',
    });
    expect(addPeriod('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(addPeriod('2026-12-28', 'weekly')).toBe('2027-01-04');
  });
});

describe('membership states', () => {
  it('offers the moves each state allows', () => {
    expect(membershipActions({ etat: 'active', autoRenew: true })).toEqual(['suspend', 'cancel', 'expire']);
    expect(membershipActions({ etat: 'active', autoRenew: false })).toEqual(['suspend', 'expire']);
    expect(membershipActions({ etat: 'suspended', autoRenew: true })).toEqual(['resume', 'expire']);
    expect(membershipActions({ etat: 'expired', autoRenew: true })).toEqual([]);
  });
  it('leads each move to its state', () => {
    expect(membershipAfter('active', 'suspend')).toBe('suspended');
    expect(membershipAfter('suspended', 'resume')).toBe('active');
    expect(membershipAfter('active', 'cancel')).toBe('active');
    expect(membershipAfter('suspended', 'expire')).toBe('expired');
  });
});

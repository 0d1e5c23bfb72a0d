// Unit test of the production planning machine of packages/shared (product-spec §4), move by move, allowed and refused.
import { describe, expect, it } from 'vitest';
import { PLANNING_STATES, canPlan, isPlanningState, planningMoves } from '@comptoir/shared';

const ALLOWED: Record<string, string[]> = {
  none: ['plannified'],
  plannified: ['in_production', 'lost'],
  in_production: ['ready', 'lost'],
  ready: ['lost'],
  lost: ['plannified'],
};

describe('planning states', () => {
  it('allows exactly the listed moves, from every state and from none', () => {
    for (const from of ['none', ...PLANNING_STATES]) {
      const f = from === 'none' ? null : from;
      expect(planningMoves(f), from).toEqual(ALLOWED[from]);
      for (const to of PLANNING_STATES) expect(canPlan(f, to), `${from} → ${to}`).toBe(ALLOWED[from].includes(to));
    }
  });
  it('refuses unknown states', () => {
    expect(planningMoves('eaten')).toEqual([]);
    expect(canPlan(null, 'eaten')).toBe(false);
    expect(isPlanningState('ready')).toBe(true);
    expect(isPlanningState('validated')).toBe(false);
  });
});

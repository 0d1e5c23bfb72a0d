// Production planning of an order (product-spec §4 'Planning: plannified, in_production, ready, lost'), one pure state
// machine used by the server (PATCH /Command/{id}/planning) and the order's planning page (which moves to offer).
// An order enters planning as plannified; production starts, then the order is ready; a lost order (spoilt, not
// collected) may be planned again.

export const PLANNING_STATES = ['plannified', 'in_production', 'ready', 'lost'] as const;
export type PlanningState = (typeof PLANNING_STATES)[number];

const MOVES: Record<PlanningState | 'none', readonly PlanningState[]> = {
  none: ['plannified'],
  plannified: ['in_production', 'lost'],
  in_production: ['ready', 'lost'],
  ready: ['lost'],
  lost: ['plannified'],
};

export const isPlanningState = (s: unknown): s is PlanningState => (PLANNING_STATES as readonly unknown[]).includes(s);

/** Planning moves allowed from `from` (null: not planned yet). */
export function planningMoves(from: string | null): PlanningState[] {
  if (from === null) return [...MOVES.none];
  return isPlanningState(from) ? [...MOVES[from]] : [];
}

export const canPlan = (from: string | null, to: string): boolean => isPlanningState(to) && planningMoves(from).includes(to);

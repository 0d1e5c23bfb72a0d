// The preparation display's rules (issue 30), used by the server and the screens: the steps of an order on a screen
// and the moves between them, and which screen prepares which line (routing by category).

/** To do → in progress → ready → served. An order without a stored step on a screen is to do there. */
export const PREP_STEPS = ['todo', 'in_progress', 'ready', 'served'] as const;
export type PrepStep = (typeof PREP_STEPS)[number];

/** Forward one step at a time (a touch, a bump bar's key); a served order may be recalled to ready. */
export function canMovePrep(from: PrepStep, to: PrepStep): boolean {
  const i = PREP_STEPS.indexOf(from);
  const j = PREP_STEPS.indexOf(to);
  return j === i + 1 || (from === 'served' && to === 'ready');
}

/** The next step of a touch on an order (none once served). */
export const nextPrep = (s: PrepStep): PrepStep | null => PREP_STEPS[PREP_STEPS.indexOf(s) + 1] ?? null;

export interface PrepScreenRoute {
  id: number;
  /** Categories the screen prepares; empty: every line no other screen takes… and also the others' (the counter). */
  categoryIds: readonly number[];
}

/**
 * The screens that show a line of `categoryId`: every screen naming its category, and every screen naming none (the
 * counter sees all). A line whose category no screen names (or with no category) goes to the screens naming none; with
 * none of those either, to every screen of the store, so no paid order is ever lost between screens.
 */
export function screensForLine(categoryId: number | null, screens: readonly PrepScreenRoute[]): number[] {
  const named = categoryId === null ? [] : screens.filter((s) => s.categoryIds.includes(categoryId));
  const all = screens.filter((s) => s.categoryIds.length === 0);
  const chosen = named.length || all.length ? [...named, ...all] : screens;
  return chosen.map((s) => s.id);
}

/** The lines (indices) each screen prepares of an order's lines. */
export function routeLines(lines: readonly { categoryId: number | null }[], screens: readonly PrepScreenRoute[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  lines.forEach((l, i) => {
    for (const id of screensForLine(l.categoryId, screens)) out.set(id, [...(out.get(id) ?? []), i]);
  });
  return out;
}

/**
 * An order's step as the till sees it across the screens that prepare it: ready once every screen has it ready or
 * served (and one at least ready), served once all served; else the least advanced step.
 */
export function orderPrepStep(steps: readonly PrepStep[]): PrepStep {
  if (steps.length === 0) return 'todo';
  if (steps.every((s) => s === 'served')) return 'served';
  if (steps.every((s) => s === 'ready' || s === 'served')) return 'ready';
  return steps.includes('todo') ? 'todo' : 'in_progress';
}

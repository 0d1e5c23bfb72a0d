// Labs and production planning (issue 27, api-spec 7.15; product-spec §4 planning states, §9 units): the lab
// planning's state machine, exact unit conversions and the expansion of recipes (semi-finished products to any depth),
// used by the server (production) and the screens (the moves to offer, the production sheet).

/** A lab planning: plannified → in_production (ingredients consumed) → ready (products made and shipped) or lost. */
export const LAB_PLANNING_STATES = ['plannified', 'in_production', 'ready', 'lost'] as const;
export type LabPlanningState = (typeof LAB_PLANNING_STATES)[number];

const LAB_MOVES: Record<LabPlanningState, readonly LabPlanningState[]> = {
  plannified: ['in_production'],
  in_production: ['ready', 'lost'],
  ready: [],
  lost: [],
};

export const isLabPlanningState = (s: unknown): s is LabPlanningState => (LAB_PLANNING_STATES as readonly unknown[]).includes(s);

/** The moves a lab planning in `from` may take. */
export const labPlanningMoves = (from: string): LabPlanningState[] => (isLabPlanningState(from) ? [...LAB_MOVES[from]] : []);

export const canMoveLabPlanning = (from: string, to: string): boolean => isLabPlanningState(to) && labPlanningMoves(from).includes(to);

// ---- Exact quantities: fractions of big integers, so 0.25 g × 37 is 0.00925 kg exactly, rounded once at the end.

export interface Frac {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};
const norm = (n: bigint, d: bigint): Frac => {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
};

/** A decimal (12.5, "0.075", 1e-3) exactly as written in base ten. */
export function frac(x: number | string): Frac {
  const s = typeof x === 'number' ? (Number.isInteger(x) ? String(x) : x.toPrecision(15)) : x.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(s);
  if (!m) throw new Error(`not a decimal: ${s}`);
  const digits = (m[2] ?? '') + (m[3] ?? '');
  let n = BigInt(digits || '0');
  let d = 10n ** BigInt((m[3] ?? '').length);
  const e = Number(m[4] ?? 0);
  if (e > 0) n *= 10n ** BigInt(e);
  if (e < 0) d *= 10n ** BigInt(-e);
  return norm(m[1] ? -n : n, d);
}
export const fracAdd = (a: Frac, b: Frac): Frac => norm(a.n * b.d + b.n * a.d, a.d * b.d);
export const fracMul = (a: Frac, b: Frac): Frac => norm(a.n * b.n, a.d * b.d);
export const FRAC_ZERO: Frac = { n: 0n, d: 1n };

/** Rounded to `places` decimals, halves away from zero, as a number (the ledger keeps thousandths). */
export function fracRound(a: Frac, places = 3): number {
  const scale = 10n ** BigInt(places);
  const neg = a.n < 0n;
  const n = (neg ? -a.n : a.n) * scale;
  let q = n / a.d;
  if ((n % a.d) * 2n >= a.d) q += 1n;
  const v = Number(q) / Number(scale);
  return neg ? -v : v;
}

// ---- Units (product-spec §9: g, kg, l, ml, lb, oz, m, unit): each unit as an exact multiple of its family's base.

const UNIT_BASE: Record<string, { family: string; factor: Frac }> = {
  g: { family: 'mass', factor: { n: 1n, d: 1n } },
  kg: { family: 'mass', factor: { n: 1000n, d: 1n } },
  lb: { family: 'mass', factor: { n: 45359237n, d: 100000n } },
  oz: { family: 'mass', factor: { n: 45359237n, d: 1600000n } },
  ml: { family: 'volume', factor: { n: 1n, d: 1n } },
  l: { family: 'volume', factor: { n: 1000n, d: 1n } },
  m: { family: 'length', factor: { n: 1n, d: 1n } },
  unit: { family: 'unit', factor: { n: 1n, d: 1n } },
};

/** How many `to` one `from` makes (1 kg = 1000 g), exactly; null when they measure different things. */
export function unitRatio(from: string | null | undefined, to: string | null | undefined): Frac | null {
  const a = UNIT_BASE[from || 'unit'];
  const b = UNIT_BASE[to || 'unit'];
  if (!a || !b || a.family !== b.family) return from === to ? { n: 1n, d: 1n } : null;
  return norm(a.factor.n * b.factor.d, a.factor.d * b.factor.n);
}

// ---- Recipes

export interface RecipeLineIn {
  elementId: number;
  /** Per unit of the product made, in `unity` (or the element's own unit when null). */
  quantity: number | string;
  unity: string | null;
}

export interface RecipeBook {
  /** The recipe of a product (its elements), if it has one. */
  recipes: Map<number, RecipeLineIn[]>;
  /** A product's stock unit. */
  unityOf: (productId: number) => string | null;
  /** Whether an element is made in the lab from its own recipe (a semi-finished product) rather than taken as it is. */
  expands: (productId: number) => boolean;
}

export class RecipeError extends Error {
  constructor(
    readonly code: 'recipe_cycle' | 'unit_mismatch',
    readonly productId: number,
  ) {
    super(code);
  }
}

/**
 * The raw ingredients `demand` (product → quantity in its own unit) takes, in each ingredient's own unit, exactly:
 * each product's recipe, and the recipes of the semi-finished products in it, to any depth. A product without a
 * recipe takes nothing; a line in a unit of another kind than its element's, or a recipe that uses itself, throws.
 */
export function expandRecipes(demand: Map<number, Frac>, book: RecipeBook): Map<number, Frac> {
  const out = new Map<number, Frac>();
  const add = (id: number, q: Frac) => out.set(id, fracAdd(out.get(id) ?? FRAC_ZERO, q));
  const walk = (productId: number, qty: Frac, path: number[]) => {
    if (path.includes(productId)) throw new RecipeError('recipe_cycle', productId);
    for (const line of book.recipes.get(productId) ?? []) {
      const ratio = unitRatio(line.unity ?? book.unityOf(line.elementId), book.unityOf(line.elementId));
      if (!ratio) throw new RecipeError('unit_mismatch', line.elementId);
      const q = fracMul(fracMul(qty, frac(line.quantity)), ratio);
      if (book.expands(line.elementId) && book.recipes.get(line.elementId)?.length) walk(line.elementId, q, [...path, productId]);
      else add(line.elementId, q);
    }
  };
  for (const [id, q] of demand) walk(id, q, []);
  return out;
}

// A formula's choices (product-spec §3 Composition: min and max per composition; auto-included items come with it).
import { isChoiceHidden, type Composition, type CompositionException } from '@comptoir/shared';
import type { CompositionChoice } from './cart-types';

/**
 * The compositions as the till offers them at one price of the formula: the choices its exceptions hide there are
 * left out (InsertCommand refuses them), a composition left with nothing is dropped, and its min never asks for more
 * than what is still offered.
 */
export function offeredAt(
  compositions: readonly Composition[],
  exceptions: readonly CompositionException[],
  priceId: number | null,
): Composition[] {
  return compositions
    .map((c) => {
      const items = c.items.filter((i) => i.isAutoIncluded || !isChoiceHidden(exceptions, c.id, i.productId, priceId));
      return { ...c, items, min: Math.min(c.min, items.length) };
    })
    .filter((c) => c.items.length > 0);
}

/** Picked product ids per composition id. */
export type Picks = Record<number, number[]>;

/** The start: auto-included items, then the defaults up to the composition's max. */
export function initialPicks(compositions: readonly Composition[]): Picks {
  const out: Picks = {};
  for (const c of compositions) {
    const auto = c.items.filter((i) => i.isAutoIncluded).map((i) => i.productId);
    const defaults = c.items.filter((i) => i.isDefault && !i.isAutoIncluded).map((i) => i.productId);
    out[c.id] = [...auto, ...defaults].slice(0, Math.max(c.max, auto.length));
  }
  return out;
}

/** A tap on a choice: a single-choice composition switches, a multiple one adds up to its max or removes. */
export function toggle(c: Composition, picks: Picks, productId: number): Picks {
  const item = c.items.find((i) => i.productId === productId);
  if (!item || item.isAutoIncluded) return picks;
  const now = picks[c.id] ?? [];
  const autos = c.items.filter((i) => i.isAutoIncluded).map((i) => i.productId);
  let next: number[];
  if (now.includes(productId)) next = now.filter((p) => p !== productId);
  else if (c.max === 1) next = [...autos, productId];
  else if (now.length >= c.max) return picks;
  else next = [...now, productId];
  return { ...picks, [c.id]: next };
}

/** The compositions whose count is outside min..max. */
export function unmet(compositions: readonly Composition[], picks: Picks): Composition[] {
  return compositions.filter((c) => {
    const n = (picks[c.id] ?? []).length;
    return n < c.min || n > c.max;
  });
}

export function choicesOf(compositions: readonly Composition[], picks: Picks): CompositionChoice[] {
  return compositions.flatMap((c) =>
    (picks[c.id] ?? []).map((productId) => {
      const item = c.items.find((i) => i.productId === productId)!;
      return { compositionId: c.id, productId, label: item.label, quantity: item.quantity, auto: item.isAutoIncluded };
    }),
  );
}

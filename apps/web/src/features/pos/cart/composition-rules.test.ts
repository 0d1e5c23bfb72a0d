import type { Composition } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { choicesOf, initialPicks, toggle, unmet } from './composition-rules';

const item = (productId: number, label: string, extra: Partial<Composition['items'][number]> = {}) => ({
  id: productId * 10,
  productId,
  label,
  quantity: 1,
  isDefault: false,
  isAutoIncluded: false,
  isOrCombination: true,
  ...extra,
});
const drink: Composition = {
  id: 1,
  name: 'Boisson',
  min: 1,
  max: 1,
  position: 0,
  items: [item(1, 'Café', { isDefault: true }), item(2, 'Thé')],
};
const sides: Composition = {
  id: 2,
  name: 'Extras',
  min: 0,
  max: 2,
  position: 1,
  items: [item(3, 'Miel'), item(4, 'Beurre'), item(5, 'Confiture')],
};
const juice: Composition = {
  id: 3,
  name: 'Jus',
  min: 1,
  max: 1,
  position: 2,
  items: [item(6, 'Orange', { isAutoIncluded: true, quantity: 2 })],
};
const all = [drink, sides, juice];

describe('composition chooser rules', () => {
  it('starts with the auto-included items and the defaults', () => {
    expect(initialPicks(all)).toEqual({ 1: [1], 2: [], 3: [6] });
    expect(unmet(all, initialPicks(all))).toEqual([]);
  });

  it('switches a single choice, adds up to the max of a multiple one, never drops an auto-included item', () => {
    let p = initialPicks(all);
    p = toggle(drink, p, 2);
    expect(p[1]).toEqual([2]);
    p = toggle(sides, p, 3);
    p = toggle(sides, p, 4);
    expect(toggle(sides, p, 5)).toBe(p); // max 2 reached
    expect(toggle(sides, p, 3)[2]).toEqual([4]);
    expect(toggle(juice, p, 6)).toBe(p);
    expect(choicesOf(all, p)).toEqual([
      { compositionId: 1, productId: 2, label: 'Thé', quantity: 1, auto: false },
      { compositionId: 2, productId: 3, label: 'Miel', quantity: 1, auto: false },
      { compositionId: 2, productId: 4, label: 'Beurre', quantity: 1, auto: false },
      { compositionId: 3, productId: 6, label: 'Orange', quantity: 2, auto: true },
    ]);
  });

  it('tells which compositions are below their min', () => {
    const p = toggle(drink, initialPicks(all), 1); // the only drink removed
    expect(unmet(all, p).map((c) => c.id)).toEqual([1]);
  });
});

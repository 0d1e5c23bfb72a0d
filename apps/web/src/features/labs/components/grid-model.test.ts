// The planning grid's model: rows per product and store, totals, what changed, typed cells and keyboard moves.
import type { DayPlanning } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { cellKey, changedKeys, gridOf, nextCell, parseCell, periodTotal, productTotal } from './grid-model';

const day: DayPlanning = {
  labId: 1,
  date: '2026-11-28',
  weeks: 4,
  periods: [
    { id: 10, intitule: 'Nuit', startsAt: '02:00', position: 1, planningId: null, state: null, updatedAt: null },
    {
      id: 11,
      intitule: 'Matin',
      startsAt: '06:00',
      position: 2,
      planningId: 5,
      state: 'in_production',
      updatedAt: '2026-11-27T08:00:00.000Z',
    },
  ],
  stores: [
    { id: 2, intitule: 'Maârif' },
    { id: 3, intitule: 'Agdal' },
  ],
  products: [
    { productId: 7, label: 'Croissant', unity: 'unit' },
    { productId: 8, label: 'Baguette', unity: 'unit' },
  ],
  cells: [
    { productId: 7, magasinId: 2, planningPeriodId: 10, quantity: 4, suggested: 4 },
    { productId: 7, magasinId: 2, planningPeriodId: 11, quantity: 0, suggested: 0 },
    { productId: 7, magasinId: 3, planningPeriodId: 10, quantity: 2, suggested: 2 },
    { productId: 7, magasinId: 3, planningPeriodId: 11, quantity: 6, suggested: 6 },
    { productId: 8, magasinId: 2, planningPeriodId: 10, quantity: 1.5, suggested: 1.5 },
    { productId: 8, magasinId: 2, planningPeriodId: 11, quantity: 0, suggested: 0 },
  ],
  basis: [],
};

describe('the planning grid model', () => {
  it('has a row per product and store (stores by name), and totals per product and period', () => {
    const g = gridOf(day);
    expect(g.rows.map((r) => [r.label, r.storeName, r.first])).toEqual([
      ['Croissant', 'Agdal', true],
      ['Croissant', 'Maârif', false],
      ['Baguette', 'Maârif', true],
    ]);
    expect(productTotal(g.values, 7, g.rows, [10, 11])).toBe(12);
    expect(periodTotal(g.values, 10, g.rows)).toBe(7.5);
    expect(changedKeys({ ...g.values, [cellKey(7, 2, 10)]: 5 }, g.values)).toEqual([cellKey(7, 2, 10)]);
  });

  it('reads typed numbers (comma or point, three decimals at most) and refuses the rest', () => {
    expect(parseCell('12')).toBe(12);
    expect(parseCell('2,5')).toBe(2.5);
    expect(parseCell('')).toBe(0);
    expect(parseCell('-1')).toBeNull();
    expect(parseCell('1.2345')).toBeNull();
    expect(parseCell('abc')).toBeNull();
  });

  it('moves like a spreadsheet: arrows, Enter down, kept inside; left and right swap right to left', () => {
    const size = { rows: 3, cols: 2 };
    expect(nextCell({ row: 0, col: 0 }, 'Enter', size)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 2, col: 0 }, 'ArrowDown', size)).toEqual({ row: 2, col: 0 });
    expect(nextCell({ row: 0, col: 0 }, 'ArrowUp', size)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 1, col: 0 }, 'ArrowRight', size)).toEqual({ row: 1, col: 1 });
    expect(nextCell({ row: 1, col: 0 }, 'ArrowRight', size, true)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 1, col: 1 }, 'ArrowRight', size, true)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 1, col: 1 }, 'a', size)).toBeNull();
  });
});

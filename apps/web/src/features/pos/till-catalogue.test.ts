import type { Category, Price } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { orderTiles, type Tile } from './till-catalogue';

const category = (id: number, order: number, parentId: number | null = null) =>
  ({ id, label: `C${id}`, order, parentId }) as unknown as Category;
const tile = (priceId: number, label: string, categoryId: number | null): Tile => ({
  key: `p${priceId}`,
  label,
  prices: [{ id: priceId } as Price],
  categoryId,
  color: null,
  fileId: null,
  from: 100,
  currencyTag: 'MAD',
  kind: 'single',
});

describe('the till grid’s order (issue 23)', () => {
  it('goes by category order (a parent before its children), then most sold, then label; no category last', () => {
    const categories = [category(1, 2), category(2, 1), category(3, 0, 1)];
    const tiles = [
      tile(10, 'Baguette', 1),
      tile(11, 'Sans catégorie', null),
      tile(12, 'Croissant', 2),
      tile(13, 'Pain au chocolat', 2),
      tile(14, 'Éclair', 3),
      tile(15, 'Ficelle', 1),
      tile(16, 'Chausson', 2),
    ];
    const sold = new Map([
      [13, 40],
      [12, 12],
      [15, 3],
    ]);
    expect(orderTiles(tiles, categories, sold).map((t) => t.label)).toEqual([
      // Category 2 (order 1): most sold first, then unsold by label.
      'Pain au chocolat',
      'Croissant',
      'Chausson',
      // Category 1 (order 2), then its child 3.
      'Ficelle',
      'Baguette',
      'Éclair',
      'Sans catégorie',
    ]);
  });

  it('sums a tile’s variants and keeps the label order without sales', () => {
    const cats = [category(1, 0)];
    const variants = { ...tile(20, 'Fraisier', 1), prices: [{ id: 20 } as Price, { id: 21 } as Price] };
    const tiles = [tile(22, 'Abricotine', 1), variants, tile(23, 'Tarte', 1)];
    expect(orderTiles(tiles, cats, new Map()).map((t) => t.label)).toEqual(['Abricotine', 'Fraisier', 'Tarte']);
    expect(
      orderTiles(
        tiles,
        cats,
        new Map([
          [21, 2],
          [23, 1],
        ]),
      ).map((t) => t.label),
    ).toEqual(['Fraisier', 'Tarte', 'Abricotine']);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDelta } from './apply-delta';
import { catalogueDb, deleteLocalCatalogue } from './local-db';
import { byCategory, searchByName, searchLocal } from './local-queries';

afterEach(async () => {
  await deleteLocalCatalogue();
});

const price = (id: number, label: string, en_label: string | null = null) => ({ id, label, en_label, price: 100 * id, categoryId: 1 });

describe('the till’s local search ranks exact and prefix matches first (issue 23)', () => {
  it('lists Sucre, then Sucre semoule, before Brioche au sucre, whatever their ids', async () => {
    await applyDelta(catalogueDb(), {
      lastUpdatedAt: '2026-11-27T10:00:00.000Z',
      full: false,
      tables: {
        Price: {
          rows: [
            price(1, 'Brioche au sucre'),
            price(2, 'Tarte sucrée'),
            price(3, 'Sucre semoule'),
            price(4, 'Sucre'),
            price(5, 'Café', 'Sugar-free coffee'),
            price(6, 'Sucrette', 'Sugar'),
          ],
          deleted: [],
        },
      },
    });
    const labels = async (q: string) => (await searchLocal(q)).map((p) => p.label);
    const sucre = ['Sucre', 'Sucre semoule', 'Sucrette', 'Brioche au sucre', 'Tarte sucrée'];
    expect(await labels('sucre')).toEqual(sucre);
    expect(await labels('SUCRÉ')).toEqual(sucre);
    // A translated label counts: "sugar" is Sucrette's English name.
    expect(await labels('sugar')).toEqual(['Sucrette', 'Café']);
    // A label (or its English name, Café's) starting with "su" before one with a word starting with it.
    const ids = (await searchByName('su')).map((p) => p.id);
    expect([ids.slice(0, 4).sort(), ids.slice(4).sort()]).toEqual([
      [3, 4, 5, 6],
      [1, 2],
    ]);
  });

  it('lists a category most sold first, then by label', async () => {
    await applyDelta(catalogueDb(), {
      lastUpdatedAt: '2026-11-27T10:00:00.000Z',
      full: false,
      tables: { Price: { rows: [price(1, 'Baguette'), price(2, 'Ficelle'), price(3, 'Croissant')], deleted: [] } },
    });
    expect((await byCategory(1)).map((p) => p.label)).toEqual(['Baguette', 'Croissant', 'Ficelle']);
    expect(
      (
        await byCategory(
          1,
          200,
          new Map([
            [2, 5],
            [3, 9],
          ]),
        )
      ).map((p) => p.label),
    ).toEqual(['Croissant', 'Ficelle', 'Baguette']);
  });
});

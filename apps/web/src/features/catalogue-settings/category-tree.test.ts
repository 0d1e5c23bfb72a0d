import { describe, expect, it } from 'vitest';
import { childrenOf, flatten, pathTo, rangeOf, sortItems, subtreeIds } from './category-tree';

const c = (id: number, parentId: number | null, order: number, label = `c${id}`, tag: string | null = null) => ({
  id,
  parentId,
  order,
  label,
  tag,
});
const all = [
  c(1, null, 1, 'Boissons'),
  c(2, null, 0, 'Pains'),
  c(3, 1, 1, 'Chaudes'),
  c(4, 1, 0, 'Froides'),
  c(5, 4, 0, 'Jus'),
  c(6, 99, 0),
];

describe('category tree', () => {
  it('lists a level in its order; an orphan counts as a root', () => {
    expect(childrenOf(all, null).map((x) => x.id)).toEqual([6, 2, 1]);
    expect(childrenOf(all, 1).map((x) => x.id)).toEqual([4, 3]);
  });
  it('walks the path from the root and flattens depth-first', () => {
    expect(pathTo(all, 5).map((x) => x.id)).toEqual([1, 4, 5]);
    expect(pathTo(all, null)).toEqual([]);
    expect(flatten(all).map((x) => `${x.node.id}:${x.depth}`)).toEqual(['6:0', '2:0', '1:0', '4:1', '5:2', '3:1']);
  });
  it('knows what cannot be a parent, the sort items of a level and the range of a tag', () => {
    expect([...subtreeIds(all, 1)].sort()).toEqual([1, 3, 4, 5]);
    expect(sortItems([all[2]!, all[3]!], 1)).toEqual([
      { id: 3, order: 0, parentId: 1 },
      { id: 4, order: 1, parentId: 1 },
    ]);
    expect(rangeOf({ tag: 'tiers' })).toBe('tiers');
    expect(rangeOf({ tag: 'viennoiseries' })).toBe('principal');
  });
});

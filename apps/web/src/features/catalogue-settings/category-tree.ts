// The category tree by parentId, as the settings screens need it: a level's children in their order, the path from
// the root (breadcrumb), the tree flattened depth-first (parent choices), and the sort items of a reordered level.
export interface TreeNode {
  id: number;
  parentId: number | null;
  order: number;
  label: string;
  tag?: string | null;
}

/** The ranges of product-spec §2 (settings → category principal, tiers, supplement), kept in the category's tag. */
export const CATEGORY_RANGES = ['principal', 'tiers', 'supplement'] as const;
export type CategoryRange = (typeof CATEGORY_RANGES)[number];

export const rangeOf = (c: { tag?: string | null }): CategoryRange => (c.tag === 'tiers' || c.tag === 'supplement' ? c.tag : 'principal');
/** The tag a new category of the range gets (principal categories keep theirs free). */
export const rangeTag = (range: CategoryRange): string | null => (range === 'principal' ? null : range);

const byOrder = <T extends TreeNode>(a: T, b: T) => a.order - b.order || a.label.localeCompare(b.label) || a.id - b.id;

/** The children of `parentId` (null: the roots), in their saved order. A child whose parent is not in the list counts
 *  as a root, so a range never hides a category under a parent of another range. */
export function childrenOf<T extends TreeNode>(all: readonly T[], parentId: number | null): T[] {
  const ids = new Set(all.map((c) => c.id));
  return all.filter((c) => (parentId === null ? c.parentId === null || !ids.has(c.parentId) : c.parentId === parentId)).sort(byOrder);
}

/** From the root down to `id` (empty for the roots). */
export function pathTo<T extends TreeNode>(all: readonly T[], id: number | null): T[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const out: T[] = [];
  let next = id === null ? undefined : byId.get(id);
  while (next && out.length < 50) {
    out.unshift(next);
    next = next.parentId === null ? undefined : byId.get(next.parentId);
  }
  return out;
}

/** Every category depth-first with its depth, for an indented list. */
export function flatten<T extends TreeNode>(all: readonly T[], parentId: number | null = null, depth = 0): { node: T; depth: number }[] {
  if (depth > 50) return [];
  return childrenOf(all, parentId).flatMap((node) => [{ node, depth }, ...flatten(all, node.id, depth + 1)]);
}

/** `id` and everything under it: what cannot become its parent. */
export function subtreeIds(all: readonly TreeNode[], id: number): Set<number> {
  const out = new Set<number>([id]);
  for (const { node } of flatten(all, id)) out.add(node.id);
  return out;
}

/** The PATCH /category/sort items of a level after a drag: each sibling's new order, same parent. */
export function sortItems(level: readonly TreeNode[], parentId: number | null) {
  return level.map((c, i) => ({ id: c.id, order: i, parentId }));
}

/** The tile colour of an item without one: a dark grey that white initials read on (WCAG AA). */
export const NEUTRAL_TILE = '#495057';

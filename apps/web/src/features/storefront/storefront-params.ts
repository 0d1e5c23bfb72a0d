// The client catalogue's filters in the address (shareable, kept on back), and who counts as a client account.
import { STOREFRONT_STOCK, type FunctionalityTag, type StorefrontStock } from '@comptoir/shared';
import { NO_FILTERS, type StorefrontFilters } from './storefront-rules';

const n = (v: string | null) => (v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

export function readFilters(p: URLSearchParams): StorefrontFilters {
  return {
    ...NO_FILTERS,
    category: n(p.get('category')),
    parent: n(p.get('parent')),
    stock: (STOREFRONT_STOCK as readonly string[]).includes(p.get('stock') ?? '') ? (p.get('stock') as StorefrontStock) : null,
    color: p.get('color'),
    size: p.get('size'),
    age: p.get('age'),
    tag: p.get('tag'),
    productTags: (p.get('ptag') ?? '').split('\u001f').filter(Boolean),
    ingredient: p.get('ingredient'),
    minPrice: n(p.get('min')),
    maxPrice: n(p.get('max')),
  };
}

/** The address values of the filters (null removes one); product tags joined in `ptag`. */
export function writeFilters(f: StorefrontFilters): Record<string, string | null> {
  const s = (v: number | null) => (v === null ? null : String(v));
  return {
    category: s(f.category),
    parent: s(f.parent),
    stock: f.stock,
    color: f.color,
    size: f.size,
    age: f.age,
    tag: f.tag,
    ptag: f.productTags.length ? f.productTags.join('\u001f') : null,
    ingredient: f.ingredient,
    min: s(f.minPrice),
    max: s(f.maxPrice),
  };
}

/** Staff who sell (tills, catalogue managers) add to a cart; every other account is a client and previews. */
const SELLER_TAGS: readonly FunctionalityTag[] = ['direct_web_point_of_sell', 'web_point_of_sell', 'gestion_produits', 'gestion_caisse'];
export const isClientAccount = (tags: readonly string[]): boolean => !tags.some((t) => (SELLER_TAGS as readonly string[]).includes(t));

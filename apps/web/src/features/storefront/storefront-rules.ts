// Pure rules of the client catalogue page (product-spec §2, §9): labels in the app's language, the four sorts, the
// filters, the facets they offer, pages of 12 and the window of at most 10 page numbers.
import {
  STOREFRONT_PAGE_SIZE,
  STOREFRONT_PAGES_SHOWN,
  type StoreCategory,
  type StoreProduct,
  type StorefrontSort,
  type StorefrontStock,
} from '@comptoir/shared';
import { compareText } from '../../lib/format';

type Labelled = Pick<StoreProduct, 'label' | 'en_label' | 'ar_label' | 'it_label'>;

/** The label in the app's language, French when it has none. */
export function labelIn(x: Labelled, locale: string): string {
  const own = locale === 'en' ? x.en_label : locale === 'ar' ? x.ar_label : locale === 'it' ? x.it_label : null;
  return own?.trim() || x.label;
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Variant attributes read as colour, size or age by their key (tag or label, any accent or case). */
const ATTRIBUTE_KEYS = {
  color: ['couleur', 'color', 'colour', 'colore', 'لون'],
  size: ['taille', 'size', 'taglia', 'pointure', 'مقاس', 'حجم'],
  age: ['age', 'eta', 'عمر', 'السن'],
} as const;
export type AttributeKind = keyof typeof ATTRIBUTE_KEYS;

export function attributeKind(a: { key: string; label: string }): AttributeKind | null {
  for (const kind of Object.keys(ATTRIBUTE_KEYS) as AttributeKind[])
    if ((ATTRIBUTE_KEYS[kind] as readonly string[]).some((k) => k === norm(a.key) || k === norm(a.label))) return kind;
  return null;
}
const valuesOf = (p: StoreProduct, kind: AttributeKind) => p.attributes.filter((a) => attributeKind(a) === kind).map((a) => a.value);
/** The other attributes, as "Key: value" product tags. */
const productTagsOf = (p: StoreProduct) => p.attributes.filter((a) => attributeKind(a) === null).map((a) => `${a.label}: ${a.value}`);

export interface StorefrontFilters {
  category: number | null;
  parent: number | null;
  /** In stock (or not tracked) / out of stock in the store shown. */
  stock: StorefrontStock | null;
  color: string | null;
  size: string | null;
  age: string | null;
  tag: string | null;
  productTags: string[];
  ingredient: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}
export const NO_FILTERS: StorefrontFilters = {
  category: null,
  parent: null,
  stock: null,
  color: null,
  size: null,
  age: null,
  tag: null,
  productTags: [],
  ingredient: null,
  minPrice: null,
  maxPrice: null,
};

export const activeFilters = (f: StorefrontFilters): number =>
  Object.entries(f).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== null)).length;

/** A category and every category above it. */
function lineage(categoryId: number | null, byId: Map<number, StoreCategory>): number[] {
  const out: number[] = [];
  let id = categoryId;
  while (id !== null && !out.includes(id)) {
    out.push(id);
    id = byId.get(id)?.parentId ?? null;
  }
  return out;
}

export function filterProducts(
  products: readonly StoreProduct[],
  f: StorefrontFilters,
  categories: readonly StoreCategory[],
): StoreProduct[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return products.filter(
    (p) =>
      (f.category === null || p.categoryId === f.category) &&
      (f.parent === null || lineage(p.categoryId, byId).includes(f.parent)) &&
      (f.stock === null || (f.stock === 'in') === p.inStock) &&
      (f.color === null || valuesOf(p, 'color').includes(f.color)) &&
      (f.size === null || valuesOf(p, 'size').includes(f.size)) &&
      (f.age === null || valuesOf(p, 'age').includes(f.age)) &&
      (f.tag === null || p.tags.includes(f.tag)) &&
      f.productTags.every((t) => productTagsOf(p).includes(t)) &&
      (f.ingredient === null || p.ingredients.includes(f.ingredient)) &&
      (f.minPrice === null || p.effectivePrice >= f.minPrice) &&
      (f.maxPrice === null || p.effectivePrice <= f.maxPrice),
  );
}

/** a-z, z-a by the label in the app's language; low, high by the price paid now (a running, lower promo counts). */
export function sortProducts(products: readonly StoreProduct[], sort: StorefrontSort, locale: string): StoreProduct[] {
  const byLabel = (a: StoreProduct, b: StoreProduct) => compareText(labelIn(a, locale), labelIn(b, locale), locale);
  const out = [...products];
  if (sort === 'a-z') out.sort(byLabel);
  else if (sort === 'z-a') out.sort((a, b) => byLabel(b, a));
  else out.sort((a, b) => (sort === 'low' ? 1 : -1) * (a.effectivePrice - b.effectivePrice) || byLabel(a, b));
  return out;
}

/** What the filters offer, from the products themselves (sorted, without duplicates). */
export function facets(products: readonly StoreProduct[], locale: string) {
  const uniq = (xs: string[]) => [...new Set(xs)].sort((a, b) => compareText(a, b, locale));
  const prices = products.map((p) => p.effectivePrice);
  return {
    colors: uniq(products.flatMap((p) => valuesOf(p, 'color'))),
    sizes: uniq(products.flatMap((p) => valuesOf(p, 'size'))),
    ages: uniq(products.flatMap((p) => valuesOf(p, 'age'))),
    tags: uniq(products.flatMap((p) => p.tags)),
    productTags: uniq(products.flatMap(productTagsOf)),
    ingredients: uniq(products.flatMap((p) => p.ingredients)),
    priceMax: prices.length ? Math.ceil(Math.max(...prices)) : 0,
  };
}

export const pageCount = (total: number, size = STOREFRONT_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

export function pageOf<T>(rows: readonly T[], page: number, size = STOREFRONT_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/** The page numbers shown: at most 10, the current one kept inside, as close to the middle as the ends allow. */
export function pageWindow(page: number, pages: number, shown = STOREFRONT_PAGES_SHOWN): number[] {
  const count = Math.min(shown, pages);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

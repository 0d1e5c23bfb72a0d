import type { StoreCategory, StoreProduct } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { attributeKind, facets, filterProducts, labelIn, NO_FILTERS, pageOf, pageWindow, sortProducts } from './storefront-rules';

const product = (id: number, label: string, effectivePrice: number, extra: Partial<StoreProduct> = {}): StoreProduct => ({
  id,
  label,
  en_label: null,
  ar_label: null,
  it_label: null,
  price: effectivePrice,
  promoPrice: null,
  promotionEndAt: null,
  effectivePrice,
  currencyTag: 'MAD',
  categoryId: null,
  fileId: null,
  nature: 'standard',
  productDescriptionId: id,
  tags: [],
  attributes: [],
  ingredients: [],
  rating: 0,
  ratingCount: 0,
  views: 0,
  stock: 5,
  inStock: true,
  ...extra,
});
const cat = (id: number, parentId: number | null): StoreCategory => ({
  id,
  label: `C${id}`,
  en_label: null,
  ar_label: null,
  it_label: null,
  parentId,
  color: null,
});

describe('storefront rules', () => {
  const eclair = product(1, 'Éclair', 15, { price: 15, promoPrice: 10, categoryId: 3, tags: ['été'], ingredients: ['Farine'] });
  const tarte = product(2, 'Tarte citron', 99, {
    price: 120,
    categoryId: 2,
    en_label: 'Lemon tart',
    attributes: [
      { key: 'taille', label: 'Taille', value: '8 parts' },
      { key: 'parfum', label: 'Parfum', value: 'Citron' },
    ],
  });
  const baguette = product(3, 'Baguette', 2, { categoryId: 4, attributes: [{ key: 'couleur', label: 'Couleur', value: 'Dorée' }] });
  const all = [eclair, tarte, baguette];

  it('filters on stock: out of stock only, or in stock with what is not tracked (services)', () => {
    const soldOut = product(4, 'Mille-feuille', 25, { stock: 0, inStock: false });
    const delivery = product(5, 'Livraison', 20, { stock: null, inStock: true });
    const list = [...all, soldOut, delivery];
    expect(filterProducts(list, { ...NO_FILTERS, stock: 'out' }, []).map((p) => p.id)).toEqual([4]);
    expect(filterProducts(list, { ...NO_FILTERS, stock: 'in' }, []).map((p) => p.id)).toEqual([1, 2, 3, 5]);
    expect(filterProducts(list, NO_FILTERS, [])).toHaveLength(5);
  });
  const cats = [cat(1, null), cat(2, 1), cat(3, 2), cat(4, null)];

  it('sorts a-z and z-a by the label of the language, low and high by the price paid now', () => {
    expect(sortProducts(all, 'a-z', 'fr').map((p) => p.id)).toEqual([3, 1, 2]);
    expect(sortProducts(all, 'z-a', 'fr').map((p) => p.id)).toEqual([2, 1, 3]);
    expect(sortProducts(all, 'a-z', 'en').map((p) => labelIn(p, 'en'))).toEqual(['Baguette', 'Éclair', 'Lemon tart']);
    // The éclair's promo is not running (its effective price is the price): 15, not 10.
    expect(sortProducts(all, 'low', 'fr').map((p) => p.effectivePrice)).toEqual([2, 15, 99]);
    expect(sortProducts(all, 'high', 'fr').map((p) => p.id)).toEqual([2, 1, 3]);
  });

  it('filters by category, parent category (any level), attributes, tags, ingredient and price range', () => {
    const ids = (f: Partial<typeof NO_FILTERS>) => filterProducts(all, { ...NO_FILTERS, ...f }, cats).map((p) => p.id);
    expect(ids({ category: 3 })).toEqual([1]);
    expect(ids({ parent: 1 })).toEqual([1, 2]);
    expect(ids({ size: '8 parts' })).toEqual([2]);
    expect(ids({ color: 'Dorée' })).toEqual([3]);
    expect(ids({ tag: 'été' })).toEqual([1]);
    expect(ids({ productTags: ['Parfum: Citron'] })).toEqual([2]);
    expect(ids({ ingredient: 'Farine' })).toEqual([1]);
    expect(ids({ minPrice: 10, maxPrice: 100 })).toEqual([1, 2]);
    expect(ids({ parent: 1, maxPrice: 20 })).toEqual([1]);
  });

  it('offers the facets found in the products and reads attribute keys in any language', () => {
    expect(facets(all, 'fr')).toMatchObject({ sizes: ['8 parts'], colors: ['Dorée'], productTags: ['Parfum: Citron'], priceMax: 99 });
    expect(attributeKind({ key: 'x', label: 'Âge' })).toBe('age');
    expect(attributeKind({ key: 'size', label: 'x' })).toBe('size');
  });

  it('pages by 12 and shows at most 10 page numbers around the current one', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(rows, 3)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 25)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageWindow(25, 25)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });
});

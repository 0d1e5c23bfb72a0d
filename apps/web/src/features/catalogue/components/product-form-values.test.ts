import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { zodResolver } from '../../../lib/form';
import {
  emptyPrice,
  initialValues,
  productFormSchema,
  toCompositionsBody,
  toProductBody,
  type CompositionValues,
  type ProductFormValues,
} from './product-form-values';

const base = (): ProductFormValues => ({
  ...initialValues(),
  label: 'Croissant',
  categoryId: '3',
  prices: [{ ...emptyPrice(), price: 4.5 }],
});
const validate = zodResolver(productFormSchema);

beforeAll(async () => {
  await initI18n('fr');
});

describe('product form values', () => {
  it('wants a bundle with products of positive quantities, and sends them only for a bundle', () => {
    const bundle = { ...base(), nature: 'bundle' as const };
    expect(Object.keys(validate(bundle))).toEqual(['bundle']);
    const items = [
      { productId: 7, label: 'Confiture', quantity: 2 as const },
      { productId: 9, label: 'Miel', quantity: '' as const },
    ];
    expect(Object.keys(validate({ ...bundle, bundle: items }))).toEqual(['bundle.1.quantity']);
    const ok = { ...bundle, bundle: [items[0], { ...items[1], quantity: 1 }] };
    expect(validate(ok)).toEqual({});
    expect(toProductBody(ok).bundle).toEqual([
      { productId: 7, quantity: 2 },
      { productId: 9, quantity: 1 },
    ]);
    // A standard article keeps no bundle, even with leftover lines from a changed nature.
    expect(validate({ ...base(), bundle: [] })).toEqual({});
    expect(toProductBody({ ...base(), bundle: ok.bundle }).bundle).toBeUndefined();
  });

  it('requires a title and a category', () => {
    const errors = validate({ ...initialValues(), prices: [] });
    expect(Object.keys(errors).sort()).toEqual(['categoryId', 'label']);
    expect(errors.label).toBe('Champ obligatoire');
  });

  it('wants a promo below the price, with its end date, and variant prices above 0', () => {
    const promo = validate({ ...base(), prices: [{ ...emptyPrice(), price: 4.5, promoPrice: 5 }] });
    expect(Object.keys(promo).sort()).toEqual(['prices.0.promoPrice', 'prices.0.promotionEndAt']);
    const variants = validate({
      ...base(),
      nature: 'variants',
      variants: [{ value: '4 parts', barcode: '', sku: '', prices: [{ ...emptyPrice(), price: 0 }] }],
    });
    expect(Object.keys(variants)).toEqual(['variants.0.prices.0.price']);
    expect(Object.keys(validate({ ...base(), nature: 'variants', variants: [] }))).toEqual(['variants']);
    // The hidden price lines of a variants product are not checked (nor sent).
    const ok = { value: '4 parts', barcode: '', sku: '', prices: [{ ...emptyPrice(), price: 60 }] };
    expect(validate({ ...base(), prices: [emptyPrice()], nature: 'variants', variants: [ok] })).toEqual({});
  });

  it('sends prices with stores and promo end of day, or variants with their attribute and no own prices', () => {
    const body = toProductBody({
      ...base(),
      barcode: ' 6111234000019 ',
      prices: [{ magasinId: '2', currencyTag: 'MAD', price: 10, promoPrice: 8, promotionEndAt: '2026-12-31' }],
    });
    expect(body).toMatchObject({ label: 'Croissant', categoryId: 3, barcode: '6111234000019', en_label: null, tva: null });
    expect(body.prices).toEqual([
      { id: undefined, magasinId: 2, currencyTag: 'MAD', price: 10, promoPrice: 8, promotionEndAt: '2026-12-31T23:59:59.000Z' },
    ]);
    const v = toProductBody({
      ...base(),
      nature: 'variants',
      variantKey: 'Taille',
      barcode: 'x',
      variants: [{ value: '8 parts', barcode: '', sku: 'S', prices: [{ ...emptyPrice(), price: 120 }] }],
    });
    expect(v.prices).toBeUndefined();
    expect(v.barcode).toBeNull();
    expect(v.variants).toEqual([
      {
        id: undefined,
        barcode: null,
        sku: 'S',
        details: [{ key: 'Taille', value: '8 parts' }],
        prices: [{ id: undefined, magasinId: null, currencyTag: 'MAD', price: 120, promoPrice: null, promotionEndAt: null }],
      },
    ]);
  });

  it('wants a formula with products in two compositions, each max between min and its number of products', () => {
    const item = (productId: number) => ({
      productId,
      label: `P${productId}`,
      quantity: 1 as const,
      isAutoIncluded: false,
      isOrCombination: false,
    });
    const drink: CompositionValues = { name: 'Boisson chaude', min: 1, max: 1, items: [item(1), item(2)] };
    const formula = { ...base(), nature: 'composition' as const };
    expect(Object.keys(validate({ ...formula, compositions: [drink, { name: 'Jus', min: 1, max: 1, items: [] }] })).sort()).toEqual([
      'compositions',
      'compositions.1.items',
    ]);
    const errors = validate({
      ...formula,
      compositions: [
        { ...drink, min: 2, max: 1 },
        { ...drink, name: '', max: 3 },
      ],
    });
    expect(Object.keys(errors).sort()).toEqual(['compositions.0.max', 'compositions.1.max', 'compositions.1.name']);
    expect(errors['compositions.1.max']).toBe('Le maximum ne peut pas dépasser le nombre de produits');
    const ok = {
      ...formula,
      compositions: [drink, { ...drink, name: 'Viennoiserie', items: [item(3), { ...item(4), isAutoIncluded: true }] }],
    };
    expect(validate(ok)).toEqual({});
    // A product that is not a formula does not check (nor send) compositions.
    expect(validate({ ...base(), compositions: [{ ...drink, name: '' }] })).toEqual({});
    expect(toCompositionsBody(9, ok).compositions[1]).toEqual({
      id: undefined,
      name: 'Viennoiserie',
      min: 1,
      max: 1,
      position: 1,
      items: [
        { productId: 3, quantity: 1, isAutoIncluded: false, isOrCombination: false },
        { productId: 4, quantity: 1, isAutoIncluded: true, isOrCombination: false },
      ],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { zodResolver } from '../../../lib/form';
import { emptyPrice, initialValues, productFormSchema, toProductBody, type ProductFormValues } from './product-form-values';

const base = (): ProductFormValues => ({
  ...initialValues(),
  label: 'Croissant',
  categoryId: '3',
  prices: [{ ...emptyPrice(), price: 4.5 }],
});
const validate = zodResolver(productFormSchema);

describe('product form values', () => {
  it('requires a title and a category', () => {
    const errors = validate({ ...initialValues(), prices: [] });
    expect(Object.keys(errors).sort()).toEqual(['categoryId', 'label']);
    expect(errors.label).toBe(i18n.t('validation.required'));
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
});

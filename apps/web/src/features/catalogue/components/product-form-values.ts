// The product form's values, rules (product-spec §5: title and category required, variant price > 0, promo below the
// price with its end date) and the request body built from them. Messages are i18n keys.
import type { ProductBody, ProductNature, ProductType } from '@comptoir/shared';
import { z } from 'zod';
import type { PriceDetail, ProductEdit } from '../api/catalogue-api';

export interface PriceLineValues {
  id?: number;
  /** '' = every store. */
  magasinId: string;
  currencyTag: string;
  price: number | '';
  promoPrice: number | '';
  /** YYYY-MM-DD, the last day of the promotion. */
  promotionEndAt: string;
}

export interface VariantValues {
  id?: number;
  value: string;
  barcode: string;
  sku: string;
  prices: PriceLineValues[];
}

export interface ProductFormValues {
  label: string;
  en_label: string;
  ar_label: string;
  it_label: string;
  description: string;
  categoryId: string | null;
  brandId: string | null;
  supplierId: string | null;
  nature: ProductNature;
  type: ProductType;
  isService: boolean;
  unity: string;
  tva: number | '';
  buyingPrice: number | '';
  criticalQuantity: number | '';
  barcode: string;
  sku: string;
  /** The attribute the variants differ by ('Taille'). */
  variantKey: string;
  prices: PriceLineValues[];
  variants: VariantValues[];
}

const REQUIRED = 'validation.required';
export const emptyPrice = (): PriceLineValues => ({ magasinId: '', currencyTag: 'MAD', price: '', promoPrice: '', promotionEndAt: '' });
export const emptyVariant = (): VariantValues => ({ value: '', barcode: '', sku: '', prices: [emptyPrice()] });

const toLine = (p: PriceDetail): PriceLineValues => ({
  id: p.id,
  magasinId: p.magasinId === null ? '' : String(p.magasinId),
  currencyTag: p.currencyTag,
  price: p.price,
  promoPrice: p.promoPrice ?? '',
  promotionEndAt: p.promotionEndAt ? p.promotionEndAt.slice(0, 10) : '',
});

export function initialValues(p?: ProductEdit | null, detailKeys: { id: number; label: string }[] = []): ProductFormValues {
  const variants = p?.nature === 'variants' ? p.products : [];
  return {
    label: p?.label ?? '',
    en_label: p?.en_label ?? '',
    ar_label: p?.ar_label ?? '',
    it_label: p?.it_label ?? '',
    description: p?.description ?? '',
    categoryId: p?.categoryId ? String(p.categoryId) : null,
    brandId: p?.brandId ? String(p.brandId) : null,
    supplierId: p?.supplierId ? String(p.supplierId) : null,
    nature: (p?.nature as ProductNature | undefined) ?? 'standard',
    type: (p?.type as ProductType | undefined) ?? 'outbound',
    isService: p?.isService ?? false,
    unity: p?.unity ?? 'unit',
    tva: p?.products[0]?.tva ?? '',
    buyingPrice: p?.buyingPrice ?? '',
    criticalQuantity: p?.criticalQuantity ?? '',
    barcode: p && p.nature !== 'variants' ? (p.products[0]?.barcode ?? '') : '',
    sku: p && p.nature !== 'variants' ? (p.products[0]?.sku ?? '') : '',
    variantKey: detailKeys.find((k) => k.id === variants[0]?.details[0]?.detailKeyId)?.label ?? 'Taille',
    prices: p ? (p.nature === 'variants' ? [] : p.prices.map(toLine)) : [emptyPrice()],
    variants: variants.map((v) => ({
      id: v.id,
      value: v.details[0]?.value ?? '',
      barcode: v.barcode ?? '',
      sku: v.sku ?? '',
      prices: (p?.prices ?? []).filter((x) => x.productId === v.id).map(toLine),
    })),
  };
}

const money = z.union([z.literal(''), z.number().min(0, 'catalogue.validation.positive')]);
const priceLine = (positive: boolean) =>
  z
    .object({
      magasinId: z.string(),
      currencyTag: z.string().min(1, REQUIRED),
      price: z
        .union([z.literal(''), z.number()])
        .refine((v) => v !== '' && (positive ? v > 0 : v >= 0), positive ? 'catalogue.validation.variantPrice' : REQUIRED),
      promoPrice: money,
      promotionEndAt: z.string(),
    })
    .superRefine((l, ctx) => {
      if (l.promoPrice === '') return;
      if (l.price !== '' && l.promoPrice >= l.price)
        ctx.addIssue({ code: 'custom', path: ['promoPrice'], message: 'catalogue.validation.promoLower' });
      if (!l.promotionEndAt) ctx.addIssue({ code: 'custom', path: ['promotionEndAt'], message: 'catalogue.validation.promoEnd' });
    });

// Only the list the nature uses is checked: a variants product's hidden price lines are not sent.
const byNature = (v: unknown) => {
  const x = v as ProductFormValues;
  return x && typeof x === 'object' ? (x.nature === 'variants' ? { ...x, prices: [] } : { ...x, variants: [] }) : v;
};

const productFormObject = z
  .object({
    label: z.string().trim().min(1, REQUIRED).max(255),
    categoryId: z.string(REQUIRED).regex(/^\d+$/, REQUIRED),
    nature: z.string(),
    tva: z.union([z.literal(''), z.number().min(0).max(100, 'catalogue.validation.tva')]),
    buyingPrice: money,
    prices: z.array(priceLine(false)),
    variants: z.array(z.object({ value: z.string().trim().min(1, REQUIRED), prices: z.array(priceLine(true)).min(1) })),
  })
  .passthrough()
  .superRefine((v, ctx) => {
    if (v.nature === 'variants' && v.variants.length === 0)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'catalogue.validation.variantsRequired' });
  });
export const productFormSchema = z.preprocess(byNature, productFormObject);

const num = (v: number | '') => (v === '' ? null : v);
const text = (v: string) => (v.trim() === '' ? null : v.trim());
const id = (v: string | null) => (v ? Number(v) : null);

function toLineBody(l: PriceLineValues) {
  return {
    id: l.id,
    magasinId: l.magasinId ? Number(l.magasinId) : null,
    currencyTag: l.currencyTag,
    price: l.price === '' ? 0 : l.price,
    promoPrice: num(l.promoPrice),
    // The promotion runs to the end of its last day.
    promotionEndAt: l.promoPrice === '' || !l.promotionEndAt ? null : `${l.promotionEndAt}T23:59:59.000Z`,
  };
}

export function toProductBody(v: ProductFormValues): ProductBody {
  const variants = v.nature === 'variants';
  return {
    label: v.label.trim(),
    en_label: text(v.en_label),
    ar_label: text(v.ar_label),
    it_label: text(v.it_label),
    description: text(v.description),
    categoryId: Number(v.categoryId),
    brandId: id(v.brandId),
    supplierId: id(v.supplierId),
    nature: v.nature,
    type: v.type,
    isService: v.isService,
    unity: v.unity as ProductBody['unity'],
    tva: num(v.tva),
    buyingPrice: num(v.buyingPrice),
    criticalQuantity: num(v.criticalQuantity),
    barcode: variants ? null : text(v.barcode),
    sku: variants ? null : text(v.sku),
    prices: variants ? undefined : v.prices.map(toLineBody),
    variants: variants
      ? v.variants.map((x) => ({
          id: x.id,
          barcode: text(x.barcode),
          sku: text(x.sku),
          details: [{ key: v.variantKey.trim() || 'Taille', value: x.value.trim() }],
          prices: x.prices.map(toLineBody),
        }))
      : undefined,
  };
}

/** Server fields (422 errors) shown under the form's fields. */
export const SERVER_FIELDS = ['label', 'categoryId', 'barcode', 'sku', 'tva', 'buyingPrice', 'prices', 'variants'] as const;

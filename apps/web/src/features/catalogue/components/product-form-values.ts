// The product form's values, rules (product-spec §5: title and category required, variant price > 0, promo below the
// price with its end date) and the request body built from them. Messages are i18n keys.
import { MIN_COMPOSITIONS, type ProductBody, type ProductNature, type ProductType, type SaveCompositionsData } from '@comptoir/shared';
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

/** A choice of a composition (CombinedProduct): a product, how many, included without choosing, or-combined. */
export interface CompositionItemValues {
  productId: number;
  label: string;
  quantity: number | '';
  isAutoIncluded: boolean;
  isOrCombination: boolean;
}

/** One composition of a formula ('Boisson chaude'): choose between min and max of its items. */
export interface CompositionValues {
  id?: number;
  name: string;
  min: number | '';
  max: number | '';
  items: CompositionItemValues[];
}

/** A component of a bundle (CombinedProduct): a product and how many of it one bundle holds. */
export interface BundleItemValues {
  productId: number;
  label: string;
  quantity: number | '';
}

/** An image of the article (files of its prices, product-spec §9); `ids` are its saved PriceFile rows. */
export interface ImageValues {
  fileId: number;
  ids: number[];
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
  unitsPerCarton: number | '';
  criticalQuantity: number | '';
  barcode: string;
  sku: string;
  /** The attribute the variants differ by ('Taille'). */
  variantKey: string;
  prices: PriceLineValues[];
  variants: VariantValues[];
  compositions: CompositionValues[];
  bundle: BundleItemValues[];
  images: ImageValues[];
}

const REQUIRED = 'validation.required';
export const emptyPrice = (): PriceLineValues => ({ magasinId: '', currencyTag: 'MAD', price: '', promoPrice: '', promotionEndAt: '' });
export const emptyComposition = (): CompositionValues => ({ name: '', min: 1, max: 1, items: [] });
export const emptyVariant = (): VariantValues => ({ value: '', barcode: '', sku: '', prices: [emptyPrice()] });

const toLine = (p: PriceDetail): PriceLineValues => ({
  id: p.id,
  magasinId: p.magasinId === null ? '' : String(p.magasinId),
  currencyTag: p.currencyTag,
  price: p.price,
  promoPrice: p.promoPrice ?? '',
  promotionEndAt: p.promotionEndAt ? p.promotionEndAt.slice(0, 10) : '',
});

/** The article's images once each, in order, from the files of all its prices. */
function imagesOf(p?: ProductEdit | null): ImageValues[] {
  const out: ImageValues[] = [];
  for (const f of (p?.prices ?? []).flatMap((x) => x.files)) {
    const seen = out.find((i) => i.fileId === f.fileId);
    if (seen) seen.ids.push(f.id);
    else out.push({ fileId: f.fileId, ids: [f.id] });
  }
  return out;
}

/** What to send for the images after the article is saved: new files to attach, removed PriceFile rows to delete. */
export function imageChanges(initial: ImageValues[], current: ImageValues[]) {
  const kept = new Set(current.flatMap((i) => i.ids));
  return {
    added: current.filter((i) => i.ids.length === 0).map((i) => ({ fileId: i.fileId })),
    removed: initial.flatMap((i) => i.ids).filter((id) => !kept.has(id)),
  };
}

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
    unitsPerCarton: p?.products[0]?.unitsPerCarton ?? '',
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
    images: imagesOf(p),
    bundle:
      p?.nature === 'bundle'
        ? (p.prices[0]?.combinedProducts ?? []).map((c) => ({
            productId: c.productId,
            label: c.label ?? `#${c.productId}`,
            quantity: c.quantity,
          }))
        : [],
    compositions: p
      ? p.compositions.map((c) => ({
          id: c.id,
          name: c.name,
          min: c.min,
          max: c.max,
          items: c.items.map((i) => ({
            productId: i.productId,
            label: i.label,
            quantity: i.quantity,
            isAutoIncluded: i.isAutoIncluded,
            isOrCombination: i.isOrCombination,
          })),
        }))
      : [emptyComposition(), emptyComposition()],
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
  if (!x || typeof x !== 'object') return v;
  const compositions = x.nature === 'composition' ? x.compositions : [];
  const bundle = x.nature === 'bundle' ? x.bundle : [];
  return x.nature === 'variants' ? { ...x, prices: [], compositions, bundle } : { ...x, variants: [], compositions, bundle };
};

const count = z.union([z.literal(''), z.number().int().min(0).max(100)]).refine((n) => n !== '', REQUIRED);
const compositionSchema = z
  .object({
    name: z.string().trim().min(1, REQUIRED).max(120),
    min: count,
    max: count,
    items: z.array(
      z.object({ quantity: z.union([z.literal(''), z.number()]).refine((q) => Number(q) > 0, 'catalogue.validation.positive') }),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'catalogue.validation.choicesRequired' });
    const min = Number(c.min);
    const max = Number(c.max);
    if (String(c.max) !== '' && max < 1) ctx.addIssue({ code: 'custom', path: ['max'], message: 'catalogue.validation.maxAtLeastOne' });
    else if (max < min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'catalogue.validation.maxBelowMin' });
    else if (c.items.length > 0 && max > c.items.length)
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'catalogue.validation.maxAboveChoices' });
  });

const productFormObject = z
  .object({
    label: z.string().trim().min(1, REQUIRED).max(255),
    categoryId: z.string(REQUIRED).regex(/^\d+$/, REQUIRED),
    nature: z.string(),
    tva: z.union([z.literal(''), z.number().min(0).max(100, 'catalogue.validation.tva')]),
    buyingPrice: money,
    unitsPerCarton: z.union([
      z.literal(''),
      z.number().int('catalogue.validation.wholeNumber').min(1, 'catalogue.validation.positive').max(100_000),
    ]),
    prices: z.array(priceLine(false)),
    variants: z.array(z.object({ value: z.string().trim().min(1, REQUIRED), prices: z.array(priceLine(true)).min(1) })),
    compositions: z.array(compositionSchema),
    bundle: z.array(
      z.object({ quantity: z.union([z.literal(''), z.number()]).refine((q) => Number(q) > 0, 'catalogue.validation.positive') }),
    ),
  })
  .passthrough()
  .superRefine((v, ctx) => {
    if (v.nature === 'variants' && v.variants.length === 0)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'catalogue.validation.variantsRequired' });
    // Product-spec §5: a formula needs products in at least two compositions.
    if (v.nature === 'composition' && v.compositions.filter((c) => c.items.length > 0).length < MIN_COMPOSITIONS)
      ctx.addIssue({ code: 'custom', path: ['compositions'], message: 'catalogue.validation.compositionsMin' });
    if (v.nature === 'bundle' && v.bundle.length === 0)
      ctx.addIssue({ code: 'custom', path: ['bundle'], message: 'catalogue.validation.bundleRequired' });
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
    unitsPerCarton: num(v.unitsPerCarton),
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
    bundle:
      v.nature === 'bundle' ? v.bundle.map((b) => ({ productId: b.productId, quantity: b.quantity === '' ? 1 : b.quantity })) : undefined,
  };
}

/** The compositions of a saved formula (POST /product/compositions). */
export function toCompositionsBody(productDescriptionId: number, v: ProductFormValues): SaveCompositionsData {
  return {
    productDescriptionId,
    compositions: v.compositions.map((c, i) => ({
      id: c.id,
      name: c.name.trim(),
      min: c.min === '' ? 0 : c.min,
      max: c.max === '' ? 1 : c.max,
      position: i,
      items: c.items.map((x) => ({
        productId: x.productId,
        quantity: x.quantity === '' ? 1 : x.quantity,
        isAutoIncluded: x.isAutoIncluded,
        isOrCombination: x.isOrCombination,
      })),
    })),
  };
}

/** Server fields (422 errors) shown under the form's fields. */
export const SERVER_FIELDS = [
  'label',
  'categoryId',
  'barcode',
  'sku',
  'tva',
  'buyingPrice',
  'unitsPerCarton',
  'prices',
  'variants',
  'compositions',
  'bundle',
] as const;

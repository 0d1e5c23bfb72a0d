// Catalogue V2 (api-spec 7.5, product-spec §3–§5, DESIGN.md §3c): categories, brands, suppliers, articles
// (ProductDescription) with their products (variants) and prices, compositions, recipes, sliders and channels.
// Money is a decimal on the wire (2 decimals), integer minor units in the database.
import { z } from 'zod';
import { UNITS } from '../constants';
import { blankable, dbId, httpUrl, idField, idListQuery, int32, int32Query, phoneNumber } from './fields.schema';
import { listPage } from './list-query.schema';
// The 422 row shape of an import is the one of client.schema (importRowError), exported once from the index.

export const PRODUCT_NATURES = ['standard', 'bundle', 'variants', 'composition'] as const;
export type ProductNature = (typeof PRODUCT_NATURES)[number];
export const PRODUCT_TYPES = ['inbound', 'outbound', 'semifini'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'quarterly', 'semester', 'annual', '2_years', '3_years'] as const;
export const MIN_COMPOSITIONS = 2;
export const PRODUCT_SEARCH_MIN = 3;
export const DEFAULT_CHANNELS = ['sur_place', 'a_emporter', 'livraison', 'ecommerce'] as const;

/** A money amount from a form: number or numeric text, at most 2 decimals, 0 … 10 000 000. */
export const moneyField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
  z
    .number()
    .min(0)
    .max(10_000_000)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'two_decimals' }),
) as unknown as z.ZodType<number, number | string>;
/** A VAT rate in percent. */
export const tvaRate = z.number().min(0).max(100);
const label = z.string().trim().min(1).max(255);
const optLabel = blankable(z.string().trim().max(255));
const code = blankable(
  z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9._\-/]+$/, { error: 'invalid_code' }),
);
const color = blankable(
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_color' }),
);
const text = blankable(z.string().trim().max(5000));
const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'invalid_date' })
  .transform((s) => new Date(s).toISOString());
const stamps = { created_at: z.string(), updated_at: z.string(), deleted_at: z.string().nullable() };
const labels = { en_label: z.string().nullable(), ar_label: z.string().nullable(), it_label: z.string().nullable() };
const bodyLabels = { en_label: optLabel, ar_label: optLabel, it_label: optLabel };
/** List rows: any subset of the entity's columns (the query's columns), plus relations and appends. */
const row = <T extends z.ZodRawShape>(shape: T) => z.object(shape).partial().catchall(z.unknown());

// ---- Categories (ProductCategory / PriceCategory) ----
export const categoryShape = {
  id: z.number(),
  label: z.string(),
  tag: z.string().nullable(),
  isDefault: z.boolean(),
  parentId: z.number().nullable(),
  description: z.string().nullable(),
  order: z.number(),
  tva: z.number().nullable(),
  fileId: z.number().nullable(),
  color: z.string().nullable(),
  externalId: z.string().nullable(),
  isComposition: z.boolean(),
  ...labels,
  ...stamps,
};
export const category = z.object(categoryShape).catchall(z.unknown());
export type Category = z.infer<typeof category>;
export const categoryBody = z.object({
  id: idField.optional(),
  label,
  ...bodyLabels,
  tag: blankable(z.string().trim().max(60)),
  isDefault: z.boolean().optional(),
  parentId: idField.nullable().optional(),
  description: text,
  order: int32(0, 100_000).optional(),
  tva: tvaRate.nullable().optional(),
  fileId: idField.nullable().optional(),
  color,
  externalId: blankable(z.string().trim().max(120)),
  isComposition: z.boolean().optional(),
});
export type CategoryBody = z.input<typeof categoryBody>;
export type CategoryData = z.output<typeof categoryBody>;
export const categoryPatchBody = categoryBody.partial().extend({ id: idField });
export type CategoryPatchData = z.output<typeof categoryPatchBody>;
export const categoryDeleteQuery = z.object({ id: dbId });
export const categorySortBody = z.object({
  items: z
    .array(z.object({ id: idField, order: int32(0, 100_000), parentId: idField.nullable().optional() }))
    .min(1)
    .max(1000),
});
export const categoryProductsQuery = z.object({
  idList: idListQuery,
  currencyTag: z.string().trim().toUpperCase().max(8).default('MAD'),
  magasinId: dbId.optional(),
});
export const byPriceIdQuery = z.object({ id: dbId });

// ---- Brands and suppliers ----
export const brand = z
  .object({
    id: z.number(),
    label: z.string(),
    tag: z.string().nullable(),
    order: z.number(),
    description: z.string().nullable(),
    ...stamps,
  })
  .catchall(z.unknown());
export type Brand = z.infer<typeof brand>;
export const brandBody = z.object({
  label: z.string().trim().min(1).max(120),
  tag: blankable(z.string().trim().max(60)),
  order: int32(0, 100_000).optional(),
  description: text,
});
export type BrandData = z.output<typeof brandBody>;

export const supplier = z
  .object({
    id: z.number(),
    label: z.string(),
    tag: z.string().nullable(),
    address: z.string().nullable(),
    fileId: z.number().nullable(),
    turnover: z.number().nullable(),
    postalCode: z.string().nullable(),
    email: z.string().nullable(),
    reference: z.string().nullable(),
    phone: z.string().nullable(),
    cityId: z.number().nullable(),
    webSite: z.string().nullable(),
    ...stamps,
  })
  .catchall(z.unknown());
export type Supplier = z.infer<typeof supplier>;
export const supplierBody = z.object({
  label: z.string().trim().min(1).max(120),
  tag: blankable(z.string().trim().max(60)),
  address: blankable(z.string().trim().max(255)),
  fileId: idField.nullable().optional(),
  turnover: moneyField.nullable().optional(),
  postalCode: blankable(z.string().trim().max(12)),
  email: blankable(z.email().max(255)),
  reference: blankable(z.string().trim().max(60)),
  phone: blankable(phoneNumber),
  cityId: idField.nullable().optional(),
  webSite: blankable(httpUrl),
});
export type SupplierData = z.output<typeof supplierBody>;

// ---- Prices ----
export const priceShape = {
  id: z.number(),
  label: z.string(),
  ...labels,
  price: z.number(),
  promoPrice: z.number().nullable(),
  promotionEndAt: z.string().nullable(),
  categoryId: z.number().nullable(),
  isHidden: z.boolean(),
  isStandard: z.boolean(),
  isDisplayed: z.boolean(),
  order: z.number(),
  description: z.string().nullable(),
  barcode: z.string().nullable(),
  externalId: z.string().nullable(),
  currencyTag: z.string(),
  magasinId: z.number().nullable(),
  tva: z.number().nullable(),
  compositionIdentifier: z.string().nullable(),
  criticalQuantity: z.number().nullable(),
  nature: z.string().nullable(),
  unity: z.string().nullable(),
  subUnity: z.string().nullable(),
  weight: z.number().nullable(),
  productDescriptionId: z.number().nullable(),
  productId: z.number().nullable(),
  ...stamps,
};
export const price = z.object(priceShape).catchall(z.unknown());
export type Price = z.infer<typeof price>;

/** One price line of a product form: a store (or all stores), a currency, the price and the promo with its end date. */
export const priceLine = z
  .object({
    id: idField.optional(),
    magasinId: idField.nullable().optional(),
    currencyTag: z.string().trim().toUpperCase().min(3).max(8).default('MAD'),
    price: moneyField,
    promoPrice: moneyField.nullable().optional(),
    promotionEndAt: isoDate.nullable().optional(),
    categoryId: idField.nullable().optional(),
    isHidden: z.boolean().optional(),
    isDisplayed: z.boolean().optional(),
    order: int32(0, 100_000).optional(),
    tva: tvaRate.nullable().optional(),
    barcode: code,
    externalId: blankable(z.string().trim().max(120)),
    description: text,
  })
  .superRefine((p, ctx) => {
    if (p.promoPrice === null || p.promoPrice === undefined) return;
    if (p.promoPrice >= p.price) ctx.addIssue({ code: 'custom', path: ['promoPrice'], message: 'promo_not_lower' });
    if (!p.promotionEndAt) ctx.addIssue({ code: 'custom', path: ['promotionEndAt'], message: 'promo_end_required' });
  });
export type PriceLine = z.output<typeof priceLine>;

export const priceAddBody = z.intersection(z.object({ productId: idField }), priceLine);
export type PriceAddData = z.output<typeof priceAddBody>;
export const priceByLotBody = z
  .object({
    priceIds: z.array(idField).min(1).max(5000),
    price: moneyField.optional(),
    promoPrice: moneyField.nullable().optional(),
    /** A promo as a percentage off each price (ours: the promotions screen). */
    promoPercent: z.number().gt(0).lt(100).optional(),
    promotionEndAt: isoDate.nullable().optional(),
    categoryId: idField.nullable().optional(),
    tva: tvaRate.nullable().optional(),
    isHidden: z.boolean().optional(),
    isDisplayed: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.promoPrice !== undefined && b.promoPercent !== undefined)
      ctx.addIssue({ code: 'custom', path: ['promoPercent'], message: 'one_of' });
    const settingPromo = (b.promoPrice !== undefined && b.promoPrice !== null) || b.promoPercent !== undefined;
    if (settingPromo && !b.promotionEndAt) ctx.addIssue({ code: 'custom', path: ['promotionEndAt'], message: 'promo_end_required' });
  });
export type PriceByLotData = z.output<typeof priceByLotBody>;
export const buyingPriceBody = z.object({ priceId: idField, newBuyingPriceValue: moneyField });

/** GET /price/{id}/history: the price and every change of its price, promo price, promo end and buying price. */
export const priceHistoryPoint = z.object({
  id: z.number(),
  price: z.number(),
  promoPrice: z.number().nullable(),
  promotionEndAt: z.string().nullable(),
  buyingPrice: z.number().nullable(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  created_at: z.string(),
});
export const priceHistory = z.object({
  price: z.object({
    id: z.number(),
    label: z.string(),
    currencyTag: z.string(),
    magasinId: z.number().nullable(),
    price: z.number(),
    promoPrice: z.number().nullable(),
    productDescriptionId: z.number().nullable(),
  }),
  history: z.array(priceHistoryPoint),
});
export type PriceHistoryPoint = z.infer<typeof priceHistoryPoint>;
export type PriceHistory = z.infer<typeof priceHistory>;
export const priceEditQuery = z.object({ compositionIdentifier: z.string().trim().min(1).max(64) });
/** GET /price/popularity (ours): what a store sold of each price over the last `days` days, most sold first. */
export const pricePopularityQuery = z.object({ magasinId: dbId, days: z.coerce.number().int().min(1).max(365).default(30) });
export const pricePopularity = z.array(z.object({ priceId: z.number(), quantity: z.number() }));
export type PricePopularity = z.infer<typeof pricePopularity>;

// ---- Articles (ProductDescription), products (variants) ----
/** A variant's attribute: an existing DetailKey by id, or a new or existing one by its name (`key`: 'Taille'). */
export const detailValue = z
  .object({
    detailKeyId: idField.optional(),
    key: z.string().trim().min(1).max(120).optional(),
    value: z.string().trim().min(1).max(255),
    en: optLabel,
    ar: optLabel,
    it: optLabel,
  })
  .refine((d) => d.detailKeyId !== undefined || d.key !== undefined, { path: ['detailKeyId'], error: 'required' });
export const variantBody = z.object({
  id: idField.optional(),
  barcode: code,
  sku: code,
  tva: tvaRate.nullable().optional(),
  buyingPrice: moneyField.nullable().optional(),
  /** Units in a carton of this product (stock operations given in cartons); the article's when absent. */
  unitsPerCarton: z.number().int().min(1).max(100_000).nullable().optional(),
  fileId: idField.nullable().optional(),
  details: z.array(detailValue).max(10).default([]),
  prices: z.array(priceLine).min(1).max(50),
});
export type VariantData = z.output<typeof variantBody>;

export const productBody = z.object({
  label,
  ...bodyLabels,
  description: text,
  categoryId: idField,
  brandId: idField.nullable().optional(),
  supplierId: idField.nullable().optional(),
  fileId: idField.nullable().optional(),
  nature: z.enum(PRODUCT_NATURES).default('standard'),
  type: z.enum(PRODUCT_TYPES).default('outbound'),
  isService: z.boolean().optional(),
  isReturnable: z.boolean().optional(),
  isPreparedInStore: z.boolean().optional(),
  withSerialNumber: z.boolean().optional(),
  isLegacy: z.boolean().optional(),
  criticalQuantity: z.number().min(0).max(1e9).nullable().optional(),
  unity: z.enum(UNITS).default('unit'),
  subUnity: z.enum(UNITS).nullable().optional(),
  weight: z.number().min(0).max(1e9).nullable().optional(),
  frequency: z.enum(FREQUENCIES).nullable().optional(),
  buyingPrice: moneyField.nullable().optional(),
  /** Units in a carton (issue 26: stock operations given in cartons), for the article's products. */
  unitsPerCarton: z.number().int().min(1).max(100_000).nullable().optional(),
  tva: tvaRate.nullable().optional(),
  /** The one product of a standard, bundle or composition article. */
  barcode: code,
  sku: code,
  /** Prices of a standard, bundle or composition article. */
  prices: z.array(priceLine).max(50).optional(),
  /** The variants of a 'variants' article, each with its own prices. */
  variants: z.array(variantBody).max(200).optional(),
  /** The products a bundle is made of. */
  bundle: z
    .array(z.object({ productId: idField, quantity: z.number().gt(0).max(1e6).default(1) }))
    .max(100)
    .optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
});
export type ProductBody = z.input<typeof productBody>;
export type ProductData = z.output<typeof productBody>;

export const productDescriptionShape = {
  id: z.number(),
  label: z.string(),
  ...labels,
  fileId: z.number().nullable(),
  categoryId: z.number().nullable(),
  brandId: z.number().nullable(),
  supplierId: z.number().nullable(),
  buyingPrice: z.number().nullable(),
  isReturnable: z.boolean(),
  isPreparedInStore: z.boolean(),
  criticalQuantity: z.number().nullable(),
  nature: z.string(),
  type: z.string(),
  unity: z.string(),
  subUnity: z.string().nullable(),
  weight: z.number().nullable(),
  description: z.string().nullable(),
  withSerialNumber: z.boolean(),
  isService: z.boolean(),
  frequency: z.string().nullable(),
  isLegacy: z.boolean(),
  ...stamps,
};
export const productDescription = z.object(productDescriptionShape).catchall(z.unknown());
export type ProductDescription = z.infer<typeof productDescription>;
export const productShape = {
  id: z.number(),
  productDescriptionId: z.number(),
  fileId: z.number().nullable(),
  tva: z.number().nullable(),
  buyingPrice: z.number().nullable(),
  /** Units in a carton (null: not sold by the carton). */
  unitsPerCarton: z.number().nullable().optional(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  ...stamps,
};
export const product = z.object(productShape).catchall(z.unknown());
export type Product = z.infer<typeof product>;

export const productListRow = row(productDescriptionShape);
export const productListPage = listPage(productListRow);
export const priceListPage = listPage(row(priceShape));
export const categoryListPage = listPage(row(categoryShape));
export const brandListPage = listPage(brand.partial());
export const supplierListPage = listPage(supplier.partial());

export const productSearchQuery = z.object({
  keyword: z.string().trim().min(3, { error: 'search_min_3' }).max(100),
  type: z.enum(PRODUCT_TYPES).optional(),
  currencyTag: z.string().trim().toUpperCase().max(8).default('MAD'),
  magasinId: dbId.optional(),
  limit: int32Query(1, 100).default(30),
});
export const productCreateQuery = z.object({
  isComposition: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
});
export const qrcodeQuery = z.object({
  isForced: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
});
export const productQrCode = z.object({ value: z.string(), qrSvg: z.string() });
export const trashedQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 200).default(20),
});
export const entityStatusQuery = z.object({
  entityTypeTag: z.enum(['magasin', 'central_achat', 'lab']).default('magasin'),
  limitDay: int32Query(1, 3650).optional(),
  onlyTrashed: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
});
export const externalLastSynced = z.object({ lastSyncedAt: z.string().nullable(), count: z.number() });

// ---- Images ----
export const priceFile = z.object({
  id: z.number(),
  fileId: z.number(),
  priceId: z.number(),
  tag: z.string().nullable(),
  extension: z.string(),
  created_at: z.string(),
});
export type PriceFile = z.infer<typeof priceFile>;
export const saveImagesBody = z
  .object({
    priceId: idField.optional(),
    productDescriptionId: idField.optional(),
    files: z
      .array(z.object({ fileId: idField, tag: blankable(z.string().trim().max(60)) }))
      .min(1)
      .max(20),
  })
  .refine((b) => b.priceId !== undefined || b.productDescriptionId !== undefined, { path: ['priceId'], error: 'required' });
/** Images of an article; `merged` says the preview may merge them into one (none is svg, product-spec §9). */
export const productFiles = z.object({ files: z.array(priceFile), merged: z.boolean() });

// ---- Compositions ----
export const compositionItemBody = z.object({
  productId: idField,
  quantity: z.number().gt(0).max(1e6).default(1),
  isDefault: z.boolean().optional(),
  isAutoIncluded: z.boolean().optional(),
  isOrCombination: z.boolean().optional(),
});
export const compositionBody = z
  .object({
    id: idField.optional(),
    name: z.string().trim().min(1).max(120),
    min: int32(0, 100),
    max: int32(0, 100),
    position: int32(0, 1000).optional(),
    items: z.array(compositionItemBody).min(1).max(200),
  })
  .superRefine((c, ctx) => {
    if (c.max < c.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'max_below_min' });
    if (c.max < 1) ctx.addIssue({ code: 'custom', path: ['max'], message: 'too_small' });
  });
export const saveCompositionsBody = z.object({
  productDescriptionId: idField,
  compositions: z.array(compositionBody).max(30),
});
export type SaveCompositionsData = z.output<typeof saveCompositionsBody>;
export const compositionItem = z.object({
  id: z.number(),
  productId: z.number(),
  label: z.string(),
  quantity: z.number(),
  isDefault: z.boolean(),
  isAutoIncluded: z.boolean(),
  isOrCombination: z.boolean(),
});
export const composition = z.object({
  id: z.number(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  position: z.number(),
  items: z.array(compositionItem),
});
export type Composition = z.infer<typeof composition>;
export const compositionExceptionsBody = z.object({
  exceptions: z
    .array(z.object({ composition_id: idField, product_id: idField, price_id: idField.nullable().optional(), visibility: z.boolean() }))
    .max(1000),
});
export const compositionException = z.object({
  id: z.number(),
  composition_id: z.number(),
  product_id: z.number(),
  price_id: z.number().nullable(),
  visibility: z.boolean(),
});
export type CompositionException = z.infer<typeof compositionException>;
export type CompositionExceptionData = z.input<typeof compositionExceptionsBody>['exceptions'][number];
/**
 * Whether a formula's choice is hidden when sold at this price: an exception for this very price wins over one for
 * every price (price_id null); without either the choice is offered. Shared by the till's chooser and InsertCommand.
 */
export function isChoiceHidden(
  exceptions: readonly Pick<CompositionException, 'composition_id' | 'product_id' | 'price_id' | 'visibility'>[],
  compositionId: number,
  productId: number,
  priceId: number | null,
): boolean {
  const mine = exceptions.filter((x) => x.composition_id === compositionId && x.product_id === productId);
  const own = priceId === null ? undefined : mine.find((x) => x.price_id === priceId);
  const all = mine.find((x) => x.price_id === null);
  const rule = own ?? all;
  return rule !== undefined && !rule.visibility;
}
export const compositionPriceParams = z.object({ compositionId: dbId, productId: dbId });
export const compositionAddBody = compositionItemBody.omit({ productId: true }).partial();

// ---- Recipes (ProductElement) ----
export const recipesQuery = z.object({ productId: dbId.optional() });
export const recipeBody = z.object({
  productId: idField,
  elements: z
    .array(
      z.object({
        elementId: idField,
        quantity: z.number().gt(0).max(1e6),
        /** The unit the quantity is given in (250 g of a flour kept in kg); the element's own when absent (issue 27). */
        unity: z.enum(UNITS).nullable().optional(),
      }),
    )
    .max(200),
});
export const recipeLine = z.object({
  id: z.number(),
  productId: z.number(),
  elementId: z.number(),
  quantity: z.number(),
  label: z.string(),
  /** The element's own (stock) unit. */
  unity: z.string(),
  /** The unit the quantity is given in, when not the element's own. */
  lineUnity: z.string().nullable().optional(),
});
export const recipe = z.object({ productId: z.number(), label: z.string(), type: z.string(), elements: z.array(recipeLine) });
export const recipeDeleteQuery = z.object({ productId: dbId });

// ---- Sliders (catalogue) ----
export const catalogueSlider = z.object({
  id: z.number(),
  label: z.string(),
  tag: z.string(),
  description: z.string().nullable(),
  fileId: z.number().nullable(),
  link: z.string().nullable(),
  priceId: z.number().nullable(),
  categoryId: z.number().nullable(),
  magasinId: z.number().nullable(),
  order: z.number(),
  isEcom: z.boolean(),
  isHidden: z.boolean(),
  ...stamps,
});
export type CatalogueSlider = z.infer<typeof catalogueSlider>;
export const catalogueSliderBody = z.object({
  id: idField.optional(),
  label: z.string().trim().min(1).max(120),
  tag: z.string().trim().min(1).max(60),
  description: text,
  fileId: idField.nullable().optional(),
  link: blankable(httpUrl),
  priceId: idField.nullable().optional(),
  categoryId: idField.nullable().optional(),
  magasinId: idField.nullable().optional(),
  order: int32(0, 100_000).optional(),
  isEcom: z.boolean().optional(),
  isHidden: z.boolean().optional(),
});
export type CatalogueSliderData = z.output<typeof catalogueSliderBody>;
export const sliderIdsBody = z.object({ ids: z.array(idField).min(1).max(500) });
export const sliderEcomBody = sliderIdsBody.extend({ isEcom: z.boolean() });
export const sliderHideBody = sliderIdsBody.extend({ isHidden: z.boolean() });
export const sliderListPage = listPage(catalogueSlider.partial());

// ---- Channels (canals) ----
export const channel = z.object({ id: z.number(), label: z.string(), tag: z.string(), isActive: z.boolean(), ...stamps });
export const channelBody = z.object({
  label: z.string().trim().min(1).max(120),
  tag: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9_-]+$/, { error: 'invalid_code' }),
  isActive: z.boolean().optional(),
});
export const channelExceptionsBody = z.object({
  channelId: idField,
  magasinId: idField.nullable().optional(),
  categoryIds: z.array(idField).max(1000).default([]),
  priceIds: z.array(idField).max(5000).default([]),
  productDescriptionIds: z.array(idField).max(5000).default([]),
});
export type ChannelExceptionsData = z.output<typeof channelExceptionsBody>;
export const channelExceptions = z.object({
  channelId: z.number(),
  magasinId: z.number().nullable(),
  categoryIds: z.array(z.number()),
  priceIds: z.array(z.number()),
  productDescriptionIds: z.array(z.number()),
});
// ---- Type-size: the variant attributes (DetailKey: Taille, Couleur…) and the values products use ----
export const detailKeyBody = z.object({
  label: z.string().trim().min(1).max(120),
  ...bodyLabels,
  tag: blankable(
    z
      .string()
      .trim()
      .min(2)
      .max(60)
      .regex(/^[a-z0-9_-]+$/, { error: 'invalid_code' }),
  ),
});
export type DetailKeyData = z.output<typeof detailKeyBody>;
export const detailKeyRow = z
  .object({
    id: z.number(),
    label: z.string(),
    tag: z.string(),
    ...labels,
    productsCount: z.number(),
    values: z.array(z.string()),
    ...stamps,
  })
  .catchall(z.unknown());

/** GET /channel_exceptions (ours): the exceptions saved for one channel and one store (or all stores). */
export const channelExceptionsQuery = z.object({ channelId: dbId, magasinId: dbId.optional() });
export const channelRootQuery = z.object({
  magasinId: dbId.optional(),
  page: int32Query(1, 100_000).default(1),
  CurrencyTag: z.string().trim().toUpperCase().max(8).default('MAD'),
  limit: int32Query(1, 200).default(50),
});

// ---- Import ----
export const importRow = z.object({
  label,
  ...bodyLabels,
  category: z.union([z.string().trim().min(1).max(120), int32(1)]),
  price: moneyField.optional(),
  promoPrice: moneyField.nullable().optional(),
  promotionEndAt: isoDate.nullable().optional(),
  buyingPrice: moneyField.nullable().optional(),
  tva: tvaRate.nullable().optional(),
  barcode: code,
  sku: code,
  unity: z.enum(UNITS).default('unit'),
  type: z.enum(PRODUCT_TYPES).default('outbound'),
  isService: z.boolean().optional(),
  brand: blankable(z.string().trim().max(120)),
  supplier: blankable(z.string().trim().max(120)),
  currencyTag: z.string().trim().toUpperCase().min(3).max(8).default('MAD'),
  description: text,
});
export type ImportRowData = z.output<typeof importRow>;
export const IMPORT_COLUMNS = [
  'label',
  'en_label',
  'ar_label',
  'it_label',
  'category',
  'price',
  'promoPrice',
  'promotionEndAt',
  'buyingPrice',
  'tva',
  'barcode',
  'sku',
  'unity',
  'type',
  'isService',
  'brand',
  'supplier',
  'currencyTag',
  'description',
] as const;
export const IMPORT_MAX_ROWS = 5000;
export const importBody = z.object({ products: z.array(z.unknown()).min(1).max(IMPORT_MAX_ROWS), withoutLoader: z.boolean().optional() });
export const productImportAnswer = z.object({ imported: z.number(), productDescriptionIds: z.array(z.number()) });
export type ProductImportAnswer = z.infer<typeof productImportAnswer>;

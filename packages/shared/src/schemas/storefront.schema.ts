// The client-facing catalogue (product-spec §2 "Catalogue page for clients", the product card, /loyalty/product/{id}):
// what a shopper may see of the catalogue — visible prices with their labels, promo, picture, category, tags, variant
// attributes and recipe ingredients; never buying prices, suppliers or hidden prices.
import { z } from 'zod';
import { dbId, int32 } from './fields.schema';

export const STOREFRONT_PAGE_SIZE = 12;
/** How many page numbers the pager shows at once (product-spec §9 "starred pages 10 shown"). */
export const STOREFRONT_PAGES_SHOWN = 10;
export const STOREFRONT_SORTS = ['a-z', 'z-a', 'low', 'high'] as const;
export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];

export const storefrontQuery = z.object({
  magasinId: dbId.optional(),
  currencyTag: z.string().trim().toUpperCase().min(3).max(8).default('MAD'),
});

const labels = { label: z.string(), en_label: z.string().nullable(), ar_label: z.string().nullable(), it_label: z.string().nullable() };

export const storeAttribute = z.object({ key: z.string(), label: z.string(), value: z.string() });
export const storeCategory = z.object({ id: z.number(), ...labels, parentId: z.number().nullable(), color: z.string().nullable() });
export const storeProduct = z.object({
  id: z.number(),
  ...labels,
  price: z.number(),
  promoPrice: z.number().nullable(),
  promotionEndAt: z.string().nullable(),
  /** The promo counts only if lower than the price and its end date is in the future. */
  effectivePrice: z.number(),
  currencyTag: z.string(),
  categoryId: z.number().nullable(),
  fileId: z.number().nullable(),
  nature: z.string().nullable(),
  productDescriptionId: z.number().nullable(),
  /** Price tags (PriceTag). */
  tags: z.array(z.string()),
  /** Variant attributes (DetailKey → value): colour, size, age… */
  attributes: z.array(storeAttribute),
  /** Labels of the products in its recipe (ProductElement). */
  ingredients: z.array(z.string()),
  /** Average of the accounts' ratings (1 to 5; 0 when none), how many rated, how many times it was opened. */
  rating: z.number(),
  ratingCount: z.number(),
  views: z.number(),
  /** Units the store can sell now from its stock levels (its components', its recipe's); null when not tracked (services). */
  stock: z.number().nullable(),
  /** In stock: untracked, or at least one unit (any quantity for what is sold by weight or volume). */
  inStock: z.boolean(),
});
export type StoreProduct = z.infer<typeof storeProduct>;
export type StoreCategory = z.infer<typeof storeCategory>;

export const storefrontCatalogue = z.object({
  /** The store whose prices are shown: the one asked for, else the member's own, else the company's first. */
  magasinId: z.number().nullable(),
  magasins: z.array(z.object({ id: z.number(), intitule: z.string() })),
  products: z.array(storeProduct),
  categories: z.array(storeCategory),
});
export type StorefrontCatalogue = z.infer<typeof storefrontCatalogue>;

export const storeProductDetail = storeProduct.extend({
  /** The signed-in account's own rating, null when it has not rated. */
  myRating: z.number().nullable(),
  description: z.string().nullable(),
  images: z.array(z.number()),
  category: storeCategory.nullable(),
});
export type StoreProductDetail = z.infer<typeof storeProductDetail>;

export const STOREFRONT_STOCK = ['in', 'out'] as const;
export type StorefrontStock = (typeof STOREFRONT_STOCK)[number];

export const storeViewAnswer = z.object({ views: z.number() });
export const storeRatingBody = z.object({ rating: int32(1, 5) });
export const storeRatingAnswer = z.object({ rating: z.number(), ratingCount: z.number(), myRating: z.number() });
export type StoreRatingAnswer = z.infer<typeof storeRatingAnswer>;

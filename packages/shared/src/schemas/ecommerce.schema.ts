// E-commerce synchronisation (api-spec 7.4): a Shopify shop connected by its Admin API credentials, the catalogue
// pushed to it, its orders pulled into a store, and what failed listed with a retry.
import { z } from 'zod';
import { dbId, httpUrl, idField, int32Query } from './fields.schema';

export const ECOMMERCE_PROVIDERS = ['shopify'] as const;
export const SYNC_ISSUE_KINDS = ['product', 'order', 'webhook'] as const;

/** POST /Ecommerce/Shopify/connect: a new shop, or (id given) a shop's settings; empty secrets keep the stored ones. */
export const shopConnectBody = z.object({
  id: idField.optional(),
  name: z.string().trim().min(2).max(120),
  shopUrl: httpUrl,
  accessToken: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((s) => s || null),
  webhookSecret: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((s) => s || null),
  magasinId: idField,
});
export type ShopConnectBody = z.input<typeof shopConnectBody>;
export type ShopConnectData = z.output<typeof shopConnectBody>;

export const syncCounts = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  failed: z.number(),
});
export const syncRun = z.object({
  shopId: z.number(),
  at: z.string(),
  products: syncCounts.nullable(),
  orders: z.object({ imported: z.number(), skipped: z.number(), failed: z.number() }).nullable(),
});
export type SyncRun = z.infer<typeof syncRun>;

export const ecommerceShop = z.object({
  id: z.number(),
  provider: z.enum(ECOMMERCE_PROVIDERS),
  name: z.string(),
  shopUrl: z.string(),
  /** Masked: '••••' and the last 4 characters. */
  accessToken: z.string(),
  hasWebhookSecret: z.boolean(),
  magasinId: z.number(),
  lastRun: syncRun.nullable(),
  created_at: z.string(),
});
export type EcommerceShop = z.infer<typeof ecommerceShop>;

export const syncIssue = z.object({
  id: z.number(),
  shopId: z.number(),
  kind: z.enum(SYNC_ISSUE_KINDS),
  /** What failed: a price id (product), a shop order id (order). */
  ref: z.string(),
  label: z.string(),
  message: z.string(),
  attempts: z.number(),
  updated_at: z.string(),
});
export type SyncIssue = z.infer<typeof syncIssue>;

export const syncStatus = z.object({ shops: z.array(ecommerceShop), issues: z.array(syncIssue) });
export type SyncStatus = z.infer<typeof syncStatus>;

export const shopIdQuery = z.object({ shopId: dbId });
export const shopIdBody = z.object({ shopId: idField });
export const syncProductParam = z.object({ product: dbId });
export const shopIdParam = z.object({ shopId: dbId });

export const externalProductsQuery = z.object({
  shopId: dbId,
  page: int32Query(1, 10_000).default(1),
  perPage: int32Query(1, 250).default(25),
  search: z.string().trim().max(120).optional(),
});
export const externalProduct = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  variants: z.array(
    z.object({ id: z.string(), title: z.string(), sku: z.string().nullable(), price: z.string(), inventory: z.number().nullable() }),
  ),
});
export const externalProducts = z.object({ products: z.array(externalProduct), page: z.number(), hasMore: z.boolean() });
export type ExternalProducts = z.infer<typeof externalProducts>;

export const webhooksCreated = z.object({ created: z.array(z.string()), existing: z.array(z.string()) });

/** The e-commerce service's cache calls (GET /Ecom/Flushcache…, /Ecom/clear, /Ecom/cacheStock). */
export const ecomCacheAnswer = z.object({ ok: z.literal(true), cache: z.string(), entries: z.number() });

/** Why a row of the payment provider's settlement file paid nothing (POST /Ecom/PayementFile). */
export const PAYMENT_FILE_MISMATCHES = ['unknown_reference', 'not_settled', 'amount_mismatch', 'already_paid', 'cancelled'] as const;
export type PaymentFileMismatch = (typeof PAYMENT_FILE_MISMATCHES)[number];

const paymentFileRow = z.object({
  /** The row's number in the file (1 is the header). */
  row: z.number(),
  reference: z.string(),
  amount: z.number(),
  date: z.string(),
  commandId: z.number().nullable(),
});

/** The settlement file's outcome: the orders it paid, and every row that paid nothing with why. */
export const paymentFileAnswer = z.object({
  rows: z.number(),
  paid: z.array(paymentFileRow.extend({ commandId: z.number() })),
  mismatches: z.array(paymentFileRow.extend({ reason: z.enum(PAYMENT_FILE_MISMATCHES), expected: z.number().nullable() })),
});
export type PaymentFileAnswer = z.infer<typeof paymentFileAnswer>;

/**
 * GET /Glovo/menu/{storeId}: the store's menu in the delivery platform's menu file format (Glovo's menu JSON: products,
 * attributes, attribute groups, collections of sections listing product ids). Prices are decimals in the store's
 * currency.
 */
export const glovoMenu = z.object({
  attributes: z.array(z.object({ id: z.string(), name: z.string(), price_impact: z.number(), available: z.boolean() })),
  attribute_groups: z.array(
    z.object({ id: z.string(), name: z.string(), min: z.number(), max: z.number(), attributes: z.array(z.string()) }),
  ),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number(),
      image_url: z.string().nullable(),
      description: z.string(),
      attributes_groups: z.array(z.string()),
      available: z.boolean(),
    }),
  ),
  collections: z.array(
    z.object({
      name: z.string(),
      position: z.number(),
      image_url: z.string().nullable(),
      sections: z.array(z.object({ name: z.string(), position: z.number(), products: z.array(z.string()) })),
    }),
  ),
  supercollections: z.array(z.never()),
});
export type GlovoMenu = z.infer<typeof glovoMenu>;
export const storeIdParam = z.object({ storeId: dbId });

// Review moderation (/e-commerce/moderation-of-reviews): clients' ratings of products, published or rejected.
export const REVIEW_STATUSES = ['published', 'rejected'] as const;
export const reviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 200).default(50),
});
export const review = z.object({
  id: z.number(),
  priceId: z.number(),
  product: z.string(),
  userId: z.number(),
  userName: z.string().nullable(),
  rating: z.number(),
  status: z.enum(REVIEW_STATUSES),
  moderatedAt: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof review>;
export const reviewsPage = z.object({ data: z.array(review), total: z.number() });
export type ReviewsPage = z.infer<typeof reviewsPage>;
export const reviewModerationBody = z.object({ status: z.enum(REVIEW_STATUSES) });

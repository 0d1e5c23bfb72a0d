// The offline catalogue (api-spec 7.5 'Sync', 'Point-of-sale sync', 'Local catalogue'; product-spec §3 'Offline browser
// catalogue'): the file's and the delta's tables, and the queries of the sync calls.
import { z } from 'zod';
import { dbId, int32 } from './fields.schema';

/** The tables of the local catalogue, in the order they are loaded. */
export const LOCAL_CATALOGUE_TABLES = [
  'ProductCategory',
  'Brand',
  'Supplier',
  'DetailKey',
  'ProductDescription',
  'Product',
  'ProductDetailKey',
  'Price',
  'PriceFile',
  'PriceTagPrice',
  'CombinedProduct',
] as const;
export type LocalCatalogueTable = (typeof LOCAL_CATALOGUE_TABLES)[number];

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** The store and currency a local catalogue is for. */
export const catalogueScopeQuery = z.object({
  magasinId: dbId,
  currencyTag: z.string().trim().toUpperCase().min(3).max(8).default('MAD'),
  isWeb: flag,
});

/** The catalogue fetch: what changed since lastUpdatedAt (everything without it). */
export const catalogueDeltaQuery = catalogueScopeQuery.extend({
  lastUpdatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CatalogueDeltaQuery = z.infer<typeof catalogueDeltaQuery>;

/** A table's part of a delta: its changed rows (as in the file) and the ids to remove. */
export const tableDelta = z.object({ rows: z.array(z.record(z.string(), z.unknown())), deleted: z.array(z.number().int()) });
export type TableDelta = z.infer<typeof tableDelta>;

export const catalogueDelta = z.object({
  /** The marker to send next time: taken before reading, so nothing changed meanwhile is lost. */
  lastUpdatedAt: z.string(),
  full: z.boolean(),
  tables: z.partialRecord(z.enum(LOCAL_CATALOGUE_TABLES), tableDelta),
});
export type CatalogueDelta = z.infer<typeof catalogueDelta>;

export const unsyncedCounts = z.object({
  lastUpdatedAt: z.string(),
  total: z.number().int(),
  counts: z.record(z.enum(LOCAL_CATALOGUE_TABLES), z.number().int()),
});

/** POST /sync/by-list-id: rows of the given ids, now (ids gone or out of the store's scope come back as deleted). */
export const syncByListIdBody = z.object({
  magasinId: int32(1),
  currencyTag: z.string().trim().toUpperCase().min(3).max(8).default('MAD'),
  isWeb: z.boolean().optional(),
  lists: z.partialRecord(z.enum(LOCAL_CATALOGUE_TABLES), z.array(int32(1)).max(500)),
});
export type SyncByListIdBody = z.infer<typeof syncByListIdBody>;

// Stock reports (issue 26 point 4, product-spec §2 'stock/{id}/control', 'stock/statistics', 'balance-sheet',
// 'stock-products'): a count's variance against the ledger, rotation and cover, the stock's value over a period.
// Every value is at cost (minor units on the server, the company's currency here): the unit cost each movement moved
// at, else the product's weighted average cost, else its buying price (docs/decisions.md, issue 26 stock26b).
import { z } from 'zod';
import { dbId, int32Query } from './fields.schema';
import { stockEntityType } from './stock.schema';

/** A moment as the client gives it (ISO date-time or a day). */
const moment = z
  .string()
  .trim()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'invalid_date' });

const period = { from: moment.optional(), to: moment.optional() };

/** GET /Entity/{id}/control: the last count of each product against what the ledger held then. */
export const stockControlQuery = z.object({ entityTypeTag: stockEntityType.default('magasin'), ...period });
export const stockControlRow = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  unity: z.string().nullable(),
  countedAt: z.string(),
  /** What the ledger held just before the count, what was counted, counted − theoretical. */
  theoretical: z.number(),
  counted: z.number(),
  variance: z.number(),
  unitCost: z.number(),
  theoreticalValue: z.number(),
  countedValue: z.number(),
  varianceValue: z.number(),
});
export type StockControlRow = z.infer<typeof stockControlRow>;
const controlTotals = {
  products: z.number(),
  shortages: z.number(),
  surpluses: z.number(),
  theoreticalValue: z.number(),
  countedValue: z.number(),
  varianceValue: z.number(),
};
export const stockControl = z.object({
  entityId: z.number(),
  name: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  categories: z.array(
    z.object({ categoryId: z.number().nullable(), category: z.string().nullable(), ...controlTotals, rows: z.array(stockControlRow) }),
  ),
  totals: z.object(controlTotals),
});
export type StockControl = z.infer<typeof stockControl>;

/** GET /Stock/statistics: one entity over a period (30 days to now by default). */
export const STOCK_STATISTICS_SORTS = ['sold', 'rotation', 'cover', 'outs', 'dead'] as const;
export type StockStatisticsSort = (typeof STOCK_STATISTICS_SORTS)[number];
export const stockStatisticsQuery = z.object({
  entityId: dbId,
  entityTypeTag: stockEntityType.default('magasin'),
  ...period,
  sort: z.enum(STOCK_STATISTICS_SORTS).default('sold'),
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 100).default(20),
});
export type StockStatisticsQuery = z.input<typeof stockStatisticsQuery>;
export const stockStatisticsRow = z.object({
  productId: z.number(),
  label: z.string(),
  unity: z.string().nullable(),
  opening: z.number(),
  closing: z.number(),
  sold: z.number(),
  averageStock: z.number(),
  rotation: z.number().nullable(),
  daysOfCover: z.number().nullable(),
  stockOutDays: z.number(),
  lostSales: z.number(),
  lostSalesValue: z.number(),
  dead: z.boolean(),
  lastSaleAt: z.string().nullable(),
  value: z.number(),
});
export type StockStatisticsRow = z.infer<typeof stockStatisticsRow>;
export const stockStatistics = z.object({
  entityId: z.number(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number(),
  totals: z.object({
    products: z.number(),
    sold: z.number(),
    /** Cost of goods sold over the average stock value. */
    rotation: z.number().nullable(),
    daysOfCover: z.number().nullable(),
    stockOuts: z.number(),
    lostSalesValue: z.number(),
    deadProducts: z.number(),
    deadValue: z.number(),
    value: z.number(),
  }),
  rows: z.array(stockStatisticsRow),
  total: z.number(),
  offset: z.number(),
});
export type StockStatistics = z.infer<typeof stockStatistics>;

/** GET /BalanceSheet/byEntity/{id} (and …/excel): opening value + entries − exits = closing value, at cost. */
export const balanceSheetQuery = z.object({ entityTypeTag: stockEntityType.default('magasin'), ...period });
export const balanceSheetLine = z.object({ type: z.string(), quantity: z.number(), value: z.number(), movements: z.number() });
export type BalanceSheetLine = z.infer<typeof balanceSheetLine>;
export const balanceSheet = z.object({
  entityId: z.number(),
  entityTypeTag: stockEntityType,
  name: z.string(),
  from: z.string(),
  to: z.string(),
  opening: z.number(),
  entries: z.array(balanceSheetLine),
  exits: z.array(balanceSheetLine),
  entriesValue: z.number(),
  exitsValue: z.number(),
  closing: z.number(),
});
export type BalanceSheet = z.infer<typeof balanceSheet>;

/** GET /Product/Status: the company's tracked products with their level in each stock entity of the user's scope. */
export const stockProductsQuery = z.object({
  keyword: z.string().trim().max(60).optional(),
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 100).default(20),
});
export type StockProductsQuery = z.input<typeof stockProductsQuery>;
export const stockProducts = z.object({
  /** The entities of the scope (stores, then warehouses, then labs): the columns. */
  stores: z.array(z.object({ id: z.number(), name: z.string(), entityTypeTag: stockEntityType })),
  rows: z.array(
    z.object({
      productId: z.number(),
      label: z.string(),
      barcode: z.string().nullable(),
      unity: z.string().nullable(),
      unitCost: z.number(),
      total: z.number(),
      value: z.number(),
      /** In the order of `stores`. */
      quantities: z.array(z.number()),
    }),
  ),
  total: z.number(),
  offset: z.number(),
});
export type StockProducts = z.infer<typeof stockProducts>;

/** GET /Stock/day/{calendarDayId}/movements: a business day's movements one by one (its period), newest first. */
export const stockDayMovementsQuery = z.object({
  keyword: z.string().trim().max(60).optional(),
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 100).default(50),
});
/** GET /Entity/{id}/movements: an entity's movements of a UTC day (`day`) or a period, as a business day's. */
export const stockEntityMovementsQuery = stockDayMovementsQuery.extend({
  entityTypeTag: stockEntityType.default('magasin'),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'invalid_date' })
    .optional(),
  ...period,
});
export type StockEntityMovementsQuery = z.input<typeof stockEntityMovementsQuery>;
export const stockDayMovements = z.object({
  /** The business day (null: a UTC day or a period of an entity). */
  calendarDayId: z.number().nullable(),
  entityId: z.number(),
  entityTypeTag: stockEntityType,
  name: z.string(),
  day: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  rows: z.array(
    z.object({
      id: z.number(),
      productId: z.number(),
      label: z.string(),
      barcode: z.string().nullable(),
      unity: z.string().nullable(),
      type: z.string(),
      quantity: z.number(),
      counted: z.number().nullable(),
      unitCost: z.number(),
      value: z.number(),
      commandId: z.number().nullable(),
      ticketNumber: z.string().nullable(),
      userName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
  offset: z.number(),
  /** Over the whole day (not only the page): the value that came in and went out, at cost. */
  inValue: z.number(),
  outValue: z.number(),
});
export type StockDayMovements = z.infer<typeof stockDayMovements>;

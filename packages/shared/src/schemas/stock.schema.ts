// Stock and inventory (api-spec 7.7, product-spec §2 'Stock', §9 'Stock operation types'): the levels of a stock
// entity (a store today), one product's movements with the balance after each, and inventory counts (one, or many
// from a spreadsheet) that set a level to what was counted by writing the difference as an 'inventaire' movement.
import { z } from 'zod';
import { dbId, idField, idListQuery, int32Query } from './fields.schema';
import {
  STOCK_ENTITY_TYPES,
  STOCK_KINDS,
  STOCK_NATURES,
  STOCK_OPERATION_KINDS,
  STOCK_OPERATION_STATES,
  SWITCH_REASONS,
} from '../stock-flows';

/** The stock operation types of product-spec §9, as movements carry them. */
export const STOCK_OPERATION_TYPES = [
  'inventaire',
  'inventaire_fermeture',
  'inventory',
  'loss',
  'sale',
  'reception',
  'expedition',
  'return',
  'scheduled_reception',
  'planned_shipment',
  'switch_minus',
  'switch_neutral',
  'return_central_purchasing',
  'return_lab',
  'approved_reception',
  'non_programmed_reception',
] as const;
export type StockOperationType = (typeof STOCK_OPERATION_TYPES)[number];

/** Stock entities (stock-flows.ts): a store, the central purchasing warehouse, a lab. */
export const stockEntityType = z.enum(STOCK_ENTITY_TYPES);

/** ok: above its critical quantity; critical: at or under it; out: nothing (or less) left. */
export const STOCK_STATES = ['ok', 'critical', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** Quantities are kept to 3 decimals (kilos, litres). */
const quantity = z.number().min(0).max(100_000_000); // COUNT_MAX

/** A moment as the client gives it (ISO date-time or a day); validated as a date. */
const moment = z
  .string()
  .trim()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'invalid_date' });

const page = {
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 100).default(20),
};

/** GET /Product/Status/byEntity/{id}: products, entityTypeTag, limitDate (the spec's), keyword, state and a page. */
export const stockStatusQuery = z.object({
  entityTypeTag: stockEntityType.default('magasin'),
  products: idListQuery.optional(),
  limitDate: moment.optional(),
  keyword: z.string().trim().max(60).optional(),
  state: z.enum(STOCK_STATES).optional(),
  /** One category's products (the count screen counts a store by category). */
  categoryId: dbId.optional(),
  ...page,
});
export type StockStatusQuery = z.input<typeof stockStatusQuery>;

export const stockStatusRow = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  unity: z.string().nullable(),
  quantity: z.number(),
  criticalQuantity: z.number().nullable(),
  /** The product's units per carton (null: not sold by the carton), so a count may be entered in cartons + units. */
  unitsPerCarton: z.number().nullable(),
  state: z.enum(STOCK_STATES),
  updatedAt: z.string().nullable(),
});
export type StockStatusRow = z.infer<typeof stockStatusRow>;
export const stockStatusPage = z.object({
  rows: z.array(stockStatusRow),
  total: z.number(),
  offset: z.number(),
  limitDate: z.string().nullable(),
});
export type StockStatusPage = z.infer<typeof stockStatusPage>;

export const stockEntityParams = z.object({ id: dbId });
export const stockEntityProductParams = z.object({ id: dbId, productId: dbId });
export const stockEntityQuery = z.object({ entityTypeTag: stockEntityType.default('magasin') });

/** GET /Entity/{id}/Status: the entity's stock in figures. */
export const stockEntityStatus = z.object({
  entityId: z.number(),
  entityTypeTag: stockEntityType,
  name: z.string(),
  products: z.number(),
  ok: z.number(),
  critical: z.number(),
  out: z.number(),
  /** Σ level × buying price of what is in stock, in the company's currency. */
  value: z.number(),
  lastInventoryAt: z.string().nullable(),
});
export type StockEntityStatus = z.infer<typeof stockEntityStatus>;

/** GET /Product/{id}/Status: one product's level in every store of the company. */
export const stockProductStatus = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  unity: z.string().nullable(),
  criticalQuantity: z.number().nullable(),
  total: z.number(),
  levels: z.array(
    z.object({
      entityTypeTag: stockEntityType,
      entityId: z.number(),
      name: z.string(),
      quantity: z.number(),
      state: z.enum(STOCK_STATES),
      updatedAt: z.string().nullable(),
    }),
  ),
});
export type StockProductStatus = z.infer<typeof stockProductStatus>;

/** GET /Entity/{id}/productId/{productId}/transactions: entityTypeTag, offset (the spec's) and limit. */
export const stockTransactionsQuery = z.object({ entityTypeTag: stockEntityType.default('magasin'), ...page });
export const stockTransaction = z.object({
  id: z.number(),
  type: z.string(),
  /** Signed: what the movement added (+) or took (−). */
  quantity: z.number(),
  /** The level right after the movement. */
  balance: z.number(),
  /** An inventory's counted quantity. */
  counted: z.number().nullable(),
  commandId: z.number().nullable(),
  ticketNumber: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockTransaction = z.infer<typeof stockTransaction>;
export const stockTransactionsPage = z.object({
  product: stockStatusRow,
  rows: z.array(stockTransaction),
  total: z.number(),
  offset: z.number(),
});
export type StockTransactionsPage = z.infer<typeof stockTransactionsPage>;

/** GET /entity/{id}/inventories: the entity's inventory counts, newest first. */
export const inventoriesQuery = z.object({ entityTypeTag: stockEntityType.default('magasin'), ...page });
export const inventoryCount = z.object({
  id: z.number(),
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  counted: z.number().nullable(),
  difference: z.number(),
  /** The article's unit, shown with the count and the difference. */
  unity: z.string().nullable(),
  userName: z.string().nullable(),
  countedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryCount = z.infer<typeof inventoryCount>;
export const inventoriesPage = z.object({ rows: z.array(inventoryCount), total: z.number(), offset: z.number() });
export type InventoriesPage = z.infer<typeof inventoriesPage>;

/** PATCH /setProduct/Inventory: the inventory set payload of api-spec §3. */
export const inventorySetBody = z.object({
  quantity,
  entityId: idField,
  entityTag: stockEntityType.default('magasin'),
  productId: idField,
  /** When the count was taken, as the device says (kept with the count). */
  createdAt: moment.nullable().optional(),
  localTimeString: z.string().trim().max(40).nullable().optional(),
});
export type InventorySetBody = z.input<typeof inventorySetBody>;
export const inventorySetAnswer = z.object({
  movementId: z.number(),
  productId: z.number(),
  entityId: z.number(),
  previous: z.number(),
  quantity: z.number(),
  difference: z.number(),
});
export type InventorySetAnswer = z.infer<typeof inventorySetAnswer>;

/** POST /inventory/bulk-update: entityId, entityTypeTag, dateTime as query; body excelData (one row per product). */
export const inventoryBulkQuery = z.object({
  entityId: dbId,
  entityTypeTag: stockEntityType.default('magasin'),
  dateTime: moment.optional(),
});
/**
 * A spreadsheet row: a product by id, barcode or sku, and its count. Only the types are checked here; the server checks
 * the rest (a code given, a quantity within bounds, a known product) and lists every row's problems in one answer.
 */
export const inventoryBulkRow = z.object({
  productId: idField.optional(),
  barcode: z.coerce.string().trim().max(60).optional(),
  sku: z.coerce.string().trim().max(60).optional(),
  // A cell that is not a number arrives as NaN, for the server to list with the other rows' problems.
  quantity: z.preprocess((v) => (typeof v === 'string' ? Number(v.trim().replace(',', '.') || NaN) : v), z.union([z.number(), z.nan()])),
});
/** The bounds of a counted quantity (kilos, litres to 3 decimals). */
export const COUNT_MAX = 100_000_000;
export const inventoryBulkBody = z.object({ excelData: z.array(inventoryBulkRow).min(1).max(5_000) });
export type InventoryBulkBody = z.input<typeof inventoryBulkBody>;
export const inventoryBulkAnswer = z.object({ updated: z.number(), rows: z.array(inventorySetAnswer) });
export type InventoryBulkAnswer = z.infer<typeof inventoryBulkAnswer>;

/** POST /stockV2AP/MsAccessPoint/stock/byPrices (secondary gateway): what a store can sell of each price now. */
export const stockByPricesBody = z.object({
  magasinId: idField,
  priceIds: z.array(idField).min(1).max(500),
});
export type StockByPricesBody = z.input<typeof stockByPricesBody>;
export const stockByPricesAnswer = z.object({
  /** One per price of the company asked for (others are left out); stock null: not tracked (a service). */
  stocks: z.array(z.object({ priceId: z.number(), stock: z.number().nullable(), inStock: z.boolean() })),
});
export type StockByPricesAnswer = z.infer<typeof stockByPricesAnswer>;

// Stock operations (stock-flows.ts): every type of product-spec §4 as steps of one model; each state reached is on
// the operation's timeline. Quantities are given in units or cartons (the product's units per carton).

const note = z.string().trim().max(500).nullable().optional();
/** A buying price (the company's currency, 2 decimals). */
const unitPrice = z.number().min(0).max(1_000_000_000);
const lineQuantity = z.number().min(0.001).max(100_000_000);

export const stockOperationBody = z
  .object({
    type: z.enum(STOCK_OPERATION_KINDS),
    sourceTypeTag: stockEntityType.default('magasin'),
    sourceId: idField,
    targetTypeTag: stockEntityType.default('magasin'),
    targetId: idField.nullable().optional(),
    supplierId: idField.nullable().optional(),
    reason: z.enum(SWITCH_REASONS).nullable().optional(),
    note,
    lines: z
      .array(
        z.object({
          productId: idField,
          quantity: lineQuantity,
          nature: z.enum(STOCK_NATURES).default('unity'),
          unitPrice: unitPrice.nullable().optional(),
        }),
      )
      .max(500)
      .default([]),
  })
  .superRefine((b, ctx) => {
    const rule = STOCK_KINDS[b.type];
    if (rule.flow !== 'count' && !b.lines.length) ctx.addIssue({ code: 'custom', message: 'required', path: ['lines'] });
    if (rule.flow === 'transfer' && !b.targetId) ctx.addIssue({ code: 'custom', message: 'required', path: ['targetId'] });
    if (rule.flow === 'transfer' && b.targetId && b.targetId === b.sourceId && b.targetTypeTag === b.sourceTypeTag)
      ctx.addIssue({ code: 'custom', message: 'same_store', path: ['targetId'] });
    if (!rule.source.includes(b.sourceTypeTag)) ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['sourceTypeTag'] });
    if (rule.flow === 'transfer' && !rule.target?.includes(b.targetTypeTag))
      ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['targetTypeTag'] });
    if (b.type === 'switch_neutral' && !b.reason) ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'] });
    const seen = new Set<number>();
    b.lines.forEach((l, i) => {
      if (seen.has(l.productId)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: ['lines', i, 'productId'] });
      seen.add(l.productId);
      if (rule.priced === 'required' && (l.unitPrice === undefined || l.unitPrice === null))
        ctx.addIssue({ code: 'custom', message: 'required', path: ['lines', i, 'unitPrice'] });
    });
  });
export type StockOperationBody = z.input<typeof stockOperationBody>;

export const stockOperationLine = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  unity: z.string().nullable(),
  /** In the product's units (a carton line: cartons × perCarton). */
  quantity: z.number(),
  /** What the receiving side counted (once received), in units. */
  received: z.number().nullable(),
  /** How the line was given, and the units per carton it was given with. */
  nature: z.enum(STOCK_NATURES),
  perCarton: z.number().nullable(),
  /** The buying price of a reception's line (the company's currency). */
  unitPrice: z.number().nullable(),
});
export const stockOperationSummary = z.object({
  id: z.number(),
  type: z.enum(STOCK_OPERATION_KINDS),
  state: z.enum(STOCK_OPERATION_STATES),
  /** The operation's entity (one-entity kinds), or where a transfer leaves from. */
  sourceTypeTag: stockEntityType,
  sourceId: z.number(),
  sourceName: z.string(),
  targetTypeTag: stockEntityType.nullable(),
  targetId: z.number().nullable(),
  targetName: z.string().nullable(),
  supplierId: z.number().nullable(),
  reason: z.enum(SWITCH_REASONS).nullable(),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  lineCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockOperationSummary = z.infer<typeof stockOperationSummary>;
export const stockOperationEvent = z.object({
  id: z.number(),
  state: z.enum(STOCK_OPERATION_STATES),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockOperationEvent = z.infer<typeof stockOperationEvent>;
export const stockOperation = stockOperationSummary.extend({
  lines: z.array(stockOperationLine),
  events: z.array(stockOperationEvent),
});
export type StockOperation = z.infer<typeof stockOperation>;

/** GET /StockOperation: state, type, an entity (as source or target), a page; newest first. */
export const stockOperationsQuery = z.object({
  state: z.enum(STOCK_OPERATION_STATES).optional(),
  type: z.enum(STOCK_OPERATION_KINDS).optional(),
  entityTypeTag: stockEntityType.default('magasin'),
  entityId: dbId.optional(),
  ...page,
});
export const stockOperationsPage = z.object({ rows: z.array(stockOperationSummary), total: z.number(), offset: z.number() });
export type StockOperationsPage = z.infer<typeof stockOperationsPage>;

/** PATCH /StockOperation/{id}/receive: what arrived of each line (all of it when not said), in units or cartons. */
export const stockOperationReceiveBody = z.object({
  lines: z
    .array(z.object({ productId: idField, received: z.number().min(0).max(100_000_000), nature: z.enum(STOCK_NATURES).default('unity') }))
    .max(500)
    .optional(),
  note,
});
export type StockOperationReceiveBody = z.input<typeof stockOperationReceiveBody>;
export const stockOperationNoteBody = z.object({ note }).nullish();

/**
 * PATCH /StockOperation/{id}/count: one counted line of a count (inventory, inventaire_fermeture), saved as it is
 * entered. The device's moment makes a retry of the same line harmless (written once).
 */
export const stockOperationCountBody = z.object({
  productId: idField,
  quantity: z.number().min(0).max(100_000_000),
  nature: z.enum(STOCK_NATURES).default('unity'),
  countedAt: moment.nullable().optional(),
});
export type StockOperationCountBody = z.input<typeof stockOperationCountBody>;
export const stockOperationCountAnswer = z.object({
  operationId: z.number(),
  productId: z.number(),
  counted: z.number(),
  difference: z.number(),
  /** False when the same count (same product, quantity and moment) was already saved: nothing was written again. */
  written: z.boolean(),
});
export type StockOperationCountAnswer = z.infer<typeof stockOperationCountAnswer>;

/**
 * GET /StockOperation/destinations: every store of the company an expedition may go to, whatever the user's own
 * stores (a store-bound baker sends to the others; receiving stays with the receiving store's people).
 */
export const stockDestinations = z.array(
  z.object({ id: z.number(), intitule: z.string(), entityTypeTag: z.enum(STOCK_ENTITY_TYPES).default('magasin') }),
);
export type StockDestination = z.infer<typeof stockDestinations>[number];

/** GET /StockOperation/categories: the company's categories a count goes through, by label. */
export const stockCategories = z.array(z.object({ id: z.number(), label: z.string() }));

/** GET /StockOperation/{id}/timeLine. */
export const stockOperationTimeline = z.object({ operation: stockOperationSummary, events: z.array(stockOperationEvent) });

/** GET /StockOperation/timeline: every step of every operation in the user's entities, newest first. */
export const stockTimelineQuery = z.object({
  type: z.enum(STOCK_OPERATION_KINDS).optional(),
  entityTypeTag: stockEntityType.default('magasin'),
  entityId: dbId.optional(),
  ...page,
});
export const stockTimelineRow = stockOperationEvent.extend({
  operationId: z.number(),
  type: z.enum(STOCK_OPERATION_KINDS),
  sourceName: z.string(),
  targetName: z.string().nullable(),
});
export type StockTimelineRow = z.infer<typeof stockTimelineRow>;
export const stockTimelinePage = z.object({ rows: z.array(stockTimelineRow), total: z.number(), offset: z.number() });
export type StockTimelinePage = z.infer<typeof stockTimelinePage>;

/** GET /StockOperation/command/{id}: the stock an order moved (its sales and returns), by store and product. */
export const commandStockMovements = z.object({
  commandId: z.number(),
  movements: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      productId: z.number(),
      label: z.string(),
      quantity: z.number(),
      entityId: z.number(),
      storeName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

// A store's stock by business day (the calendar days its tills open and close): what moved between the day's opening
// and its close (or now), by type, and per product the level at the opening, what came in and went out, the level at
// the close and the last count of the day. GET /Stock/getOpened/byEntity/{id}, /Stock/getClosed/byEntity/{id},
// /Stock/day/{calendarDayId}.
export const stockDay = z.object({
  calendarDayId: z.number(),
  entityId: z.number(),
  day: z.string(),
  state: z.enum(['opened', 'closed']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  movements: z.number(),
  products: z.number(),
  /** Σ of what came in, Σ of what went out (positive), and the signed sum by movement type. */
  in: z.number(),
  out: z.number(),
  byType: z.record(z.string(), z.number()),
});
export type StockDay = z.infer<typeof stockDay>;
export const stockOpenedDays = z.object({ days: z.array(stockDay) });
export const stockDaysQuery = z.object({ entityTypeTag: stockEntityType.default('magasin'), ...page });
export const stockClosedDays = z.object({ rows: z.array(stockDay), total: z.number(), offset: z.number() });
export type StockClosedDays = z.infer<typeof stockClosedDays>;
export const stockDayQuery = z.object({ keyword: z.string().trim().max(60).optional(), ...page });
export const stockDayRow = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  unity: z.string().nullable(),
  opening: z.number(),
  in: z.number(),
  out: z.number(),
  byType: z.record(z.string(), z.number()),
  closing: z.number(),
  /** The day's last inventory count of the product, if it was counted. */
  counted: z.number().nullable(),
});
export type StockDayRow = z.infer<typeof stockDayRow>;
export const stockDayDetail = z.object({
  day: stockDay,
  rows: z.array(stockDayRow),
  total: z.number(),
  offset: z.number(),
});
export type StockDayDetail = z.infer<typeof stockDayDetail>;

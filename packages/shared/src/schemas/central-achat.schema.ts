// Central purchasing (api-spec 7.14, issue 26 point 5): a store orders from the central warehouse (draft → sent →
// prepared → shipped → received, with what arrived), the warehouse sees the sum of the stores' orders per product for
// a period and turns it into planned shipments per store, purchase charts per store, the serial numbers shipped with
// an order (an xlsx template exported and imported), and what central purchasing supplies (its product settings).
import { z } from 'zod';
import { dbId, idField, int32Query } from './fields.schema';
import { STOCK_NATURES } from '../stock-flows';

/**
 * A store order's states. Draft, sent and cancelled (before preparation) are the order's own; from prepared on, the
 * order is its planned shipment's (stock operation) and follows it: announced → prepared, sent → shipped,
 * received → received, cancelled → cancelled.
 */
export const CENTRAL_ORDER_STATES = ['draft', 'sent', 'prepared', 'shipped', 'received', 'cancelled'] as const;
export type CentralOrderState = (typeof CENTRAL_ORDER_STATES)[number];

/** The step each state takes next, and which side takes it (the store, or the central warehouse). */
export const CENTRAL_ORDER_STEPS = {
  draft: [
    { step: 'send', side: 'store' },
    { step: 'cancel', side: 'store' },
  ],
  sent: [
    { step: 'prepare', side: 'central' },
    { step: 'cancel', side: 'store' },
  ],
  prepared: [{ step: 'ship', side: 'central' }],
  shipped: [{ step: 'receive', side: 'store' }],
  received: [],
  cancelled: [],
} as const satisfies Record<CentralOrderState, readonly { step: string; side: 'store' | 'central' }[]>;
export type CentralOrderStep = (typeof CENTRAL_ORDER_STEPS)[CentralOrderState][number]['step'];

/** A moment as the client gives it (ISO date-time or a day: a day means its start for fromDate, its end for toDate). */
const moment = z
  .string()
  .trim()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'invalid_date' });
const period = { fromDate: moment.optional(), toDate: moment.optional() };
const note = z.string().trim().max(500).nullable().optional();
const quantity = z.number().min(0.001).max(100_000_000);
const page = { offset: int32Query(0, 10_000_000).default(0), limit: int32Query(1, 100).default(20) };

const orderLine = z.object({ productId: idField, quantity, nature: z.enum(STOCK_NATURES).default('unity') });
const noDuplicate = (lines: { productId: number }[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.productId)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: ['lines', i, 'productId'] });
    seen.add(l.productId);
  });
};

/** POST /CentralAchat/commandes (ours): a store's draft order to a central warehouse. */
export const centralOrderBody = z
  .object({
    magasinId: idField,
    centralAchatId: idField,
    note,
    lines: z.array(orderLine).min(1, { error: 'required' }).max(500),
  })
  .superRefine((b, ctx) => noDuplicate(b.lines, ctx));
export type CentralOrderBody = z.input<typeof centralOrderBody>;

/** PATCH /CentralAchat/commandes/{id}/prepare: what the warehouse prepares (all that was ordered unless said). */
export const centralPrepareBody = z
  .object({
    note,
    lines: z
      .array(orderLine.extend({ quantity: z.number().min(0).max(100_000_000) }))
      .max(500)
      .optional(),
  })
  .superRefine((b, ctx) => noDuplicate(b.lines ?? [], ctx))
  .nullish();
export type CentralPrepareBody = z.input<typeof centralPrepareBody>;
export const centralNoteBody = z.object({ note }).nullish();

export const centralOrderSummary = z.object({
  id: z.number(),
  magasinId: z.number(),
  magasinName: z.string(),
  centralAchatId: z.number(),
  centralAchatName: z.string(),
  state: z.enum(CENTRAL_ORDER_STATES),
  /** The planned shipment it became (prepared on). */
  operationId: z.number().nullable(),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  lineCount: z.number(),
  /** Units ordered over every line. */
  units: z.number(),
  sentAt: z.string().nullable(),
  preparedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CentralOrderSummary = z.infer<typeof centralOrderSummary>;

export const centralOrderLine = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  unity: z.string().nullable(),
  /** Ordered, in units (a carton line: cartons × perCarton). */
  quantity: z.number(),
  nature: z.enum(STOCK_NATURES),
  perCarton: z.number().nullable(),
  /** The product's units per carton now (for what arrived, given in cartons). */
  unitsPerCarton: z.number().nullable(),
  /** Prepared and shipped by the warehouse (its planned shipment's line), in units. */
  shipped: z.number().nullable(),
  /** What arrived at the store, in units. */
  received: z.number().nullable(),
  withSerialNumber: z.boolean(),
  serialNumbers: z.array(z.string()),
});
export type CentralOrderLine = z.infer<typeof centralOrderLine>;
export const centralOrderEvent = z.object({
  state: z.enum(CENTRAL_ORDER_STATES),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type CentralOrderEvent = z.infer<typeof centralOrderEvent>;
export const centralOrder = centralOrderSummary.extend({
  lines: z.array(centralOrderLine),
  events: z.array(centralOrderEvent),
});
export type CentralOrder = z.infer<typeof centralOrder>;

/** GET /CentralAchat/commandes/magasin/{id}: a store's orders created in a period (30 days to now by default). */
export const centralOrdersQuery = z.object({ ...period, state: z.enum(CENTRAL_ORDER_STATES).optional(), ...page });
export const centralOrdersPage = z.object({
  rows: z.array(centralOrderSummary),
  total: z.number(),
  offset: z.number(),
  from: z.string(),
  to: z.string(),
});
export type CentralOrdersPage = z.infer<typeof centralOrdersPage>;
/** GET /CentralAchat/commandes (ours): the warehouse's orders (every store), sent in a period. */
export const centralInboxQuery = z.object({
  ...period,
  centralAchatId: dbId.optional(),
  state: z.enum(CENTRAL_ORDER_STATES).optional(),
  ...page,
});

/**
 * GET /CentralAchat/commandes/produits: the sum of every store's orders per product, over the orders sent in a period
 * (not drafts, not cancelled): what is still to prepare and what was planned, with each store's part.
 */
export const centralProductsSumQuery = z.object({ ...period, centralAchatId: dbId.optional() });
export const centralProductSum = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  unity: z.string().nullable(),
  unitsPerCarton: z.number().nullable(),
  /** Units ordered over the period, every store. */
  ordered: z.number(),
  /** Of which in orders still to prepare (sent). */
  toPrepare: z.number(),
  stores: z.array(z.object({ magasinId: z.number(), ordered: z.number(), toPrepare: z.number() })),
});
export type CentralProductSum = z.infer<typeof centralProductSum>;
export const centralProductsSum = z.object({
  from: z.string(),
  to: z.string(),
  stores: z.array(z.object({ magasinId: z.number(), name: z.string(), orders: z.number(), toPrepare: z.number() })),
  rows: z.array(centralProductSum),
});
export type CentralProductsSum = z.infer<typeof centralProductsSum>;

/** POST /CentralAchat/commandes/plan (ours): every sent order of the period becomes its store's planned shipment. */
export const centralPlanBody = z.object({ centralAchatId: idField, ...period });
export type CentralPlanBody = z.input<typeof centralPlanBody>;
export const centralPlanAnswer = z.object({
  shipments: z.array(
    z.object({ operationId: z.number(), magasinId: z.number(), magasinName: z.string(), orderIds: z.array(z.number()), units: z.number() }),
  ),
});
export type CentralPlanAnswer = z.infer<typeof centralPlanAnswer>;

/** POST /CentralAchat/commandes/export-serial-template: an order's units to ship that carry a serial number. */
export const centralSerialTemplateBody = z.object({ commandeId: idField });
/** POST /CentralAchat/commandes/import-serial-template?commandeId (multipart, file field). */
export const centralSerialImportQuery = z.object({ commandeId: dbId });
export const centralSerialImportAnswer = z.object({ imported: z.number() });
export type CentralSerialImportAnswer = z.infer<typeof centralSerialImportAnswer>;

/** POST /CentralAchat/commandes/magasin/achatCharts: what each store bought from central purchasing, by day or month. */
export const achatChartsBody = z.object({
  entityIdList: z.array(idField).max(200).optional(),
  ...period,
  groupBy: z.enum(['day', 'month']).default('day'),
});
export type AchatChartsBody = z.input<typeof achatChartsBody>;
const chartPoint = z.object({ date: z.string(), quantity: z.number(), value: z.number() });
export const achatCharts = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(['day', 'month']),
  stores: z.array(
    z.object({
      magasinId: z.number(),
      name: z.string(),
      quantity: z.number(),
      value: z.number(),
      orders: z.number(),
      points: z.array(chartPoint),
    }),
  ),
  totals: z.object({ quantity: z.number(), value: z.number(), orders: z.number() }),
});
export type AchatCharts = z.infer<typeof achatCharts>;

/** What central purchasing supplies: a product's settings (the carton size is the product's units per carton). */
export const centralProductSetting = z.object({
  productId: z.number(),
  label: z.string(),
  barcode: z.string().nullable(),
  unity: z.string().nullable(),
  supplied: z.boolean(),
  unitsPerCarton: z.number().nullable(),
  /** What central purchasing buys it at (the company's currency). */
  buyingPrice: z.number().nullable(),
  supplierId: z.number().nullable(),
  /** The least a store orders at once, in units. */
  minQuantity: z.number().nullable(),
});
export type CentralProductSetting = z.infer<typeof centralProductSetting>;
/** GET /CentralAchat/produit/initData: the warehouses, the suppliers and a page of the products with their settings. */
export const centralInitDataQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  supplied: z.enum(['true', 'false']).optional(),
  ...page,
});
export const centralInitData = z.object({
  centralAchats: z.array(z.object({ id: z.number(), intitule: z.string() })),
  suppliers: z.array(z.object({ id: z.number(), name: z.string() })),
  rows: z.array(centralProductSetting),
  total: z.number(),
  offset: z.number(),
});
export type CentralInitData = z.infer<typeof centralInitData>;
/** POST /CentralAchat/produits: settings of some products, all checked before any is written. */
export const centralProductsBody = z.object({
  products: z
    .array(
      z.object({
        productId: idField,
        supplied: z.boolean(),
        unitsPerCarton: z.number().min(0.001).max(100_000).nullable().optional(),
        buyingPrice: z.number().min(0).max(1_000_000_000).nullable().optional(),
        supplierId: idField.nullable().optional(),
        minQuantity: z.number().min(0).max(100_000_000).nullable().optional(),
      }),
    )
    .min(1, { error: 'required' })
    .max(500),
});
export type CentralProductsBody = z.input<typeof centralProductsBody>;
export const centralProductsAnswer = z.object({ saved: z.number() });

/** GET /CentralAchat/produits (ours): the products a store may order (supplied), by label or barcode. */
export const centralOrderableQuery = z.object({ keyword: z.string().trim().max(100).optional(), limit: int32Query(1, 50).default(20) });
export const centralOrderable = z.array(
  z.object({
    productId: z.number(),
    label: z.string(),
    barcode: z.string().nullable(),
    unity: z.string().nullable(),
    unitsPerCarton: z.number().nullable(),
    minQuantity: z.number().nullable(),
  }),
);
export type CentralOrderable = z.infer<typeof centralOrderable>;

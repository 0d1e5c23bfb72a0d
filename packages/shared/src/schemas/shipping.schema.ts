// Shipping and delivery (api-spec 7.11, product-spec §2–§4): bodies, queries and answers of /Shipping.
import { z } from 'zod';
import { PAYMENT_MODES } from '../constants';
import { DELIVERY_STATES, SHIPPING_MOVES, SHIPPING_STATES } from '../shipping-states';
import { positiveAmount } from './caisse.schema';
import { dayString, idField, idListQuery, int32Query } from './fields.schema';
import { looseBoolean } from './common.schema';
import { listPage } from './list-query.schema';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s || null)
    .nullable()
    .optional();

/** Where and when an order goes, and who carries it (POST /Shipping/{id}/info, and on reserve). */
export const shippingInfoBody = z.object({
  address: text(300),
  tel: text(30),
  city: text(120),
  deliveryDate: dayString.nullable().optional(),
  /** The order of the stop in the delivery man's round (1 first). */
  deliveryOrder: int32Query(1, 10_000).nullable().optional(),
  note: text(500),
  deliveryManId: idField.nullable().optional(),
  transportCompanyId: idField.nullable().optional(),
});
export type ShippingInfoBody = z.input<typeof shippingInfoBody>;
export type ShippingInfoData = z.output<typeof shippingInfoBody>;

export const reserveCommandsBody = shippingInfoBody.extend({ commandIds: z.array(idField).min(1, { error: 'required' }).max(500) });
export type ReserveCommandsBody = z.input<typeof reserveCommandsBody>;

/** Cash a delivery man collected for one order (addCommandsToDelivered), in the order's currency. */
export const collectedInput = z.object({ commandId: idField, amount: positiveAmount });

/** Every batch move (PATCH /Shipping/PackCommands … addCommandsToPayedAndArchived). */
export const shippingBatchBody = z
  .object({
    commandIds: z.array(idField).min(1, { error: 'required' }).max(500),
    /** Why (a return needs one: the client refused it, absent, wrong address…). */
    reason: text(300),
    /** Handing over (pending, delivering): the carrier, when not set on the order yet. */
    deliveryManId: idField.nullable().optional(),
    transportCompanyId: idField.nullable().optional(),
    /** Delivered: the cash collected per order. */
    collected: z.array(collectedInput).max(500).optional(),
    /** The client's key (or the Idempotency-Key header): a queued move sent again applies once. */
    clientId: z.string().trim().min(8).max(128).optional(),
  })
  .refine((b) => !b.collected || b.collected.every((c) => b.commandIds.includes(c.commandId)), {
    path: ['collected'],
    error: 'invalid_value',
  });
export type ShippingBatchBody = z.input<typeof shippingBatchBody>;
export type ShippingBatchData = z.output<typeof shippingBatchBody>;

export const shippingCommand = z.object({
  id: z.number(),
  ticketNumber: z.number().nullable(),
  provisional: z.string().nullable(),
  clientName: z.string().nullable(),
  magasinId: z.number(),
  source: z.string().nullable(),
  etat: z.string(),
  total: z.number(),
  paid: z.number(),
  currencyTag: z.string(),
  created_at: z.string(),
  /** The shipping state (null: not in shipping yet). */
  state: z.enum(SHIPPING_STATES).nullable(),
  deliveryState: z.enum(DELIVERY_STATES).nullable(),
  stateAt: z.string().nullable(),
  address: z.string().nullable(),
  tel: z.string().nullable(),
  city: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryOrder: z.number().nullable(),
  note: z.string().nullable(),
  returnReason: z.string().nullable(),
  deliveryManId: z.number().nullable(),
  deliveryManName: z.string().nullable(),
  transportCompanyId: z.number().nullable(),
  transportCompanyName: z.string().nullable(),
  /** Cash recorded as collected for it, and what of it reached a register. */
  collected: z.number(),
  reconciled: z.number(),
  /** A delivery date gone by and not delivered yet. */
  late: z.boolean(),
  moves: z.array(z.enum(SHIPPING_MOVES)),
});
export type ShippingCommand = z.infer<typeof shippingCommand>;

export const shippingRefused = z.object({ commandId: z.number(), reason: z.string() });
export const shippingBatchAnswer = z.object({ moved: z.array(shippingCommand), refused: z.array(shippingRefused) });
export type ShippingBatchAnswer = z.infer<typeof shippingBatchAnswer>;

export const shippingFilters = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** One shipping state or several, comma separated. */
  state: z.string().trim().max(200).optional(),
  deliveryState: z.enum(DELIVERY_STATES).optional(),
  magasinId: int32Query(1).optional(),
  deliveryManId: int32Query(1).optional(),
  transportCompanyId: int32Query(1).optional(),
  source: z.string().trim().max(40).optional(),
  /** Delivery date range (days). */
  from: dayString.optional(),
  to: dayString.optional(),
  late: looseBoolean.optional(),
});
export const shippingListQuery = shippingFilters.extend({
  page: int32Query(1).default(1),
  limit: int32Query(1, 100).default(20),
});
export type ShippingListQuery = z.input<typeof shippingListQuery>;
export const shippingPage = listPage(shippingCommand);

export const shippingKanban = z.object({
  columns: z.array(z.object({ state: z.enum(SHIPPING_STATES), count: z.number(), data: z.array(shippingCommand) })),
});
export type ShippingKanban = z.infer<typeof shippingKanban>;

export const deliveryMan = z.object({ id: z.number(), name: z.string(), tel: z.string().nullable() });
export const shippingInitInfo = z.object({
  commandEtatList: z.array(z.enum(SHIPPING_STATES)),
  deliveryStates: z.array(z.enum(DELIVERY_STATES)),
  transportCompanies: z.array(z.object({ id: z.number(), intitule: z.string(), tel: z.string().nullable() })),
  /** Ours: the members with the delivery_man role. */
  deliveryMen: z.array(deliveryMan),
  sources: z.array(z.string()),
});
export type ShippingInitInfo = z.infer<typeof shippingInitInfo>;

/** GET /Shipping/GetCommandsBy: a delivery man's round of one day (a delivery man: his own). */
export const commandsByQuery = z.object({
  deliveryManId: int32Query(1).optional(),
  transportCompanyId: int32Query(1).optional(),
  date: dayString.optional(),
  state: z.string().trim().max(200).optional(),
});

export const processingQuery = z.object({
  ticket: z.string().trim().max(100).optional(),
  transportCompanyListId: idListQuery.optional(),
});

export const blLine = z.object({ label: z.string(), quantity: z.number(), unitPrice: z.number(), total: z.number() });
export const blCommand = shippingCommand.extend({ lines: z.array(blLine) });
export const blCommands = z.object({
  transportCompany: z.object({ id: z.number(), intitule: z.string(), tel: z.string().nullable() }),
  commands: z.array(blCommand),
  total: z.number(),
  toCollect: z.number(),
});
export type BlCommands = z.infer<typeof blCommands>;

export const shippingHistory = z.object({
  from: z.string().nullable(),
  to: z.string(),
  userName: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export const collection = z.object({
  id: z.number(),
  commandId: z.number(),
  ticketNumber: z.number().nullable(),
  clientName: z.string().nullable(),
  magasinId: z.number(),
  deliveryManId: z.number().nullable(),
  deliveryManName: z.string().nullable(),
  transportCompanyId: z.number().nullable(),
  transportCompanyName: z.string().nullable(),
  amount: z.number(),
  currencyTag: z.string(),
  collectedAt: z.string(),
  recordedByName: z.string().nullable(),
  reconciledAt: z.string().nullable(),
  reconciledByName: z.string().nullable(),
  caisseId: z.number().nullable(),
  operationId: z.number().nullable(),
});
export type Collection = z.infer<typeof collection>;
export const shippingDetail = shippingCommand.extend({ history: z.array(shippingHistory), collections: z.array(collection) });
export type ShippingDetail = z.infer<typeof shippingDetail>;

export const collectionsQuery = z.object({
  magasinId: int32Query(1).optional(),
  deliveryManId: int32Query(1).optional(),
  transportCompanyId: int32Query(1).optional(),
  /** owed: not in a register yet; reconciled; all (default). */
  status: z.enum(['owed', 'reconciled', 'all']).default('all'),
});
export const carrierBalance = z.object({
  deliveryManId: z.number().nullable(),
  transportCompanyId: z.number().nullable(),
  name: z.string(),
  collected: z.number(),
  reconciled: z.number(),
  owed: z.number(),
});
export const collectionsAnswer = z.object({
  data: z.array(collection),
  byCarrier: z.array(carrierBalance),
  totals: z.object({ collected: z.number(), reconciled: z.number(), owed: z.number() }),
});
export type CollectionsAnswer = z.infer<typeof collectionsAnswer>;

/** A transport company's statement: what it collected per order. */
export const reportCollectionsBody = z.object({
  transportCompanyId: idField,
  lines: z
    .array(z.object({ commandId: idField, amount: positiveAmount }))
    .min(1, { error: 'required' })
    .max(500),
  clientId: z.string().trim().min(8).max(128).optional(),
});
/** The cash handed over, into an open register session (one operation per order). */
export const reconcileBody = z.object({
  caisseId: idField,
  collectionIds: z.array(idField).min(1, { error: 'required' }).max(500),
  modePayment: z.enum(PAYMENT_MODES).default('cash_on_delivery'),
  clientId: z.string().trim().min(8).max(128).optional(),
});
export const reconcileAnswer = z.object({ reconciled: z.number(), amount: z.number(), operationIds: z.array(z.number()) });

export const shippingDashboardQuery = z.object({
  magasinId: int32Query(1).optional(),
  from: dayString.optional(),
  to: dayString.optional(),
});
const rate = z.object({ id: z.number(), name: z.string(), delivered: z.number(), returned: z.number(), returnRate: z.number() });
export const shippingDashboard = z.object({
  byState: z.array(z.object({ state: z.enum(SHIPPING_STATES), count: z.number(), total: z.number() })),
  late: z.array(shippingCommand),
  lateCount: z.number(),
  byTransportCompany: z.array(rate),
  byDeliveryMan: z.array(rate),
  owed: z.number(),
});
export type ShippingDashboard = z.infer<typeof shippingDashboard>;

// Orders (commands) of the till (api-spec 7.8): POST /InsertCommand/ and the order answers. Amounts travel as decimals
// (12.5 = 12.50 in the session's currency); `toTotalsInput` turns a body into the minor units of order-totals.ts.
import { z } from 'zod';
import { DEFAULT_LIST_LIMIT, ORDER_SOURCES, PAYMENT_MODES } from '../constants';
import { toMinor } from '../money';
import { ORDER_STATES } from '../order-states';
import { PLANNING_STATES } from '../planning-states';
import { DISCOUNT_TYPES, type TotalsLine, type TotalsPayment, type Discount } from '../order-totals';
import { approvalInput, moneyAmount, positiveAmount } from './caisse.schema';
import { command } from './order.schema';
import { dayString, idField, idListQuery, int32Query, whenParsed } from './fields.schema';

/** Payment modes of a sale: those of product-spec §9, plus loyalty points spent as money. */
export const ORDER_PAYMENT_MODES = [...PAYMENT_MODES, 'loyalty_points'] as const;
export type OrderPaymentMode = (typeof ORDER_PAYMENT_MODES)[number];

/** A quantity > 0 with at most 3 decimals (weight). */
export const quantityField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : v),
  z
    .number()
    .gt(0, { error: 'quantity_positive' })
    .max(100_000)
    .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, { error: 'invalid_value' }),
) as unknown as z.ZodType<number, number | string>;

/** A discount: percentage 0..100 or a fixed amount (decimal). */
export const discountInput = z
  .object({ type: z.enum(DISCOUNT_TYPES), value: moneyAmount })
  .refine((d) => d.type !== 'percentage' || d.value <= 100, { path: ['value'], error: 'too_big' });
export type DiscountInput = z.output<typeof discountInput>;

/** One choice of a composition (formula): which product in which composition; a priceId when it carries a supplement. */
export const compositionChoice = z.object({
  compositionId: idField,
  productId: idField,
  quantity: quantityField.optional(),
  priceId: idField.optional(),
  /** The supplement per unit of the line (0 when included). */
  unitPrice: moneyAmount.optional(),
});
export type CompositionChoice = z.output<typeof compositionChoice>;

export const commandLineInput = z.object({
  priceId: idField,
  quantity: quantityField,
  /** Unit price as shown on the till (tax included); checked against the catalogue. */
  unitPrice: moneyAmount,
  remise: discountInput.nullable().optional(),
  tva: z.number().min(0).max(100).optional(),
  compositions: z.array(compositionChoice).max(100).optional(),
  serialNumbers: z.array(z.string().trim().min(1).max(120)).max(1000).optional(),
  notes: z.string().trim().max(255).optional(),
  /** Why the line is sold at another price than the catalogue's (a user with the price_override right). */
  priceReason: z.string().trim().max(255).optional(),
  /** Ours (issue 32): the line is a use of this client subscription; the server then sells it at 0 if it may. */
  subscriptionId: idField.optional(),
});
export type CommandLineInput = z.output<typeof commandLineInput>;

export const paymentInput = z.object({
  modePayment: z.enum(ORDER_PAYMENT_MODES),
  amount: positiveAmount,
  /** Gift card code for a gift cheque payment. */
  code: z.string().trim().min(1).max(64).optional(),
  /** Bank transfer / POS machine / provider reference. */
  reference: z.string().trim().max(120).optional(),
});
export type PaymentInput = z.output<typeof paymentInput>;

export const insertCommandBody = z
  .object({
    /** The client-generated id (the idempotency key): a repeat answers the first result. */
    uuid: z.string().trim().min(8).max(64),
    caisseId: idField,
    clientId: idField.nullable().optional(),
    /** At least one line, or a subscription (below). */
    lines: z.array(commandLineInput).max(500),
    remise: discountInput.nullable().optional(),
    payments: z.array(paymentInput).max(20).default([]),
    source: z.enum(ORDER_SOURCES).nullable().optional(),
    notes: z.string().trim().max(500).optional(),
    isCredit: z.boolean().default(false),
    /** A quote or an order to validate later (not validated). */
    isValidatable: z.boolean().default(false),
    codePromo: z.string().trim().min(1).max(64).optional(),
    /** Fast food: the order's place in the kitchen queue / table. */
    remindTimeAt: z.string().max(40).optional(),
    /**
     * Who made the sale when it is not the one sending it: a sale queued at a till (offline) and sent later, after
     * another user signed in. A member of the company working in the session's store; absent: the signed-in user.
     */
    sellerId: idField.optional(),
    /** When the till made the sale (ISO): its prices are checked at that time; a sale sent much later was queued. */
    soldAt: z.iso.datetime({ offset: true }).optional(),
    /** The number the till printed while the sale waited offline ("ABC-0001"): kept on the order, found by the searches. */
    provisional: z.string().trim().max(20).optional(),
    /** Ours: instructions (the company's Instruction settings) the order carries, shown on its page and its ticket. */
    instructionIds: z.array(idField).max(20).optional(),
    /**
     * Ours (issue 32): plans the ticket's client subscribes to, paid in this ticket: each is a line at the plan's price
     * and tax rate (the server's, whatever the till shows) and the subscription starts with the paid sale.
     */
    subscriptions: z
      .array(z.object({ planId: idField, autoRenew: z.boolean().default(true) }))
      .max(10)
      .optional(),
  })
  // These run even when other fields fail (every problem listed at once), once the fields they read parsed.
  .refine((b) => b.lines.length > 0 || (b.subscriptions?.length ?? 0) > 0, {
    path: ['lines'],
    error: 'required',
    when: whenParsed('lines', 'subscriptions'),
  })
  .refine((b) => !b.subscriptions?.length || Boolean(b.clientId), {
    path: ['clientId'],
    error: 'required',
    when: whenParsed('subscriptions', 'clientId'),
  })
  .refine((b) => !b.isCredit || Boolean(b.clientId), { path: ['clientId'], error: 'required', when: whenParsed('isCredit', 'clientId') })
  .refine((b) => !b.payments.some((p) => p.modePayment === 'loyalty_points') || Boolean(b.clientId), {
    path: ['clientId'],
    error: 'required',
    when: whenParsed('payments', 'clientId'),
  })
  .refine((b) => !b.payments.some((p) => p.modePayment === 'gift_cheque' && !p.code), {
    path: ['payments'],
    error: 'gift_card_code_required',
    when: whenParsed('payments'),
  });
export type InsertCommandData = z.output<typeof insertCommandBody>;

const discountMinor = (d: DiscountInput | null | undefined): Discount | null =>
  d ? { type: d.type, value: d.type === 'fixed_amount' ? toMinor(d.value) : d.value } : null;

/** The body in the minor units of orderTotals (supplements of composition choices are added per unit). */
export function toTotalsInput(b: Pick<InsertCommandData, 'lines' | 'remise' | 'payments'>): {
  lines: TotalsLine[];
  remise: Discount | null;
  payments: TotalsPayment[];
} {
  return {
    lines: b.lines.map((l) => ({
      unitPrice: toMinor(l.unitPrice),
      quantity: l.quantity,
      extras: (l.compositions ?? []).reduce((a, c) => a + toMinor(c.unitPrice ?? 0) * Math.round(c.quantity ?? 1), 0),
      remise: discountMinor(l.remise),
      tva: l.tva ?? 0,
    })),
    remise: discountMinor(b.remise),
    payments: b.payments.map((p) => ({ modePayment: p.modePayment, amount: toMinor(p.amount) })),
  };
}

// ---- Answers
export const orderState = z.enum(ORDER_STATES);

export const commandLine = z.object({
  id: z.number(),
  commandId: z.number(),
  priceId: z.number().nullable(),
  /** The label as sold (French, the article's main label). */
  label: z.string(),
  /** The sold price's labels in the other languages, for a ticket printed in them (null where absent or not loaded). */
  labels: z.object({ en: z.string().nullable(), ar: z.string().nullable(), it: z.string().nullable() }),
  quantity: z.number(),
  returnedQuantity: z.number(),
  unitPrice: z.number(),
  remise: z.number(),
  tva: z.number(),
  total: z.number(),
  compositions: z.array(
    z.object({
      compositionId: z.number(),
      productId: z.number(),
      /** The chosen product's name (null where the list does not load names). */
      label: z.string().nullable(),
      /** Its names in the other languages, like the line's `labels`. */
      labels: z.object({ en: z.string().nullable(), ar: z.string().nullable(), it: z.string().nullable() }),
      quantity: z.number(),
      unitPrice: z.number(),
    }),
  ),
  serialNumbers: z.array(z.string()),
  notes: z.string().nullable(),
  /**
   * The client subscription this line billed (a plan's line: its first period or a renewal): refunding or returning
   * the line ends it. Null for other lines, and where the answer does not load it (lists of lines).
   */
  membershipId: z.number().nullable(),
});
export type CommandLine = z.infer<typeof commandLine>;

export const commandPayment = z.object({
  id: z.number(),
  type: z.string(),
  modePayment: z.string(),
  amount: z.number(),
  created_at: z.string(),
});

export const commandStateEntry = z.object({
  from: z.string().nullable(),
  to: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

// ---- Production planning: PATCH /Command/{id}/planning (ours; product-spec §4 names the states only)
export const commandPlanningBody = z.object({
  planning: z.enum(PLANNING_STATES),
  reason: z.string().trim().max(500).optional(),
});
export type CommandPlanningData = z.output<typeof commandPlanningBody>;

/** An instruction an order carries, with its name as it was chosen. */
export const commandInstruction = z.object({ id: z.number(), intitule: z.string() });
export type CommandInstruction = z.infer<typeof commandInstruction>;

export const commandDetail = command.extend({
  lines: z.array(commandLine),
  payments: z.array(commandPayment),
  history: z.array(commandStateEntry),
  allowedMoves: z.array(z.string()),
  /** The instructions it carries (ours), in the order chosen. */
  instructions: z.array(commandInstruction).optional(),
});
export type CommandDetail = z.infer<typeof commandDetail>;

// ---- Lists: GET /Commands/ByMagasin|ByCaisse|ByClient/{id}/
/** Ours (the DataTable's server mode): date, total or ticket number, '-' in front for descending; newest first by default. */
export const COMMAND_SORTS = ['created_at', '-created_at', 'total', '-total', 'ticketNumber', '-ticketNumber'] as const;
export type CommandSort = (typeof COMMAND_SORTS)[number];

export const commandsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(DEFAULT_LIST_LIMIT),
  /** An order state, or several separated by commas. */
  type: z.string().trim().max(400).optional(),
  /** Orders with at least one payment in this mode. */
  mode: z.enum(ORDER_PAYMENT_MODES).optional(),
  notPayed: z.enum(['0', '1', 'true', 'false']).optional(),
  withRemise: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Orders whose prices were not the catalogue's (any, a user's override, or a queued sale at a price never valid). */
  priceFlag: z.enum(['any', 'override', 'unknown']).optional(),
  /** Total between `between` and `and` (decimals). */
  between: moneyAmount.optional(),
  and: moneyAmount.optional(),
  from: dayString.optional(),
  to: dayString.optional(),
  /** Ours: a ticket number or order id (digits), or part of the client's name or phone. */
  keyword: z.string().trim().max(100).optional(),
  sort: z.enum(COMMAND_SORTS).optional(),
});
export type CommandsQueryData = z.output<typeof commandsQuery>;
export const commandsPage = z.object({ data: z.array(command), total: z.number(), page: z.number(), limit: z.number() });

// ---- GET /getCommandsBy: the lists' filters over every store the user sees, narrowed by stores, a register, a
// client, order ids or a ticket number (ours: the spec names the call only)
export const getCommandsByQuery = commandsQuery.extend({
  magasinId: idListQuery.optional(),
  caisseId: idField.optional(),
  clientId: idField.optional(),
  commandIds: idListQuery.optional(),
  ticketNumber: int32Query(1, 999_999_999).optional(),
});
export type GetCommandsByData = z.output<typeof getCommandsByQuery>;

// ---- Sales recaps: GET /Price/{id}/Recapitulation, /Magasin/{id}/recapVentesByProduct and …ByProducts (dateFrom, dateTo)
const dateRange = z.object({ dateFrom: dayString.optional(), dateTo: dayString.optional() });
/** dateFrom ≤ dateTo, checked only when both are days (a bad date has its own error). */
const ordered = (q: { dateFrom?: string; dateTo?: string }) =>
  !dayString.safeParse(q.dateFrom).success || !dayString.safeParse(q.dateTo).success || q.dateFrom! <= q.dateTo!;
export const salesRecapQuery = dateRange.refine(ordered, { path: ['dateTo'], error: 'date_range' });
export const priceRecapQuery = dateRange
  .extend({ magasinId: idField.optional() })
  .refine(ordered, { path: ['dateTo'], error: 'date_range' });
export type SalesRecapQueryData = z.output<typeof priceRecapQuery>;

/** One sold price (a product variant) over the period: what the tickets say, returns not deducted. */
export const salesRecapLine = z.object({
  priceId: z.number().nullable(),
  label: z.string(),
  quantity: z.number(),
  returnedQuantity: z.number(),
  total: z.number(),
});
/** One article (product) with its variants sold over the period. */
export const salesRecapProduct = z.object({
  productDescriptionId: z.number().nullable(),
  label: z.string(),
  quantity: z.number(),
  returnedQuantity: z.number(),
  total: z.number(),
  prices: z.array(salesRecapLine),
});
export const priceRecap = z.object({
  priceId: z.number(),
  label: z.string(),
  currencyTag: z.string(),
  magasinId: z.number().nullable(),
  productDescriptionId: z.number().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  /** Orders that sold it. */
  count: z.number(),
  quantity: z.number(),
  returnedQuantity: z.number(),
  total: z.number(),
  remise: z.number(),
  /** Total ÷ quantity: what a unit brought in after discounts. */
  averageUnitPrice: z.number(),
  firstSoldAt: z.string().nullable(),
  lastSoldAt: z.string().nullable(),
  byMagasin: z.array(z.object({ magasinId: z.number(), intitule: z.string(), count: z.number(), quantity: z.number(), total: z.number() })),
  /** By business day (the store's calendar day). */
  byDay: z.array(z.object({ day: z.string(), count: z.number(), quantity: z.number(), total: z.number() })),
});

/** A split of money paid back: mode and amount (decimal), one entry per mode. */
export const refundSplit = z
  .array(z.object({ modePayment: z.enum(ORDER_PAYMENT_MODES), amount: moneyAmount }))
  .min(1)
  .max(ORDER_PAYMENT_MODES.length);

// ---- GET /Command/{id}/refundable (ours): what each payment mode of the order can still pay back (the refund rule)
export const commandRefundable = z.object({
  commandId: z.number(),
  currencyTag: z.string(),
  /** What the order can still pay back, every mode together. */
  refundable: z.number(),
  /** Per mode, in the order the modes were first paid: what it took in, paid back, and still holds (decimals). */
  refundableByMode: z.array(z.object({ modePayment: z.string(), paid: z.number(), refunded: z.number(), left: z.number() })),
  /** The loyalty points the sale earned, and those it keeps (the rest were taken back by its refunds). */
  pointsEarned: z.number(),
  pointsKept: z.number(),
});
export type CommandRefundable = z.infer<typeof commandRefundable>;

// ---- State changes: PATCH /Command/{id}/state (ours; the spec names GET /Command/getCommandStates only)
export const commandStateBody = z.object({
  etat: orderState,
  reason: z.string().trim().max(500).optional(),
  approval: approvalInput.optional(),
  /** The open session that pays back money on a cancellation or refund. */
  caisseId: idField.optional(),
  /** The one mode money is paid back in (within what it took in); absent: the modes the sale was paid with. */
  modePayment: z.enum(ORDER_PAYMENT_MODES).optional(),
  /** Or the cashier's split of the money paid back, each mode within what it took in (the sum must be the amount due). */
  refunds: refundSplit.optional(),
  /** A partial return (etat returned): the lines and quantities that come back. */
  lines: z
    .array(z.object({ id: idField, quantity: quantityField }))
    .max(500)
    .optional(),
});
export type CommandStateData = z.output<typeof commandStateBody>;

// ---- Reads: lines, tickets, serial numbers, order report
export const linesQuery = z.object({ commandIds: idListQuery.refine((a) => a.length > 0, { error: 'required' }) });
/**
 * GET /Command/tickets: `keyword` is what a ticket carries (its QR code, the order's uuid, the provisional number printed
 * offline, the day's ticket number) or a client's name or phone; a ticket number is of the business day `date` (today
 * by default); `magasinId` narrows to one store.
 */
export const ticketsQuery = z.object({
  keyword: z.string().trim().min(1, { error: 'required' }).max(100),
  date: dayString.optional(),
  magasinId: idField.optional(),
});
export type TicketsQueryData = z.output<typeof ticketsQuery>;
export const serialNumbersQuery = z.object({ keyword: z.string().trim().max(120).optional(), commandId: idField.optional() });
export const serialNumber = z.object({
  id: z.number(),
  serialNumber: z.string(),
  commandId: z.number(),
  commandLineId: z.number(),
  priceId: z.number().nullable(),
  ticketNumber: z.number().nullable(),
  created_at: z.string(),
});
export const cmdReportBody = z.object({
  magasinIds: z.array(idField).max(200).optional(),
  from: dayString.optional(),
  to: dayString.optional(),
});
export const cmdReport = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  count: z.number(),
  total: z.number(),
  paid: z.number(),
  remise: z.number(),
  remaining: z.number(),
  byEtat: z.array(z.object({ etat: z.string(), count: z.number(), total: z.number() })),
  bySource: z.array(z.object({ source: z.string().nullable(), count: z.number(), total: z.number() })),
  byMode: z.array(z.object({ modePayment: z.string(), amount: z.number() })),
  byProduct: z.array(z.object({ priceId: z.number().nullable(), label: z.string(), quantity: z.number(), total: z.number() })),
});

// ---- PATCH /UpdateCommand/{id}: what may change on an open order (the lines change by exchange or return)
export const updateCommandBody = z.object({
  clientId: idField.nullable().optional(),
  notes: z.string().trim().max(500).nullable().optional(),
  source: z.enum(ORDER_SOURCES).nullable().optional(),
  remindTimeAt: z.string().max(40).nullable().optional(),
  /** Ours: the instructions the order carries now (replacing its previous ones; empty: none). */
  instructionIds: z.array(idField).max(20).optional(),
  reason: z.string().trim().max(500).optional(),
  approval: approvalInput.optional(),
});
export type UpdateCommandData = z.output<typeof updateCommandBody>;

// ---- POST /Command/{id}/AddEchange: some lines come back, new ones go out; the difference is paid or paid back
export const addEchangeBody = z.object({
  uuid: z.string().trim().min(8).max(64),
  caisseId: idField,
  returns: z
    .array(z.object({ id: idField, quantity: quantityField }))
    .max(500)
    .default([]),
  lines: z.array(commandLineInput).max(500).default([]),
  payments: z.array(paymentInput).max(20).default([]),
  /** How a negative difference is paid back (as a state change's modePayment and refunds). */
  modePayment: z.enum(ORDER_PAYMENT_MODES).optional(),
  refunds: refundSplit.optional(),
  reason: z.string().trim().max(500).optional(),
  approval: approvalInput.optional(),
});
export type AddEchangeData = z.output<typeof addEchangeBody>;

// ---- PATCH /PointOfSell/caisse/{id}/update/commands: the fast-food screen moves a session's orders on
export const fastFoodBody = z.object({
  isFastFoodV2: z.boolean().default(true),
  commandIds: z.array(idField).max(500).optional(),
});

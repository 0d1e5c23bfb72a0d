// Cash registers, sessions (caisse), business days, counted notes and coins, operations, credits journal (api-spec 7.8).
// Amounts travel as decimals (12.5 = 12.50 in the session's currency); the server keeps integer minor units.
import { z } from 'zod';
import { BILLET_OPERATION_TYPES, CASH_OPERATION_TYPES, MANUAL_OPERATION_TYPES, SESSION_STATES } from '../cash';
import { DEFAULT_LIST_LIMIT, FEE_TAGS, PAYMENT_MODES } from '../constants';
import { dayString, dbId, idField, idListQuery, int32Query, whenParsed } from './fields.schema';
import { commandSummary } from './order.schema';

export const paymentMode = z.enum(PAYMENT_MODES);

/** A decimal amount ≥ 0 ("12,50", "12.5" or 12.5), at most 2 decimals, below 100 million. */
export const moneyAmount = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : v),
  z
    .number()
    .min(0)
    .max(99_999_999.99)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'invalid_value' }),
) as unknown as z.ZodType<number, number | string>;
export const positiveAmount = moneyAmount.refine((n) => n > 0, { error: 'amount_positive' });

/** An idempotency key in the payload (the header Idempotency-Key works too). */
export const clientKey = z.string().trim().min(8).max(128).optional();

/** A manager's approval given on the same screen: their access code (and optionally who they are). */
export const approvalInput = z.object({ code: z.string().min(1).max(120), userId: idField.optional() });
export type ApprovalInput = z.output<typeof approvalInput>;

// ---- Registers
export const cashRegisterBody = z.object({
  id: idField.optional(),
  magasinId: idField,
  intitule: z.string().trim().min(2).max(120),
  isActive: z.boolean().optional(),
});
export type CashRegisterData = z.output<typeof cashRegisterBody>;

export const sessionRef = z.object({
  id: z.number(),
  state: z.enum(SESSION_STATES),
  openedAt: z.string(),
  openedBy: z.number().nullable(),
  openedByName: z.string().nullable(),
});
export const cashRegister = z.object({
  id: z.number(),
  magasinId: z.number(),
  intitule: z.string(),
  isActive: z.boolean(),
  session: sessionRef.nullable(),
});
export type CashRegister = z.infer<typeof cashRegister>;

// ---- Denominations and counts
export const billet = z.object({ id: z.number(), currencyTag: z.string(), value: z.number(), kind: z.enum(['note', 'coin']) });
export type Billet = z.infer<typeof billet>;
export const billetsQuery = z.object({ currencyTag: z.string().trim().toUpperCase().max(8).optional() });
export const billetLine = z.object({ billetId: idField, quantity: int32Query(0, 100_000) });
export type BilletLine = z.output<typeof billetLine>;

export const billetCount = z.object({
  id: z.number(),
  caisseId: z.number(),
  billetId: z.number(),
  currencyTag: z.string(),
  value: z.number(),
  kind: z.string(),
  type: z.enum(BILLET_OPERATION_TYPES),
  quantity: z.number(),
  amount: z.number(),
  userId: z.number().nullable(),
  created_at: z.string(),
});
export const billetOperationsQuery = z.object({ caisseId: dbId, type: z.enum(BILLET_OPERATION_TYPES).optional() });
export const billetOperationBody = z.object({
  caisseId: idField,
  type: z.literal('control').default('control'),
  billets: z.array(billetLine).min(1).max(40),
});
/** A control count: the expected cash and the difference are null for a user who counts blind. */
export const billetControlAnswer = z.object({
  caisseId: z.number(),
  counted: z.number(),
  expected: z.number().nullable(),
  difference: z.number().nullable(),
  billets: z.array(billetCount),
});

// ---- Sessions
export const openSessionBody = z.object({
  registerId: idField,
  billets: z.array(billetLine).max(40).default([]),
  /** When no billets are counted: the fund as one amount. */
  openingFund: moneyAmount.optional(),
  clientId: clientKey,
});
export type OpenSessionData = z.output<typeof openSessionBody>;

export const closeSessionBody = z.object({
  counted: z
    .array(z.object({ modePayment: paymentMode, amount: moneyAmount }))
    .max(PAYMENT_MODES.length)
    .default([]),
  billets: z.array(billetLine).max(40).optional(),
  /** The remark: required when a difference passes the company's threshold (cash_difference_threshold). */
  note: z.string().trim().max(500).optional(),
  approval: approvalInput.optional(),
  clientId: clientKey,
});
export type CloseSessionData = z.output<typeof closeSessionBody>;

/** Expected per mode: null while the session is open for a user who counts blind (cash_blind_count). */
export const modeLine = z.object({
  modePayment: z.string(),
  expected: z.number().nullable(),
  counted: z.number().nullable(),
  difference: z.number().nullable(),
});
export const totalLine = z.object({ type: z.string(), modePayment: z.string(), amount: z.number(), count: z.number() });
export const approval = z.object({
  id: z.number(),
  action: z.string(),
  amount: z.number(),
  requestedBy: z.number().nullable(),
  approvedBy: z.number().nullable(),
  approvedByName: z.string().nullable(),
  created_at: z.string(),
});

export const session = z.object({
  id: z.number(),
  magasinId: z.number(),
  magasinName: z.string(),
  registerId: z.number(),
  registerName: z.string(),
  calendarDayId: z.number(),
  day: z.string(),
  state: z.enum(SESSION_STATES),
  currencyTag: z.string(),
  openingFund: z.number(),
  openedBy: z.number().nullable(),
  openedByName: z.string().nullable(),
  openedAt: z.string(),
  closedBy: z.number().nullable(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  expectedTotal: z.number().nullable(),
  countedTotal: z.number().nullable(),
  difference: z.number().nullable(),
  accusedAt: z.string().nullable(),
  accusedBy: z.number().nullable(),
});
export type Session = z.infer<typeof session>;

export const sessionDetail = session.extend({
  /** True while the session is open and the user counts blind: expected amounts and running totals are withheld. */
  blind: z.boolean(),
  modes: z.array(modeLine),
  /** The running totals per type and mode (empty when blind). */
  totals: z.array(totalLine),
  billets: z.array(billetCount),
  approvals: z.array(approval),
  closingNote: z.string().nullable(),
  commandsCount: z.number(),
  salesTotal: z.number(),
});
export type SessionDetail = z.infer<typeof sessionDetail>;

/**
 * The Z report's figures of a session (GET /Caisse/{id}/zReport). Tickets are the session's orders but cancelled ones
 * and quotes waiting for validation, as sold; refunds are the money this drawer paid back for sales (returns and
 * refunds, by mode), net sales = sales − refunds; cancellations are the session's cancelled orders, with what this
 * drawer paid back for cancelled orders (not counted again in the refunds).
 */
export const zReport = z.object({
  caisseId: z.number(),
  currencyTag: z.string(),
  tickets: z.number(),
  salesTotal: z.number(),
  averageTicket: z.number(),
  netSales: z.number(),
  discounts: z.number(),
  /** Per VAT rate: prices include the tax; base = total × 100 / (100 + rate). */
  taxes: z.array(z.object({ tva: z.number(), base: z.number(), amount: z.number(), total: z.number() })),
  refunds: z.object({
    count: z.number(),
    amount: z.number(),
    byMode: z.array(z.object({ modePayment: z.string(), count: z.number(), amount: z.number() })),
  }),
  cancellations: z.object({ count: z.number(), total: z.number(), paidBack: z.number() }),
});
export type ZReport = z.infer<typeof zReport>;

export const sessionsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(DEFAULT_LIST_LIMIT),
  from: dayString.optional(),
  to: dayString.optional(),
});
export const sessionsPage = z.object({ data: z.array(session), total: z.number(), page: z.number(), limit: z.number() });

export const graphQuery = z.object({ selectedTime: z.enum(['week', 'month', 'quarter', 'year']).default('week') });
export const graphPoint = z.object({
  day: z.string(),
  sessions: z.number(),
  sales: z.number(),
  expected: z.number(),
  counted: z.number(),
  difference: z.number(),
});
export const graphData = z.object({ magasinId: z.number(), selectedTime: z.string(), points: z.array(graphPoint) });

export const productRecapLine = z.object({ priceId: z.number().nullable(), label: z.string(), quantity: z.number(), total: z.number() });

export const commandIdParams = z.object({ id: dbId, commandId: dbId });
export const commandsRecapBody = z.object({ caisseIds: z.array(idField).min(1).max(200) });
export const commandsRecap = z.object({
  count: z.number(),
  total: z.number(),
  paid: z.number(),
  remise: z.number(),
  credit: z.number(),
  byEtat: z.array(z.object({ etat: z.string(), count: z.number(), total: z.number() })),
});

// ---- Business days
export const calendarDay = z.object({
  id: z.number(),
  magasinId: z.number(),
  day: z.string(),
  state: z.enum(['opened', 'closed']),
  lastTicketNumber: z.number(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openSessions: z.number(),
});
export const calendarDayTagQuery = z.object({ magasinId: dbId, tag: z.union([z.literal('today'), dayString]).default('today') });
export const calendarDayUpdateBody = z.object({
  magasinId: idField,
  tag: z.union([z.literal('today'), dayString]).default('today'),
  state: z.enum(['opened', 'closed']),
});

// ---- Operations
export const operationTypeList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.enum(CASH_OPERATION_TYPES)).max(CASH_OPERATION_TYPES.length),
) as unknown as z.ZodType<string[], string | string[]>;

export const operationsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(DEFAULT_LIST_LIMIT),
  type: operationTypeList.optional(),
  from: dayString.optional(),
  to: dayString.optional(),
});
export type OperationsQueryData = z.output<typeof operationsQuery>;

export const operation = z.object({
  id: z.number(),
  magasinId: z.number(),
  caisseId: z.number().nullable(),
  calendarDayId: z.number().nullable(),
  commandId: z.number().nullable(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  type: z.string(),
  subType: z.string().nullable(),
  modePayment: z.string(),
  amount: z.number(),
  currencyTag: z.string(),
  reason: z.string().nullable(),
  approvalId: z.number().nullable(),
  created_at: z.string(),
});
export type Operation = z.infer<typeof operation>;
export const operationsPage = z.object({ data: z.array(operation), total: z.number(), page: z.number(), limit: z.number() });

export const operationAddBody = z
  .object({
    caisseId: idField,
    type: z.enum(MANUAL_OPERATION_TYPES),
    subType: z.enum(FEE_TAGS).optional(),
    modePayment: paymentMode.default('cash'),
    amount: positiveAmount,
    reason: z.string().trim().max(500).optional(),
    commandId: idField.optional(),
    approval: approvalInput.optional(),
    clientId: clientKey,
  })
  // These run even when other fields fail (every problem listed at once), once the fields they read parsed.
  .refine((b) => b.type !== 'fees' || Boolean(b.subType), { path: ['subType'], message: 'required', when: whenParsed('type', 'subType') })
  .refine((b) => (b.type !== 'withdrawal' && b.type !== 'charges') || Boolean(b.reason), {
    path: ['reason'],
    message: 'required',
    when: whenParsed('type', 'reason'),
  });
export type OperationAddData = z.output<typeof operationAddBody>;

export const operationType = z.object({ tag: z.string(), manual: z.boolean(), sign: z.number(), subTypes: z.array(z.string()) });
export const modePaymentBody = z.object({ modePayment: paymentMode, reason: z.string().trim().max(500).optional() });
export const payTotalyBody = z.object({
  commandId: idField,
  caisseId: idField,
  modePayment: paymentMode.default('cash'),
  clientId: clientKey,
});
export const payTotalyAnswer = z.object({ command: commandSummary, operation });

export const paymentMethod = z.object({ id: z.number(), tag: z.string(), intitule: z.string(), isActive: z.boolean(), order: z.number() });
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodBody = z.object({
  tag: paymentMode,
  intitule: z.string().trim().min(2).max(120).optional(),
  isActive: z.boolean().optional(),
  order: int32Query(0, 1000).optional(),
});

export const recapQuery = z.object({ from: dayString.optional(), to: dayString.optional() });
export const recapOperations = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  totals: z.array(totalLine),
  expected: z.array(z.object({ modePayment: z.string(), amount: z.number() })),
});

// ---- Service and gateway reads
export const entityTagQuery = z.object({ typeTags: operationTypeList.optional(), from: dayString.optional(), to: dayString.optional() });
export const cashOperationsQuery = entityTagQuery.extend({ magasinId: idListQuery.optional() });
export const paginatedOperationsQuery = operationsQuery.extend({ magasinId: idListQuery.optional() });
export const gatewayClosedQuery = z.object({ entityListId: idListQuery, startAt: dayString.optional(), endAt: dayString.optional() });

// ---- Credits journal
export const creditsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(DEFAULT_LIST_LIMIT),
  keyword: z.string().trim().max(120).optional(),
  from: dayString.optional(),
  to: dayString.optional(),
});
export const creditEntry = z.object({
  command: commandSummary,
  magasinName: z.string(),
  remaining: z.number(),
  repayments: z.array(operation),
});
export const creditsPage = z.object({
  data: z.array(creditEntry),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  remaining: z.number(),
});

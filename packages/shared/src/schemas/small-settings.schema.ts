// The small settings of issue 25 (api-spec 7.17, product-spec §2): paper sizes, order instructions, the payment modes
// each store accepts (in their order at the till), the trash of soft-deleted settings, and a store's command report.
import { z } from 'zod';
import { PAYMENT_MODES } from '../constants';
import { looseBoolean } from './common.schema';
import { idField, int32 } from './fields.schema';

/** `?onlyTrashed=1` lists the trashed rows (newest first) instead of the live ones. */
export const trashQuery = z.object({ onlyTrashed: looseBoolean.optional() });
export type TrashQuery = z.input<typeof trashQuery>;
/** A trashed row carries when it was trashed. */
const trashed = { deleted_at: z.string().nullable().optional() };

const intitule = z.string().trim().min(2).max(120);

// ---- AdditionalInfoPaperSize: the paper an order report prints on (millimetres; a roll has no height).
export const paperSize = z.object({ id: z.number(), intitule: z.string(), width: z.number(), height: z.number().nullable(), ...trashed });
export type PaperSize = z.infer<typeof paperSize>;
export const paperSizeBody = z.object({
  id: idField.optional(),
  intitule,
  width: int32(20, 2000),
  height: int32(20, 5000).nullable().optional(),
});
export type PaperSizeBody = z.input<typeof paperSizeBody>;

// ---- Instruction: a ready-made instruction a cashier adds to an order ("no onions", "gift wrap").
export const instruction = z.object({
  id: z.number(),
  intitule: z.string(),
  description: z.string().nullable(),
  order: z.number(),
  ...trashed,
});
export type Instruction = z.infer<typeof instruction>;
export const instructionBody = z.object({
  id: idField.optional(),
  intitule,
  description: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .optional()
    .transform((v) => v || null),
  order: int32(0, 100_000).optional(),
});
export type InstructionBody = z.input<typeof instructionBody>;

// ---- Payment methods of a store: the accepted modes, in their order at the till.
export const paymentMethodsQuery = z.object({ magasinId: idField.optional() });
export const storePaymentMethodsBody = z.object({
  magasinId: idField,
  /** The accepted modes, first shown first; cash is always accepted. */
  tags: z
    .array(z.enum(PAYMENT_MODES))
    .min(1)
    .max(PAYMENT_MODES.length)
    .refine((t) => new Set(t).size === t.length, { error: 'duplicate_value' })
    .refine((t) => t.includes('cash'), { error: 'cash_required' }),
});
export type StorePaymentMethodsBody = z.input<typeof storePaymentMethodsBody>;

// ---- The command report of a store: which parts of an order its printed report shows, on which paper.
export const COMMAND_REPORT_FIELDS = [
  'store_logo',
  'store_address',
  'store_tel',
  'store_ice',
  'cashier',
  'client',
  'option_details',
  'discounts',
  'taxes',
  'payments',
  'footer',
] as const;
export type CommandReportField = (typeof COMMAND_REPORT_FIELDS)[number];
export const commandReportConfig = z.object({
  magasinId: z.number(),
  fields: z.array(z.enum(COMMAND_REPORT_FIELDS)),
  paperSizeId: z.number().nullable(),
  paperSize: paperSize.nullable(),
  /** False while the store keeps the default (every part shown). */
  configured: z.boolean(),
});
export type CommandReportConfig = z.infer<typeof commandReportConfig>;
export const commandReportBody = z.object({
  fields: z
    .array(z.enum(COMMAND_REPORT_FIELDS))
    .max(COMMAND_REPORT_FIELDS.length)
    .refine((t) => new Set(t).size === t.length, { error: 'duplicate_value' }),
  paperSizeId: idField.nullable().optional(),
});
export type CommandReportBody = z.input<typeof commandReportBody>;

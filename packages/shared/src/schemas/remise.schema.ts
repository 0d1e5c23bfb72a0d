// Discounts and promo codes (/Remise, api-spec 7.8 and §3 "Discount list answer"), gift cards (gateway calls).
import { z } from 'zod';
import { looseBoolean } from './common.schema';
import { blankable, dayString, dbId, idField, int32, int32Query } from './fields.schema';

export const REMISE_TYPE_TAGS = ['percentage', 'fixed_amount'] as const;
export type RemiseTypeTag = (typeof REMISE_TYPE_TAGS)[number];
/** Unambiguous alphabet for generated codes: no O/0, no I/1. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;
export const BULK_CODES_MAX = 1000;
/** Codes are upper-case letters, digits and dashes. */
export const promoCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(3)
  .max(40)
  .regex(/^[A-Z0-9-]+$/, { error: 'invalid_code' });

export const typeRemise = z.object({ id: z.number(), intitule: z.string(), tag: z.enum(REMISE_TYPE_TAGS) });
export type TypeRemise = z.infer<typeof typeRemise>;

export const remise = z.object({
  id: z.number(),
  intitule: z.string(),
  typeRemiseId: z.number(),
  /** Joined from the type by typeRemiseId. */
  typeRemise: z.string(),
  tag: z.enum(REMISE_TYPE_TAGS),
  /** Percent (10 = 10 %) or an amount in the company currency, 2 decimals. */
  valeur: z.number(),
  maxUsing: z.number(),
  usedCount: z.number(),
  isVerifiable: z.boolean(),
  commentaire: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  clientId: z.number().nullable(),
  batch: z.string().nullable(),
  created_at: z.string(),
});
export type Remise = z.infer<typeof remise>;

export const remiseListQuery = z.object({ batch: z.string().trim().max(40).optional(), clientId: dbId.optional() });
export const remiseList = z.object({ remiseResponse: z.array(remise), typeRemiseResponse: z.array(typeRemise) });
export type RemiseList = z.infer<typeof remiseList>;

const remiseFields = {
  typeRemiseId: idField,
  valeur: z.number().positive().max(1_000_000),
  maxUsing: int32(1, 1_000_000).optional(),
  isVerifiable: z.boolean().optional(),
  commentaire: blankable(z.string().trim().max(255)),
  startAt: blankable(dayString),
  endAt: blankable(dayString),
};

export const remiseBody = z.object({
  id: idField.optional(),
  intitule: promoCode,
  clientId: idField.nullable().optional(),
  ...remiseFields,
});
export type RemiseBody = z.input<typeof remiseBody>;
export type RemiseData = z.output<typeof remiseBody>;

export const remiseUniqueBody = z.object({ intitule: z.string().trim().max(40), id: idField.optional() });
export const remiseUniqueAnswer = z.object({ unique: z.boolean() });
export const remiseIdBody = z.object({ id: idField });
export const generatedCode = z.object({ code: z.string() });

export const bulkRemiseBody = z.object({
  number: int32(1, BULK_CODES_MAX),
  prefix: blankable(
    z
      .string()
      .trim()
      .toUpperCase()
      .max(10)
      .regex(/^[A-Z0-9]*$/, { error: 'invalid_code' }),
  ),
  ...remiseFields,
});
export type BulkRemiseBody = z.input<typeof bulkRemiseBody>;
export const bulkRemiseAnswer = z.object({ batch: z.string(), count: z.number(), codes: z.array(z.string()) });
export const remiseExportQuery = z.object({ batch: z.string().trim().min(1).max(40) });

// Gift cards: amounts on the wire are decimals; balance never below zero; ledger issue (+), redeem (−), refund (+).
export const GIFT_CARD_STATES = ['active', 'used', 'expired', 'disabled'] as const;
export const giftCard = z.object({
  id: z.number(),
  code: z.string(),
  amount: z.number(),
  balance: z.number(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  magasinId: z.number().nullable(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(GIFT_CARD_STATES),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCard = z.infer<typeof giftCard>;

export const giftCardBody = z.object({
  code: blankable(promoCode),
  amount: z.number().positive().max(1_000_000),
  clientId: idField.nullable().optional(),
  magasinId: idField.nullable().optional(),
  expiresAt: blankable(dayString),
  comment: blankable(z.string().trim().max(255)),
});
export type GiftCardBody = z.input<typeof giftCardBody>;

export const giftCardsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(20),
  keyword: z.string().trim().max(60).optional(),
  status: z.enum(GIFT_CARD_STATES).optional(),
  clientId: dbId.optional(),
  from: dayString.optional(),
  to: dayString.optional(),
});
export const giftCardsPage = z.object({ data: z.array(giftCard), total: z.number(), page: z.number(), limit: z.number() });

export const giftCardMovement = z.object({
  id: z.number(),
  kind: z.enum(['issue', 'redeem', 'refund']),
  amount: z.number(),
  commandId: z.number().nullable(),
  created_at: z.string(),
});
export const giftCardCodeQuery = z.object({ code: z.string().trim().toUpperCase().min(1).max(40) });
export const giftCardCodeParam = z.object({ code: z.string().trim().toUpperCase().min(1).max(40) });
/** GET /PointOfSell/GiftCard/Commands?code=: the card and the orders (movements with a command) it paid. */
export const giftCardCommands = z.object({
  giftCard,
  commands: z.array(giftCardMovement),
});
export const giftCardDetail = z.object({ giftCard, movements: z.array(giftCardMovement) });
export const giftCardToggleBody = z.object({ isActive: looseBoolean });

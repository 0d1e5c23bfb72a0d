// Issue 30: the preparation screens (settings, their orders, the steps), the self-order kiosk's settings (Borne) and a
// customer display paired with a till on another device. Paths are ours (docs/decisions.md, issue 30).
import { z } from 'zod';
import { PREP_STEPS } from '../preparation';
import { dbId, idField, int32 } from './fields.schema';

const categoryIds = z.array(int32(1)).max(200).default([]);

// ---- Preparation screens of a store (counter, kitchen, lab), each with the categories it prepares.
export const prepScreen = z.object({
  id: z.number(),
  magasinId: z.number(),
  name: z.string(),
  categoryIds: z.array(z.number()),
  clearAfter: z.number(),
  warnAfter: z.number(),
  lateAfter: z.number(),
});
export type PrepScreen = z.infer<typeof prepScreen>;
export const prepScreenBody = z
  .object({
    id: idField.optional(),
    magasinId: idField,
    name: z.string().trim().min(2).max(80),
    categoryIds,
    clearAfter: int32(0, 3600).default(60),
    warnAfter: int32(1, 240).default(5),
    lateAfter: int32(1, 240).default(10),
  })
  .refine((b) => b.lateAfter > b.warnAfter, { path: ['lateAfter'], error: 'late_after_warn' });
export type PrepScreenBody = z.input<typeof prepScreenBody>;
export const magasinQuery = z.object({ magasinId: dbId });

export const prepStep = z.enum(PREP_STEPS);
export const prepLine = z.object({
  label: z.string(),
  labels: z.object({ en: z.string().nullable(), ar: z.string().nullable(), it: z.string().nullable() }),
  quantity: z.number(),
  options: z.array(z.string()),
  notes: z.string().nullable(),
});
export const prepOrder = z.object({
  commandId: z.number(),
  ticketNumber: z.number().nullable(),
  clientName: z.string().nullable(),
  notes: z.string().nullable(),
  /** When the order was paid (entered the screen): the waiting time counts from it. */
  since: z.string(),
  step: prepStep,
  stepAt: z.string().nullable(),
  lines: z.array(prepLine),
});
export type PrepOrder = z.infer<typeof prepOrder>;
export const prepBoard = z.object({ screen: prepScreen, orders: z.array(prepOrder), now: z.string() });
export type PrepBoard = z.infer<typeof prepBoard>;
export const prepStepBody = z.object({ commandId: idField, from: prepStep, to: prepStep });
export type PrepStepBody = z.input<typeof prepStepBody>;
export const prepStepAnswer = z.object({ commandId: z.number(), screenId: z.number(), step: prepStep, stepAt: z.string() });
/** The store's orders the screens have ready (the till shows them), and those served lately. */
export const prepReady = z.object({
  orders: z.array(z.object({ commandId: z.number(), ticketNumber: z.number().nullable(), step: prepStep, stepAt: z.string() })),
});
export type PrepReady = z.infer<typeof prepReady>;

// ---- The self-order kiosk (Borne) of a store.
export const kioskSettings = z.object({
  magasinId: z.number(),
  enabled: z.boolean(),
  categoryIds: z.array(z.number()),
  upsellCategoryIds: z.array(z.number()),
  title: z.string().nullable(),
  welcome: z.string().nullable(),
  color: z.string().nullable(),
  idleSeconds: z.number(),
  cardTerminal: z.boolean(),
});
export type KioskSettings = z.infer<typeof kioskSettings>;
export const kioskSettingsBody = z.object({
  magasinId: idField,
  enabled: z.boolean(),
  categoryIds,
  upsellCategoryIds: categoryIds,
  title: z.string().trim().max(80).nullable().optional(),
  welcome: z.string().trim().max(200).nullable().optional(),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_color' })
    .nullable()
    .optional(),
  idleSeconds: int32(15, 900).default(90),
  cardTerminal: z.boolean().default(false),
});
export type KioskSettingsBody = z.input<typeof kioskSettingsBody>;

// ---- A customer display on another device, paired by a code (the QR code the till shows).
export const displayCodeParam = z.object({ code: z.string().regex(/^[A-Z0-9]{6,16}$/) });
export const customerDisplayBody = z.object({
  magasinId: idField,
  /** What the display shows (the web app's own shape, at most 64 KB). */
  state: z.record(z.string(), z.unknown()).refine((s) => JSON.stringify(s).length <= 65_536, { error: 'too_large' }),
});
export const customerDisplay = z.object({
  code: z.string(),
  magasinId: z.number(),
  state: z.record(z.string(), z.unknown()),
  version: z.number(),
  updatedAt: z.string(),
});
export type CustomerDisplay = z.infer<typeof customerDisplay>;
export const prepScreenParams = z.object({ id: dbId });

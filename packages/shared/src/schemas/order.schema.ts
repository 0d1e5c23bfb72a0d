// The one order shape (api-spec 7.8): `command` is what the order lists and reads answer; `commandSummary`, what the
// cash-register calls answer (a session's orders, validation, PayTotaly, the credits journal), is picked from it so the
// two cannot drift. No import from the other schemas: both command.schema and caisse.schema build on this file.
import { z } from 'zod';

export const command = z.object({
  id: z.number(),
  uuid: z.string(),
  ticketNumber: z.number().nullable(),
  magasinId: z.number(),
  caisseId: z.number().nullable(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  etat: z.string(),
  previousEtat: z.string().nullable(),
  isCredit: z.boolean(),
  source: z.string().nullable(),
  currencyTag: z.string(),
  subtotal: z.number(),
  remise: z.number(),
  orderRemise: z.number(),
  total: z.number(),
  paid: z.number(),
  change: z.number(),
  remaining: z.number(),
  taxes: z.array(z.object({ tva: z.number(), total: z.number(), base: z.number(), amount: z.number() })),
  codePromo: z.string().nullable(),
  pointsEarned: z.number(),
  /** Why its prices were not the catalogue's: 'override' (a user with the right) or 'unknown' (queued at a price never valid). */
  priceFlag: z.string().nullable().optional(),
  /** The number the till printed while the sale waited offline ("ABC-0001"), null for a sale sent at once. */
  provisional: z.string().nullable().optional(),
  notes: z.string().nullable(),
  /** When the order is due (a pick-up or delivery time, or the kitchen's reminder), as the till sent it. */
  remindTimeAt: z.string().nullable().optional(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  validatedAt: z.string().nullable(),
  /** Production planning (plannified, in_production, ready, lost), null when not planned. */
  planning: z.string().nullable(),
  planningAt: z.string().nullable(),
  created_at: z.string(),
});
export type Command = z.infer<typeof command>;

const SUMMARY_FIELDS = {
  id: true,
  uuid: true,
  ticketNumber: true,
  magasinId: true,
  caisseId: true,
  clientId: true,
  clientName: true,
  etat: true,
  isCredit: true,
  currencyTag: true,
  total: true,
  remise: true,
  paid: true,
  userId: true,
  validatedAt: true,
  created_at: true,
} as const;

export const commandSummary = command.pick(SUMMARY_FIELDS);
export type CommandSummary = z.infer<typeof commandSummary>;

/** The summary of an order: its fields of `commandSummary`, nothing more. */
export function toCommandSummary(c: Command): CommandSummary {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(SUMMARY_FIELDS)) out[k] = c[k as keyof Command];
  return out as CommandSummary;
}

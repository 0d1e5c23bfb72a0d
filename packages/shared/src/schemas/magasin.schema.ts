// Stores (magasins): the store form of product-spec §2 with the rules of §5, answers and locations.
import { z } from 'zod';
import type { RoleTag } from '../functionalities';
import { blankable, dbId, digitsText, idField, phoneNumber, timeOfDay } from './fields.schema';

/** Roles that work in given stores and only see those (DESIGN §4 "store scope where the role is store-bound"). */
export const STORE_BOUND_ROLES: readonly RoleTag[] = ['caissier', 'vendeuse', 'boulanger', 'delivery_man', 'assistant'];

/**
 * The stores a member may see: a store-bound role only its own (none when none is given); a manager or controller with
 * stores given only those, without any every store; an admin every store. `undefined` means every store.
 */
export function storesInScope(roleTag: RoleTag, magasinIds: readonly number[]): number[] | undefined {
  if (STORE_BOUND_ROLES.includes(roleTag)) return [...magasinIds];
  if (roleTag === 'admin' || magasinIds.length === 0) return undefined;
  return [...magasinIds];
}

export const magasin = z.object({
  id: z.number(),
  intitule: z.string(),
  tel: z.string().nullable(),
  rue: z.string().nullable(),
  codePostal: z.string().nullable(),
  cityId: z.number().nullable(),
  city: z.string().nullable(),
  countryId: z.number().nullable(),
  province: z.string().nullable(),
  currencyTag: z.string(),
  ice: z.string().nullable(),
  fileId: z.number().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  footerTicket: z.string().nullable(),
  startTime: z.string().nullable(),
  isOnline: z.boolean(),
  isSetup: z.boolean(),
  timeClockLogin: z.boolean(),
  isActive: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type Magasin = z.infer<typeof magasin>;

/** Latitude/longitude travel as text; anything not numeric becomes null (product-spec §5). */
const coordinate = (limit: number) =>
  z
    .union([z.string().max(40), z.number().min(-limit, { error: 'out_of_range' }).max(limit, { error: 'out_of_range' })])
    .nullable()
    .optional()
    .transform((v) => {
      if (v === undefined) return undefined;
      const s = v === null ? '' : String(v).trim();
      return s !== '' && Number.isFinite(Number(s)) ? s : null;
    })
    .refine((s) => s === undefined || s === null || Math.abs(Number(s)) <= limit, { error: 'out_of_range' });

/** POST /Magasin/: creates, or updates when id is given. On update an absent field keeps its value, null or '' clears it. */
export const magasinBody = z.object({
  id: idField.optional(),
  intitule: z.string().trim().min(3).max(120),
  tel: phoneNumber,
  cityId: idField,
  countryId: idField.nullable().optional(),
  startTime: timeOfDay,
  codePostal: blankable(z.string().trim().max(6)),
  rue: blankable(z.string().trim().min(3).max(220)),
  province: blankable(z.string().trim().max(120)),
  ice: blankable(digitsText(40)),
  footerTicket: blankable(z.string().trim().min(10).max(255)),
  latitude: coordinate(90),
  longitude: coordinate(180),
  currencyTag: z.string().trim().toUpperCase().min(3).max(8).optional(),
  isOnline: z.boolean().optional(),
  timeClockLogin: z.boolean().optional(),
  fileId: idField.nullable().optional(),
});
export type MagasinBody = z.input<typeof magasinBody>;
export type MagasinData = z.output<typeof magasinBody>;

export const magasinLocation = z.object({
  id: z.number(),
  intitule: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  isOnline: z.boolean(),
});
export type MagasinLocation = z.infer<typeof magasinLocation>;
export const gatewayLocationsQuery = z.object({ entrepriseId: dbId });

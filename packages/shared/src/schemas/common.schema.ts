import { z } from 'zod';
import { dbId } from './fields.schema';

/** A numeric path id ("12" → 12). */
// Bounded to a 32-bit id so a huge number is a validation error, not a database overflow.
export const idParam = z.object({ id: dbId });
export type IdParam = z.infer<typeof idParam>;

export const fieldError = z.object({ field: z.string(), message: z.string() });

export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  errors: z.array(fieldError).optional(),
});

export const okBody = z.object({ ok: z.literal(true) });

/** Booleans from query strings or JSON ("1", "true", true). */
export const looseBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const isoDateTime = z.string();

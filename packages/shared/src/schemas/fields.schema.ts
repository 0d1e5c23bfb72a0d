// Field rules shared by the administration forms (product-spec §5): phones, ids from selects, emptied inputs, id lists.
import { z } from 'zod';

/** An emptied form input ('') reads as null; any other value follows the inner rule. */
export const blankable = <T extends z.ZodType>(inner: T) => z.union([z.literal('').transform(() => null), inner.nullable()]).optional();

export const phoneNumber = z
  .string()
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(30)
  .regex(/^\+?[0-9][0-9 ().-]{3,28}$/, { error: 'invalid_phone' });

/** Digits only, kept as text so leading zeros survive (ICE numbers). */
export const digitsText = (max: number) => z.string().trim().max(max).regex(/^\d+$/, { error: 'numeric_only' });

/**
 * A refinement's `when`: it runs once the value parsed as an object and the fields it reads have their types (a field
 * may still be out of bounds: a continuable problem), so the other fields' problems are listed with its own, but it
 * never reads unparsed input (a `null` body, a text where a list belongs).
 */
export const whenParsed =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    payload.value !== null &&
    typeof payload.value === 'object' &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => i.continue !== true && (!i.path?.length || fields.includes(String(i.path[0]))));

/** The largest id a database integer column holds: a bigger one is bad input, not a server error. */
export const MAX_ID = 2_147_483_647;
/** The range of a 32-bit integer column (PostgreSQL int4; SQLite holds more, PostgreSQL would answer an error). */
export const MIN_INT4 = -2_147_483_648;
export const MAX_INT4 = MAX_ID;

const int4Range = (min: number, max: number) => {
  if (min < MIN_INT4 || max > MAX_INT4 || min > max) throw new Error(`int32(${min}, ${max}) is outside a 32-bit column`);
  return [min, max] as const;
};

/**
 * Every integer a schema reads (ids, counts, positions, pages) is one of these: an integer within [min, max], which
 * must lie within a 32-bit column, so no input reaches the database as an overflow. `int32Query` reads a path or a
 * query string ("12" → 12).
 */
export const int32 = (min: number, max: number = MAX_INT4) => {
  const [lo, hi] = int4Range(min, max);
  return z.number().int().min(lo).max(hi);
};
export const int32Query = (min: number, max: number = MAX_INT4) => {
  const [lo, hi] = int4Range(min, max);
  return z.coerce.number().int().min(lo).max(hi);
};

/** A numeric path or query id ("12" → 12), within the database integer range. */
export const dbId = int32Query(1);
export const idPathParam = z.object({ id: dbId });

/** An id from a select: a number or a numeric string, at least 1. */
export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  int32(1),
) as unknown as z.ZodType<number, number | string>;

/** Ids as "1,2,0" (list filters pad with a trailing 0), an array, or one id; 0 and blanks are dropped. */
export const idListQuery = z.preprocess(
  (v) => {
    const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : v;
    if (!Array.isArray(raw)) return raw;
    return raw
      .map((x) => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => x !== '' && x !== 0 && x !== '0')
      .map(Number);
  },
  z.array(int32(1)).max(500),
) as unknown as z.ZodType<number[], string | number | number[]>;

/** Opening time as HH:MM. */
export const timeOfDay = z
  .string()
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' });

/** A calendar day as YYYY-MM-DD. */
export const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date', abort: true })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'invalid_date',
  });

export const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'invalid_url' });

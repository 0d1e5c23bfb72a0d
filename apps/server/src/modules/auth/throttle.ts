// Sign-in throttling per account and per address, kept in the database so every server instance shares it.
// An attempt is reserved (counted) before the slow password check, in one locked step per key: 30 wrong
// passwords sent at once meet the limit exactly as 30 sent one by one do.
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { clearThrottle, findThrottle, lockThrottle, refundThrottle, saveThrottle } from './auth.repository';

const WINDOW_MS = 15 * 60_000;
/** Free attempts per window before a block: sign-in per account and per address, registrations per address. */
const FREE = { email: 5, ip: 20, register: 10, taken: 10 } as const;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

export type ThrottleKind = keyof typeof FREE;
export const throttleKey = (kind: ThrottleKind, value: string): string => `${kind}:${value}`;
const freeFor = (key: string): number => FREE[key.slice(0, key.indexOf(':')) as ThrottleKind] ?? FREE.email;

const tooMany = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', 'too_many_attempts', { params: { seconds }, headers: { 'retry-after': String(seconds) } });

/** Counts one attempt on each key, or answers 429 while a key is blocked. The attempt that uses up the free
 * ones blocks the key for the next (30 s, doubling up to 15 min). */
export async function reserveAttempt(database: Database, keys: string[]): Promise<void> {
  for (const key of keys) {
    const retryIn = await database.db.transaction().execute(async (trx) => {
      const row = await lockThrottle(trx, key, database.dialect);
      const now = Date.now();
      if (row.blockedUntil && Date.parse(row.blockedUntil) > now) return Math.ceil((Date.parse(row.blockedUntil) - now) / 1000);
      const fresh = row.failures === 0 || now - Date.parse(row.firstFailureAt) > WINDOW_MS;
      const failures = fresh ? 1 : row.failures + 1;
      const over = failures - freeFor(key);
      const blockedUntil = over >= 0 ? new Date(now + Math.min(BASE_DELAY_MS * 2 ** over, MAX_DELAY_MS)).toISOString() : null;
      await saveThrottle(trx, { key, failures, firstFailureAt: fresh ? new Date(now).toISOString() : row.firstFailureAt, blockedUntil });
      return 0;
    });
    if (retryIn > 0) throw tooMany(retryIn);
  }
}

/** A successful sign-in: the account starts afresh; the address gets its attempt back. */
export async function attemptSucceeded(database: Database, accountKey: string | null, addressKey: string): Promise<void> {
  if (accountKey) await clearThrottle(database.db, accountKey);
  await refundThrottle(database.db, addressKey);
}

/** Answers 429 while the key is blocked, without counting an attempt. */
export async function checkNotBlocked(database: Database, key: string): Promise<void> {
  const row = await findThrottle(database.db, key);
  const left = row?.blockedUntil ? Date.parse(row.blockedUntil) - Date.now() : 0;
  if (left > 0) throw tooMany(Math.ceil(left / 1000));
}

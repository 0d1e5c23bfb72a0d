// Sign-in throttling per account and per address, kept in the database so every server instance shares it.
import { nowIso, type Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { clearThrottle, findThrottle, saveThrottle } from './auth.repository';

const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = { email: 5, ip: 20 };
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

const freeFor = (key: string) => (key.startsWith('ip:') ? FREE_FAILURES.ip : FREE_FAILURES.email);

export async function checkThrottle(db: Executor, keys: string[]): Promise<void> {
  for (const key of keys) {
    const row = await findThrottle(db, key);
    if (row?.blockedUntil && Date.parse(row.blockedUntil) > Date.now()) {
      const seconds = Math.ceil((Date.parse(row.blockedUntil) - Date.now()) / 1000);
      throw new AppError('TOO_MANY_REQUESTS', 'too_many_attempts', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
    }
  }
}

export async function recordFailure(db: Executor, keys: string[]): Promise<void> {
  const now = Date.now();
  for (const key of keys) {
    const row = await findThrottle(db, key);
    const fresh = !row || now - Date.parse(row.firstFailureAt) > WINDOW_MS;
    const failures = fresh ? 1 : row.failures + 1;
    const over = failures - freeFor(key);
    const blockedUntil = over >= 0 ? new Date(now + Math.min(BASE_DELAY_MS * 2 ** over, MAX_DELAY_MS)).toISOString() : null;
    await saveThrottle(db, { key, failures, firstFailureAt: fresh ? nowIso() : row.firstFailureAt, blockedUntil });
  }
}

export const recordSuccess = (db: Executor, key: string) => clearThrottle(db, key);

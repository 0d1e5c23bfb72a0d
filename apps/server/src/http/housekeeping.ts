// Periodic clean-up of what the database keeps only for a while: idempotency keys past their retention.
// Runs once when the app is ready and then every hour; a failure is logged and retried on the next round.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { purgeIdempotencyKeys } from '../lib/idempotency';
import type { Deps } from '../lib/deps';

/** A client retrying a write later than this (an offline till back after a month) starts a new request. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
const EVERY_MS = 3_600_000;

export interface HousekeepingResult {
  idempotencyKeys: number;
}

export async function runHousekeeping(database: Database, now = Date.now()): Promise<HousekeepingResult> {
  const cutoff = new Date(now - IDEMPOTENCY_RETENTION_DAYS * 86_400_000).toISOString();
  return { idempotencyKeys: await purgeIdempotencyKeys(database, cutoff) };
}

export function registerHousekeeping(app: FastifyInstance, deps: Deps): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    runHousekeeping(deps.database).then(
      (r) => r.idempotencyKeys && app.log.info(r, 'housekeeping removed expired rows'),
      (err: unknown) => app.log.error({ err }, 'housekeeping failed'),
    );
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

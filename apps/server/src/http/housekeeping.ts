// Periodic clean-up of what the database keeps only for a while: idempotency keys past their retention (once when the
// app is ready, then every hour), and upkeep of SQLite's name index, merged when a bulk write left it in many segments
// (checked every minute: one cheap count). A failure is logged and retried on the next round.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { purgeIdempotencyKeys } from '../lib/idempotency';
import type { Deps } from '../lib/deps';
import { mergeNameIndex } from '../modules/catalogue/catalogue.repository';
import { periodic } from './periodic';

/** A client retrying a write later than this (an offline till back after a month) starts a new request. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
const EVERY_MS = 3_600_000;
const NAME_INDEX_EVERY_MS = 60_000;

export interface HousekeepingResult {
  idempotencyKeys: number;
  /** Merge steps run on the name index (0: it was in few segments, or PostgreSQL). */
  nameIndexSteps: number;
}

export async function runHousekeeping(database: Database, now = Date.now()): Promise<HousekeepingResult> {
  const cutoff = new Date(now - IDEMPOTENCY_RETENTION_DAYS * 86_400_000).toISOString();
  return { idempotencyKeys: await purgeIdempotencyKeys(database, cutoff), nameIndexSteps: await mergeNameIndex(database.db) };
}

export function registerHousekeeping(app: FastifyInstance, deps: Deps): void {
  periodic(
    app,
    'housekeeping',
    EVERY_MS,
    async () => {
      const r = await runHousekeeping(deps.database);
      return (r.idempotencyKeys || r.nameIndexSteps) && r;
    },
    'await',
  );
  // The first merge is runHousekeeping's, when the app is ready.
  if (deps.database.dialect === 'sqlite')
    periodic(
      app,
      'housekeeping',
      NAME_INDEX_EVERY_MS,
      async () => {
        const steps = await mergeNameIndex(deps.database.db);
        return steps && { nameIndexSteps: steps };
      },
      'skip',
    );
}

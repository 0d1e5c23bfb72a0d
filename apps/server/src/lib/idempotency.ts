// The one idempotency mechanism for repeatable writes (DESIGN.md §2, §3b): a client-generated key per company is
// claimed as the FIRST statement of the write's own transaction, under the (entreprise_id, key) primary key.
// A retry after commit finds the stored answer and replays it; a concurrent duplicate blocks on the key until the
// first transaction ends (PostgreSQL) or waits its turn (SQLite's single writer), then replays; if the first
// transaction fails, nothing is stored and the duplicate runs as if it were first. The same key with another
// route or body is a 409. Only successful answers are stored: an error leaves no trace, so a retry re-runs.
import { hash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor, Trx } from '../db/database';
import { prepared } from '../db/prepared';
import { AppError, conflict, invalid } from './app-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export interface IdempotencyScope {
  entrepriseId: number;
  /** The client's key; without one the write simply runs once. */
  key: string | undefined;
  /** Which call the key belongs to, e.g. "POST /CaisseOperations/add". */
  route: string;
  /** The request as the client sent it (body and path ids): its hash tells a retry from a reused key. */
  request: unknown;
  /**
   * Checks, before a stored answer is given again, that this user may see what it is about (the session's or the
   * order's store): a key replayed by a user of another store gets that user's 404, not the first answer.
   */
  beforeReplay?: (trx: Trx) => Promise<unknown>;
}

export interface Idempotent<T> {
  value: T;
  replayed: boolean;
  /** The answer as the key stored it (JSON): `answer` sends it as it is. */
  json?: string;
}

/** Outside production, `answer` checks the stored JSON against the route's response schema before sending it. */
const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

/** JSON with object keys sorted, so the same body always hashes the same (built by concatenation: every sale runs it). */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let s = '[';
    for (let i = 0; i < value.length; i++) s += (i ? ',' : '') + stableJson(value[i]);
    return `${s}]`;
  }
  const o = value as Record<string, unknown>;
  // sort() orders by UTF-16 code units, as `a < b` does.
  const keys = Object.keys(o).sort();
  let s = '{';
  let first = true;
  for (const k of keys) {
    const v = o[k];
    if (v === undefined) continue;
    s += `${first ? '' : ','}${JSON.stringify(k)}:${stableJson(v)}`;
    first = false;
  }
  return `${s}}`;
}

/**
 * The request's fingerprint; a string clientId in the payload is the key itself, not part of the request
 * (a numeric clientId is a customer, and stays in).
 */
export function requestHash(route: string, request: unknown): string {
  const body =
    request && typeof request === 'object' && !Array.isArray(request) && typeof (request as { clientId?: unknown }).clientId === 'string'
      ? { ...(request as Record<string, unknown>), clientId: undefined }
      : request;
  // One-shot hash (the same digest as a Hash object fed the same bytes, at half its cost).
  return hash('sha256', `${route}\n${stableJson(body)}`, 'hex');
}

/**
 * The key of a request: the `Idempotency-Key` header, or the payload's `clientId` where the call has one.
 * Both given and different, or a malformed key, is a 422.
 */
export function idempotencyKeyOf(request: FastifyRequest, bodyClientId?: string | null): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const header = Array.isArray(raw) ? raw[0] : raw;
  const key = header ?? bodyClientId ?? undefined;
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw invalid([{ field: header ? IDEMPOTENCY_HEADER : 'clientId', message: 'invalid_idempotency_key' }]);
  if (header && bodyClientId && header !== bodyClientId) throw invalid([{ field: 'clientId', message: 'idempotency_key_mismatch' }]);
  return key;
}

// The three statements of the mechanism, compiled once (db/prepared.ts): every repeatable write runs them.
const claimKey = prepared((db: Executor, a: { entrepriseId: number; key: string; route: string; hash: string; now: string }) =>
  db
    .insertInto('idempotency_keys')
    .values({
      entreprise_id: a.entrepriseId,
      key: a.key,
      route: a.route,
      requestHash: a.hash,
      status: 'pending',
      response: null,
      created_at: a.now,
    })
    .onConflict((oc) => oc.columns(['entreprise_id', 'key']).doNothing())
    .returning('key'),
);
const firstAnswer = prepared((db: Executor, a: { entrepriseId: number; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['route', 'requestHash', 'status', 'response'])
    .where('entreprise_id', '=', a.entrepriseId)
    .where('key', '=', a.key),
);
const storeAnswer = prepared((db: Executor, a: { entrepriseId: number; key: string; response: string }) =>
  db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response: a.response })
    .where('entreprise_id', '=', a.entrepriseId)
    .where('key', '=', a.key),
);

/** Runs `write` in a new transaction guarded by the scope's key; answers the first result for a repeat. */
export async function withIdempotency<T>(
  database: Database,
  scope: IdempotencyScope,
  write: (trx: Trx) => Promise<T>,
): Promise<Idempotent<T>> {
  return database.db.transaction().execute(async (trx) => {
    if (scope.key === undefined) return { value: await write(trx), replayed: false };
    const hash = requestHash(scope.route, scope.request);
    const claimed = (
      await claimKey(trx, { entrepriseId: scope.entrepriseId, key: scope.key, route: scope.route, hash, now: new Date().toISOString() })
    ).rows[0];
    if (!claimed) {
      const first = (await firstAnswer(trx, { entrepriseId: scope.entrepriseId, key: scope.key })).rows[0];
      if (!first || first.status !== 'done') throw new AppError('CONFLICT', 'idempotency_in_progress');
      if (first.route !== scope.route || first.requestHash !== hash) throw conflict('idempotency_key_reused', IDEMPOTENCY_HEADER);
      await scope.beforeReplay?.(trx);
      const json = first.response ?? 'null';
      return { value: JSON.parse(json) as T, replayed: true, json };
    }
    const value = await write(trx);
    const json = JSON.stringify(value ?? null);
    await storeAnswer(trx, { entrepriseId: scope.entrepriseId, key: scope.key, response: json });
    return { value, replayed: false, json };
  });
}

/** Marks a replayed answer for the client, and returns the value for the route to send. */
/**
 * Marks a replayed answer for the client, and gives the route what to send: the JSON the key stored, as it is (the
 * first answer and every replay are the same bytes, written once; a sale's answer is not checked and written a second
 * time by the response schema's serializer), or the value when nothing was stored. Outside production the stored JSON
 * must equal what the response schema makes of the value, else the call fails: tests catch an answer off its schema.
 */
export function answer<T>(reply: FastifyReply, result: Idempotent<T>): T {
  if (result.replayed) void reply.header(REPLAYED_HEADER, 'true');
  if (result.json === undefined) return result.value;
  if (CHECK_ANSWERS && !isDeepStrictEqual(JSON.parse(String(reply.serialize(result.value))), JSON.parse(result.json)))
    throw new Error(`stored answer differs from the response schema of ${reply.request.routeOptions.url ?? 'the route'}`);
  void reply.type('application/json; charset=utf-8');
  return result.json as T;
}

/** Keys older than the retention are forgotten (a retry that late is a new request). */
export async function purgeIdempotencyKeys(database: Database, olderThanIso: string): Promise<number> {
  const r = await database.db.deleteFrom('idempotency_keys').where('created_at', '<', olderThanIso).executeTakeFirst();
  return Number(r.numDeletedRows);
}

// The status page's two passes over the whole catalogue — an entity's figures (products, out, critical, value) and the
// list's count — cost ~100–200 ms of CPU each at 100,000 products; ten clients on the page queued them past 200 ms
// (issue 26 figures). Each is kept per entity (and filters) while the entity's stock has not moved: the version is the
// time of its last movement (one probe of stock_movements_time_idx, so a movement written by any server instance is
// seen at once), and an answer is kept at most FIGURES_TTL_MS (what the version does not see: a product created or
// deleted, a cost or a critical quantity changed in the catalogue). Requests that ask while it is computed share the
// computation.
import type { Executor } from '../../db/database';
import type { Entity } from './stock.repository';

export const FIGURES_TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  at: number;
  version: string;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

/** The entity's stock version: when it last moved (or never). */
export async function stockVersion(db: Executor, e: Entity): Promise<string> {
  const r = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('entreprise_id', '=', e.entrepriseId)
    .where('entityTypeTag', '=', e.entityTypeTag)
    .where('entity_id', '=', e.entityId)
    .executeTakeFirst();
  return versionOf(r?.at);
}

/** A latest change as a version string (PostgreSQL answers a Date, SQLite a string, an empty table nothing). */
const versionOf = (at: unknown): string => (at instanceof Date ? at.toISOString() : String(at ?? ''));

/**
 * The company's catalogue version: the latest change of its products and descriptions (deletions are soft and move
 * it too; two probes of the (entreprise_id, updated_at) indexes). A recipe added to a product is seen at the TTL.
 */
export async function catalogueVersion(db: Executor, entrepriseId: number): Promise<string> {
  const latest = (table: 'products' | 'product_descriptions') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.max('updated_at').as('at'))
      .where('entreprise_id', '=', entrepriseId)
      .executeTakeFirst()
      .then((r) => versionOf(r?.at));
  return `${await latest('products')}|${await latest('product_descriptions')}`;
}

/** `compute()`, or its answer kept for the same key and version, younger than the TTL. */
export async function keptWhileStill<T>(key: string, version: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const kept = entries.get(key);
  if (kept && kept.version === version && now - kept.at < FIGURES_TTL_MS) return kept.value as Promise<T>;
  const value = compute();
  entries.set(key, { at: now, version, value });
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** Forgets every kept answer (tests, and a catalogue write that must show at once). */
export const forgetFigures = () => entries.clear();

/** The key of an entity (and the database: tests run two apps in one process). */
export const entityKey = (db: Executor, e: Entity, extra = '') =>
  `${dbIds.get(db) ?? rememberDb(db)}:${e.entrepriseId}:${e.entityTypeTag}:${e.entityId}:${extra}`;

/** The key of something of the whole company. */
export const companyKey = (db: Executor, entrepriseId: number, extra: string) =>
  `${dbIds.get(db) ?? rememberDb(db)}:${entrepriseId}:${extra}`;

const dbIds = new WeakMap<object, number>();
let nextDb = 0;
function rememberDb(db: object): number {
  const id = ++nextDb;
  dbIds.set(db, id);
  return id;
}

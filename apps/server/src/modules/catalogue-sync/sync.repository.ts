// Reading the local catalogue's rows from either database: the store's live rows, the rows changed since a marker,
// the rows of given ids, and the signature that changes whenever the catalogue does.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { readArrays, type Database, type Executor } from '../../db/database';
import { columnsOf, rowValues, SYNC_TABLES, type SyncTable } from './sync.tables';

// Table names are whitelisted by SYNC_TABLES, so the queries work on an untyped builder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Query = SelectQueryBuilder<any, any, any>;
const loose = (db: Executor) => db as unknown as Loose;
export type SyncRow = Record<string, unknown> & { id: number };

/** The store, currency and channel a local catalogue is for. */
export interface SyncScopeOf {
  entrepriseId: number;
  magasinId: number;
  currencyTag: string;
  isWeb?: boolean;
}

const CHUNK = 500;
const chunks = <T>(xs: T[]) => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The company filter. `byId` words it `+entreprise_id` (the same test) so that SQLite walks the primary key from the
 * last page's id instead of an (entreprise_id, …) index and a sort of every row of the company for each page.
 */
const company = (alias: string, byId: boolean) => (byId ? sql`+${sql.ref(`${alias}.entreprise_id`)}` : sql.ref(`${alias}.entreprise_id`));

/** The store's prices in the currency: its own and the all-store ones (magasinId null); the web shows only visible ones. */
function priceScope(q: Query, alias: string, s: SyncScopeOf, byId = false): Query {
  let out = q
    .where(company(alias, byId), '=', s.entrepriseId)
    .where(`${alias}.deleted_at`, 'is', null)
    .where(`${alias}.currencyTag`, '=', s.currencyTag)
    .where((eb) => eb.or([eb(`${alias}.magasinId`, 'is', null), eb(`${alias}.magasinId`, '=', s.magasinId)]));
  if (s.isWeb) out = out.where(`${alias}.isHidden`, '=', false).where(`${alias}.isDisplayed`, '=', true);
  return out;
}

/** The live rows of a table within the scope, as selected columns. */
function liveQuery(db: Executor, t: SyncTable, s: SyncScopeOf, byId = false): Query {
  let q: Query = loose(db).selectFrom(`${t.server} as r`);
  if (t.local === 'PriceTagPrice') q = q.innerJoin('price_tags as pt', 'pt.id', 'r.priceTagId');
  const cols = ['id', ...t.columns, 'updated_at'].map((c) => (t.local === 'PriceTagPrice' && c === 'tag' ? 'pt.tag' : `r.${c}`));
  q = q.select(cols);
  if (t.scope === 'price') return priceScope(q, 'r', s, byId);
  q = q.where(company('r', byId), '=', s.entrepriseId).where('r.deleted_at', 'is', null);
  if (t.scope === 'of-price') q = priceScope(q.innerJoin('prices as p', 'p.id', 'r.priceId'), 'p', s, byId);
  return q;
}

/**
 * Every live row of the table in the scope, by id, as pages of at most `size` rows read by keyset (`id > last id`),
 * each row as its values in `columnsOf(t)` order (booleans as 0/1): the file of a large catalogue is built page by page,
 * never holding a whole table nor sorting it per page. On SQLite the page is read as arrays on the connection under
 * Kysely (row objects cost three quarters of the time); on PostgreSQL as arrays from the pool under Kysely.
 */
export async function* liveRowPages(database: Database, t: SyncTable, s: SyncScopeOf, size: number): AsyncGenerator<unknown[][]> {
  const cols = columnsOf(t);
  let after = 0;
  for (;;) {
    const query = liveQuery(database.db, t, s, true).where('r.id', '>', after).orderBy('r.id').limit(size);
    let page: unknown[][];
    if (database.dialect === 'sqlite') {
      page = await readArrays(database.db, query.compile());
    } else if (database.pool) {
      // PostgreSQL: the page as arrays straight from pg (rowMode 'array'), the same type parsers applied.
      const { sql: text, parameters } = query.compile();
      const res = await database.pool.query<unknown[]>({ text, values: parameters as unknown[], rowMode: 'array' });
      page = res.rows;
      for (const row of page) for (let i = 0; i < row.length; i++) if (typeof row[i] === 'boolean') row[i] = row[i] ? 1 : 0;
    } else {
      page = ((await query.execute()) as SyncRow[]).map((row) => rowValues(cols, row));
    }
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = Number(page[page.length - 1][0]);
  }
}

/** Every live row of the table in the scope, by id. */
export async function liveRows(db: Executor, t: SyncTable, s: SyncScopeOf): Promise<SyncRow[]> {
  return (await liveQuery(db, t, s).orderBy('r.id').execute()) as SyncRow[];
}

/** The live rows in scope among `ids`. */
export async function liveRowsById(db: Executor, t: SyncTable, s: SyncScopeOf, ids: number[]): Promise<SyncRow[]> {
  const out: SyncRow[] = [];
  for (const part of chunks([...new Set(ids)])) out.push(...((await liveQuery(db, t, s).where('r.id', 'in', part).execute()) as SyncRow[]));
  return out;
}

/** The live rows of a price-hanging table whose price is among `priceIds`. */
export async function liveRowsOfPrices(db: Executor, t: SyncTable, s: SyncScopeOf, priceIds: number[]): Promise<SyncRow[]> {
  const out: SyncRow[] = [];
  for (const part of chunks(priceIds)) out.push(...((await liveQuery(db, t, s).where('r.priceId', 'in', part).execute()) as SyncRow[]));
  return out;
}

/** The live rows in scope changed at or after `since`. */
export async function liveRowsSince(db: Executor, t: SyncTable, s: SyncScopeOf, since: string): Promise<SyncRow[]> {
  return (await liveQuery(db, t, s).where('r.updated_at', '>=', since).orderBy('r.id').execute()) as SyncRow[];
}

/** The ids of every row of the company changed at or after `since`, deleted or not, in scope or not. */
export async function idsSince(db: Executor, t: SyncTable, entrepriseId: number, since: string): Promise<number[]> {
  const rows = (await loose(db)
    .selectFrom(t.server)
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('updated_at', '>=', since)
    .execute()) as { id: number }[];
  return rows.map((r) => r.id);
}

/**
 * What changes with any write to the company's catalogue: per table its row count and latest change (deletions are
 * soft, so they move updated_at too). Read through the (entreprise_id, updated_at) indexes.
 */
export async function catalogueSignature(db: Executor, entrepriseId: number): Promise<string> {
  const tables = [...SYNC_TABLES.map((t) => t.server), 'price_tags'];
  const parts = await Promise.all(
    tables.map(
      async (name) =>
        (await loose(db)
          .selectFrom(name)
          .select([sql<number>`count(*)`.as('n'), sql<string | null>`max(updated_at)`.as('at')])
          .where('entreprise_id', '=', entrepriseId)
          .executeTakeFirst()) as { n: number | string; at: string | null },
    ),
  );
  return parts.map((p, i) => `${tables[i]}:${Number(p.n)}:${p.at ?? ''}`).join('|');
}

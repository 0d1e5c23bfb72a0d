// SQL shared by every catalogue entity: whitelisted lists, company-scoped lookups, soft delete and restore.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { isPostgres, type Executor } from '../../db/database';
import type { DB } from '../../db/schema';
import { applyFilters, applyPage, likeContains, type ListEntity, type ParsedList } from '../../lib/list-query';

export type CatalogueTable =
  | 'product_categories'
  | 'brands'
  | 'suppliers'
  | 'product_descriptions'
  | 'products'
  | 'prices'
  | 'price_files'
  | 'price_tags'
  | 'price_tag_prices'
  | 'detail_keys'
  | 'product_detail_keys'
  | 'compositions'
  | 'composition_relations'
  | 'combined_products'
  | 'composition_exceptions'
  | 'product_elements'
  | 'catalogue_sliders'
  | 'channels'
  | 'channel_exceptions';

// The table is a whitelisted name chosen by code, so these helpers work on an untyped builder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Executor) => db as unknown as Kysely<any>;
type Row = Record<string, unknown> & { id: number };

/** One page of an entity's list and the count of rows matching. `scope` adds the caller's own conditions. */
export async function listRows(
  db: Executor,
  entity: ListEntity,
  entrepriseId: number,
  p: ParsedList,
  scope?: (where: ReturnType<typeof sql<boolean>>[]) => void,
): Promise<{ rows: Row[]; total: number }> {
  const extra: ReturnType<typeof sql<boolean>>[] = [];
  scope?.(extra);
  let base = applyFilters(loose(db).selectFrom(`${String(entity.table)} as t`), 't', entity, entrepriseId, p);
  for (const w of extra) base = base.where(w);
  const unfiltered = !extra.length && !p.criterias.length && !p.keyword && p.trashed === 'without';
  const [rows, count] = await Promise.all([
    applyPage(base.selectAll('t'), 't', p).execute() as Promise<Row[]>,
    (unfiltered && liveCount(db, entity, entrepriseId)) ||
      (base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst() as Promise<{ n: number | string } | undefined>),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * The count of a company's live rows without counting them when the entity keeps it (its live count table, both
 * databases), else on SQLite from the entity's live index alone; null where neither applies.
 */
export function liveCountQuery(db: Executor, entity: ListEntity, entrepriseId: number) {
  if (entity.liveCountTable)
    return sql<{
      n: number;
    }>`select coalesce((select n from ${sql.table(entity.liveCountTable)} where entreprise_id = ${entrepriseId}), 0) as n`;
  if (!entity.liveCountIndex || isPostgres(db)) return null;
  return sql<{ n: number }>`select count(*) as n from ${sql.table(String(entity.table))} as t indexed by ${sql.raw(entity.liveCountIndex)}
    where t.entreprise_id = ${entrepriseId} and t.deleted_at is null`;
}

function liveCount(db: Executor, entity: ListEntity, entrepriseId: number) {
  return liveCountQuery(db, entity, entrepriseId)
    ?.execute(db)
    .then((r) => r.rows[0]);
}

export async function findRow(
  db: Executor,
  table: CatalogueTable,
  entrepriseId: number,
  id: number,
  trashed = false,
): Promise<Row | undefined> {
  return (await loose(db)
    .selectFrom(table)
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', trashed ? 'is not' : 'is', null)
    .executeTakeFirst()) as Row | undefined;
}

export async function findRows(
  db: Executor,
  table: CatalogueTable,
  entrepriseId: number,
  column: string,
  values: number[],
): Promise<Row[]> {
  if (!values.length) return [];
  // By id on SQLite, the company test is written `+entreprise_id` so that no company index can serve it: without
  // statistics SQLite otherwise walked a company index over every row (30 articles by id: 10.7 ms at 100,000, issue 11).
  const company = column === 'id' && !isPostgres(db) ? sql<number>`+entreprise_id` : sql.ref<number>('entreprise_id');
  return (await loose(db)
    .selectFrom(table)
    .selectAll()
    .where(company, '=', entrepriseId)
    .where(column, 'in', [...new Set(values)])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()) as Row[];
}

/** Every live row of a table, oldest first. */
export async function allLive(db: Executor, table: CatalogueTable, entrepriseId: number): Promise<Row[]> {
  return (await loose(db)
    .selectFrom(table)
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()) as Row[];
}

/** The tags (with their text), images and combined products (with their product's label) of prices: three queries
 *  run together, each tag and part name joined in SQL rather than looked up row by row. */
export async function priceRelationRows(db: Executor, entrepriseId: number, priceIds: number[]) {
  const ids = [...new Set(priceIds)];
  if (!ids.length) return { tags: [] as { priceId: number; tag: string }[], files: [] as Row[], combined: [] as Row[] };
  const [tags, files, combined] = await Promise.all([
    loose(db)
      .selectFrom('price_tag_prices as l')
      .innerJoin('price_tags as t', (j) =>
        j.onRef('t.id', '=', 'l.priceTagId').on('t.entreprise_id', '=', entrepriseId).on('t.deleted_at', 'is', null),
      )
      .select(['l.priceId', 't.tag'])
      .where('l.entreprise_id', '=', entrepriseId)
      .where('l.priceId', 'in', ids)
      .where('l.deleted_at', 'is', null)
      .orderBy('l.id')
      .execute() as Promise<{ priceId: number; tag: string }[]>,
    findRows(db, 'price_files', entrepriseId, 'priceId', ids),
    loose(db)
      .selectFrom('combined_products as c')
      .leftJoin('products as p', (j) =>
        j.onRef('p.id', '=', 'c.productId').on('p.entreprise_id', '=', entrepriseId).on('p.deleted_at', 'is', null),
      )
      .leftJoin('product_descriptions as d', (j) =>
        j.onRef('d.id', '=', 'p.productDescriptionId').on('d.entreprise_id', '=', entrepriseId).on('d.deleted_at', 'is', null),
      )
      .selectAll('c')
      .select('d.label as partLabel')
      .where('c.entreprise_id', '=', entrepriseId)
      .where('c.priceId', 'in', ids)
      .where('c.deleted_at', 'is', null)
      .orderBy('c.id')
      .execute() as unknown as Promise<Row[]>,
  ]);
  return { tags, files, combined };
}

/** The ids among `ids` that are live rows of the company. */
export async function liveIds(db: Executor, table: CatalogueTable, entrepriseId: number, ids: number[]): Promise<number[]> {
  return (await findRows(db, table, entrepriseId, 'id', ids)).map((r) => r.id);
}

export async function insertRow(db: Executor, table: CatalogueTable, values: Record<string, unknown>): Promise<number> {
  const r = (await loose(db).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
  return r.id;
}

export async function insertRows(db: Executor, table: CatalogueTable, values: Record<string, unknown>[]): Promise<void> {
  // Batches keep SQLite under its bound-parameter limit.
  for (let i = 0; i < values.length; i += 200)
    await loose(db)
      .insertInto(table)
      .values(values.slice(i, i + 200))
      .execute();
}

export async function updateRows(
  db: Executor,
  table: CatalogueTable,
  entrepriseId: number,
  column: string,
  values: number[],
  set: Record<string, unknown>,
): Promise<number> {
  if (!values.length) return 0;
  const r = await loose(db)
    .updateTable(table)
    .set(set)
    .where('entreprise_id', '=', entrepriseId)
    .where(column, 'in', [...new Set(values)])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Soft delete (a tombstone the offline catalogue syncs). */
export const softDelete = (db: Executor, table: CatalogueTable, entrepriseId: number, column: string, values: number[], now: string) =>
  updateRows(db, table, entrepriseId, column, values, { deleted_at: now, updated_at: now });

/** Restores the rows deleted at the same instant as the parent (what its deletion took with it). */
export async function restoreRows(
  db: Executor,
  table: CatalogueTable,
  entrepriseId: number,
  column: string,
  value: number,
  deletedAt: string,
  now: string,
) {
  await loose(db)
    .updateTable(table)
    .set({ deleted_at: null, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where(column, '=', value)
    .where('deleted_at', '=', deletedAt)
    .execute();
}

/** Counts live rows per value of a column (e.g. products per category). */
export async function countBy(db: Executor, table: CatalogueTable, entrepriseId: number, column: string, values: number[]) {
  const out = new Map<number, number>();
  if (!values.length) return out;
  const rows = (await loose(db)
    .selectFrom(table)
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where('entreprise_id', '=', entrepriseId)
    .where(column, 'in', values)
    .where('deleted_at', 'is', null)
    .groupBy(column)
    .execute()) as Record<string, number>[];
  for (const r of rows) out.set(Number(r[column]), Number(r.n));
  return out;
}

/** A live row of the table with the same value in `column` (case-insensitive), except `exceptId`. */
export async function findSameText(
  db: Executor,
  table: CatalogueTable,
  entrepriseId: number,
  column: string,
  value: string,
  exceptId?: number,
  extra?: Record<string, unknown>,
) {
  let q = loose(db)
    .selectFrom(table)
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', [column]), '=', value.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  for (const [k, v] of Object.entries(extra ?? {})) q = v === null ? q.where(k, 'is', null) : q.where(k, '=', v);
  return (await q.executeTakeFirst()) as { id: number } | undefined;
}

export type { DB };

/** How PostgreSQL's name index was built (issue 11 migration): trigram when pg_trgm was available, else full-text. */
const pgNameIndex = new WeakMap<object, Promise<'trgm' | 'fts'>>();

/** What the name index is asked: the match expression's value, and on PostgreSQL which index there is. */
export interface NameMatch {
  match: string;
  /** PostgreSQL's trigram index (a `like`); undefined: SQLite's FTS5 or PostgreSQL's full-text index. */
  trgm?: true;
}

/** The name index's question for `text` (normalised); null when the index cannot answer (under 3 characters). */
export async function nameMatchOf(db: Executor, text: string): Promise<NameMatch | null> {
  const needle = text.trim();
  if ([...needle].length < 3) return null;
  if (!isPostgres(db)) return { match: `"${needle.replace(/"/g, '""')}"` };
  const key = db.getExecutor();
  if (!pgNameIndex.has(key))
    pgNameIndex.set(
      key,
      sql<{
        n: number;
      }>`select count(*) as n from pg_indexes where indexname = 'prices_search_trgm_idx' and schemaname = current_schema()`
        .execute(db)
        .then((r) => (Number(r.rows[0]?.n) > 0 ? 'trgm' : 'fts')),
    );
  if ((await pgNameIndex.get(key)!) === 'trgm') return { match: likeContains(needle), trgm: true };
  const words = needle.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return { match: words.map((w) => `${w}:*`).join(' & ') };
}

/**
 * Narrows a query over `prices as p` to the prices whose search text matches `m` (nameMatchOf), through the name
 * index rather than a scan: SQLite's FTS5 trigram table joined by rowid (the index drives the query, each match looked up
 * by id), PostgreSQL's trigram (or full-text) GIN index. Looks only at `m`'s shape: usable in a prepared statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function whereNameMatch<Q extends SelectQueryBuilder<any, any, any>>(db: Executor, query: Q, m: NameMatch): Q {
  if (!isPostgres(db))
    return query.innerJoin('prices_fts', 'prices_fts.rowid', 'p.id').where(sql<boolean>`prices_fts match ${m.match}`) as Q;
  return query.where(
    m.trgm
      ? sql<boolean>`p."searchText" like ${m.match} escape '\\'`
      : sql<boolean>`to_tsvector('simple', p."searchText") @@ to_tsquery('simple', ${m.match})`,
  ) as Q;
}

/** whereNameMatch for `text`; null when the index cannot answer (under 3 characters). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function whereNameMatches<Q extends SelectQueryBuilder<any, any, any>>(
  db: Executor,
  query: Q,
  text: string,
): Promise<Q | null> {
  const m = await nameMatchOf(db, text);
  return m && whereNameMatch(db, query, m);
}

/** SQLite: how many segments the FTS5 name index is in (null on PostgreSQL). */
export async function nameIndexSegments(db: Executor): Promise<number | null> {
  if (isPostgres(db)) return null;
  const r = await sql<{ n: number }>`select count(distinct segid) as n from prices_fts_idx`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * SQLite: merges the FTS5 name index into one segment once it is in more than `above`. A bulk write (an import, the
 * bench's 100,000 prices) leaves it in many, and every search probes each one (16 segments at 100,000 prices: a rare
 * word 0.8 ms of SQL, one segment 0.1 ms). The merge goes in steps of `pages` pages (a few ms each) with a turn of the
 * event loop between them, so requests go on meanwhile (100,000 prices: ~40 steps, 0.2 s in all). Returns the steps.
 */
export async function mergeNameIndex(db: Executor, above = 4, pages = 64): Promise<number> {
  let segments = await nameIndexSegments(db);
  if (segments === null || segments <= above) return 0;
  let steps = 0;
  // A negative page count lets FTS5 merge segments of any level (an incremental 'optimize').
  while (segments > 1 && steps < 2_000) {
    await sql`insert into prices_fts(prices_fts, rank) values ('merge', ${-pages})`.execute(db);
    steps++;
    await new Promise((resolve) => setImmediate(resolve));
    segments = (await nameIndexSegments(db)) ?? 0;
  }
  return steps;
}

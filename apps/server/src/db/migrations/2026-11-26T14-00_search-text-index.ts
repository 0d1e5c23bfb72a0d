// Issue 11: PostgreSQL's trigram index on prices' search text as it is stored, not on lower() of it. The search text
// is written lower-cased (searchTextOf), so matching it as it is finds the same rows, and a common word's name probe,
// which scans rows in order until it has enough, no longer lower-cases each one (0.41–0.66 ms → 0.19 ms for 100
// matches at 100,000 prices). Rows written otherwise are lower-cased here first. SQLite (FTS5) is unchanged. Frozen once
// landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPg = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The schema pg_trgm is installed in, if the trigram index was made (else the full-text one stands). */
async function trigramIndexSchema(db: Kysely<any>): Promise<string | null> {
  const index = await sql`select 1 from pg_indexes where indexname = 'prices_search_trgm_idx' and schemaname = current_schema()`.execute(
    db,
  );
  if (!index.rows.length) return null;
  const ext = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  return ext.rows[0]?.schema ?? null;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPg(db)) return;
  const trgm = await trigramIndexSchema(db);
  if (!trgm) return;
  await sql`update prices set "searchText" = lower("searchText") where "searchText" <> lower("searchText")`.execute(db);
  await sql`drop index prices_search_trgm_idx`.execute(db);
  await sql.raw(`create index prices_search_trgm_idx on prices using gin ("searchText" "${trgm}".gin_trgm_ops)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPg(db)) return;
  const trgm = await trigramIndexSchema(db);
  if (!trgm) return;
  await sql`drop index prices_search_trgm_idx`.execute(db);
  await sql.raw(`create index prices_search_trgm_idx on prices using gin (lower("searchText") "${trgm}".gin_trgm_ops)`).execute(db);
}

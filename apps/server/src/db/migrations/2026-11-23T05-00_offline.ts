// Issue 11: name search over a large catalogue by index, not by scan (behind the catalogue repository), and the price
// list's default order by index.
// SQLite: an FTS5 trigram index over prices.searchText (external content, kept by triggers). PostgreSQL: a pg_trgm GIN
// index over lower("searchText") when the extension is there or can be created, else a full-text GIN index.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The price list's default order (order, label, id) over the company's live prices: a page without a sort of all.
  await sql`create index prices_list_idx on prices (entreprise_id, "order", label, id) where deleted_at is null`.execute(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`create virtual table prices_fts using fts5("searchText", content='prices', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger prices_fts_ai after insert on prices begin
      insert into prices_fts(rowid, "searchText") values (new.id, new."searchText"); end`.execute(db);
    await sql`create trigger prices_fts_ad after delete on prices begin
      insert into prices_fts(prices_fts, rowid, "searchText") values ('delete', old.id, old."searchText"); end`.execute(db);
    await sql`create trigger prices_fts_au after update of "searchText" on prices begin
      insert into prices_fts(prices_fts, rowid, "searchText") values ('delete', old.id, old."searchText");
      insert into prices_fts(rowid, "searchText") values (new.id, new."searchText"); end`.execute(db);
    await sql`insert into prices_fts(prices_fts) values ('rebuild')`.execute(db);
    return;
  }
  const trgm = await trigramSchema(db);
  if (trgm) {
    await sql.raw(`create index prices_search_trgm_idx on prices using gin (lower("searchText") "${trgm}".gin_trgm_ops)`).execute(db);
  } else {
    await sql`create index prices_search_fts_idx on prices using gin (to_tsvector('simple', "searchText"))`.execute(db);
  }
}

/** The schema pg_trgm lives in: already installed, or installed now if the server offers it; null if unavailable. */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema ?? null;
  const found = await installed();
  if (found) return found;
  const offered = (await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db)).rows.length > 0;
  if (!offered) return null;
  await sql`create extension if not exists pg_trgm`.execute(db);
  return installed();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists prices_list_idx`.execute(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const t of ['prices_fts_ai', 'prices_fts_ad', 'prices_fts_au']) await sql.raw(`drop trigger if exists ${t}`).execute(db);
    await sql`drop table if exists prices_fts`.execute(db);
    return;
  }
  await sql`drop index if exists prices_search_trgm_idx`.execute(db);
  await sql`drop index if exists prices_search_fts_idx`.execute(db);
}

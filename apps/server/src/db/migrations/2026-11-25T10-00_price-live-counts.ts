// Issue 11: the price list's total without counting the catalogue. Each company's count of live prices is kept by
// triggers on prices (insert, delete, a change of deleted_at or of company), so an unfiltered list page reads one row
// instead of counting 100,000 index entries (10 ms on SQLite, more on PostgreSQL). Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table price_live_counts (entreprise_id integer primary key, n integer not null)`.execute(db);
  await sql`insert into price_live_counts (entreprise_id, n)
    select entreprise_id, count(*) from prices where deleted_at is null group by entreprise_id`.execute(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`create trigger price_live_counts_ai after insert on prices when new.deleted_at is null begin
      insert into price_live_counts (entreprise_id, n) values (new.entreprise_id, 1)
        on conflict (entreprise_id) do update set n = n + 1; end`.execute(db);
    await sql`create trigger price_live_counts_ad after delete on prices when old.deleted_at is null begin
      update price_live_counts set n = n - 1 where entreprise_id = old.entreprise_id; end`.execute(db);
    await sql`create trigger price_live_counts_au after update of deleted_at, entreprise_id on prices begin
      update price_live_counts set n = n - 1 where entreprise_id = old.entreprise_id and old.deleted_at is null;
      insert into price_live_counts (entreprise_id, n) select new.entreprise_id, 1 where new.deleted_at is null
        on conflict (entreprise_id) do update set n = n + 1; end`.execute(db);
    return;
  }
  await sql`create function price_live_counts_keep() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
        update price_live_counts set n = n - 1 where entreprise_id = old.entreprise_id;
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.deleted_at is null then
        insert into price_live_counts (entreprise_id, n) values (new.entreprise_id, 1)
          on conflict (entreprise_id) do update set n = price_live_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger price_live_counts_keep after insert or delete or update of deleted_at, entreprise_id on prices
    for each row execute function price_live_counts_keep()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const t of ['price_live_counts_ai', 'price_live_counts_ad', 'price_live_counts_au'])
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
  } else {
    await sql`drop trigger if exists price_live_counts_keep on prices`.execute(db);
    await sql`drop function if exists price_live_counts_keep()`.execute(db);
  }
  await sql`drop table if exists price_live_counts`.execute(db);
}

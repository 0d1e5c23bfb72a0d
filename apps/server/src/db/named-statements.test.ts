// PostgreSQL (db/database.ts): a statement with parameters runs as a named prepared statement, parsed and planned once
// per connection and only bound and executed after; the same text keeps its name, and one without parameters (BEGIN,
// DDL) runs as it is. On SQLite, better-sqlite3 keeps its own prepared statements (not tested here).
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema } from '../../test/pg-schemas';
import { createDatabase, pgIdleTimeoutMs, pgSessionOptions, warmPool, type Database } from './database';

const url = process.env.TEST_POSTGRES_URL;
const schema = `named_${Date.now().toString(36)}`;
let database: Database;

describe.runIf(process.env.TEST_DB === 'postgres' && url)('PostgreSQL named statements', () => {
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    database = createDatabase(url!, { searchPath: schema, poolSize: 1 });
    await sql`create table t (n integer primary key, label text)`.execute(database.db);
  });
  afterAll(async () => {
    await database.db.destroy();
    await dropSchema(url!, schema);
  });

  it('starts its sessions in the schema asked, without parallel workers (pgSessionOptions)', async () => {
    const show = async (name: string) => (await sql.raw<Record<string, string>>(`show ${name}`).execute(database.db)).rows[0][name];
    expect(await show('max_parallel_workers_per_gather')).toBe('0');
    expect(await show('search_path')).toBe(schema);
    expect(pgSessionOptions({ PG_MAX_PARALLEL_WORKERS: ' 2 ' })).toBe('-c max_parallel_workers_per_gather=2');
    expect(pgSessionOptions({ PG_MAX_PARALLEL_WORKERS: 'two' })).toBe('-c max_parallel_workers_per_gather=0');
  });

  it('opens the pool before the first request (warmPool) and keeps idle connections ten minutes', async () => {
    const pool = createDatabase(url!, { searchPath: schema, poolSize: 3 });
    try {
      expect(pool.pool!.totalCount).toBe(0);
      await warmPool(pool, {});
      expect([pool.pool!.totalCount, pool.pool!.idleCount]).toEqual([3, 3]);
      expect(pool.pool!.options.idleTimeoutMillis).toBe(600_000);
      expect(pgIdleTimeoutMs({ PG_IDLE_TIMEOUT_MS: '1000' })).toBe(1000);
    } finally {
      await pool.close();
    }
  });

  it('prepares a statement with parameters once on the connection and runs it again by name', async () => {
    const prepared = () => sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(database.db);
    expect((await prepared()).rows).toEqual([]);
    for (const n of [1, 2, 3])
      await database.db
        .insertInto('t' as never)
        .values({ n, label: `l${n}` } as never)
        .execute();
    const found = await database.db
      .selectFrom('t' as never)
      .select(['n' as never])
      .where('n' as never, '>', 1 as never)
      .execute();
    expect(found).toEqual([{ n: 2 }, { n: 3 }]);
    const statements = (await prepared()).rows.map((r) => r.statement);
    // One insert text for three inserts, and the select: two statements on the connection, nothing unnamed kept.
    expect(statements).toHaveLength(2);
    expect(statements.some((s) => /^insert into "t"/.test(s))).toBe(true);
    expect(statements.some((s) => /^select "n" from "t"/.test(s))).toBe(true);
    // The same texts again: still two, answered by name.
    await database.db
      .insertInto('t' as never)
      .values({ n: 4, label: 'l4' } as never)
      .execute();
    expect((await prepared()).rows).toHaveLength(2);
  });
});

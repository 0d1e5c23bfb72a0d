// The test files' PostgreSQL schemas, side by side in one database, made and dropped while other files migrate theirs.
// Kysely's migrator looks for its tables through the database's whole catalogue (pg_get_serial_sequence of every
// table of every schema): a schema dropped by a file that ends while another file migrates fails that migration
// ('schema "t_…" does not exist', 'column "id" of relation … does not exist'). So migrating holds a shared lock and
// dropping an exclusive one: migrations run side by side, and a drop waits for them (and they for it).
import pg from 'pg';

const SCHEMAS_LOCK = 7_324_011;

async function underLock<T>(url: string, mode: 'shared' | 'exclusive', fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [SCHEMAS_LOCK]);
    return await fn();
  } finally {
    await client.end();
  }
}

/** Runs `fn` (an app's start, which migrates its schema) while no schema is being dropped. */
export const whileMigrating = <T>(url: string, fn: () => Promise<T>): Promise<T> => underLock(url, 'shared', fn);

/** Drops a test schema once no file is migrating. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  await underLock(url, 'exclusive', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
    } finally {
      await client.end();
    }
  });
}

// Once before the server suite: on PostgreSQL, pg_trgm goes into `public`, shared by every test file's schema. Left to
// the first migration that needs it, it would land in that file's own schema and go with it when the file drops its
// schema, under the feet of the files running at the same time (their trigram indexes, their migrations).
import pg from 'pg';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const offered = await client.query(`select 1 from pg_available_extensions where name = 'pg_trgm'`);
    if (offered.rows.length) await client.query('create extension if not exists pg_trgm schema public');
  } finally {
    await client.end();
  }
}

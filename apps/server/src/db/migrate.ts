// Runs the migrations in migrations/ (ISO-dated names), bundled statically so the built server carries them.
import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/2026-11-22T00-00_foundation';
import * as administration from './migrations/2026-11-22T01-00_administration';
import * as catalogue from './migrations/2026-11-23T01-00_catalogue';

const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T00-00_foundation': foundation,
  '2026-11-22T01-00_administration': administration,
  '2026-11-23T01-00_catalogue': catalogue,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL, name the schema: Kysely otherwise finds its lock table in any schema of the database (another
  // tenant's or test's) and skips creating it in ours.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({ db, provider: new StaticProvider(), migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}

// Production planning of orders (product-spec §4: plannified, in_production, ready, lost): the order's planning state
// and when it last moved; null while the order is not planned. The moves are written to the audit log.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema.alterTable('commands').addColumn('planning', 'varchar(20)').execute();
  await db.schema.alterTable('commands').addColumn('planningAt', ts).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('commands').dropColumn('planningAt').execute();
  await db.schema.alterTable('commands').dropColumn('planning').execute();
}

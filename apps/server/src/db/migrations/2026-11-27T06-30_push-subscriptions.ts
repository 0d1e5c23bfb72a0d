// Web Push (issue 25 point 3): one subscription per user and device (its push service endpoint), under the push
// identity user-id-{id}. Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const t = db.schema.createTable('push_subscriptions');
  await (pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('identity', 'varchar(60)', (c) => c.notNull())
    // A device's browser has one endpoint; subscribing it again (another user signed in there) takes it over.
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').columns(['entreprise_id', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_user_idx').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

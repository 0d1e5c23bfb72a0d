// Notifications read (issue 25): the notification types (reference rows), which types each user receives per store
// (user_notification_magasins), and who has viewed which notification (notification_views). Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const TYPES = [
  ['open_cash', 'Open cash'],
  ['close_cash', 'Close cash'],
  ['withdrawal', 'Withdrawal'],
  ['critical_stock', 'Critical stock'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const id = pg
    ? (t: ReturnType<typeof db.schema.createTable>) => t.addColumn('id', 'serial', (c) => c.primaryKey())
    : (t: ReturnType<typeof db.schema.createTable>) => t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('notification_types'))
    .addColumn('tag', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('intitule', 'varchar(190)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('notification_types')
    .values(TYPES.map(([tag, intitule]) => ({ tag, intitule })))
    .execute();

  // A user with no row receives every type for each store in their scope; with rows, exactly those.
  await id(db.schema.createTable('user_notification_magasins'))
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    .addColumn('notification_type_id', 'integer', (c) => c.notNull().references('notification_types.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('uq_user_notification_magasins', ['entreprise_id', 'user_id', 'magasin_id', 'notification_type_id'])
    .execute();

  await db.schema
    .createTable('notification_views')
    .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewed_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('notification_views_pk', ['user_id', 'notification_id'])
    .execute();

  // A store's list, newest first.
  await db.schema.createIndex('notifications_magasin_idx').on('notifications').columns(['entreprise_id', 'magasin_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_magasin_idx').execute();
  for (const t of ['notification_views', 'user_notification_magasins', 'notification_types']) await db.schema.dropTable(t).execute();
}

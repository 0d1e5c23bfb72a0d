// Which notification types a role's members receive (issue 25, /settings/notifications per role): a role's choice
// applies to its members who have none of their own (user_notification_magasins); a role without a choice lets its
// members receive every type. The types of orders (a new order from afar, an order ready, an order due today).
// Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const ORDER_TYPES = [
  ['order_new', 'New order'],
  ['order_ready', 'Order ready'],
  ['order_due', 'Order due today'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  // A row: the role has chosen (its types below, possibly none).
  await db.schema
    .createTable('role_notification_choices')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('role_notification_choices_pk', ['entreprise_id', 'role_id'])
    .execute();
  await db.schema
    .createTable('role_notification_types')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('notification_type_id', 'integer', (c) => c.notNull().references('notification_types.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_notification_types_pk', ['entreprise_id', 'role_id', 'notification_type_id'])
    .execute();
  await db
    .insertInto('notification_types')
    .values(ORDER_TYPES.map(([tag, intitule]) => ({ tag, intitule })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('notification_types')
    .where(
      'tag',
      'in',
      ORDER_TYPES.map(([tag]) => tag),
    )
    .execute();
  await db.schema.dropTable('role_notification_types').execute();
  await db.schema.dropTable('role_notification_choices').execute();
}

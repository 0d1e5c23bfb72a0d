// Stock and inventory (api-spec 7.7): an inventory count is an 'inventaire' movement of the difference between what
// was counted and the level; the movement keeps what was counted and when the device says it was counted, so the
// inventories list shows the count itself, not only its difference. Stock operations move stock between stores (an
// expedition sent by one store, received by another) or out of one (a loss): the operation, its lines and its
// timeline (each state it reached, who and when); the movements it writes point at it. A store's movements are
// indexed by time for its stock by business day. Frozen once landed.
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  const ref =
    (target: string, required = true, onDelete: 'cascade' | 'set null' = 'cascade'): Col =>
    (c) => {
      const r = c.references(`${target}.id`).onDelete(onDelete);
      return required ? r.notNull() : r;
    };
  const company = ref('entreprises');
  const notNull: Col = (c) => c.notNull();
  const created: Col = (c) => c.notNull().defaultTo(now);

  await table('stock_operations')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('type', 'varchar(40)', notNull)
    .addColumn('state', 'varchar(20)', notNull)
    .addColumn('entityTypeTag', 'varchar(20)', notNull)
    .addColumn('source_id', 'integer', notNull)
    .addColumn('target_id', 'integer')
    .addColumn('note', 'varchar(500)')
    .addColumn('user_id', 'integer', ref('users', false, 'set null'))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema.createIndex('stock_operations_idx').on('stock_operations').columns(['entreprise_id', 'state', 'id']).execute();
  await table('stock_operation_lines')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('operation_id', 'integer', ref('stock_operations'))
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('quantity', 'numeric(14, 3)', notNull)
    .addColumn('received', 'numeric(14, 3)')
    .execute();
  await db.schema.createIndex('stock_operation_lines_idx').on('stock_operation_lines').column('operation_id').execute();
  await table('stock_operation_events')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('operation_id', 'integer', ref('stock_operations'))
    .addColumn('state', 'varchar(20)', notNull)
    .addColumn('note', 'varchar(500)')
    .addColumn('user_id', 'integer', ref('users', false, 'set null'))
    .addColumn('created_at', ts, created)
    .execute();
  await db.schema.createIndex('stock_operation_events_idx').on('stock_operation_events').column('operation_id').execute();

  await db.schema.alterTable('stock_movements').addColumn('counted', 'numeric(14, 3)').execute();
  await db.schema.alterTable('stock_movements').addColumn('countedAt', ts).execute();
  // A plain column (operations are never deleted): SQLite cannot drop a column that is a foreign key.
  await db.schema.alterTable('stock_movements').addColumn('stock_operation_id', 'integer').execute();
  // The inventory counts of a store (a partial index: the sales, most of the movements, do not maintain it).
  await db.schema
    .createIndex('stock_movements_counts_idx')
    .on('stock_movements')
    .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'id'])
    .where(sql.ref('type'), '=', 'inventaire')
    .execute();
  // A store's movements by time: a business day's stock (its period, from one opening to the next).
  await db.schema
    .createIndex('stock_movements_time_idx')
    .on('stock_movements')
    .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_movements_time_idx').execute();
  await db.schema.dropIndex('stock_movements_counts_idx').execute();
  for (const c of ['stock_operation_id', 'countedAt', 'counted']) await db.schema.alterTable('stock_movements').dropColumn(c).execute();
  for (const t of ['stock_operation_events', 'stock_operation_lines', 'stock_operations']) await db.schema.dropTable(t).execute();
}

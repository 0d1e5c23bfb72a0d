// The till and orders (issue 12): what a sale records beyond the caisse issue's order shape (source, discounts,
// taxes, promo code, points, state history, lines' compositions and returns), serial numbers, and the stock ledger
// core (movements per stock entity and product, with the level kept in the same transaction). Frozen once landed.
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
  const notNull: Col = (c) => c.notNull();
  const ref =
    (target: string, required = true, onDelete: 'cascade' | 'set null' = 'cascade'): Col =>
    (c) => {
      const r = c.references(`${target}.id`).onDelete(onDelete);
      return required ? r.notNull() : r;
    };
  const company = ref('entreprises');
  const money: Col = (c) => c.notNull().defaultTo(0);
  const created: Col = (c) => c.notNull().defaultTo(now);

  const addToCommands: [string, string, Col][] = [
    ['source', 'varchar(40)', (c) => c],
    ['orderRemise', 'bigint', money],
    ['change', 'bigint', money],
    ['taxes', 'text', (c) => c],
    ['codePromo', 'varchar(64)', (c) => c],
    ['pointsEarned', 'integer', (c) => c.notNull().defaultTo(0)],
    ['previousEtat', 'varchar(40)', (c) => c],
    ['remindTimeAt', 'varchar(40)', (c) => c],
  ];
  for (const [name, type, col] of addToCommands)
    await db.schema
      .alterTable('commands')
      .addColumn(name, type as 'text', col)
      .execute();
  await db.schema.createIndex('commands_client_idx').on('commands').columns(['entreprise_id', 'client_id', 'created_at']).execute();

  const addToLines: [string, string, Col][] = [
    ['returnedQuantity', 'numeric(14, 3)', (c) => c.notNull().defaultTo(0)],
    ['orderRemise', 'bigint', money],
    ['compositions', 'text', (c) => c],
    ['notes', 'varchar(255)', (c) => c],
  ];
  for (const [name, type, col] of addToLines)
    await db.schema
      .alterTable('command_lines')
      .addColumn(name, type as 'text', col)
      .execute();

  // Every state change of an order: who, when, from, to, why, and the approval that allowed it.
  await table('command_states')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('command_id', 'integer', ref('commands'))
    .addColumn('from', 'varchar(40)')
    .addColumn('to', 'varchar(40)', notNull)
    .addColumn('user_id', 'integer', ref('users', false, 'set null'))
    .addColumn('approval_id', 'integer', ref('approvals', false, 'set null'))
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', ts, created)
    .execute();
  await db.schema.createIndex('command_states_command_idx').on('command_states').columns(['command_id', 'id']).execute();

  // Serial numbers sold (products with withSerialNumber).
  await table('serial_numbers')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('command_id', 'integer', ref('commands'))
    .addColumn('command_line_id', 'integer', ref('command_lines'))
    .addColumn('price_id', 'integer')
    .addColumn('serialNumber', 'varchar(120)', notNull)
    .addColumn('created_at', ts, created)
    .execute();
  await db.schema.createIndex('serial_numbers_idx').on('serial_numbers').columns(['entreprise_id', 'serialNumber']).execute();

  // The stock ledger (DESIGN.md §3): one row per movement; the level per entity and product is kept in the same
  // transaction and always equals the sum of the movements.
  await table('stock_movements')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('entityTypeTag', 'varchar(20)', notNull)
    .addColumn('entity_id', 'integer', notNull)
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('type', 'varchar(40)', notNull)
    .addColumn('quantity', 'numeric(14, 3)', notNull)
    .addColumn('command_id', 'integer', ref('commands', false, 'set null'))
    .addColumn('command_line_id', 'integer', ref('command_lines', false, 'set null'))
    .addColumn('user_id', 'integer', ref('users', false, 'set null'))
    .addColumn('created_at', ts, created)
    .execute();
  await db.schema
    .createIndex('stock_movements_entity_idx')
    .on('stock_movements')
    .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id', 'created_at'])
    .execute();
  await db.schema.createIndex('stock_movements_command_idx').on('stock_movements').column('command_id').execute();

  await db.schema
    .createTable('stock_levels')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('entityTypeTag', 'varchar(20)', notNull)
    .addColumn('entity_id', 'integer', notNull)
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('quantity', 'numeric(14, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts, created)
    .addPrimaryKeyConstraint('stock_levels_pk', ['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['stock_levels', 'stock_movements', 'serial_numbers', 'command_states']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('commands_client_idx').execute();
  for (const c of ['returnedQuantity', 'orderRemise', 'compositions', 'notes'])
    await db.schema.alterTable('command_lines').dropColumn(c).execute();
  for (const c of ['source', 'orderRemise', 'change', 'taxes', 'codePromo', 'pointsEarned', 'previousEtat', 'remindTimeAt'])
    await db.schema.alterTable('commands').dropColumn(c).execute();
}

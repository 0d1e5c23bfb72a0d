// Stock, completed (issue 26): the central purchasing warehouse and labs as stock entities beside the stores (levels,
// movements and operations keep their entity by type and id), every operation type of product-spec §4 on the one
// operation model (a transfer's target has its type; a supplier; a switch's reason), lines given in units or cartons
// with a buying price, one line per product of an operation (a count saves each line as it is entered, once), and the
// products' units per carton. Frozen once landed.
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
  const company: Col = (c) => c.references('entreprises.id').onDelete('cascade').notNull();
  const created: Col = (c) => c.notNull().defaultTo(now);

  await table('central_achats')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('intitule', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .addColumn('deleted_at', ts)
    .execute();
  await db.schema.createIndex('central_achats_idx').on('central_achats').column('entreprise_id').execute();
  await table('labs')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('intitule', 'varchar(120)', (c) => c.notNull())
    .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').onDelete('set null'))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .addColumn('deleted_at', ts)
    .execute();
  await db.schema.createIndex('labs_idx').on('labs').column('entreprise_id').execute();

  await db.schema.alterTable('stock_operations').addColumn('targetTypeTag', 'varchar(20)').execute();
  await db.schema.alterTable('stock_operations').addColumn('supplier_id', 'integer').execute();
  await db.schema.alterTable('stock_operations').addColumn('reason', 'varchar(20)').execute();
  await db.updateTable('stock_operations').set({ targetTypeTag: 'magasin' }).where('target_id', 'is not', null).execute();
  // The closing count of a store's day (mandatory inventory) and an entity's operations by kind.
  await db.schema
    .createIndex('stock_operations_entity_idx')
    .on('stock_operations')
    .columns(['entreprise_id', 'entityTypeTag', 'source_id', 'type', 'state'])
    .execute();
  // Every step across the company's operations, newest first (the timeline screen).
  await db.schema.createIndex('stock_operation_events_company_idx').on('stock_operation_events').columns(['entreprise_id', 'id']).execute();

  await db.schema
    .alterTable('stock_operation_lines')
    .addColumn('nature', 'varchar(10)', (c) => c.notNull().defaultTo('unity'))
    .execute();
  await db.schema.alterTable('stock_operation_lines').addColumn('perCarton', 'numeric(14, 3)').execute();
  await db.schema.alterTable('stock_operation_lines').addColumn('unitCost', 'bigint').execute();
  await db.schema.alterTable('stock_operation_lines').addColumn('countedAt', ts).execute();
  await db.schema
    .createIndex('stock_operation_lines_product_idx')
    .on('stock_operation_lines')
    .columns(['operation_id', 'product_id'])
    .unique()
    .execute();

  await db.schema.alterTable('products').addColumn('unitsPerCarton', 'numeric(14, 3)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('unitsPerCarton').execute();
  await db.schema.dropIndex('stock_operation_lines_product_idx').execute();
  for (const c of ['countedAt', 'unitCost', 'perCarton', 'nature'])
    await db.schema.alterTable('stock_operation_lines').dropColumn(c).execute();
  await db.schema.dropIndex('stock_operation_events_company_idx').execute();
  await db.schema.dropIndex('stock_operations_entity_idx').execute();
  for (const c of ['reason', 'supplier_id', 'targetTypeTag']) await db.schema.alterTable('stock_operations').dropColumn(c).execute();
  await db.schema.dropTable('labs').execute();
  await db.schema.dropTable('central_achats').execute();
}

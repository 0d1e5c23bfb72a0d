// Central purchasing (issue 26 point 5, api-spec 7.14): a store's order to the central warehouse and its lines, the
// serial numbers the warehouse ships with an order (the xlsx template), and what central purchasing supplies (its
// product settings). Once prepared, an order is a planned shipment (stock_operations, shared by a store's orders
// planned together): its shipping and reception are that operation's steps. Frozen once landed.
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

  await table('central_orders')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').notNull())
    .addColumn('central_achat_id', 'integer', (c) => c.references('central_achats.id').notNull())
    // draft, sent, prepared, cancelled; once prepared, the planned shipment's state says the rest.
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('operation_id', 'integer', (c) => c.references('stock_operations.id'))
    .addColumn('note', 'varchar(500)')
    .addColumn('user_id', 'integer')
    .addColumn('sent_at', ts)
    .addColumn('prepared_at', ts)
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  // A store's orders by period; the warehouse's orders by state and period.
  await db.schema
    .createIndex('central_orders_store_idx')
    .on('central_orders')
    .columns(['entreprise_id', 'magasin_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('central_orders_central_idx')
    .on('central_orders')
    .columns(['entreprise_id', 'central_achat_id', 'state', 'sent_at'])
    .execute();
  await db.schema.createIndex('central_orders_operation_idx').on('central_orders').column('operation_id').execute();
  // The order's own steps (draft, sent, prepared, cancelled before preparation); the planned shipment's follow.
  await table('central_order_events')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('order_id', 'integer', (c) => c.references('central_orders.id').onDelete('cascade').notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', ts, created)
    .execute();
  await db.schema.createIndex('central_order_events_idx').on('central_order_events').column('order_id').execute();
  await table('central_order_lines')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('order_id', 'integer', (c) => c.references('central_orders.id').onDelete('cascade').notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').notNull())
    // In units; a carton line keeps how it was given.
    .addColumn('quantity', 'numeric(14, 3)', (c) => c.notNull())
    .addColumn('nature', 'varchar(10)', (c) => c.notNull().defaultTo('unity'))
    .addColumn('perCarton', 'numeric(14, 3)')
    .execute();
  await db.schema.createIndex('central_order_lines_idx').on('central_order_lines').columns(['order_id', 'product_id']).unique().execute();
  await table('central_order_serials')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('order_id', 'integer', (c) => c.references('central_orders.id').onDelete('cascade').notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').notNull())
    .addColumn('serialNumber', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', ts, created)
    .execute();
  // A serial number ships once per product in the company.
  await db.schema
    .createIndex('central_order_serials_unique_idx')
    .on('central_order_serials')
    .columns(['entreprise_id', 'product_id', 'serialNumber'])
    .unique()
    .execute();
  await db.schema.createIndex('central_order_serials_order_idx').on('central_order_serials').column('order_id').execute();
  await table('central_achat_products')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade').notNull())
    .addColumn('supplied', 'boolean', (c) => c.notNull().defaultTo(false))
    // Minor units: what central purchasing buys it at.
    .addColumn('buyingPrice', 'bigint')
    .addColumn('supplier_id', 'integer')
    .addColumn('minQuantity', 'numeric(14, 3)')
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema
    .createIndex('central_achat_products_idx')
    .on('central_achat_products')
    .columns(['entreprise_id', 'product_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('central_achat_products').execute();
  await db.schema.dropTable('central_order_serials').execute();
  await db.schema.dropTable('central_order_lines').execute();
  await db.schema.dropTable('central_order_events').execute();
  await db.schema.dropTable('central_orders').execute();
}

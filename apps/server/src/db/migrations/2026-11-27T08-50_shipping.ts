// Shipping and delivery (issue 29): an order's shipping (one row per order: state, where, when, who carries it), its
// moves, and the cash collected on delivery until it reaches a register. Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const create = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  const company = (c: any) => c.notNull().references('entreprises.id').onDelete('cascade');
  await create('shippings')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(30)')
    .addColumn('stateAt', ts)
    .addColumn('address', 'varchar(300)')
    .addColumn('tel', 'varchar(30)')
    .addColumn('city', 'varchar(120)')
    .addColumn('deliveryDate', 'varchar(10)')
    .addColumn('deliveryOrder', 'integer')
    .addColumn('note', 'varchar(500)')
    .addColumn('returnReason', 'varchar(300)')
    .addColumn('delivery_man_id', 'integer', (c) => c.references('users.id'))
    .addColumn('transport_company_id', 'integer', (c) => c.references('transport_companies.id'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  // One shipping per order: two concurrent reservations of one order, the second is refused by the database.
  await db.schema.createIndex('uq_shippings__command').unique().on('shippings').columns(['entreprise_id', 'command_id']).execute();
  await db.schema.createIndex('shippings_state_idx').on('shippings').columns(['entreprise_id', 'state']).execute();
  await db.schema.createIndex('shippings_man_idx').on('shippings').columns(['entreprise_id', 'delivery_man_id', 'deliveryDate']).execute();

  await create('shipping_moves')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id').onDelete('cascade'))
    .addColumn('from', 'varchar(30)')
    .addColumn('to', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('reason', 'varchar(300)')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('shipping_moves_command_idx').on('shipping_moves').columns(['entreprise_id', 'command_id']).execute();

  await create('shipping_collections')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('magasin_id', 'integer', (c) => c.notNull())
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id').onDelete('cascade'))
    .addColumn('delivery_man_id', 'integer')
    .addColumn('transport_company_id', 'integer')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currencyTag', 'varchar(10)', (c) => c.notNull())
    .addColumn('collectedAt', ts, (c) => c.notNull())
    .addColumn('recorded_by', 'integer')
    .addColumn('reconciledAt', ts)
    .addColumn('reconciled_by', 'integer')
    .addColumn('caisse_id', 'integer')
    .addColumn('operation_id', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  // An order's cash is collected once (a delivery man's, or the company's statement): a second record is refused.
  await db.schema
    .createIndex('uq_shipping_collections__command')
    .unique()
    .on('shipping_collections')
    .columns(['entreprise_id', 'command_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipping_collections').execute();
  await db.schema.dropTable('shipping_moves').execute();
  await db.schema.dropTable('shippings').execute();
}

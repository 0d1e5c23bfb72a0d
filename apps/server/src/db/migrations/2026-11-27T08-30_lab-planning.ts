// Labs and production planning (issue 27, api-spec 7.15): a lab's people, the products it makes for which stores
// (LabProduitMagasin, with the batch they are usually baked in), the company's planning periods (night, morning…),
// the plannings (one per lab, day and period: plannified → in_production → ready or lost) with their lines per product
// and store, the shipments a ready planning announced, the unit a recipe line is given in, and the planning a stock
// movement was written for. Frozen once landed.
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
  const lab: Col = (c) => c.references('labs.id').onDelete('cascade').notNull();

  await table('planning_periods')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('intitule', 'varchar(60)', (c) => c.notNull())
    .addColumn('startsAt', 'varchar(5)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, created)
    .addColumn('deleted_at', ts)
    .execute();
  await db.schema.createIndex('planning_periods_idx').on('planning_periods').column('entreprise_id').execute();

  await table('lab_users')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('lab_id', 'integer', lab)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade').notNull())
    .execute();
  await db.schema.createIndex('lab_users_uniq').on('lab_users').columns(['lab_id', 'user_id']).unique().execute();
  await db.schema.createIndex('lab_users_user_idx').on('lab_users').columns(['entreprise_id', 'user_id']).execute();

  await table('lab_produit_magasins')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('lab_id', 'integer', lab)
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade').notNull())
    .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').onDelete('cascade').notNull())
    .addColumn('planning_period_id', 'integer', (c) => c.references('planning_periods.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('lab_produit_magasins_uniq')
    .on('lab_produit_magasins')
    .columns(['lab_id', 'product_id', 'magasin_id'])
    .unique()
    .execute();

  await table('lab_plannings')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('lab_id', 'integer', lab)
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('planning_period_id', 'integer', (c) => c.references('planning_periods.id').notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('lostReason', 'varchar(300)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  // One planning per lab, day and period: two bakers saving the same grid at once write one.
  await db.schema.createIndex('lab_plannings_uniq').on('lab_plannings').columns(['lab_id', 'day', 'planning_period_id']).unique().execute();
  await db.schema.createIndex('lab_plannings_company_idx').on('lab_plannings').columns(['entreprise_id', 'lab_id', 'day']).execute();

  await table('lab_planning_lines')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('planning_id', 'integer', (c) => c.references('lab_plannings.id').onDelete('cascade').notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').notNull())
    .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').notNull())
    .addColumn('quantity', 'numeric(14, 3)', (c) => c.notNull())
    .addColumn('suggested', 'numeric(14, 3)')
    .execute();
  await db.schema
    .createIndex('lab_planning_lines_uniq')
    .on('lab_planning_lines')
    .columns(['planning_id', 'product_id', 'magasin_id'])
    .unique()
    .execute();

  await table('lab_planning_shipments')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('planning_id', 'integer', (c) => c.references('lab_plannings.id').onDelete('cascade').notNull())
    .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').notNull())
    .addColumn('stock_operation_id', 'integer', (c) => c.references('stock_operations.id').notNull())
    .execute();
  await db.schema.createIndex('lab_planning_shipments_idx').on('lab_planning_shipments').column('planning_id').execute();

  // Customer orders due on a day (their reminder date), read by the day's planning suggestion.
  await db.schema.createIndex('commands_remind_idx').on('commands').columns(['entreprise_id', 'remindTimeAt']).execute();
  // The unit a recipe line's quantity is given in (null: the element's own unit), converted exactly when produced.
  await db.schema.alterTable('product_elements').addColumn('unity', 'varchar(10)').execute();
  // The planning a movement was written for (a lab's consumption, production and loss).
  await db.schema.alterTable('stock_movements').addColumn('lab_planning_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stock_movements').dropColumn('lab_planning_id').execute();
  await db.schema.alterTable('product_elements').dropColumn('unity').execute();
  await db.schema.dropIndex('commands_remind_idx').execute();
  for (const t of [
    'lab_planning_shipments',
    'lab_planning_lines',
    'lab_plannings',
    'lab_produit_magasins',
    'lab_users',
    'planning_periods',
  ])
    await db.schema.dropTable(t).execute();
}

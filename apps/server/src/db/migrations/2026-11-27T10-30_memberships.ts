// Client memberships (issue 32): plans (a product or a package of services, a price, a period, uses per period or
// unlimited), the services a plan covers, a client's subscriptions (active, suspended, expired), each billed period
// (one row per subscription and period start: the renewal job's atomic claim), the uses counted at the till, and the
// history of what happened to a subscription. Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const bool = pg ? 'boolean' : 'integer';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const create = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  const company = (c: any) => c.notNull().references('entreprises.id').onDelete('cascade');

  await create('membership_plans')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('intitule', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('currencyTag', 'varchar(10)', (c) => c.notNull())
    .addColumn('period', 'varchar(20)', (c) => c.notNull())
    .addColumn('usesPerPeriod', 'integer')
    .addColumn('active', bool, (c) => c.notNull().defaultTo(pg ? sql`true` : 1))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', ts)
    .execute();
  await db.schema.createIndex('membership_plans_company_idx').on('membership_plans').columns(['entreprise_id', 'deleted_at']).execute();

  await db.schema
    .createTable('membership_plan_prices')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('membership_plans.id').onDelete('cascade'))
    .addColumn('price_id', 'integer', (c) => c.notNull().references('prices.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('membership_plan_prices_pk', ['plan_id', 'price_id'])
    .execute();

  await create('memberships')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('membership_plans.id'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id'))
    .addColumn('etat', 'varchar(20)', (c) => c.notNull())
    .addColumn('autoRenew', bool, (c) => c.notNull())
    .addColumn('startAt', 'varchar(10)', (c) => c.notNull())
    .addColumn('periodStart', 'varchar(10)', (c) => c.notNull())
    .addColumn('periodEnd', 'varchar(10)', (c) => c.notNull())
    .addColumn('remindedFor', 'varchar(10)')
    .addColumn('endedAt', ts)
    .addColumn('user_id', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('memberships_client_idx').on('memberships').columns(['entreprise_id', 'client_id']).execute();
  await db.schema.createIndex('memberships_due_idx').on('memberships').columns(['etat', 'periodEnd']).execute();

  // One billed period per subscription and start date: the claim two renewal runs race for, the second gets nothing.
  await create('membership_periods')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('membership_id', 'integer', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('periodStart', 'varchar(10)', (c) => c.notNull())
    .addColumn('periodEnd', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currencyTag', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('command_id', 'integer', (c) => c.references('commands.id'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('uq_membership_periods__start')
    .unique()
    .on('membership_periods')
    .columns(['membership_id', 'periodStart'])
    .execute();
  await db.schema.createIndex('membership_periods_month_idx').on('membership_periods').columns(['entreprise_id', 'periodStart']).execute();

  await create('membership_uses')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('membership_id', 'integer', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('periodStart', 'varchar(10)', (c) => c.notNull())
    .addColumn('price_id', 'integer', (c) => c.notNull())
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id'))
    .addColumn('command_line_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('membership_uses_period_idx').on('membership_uses').columns(['membership_id', 'periodStart']).execute();

  await create('membership_events')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('membership_id', 'integer', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('command_id', 'integer')
    .addColumn('amount', 'bigint')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('membership_events_company_idx').on('membership_events').columns(['entreprise_id', 'created_at']).execute();

  await db
    .insertInto('notification_types')
    .values([
      { tag: 'membership_due', intitule: 'Membership renewal due' },
      { tag: 'membership_expired', intitule: 'Membership expired' },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('notification_types').where('tag', 'in', ['membership_due', 'membership_expired']).execute();
  for (const t of [
    'membership_events',
    'membership_uses',
    'membership_periods',
    'memberships',
    'membership_plan_prices',
    'membership_plans',
  ])
    await db.schema.dropTable(t).execute();
}

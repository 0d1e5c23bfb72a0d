// E-commerce synchronisation (issue 31, api-spec 7.4): connected shops (credentials sealed with the server secret), what
// each local row is on the shop (with the digest of what was pushed, so an unchanged row is not sent again), and the
// failures of the runs, listed until a retry succeeds; the moderation state of clients' ratings. Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const id = (t: ReturnType<typeof db.schema.createTable>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const company = 'entreprise_id';

  await id(db.schema.createTable('ecommerce_shops'))
    .addColumn(company, 'integer', (c) => c.references('entreprises.id').onDelete('cascade').notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('shopUrl', 'varchar(500)', (c) => c.notNull())
    .addColumn('accessToken', 'text', (c) => c.notNull())
    .addColumn('tokenHint', 'varchar(8)', (c) => c.notNull())
    .addColumn('webhookSecret', 'text')
    .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').onDelete('cascade').notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').notNull())
    .addColumn('locationId', 'varchar(40)')
    .addColumn('lastRun', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_ecommerce_shops_url').unique().on('ecommerce_shops').columns([company, 'shopUrl']).execute();

  await id(db.schema.createTable('ecommerce_links'))
    .addColumn(company, 'integer', (c) => c.references('entreprises.id').onDelete('cascade').notNull())
    .addColumn('shop_id', 'integer', (c) => c.references('ecommerce_shops.id').onDelete('cascade').notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('localId', 'integer', (c) => c.notNull())
    .addColumn('remoteId', 'varchar(40)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)')
    .addColumn('extra', 'varchar(40)')
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_ecommerce_links_local').unique().on('ecommerce_links').columns(['shop_id', 'kind', 'localId']).execute();
  await db.schema
    .createIndex('uq_ecommerce_links_remote')
    .unique()
    .on('ecommerce_links')
    .columns(['shop_id', 'kind', 'remoteId'])
    .execute();

  await id(db.schema.createTable('ecommerce_sync_issues'))
    .addColumn(company, 'integer', (c) => c.references('entreprises.id').onDelete('cascade').notNull())
    .addColumn('shop_id', 'integer', (c) => c.references('ecommerce_shops.id').onDelete('cascade').notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('label', 'varchar(300)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('resolved_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_ecommerce_issues_ref').unique().on('ecommerce_sync_issues').columns(['shop_id', 'kind', 'ref']).execute();

  // Review moderation: a client's rating is published at once; a moderator may hide it (rejected: out of the averages).
  await db.schema
    .alterTable('price_ratings')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('price_ratings').addColumn('moderated_by', 'integer').execute();
  await db.schema.alterTable('price_ratings').addColumn('moderated_at', ts).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['moderated_at', 'moderated_by', 'status']) await db.schema.alterTable('price_ratings').dropColumn(c).execute();
  for (const t of ['ecommerce_sync_issues', 'ecommerce_links', 'ecommerce_shops']) await db.schema.dropTable(t).execute();
}

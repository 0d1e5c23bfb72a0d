// What happens to a price after it is written (issue 8): its views and its clients' ratings on the client catalogue
// (one rating per account, 1 to 5), and its history — every change of price, promo price, promo end and buying price,
// with who and when — for the price chart. Money columns hold integer minor units. Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const id = (t: ReturnType<typeof db.schema.createTable>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const company = 'entreprise_id';

  await db.schema
    .createTable('price_views')
    .addColumn(company, 'integer', (c) => c.references('entreprises.id').onDelete('cascade').notNull())
    .addColumn('priceId', 'integer', (c) => c.references('prices.id').onDelete('cascade').notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('price_views_pk', [company, 'priceId'])
    .execute();

  await id(db.schema.createTable('price_ratings'))
    .addColumn(company, 'integer', (c) => c.references('entreprises.id').onDelete('cascade').notNull())
    .addColumn('priceId', 'integer', (c) => c.references('prices.id').onDelete('cascade').notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade').notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_price_ratings_user').unique().on('price_ratings').columns([company, 'priceId', 'user_id']).execute();

  await id(db.schema.createTable('price_history'))
    .addColumn(company, 'integer', (c) => c.references('entreprises.id').onDelete('cascade').notNull())
    .addColumn('priceId', 'integer', (c) => c.references('prices.id').onDelete('cascade').notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('promoPrice', 'bigint')
    .addColumn('promotionEndAt', ts)
    .addColumn('buyingPrice', 'bigint')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('price_history_price_idx').on('price_history').columns([company, 'priceId', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['price_history', 'price_ratings', 'price_views']) await db.schema.dropTable(t).execute();
}

// Screens of issue 30: the preparation screens of a store (counter, kitchen, lab: each with the categories it
// prepares), the step of each order on each screen (to do → in progress → ready → served; no row: to do), a store's
// self-order kiosk (Borne: on or off, its menu and look) and the customer displays paired by code to a till on
// another device (the cart they show). Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await table('prep_screens')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    // A JSON array of category ids; empty: every category (the counter's screen).
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    // Served orders leave the screen after this many seconds.
    .addColumn('clear_after', 'integer', (c) => c.notNull().defaultTo(60))
    // Waiting time (minutes) from which an order turns orange, then red.
    .addColumn('warn_after', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('late_after', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index uq_prep_screens__name on prep_screens (magasin_id, lower(name))`.execute(db);

  await db.schema
    .createTable('prep_steps')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id').onDelete('cascade'))
    .addColumn('screen_id', 'integer', (c) => c.notNull().references('prep_screens.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull())
    .addColumn('step', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('pk_prep_steps', ['command_id', 'screen_id'])
    .execute();
  await db.schema.createIndex('ix_prep_steps__magasin').on('prep_steps').columns(['magasin_id', 'step', 'updated_at']).execute();

  await table('kiosk_settings')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    .addColumn('enabled', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(pg ? sql`false` : 0))
    // A JSON array of the categories its menu shows, in order; empty: every category.
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    // Categories offered after an article is added ("a drink with it?"), a JSON array.
    .addColumn('upsell_category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('title', 'varchar(80)')
    .addColumn('welcome', 'varchar(200)')
    .addColumn('color', 'varchar(20)')
    .addColumn('idle_seconds', 'integer', (c) => c.notNull().defaultTo(90))
    // The kiosk has a card terminal: the client may pay there; else every order is paid at the counter.
    .addColumn('card_terminal', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(pg ? sql`false` : 0))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('uq_kiosk_settings__magasin_id', ['magasin_id'])
    .execute();

  await db.schema
    .createTable('customer_displays')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    // The last state the till sent (JSON: lines, totals, payment), what a display shows when it connects.
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
}

// Online ordering by clients (issue 31): how each online order is taken (pickup or delivery, when, how it is paid,
// the provider's reference) and by which account; and the client role (a client's own account) with its grants in
// every existing company. Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const CLIENT_GRANTS = ['client_order_online', 'client_views', 'client_views_near_stores'];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const t = db.schema.createTable('online_orders');
  await (pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment', 'varchar(40)', (c) => c.notNull())
    .addColumn('pickupAt', ts)
    .addColumn('address', 'varchar(300)')
    .addColumn('providerRef', 'varchar(120)')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_online_orders__command').unique().on('online_orders').columns(['entreprise_id', 'command_id']).execute();
  await db.schema.createIndex('online_orders_user_idx').on('online_orders').columns(['entreprise_id', 'user_id', 'id']).execute();

  // The client role, and its grants in the companies that exist (new ones get them when provisioned).
  const role = await db.selectFrom('roles').select('id').where('tag', '=', 'client').executeTakeFirst();
  const roleId = role
    ? role.id
    : (await db.insertInto('roles').values({ tag: 'client', intitule: 'Client' }).returning('id').executeTakeFirstOrThrow()).id;
  const funcs = await db.selectFrom('functionalities').select(['id', 'tag']).where('tag', 'in', CLIENT_GRANTS).execute();
  const companies = await db.selectFrom('entreprises').select('id').execute();
  const rows = companies.flatMap((e) => funcs.map((f) => ({ entreprise_id: e.id, role_id: roleId, functionality_id: f.id })));
  for (let i = 0; i < rows.length; i += 300)
    await db
      .insertInto('role_functionalities')
      .values(rows.slice(i, i + 300))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('online_orders').execute();
}

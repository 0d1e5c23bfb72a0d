// The small settings of issue 25 (api-spec 7.17, product-spec §2): paper sizes (AdditionalInfoPaperSize) and order
// instructions (Instruction), both soft deleted with names unique among live rows; the payment modes each store accepts
// and their order at the till (no row for a store: every active mode of the company, in the company's order); the
// command report configuration of a store (which parts its printed order report shows, on which paper size). Additional
// info natures and types get their database uniqueness (a type is unique within its nature). Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Live rows whose title another live row of the same scope already has (case-insensitive) get " (id)" appended. */
async function dedupeTitles(db: Kysely<any>, table: string, scope: string[]): Promise<void> {
  const same = scope.map((c) => sql`and o2.${sql.ref(c)} = ${sql.ref(`${table}.${c}`)}`);
  await sql`
    update ${sql.table(table)} set intitule = substr(intitule, 1, 100) || ' (' || cast(id as varchar(12)) || ')'
    where deleted_at is null and exists (
      select 1 from ${sql.table(table)} o2
      where o2.deleted_at is null ${sql.join(same, sql` `)}
        and lower(o2.intitule) = lower(${sql.ref(`${table}.intitule`)}) and o2.id < ${sql.ref(`${table}.id`)}
    )`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await table('paper_sizes')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('intitule', 'varchar(120)', (c) => c.notNull())
    // Millimetres; a roll (a receipt printer) has no height.
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', ts)
    .execute();

  await table('instructions')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('intitule', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)')
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', ts)
    .execute();

  // Names unique among live rows, case-insensitive, like stores and transport companies.
  for (const t of ['paper_sizes', 'instructions', 'client_info_natures']) {
    if (t === 'client_info_natures') await dedupeTitles(db, t, ['entreprise_id']);
    await sql`create unique index ${sql.id(`uq_${t}__intitule`)} on ${sql.table(t)} (entreprise_id, lower(intitule))
      where deleted_at is null`.execute(db);
  }
  await dedupeTitles(db, 'client_info_types', ['entreprise_id', 'natureId']);
  await sql`create unique index ${sql.id('uq_client_info_types__intitule')} on ${sql.table('client_info_types')}
    (entreprise_id, ${sql.ref('natureId')}, lower(intitule)) where deleted_at is null`.execute(db);

  // The modes a store accepts, in the order its till shows them.
  await db.schema
    .createTable('magasin_payment_methods')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(40)', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pk_magasin_payment_methods', ['magasin_id', 'tag'])
    .execute();

  await table('command_report_configs')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    // A JSON array of the parts shown (COMMAND_REPORT_FIELDS).
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('paper_size_id', 'integer', (c) => c.references('paper_sizes.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('uq_command_report_configs__magasin_id', ['magasin_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uq_client_info_types__intitule').execute();
  await db.schema.dropIndex('uq_client_info_natures__intitule').execute();
  for (const t of ['command_report_configs', 'magasin_payment_methods', 'instructions', 'paper_sizes'])
    await db.schema.dropTable(t).execute();
}

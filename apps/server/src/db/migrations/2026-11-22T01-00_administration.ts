// Administration: company settings and integrations, sliders and questions, currencies, devices, files,
// transport companies, and per-company staff data (access code, soft delete of a membership). Frozen once landed.
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  const stamps = <T extends string>(t: CreateTableBuilder<T, any>, soft = false) => {
    let r = t.addColumn('created_at', ts, (c) => c.notNull().defaultTo(now)).addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now));
    if (soft) r = r.addColumn('deleted_at', ts);
    return r;
  };
  const fk =
    (target: string, extra?: Col): Col =>
    (c) => {
      const r = c.references(`${target}.id`).onDelete('cascade');
      return extra ? extra(r) : r;
    };
  const notNull: Col = (c) => c.notNull();
  const bool =
    (def: boolean): Col =>
    (c) =>
      c.notNull().defaultTo(def);
  const company: Col = fk('entreprises', notNull);
  const store: Col = (c) => c.references('magasins.id').onDelete('cascade');

  // Staff: the access code (hashed) and the soft delete belong to the membership, not to the person.
  await db.schema.alterTable('entreprise_users').addColumn('codeHash', 'varchar(255)').execute();
  await db.schema.alterTable('entreprise_users').addColumn('deleted_at', ts).execute();

  await db.schema
    .createTable('entreprise_configs')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('key', 'varchar(60)', notNull)
    .addColumn('value', 'text')
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('entreprise_configs_pk', ['entreprise_id', 'key'])
    .execute();

  await stamps(
    table('api_integrations')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('kind', 'varchar(10)', notNull)
      .addColumn('name', 'varchar(120)', notNull)
      .addColumn('url', 'varchar(500)', notNull)
      .addColumn('apiKey', 'varchar(500)')
      .addColumn('isActive', 'boolean', bool(true)),
  ).execute();
  await db.schema.createIndex('api_integrations_entreprise_idx').on('api_integrations').columns(['entreprise_id', 'kind']).execute();

  await stamps(
    table('sliders')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', store)
      .addColumn('intitule', 'varchar(120)', notNull)
      .addColumn('description', 'varchar(500)')
      .addColumn('fileId', 'integer')
      .addColumn('link', 'varchar(500)')
      .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('isActive', 'boolean', bool(true)),
  ).execute();
  await db.schema.createIndex('sliders_entreprise_idx').on('sliders').columns(['entreprise_id', 'magasin_id']).execute();

  await stamps(
    table('questions')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', store)
      .addColumn('question', 'varchar(255)', notNull)
      .addColumn('type', 'varchar(20)', notNull)
      .addColumn('options', 'text')
      .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('isActive', 'boolean', bool(true)),
  ).execute();
  await db.schema.createIndex('questions_entreprise_idx').on('questions').columns(['entreprise_id', 'magasin_id']).execute();

  await stamps(
    table('currencies')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('tag', 'varchar(8)', notNull)
      .addColumn('value', 'numeric(18, 6)', notNull)
      .addColumn('isDefault', 'boolean', bool(false))
      .addUniqueConstraint('currencies_entreprise_tag_unique', ['entreprise_id', 'tag']),
  ).execute();

  await stamps(
    table('transport_companies')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('intitule', 'varchar(120)', notNull)
      .addColumn('tel', 'varchar(40)'),
    true,
  ).execute();
  await db.schema.createIndex('transport_companies_entreprise_idx').on('transport_companies').column('entreprise_id').execute();
  await db.schema
    .createTable('user_transport_companies')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('user_id', 'integer', fk('users', notNull))
    .addColumn('transport_company_id', 'integer', fk('transport_companies', notNull))
    .addPrimaryKeyConstraint('user_transport_companies_pk', ['user_id', 'transport_company_id'])
    .execute();

  await stamps(
    table('devices')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('name', 'varchar(120)', notNull)
      .addColumn('status', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').onDelete('set null'))
      .addColumn('installed', 'boolean', bool(false))
      .addColumn('lastSeenAt', ts),
  ).execute();
  await db.schema.createIndex('devices_entreprise_idx').on('devices').column('entreprise_id').execute();

  await table('files')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('name', 'varchar(255)', notNull)
    .addColumn('extension', 'varchar(20)', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('mime', 'varchar(120)', notNull)
    .addColumn('folder', 'varchar(60)', notNull)
    .addColumn('path', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('files_entreprise_idx').on('files').column('entreprise_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'files',
    'devices',
    'user_transport_companies',
    'transport_companies',
    'currencies',
    'questions',
    'sliders',
    'api_integrations',
    'entreprise_configs',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable('entreprise_users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('entreprise_users').dropColumn('codeHash').execute();
}

// Foundation schema: companies, roles and functionalities, users and sessions, stores, audit. Frozen once landed.
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

  await stamps(
    table('entreprises')
      .addColumn('intitule', 'varchar(190)', notNull)
      .addColumn('contactName', 'varchar(190)')
      .addColumn('tel', 'varchar(40)')
      .addColumn('ice', 'varchar(40)')
      .addColumn('currencyTag', 'varchar(8)', (c) => c.notNull().defaultTo('MAD'))
      .addColumn('adresse', 'varchar(255)')
      .addColumn('fileId', 'integer')
      .addColumn('largeFileId', 'integer')
      .addColumn('cmmWebDomaineName', 'varchar(255)')
      .addColumn('isSetup', 'boolean', bool(false))
      .addColumn('variant', 'varchar(20)', (c) => c.notNull().defaultTo('default')),
  ).execute();

  await table('roles')
    .addColumn('tag', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('intitule', 'varchar(120)', notNull)
    .execute();
  await table('functionalities')
    .addColumn('tag', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('intitule', 'varchar(120)', notNull)
    .execute();

  await db.schema
    .createTable('role_functionalities')
    .addColumn('entreprise_id', 'integer', fk('entreprises', notNull))
    .addColumn('role_id', 'integer', fk('roles', notNull))
    .addColumn('functionality_id', 'integer', fk('functionalities', notNull))
    .addPrimaryKeyConstraint('role_functionalities_pk', ['entreprise_id', 'role_id', 'functionality_id'])
    .execute();
  await db.schema
    .createTable('entreprise_functionalities')
    .addColumn('entreprise_id', 'integer', fk('entreprises', notNull))
    .addColumn('functionality_id', 'integer', fk('functionalities', notNull))
    .addPrimaryKeyConstraint('entreprise_functionalities_pk', ['entreprise_id', 'functionality_id'])
    .execute();

  await stamps(
    table('users')
      .addColumn('name', 'varchar(190)', notNull)
      .addColumn('email', 'varchar(190)', (c) => c.notNull().unique())
      .addColumn('tel', 'varchar(40)')
      .addColumn('passwordHash', 'varchar(255)', notNull)
      .addColumn('fileId', 'integer')
      .addColumn('userType', 'varchar(40)')
      .addColumn('locale', 'varchar(5)')
      .addColumn('isActive', 'boolean', bool(true))
      .addColumn('emailVerifiedAt', ts)
      .addColumn('hideGettingStarted', 'boolean', bool(false))
      .addColumn('lastEntrepriseId', 'integer'),
    true,
  ).execute();

  await stamps(
    table('magasins')
      .addColumn('entreprise_id', 'integer', fk('entreprises', notNull))
      .addColumn('intitule', 'varchar(190)', notNull)
      .addColumn('tel', 'varchar(40)')
      .addColumn('rue', 'varchar(255)')
      .addColumn('codePostal', 'varchar(10)')
      .addColumn('cityId', 'integer')
      .addColumn('countryId', 'integer')
      .addColumn('city', 'varchar(120)')
      .addColumn('province', 'varchar(120)')
      .addColumn('currencyTag', 'varchar(8)', (c) => c.notNull().defaultTo('MAD'))
      .addColumn('ice', 'varchar(40)')
      .addColumn('fileId', 'integer')
      .addColumn('latitude', 'varchar(40)')
      .addColumn('longitude', 'varchar(40)')
      .addColumn('footerTicket', 'varchar(255)')
      .addColumn('startTime', 'varchar(10)')
      .addColumn('isOnline', 'boolean', bool(false))
      .addColumn('isSetup', 'boolean', bool(false))
      .addColumn('timeClockLogin', 'boolean', bool(false))
      .addColumn('isActive', 'boolean', bool(true)),
    true,
  ).execute();
  await db.schema.createIndex('magasins_entreprise_idx').on('magasins').column('entreprise_id').execute();

  await table('entreprise_users')
    .addColumn('entreprise_id', 'integer', fk('entreprises', notNull))
    .addColumn('user_id', 'integer', fk('users', notNull))
    .addColumn('roleId', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('magasinId', 'integer', (c) => c.references('magasins.id').onDelete('set null'))
    .addColumn('isActive', 'boolean', bool(true))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('entreprise_users_unique', ['entreprise_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('user_magasins')
    .addColumn('entreprise_id', 'integer', fk('entreprises', notNull))
    .addColumn('user_id', 'integer', fk('users', notNull))
    .addColumn('magasin_id', 'integer', fk('magasins', notNull))
    .addPrimaryKeyConstraint('user_magasins_pk', ['user_id', 'magasin_id'])
    .execute();

  await table('countries')
    .addColumn('intitule', 'varchar(120)', notNull)
    .addColumn('code', 'varchar(4)', (c) => c.notNull().unique())
    .execute();
  await table('cities')
    .addColumn('intitule', 'varchar(120)', notNull)
    .addColumn('countryId', 'integer', fk('countries', notNull))
    .execute();

  await table('sessions')
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', fk('users', notNull))
    .addColumn('entreprise_id', 'integer', fk('entreprises', notNull))
    .addColumn('remember', 'boolean', bool(false))
    .addColumn('expiresAt', ts, notNull)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('revokedAt', ts)
    .execute();
  await table('one_time_tokens')
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', fk('users', notNull))
    .addColumn('purpose', 'varchar(20)', notNull)
    .addColumn('expiresAt', ts, notNull)
    .addColumn('usedAt', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', notNull)
    .addColumn('firstFailureAt', ts, notNull)
    .addColumn('blockedUntil', ts)
    .execute();

  await table('audit_logs')
    .addColumn('entreprise_id', 'integer', (c) => c.references('entreprises.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(60)', notNull)
    .addColumn('entity', 'varchar(60)')
    .addColumn('entityId', 'integer')
    .addColumn('data', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_logs_entreprise_idx').on('audit_logs').columns(['entreprise_id', 'created_at']).execute();

  await table('subscriptions')
    .addColumn('entreprise_id', 'integer', fk('entreprises', notNull))
    .addColumn('plan', 'varchar(60)', notNull)
    .addColumn('period', 'varchar(20)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('startsAt', ts, notNull)
    .addColumn('endsAt', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'subscriptions',
    'audit_logs',
    'auth_throttle',
    'one_time_tokens',
    'sessions',
    'cities',
    'countries',
    'user_magasins',
    'entreprise_users',
    'magasins',
    'users',
    'entreprise_functionalities',
    'role_functionalities',
    'functionalities',
    'roles',
    'entreprises',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}

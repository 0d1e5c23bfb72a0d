// Clients (patients), their additional info and queue, loyalty cards and the points ledger, discounts and promo
// codes with their uses, gift cards and their ledger, client export links. Frozen once landed.
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
  const notNull: Col = (c) => c.notNull();
  const company: Col = (c) => c.references('entreprises.id').onDelete('cascade').notNull();
  const ref =
    (target: string, required = false): Col =>
    (c) => {
      const r = c.references(`${target}.id`).onDelete(required ? 'cascade' : 'set null');
      return required ? r.notNull() : r;
    };
  const bool =
    (def: boolean): Col =>
    (c) =>
      c.notNull().defaultTo(def);
  const int0: Col = (c) => c.notNull().defaultTo(0);
  const index = (name: string, on: string, columns: string[]) => db.schema.createIndex(name).on(on).columns(columns).execute();

  // Clients: tel as typed, tel_normalized (digits, country code) for lookups whatever the spacing.
  await stamps(
    table('clients')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('name', 'varchar(190)', notNull)
      .addColumn('tel', 'varchar(40)')
      .addColumn('tel_normalized', 'varchar(30)')
      .addColumn('email', 'varchar(190)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('sex', 'varchar(10)')
      .addColumn('bloodGroup', 'varchar(3)')
      .addColumn('cityId', 'integer', ref('cities'))
      .addColumn('city', 'varchar(120)')
      .addColumn('adresse', 'varchar(255)')
      .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('client'))
      .addColumn('loyaltyPoints', 'integer', int0)
      .addColumn('notes', 'text')
      .addColumn('isActive', 'boolean', bool(true))
      .addColumn('cardHash', 'varchar(64)', notNull),
    true,
  ).execute();
  await index('clients_entreprise_idx', 'clients', ['entreprise_id', 'deleted_at', 'id']);
  await index('clients_name_idx', 'clients', ['entreprise_id', 'name']);
  await db.schema
    .createIndex('uq_clients__tel_normalized')
    .on('clients')
    .columns(['entreprise_id', 'tel_normalized'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('uq_clients__cardHash').on('clients').column('cardHash').unique().execute();

  // Additional info: natures (e.g. medical, preferences) hold types (allergy, shoe size); clients get values.
  await stamps(
    table('client_info_natures').addColumn('entreprise_id', 'integer', company).addColumn('intitule', 'varchar(120)', notNull),
    true,
  ).execute();
  await index('client_info_natures_entreprise_idx', 'client_info_natures', ['entreprise_id']);
  await stamps(
    table('client_info_types')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('natureId', 'integer', ref('client_info_natures', true))
      .addColumn('intitule', 'varchar(120)', notNull),
    true,
  ).execute();
  await index('client_info_types_entreprise_idx', 'client_info_types', ['entreprise_id', 'natureId']);
  await stamps(
    table('client_additional_infos')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('client_id', 'integer', ref('clients', true))
      .addColumn('typeId', 'integer', ref('client_info_types', true))
      .addColumn('value', 'varchar(500)', notNull),
  ).execute();
  await db.schema
    .createIndex('uq_client_additional_infos__typeId')
    .on('client_additional_infos')
    .columns(['client_id', 'typeId'])
    .unique()
    .execute();

  // The waiting queue of a store (service states: waiting, arrived, served, archived, canceled).
  await stamps(
    table('client_queue')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('client_id', 'integer', ref('clients', true))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('waiting'))
      .addColumn('day', 'varchar(10)', notNull)
      .addColumn('number', 'integer', notNull)
      .addColumn('comment', 'varchar(255)'),
  ).execute();
  await index('client_queue_day_idx', 'client_queue', ['entreprise_id', 'day', 'status']);

  // Loyalty cards: a printed or virtual card number, linked to at most one client.
  await stamps(
    table('loyalty_cards')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('reference', 'varchar(40)', notNull)
      .addColumn('client_id', 'integer', ref('clients'))
      .addColumn('isActive', 'boolean', bool(true)),
    true,
  ).execute();
  await db.schema
    .createIndex('uq_loyalty_cards__reference')
    .on('loyalty_cards')
    .columns(['entreprise_id', 'reference'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await index('loyalty_cards_client_idx', 'loyalty_cards', ['entreprise_id', 'client_id']);

  // Points: an append-only ledger; clients.loyaltyPoints is kept equal to its sum in the same transaction.
  await table('loyalty_point_movements')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('client_id', 'integer', ref('clients', true))
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('points', 'integer', notNull)
    .addColumn('commandId', 'integer')
    .addColumn('key', 'varchar(120)', notNull)
    .addColumn('comment', 'varchar(255)')
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('uq_loyalty_point_movements__key')
    .on('loyalty_point_movements')
    .columns(['entreprise_id', 'key'])
    .unique()
    .execute();
  await index('loyalty_point_movements_client_idx', 'loyalty_point_movements', ['entreprise_id', 'client_id', 'id']);

  // Discount types are reference data (percentage, fixed amount); discounts and promo codes are per company.
  await table('type_remises').addColumn('tag', 'varchar(30)', notNull).addColumn('intitule', 'varchar(120)', notNull).execute();
  await db.schema.createIndex('uq_type_remises__tag').on('type_remises').column('tag').unique().execute();
  await db
    .insertInto('type_remises')
    .values([
      { tag: 'percentage', intitule: 'Pourcentage' },
      { tag: 'fixed_amount', intitule: 'Montant fixe' },
    ])
    .execute();
  // valeur in hundredths: 10 % is 1000, 12.50 MAD is 1250 (exact, no float).
  await stamps(
    table('remises')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('intitule', 'varchar(40)', notNull)
      .addColumn('typeRemiseId', 'integer', ref('type_remises', true))
      .addColumn('valeur', 'integer', notNull)
      .addColumn('maxUsing', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('usedCount', 'integer', int0)
      .addColumn('isVerifiable', 'boolean', bool(true))
      .addColumn('commentaire', 'varchar(255)')
      .addColumn('startAt', 'varchar(10)')
      .addColumn('endAt', 'varchar(10)')
      .addColumn('client_id', 'integer', ref('clients'))
      .addColumn('batch', 'varchar(40)'),
    true,
  ).execute();
  await db.schema
    .createIndex('uq_remises__intitule')
    .on('remises')
    .columns(['entreprise_id', 'intitule'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await index('remises_batch_idx', 'remises', ['entreprise_id', 'batch']);
  await index('remises_client_idx', 'remises', ['entreprise_id', 'client_id']);
  await table('remise_uses')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('remise_id', 'integer', ref('remises', true))
    .addColumn('key', 'varchar(120)', notNull)
    .addColumn('commandId', 'integer')
    .addColumn('client_id', 'integer', ref('clients'))
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('releasedAt', ts)
    .execute();
  await db.schema.createIndex('uq_remise_uses__key').on('remise_uses').columns(['entreprise_id', 'key']).unique().execute();
  await index('remise_uses_remise_idx', 'remise_uses', ['entreprise_id', 'remise_id']);

  // Gift cards: amount issued, balance kept equal to the sum of the ledger (issue +, redeem −, refund +).
  await stamps(
    table('gift_cards')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('code', 'varchar(40)', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('balance', 'integer', notNull)
      .addColumn('client_id', 'integer', ref('clients'))
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('expiresAt', 'varchar(10)')
      .addColumn('isActive', 'boolean', bool(true))
      .addColumn('comment', 'varchar(255)'),
  ).execute();
  await db.schema.createIndex('uq_gift_cards__code').on('gift_cards').columns(['entreprise_id', 'code']).unique().execute();
  await index('gift_cards_entreprise_idx', 'gift_cards', ['entreprise_id', 'created_at']);
  await table('gift_card_movements')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('gift_card_id', 'integer', ref('gift_cards', true))
    .addColumn('kind', 'varchar(10)', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('commandId', 'integer')
    .addColumn('key', 'varchar(120)', notNull)
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_gift_card_movements__key').on('gift_card_movements').columns(['entreprise_id', 'key']).unique().execute();
  await index('gift_card_movements_card_idx', 'gift_card_movements', ['entreprise_id', 'gift_card_id']);
  await index('gift_card_movements_command_idx', 'gift_card_movements', ['entreprise_id', 'commandId']);

  // Export links: a short-lived, single-purpose token (stored hashed), never the session token.
  await table('export_tokens')
    .addColumn('tokenHash', 'varchar(64)', notNull)
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('user_id', 'integer', ref('users', true))
    .addColumn('purpose', 'varchar(30)', notNull)
    .addColumn('expiresAt', ts, notNull)
    .addColumn('usedAt', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_export_tokens__tokenHash').on('export_tokens').column('tokenHash').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'export_tokens',
    'gift_card_movements',
    'gift_cards',
    'remise_uses',
    'remises',
    'type_remises',
    'loyalty_point_movements',
    'loyalty_cards',
    'client_queue',
    'client_additional_infos',
    'client_info_types',
    'client_info_natures',
    'clients',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}

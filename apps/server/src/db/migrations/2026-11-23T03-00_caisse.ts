// Cash registers and cash control (issue 10): registers, business days, sessions (caisses), denominations and counts,
// the operations ledger with running totals per session, approvals, recorded notifications, the one idempotency
// table, and the orders tables' shape the sessions read (the till issue extends commands and command_lines).
// Money is integer minor units (centimes) in bigint columns. Frozen once landed.
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

// Denominations in minor units (MAD: 200..20 notes, 10..0.05 coins; EUR: 500..5 notes, 2..0.01 coins).
const BILLETS: [string, number, 'note' | 'coin'][] = [
  ...[20000, 10000, 5000, 2000].map((v): [string, number, 'note'] => ['MAD', v, 'note']),
  ...[1000, 500, 200, 100, 50, 20, 10, 5].map((v): [string, number, 'coin'] => ['MAD', v, 'coin']),
  ...[50000, 20000, 10000, 5000, 2000, 1000, 500].map((v): [string, number, 'note'] => ['EUR', v, 'note']),
  ...[200, 100, 50, 20, 10, 5, 2, 1].map((v): [string, number, 'coin'] => ['EUR', v, 'coin']),
];

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
  const ref =
    (target: string, required = true, onDelete: 'cascade' | 'set null' = 'cascade'): Col =>
    (c) => {
      const r = c.references(`${target}.id`).onDelete(onDelete);
      return required ? r.notNull() : r;
    };
  const company = ref('entreprises');
  const money: Col = (c) => c.notNull().defaultTo(0);
  const bool =
    (def: boolean): Col =>
    (c) =>
      c.notNull().defaultTo(def);

  // One idempotency mechanism (DESIGN.md §2): a client key per company, written in the write's own transaction.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('key', 'varchar(128)', notNull)
    .addColumn('route', 'varchar(190)', notNull)
    .addColumn('requestHash', 'varchar(64)', notNull)
    .addColumn('status', 'varchar(10)', notNull)
    .addColumn('statusCode', 'integer', (c) => c.notNull().defaultTo(200))
    .addColumn('response', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['entreprise_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  // Registers: the physical tills of a store.
  await stamps(
    table('registers')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('intitule', 'varchar(120)', notNull)
      .addColumn('isActive', 'boolean', bool(true)),
    true,
  ).execute();
  await db.schema.createIndex('registers_entreprise_idx').on('registers').columns(['entreprise_id', 'magasin_id']).execute();
  await sql`create unique index uq_registers__intitule on registers (magasin_id, lower(intitule)) where deleted_at is null`.execute(db);

  // Business days (CalendarDayEntity): one per store and calendar day; carries the gap-free ticket counter.
  await stamps(
    table('calendar_days')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('day', 'varchar(10)', notNull)
      .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('opened'))
      .addColumn('lastTicketNumber', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('openedAt', ts, notNull)
      .addColumn('closedAt', ts)
      .addColumn('closedBy', 'integer', ref('users', false, 'set null')),
  ).execute();
  await db.schema.createIndex('uq_calendar_days__day').on('calendar_days').columns(['magasin_id', 'day']).unique().execute();
  await db.schema.createIndex('calendar_days_entreprise_idx').on('calendar_days').columns(['entreprise_id', 'day']).execute();

  // Sessions (caisse): opened then closed; at most one open session per register (unique partial index).
  await stamps(
    table('caisses')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('register_id', 'integer', ref('registers'))
      .addColumn('calendar_day_id', 'integer', ref('calendar_days'))
      .addColumn('state', 'varchar(10)', notNull)
      .addColumn('currencyTag', 'varchar(8)', notNull)
      .addColumn('openingFund', 'bigint', money)
      .addColumn('openedBy', 'integer', ref('users', false, 'set null'))
      .addColumn('openedAt', ts, notNull)
      .addColumn('closedBy', 'integer', ref('users', false, 'set null'))
      .addColumn('closedAt', ts)
      .addColumn('expectedTotal', 'bigint')
      .addColumn('countedTotal', 'bigint')
      .addColumn('difference', 'bigint')
      .addColumn('closingNote', 'varchar(500)')
      .addColumn('accusedBy', 'integer', ref('users', false, 'set null'))
      .addColumn('accusedAt', ts),
  ).execute();
  await db.schema
    .createIndex('uq_caisses__register_id')
    .on('caisses')
    .column('register_id')
    .unique()
    .where(sql.ref('state'), '=', 'opened')
    .execute();
  await db.schema.createIndex('caisses_store_idx').on('caisses').columns(['entreprise_id', 'magasin_id', 'state', 'openedAt']).execute();
  await db.schema.createIndex('caisses_day_idx').on('caisses').column('calendar_day_id').execute();

  // Closing per payment mode: expected (from running totals), counted (entered by the cashier), difference.
  await db.schema
    .createTable('caisse_counts')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('caisse_id', 'integer', ref('caisses'))
    .addColumn('modePayment', 'varchar(40)', notNull)
    .addColumn('expected', 'bigint', money)
    .addColumn('counted', 'bigint', money)
    .addColumn('difference', 'bigint', money)
    .addPrimaryKeyConstraint('caisse_counts_pk', ['caisse_id', 'modePayment'])
    .execute();

  // Running totals per session, operation type and payment mode, kept in each operation's transaction.
  await db.schema
    .createTable('caisse_totals')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('caisse_id', 'integer', ref('caisses'))
    .addColumn('type', 'varchar(20)', notNull)
    .addColumn('modePayment', 'varchar(40)', notNull)
    .addColumn('amount', 'bigint', money)
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('caisse_totals_pk', ['caisse_id', 'type', 'modePayment'])
    .execute();

  // Denominations (reference data, all companies).
  await table('billets')
    .addColumn('currencyTag', 'varchar(8)', notNull)
    .addColumn('value', 'integer', notNull)
    .addColumn('kind', 'varchar(5)', notNull)
    .addColumn('order', 'integer', notNull)
    .addUniqueConstraint('uq_billets__value', ['currencyTag', 'value'])
    .execute();
  await db
    .insertInto('billets')
    .values(BILLETS.map(([currencyTag, value, kind], i) => ({ currencyTag, value, kind, order: i })))
    .execute();

  // Counted notes and coins of a session: at opening, at closing, or a control count in between.
  await table('billet_operations')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('magasin_id', 'integer', ref('magasins'))
    .addColumn('caisse_id', 'integer', ref('caisses'))
    .addColumn('billet_id', 'integer', ref('billets'))
    .addColumn('type', 'varchar(10)', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('amount', 'bigint', money)
    .addColumn('user_id', 'integer', ref('users', false, 'set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('billet_operations_caisse_idx').on('billet_operations').columns(['caisse_id', 'type']).execute();

  // Orders: the shape the sessions read. The till issue adds its columns (source, discounts detail, states history...).
  await stamps(
    table('commands')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('uuid', 'varchar(64)', notNull)
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('caisse_id', 'integer', ref('caisses', false, 'set null'))
      .addColumn('calendar_day_id', 'integer', ref('calendar_days', false, 'set null'))
      .addColumn('ticketNumber', 'integer')
      .addColumn('user_id', 'integer', ref('users', false, 'set null'))
      .addColumn('client_id', 'integer')
      .addColumn('clientName', 'varchar(190)')
      .addColumn('etat', 'varchar(40)', notNull)
      .addColumn('isCredit', 'boolean', bool(false))
      .addColumn('currencyTag', 'varchar(8)', notNull)
      .addColumn('subtotal', 'bigint', money)
      .addColumn('remise', 'bigint', money)
      .addColumn('total', 'bigint', money)
      .addColumn('paid', 'bigint', money)
      .addColumn('notes', 'varchar(500)')
      .addColumn('validatedBy', 'integer', ref('users', false, 'set null'))
      .addColumn('validatedAt', ts),
    true,
  ).execute();
  await db.schema.createIndex('uq_commands__uuid').on('commands').columns(['entreprise_id', 'uuid']).unique().execute();
  await db.schema
    .createIndex('uq_commands__ticketNumber')
    .on('commands')
    .columns(['calendar_day_id', 'ticketNumber'])
    .unique()
    .where(sql.ref('ticketNumber'), 'is not', null)
    .execute();
  await db.schema.createIndex('commands_caisse_idx').on('commands').columns(['caisse_id', 'created_at']).execute();
  await db.schema.createIndex('commands_store_idx').on('commands').columns(['entreprise_id', 'magasin_id', 'created_at']).execute();
  await db.schema.createIndex('commands_credit_idx').on('commands').columns(['entreprise_id', 'isCredit', 'created_at']).execute();

  await table('command_lines')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('command_id', 'integer', ref('commands'))
    .addColumn('price_id', 'integer')
    .addColumn('label', 'varchar(255)', notNull)
    .addColumn('quantity', 'numeric(14, 3)', notNull)
    .addColumn('unitPrice', 'bigint', money)
    .addColumn('remise', 'bigint', money)
    .addColumn('tva', 'numeric(5, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', money)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('command_lines_command_idx').on('command_lines').column('command_id').execute();

  // Approvals: who approved what, when (closing difference, withdrawal or fee above the threshold).
  await table('approvals')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('magasin_id', 'integer', ref('magasins'))
    .addColumn('caisse_id', 'integer', ref('caisses', false))
    .addColumn('action', 'varchar(30)', notNull)
    .addColumn('amount', 'bigint', money)
    .addColumn('requestedBy', 'integer', ref('users', false, 'set null'))
    .addColumn('approvedBy', 'integer', ref('users', false, 'set null'))
    .addColumn('data', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('approvals_caisse_idx').on('approvals').columns(['entreprise_id', 'caisse_id']).execute();

  // The operations ledger: every movement of money. amount is positive; its direction comes from the type.
  await stamps(
    table('operations')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('magasin_id', 'integer', ref('magasins'))
      .addColumn('caisse_id', 'integer', ref('caisses', false))
      .addColumn('calendar_day_id', 'integer', ref('calendar_days', false, 'set null'))
      .addColumn('command_id', 'integer', ref('commands', false, 'set null'))
      .addColumn('user_id', 'integer', ref('users', false, 'set null'))
      .addColumn('type', 'varchar(20)', notNull)
      .addColumn('subType', 'varchar(30)')
      .addColumn('modePayment', 'varchar(40)', notNull)
      .addColumn('amount', 'bigint', money)
      .addColumn('currencyTag', 'varchar(8)', notNull)
      .addColumn('reason', 'varchar(500)')
      .addColumn('approval_id', 'integer', ref('approvals', false, 'set null')),
  ).execute();
  await db.schema.createIndex('operations_caisse_idx').on('operations').columns(['caisse_id', 'created_at']).execute();
  await db.schema.createIndex('operations_store_idx').on('operations').columns(['entreprise_id', 'magasin_id', 'created_at']).execute();
  await db.schema.createIndex('operations_command_idx').on('operations').column('command_id').execute();

  // The company's payment methods (modes of product-spec §9), created on first read.
  await stamps(
    table('payment_methods')
      .addColumn('entreprise_id', 'integer', company)
      .addColumn('tag', 'varchar(40)', notNull)
      .addColumn('intitule', 'varchar(120)', notNull)
      .addColumn('isActive', 'boolean', bool(true))
      .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('uq_payment_methods__tag', ['entreprise_id', 'tag']),
  ).execute();

  // Recorded notifications (open cash, close cash, withdrawal...), per company and store; delivered live later.
  await table('notifications')
    .addColumn('entreprise_id', 'integer', company)
    .addColumn('magasin_id', 'integer', ref('magasins', false))
    .addColumn('caisse_id', 'integer', ref('caisses', false))
    .addColumn('tag', 'varchar(40)', notNull)
    .addColumn('title', 'varchar(190)', notNull)
    .addColumn('message', 'varchar(500)', notNull)
    .addColumn('data', 'text')
    .addColumn('user_id', 'integer', ref('users', false, 'set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('notifications_entreprise_idx').on('notifications').columns(['entreprise_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'notifications',
    'payment_methods',
    'operations',
    'approvals',
    'command_lines',
    'commands',
    'billet_operations',
    'billets',
    'caisse_totals',
    'caisse_counts',
    'caisses',
    'calendar_days',
    'registers',
    'idempotency_keys',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}

// Human resources of issue 32: collaborators (a person record beside the staff account: contract, pay, stores,
// documents, emergency contact, time-clock code), their punch cards at a store's till and the breaks within. At most
// one open card per collaborator and one open break per card: `open_key` holds the collaborator (the card) while
// open and null once closed, under a unique index, so two clock-ins sent at once cannot both open a card.
// Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const bool = pg ? 'boolean' : 'integer';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await table('collaborators')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('firstName', 'varchar(80)', (c) => c.notNull())
    .addColumn('lastName', 'varchar(80)', (c) => c.notNull())
    .addColumn('email', 'varchar(160)')
    .addColumn('tel', 'varchar(30)')
    .addColumn('position', 'varchar(80)')
    .addColumn('contractType', 'varchar(20)', (c) => c.notNull())
    .addColumn('contractStart', 'varchar(10)')
    .addColumn('contractEnd', 'varchar(10)')
    // The contract's hours per week, in minutes (35 h = 2100).
    .addColumn('weeklyMinutes', 'integer', (c) => c.notNull())
    .addColumn('payType', 'varchar(10)', (c) => c.notNull())
    // Hourly rate or monthly salary, integer minor units of the company's currency.
    .addColumn('payAmount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('emergencyName', 'varchar(120)')
    .addColumn('emergencyTel', 'varchar(30)')
    // The time-clock code, hashed like the staff access codes.
    .addColumn('codeHash', 'varchar(255)')
    .addColumn('isActive', bool, (c) => c.notNull().defaultTo(pg ? sql`true` : 1))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', ts)
    .execute();
  await db.schema.createIndex('ix_collaborators__entreprise').on('collaborators').columns(['entreprise_id', 'lastName']).execute();

  await db.schema
    .createTable('collaborator_magasins')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull())
    .addColumn('collaborator_id', 'integer', (c) => c.notNull().references('collaborators.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pk_collaborator_magasins', ['collaborator_id', 'magasin_id'])
    .execute();
  await db.schema.createIndex('ix_collaborator_magasins__magasin').on('collaborator_magasins').columns(['magasin_id']).execute();

  await db.schema
    .createTable('collaborator_files')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull())
    .addColumn('collaborator_id', 'integer', (c) => c.notNull().references('collaborators.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pk_collaborator_files', ['collaborator_id', 'file_id'])
    .execute();

  await table('punch_cards')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('collaborator_id', 'integer', (c) => c.notNull().references('collaborators.id').onDelete('cascade'))
    .addColumn('magasin_id', 'integer', (c) => c.notNull().references('magasins.id').onDelete('cascade'))
    .addColumn('startAt', ts, (c) => c.notNull())
    .addColumn('endAt', ts)
    // The store's offset from UTC (minutes) at clock-in: the card's days and weeks are counted at it.
    .addColumn('offsetMinutes', 'integer', (c) => c.notNull().defaultTo(0))
    // The collaborator while the card is open (no clock-out yet, nor left forgotten), else null.
    .addColumn('open_key', 'integer')
    .addColumn('closedBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closeReason', 'varchar(300)')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uq_punch_cards__open_key').on('punch_cards').column('open_key').unique().execute();
  await db.schema.createIndex('ix_punch_cards__start').on('punch_cards').columns(['entreprise_id', 'startAt']).execute();
  await db.schema.createIndex('ix_punch_cards__collaborator').on('punch_cards').columns(['collaborator_id', 'startAt']).execute();

  await table('punch_breaks')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull())
    .addColumn('punch_card_id', 'integer', (c) => c.notNull().references('punch_cards.id').onDelete('cascade'))
    .addColumn('startAt', ts, (c) => c.notNull())
    .addColumn('endAt', ts)
    // The card while the break is open, else null.
    .addColumn('open_key', 'integer')
    .execute();
  await db.schema.createIndex('uq_punch_breaks__open_key').on('punch_breaks').column('open_key').unique().execute();
  await db.schema.createIndex('ix_punch_breaks__card').on('punch_breaks').columns(['punch_card_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['punch_breaks', 'punch_cards', 'collaborator_files', 'collaborator_magasins', 'collaborators']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

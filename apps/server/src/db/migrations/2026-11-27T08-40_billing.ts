// Billing documents (issue 28, api-spec 7.10): invoices, credit notes, quotes, delivery forms and certificates with the
// snapshot of what they state, the orders they cover, their templates, and one counter row per company, kind and year
// from which numbers are taken in the issuing transaction (gap-free, monotonic). Frozen once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  // A client's legal identifier (ICE), stated on its invoices.
  await db.schema.alterTable('clients').addColumn('ice', 'varchar(30)').execute();

  await table('invoice_templates')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('intitule', 'varchar(120)', (c) => c.notNull())
    .addColumn('logoFileId', 'integer')
    .addColumn('primaryColor', 'varchar(7)', (c) => c.notNull().defaultTo('#1c7ed6'))
    .addColumn('secondaryColor', 'varchar(7)', (c) => c.notNull().defaultTo('#495057'))
    .addColumn('headerText', 'varchar(500)')
    .addColumn('footerText', 'varchar(500)')
    .addColumn('paymentTerms', 'varchar(255)')
    // A JSON array of the fields shown (TEMPLATE_FIELDS).
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull().defaultTo('fr'))
    .addColumn('isDefault', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', ts)
    .execute();

  await table('billing_documents')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('tag', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // Null while a draft; taken from billing_counters when issued.
    .addColumn('number', 'integer')
    .addColumn('year', 'integer')
    .addColumn('reference', 'varchar(30)')
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('clientName', 'varchar(200)')
    .addColumn('magasin_id', 'integer', (c) => c.references('magasins.id').onDelete('set null'))
    .addColumn('template_id', 'integer', (c) => c.references('invoice_templates.id').onDelete('set null'))
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('currencyTag', 'varchar(3)', (c) => c.notNull())
    // Minor units, for lists and sums; the snapshot says the rest.
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('totalTva', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('credit_of_id', 'integer', (c) => c.references('billing_documents.id'))
    .addColumn('converted_command_id', 'integer', (c) => c.references('commands.id').onDelete('set null'))
    .addColumn('issuedBy', 'integer')
    .addColumn('issued_at', ts)
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', ts)
    .execute();
  // The database refuses a number taken twice; one credit note per invoice.
  await sql`create unique index uq_billing_documents__number on billing_documents (entreprise_id, kind, year, number)
    where number is not null`.execute(db);
  await sql`create unique index uq_billing_documents__credit_of on billing_documents (credit_of_id)
    where credit_of_id is not null`.execute(db);
  await db.schema
    .createIndex('ix_billing_documents__list')
    .on('billing_documents')
    .columns(['entreprise_id', 'kind', 'created_at'])
    .execute();
  await db.schema.createIndex('ix_billing_documents__client').on('billing_documents').columns(['entreprise_id', 'client_id']).execute();

  // The orders a document covers; an order is on at most one live invoice and one live delivery form.
  await db.schema
    .createTable('billing_document_commands')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('billing_documents.id').onDelete('cascade'))
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // False once the document is cancelled (a credit note) or the order unlinked: the order may be billed again.
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('pk_billing_document_commands', ['document_id', 'command_id'])
    .execute();
  await sql`create unique index uq_billing_document_commands__active on billing_document_commands (command_id, kind)
    where active`.execute(db);

  await db.schema
    .createTable('billing_counters')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_billing_counters', ['entreprise_id', 'kind', 'year'])
    .execute();
}

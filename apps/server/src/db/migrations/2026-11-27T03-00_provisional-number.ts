// Returns find the right sale (issue 23): an order keeps the provisional number the till printed while it was offline
// ("ABC-0001"), so the ticket in the client's hand finds its order in the return search and the orders list. Frozen
// once landed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('commands').addColumn('provisional', 'varchar(20)').execute();
  await db.schema
    .createIndex('commands_provisional_idx')
    .on('commands')
    .columns(['entreprise_id', 'provisional'])
    .where(sql.ref('provisional'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('commands_provisional_idx').execute();
  await db.schema.alterTable('commands').dropColumn('provisional').execute();
}

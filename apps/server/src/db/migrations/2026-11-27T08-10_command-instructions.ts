// Instructions attached to an order (issue 25: the Instruction settings chosen at the till's order options or on the
// order page): one row per order and instruction, with its name as it was when chosen (the ticket of an old order
// still reads it after the instruction is renamed or trashed). Frozen once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('command_instructions')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('command_id', 'integer', (c) => c.notNull().references('commands.id').onDelete('cascade'))
    .addColumn('instruction_id', 'integer', (c) => c.notNull().references('instructions.id').onDelete('cascade'))
    .addColumn('intitule', 'varchar(190)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('command_instructions_pk', ['command_id', 'instruction_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('command_instructions').execute();
}

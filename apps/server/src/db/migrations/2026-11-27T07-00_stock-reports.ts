// Stock reports (issue 26 point 4): the balance sheet of an entity reads every movement it ever had, by type, time,
// quantity, unit cost and product. This index holds exactly those, so the sums are read from it alone, in type order
// (no sort of millions of rows): 2,000,000 movements of one store in a few hundred ms on SQLite (bench/RESULTS.md).
// Frozen once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('stock_movements_balance_idx')
    .on('stock_movements')
    .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'type', 'created_at', 'quantity', 'unitCost', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_movements_balance_idx').execute();
}

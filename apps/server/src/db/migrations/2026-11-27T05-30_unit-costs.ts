// Costs, in the money's minor units like every amount (issues 24 and 26): a product's weighted average cost (kept by
// the receptions; null until the first one, its buying price standing in), the unit cost each stock movement moved
// at (the balance sheet values entries and exits with it), and the unit cost of goods sold kept on each order line
// (margins read it, never today's cost). Nullable: rows written before have none. Frozen once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('averageCost', 'bigint').execute();
  await db.schema.alterTable('stock_movements').addColumn('unitCost', 'bigint').execute();
  await db.schema.alterTable('command_lines').addColumn('unitCost', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('command_lines').dropColumn('unitCost').execute();
  await db.schema.alterTable('stock_movements').dropColumn('unitCost').execute();
  await db.schema.alterTable('products').dropColumn('averageCost').execute();
}

// Stock and inventory (api-spec 7.7): an inventory count is an 'inventaire' movement of the difference between what
// was counted and the level; the movement keeps what was counted and when the device says it was counted, so the
// inventories list shows the count itself, not only its difference. The movement history pages by id per entity and
// product (newest first). Frozen once landed.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema.alterTable('stock_movements').addColumn('counted', 'numeric(14, 3)').execute();
  await db.schema.alterTable('stock_movements').addColumn('countedAt', ts).execute();
  await db.schema
    .createIndex('stock_movements_type_idx')
    .on('stock_movements')
    .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'type', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_movements_type_idx').execute();
  await db.schema.alterTable('stock_movements').dropColumn('countedAt').execute();
  await db.schema.alterTable('stock_movements').dropColumn('counted').execute();
}

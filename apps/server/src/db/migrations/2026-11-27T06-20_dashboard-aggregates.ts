// Dashboards (issue 24): the aggregates every chart reads instead of the order lines, kept in the transaction of the
// sale, refund, exchange, cancellation or payment that changes them (modules/dashboards/aggregates.ts), rebuilt from the
// orders by `npm run dashboards:rebuild`. One small table per dimension, each keyed by company, store and business day
// (the local date of the sale at the till, YYYY-MM-DD), with the day's figures as sums: money in minor units,
// quantities in thousandths (exact on both databases), "none" as 0 or '' so the key is never null. A sale keeps its
// business day and local hour (commands.businessDay, businessHour), so the rebuild puts it where the sale did.
// Frozen once landed.
import type { Kysely } from 'kysely';

type Col = [name: string, type: 'integer' | 'bigint' | 'text'];
const KEY: Col[] = [
  ['entreprise_id', 'integer'],
  ['magasin_id', 'integer'],
  ['day', 'text'],
];
const SALES: Col[] = [
  ['revenue', 'bigint'],
  ['tickets', 'integer'],
  ['quantity', 'bigint'],
];
const MARGIN: Col[] = [
  ['cost', 'bigint'],
  ['costedRevenue', 'bigint'],
];

const AGG_TABLES: Record<string, { key: Col[]; values: Col[] }> = {
  agg_days: {
    key: KEY,
    values: [...SALES, ['gross', 'bigint'], ['discounts', 'bigint'], ['refunds', 'bigint'], ...MARGIN],
  },
  agg_hours: { key: [...KEY, ['hour', 'integer']], values: SALES },
  agg_products: { key: [...KEY, ['price_id', 'integer']], values: [...SALES, ...MARGIN] },
  agg_sellers: { key: [...KEY, ['user_id', 'integer']], values: SALES },
  agg_seller_products: { key: [...KEY, ['user_id', 'integer'], ['price_id', 'integer']], values: SALES },
  agg_sources: { key: [...KEY, ['source', 'text']], values: SALES },
  agg_modes: {
    key: [...KEY, ['modePayment', 'text']],
    values: [
      ['amount', 'bigint'],
      ['count', 'integer'],
    ],
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('commands').addColumn('businessDay', 'text').execute();
  await db.schema.alterTable('commands').addColumn('businessHour', 'integer').execute();
  for (const [table, { key, values }] of Object.entries(AGG_TABLES)) {
    let t = db.schema.createTable(table);
    for (const [name, type] of key) t = t.addColumn(name, type, (c) => c.notNull());
    for (const [name, type] of values) t = t.addColumn(name, type, (c) => c.notNull().defaultTo(0));
    await t.addPrimaryKeyConstraint(`${table}_pk`, key.map(([name]) => name) as never).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(AGG_TABLES).reverse()) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('commands').dropColumn('businessHour').execute();
  await db.schema.alterTable('commands').dropColumn('businessDay').execute();
}

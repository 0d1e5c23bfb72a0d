// The cost a stock movement is valued at (issue 26): the unit cost it moved at (kept on every movement since costs are
// kept), else the product's cost now (orders/unit-cost.ts, the one rule: weighted average cost, else buying price),
// else 0, in minor units. Every stock value
// (control, statistics, balance sheet, the products' stock) goes through costSql, so rows written before costs were
// kept still get a value. A movement's value is its quantity (3 decimals) × that cost, rounded to the minor unit half
// away from zero with integer arithmetic (the same on both databases, and the same in valueOf), so the sums of values
// are exact integers and a balance sheet adds up to the unit.
import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Executor } from '../../db/database';
import { productCostSql } from '../orders/unit-cost';

/** `m` is stock_movements (or null: a product's own cost), `p` is products. */
export const costSql = (withMovement = true): RawBuilder<number> =>
  withMovement ? sql<number>`coalesce(m."unitCost", ${productCostSql()}, 0)` : sql<number>`coalesce(${productCostSql()}, 0)`;

/** Thousandths of a quantity as an integer (quantities keep 3 decimals). */
const millis = (db: Executor, quantity: RawBuilder<number>): RawBuilder<number> =>
  isPostgres(db) ? sql<number>`round(${quantity} * 1000)::bigint` : sql<number>`cast(round(${quantity} * 1000) as integer)`;

/** A quantity's value at a cost, in minor units: round(quantity × cost) half away from zero, in integers. */
export function valueSql(db: Executor, quantity: RawBuilder<number>, cost: RawBuilder<number> = costSql()): RawBuilder<number> {
  const x = sql<number>`(${millis(db, quantity)} * ${cost})`;
  return sql<number>`(case when ${x} >= 0 then (${x} + 500) / 1000 else -((500 - ${x}) / 1000) end)`;
}

/** valueSql in JavaScript (quantities and costs as read). */
export function valueOf(quantity: number, cost: number): number {
  const x = Math.round(quantity * 1000) * cost;
  return x >= 0 ? Math.floor((x + 500) / 1000) : -Math.floor((500 - x) / 1000);
}

// SQL of the stock reports (issue 26 point 4): the last counts of an entity, the ledger's aggregates over a period,
// the balance sheet's grouped values and the products' levels across stores. Every statement is scoped to the company
// and the entity; values go through stock-cost.ts.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { likeContains } from '../../lib/list-query';
import { costSql, valueSql } from './stock-cost';
import { labelIn, trackedProducts, type Entity } from './stock.repository';

/** The movements that are counts (a closing count is one too). */
export const COUNT_TYPES = ['inventaire', 'inventaire_fermeture'];

const movementsOf = (db: Executor, e: Entity) =>
  db
    .selectFrom('stock_movements as m')
    .where('m.entreprise_id', '=', e.entrepriseId)
    .where('m.entityTypeTag', '=', e.entityTypeTag)
    .where('m.entity_id', '=', e.entityId);

/** The last count of each product in the entity within the period, with its category and cost. */
export function lastCounts(db: Executor, e: Entity, from: string | null, to: string, locale?: string) {
  const q = movementsOf(db, e)
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .leftJoin('product_categories as c', 'c.id', 'd.categoryId')
    .select([
      'm.product_id as productId',
      labelIn(locale).as('label'),
      'p.barcode',
      'd.unity',
      'd.categoryId',
      'c.label as category',
      'm.counted',
      'm.quantity as difference',
      'm.countedAt',
      'm.created_at as createdAt',
      costSql().as('unitCost'),
    ])
    // The last count of each product: its greatest id among the entity's counts of the period, found once per product.
    .where(
      'm.id',
      'in',
      movementsOf(db, e)
        .select((x) => x.fn.max('m.id').as('id'))
        .where('m.type', 'in', COUNT_TYPES)
        .where('m.created_at', '<=', to)
        .$if(!!from, (s) => s.where('m.created_at', '>=', from!))
        .groupBy('m.product_id'),
    );
  return q.orderBy('c.label').orderBy('d.categoryId').orderBy('d.label').orderBy('p.id').execute();
}

/** The entity's products with a level row: level now, label and the product's own cost. */
export const levelsOf = (db: Executor, e: Entity, locale?: string) =>
  db
    .selectFrom('stock_levels as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select(['l.product_id as productId', labelIn(locale).as('label'), 'd.unity', 'l.quantity', costSql(false).as('unitCost')])
    .where('l.entreprise_id', '=', e.entrepriseId)
    .where('l.entityTypeTag', '=', e.entityTypeTag)
    .where('l.entity_id', '=', e.entityId)
    .where('p.deleted_at', 'is', null)
    .execute();

/**
 * Per product, from the movements since `from` (the entity's time index): what moved since `from` and since `to`,
 * what was sold in [from, to) (sales net of their returns) and its value at cost.
 */
export function periodAggregates(db: Executor, e: Entity, from: string, to: string) {
  const inPeriod = sql`m.created_at < ${to}`;
  const sale = sql`m.type = ${sql.lit('sale')}`;
  return movementsOf(db, e)
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select([
      'm.product_id as productId',
      sql<number>`sum(m.quantity)`.as('sinceFrom'),
      sql<number>`sum(case when m.created_at >= ${to} then m.quantity else 0 end)`.as('sinceTo'),
      sql<number>`sum(case when ${inPeriod} and ${sale} then -m.quantity else 0 end)`.as('sold'),
      sql<number>`sum(case when ${inPeriod} and ${sale} then -${valueSql(db, sql`m.quantity`)} else 0 end)`.as('soldValue'),
      sql<number>`sum(case when ${inPeriod} then 1 else 0 end)`.as('moves'),
    ])
    .where('m.created_at', '>=', from)
    .groupBy('m.product_id')
    .execute();
}

/** The movements of [from, to), by product then in the order they applied (ids), for the time spent out of stock. */
export const periodMovements = (db: Executor, e: Entity, from: string, to: string) =>
  movementsOf(db, e)
    .select(['m.product_id as productId', 'm.quantity', 'm.created_at as at'])
    .where('m.created_at', '>=', from)
    .where('m.created_at', '<', to)
    .orderBy('m.product_id')
    .orderBy('m.id')
    .execute();

/** The last sale of each product before `to` (dead stock: since when nothing sold). */
export const lastSales = (db: Executor, e: Entity, to: string, productIds: number[]) =>
  productIds.length
    ? movementsOf(db, e)
        .select(['m.product_id as productId', (eb) => eb.fn.max('m.created_at').as('at')])
        .where('m.type', '=', sql.lit('sale'))
        .where('m.quantity', '<', 0)
        .where('m.created_at', '<', to)
        .where('m.product_id', 'in', productIds)
        .groupBy('m.product_id')
        .execute()
    : Promise.resolve([]);

/**
 * The balance sheet's sums by movement type over the movements before `to`: before `from` (the opening), and in the
 * period what came in (> 0) and went out (< 0), each with its count, quantity and value. Read from
 * stock_movements_balance_idx alone, grouped in its type order. Two passes: the movements that carry their unit cost
 * (every movement since costs are kept) need nothing else; the older ones take the product's cost (one lookup each).
 */
export async function balanceSums(db: Executor, e: Entity, from: string, to: string) {
  const before = sql`m.created_at < ${from}`;
  const sums = (value: ReturnType<typeof valueSql>) => [
    'm.type' as const,
    sql<number>`sum(case when ${before} then 1 else 0 end)`.as('n0'),
    sql<number>`sum(case when ${before} then ${value} else 0 end)`.as('v0'),
    sql<number>`sum(case when not (${before}) and m.quantity > 0 then 1 else 0 end)`.as('nIn'),
    sql<number>`sum(case when not (${before}) and m.quantity > 0 then m.quantity else 0 end)`.as('qIn'),
    sql<number>`sum(case when not (${before}) and m.quantity > 0 then ${value} else 0 end)`.as('vIn'),
    sql<number>`sum(case when not (${before}) and m.quantity < 0 then 1 else 0 end)`.as('nOut'),
    sql<number>`sum(case when not (${before}) and m.quantity < 0 then m.quantity else 0 end)`.as('qOut'),
    sql<number>`sum(case when not (${before}) and m.quantity < 0 then ${value} else 0 end)`.as('vOut'),
  ];
  const costed = await movementsOf(db, e)
    .select(sums(valueSql(db, sql`m.quantity`, sql<number>`m."unitCost"`)))
    .where('m.created_at', '<', to)
    .where('m.unitCost', 'is not', null)
    .groupBy('m.type')
    .execute();
  const legacy = await movementsOf(db, e)
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select(sums(valueSql(db, sql`m.quantity`, costSql(false))))
    .where('m.created_at', '<', to)
    .where('m.unitCost', 'is', null)
    .groupBy('m.type')
    .execute();
  return [...costed, ...legacy];
}

/** A page of the company's tracked products by label (a keyword in the search text or an exact code), and the count. */
export async function productsPage(
  db: Executor,
  entrepriseId: number,
  keyword: string | undefined,
  code: string | undefined,
  offset: number,
  limit: number,
  locale?: string,
) {
  const base = () => {
    let q = trackedProducts(db, entrepriseId);
    if (keyword)
      q = q.where((eb) =>
        eb.or([
          eb('d.searchText', 'like', likeContains(keyword)),
          eb('p.barcode', '=', code ?? keyword),
          eb('p.sku', '=', code ?? keyword),
        ]),
      );
    return q;
  };
  const rows = await base()
    .select(['p.id as productId', labelIn(locale).as('label'), 'p.barcode', 'd.unity', costSql(false).as('unitCost')])
    .orderBy('d.label')
    .orderBy('p.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const n = await base()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n.n) };
}

/** The levels of some products in some stores (primary-key lookups). */
export const storeLevels = (db: Executor, entrepriseId: number, storeIds: number[], productIds: number[]) =>
  storeIds.length && productIds.length
    ? db
        .selectFrom('stock_levels')
        .select(['entity_id', 'product_id', 'quantity'])
        .where('entreprise_id', '=', entrepriseId)
        .where('entityTypeTag', '=', 'magasin')
        .where('entity_id', 'in', storeIds)
        .where('product_id', 'in', productIds)
        .execute()
    : Promise.resolve([]);

/** The company's live stores, or those of the scope. */
export const storesIn = (db: Executor, entrepriseId: number, scope: readonly number[] | null | undefined) => {
  let q = db
    .selectFrom('magasins')
    .select(['id', 'intitule as name'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null);
  if (scope) q = q.where('id', 'in', scope.length ? [...scope] : [0]);
  return q.orderBy('intitule').orderBy('id').execute();
};

/** The movements of a store between two moments (a day's period), newest first, with their cost; and the sums. */
export async function dayMovements(
  db: Executor,
  e: Entity,
  from: string,
  to: string,
  f: { keyword?: string; code?: string; offset: number; limit: number; locale?: string },
) {
  const base = () => {
    let q = movementsOf(db, e)
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
      .where('m.created_at', '>=', from)
      .where('m.created_at', '<', to);
    if (f.keyword)
      q = q.where((eb) => eb.or([eb('d.searchText', 'like', likeContains(f.keyword!)), eb('p.barcode', '=', f.code ?? f.keyword!)]));
    return q;
  };
  const rows = await base()
    .leftJoin('commands as c', 'c.id', 'm.command_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.product_id as productId',
      labelIn(f.locale).as('label'),
      'p.barcode',
      'd.unity',
      'm.type',
      'm.quantity',
      'm.counted',
      costSql().as('unitCost'),
      valueSql(db, sql`m.quantity`).as('value'),
      'm.command_id as commandId',
      'c.ticketNumber',
      'u.name as userName',
      'm.created_at as createdAt',
    ])
    .orderBy('m.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  const sums = await base()
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(case when m.quantity > 0 then ${valueSql(db, sql`m.quantity`)} else 0 end)`.as('inValue'),
      sql<number>`sum(case when m.quantity < 0 then -${valueSql(db, sql`m.quantity`)} else 0 end)`.as('outValue'),
    ])
    .executeTakeFirstOrThrow();
  return { rows, total: Number(sums.n), inValue: Number(sums.inValue ?? 0), outValue: Number(sums.outValue ?? 0) };
}

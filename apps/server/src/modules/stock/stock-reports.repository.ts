// SQL of the stock reports (issue 26 point 4): the last counts of an entity, the ledger's aggregates over a period,
// the balance sheet's grouped values and the products' levels across stores. Every statement is scoped to the company
// and the entity; values go through stock-cost.ts.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { likeContains } from '../../lib/list-query';
import { costSql, valueSql } from './stock-cost';
import { catalogueVersion, companyKey, keptWhileStill } from './stock-figures-cache';
import { labelIn, labelPageIds, trackedProducts, type Entity } from './stock.repository';

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

export interface BalanceSum {
  type: string;
  v0: number;
  nIn: number;
  qIn: number;
  vIn: number;
  nOut: number;
  qOut: number;
  vOut: number;
}

const dayOf = (t: string) => t.slice(0, 10);
const startOfDay = (t: string) => `${dayOf(t)}T00:00:00.000Z`;

/**
 * The balance sheet's sums by movement type over the movements before `to`: before `from` (the opening, v0), and in
 * the period what came in (> 0) and went out (< 0), each with its count, quantity and value. The movements that carry
 * their unit cost are read from stock_day_values (stock-day-values.ts: one row per day and type) up to `to`'s day, the
 * partial days at the edges from the movements ([start of `to`'s day, `to`) added, [start of `from`'s day, `from`)
 * moved from the period to the opening); the movements without a cost are valued at the product's cost now, one by
 * one (the partial index stock_movements_uncosted_idx).
 */
export async function balanceSums(db: Executor, e: Entity, from: string, to: string): Promise<BalanceSum[]> {
  const period = (c: string) => sql<number>`sum(case when day >= ${dayOf(from)} then ${sql.ref(c)} else 0 end)`.as(c);
  const days = await db
    .selectFrom('stock_day_values')
    .select([
      'type',
      sql<number>`sum(case when day < ${dayOf(from)} then "vIn" + "vOut" else 0 end)`.as('v0'),
      ...['nIn', 'qIn', 'vIn', 'nOut', 'qOut', 'vOut'].map(period),
    ])
    .where('entreprise_id', '=', e.entrepriseId)
    .where('entityTypeTag', '=', e.entityTypeTag)
    .where('entity_id', '=', e.entityId)
    .where('day', '<', dayOf(to))
    .groupBy('type')
    .execute();
  const inOut = (value: ReturnType<typeof valueSql>, before: ReturnType<typeof sql> | null) => {
    const b = before ?? sql`1 = 0`;
    return [
      'm.type' as const,
      sql<number>`sum(case when ${b} then ${value} else 0 end)`.as('v0'),
      sql<number>`sum(case when not (${b}) and m.quantity > 0 then 1 else 0 end)`.as('nIn'),
      sql<number>`sum(case when not (${b}) and m.quantity > 0 then m.quantity else 0 end)`.as('qIn'),
      sql<number>`sum(case when not (${b}) and m.quantity > 0 then ${value} else 0 end)`.as('vIn'),
      sql<number>`sum(case when not (${b}) and m.quantity < 0 then 1 else 0 end)`.as('nOut'),
      sql<number>`sum(case when not (${b}) and m.quantity < 0 then m.quantity else 0 end)`.as('qOut'),
      sql<number>`sum(case when not (${b}) and m.quantity < 0 then ${value} else 0 end)`.as('vOut'),
    ];
  };
  const costed = valueSql(db, sql`m.quantity`, sql<number>`m."unitCost"`);
  const edge = (a: string, b: string) =>
    a < b
      ? movementsOf(db, e)
          .select(inOut(costed, null))
          .where('m.unitCost', 'is not', null)
          .where('m.created_at', '>=', a)
          .where('m.created_at', '<', b)
          .groupBy('m.type')
          .execute()
      : Promise.resolve([]);
  const atTo = await edge(startOfDay(to), to);
  const atFrom = await edge(startOfDay(from), from);
  const uncosted = await movementsOf(db, e)
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select(inOut(valueSql(db, sql`m.quantity`, costSql(false)), sql`m.created_at < ${from}`))
    .where('m.unitCost', 'is', null)
    .where('m.created_at', '<', to)
    .groupBy('m.type')
    .execute();
  const n = (v: unknown) => Number(v ?? 0);
  const row = (r: Record<string, unknown>, sign = 1): BalanceSum => ({
    type: r.type as string,
    v0: n(r.v0),
    nIn: sign * n(r.nIn),
    qIn: sign * n(r.qIn),
    vIn: sign * n(r.vIn),
    nOut: sign * n(r.nOut),
    qOut: sign * n(r.qOut),
    vOut: sign * n(r.vOut),
  });
  return [
    ...days.map((r) => row(r)),
    ...atTo.map((r) => row(r)),
    // The start of `from`'s day belongs to the opening, not to the period.
    ...atFrom.map((r) => ({ ...row(r, -1), v0: n(r.vIn) + n(r.vOut) })),
    ...uncosted.map((r) => row(r)),
  ];
}

/**
 * A page of the company's tracked products by label (a keyword in the search text or an exact code), and the count.
 * Without a keyword the label index is walked for the page's ids alone (the whole catalogue was sorted by label for
 * each page: ~56 ms of CPU at 100,000 products on SQLite, 606 ms p95 at 10 clients), and the count is kept while the
 * catalogue has not changed (stock-figures-cache.ts).
 */
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
  const ids = keyword ? undefined : await labelPageIds(db, entrepriseId, undefined, offset, limit);
  const rows = await (ids ? base().where('p.id', 'in', ids.length ? ids : [0]) : base())
    .select(['p.id as productId', labelIn(locale).as('label'), 'p.barcode', 'd.unity', costSql(false).as('unitCost')])
    .orderBy('d.label')
    .orderBy('d.id')
    .orderBy('p.id')
    .limit(limit)
    .offset(ids ? 0 : offset)
    .execute();
  const counted = async () =>
    Number(
      (
        await base()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const total = keyword
    ? await counted()
    : await keptWhileStill(companyKey(db, entrepriseId, 'tracked'), await catalogueVersion(db, entrepriseId), counted);
  return { rows, total };
}

/** The levels of some products in some entities (primary-key lookups, one statement per entity type). */
export async function entityLevels(
  db: Executor,
  entrepriseId: number,
  entities: readonly { id: number; entityTypeTag: string }[],
  productIds: number[],
) {
  if (!entities.length || !productIds.length) return [];
  const types = [...new Set(entities.map((e) => e.entityTypeTag))];
  const rows = await Promise.all(
    types.map((type) =>
      db
        .selectFrom('stock_levels')
        .select(['entityTypeTag', 'entity_id', 'product_id', 'quantity'])
        .where('entreprise_id', '=', entrepriseId)
        .where('entityTypeTag', '=', type)
        .where(
          'entity_id',
          'in',
          entities.filter((e) => e.entityTypeTag === type).map((e) => e.id),
        )
        .where('product_id', 'in', productIds)
        .execute(),
    ),
  );
  return rows.flat();
}

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

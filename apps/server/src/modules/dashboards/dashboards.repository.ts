// SQL of the dashboards (issue 24): sums over the aggregate tables (never the order lines), one statement per chart
// part covering the period and the previous one at once (a `cur` flag splits them); names of stores, articles,
// categories and sellers; the stock counts, the counted notes and coins and the open sessions.
//
// A chart of every store of the company reads the company's rows (magasin_id 0, aggregates.ts AGG_TABLES `company`):
// per day in agg_days; per month in the others, whole months from the month's row and the days of a month the period
// only partly covers from the stores' daily rows — added, or taken away from the month's row when that reads fewer
// days (the current month up to today: its month row less the days after today, which hold nothing yet).
import { sql, type RawBuilder } from 'kysely';
import { isPostgres, readArrays, type Executor } from '../../db/database';
import { AGG_TABLES, COMPANY, monthKey, type AggTable } from './aggregates';
import { addDays, daysBetween } from './periods';

export interface Span {
  from: string;
  to: string;
}
/** Which rows: the company, its stores (already checked), the current period and the previous one. */
export interface Scope {
  entrepriseId: number;
  stores: readonly number[];
  current: Span;
  previous: Span;
  /** The stores are every store the company ever had: its own rows (magasin_id 0) answer for them. */
  wholeCompany?: boolean;
  /** The business day of the request: days after it hold (almost) nothing, a cheap part to take away. */
  today?: string;
}

export type SumRow = Record<string, number | string | null> & { cur: number };

/** One part of a sum: rows of a range of `day` keys (dates, or `M` months), of the stores or the company, added or taken away. */
interface Part {
  cur: 0 | 1;
  sign: 1 | -1;
  company: boolean;
  from: string;
  to: string;
}

const lastOfMonth = (day: string) => addDays(`${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);
/** Days of a range that may hold rows (up to today). */
const filled = (from: string, to: string, today: string | undefined) =>
  from > to
    ? 0
    : today === undefined
      ? daysBetween(from, to)
      : to <= today
        ? daysBetween(from, to)
        : from > today
          ? 0
          : daysBetween(from, today);

/** The parts that sum a span of days from a table with company rows per month. */
function monthParts(span: Span, cur: 0 | 1, today: string | undefined): Part[] {
  const parts: Part[] = [];
  const days = (from: string, to: string, sign: 1 | -1) => from <= to && parts.push({ cur, sign, company: false, from, to });
  let whole: Part | null = null;
  for (let first = span.from; first <= span.to;) {
    const last = lastOfMonth(first);
    const monthFirst = `${first.slice(0, 7)}-01`;
    const a = first;
    const b = last < span.to ? last : span.to;
    const month = monthKey(first);
    const covered = filled(a, b, today);
    // Reading the month's row costs about a day's rows of every store.
    const uncovered = 1 + filled(monthFirst, addDays(a, -1), today) + filled(addDays(b, 1), last, today);
    if (a === monthFirst && b === last) {
      if (whole && whole.to === monthKey(addDays(monthFirst, -1))) whole.to = month;
      else parts.push((whole = { cur, sign: 1, company: true, from: month, to: month }));
    } else if (uncovered < covered) {
      parts.push({ cur, sign: 1, company: true, from: month, to: month });
      days(monthFirst, addDays(a, -1), -1);
      days(addDays(b, 1), last, -1);
      whole = null;
    } else {
      days(a, b, 1);
      whole = null;
    }
    first = addDays(last, 1);
  }
  return parts;
}

function partsOf(table: AggTable, s: Scope, byDay: boolean): Part[] {
  const grain = AGG_TABLES[table].company;
  const spans: [Span, 0 | 1][] = [
    [s.previous, 0],
    [s.current, 1],
  ];
  if (s.wholeCompany && grain === 'day') return spans.map(([span, cur]) => ({ cur, sign: 1, company: true, ...span }));
  if (s.wholeCompany && grain === 'month' && !byDay) return spans.flatMap(([span, cur]) => monthParts(span, cur, s.today));
  return spans.map(([span, cur]) => ({ cur, sign: 1, company: false, ...span }));
}

/** The rows of a table the two periods read (each part's rows, taken away ones negated), with a `cur` flag: one union. */
function partsUnion(table: AggTable, s: Scope, keys: readonly string[], values: readonly string[], where?: RawBuilder<unknown>) {
  const parts = partsOf(table, keys.includes('magasin_id') ? { ...s, wholeCompany: false } : s, keys.includes('day'));
  const stores = sql.join(s.stores);
  const select = (p: Part) => sql`
      select ${sql.join([
        ...keys.map((k) => sql.ref(`a.${k}`)),
        sql`${sql.lit(p.cur)} as cur`,
        ...values.map((v) => (p.sign > 0 ? sql`${sql.ref(`a.${v}`)} as ${sql.ref(v)}` : sql`0 - ${sql.ref(`a.${v}`)} as ${sql.ref(v)}`)),
      ])}
      from ${sql.table(table)} a
      where a.entreprise_id = ${s.entrepriseId}
        and ${p.company ? sql`a.magasin_id = ${sql.lit(COMPANY)}` : sql`a.magasin_id in (${stores})`}
        and a.day >= ${p.from} and a.day <= ${p.to}
        ${where ? sql`and ${where}` : sql``}`;
  return sql.join(parts.map(select), sql` union all `);
}

/**
 * A value as the sums add it: a double, exact for whole numbers up to 2^53 (9 × 10^15 cents or thousandths, far above
 * any company's figures). PostgreSQL sums a bigint column into a numeric, in arbitrary-precision arithmetic, and sorts
 * and compares numerics as slowly: the seller × article sums took 7.8 ms as numerics and 4.1 as doubles (bench/RESULTS.md).
 */
const exact = (value: RawBuilder<unknown>) => sql`cast(${value} as double precision)`;

/**
 * Sums of `values` per `keys` over the two periods: each row carries cur = 1 (current period) or 0 (previous).
 * `where` narrows further (e.g. some price ids). Keys naming the store read the stores' rows.
 */
export async function sums(
  db: Executor,
  table: AggTable,
  s: Scope,
  keys: readonly string[],
  values: readonly string[],
  where?: RawBuilder<unknown>,
): Promise<SumRow[]> {
  if (!s.stores.length) return [];
  // Grouped by position (the keys, then the flag).
  const q = sql<SumRow>`
    select ${sql.join([...keys.map((k) => sql.ref(`a.${k}`)), sql`a.cur`, ...values.map((v) => sql`sum(${exact(sql.ref(`a.${v}`))}) as ${sql.ref(v)}`)])}
    from (${partsUnion(table, s, keys, values, where)}) a
    group by ${sql.raw(Array.from({ length: keys.length + 1 }, (_, n) => n + 1).join(', '))}`;
  const rows = (await q.execute(db)).rows;
  for (const r of rows) {
    r.cur = Number(r.cur);
    for (const v of values) r[v] = Number(r[v] ?? 0);
  }
  // Nothing left (a month's row less its days, or a row an order no longer counts in): no row.
  return rows.filter((r) => values.some((v) => r[v] !== 0));
}

/** The sum of a value over the current period's rows (cur 1) or the previous one's (cur 0) of a `partsUnion`. */
const periodSum = (v: string, cur: 0 | 1) => sql`sum(case when a.cur = ${sql.lit(cur)} then ${exact(sql.ref(`a.${v}`))} else 0 end)`;
/** Each value over both periods, as `<value>_c` and `<value>_p`. */
const pairedColumns = (values: readonly string[]) =>
  sql.join(values.flatMap((v) => [sql`${periodSum(v, 1)} as ${sql.ref(`${v}_c`)}`, sql`${periodSum(v, 0)} as ${sql.ref(`${v}_p`)}`]));
/** A group with some value not zero in either period (a pair whose figures are all zero is no row). */
const anyNonZero = (values: readonly string[]) =>
  sql.join(
    values.flatMap((v) => [sql`${periodSum(v, 1)} <> 0`, sql`${periodSum(v, 0)} <> 0`]),
    sql` or `,
  );

/** A key's values over the two periods: `cur` the current one, `prev` the previous one. */
export interface TopRow {
  key: number;
  cur: Record<string, number>;
  prev: Record<string, number>;
}

/** How `topSums` groups and ranks. */
export interface TopOptions {
  /**
   * The value ranked by (current period, then the previous one, then the key), or an expression of a period's sums
   * (PostgreSQL does not take the output columns' names in an expression).
   */
  order: string | ((sumOf: (value: string) => RawBuilder<unknown>) => RawBuilder<unknown>);
  limit?: number;
  where?: RawBuilder<unknown>;
  /** Group an article table's rows by the article's category (0: none) instead of by `key`. */
  byCategory?: boolean;
}

/**
 * Sums of `values` per key over the two periods, paired, and the `limit` best keys: summed, paired and ranked by the
 * database (a month's article or seller sums are thousands of rows, the answer ten to a few hundred). The same figures
 * as `sums` paired by key (no row for a key whose values are all zero). A numeric key (an article, a seller, a
 * category).
 */
export async function topSums(
  db: Executor,
  table: AggTable,
  s: Scope,
  key: string,
  values: readonly string[],
  o: TopOptions,
): Promise<TopRow[]> {
  if (!s.stores.length) return [];
  const k = o.byCategory ? sql`coalesce(pr.${sql.ref('categoryId')}, 0)` : sql`a.${sql.ref(key)}`;
  const rank = (side: 'c' | 'p') =>
    typeof o.order === 'string' ? sql.ref(`${o.order}_${side}`) : o.order((v) => periodSum(v, side === 'c' ? 1 : 0));
  const q = sql<Record<string, number | string>>`
    select ${k} as k, ${pairedColumns(values)}
    from (${partsUnion(table, s, [key], values, o.where)}) a
    ${o.byCategory ? sql`left join prices pr on pr.id = a.${sql.ref(key)} and pr.entreprise_id = ${s.entrepriseId}` : sql``}
    group by ${k}
    having ${anyNonZero(values)}
    order by ${rank('c')} desc, ${rank('p')} desc, k
    ${o.limit ? sql`limit ${sql.lit(o.limit)}` : sql``}`;
  return (await q.execute(db)).rows.map((r) => ({
    key: Number(r.k),
    cur: Object.fromEntries(values.map((v) => [v, Number(r[`${v}_c`] ?? 0)])),
    prev: Object.fromEntries(values.map((v) => [v, Number(r[`${v}_p`] ?? 0)])),
  }));
}

/** A seller's article over the two periods (`c` current, `p` previous). */
export interface SellerProductRow {
  user_id: number;
  price_id: number;
  revenue_c: number;
  tickets_c: number;
  quantity_c: number;
  revenue_p: number;
  tickets_p: number;
  quantity_p: number;
  /** The article's rank in the seller's list, from 1. */
  n: number;
}
const SELLER_VALUES = ['revenue', 'tickets', 'quantity'] as const;

/**
 * Product sales by seller, its `limit` best articles each (by current revenue, then previous, then id), summed and
 * ranked in SQL: the seller × article sums of a period are thousands of rows, the answer a few hundred. The same sums
 * as `sums(agg_seller_products, ['user_id', 'price_id'])` paired by key: a pair with every value zero is no row.
 */
export async function sellerTopProducts(db: Executor, s: Scope, limit: number, where?: RawBuilder<unknown>): Promise<SellerProductRow[]> {
  if (!s.stores.length) return [];
  // SQLite: the rows as arrays, paired and ranked here (SQLite's grouping and window over ~8,000 rows of a month took
  // 4.6 ms, the arrays and this 2.9: bench/RESULTS.md). PostgreSQL answers the few hundred rows itself.
  if (!isPostgres(db)) {
    const union = sql`${partsUnion('agg_seller_products', s, ['user_id', 'price_id'], SELLER_VALUES, where)}`;
    return rankedBySeller((await readArrays(db, union.compile(db))) as number[][], limit);
  }
  const rows = (await sellerTopProductsQuery(s, limit, where).execute(db)).rows;
  for (const r of rows) for (const k of Object.keys(r) as (keyof SellerProductRow)[]) r[k] = Number(r[k]);
  return rows;
}

/**
 * The rows of a seller × article `partsUnion` ([user_id, price_id, cur, revenue, tickets, quantity]) paired by key
 * and ranked as `sellerTopProductsQuery` does.
 */
function rankedBySeller(rows: readonly number[][], limit: number): SellerProductRow[] {
  const pairs = new Map<string, SellerProductRow>();
  for (const [user, price, cur, revenue, tickets, quantity] of rows) {
    const key = `${user}|${price}`;
    let p = pairs.get(key);
    if (!p) {
      p = { user_id: user, price_id: price, revenue_c: 0, tickets_c: 0, quantity_c: 0, revenue_p: 0, tickets_p: 0, quantity_p: 0, n: 0 };
      pairs.set(key, p);
    }
    if (Number(cur) === 1) {
      p.revenue_c += revenue;
      p.tickets_c += tickets;
      p.quantity_c += quantity;
    } else {
      p.revenue_p += revenue;
      p.tickets_p += tickets;
      p.quantity_p += quantity;
    }
  }
  const bySeller = new Map<number, SellerProductRow[]>();
  for (const p of pairs.values()) {
    if (!SELLER_VALUES.some((v) => p[`${v}_c`] !== 0 || p[`${v}_p`] !== 0)) continue;
    const list = bySeller.get(p.user_id);
    if (list) list.push(p);
    else bySeller.set(p.user_id, [p]);
  }
  const out: SellerProductRow[] = [];
  for (const user of [...bySeller.keys()].sort((a, b) => a - b)) {
    const list = bySeller.get(user)!;
    list.sort((a, b) => b.revenue_c - a.revenue_c || b.revenue_p - a.revenue_p || a.price_id - b.price_id);
    for (let n = 0; n < Math.min(limit, list.length); n++) out.push({ ...list[n], n: n + 1 });
  }
  return out;
}

/** The statement of `sellerTopProducts` (a probe may explain it). */
export function sellerTopProductsQuery(s: Scope, limit: number, where?: RawBuilder<unknown>) {
  return sql<SellerProductRow>`
    select * from (
      select g.*, row_number() over (partition by g.user_id order by g.revenue_c desc, g.revenue_p desc, g.price_id) as n
      from (
        select a.user_id, a.price_id, ${pairedColumns(SELLER_VALUES)}
        from (${partsUnion('agg_seller_products', s, ['user_id', 'price_id'], SELLER_VALUES, where)}) a
        group by a.user_id, a.price_id
        having ${anyNonZero(SELLER_VALUES)}
      ) g
    ) r
    where r.n <= ${limit}
    order by r.user_id, r.n`;
}

/**
 * The company's stores in one read: those not deleted (within a scope when given), by id, and whether stores are every
 * store the company ever had (deleted ones included; its own rows, magasin_id 0, then answer for them).
 */
export async function companyStoreSet(db: Executor, entrepriseId: number, within?: readonly number[]) {
  const rows = await db.selectFrom('magasins').select(['id', 'deleted_at']).where('entreprise_id', '=', entrepriseId).execute();
  const scope = within ? new Set(within) : undefined;
  const live = rows
    .filter((r) => r.deleted_at === null && (!scope || scope.has(r.id)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  return { live, isWholeCompany: (stores: readonly number[]) => stores.length > 0 && rows.length === new Set(stores).size };
}

export async function storeNames(db: Executor, entrepriseId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .selectFrom('magasins')
    .select(['id', 'intitule'])
    .where('entreprise_id', '=', entrepriseId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.intitule]));
}

/**
 * Articles' labels and categories (a deleted article keeps its name in the figures). An article has a price per store:
 * when two of the prices asked share a label, each is named with its store's (`Formule petit-déjeuner · Atlas Agdal`).
 */
export async function priceInfo(db: Executor, entrepriseId: number, ids: readonly number[]) {
  const known = [...new Set(ids.filter((id) => id > 0))];
  if (!known.length) return new Map<number, { label: string; categoryId: number | null }>();
  const rows = await db
    .selectFrom('prices as p')
    .leftJoin('magasins as m', 'm.id', 'p.magasinId')
    .select(['p.id', 'p.label', 'p.categoryId', 'm.intitule'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.id', 'in', known)
    .execute();
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.label, (count.get(r.label) ?? 0) + 1);
  return new Map(
    rows.map((r) => [
      r.id,
      { label: (count.get(r.label) ?? 0) > 1 && r.intitule ? `${r.label} · ${r.intitule}` : r.label, categoryId: r.categoryId },
    ]),
  );
}

export async function categoryNames(db: Executor, entrepriseId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .selectFrom('product_categories')
    .select(['id', 'label'])
    .where('entreprise_id', '=', entrepriseId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.label]));
}

export async function userNames(db: Executor, ids: readonly number[]) {
  const known = ids.filter((id) => id > 0);
  if (!known.length) return new Map<number, string>();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', known).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The company's price ids of a category (a product chart narrowed to it). */
export async function pricesOfCategory(db: Executor, entrepriseId: number, categoryId: number) {
  const rows = await db
    .selectFrom('prices')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('categoryId', '=', categoryId)
    .execute();
  return rows.map((r) => r.id);
}

/** Inventory counts of the stores between two instants: the last per store and product, with today's level and cost. */
export async function lastCounts(db: Executor, entrepriseId: number, stores: readonly number[], fromTs: string, toTs: string) {
  if (!stores.length) return [];
  const rows = await db
    .selectFrom('stock_movements as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .leftJoin('stock_levels as l', (j) =>
      j
        .onRef('l.entreprise_id', '=', 'm.entreprise_id')
        .onRef('l.entity_id', '=', 'm.entity_id')
        .onRef('l.product_id', '=', 'm.product_id'),
    )
    .select([
      'm.id',
      'm.entity_id',
      'm.product_id',
      'd.label',
      'm.quantity',
      'm.counted',
      'm.countedAt',
      'm.created_at',
      'l.quantity as level',
      'p.averageCost',
      'p.buyingPrice',
    ])
    .where('m.entreprise_id', '=', entrepriseId)
    .where('m.entityTypeTag', '=', 'magasin')
    .where('m.entity_id', 'in', stores)
    .where('m.counted', 'is not', null)
    .where('m.created_at', '>=', fromTs)
    .where('m.created_at', '<', toTs)
    .orderBy('m.id', 'desc')
    .limit(20_000)
    .execute();
  return rows;
}

/** Notes and coins counted at openings, closings and controls of the stores' sessions, per business day. */
export async function billetCounts(db: Executor, entrepriseId: number, stores: readonly number[], from: string, to: string) {
  if (!stores.length) return [];
  return db
    .selectFrom('billet_operations as o')
    .innerJoin('billets as b', 'b.id', 'o.billet_id')
    .innerJoin('caisses as c', 'c.id', 'o.caisse_id')
    .innerJoin('calendar_days as d', 'd.id', 'c.calendar_day_id')
    .select([
      'd.day',
      'o.type',
      'b.value',
      'b.kind',
      (eb) => eb.fn.sum<number>('o.quantity').as('quantity'),
      (eb) => eb.fn.sum<number>('o.amount').as('amount'),
    ])
    .where('o.entreprise_id', '=', entrepriseId)
    .where('o.magasin_id', 'in', stores)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['d.day', 'o.type', 'b.value', 'b.kind'])
    .orderBy('d.day')
    .execute();
}

/** The open sessions of the stores with their running totals. */
export async function openSessions(db: Executor, entrepriseId: number, stores: readonly number[]) {
  if (!stores.length) return { sessions: [], totals: [], tickets: [] };
  const sessions = await db
    .selectFrom('caisses as c')
    .innerJoin('magasins as m', 'm.id', 'c.magasin_id')
    .select(['c.id', 'c.magasin_id', 'm.intitule', 'c.register_id', 'c.openedAt', 'c.openingFund'])
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.magasin_id', 'in', stores)
    .where('c.state', '=', 'opened')
    .orderBy('c.id')
    .execute();
  const ids = sessions.map((s) => s.id);
  if (!ids.length) return { sessions, totals: [], tickets: [] };
  const totals = await db
    .selectFrom('caisse_totals')
    .select(['caisse_id', 'type', 'modePayment', 'amount', 'count'])
    .where('entreprise_id', '=', entrepriseId)
    .where('caisse_id', 'in', ids)
    .execute();
  const tickets = await db
    .selectFrom('commands')
    .select(['caisse_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('entreprise_id', '=', entrepriseId)
    .where('caisse_id', 'in', ids)
    .where('etat', 'not in', ['cancelled', 'refunded'])
    .where('deleted_at', 'is', null)
    .groupBy('caisse_id')
    .execute();
  return { sessions, totals, tickets };
}

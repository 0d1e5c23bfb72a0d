// The charts of api-spec 7.13 (issue 24), read from the aggregates (aggregates.ts), never from the order lines. Each
// takes a period and a set of stores and answers every figure beside the previous period of the same length. Stores:
// those asked (entityIdList), each of which the user must see (another company's, or one outside a store-bound user's
// scope: 404), else every store the user sees.
import {
  fromMinor,
  type BestSellersCharts,
  type BilletsCharts,
  type CaisseLiveCharts,
  type ChiffreAffaireCharts,
  type ContributionCharts,
  type DashboardQuery,
  type Figure,
  type HomeQuickCharts,
  type MarginsCharts,
  type PointOfSellCharts,
  type ProductSalesByUsersCharts,
  type ProductSalesCharts,
  type ProductSalesQuery,
  type SalesFigures,
  type StockReelTheoriqueCharts,
  type TopSellersCharts,
  type VentesCharts,
  OPERATION_SIGN,
  type CashOperationType,
} from '@comptoir/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { productCost } from '../orders/unit-cost';
import * as repo from './dashboards.repository';
import { addDays, periodsOf, type Periods } from './periods';

export interface ChartInput {
  db: Executor;
  ctx: RequestContext;
  /** The business day of the request (the till's local date). */
  today: string;
}

/** The stores of a chart: those asked, each visible to the user (else 404), or every store the user sees. */
export async function storesFor(db: Executor, ctx: RequestContext, asked: readonly number[] | undefined): Promise<number[]> {
  return (await chartStores(db, ctx, asked)).stores;
}

/** `storesFor`, and whether they are every store of the company (`Scope.wholeCompany`): one read. */
async function chartStores(db: Executor, ctx: RequestContext, asked: readonly number[] | undefined) {
  const { live, isWholeCompany } = await repo.companyStoreSet(db, ctx.entrepriseId, storesOf(ctx));
  let stores = live;
  if (asked?.length) {
    const set = new Set(live);
    for (const id of asked) if (!set.has(id)) throw notFound('magasin');
    stores = [...new Set(asked)].sort((a, b) => a - b);
  }
  return { stores, wholeCompany: isWholeCompany(stores) };
}

async function scopeOf(i: ChartInput, q: Pick<DashboardQuery, 'period' | 'from' | 'to' | 'entityIdList'>) {
  const periods = periodsOf(q, i.today);
  const { stores, wholeCompany } = await chartStores(i.db, i.ctx, q.entityIdList);
  const scope: repo.Scope = {
    entrepriseId: i.ctx.entrepriseId,
    stores,
    current: periods.current,
    previous: periods.previous,
    wholeCompany,
    today: i.today,
  };
  return { periods, scope };
}

// ---- Shaping sums into figures
type Values = Record<string, number>;
interface Keyed {
  key: string;
  row: repo.SumRow;
  cur: Values;
  prev: Values;
}

/** Rows of both periods paired by their keys. */
function paired(rows: repo.SumRow[], keys: readonly string[], values: readonly string[]): Keyed[] {
  const byKey = new Map<string, Keyed>();
  const zero = () => Object.fromEntries(values.map((v) => [v, 0]));
  for (const r of rows) {
    const key = keys.map((k) => String(r[k])).join('|');
    let k = byKey.get(key);
    if (!k) byKey.set(key, (k = { key, row: r, cur: zero(), prev: zero() }));
    for (const v of values) (r.cur ? k.cur : k.prev)[v] += Number(r[v]);
  }
  return [...byKey.values()];
}

const money = (minor: number) => fromMinor(minor);
const qty = (milli: number) => milli / 1000;
const fig = (value: number, previous: number): Figure => ({ value, previous });
const moneyFig = (k: Pick<Keyed, 'cur' | 'prev'>, v: string) => fig(money(k.cur[v] ?? 0), money(k.prev[v] ?? 0));
const countFig = (k: Pick<Keyed, 'cur' | 'prev'>, v: string) => fig(k.cur[v] ?? 0, k.prev[v] ?? 0);
const qtyFig = (k: Pick<Keyed, 'cur' | 'prev'>, v: string) => fig(qty(k.cur[v] ?? 0), qty(k.prev[v] ?? 0));
const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 10_000) / 100 : 0);
const basket = (revenue: number, tickets: number) => (tickets ? fromMinor(Math.round(revenue / tickets)) : 0);
const byCurrent = (v: string) => (a: Keyed, b: Keyed) => (b.cur[v] ?? 0) - (a.cur[v] ?? 0) || (b.prev[v] ?? 0) - (a.prev[v] ?? 0);

const SALES = ['revenue', 'tickets', 'quantity'] as const;
const DAY_VALUES = ['revenue', 'tickets', 'quantity', 'gross', 'discounts', 'refunds', 'cost', 'costedRevenue'] as const;

function total(rows: Keyed[], values: readonly string[]): Pick<Keyed, 'cur' | 'prev'> {
  const t = { cur: {} as Values, prev: {} as Values };
  for (const v of values) {
    t.cur[v] = rows.reduce((a, r) => a + (r.cur[v] ?? 0), 0);
    t.prev[v] = rows.reduce((a, r) => a + (r.prev[v] ?? 0), 0);
  }
  return t;
}

function salesFiguresOf(t: Pick<Keyed, 'cur' | 'prev'>): SalesFigures {
  return {
    revenue: moneyFig(t, 'revenue'),
    tickets: countFig(t, 'tickets'),
    averageBasket: fig(basket(t.cur.revenue, t.cur.tickets), basket(t.prev.revenue, t.prev.tickets)),
    discounts: moneyFig(t, 'discounts'),
    refunds: moneyFig(t, 'refunds'),
    quantity: qtyFig(t, 'quantity'),
  };
}

async function dayTotals(db: Executor, s: repo.Scope) {
  return total(paired(await repo.sums(db, 'agg_days', s, [], DAY_VALUES), [], DAY_VALUES), DAY_VALUES);
}

async function byStore(db: Executor, s: repo.Scope) {
  const rows = paired(await repo.sums(db, 'agg_days', s, ['magasin_id'], ['revenue', 'tickets']), ['magasin_id'], ['revenue', 'tickets']);
  const names = await repo.storeNames(db, s.entrepriseId, s.stores);
  const t = total(rows, ['revenue']);
  const byId = new Map(rows.map((r) => [Number(r.row.magasin_id), r]));
  return s.stores.map((id) => {
    const r = byId.get(id) ?? { cur: { revenue: 0, tickets: 0 }, prev: { revenue: 0, tickets: 0 } };
    return {
      magasinId: id,
      intitule: names.get(id) ?? '',
      revenue: moneyFig(r, 'revenue'),
      tickets: countFig(r, 'tickets'),
      share: fig(ratio(r.cur.revenue, t.cur.revenue), ratio(r.prev.revenue, t.prev.revenue)),
    };
  });
}

async function byHour(db: Executor, s: repo.Scope) {
  const rows = paired(await repo.sums(db, 'agg_slices', s, ['hour'], ['revenue', 'tickets']), ['hour'], ['revenue', 'tickets']);
  const byId = new Map(rows.map((r) => [Number(r.row.hour), r]));
  return Array.from({ length: 24 }, (_, hour) => {
    const r = byId.get(hour) ?? { cur: {}, prev: {} };
    return { hour, revenue: moneyFig(r, 'revenue'), tickets: countFig(r, 'tickets') };
  });
}

async function byDay(db: Executor, s: repo.Scope, p: Periods) {
  const values = ['revenue', 'tickets', 'discounts', 'refunds'];
  const rows = await repo.sums(db, 'agg_days', s, ['day'], values);
  const at = new Map(rows.map((r) => [`${String(r.day)}`, r]));
  return Array.from({ length: p.current.days }, (_, i) => {
    const day = addDays(p.current.from, i);
    const previousDay = addDays(p.previous.from, i);
    const c = at.get(day);
    const pr = at.get(previousDay);
    const k = {
      cur: Object.fromEntries(values.map((v) => [v, Number(c?.[v] ?? 0)])),
      prev: Object.fromEntries(values.map((v) => [v, Number(pr?.[v] ?? 0)])),
    };
    return {
      day,
      previousDay,
      revenue: moneyFig(k, 'revenue'),
      tickets: countFig(k, 'tickets'),
      discounts: moneyFig(k, 'discounts'),
      refunds: moneyFig(k, 'refunds'),
    };
  });
}

async function paymentModes(db: Executor, s: repo.Scope) {
  const rows = paired(await repo.sums(db, 'agg_modes', s, ['modePayment'], ['amount', 'count']), ['modePayment'], ['amount', 'count']);
  return rows
    .sort(byCurrent('amount'))
    .map((r) => ({ modePayment: String(r.row.modePayment), amount: moneyFig(r, 'amount'), count: countFig(r, 'count') }));
}

async function products(db: Executor, s: repo.Scope, opts: { order: 'revenue' | 'quantity'; limit: number; priceIds?: number[] }) {
  const where = opts.priceIds ? sql`a.price_id in (${sql.join(opts.priceIds.length ? opts.priceIds : [-1])})` : undefined;
  const rows = await repo.topSums(db, 'agg_products', s, 'price_id', SALES, { order: opts.order, limit: opts.limit, where });
  const info = await repo.priceInfo(
    db,
    s.entrepriseId,
    rows.map((r) => r.key),
  );
  return rows.map((r) => {
    const id = r.key;
    return { priceId: id || null, label: info.get(id)?.label ?? '', quantity: qtyFig(r, 'quantity'), revenue: moneyFig(r, 'revenue') };
  });
}

async function sellers(db: Executor, s: repo.Scope, limit = 100) {
  const rows = await repo.topSums(db, 'agg_slices', s, 'user_id', SALES, { order: 'revenue', limit });
  const names = await repo.userNames(
    db,
    rows.map((r) => r.key),
  );
  return rows.map((r) => {
    const id = r.key;
    return {
      userId: id || null,
      userName: names.get(id) ?? null,
      revenue: moneyFig(r, 'revenue'),
      tickets: countFig(r, 'tickets'),
      quantity: qtyFig(r, 'quantity'),
    };
  });
}

// ---- The calls
export async function homeQuickCharts(i: ChartInput, q: DashboardQuery): Promise<HomeQuickCharts> {
  const { periods, scope } = await scopeOf(i, q);
  return {
    periods,
    figures: salesFiguresOf(await dayTotals(i.db, scope)),
    byStore: await byStore(i.db, scope),
    byHour: await byHour(i.db, scope),
    topProducts: await products(i.db, scope, { order: 'revenue', limit: 10 }),
    paymentModes: await paymentModes(i.db, scope),
  };
}

export async function pointOfSellCharts(i: ChartInput, q: DashboardQuery): Promise<PointOfSellCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const sources = paired(await repo.sums(i.db, 'agg_slices', scope, ['source'], SALES), ['source'], SALES).sort(byCurrent('revenue'));
  return {
    periods,
    figures: salesFiguresOf(await dayTotals(i.db, scope)),
    byDay: await byDay(i.db, scope, periods),
    // An order without a source was made at the till: 'pos'.
    bySource: sources.map((r) => ({
      source: String(r.row.source) || 'pos',
      revenue: moneyFig(r, 'revenue'),
      tickets: countFig(r, 'tickets'),
    })),
  };
}

export async function contributionCharts(i: ChartInput, q: DashboardQuery): Promise<ContributionCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const stores = await byStore(i.db, scope);
  return {
    periods,
    total: fig(stores.reduce((a, s) => a + s.revenue.value * 100, 0) / 100, stores.reduce((a, s) => a + s.revenue.previous * 100, 0) / 100),
    stores: stores.sort((a, b) => b.revenue.value - a.revenue.value),
  };
}

export async function chiffreAffaireCharts(i: ChartInput, q: DashboardQuery): Promise<ChiffreAffaireCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const t = await dayTotals(i.db, scope);
  return {
    periods,
    figures: salesFiguresOf(t),
    grossRevenue: moneyFig(t, 'gross'),
    byDay: await byDay(i.db, scope, periods),
    paymentModes: await paymentModes(i.db, scope),
  };
}

async function categories(db: Executor, s: repo.Scope) {
  const rows = await repo.topSums(db, 'agg_products', s, 'price_id', SALES, { order: 'revenue', byCategory: true });
  const names = await repo.categoryNames(
    db,
    s.entrepriseId,
    rows.map((r) => r.key).filter((c) => c > 0),
  );
  return rows.map((k) => ({
    categoryId: k.key || null,
    label: names.get(k.key) ?? '',
    quantity: qtyFig(k, 'quantity'),
    revenue: moneyFig(k, 'revenue'),
  }));
}

export async function ventesCharts(i: ChartInput, q: DashboardQuery): Promise<VentesCharts> {
  const { periods, scope } = await scopeOf(i, q);
  return {
    periods,
    figures: salesFiguresOf(await dayTotals(i.db, scope)),
    byCategory: await categories(i.db, scope),
    byDay: await byDay(i.db, scope, periods),
    bySeller: await sellers(i.db, scope),
  };
}

async function narrowed(i: ChartInput, q: ProductSalesQuery): Promise<number[] | undefined> {
  if (q.categoryId === undefined) return q.priceIds;
  const ofCategory = await repo.pricesOfCategory(i.db, i.ctx.entrepriseId, q.categoryId);
  return q.priceIds ? q.priceIds.filter((id) => ofCategory.includes(id)) : ofCategory;
}

export async function productSalesCharts(i: ChartInput, q: ProductSalesQuery): Promise<ProductSalesCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const priceIds = await narrowed(i, q);
  const where = priceIds ? sql`a.price_id in (${sql.join(priceIds.length ? priceIds : [-1])})` : undefined;
  // Every article: the day's totals (the same lines' sums).
  const days = priceIds
    ? await repo.sums(i.db, 'agg_products', scope, ['day'], ['revenue', 'quantity'], where)
    : await repo.sums(i.db, 'agg_days', scope, ['day'], ['revenue', 'quantity']);
  const at = new Map<string, { revenue: number; quantity: number }>();
  for (const r of days) at.set(String(r.day), { revenue: Number(r.revenue), quantity: Number(r.quantity) });
  return {
    periods,
    products: await products(i.db, scope, { order: 'revenue', limit: q.limit, priceIds }),
    byDay: Array.from({ length: periods.current.days }, (_, n) => {
      const day = addDays(periods.current.from, n);
      const previousDay = addDays(periods.previous.from, n);
      const c = at.get(day);
      const p = at.get(previousDay);
      return {
        day,
        previousDay,
        quantity: fig(qty(c?.quantity ?? 0), qty(p?.quantity ?? 0)),
        revenue: fig(money(c?.revenue ?? 0), money(p?.revenue ?? 0)),
      };
    }),
  };
}

export async function productSalesByUsersCharts(i: ChartInput, q: ProductSalesQuery): Promise<ProductSalesByUsersCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const priceIds = await narrowed(i, q);
  const where = priceIds ? sql`a.price_id in (${sql.join(priceIds.length ? priceIds : [-1])})` : undefined;
  // Each seller's best articles, summed and ranked by the database (a period's seller × article sums are thousands of
  // rows; the answer is at most `limit` per seller).
  const rows = await repo.sellerTopProducts(i.db, scope, q.limit, where);
  // The sellers' totals: their sales as the top sellers chart counts them (a ticket once, whatever its articles), or,
  // narrowed to some articles, the sums of those articles (a ticket then counts once per article of the list it holds).
  const totals = await repo.topSums(i.db, where ? 'agg_seller_products' : 'agg_slices', scope, 'user_id', SALES, {
    order: 'revenue',
    where,
  });
  const totalOf = new Map(totals.map((t) => [t.key, t]));
  const info = await repo.priceInfo(i.db, scope.entrepriseId, [...new Set(rows.map((r) => r.price_id))]);
  const names = await repo.userNames(i.db, [...new Set(rows.map((r) => r.user_id))]);
  const bySeller = new Map<number, repo.SellerProductRow[]>();
  for (const r of rows) {
    const list = bySeller.get(r.user_id);
    if (list) list.push(r);
    else bySeller.set(r.user_id, [r]);
  }
  const none = { cur: { revenue: 0, tickets: 0, quantity: 0 }, prev: { revenue: 0, tickets: 0, quantity: 0 } };
  const cp = (r: repo.SellerProductRow, v: 'revenue' | 'quantity') => ({ cur: { [v]: r[`${v}_c`] }, prev: { [v]: r[`${v}_p`] } });
  const list = [...bySeller.entries()].map(([id, list]) => {
    const t = totalOf.get(id) ?? none;
    return {
      userId: id || null,
      userName: names.get(id) ?? null,
      revenue: moneyFig(t, 'revenue'),
      tickets: countFig(t, 'tickets'),
      quantity: qtyFig(t, 'quantity'),
      products: list
        .sort((a, b) => a.n - b.n)
        .map((r) => ({
          priceId: r.price_id || null,
          label: info.get(r.price_id)?.label ?? '',
          quantity: qtyFig(cp(r, 'quantity'), 'quantity'),
          revenue: moneyFig(cp(r, 'revenue'), 'revenue'),
        })),
    };
  });
  return { periods, sellers: list.sort((a, b) => b.revenue.value - a.revenue.value || b.revenue.previous - a.revenue.previous) };
}

export async function topSellersCharts(i: ChartInput, q: DashboardQuery): Promise<TopSellersCharts> {
  const { periods, scope } = await scopeOf(i, q);
  return { periods, sellers: await sellers(i.db, scope) };
}

export async function bestSellersCharts(i: ChartInput, q: DashboardQuery): Promise<BestSellersCharts> {
  const { periods, scope } = await scopeOf(i, q);
  return { periods, products: await products(i.db, scope, { order: 'quantity', limit: 50 }) };
}

// ---- Margins (gestion_profit): revenue − cost of goods sold, on the lines whose cost is known
const MARGIN = ['revenue', 'quantity', 'cost', 'costedRevenue'] as const;
function marginOf(k: Pick<Keyed, 'cur' | 'prev'>) {
  const m = (v: Values) => v.costedRevenue - v.cost;
  return {
    quantity: qtyFig(k, 'quantity'),
    revenue: moneyFig(k, 'revenue'),
    cost: moneyFig(k, 'cost'),
    margin: fig(money(m(k.cur)), money(m(k.prev))),
    rate: fig(ratio(m(k.cur), k.cur.costedRevenue), ratio(m(k.prev), k.prev.costedRevenue)),
  };
}

export async function marginsCharts(i: ChartInput, q: DashboardQuery): Promise<MarginsCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const t = await dayTotals(i.db, scope);
  const m = marginOf(t);
  // Ranked by margin (the costed revenue less the cost), by the database.
  const margin = (sumOf: (v: string) => RawBuilder<unknown>) => sql`${sumOf('costedRevenue')} - ${sumOf('cost')}`;
  const rows = await repo.topSums(i.db, 'agg_products', scope, 'price_id', MARGIN, { order: margin, limit: 200 });
  const info = await repo.priceInfo(
    i.db,
    scope.entrepriseId,
    rows.map((r) => r.key),
  );
  const byCat = await repo.topSums(i.db, 'agg_products', scope, 'price_id', MARGIN, { order: margin, byCategory: true });
  const catNames = await repo.categoryNames(
    i.db,
    scope.entrepriseId,
    byCat.map((r) => r.key).filter((c) => c > 0),
  );
  const stores = paired(await repo.sums(i.db, 'agg_days', scope, ['magasin_id'], MARGIN), ['magasin_id'], MARGIN);
  const storeNames = await repo.storeNames(i.db, scope.entrepriseId, scope.stores);
  const byMargin = (a: { margin: Figure }, b: { margin: Figure }) => b.margin.value - a.margin.value;
  return {
    periods,
    figures: {
      revenue: m.revenue,
      cost: m.cost,
      margin: m.margin,
      rate: m.rate,
      revenueWithoutCost: fig(money(t.cur.revenue - t.cur.costedRevenue), money(t.prev.revenue - t.prev.costedRevenue)),
    },
    byProduct: rows.map((r) => ({ priceId: r.key || null, label: info.get(r.key)?.label ?? '', ...marginOf(r) })),
    byCategory: byCat.map((k) => ({ categoryId: k.key || null, label: catNames.get(k.key) ?? '', ...marginOf(k) })),
    byStore: stores
      .map((r) => ({ magasinId: Number(r.row.magasin_id), intitule: storeNames.get(Number(r.row.magasin_id)) ?? '', ...marginOf(r) }))
      .sort(byMargin),
  };
}

// ---- Stock: real (the last count) versus theoretical (the ledger's level)
export async function stockReelTheoriqueCharts(i: ChartInput, q: DashboardQuery): Promise<StockReelTheoriqueCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const instant = (day: string) => `${day}T00:00:00.000Z`;
  const rows = await repo.lastCounts(
    i.db,
    scope.entrepriseId,
    scope.stores,
    instant(periods.previous.from),
    instant(addDays(periods.current.to, 1)),
  );
  const curFrom = instant(periods.current.from);
  const isCur = (r: (typeof rows)[number]) => String(r.created_at) >= curFrom;
  const valueOf = (r: (typeof rows)[number]) => {
    const cost = productCost(r);
    return cost === null ? null : Math.round(Number(cost) * Number(r.quantity));
  };
  let counts = 0;
  let countsPrev = 0;
  let value = 0;
  let valuePrev = 0;
  const last = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    if (isCur(r)) {
      counts++;
      value += valueOf(r) ?? 0;
      const key = `${r.entity_id}|${r.product_id}`;
      if (!last.has(key)) last.set(key, r); // rows come newest first
    } else {
      countsPrev++;
      valuePrev += valueOf(r) ?? 0;
    }
  }
  return {
    periods,
    counts: fig(counts, countsPrev),
    differenceValue: fig(money(value), money(valuePrev)),
    rows: [...last.values()].slice(0, 500).map((r) => {
      const v = valueOf(r);
      return {
        magasinId: r.entity_id,
        productId: r.product_id,
        label: r.label,
        theoretical: Number(r.level ?? 0),
        real: r.counted === null ? null : Number(r.counted),
        countedAt: r.countedAt ? String(r.countedAt) : String(r.created_at),
        difference: Number(r.quantity),
        differenceValue: v === null ? null : money(v),
      };
    }),
  };
}

// ---- Notes and coins counted at openings and closings
export async function billetsCharts(i: ChartInput, q: DashboardQuery): Promise<BilletsCharts> {
  const { periods, scope } = await scopeOf(i, q);
  const rows = await repo.billetCounts(i.db, scope.entrepriseId, scope.stores, periods.previous.from, periods.current.to);
  const days = new Map<string, BilletsCharts['byDay'][number]>();
  const totals = new Map<string, BilletsCharts['totals'][number] & { raw: number[] }>();
  for (const r of rows) {
    const cur = r.day >= periods.current.from;
    if (cur) {
      const key = `${r.day}|${r.type}`;
      const d = days.get(key) ?? { day: r.day, type: r.type, total: 0, billets: [] };
      d.total = Math.round((d.total + money(Number(r.amount))) * 100) / 100;
      d.billets.push({ value: money(Number(r.value)), kind: r.kind, quantity: Number(r.quantity), amount: money(Number(r.amount)) });
      days.set(key, d);
    }
    if (r.type !== 'closing') continue;
    const key = `${r.kind}|${r.value}`;
    const t = totals.get(key) ?? { value: money(Number(r.value)), kind: r.kind, quantity: fig(0, 0), amount: fig(0, 0), raw: [0, 0] };
    if (cur) t.quantity.value += Number(r.quantity);
    else t.quantity.previous += Number(r.quantity);
    t.raw[cur ? 0 : 1] += Number(r.amount);
    totals.set(key, t);
  }
  return {
    periods,
    byDay: [...days.values()],
    totals: [...totals.values()]
      .map(({ raw, ...t }) => ({ ...t, amount: fig(money(raw[0]), money(raw[1])) }))
      .sort((a, b) => b.value - a.value),
  };
}

// ---- The live cash chart of the stores' open sessions
export async function caisseLiveCharts(i: ChartInput, entityIdList: number[] | undefined): Promise<CaisseLiveCharts> {
  const { stores, wholeCompany } = await chartStores(i.db, i.ctx, entityIdList);
  const { sessions, totals, tickets } = await repo.openSessions(i.db, i.ctx.entrepriseId, stores);
  // Today beside the same weekday a week before.
  const scope: repo.Scope = {
    entrepriseId: i.ctx.entrepriseId,
    stores,
    current: { from: i.today, to: i.today },
    previous: { from: addDays(i.today, -7), to: addDays(i.today, -7) },
    wholeCompany,
    today: i.today,
  };
  const twoDays = sql`a.day in (${i.today}, ${addDays(i.today, -7)})`;
  const hours = await repo.sums(i.db, 'agg_slices', scope, ['hour'], ['revenue', 'tickets'], twoDays);
  const days = await repo.sums(i.db, 'agg_days', scope, [], DAY_VALUES, twoDays);
  const hourRows = paired(hours, ['hour'], ['revenue', 'tickets']);
  const byHourMap = new Map(hourRows.map((r) => [Number(r.row.hour), r]));
  return {
    sessions: sessions.map((s) => {
      const mine = totals.filter((t) => t.caisse_id === s.id);
      const modes = new Map<string, { amount: number; count: number }>();
      let revenue = 0;
      // The drawer's cash: every cash total in its direction, the opening fund included (an operation like the others).
      let expectedCash = 0;
      for (const t of mine) {
        const sign = OPERATION_SIGN[t.type as CashOperationType] ?? 0;
        if (t.modePayment === 'cash') expectedCash += sign * Number(t.amount);
        if (!['payment', 'credit', 'advance', 'change', 'refund'].includes(t.type)) continue;
        const signed = sign * Number(t.amount);
        revenue += signed;
        const m = modes.get(t.modePayment) ?? { amount: 0, count: 0 };
        m.amount += signed;
        if (sign > 0) m.count += Number(t.count);
        modes.set(t.modePayment, m);
      }
      return {
        caisseId: s.id,
        magasinId: s.magasin_id,
        intitule: s.intitule,
        registerId: s.register_id,
        openedAt: String(s.openedAt),
        openingFund: money(Number(s.openingFund)),
        revenue: money(revenue),
        tickets: Number(tickets.find((t) => t.caisse_id === s.id)?.n ?? 0),
        expectedCash: money(expectedCash),
        paymentModes: [...modes.entries()].map(([modePayment, m]) => ({ modePayment, amount: money(m.amount), count: m.count })),
      };
    }),
    byHour: Array.from({ length: 24 }, (_, hour) => {
      const r = byHourMap.get(hour) ?? { cur: {}, prev: {} };
      return { hour, revenue: moneyFig(r, 'revenue'), tickets: countFig(r, 'tickets') };
    }),
    figures: salesFiguresOf(total(paired(days, [], DAY_VALUES), DAY_VALUES)),
  };
}

// Stock reports (issue 26 point 4, product-spec §2): control (a count against the ledger), statistics (rotation,
// cover, stock-outs, dead stock), the balance sheet (opening + entries − exits = closing, at cost) and the company's
// products across its stores. Definitions in docs/decisions.md (issue 26, stock26b). Values are minor units until the
// answer (fromMinor); every value goes through stock-cost.ts.
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import {
  fromMinor,
  type BalanceSheet,
  type BalanceSheetLine,
  type StockControl,
  type StockControlRow,
  type StockDayMovements,
  type StockProducts,
  type StockStatistics,
  type StockStatisticsRow,
  type StockStatisticsSort,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { translate } from '../../lib/messages';
import { storesOf } from '../caisse/caisse.common';
import { findDayById } from '../caisse/caisse.repository';
import { normaliseSearch } from '../catalogue/catalogue.entities';
import { round3 } from '../orders/stock';
import { valueOf } from './stock-cost';
import { days } from './stock-days';
import * as repo from './stock-reports.repository';
import { entityOr404, scopedEntities } from './stock-entities';
import { findStore, type Entity } from './stock.repository';

const DAY_MS = 86_400_000;
/** The statistics' period when none is given. */
export const DEFAULT_DAYS = 30;

/** The stock entity (a store, a central purchasing warehouse or a lab of the company in the user's scope; 404 otherwise). */
async function entityOf(db: Executor, ctx: RequestContext, entityTypeTag: string, id: number): Promise<Entity & { name: string }> {
  const found = await entityOr404(db, ctx, entityTypeTag, id);
  return { entrepriseId: ctx.entrepriseId, entityTypeTag: found.entityTypeTag, entityId: id, name: found.intitule };
}

/** A moment as given (ISO); a day alone means its start for `from`, its end (the next day's start) for `to`. */
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const fromOf = (s: string) => new Date(isDay(s) ? `${s}T00:00:00.000Z` : s).toISOString();
const toOf = (s: string) => (isDay(s) ? new Date(Date.parse(`${s}T00:00:00.000Z`) + DAY_MS) : new Date(s)).toISOString();

function periodOf(q: { from?: string; to?: string }, defaultDays: number | null) {
  const to = q.to ? toOf(q.to) : nowIso();
  const from = q.from ? fromOf(q.from) : defaultDays === null ? null : new Date(Date.parse(to) - defaultDays * DAY_MS).toISOString();
  if (from && from >= to) throw invalid([{ field: 'to', message: 'period' }]);
  return { from, to };
}

const num = (v: unknown) => Number(v ?? 0);
const money = (minor: number) => fromMinor(Math.round(minor));

// ---- Control

export async function control(
  database: Database,
  ctx: RequestContext,
  id: number,
  q: { entityTypeTag: string; from?: string; to?: string },
): Promise<StockControl> {
  const db = database.db;
  const e = await entityOf(db, ctx, q.entityTypeTag, id);
  const { from, to } = periodOf(q, null);
  const counts = await repo.lastCounts(db, e, from, to, ctx.locale);
  const blank = () => ({ products: 0, shortages: 0, surpluses: 0, theoretical: 0, counted: 0 });
  const add = (t: ReturnType<typeof blank>, r: { variance: number; theoretical: number; counted: number }) => {
    t.products++;
    if (r.variance < 0) t.shortages++;
    if (r.variance > 0) t.surpluses++;
    t.theoretical += r.theoretical;
    t.counted += r.counted;
  };
  const totals = blank();
  const categories = new Map<number | null, { category: string | null; t: ReturnType<typeof blank>; rows: StockControlRow[] }>();
  for (const c of counts) {
    const counted = round3(num(c.counted));
    const variance = round3(num(c.difference));
    const theoretical = round3(counted - variance);
    const cost = num(c.unitCost);
    const tv = valueOf(theoretical, cost);
    const cv = valueOf(counted, cost);
    const minor = { variance, theoretical: tv, counted: cv };
    add(totals, minor);
    const key = (c.categoryId as number | null) ?? null;
    if (!categories.has(key)) categories.set(key, { category: (c.category as string | null) ?? null, t: blank(), rows: [] });
    const cat = categories.get(key)!;
    add(cat.t, minor);
    cat.rows.push({
      productId: c.productId,
      label: c.label,
      barcode: c.barcode,
      unity: c.unity,
      countedAt: (c.countedAt as string | null) ?? (c.createdAt as string),
      theoretical,
      counted,
      variance,
      unitCost: money(cost),
      theoreticalValue: money(tv),
      countedValue: money(cv),
      varianceValue: money(cv - tv),
    });
  }
  const out = (t: ReturnType<typeof blank>) => ({
    products: t.products,
    shortages: t.shortages,
    surpluses: t.surpluses,
    theoreticalValue: money(t.theoretical),
    countedValue: money(t.counted),
    varianceValue: money(t.counted - t.theoretical),
  });
  return {
    entityId: id,
    name: e.name,
    from,
    to,
    // Named categories by label, products without one last (the same on both databases).
    categories: [...categories.entries()]
      .sort(([, a], [, b]) => (a.category === null ? 1 : b.category === null ? -1 : a.category.localeCompare(b.category)))
      .map(([categoryId, c]) => ({ categoryId, category: c.category, ...out(c.t), rows: c.rows })),
    totals: out(totals),
  };
}

// ---- Statistics

interface Stat extends StockStatisticsRow {
  costMinor: number;
  openingValue: number;
  closingValue: number;
  soldValue: number;
}

/** Days (2 decimals) the product spent at or under 0 in [from, to), walking its movements from its opening level. */
function outDays(opening: number, moves: { quantity: number; at: number }[], from: number, to: number): number {
  let level = opening;
  let since = from;
  let out = 0;
  for (const m of moves) {
    if (level <= 0) out += m.at - since;
    level = round3(level + m.quantity);
    since = m.at;
  }
  if (level <= 0) out += to - since;
  return out / DAY_MS;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (a: number, b: number) => (b > 0 ? round2(a / b) : null);

export async function statistics(
  database: Database,
  ctx: RequestContext,
  q: { entityId: number; entityTypeTag: string; from?: string; to?: string; sort: StockStatisticsSort; offset: number; limit: number },
): Promise<StockStatistics> {
  const db = database.db;
  const e = await entityOf(db, ctx, q.entityTypeTag, q.entityId);
  const period = periodOf(q, DEFAULT_DAYS);
  const from = period.from!;
  const to = period.to;
  const [fromMs, toMs] = [Date.parse(from), Date.parse(to)];
  const days = (toMs - fromMs) / DAY_MS;
  const [levels, aggregates, moves] = [
    await repo.levelsOf(db, e, ctx.locale),
    await repo.periodAggregates(db, e, from, to),
    await repo.periodMovements(db, e, from, to),
  ];
  const agg = new Map(aggregates.map((a) => [a.productId, a]));
  const byProduct = new Map<number, { quantity: number; at: number }[]>();
  for (const m of moves) {
    let list = byProduct.get(m.productId);
    if (!list) byProduct.set(m.productId, (list = []));
    list.push({ quantity: num(m.quantity), at: Date.parse(m.at as string) });
  }
  const stats: Stat[] = levels.map((l) => {
    const a = agg.get(l.productId);
    const now = num(l.quantity);
    const opening = round3(now - num(a?.sinceFrom));
    const closing = round3(now - num(a?.sinceTo));
    const sold = round3(num(a?.sold));
    const cost = num(l.unitCost);
    const averageStock = round3((Math.max(opening, 0) + Math.max(closing, 0)) / 2);
    const moved = num(a?.moves) > 0;
    // A product that did not move in the period and has nothing is not stocked here, not out of stock.
    const stockOutDays = moved ? round2(outDays(opening, byProduct.get(l.productId) ?? [], fromMs, toMs)) : 0;
    const inStock = days - stockOutDays;
    const lostSales = sold > 0 && stockOutDays > 0 && inStock > 0 ? round3((sold / inStock) * stockOutDays) : 0;
    const daily = sold / days;
    return {
      productId: l.productId,
      label: l.label,
      unity: l.unity,
      opening,
      closing,
      sold,
      averageStock,
      rotation: ratio(sold, averageStock),
      daysOfCover: closing <= 0 ? 0 : daily > 0 ? round2(closing / daily) : null,
      stockOutDays,
      lostSales,
      lostSalesValue: money(valueOf(lostSales, cost)),
      dead: closing > 0 && sold <= 0,
      lastSaleAt: null,
      value: money(valueOf(Math.max(closing, 0), cost)),
      costMinor: cost,
      openingValue: valueOf(Math.max(opening, 0), cost),
      closingValue: valueOf(Math.max(closing, 0), cost),
      soldValue: num(a?.soldValue),
    };
  });
  const sum = (f: (s: Stat) => number, of: Stat[] = stats) => of.reduce((t, s) => t + f(s), 0);
  const dead = stats.filter((s) => s.dead);
  const cogs = sum((s) => s.soldValue);
  const averageValue = (sum((s) => s.openingValue) + sum((s) => s.closingValue)) / 2;
  const closingValue = sum((s) => s.closingValue);
  const order: Record<StockStatisticsSort, (a: Stat, b: Stat) => number> = {
    sold: (a, b) => b.sold - a.sold,
    rotation: (a, b) => (b.rotation ?? -1) - (a.rotation ?? -1),
    cover: (a, b) => (b.daysOfCover ?? Infinity) - (a.daysOfCover ?? Infinity),
    outs: (a, b) => b.stockOutDays - a.stockOutDays || b.lostSales - a.lostSales,
    dead: (a, b) => Number(b.dead) - Number(a.dead) || b.closingValue - a.closingValue,
  };
  const listed = (q.sort === 'dead' ? dead : q.sort === 'outs' ? stats.filter((s) => s.stockOutDays > 0) : stats).sort(
    (a, b) => order[q.sort](a, b) || a.label.localeCompare(b.label) || a.productId - b.productId,
  );
  const page = listed.slice(q.offset, q.offset + q.limit);
  const last = new Map(
    (
      await repo.lastSales(
        db,
        e,
        to,
        page.map((s) => s.productId),
      )
    ).map((r) => [r.productId, r.at as string | null]),
  );
  return {
    entityId: q.entityId,
    name: e.name,
    from,
    to,
    days: round2(days),
    totals: {
      products: stats.length,
      sold: round3(sum((s) => s.sold)),
      rotation: ratio(cogs, averageValue),
      daysOfCover: cogs > 0 ? round2(closingValue / (cogs / days)) : null,
      stockOuts: stats.filter((s) => s.stockOutDays > 0).length,
      lostSalesValue: money(sum((s) => valueOf(s.lostSales, s.costMinor))),
      deadProducts: dead.length,
      deadValue: money(sum((s) => s.closingValue, dead)),
      value: money(closingValue),
    },
    rows: page.map(({ costMinor: _c, openingValue: _o, closingValue: _v, soldValue: _s, ...r }) => ({
      ...r,
      lastSaleAt: last.get(r.productId) ?? null,
    })),
    total: listed.length,
    offset: q.offset,
  };
}

// ---- Balance sheet

export async function balanceSheet(
  database: Database,
  ctx: RequestContext,
  id: number,
  q: { entityTypeTag: string; from?: string; to?: string },
): Promise<BalanceSheet & { minor: { opening: number; entries: number; exits: number; closing: number } }> {
  const db = database.db;
  const e = await entityOf(db, ctx, q.entityTypeTag, id);
  const period = periodOf(q, DEFAULT_DAYS);
  const from = period.from!;
  const to = period.to;
  const sums = await repo.balanceSums(db, e, from, to);
  let opening = 0;
  const lines = { in: new Map<string, { q: number; v: number; n: number }>(), out: new Map<string, { q: number; v: number; n: number }>() };
  const add = (side: Map<string, { q: number; v: number; n: number }>, type: string, n: number, q: number, v: number) => {
    if (!n) return;
    const l = side.get(type) ?? { q: 0, v: 0, n: 0 };
    l.q += q;
    l.v += v;
    l.n += n;
    side.set(type, l);
  };
  for (const s of sums) {
    opening += num(s.v0);
    add(lines.in, s.type, num(s.nIn), num(s.qIn), num(s.vIn));
    add(lines.out, s.type, num(s.nOut), num(s.qOut), num(s.vOut));
  }
  const list = (m: Map<string, { q: number; v: number; n: number }>, sign: number): [BalanceSheetLine[], number] => {
    // A type whose movements all fell at an edge nets to none: left out.
    const rows = [...m.entries()].filter(([, l]) => l.n !== 0).sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce((t, [, l]) => t + sign * l.v, 0);
    return [rows.map(([type, l]) => ({ type, quantity: round3(sign * l.q), value: money(sign * l.v), movements: l.n })), total];
  };
  const [entries, entriesMinor] = list(lines.in, 1);
  const [exits, exitsMinor] = list(lines.out, -1);
  const closing = opening + entriesMinor - exitsMinor;
  return {
    entityId: id,
    entityTypeTag: e.entityTypeTag as BalanceSheet['entityTypeTag'],
    name: e.name,
    from,
    to,
    opening: money(opening),
    entries,
    exits,
    entriesValue: money(entriesMinor),
    exitsValue: money(exitsMinor),
    closing: money(closing),
    minor: { opening, entries: entriesMinor, exits: exitsMinor, closing },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}_${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** The balance sheet as a spreadsheet: the period, the opening value, each entry and exit by type, the closing value. */
export async function balanceSheetWorkbook(
  database: Database,
  ctx: RequestContext,
  id: number,
  q: { entityTypeTag: string; from?: string; to?: string },
) {
  const b = await balanceSheet(database, ctx, id, q);
  const t = (k: string) => translate(ctx.locale, k);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(t('bs_sheet'), { views: ctx.locale === 'ar' ? [{ rightToLeft: true }] : undefined });
  ws.columns = [
    { header: t('bs_line'), key: 'line', width: 34 },
    { header: t('bs_type'), key: 'type', width: 26 },
    { header: t('bs_movements'), key: 'movements', width: 12 },
    { header: t('bs_quantity'), key: 'quantity', width: 14 },
    { header: t('bs_value'), key: 'value', width: 16 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.addRow({ line: `${b.name} · ${b.from.slice(0, 10)} → ${b.to.slice(0, 10)}` });
  ws.addRow({ line: t('bs_opening'), value: b.opening });
  for (const l of b.entries) ws.addRow({ line: t('bs_entry'), type: l.type, movements: l.movements, quantity: l.quantity, value: l.value });
  ws.addRow({ line: t('bs_entries'), value: b.entriesValue });
  for (const l of b.exits) ws.addRow({ line: t('bs_exit'), type: l.type, movements: l.movements, quantity: l.quantity, value: l.value });
  ws.addRow({ line: t('bs_exits'), value: b.exitsValue });
  ws.addRow({ line: t('bs_closing'), value: b.closing }).font = { bold: true };
  ws.getColumn('value').numFmt = '#,##0.00';
  const buffer = await workbookBuffer(wb);
  return { buffer, fileName: `bilan_${id}_${stamp(new Date())}.xlsx` };
}

// ---- The company's products across its stock entities

export async function products(
  database: Database,
  ctx: RequestContext,
  q: { keyword?: string; offset: number; limit: number },
): Promise<StockProducts> {
  const db = database.db;
  const entities = await scopedEntities(db, ctx);
  const keyword = q.keyword ? normaliseSearch(q.keyword) : undefined;
  const { rows, total } = await repo.productsPage(db, ctx.entrepriseId, keyword || undefined, q.keyword, q.offset, q.limit, ctx.locale);
  const levels = await repo.entityLevels(
    db,
    ctx.entrepriseId,
    entities,
    rows.map((r) => r.productId),
  );
  const key = (type: string, id: number, productId: number) => `${type}:${id}:${productId}`;
  const at = new Map(levels.map((l) => [key(l.entityTypeTag, l.entity_id, l.product_id), num(l.quantity)]));
  return {
    stores: entities,
    rows: rows.map((r) => {
      const quantities = entities.map((s) => round3(at.get(key(s.entityTypeTag, s.id, r.productId)) ?? 0));
      const totalQ = round3(quantities.reduce((a, b) => a + b, 0));
      const cost = num(r.unitCost);
      return {
        productId: r.productId,
        label: r.label,
        barcode: r.barcode,
        unity: r.unity,
        unitCost: money(cost),
        total: totalQ,
        value: money(quantities.reduce((v, x) => v + (x > 0 ? valueOf(x, cost) : 0), 0)),
        quantities,
      };
    }),
    total,
    offset: q.offset,
  };
}

// ---- A business day's movements (/stock/history/{id}/details)

export async function dayMovements(
  database: Database,
  ctx: RequestContext,
  calendarDayId: number,
  q: { keyword?: string; offset: number; limit: number },
): Promise<StockDayMovements> {
  const db = database.db;
  const found = await findDayById(db, ctx.entrepriseId, storesOf(ctx), calendarDayId);
  if (!found) throw notFound('calendar_day');
  const day = await days(db, ctx.entrepriseId, found.magasin_id).where('d.id', '=', calendarDayId).executeTakeFirstOrThrow();
  const store = await findStore(db, ctx, day.magasin_id, false);
  const e: Entity = { entrepriseId: ctx.entrepriseId, entityTypeTag: 'magasin', entityId: day.magasin_id };
  const endAt = (day.endAt as string | null) ?? null;
  return movementsBetween(db, ctx, e, store?.intitule ?? '', { calendarDayId, day: day.day, from: day.openedAt, to: endAt }, q);
}

/**
 * An entity's movements of a day without business days (a warehouse, a lab; a store too): the UTC day given, or a
 * period (GET /Entity/{id}/movements), with the same rows and sums as a business day's.
 */
export async function entityMovements(
  database: Database,
  ctx: RequestContext,
  id: number,
  q: { entityTypeTag: string; day?: string; from?: string; to?: string; keyword?: string; offset: number; limit: number },
): Promise<StockDayMovements> {
  const db = database.db;
  const e = await entityOf(db, ctx, q.entityTypeTag, id);
  const { from, to } = q.day ? periodOf({ from: q.day, to: q.day }, 1) : periodOf(q, 1);
  return movementsBetween(db, ctx, e, e.name, { calendarDayId: null, day: q.day ?? from!.slice(0, 10), from: from!, to }, q);
}

async function movementsBetween(
  db: Executor,
  ctx: RequestContext,
  e: Entity,
  name: string,
  p: { calendarDayId: number | null; day: string; from: string; to: string | null },
  q: { keyword?: string; offset: number; limit: number },
): Promise<StockDayMovements> {
  const keyword = q.keyword ? normaliseSearch(q.keyword) : undefined;
  const r = await repo.dayMovements(db, e, p.from, p.to ?? nowIso(), {
    keyword: keyword || undefined,
    code: q.keyword,
    offset: q.offset,
    limit: q.limit,
    locale: ctx.locale,
  });
  return {
    calendarDayId: p.calendarDayId,
    entityId: e.entityId,
    entityTypeTag: e.entityTypeTag as StockDayMovements['entityTypeTag'],
    name,
    day: p.day,
    from: p.from,
    to: p.to,
    rows: r.rows.map((m) => ({
      id: m.id,
      productId: m.productId,
      label: m.label,
      barcode: m.barcode,
      unity: m.unity,
      type: m.type,
      quantity: round3(num(m.quantity)),
      counted: m.counted === null ? null : round3(num(m.counted)),
      unitCost: money(num(m.unitCost)),
      value: money(num(m.value)),
      commandId: m.commandId,
      ticketNumber: m.ticketNumber === null ? null : String(m.ticketNumber),
      userName: m.userName,
      createdAt: m.createdAt as string,
    })),
    total: r.total,
    offset: q.offset,
    inValue: money(r.inValue),
    outValue: money(r.outValue),
  };
}

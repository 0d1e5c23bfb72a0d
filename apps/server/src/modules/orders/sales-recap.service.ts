// Sales recaps (api-spec 7.8): one price's sales (GET /Price/{id}/Recapitulation) and a store's sales by sold price or
// by article (GET /Magasin/{id}/recapVentesByProduct, …ByProducts) over dateFrom..dateTo. Orders count while they are
// sales (SALE_STATES: not cancelled nor refunded); amounts are the lines' totals after discounts.
import { SALE_STATES, type SalesRecapQueryData } from '@comptoir/shared';
import { sql } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { dayRange, money, storesOf } from '../caisse/caisse.common';
import { visibleStore } from '../magasins/magasins.service';

const num = (v: unknown) => Number(v ?? 0);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Lines of sale orders of the company in the period (and the stores given). */
function saleLines(db: Executor, entrepriseId: number, stores: number[] | undefined, q: { dateFrom?: string; dateTo?: string }) {
  const { fromTs, toTs } = dayRange(q.dateFrom, q.dateTo);
  let query = db
    .selectFrom('command_lines as l')
    .innerJoin('commands as c', 'c.id', 'l.command_id')
    .where('c.entreprise_id', '=', entrepriseId)
    .where('l.entreprise_id', '=', entrepriseId)
    .where('c.deleted_at', 'is', null)
    .where('c.etat', 'in', [...SALE_STATES]);
  if (stores) query = query.where('c.magasin_id', 'in', stores.length ? stores : [0]);
  if (fromTs) query = query.where('c.created_at', '>=', fromTs);
  if (toTs) query = query.where('c.created_at', '<', toTs);
  return query;
}

/** GET /Price/{id}/Recapitulation: how one price sold, in all the user's stores or the one asked, by store and by day. */
export async function priceRecapitulation(database: Database, ctx: RequestContext, priceId: number, q: SalesRecapQueryData) {
  const db = database.db;
  const stores = storesOf(ctx);
  // A deleted price keeps its history; a price of a store the user does not see is not found.
  const price = await db
    .selectFrom('prices')
    .select(['id', 'label', 'currencyTag', 'magasinId', 'productDescriptionId'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', '=', priceId)
    .executeTakeFirst();
  if (!price || (stores && price.magasinId !== null && !stores.includes(price.magasinId))) throw notFound('price');
  if (q.magasinId !== undefined) await visibleStore(db, ctx, q.magasinId);
  const lines = saleLines(db, ctx.entrepriseId, q.magasinId !== undefined ? [q.magasinId] : stores, q).where('l.price_id', '=', priceId);
  const sums = [
    sql<number>`count(distinct ${sql.ref('c.id')})`.as('count'),
    sql<number>`sum(${sql.ref('l.quantity')})`.as('quantity'),
    sql<number>`sum(${sql.ref('l.total')})`.as('total'),
  ] as const;
  const [all, byMagasin, byDay] = await Promise.all([
    lines
      .select(sums)
      .select((eb) => [
        eb.fn.sum<number>('l.returnedQuantity').as('returnedQuantity'),
        eb.fn.sum<number>('l.remise').as('remise'),
        eb.fn.sum<number>('l.orderRemise').as('orderRemise'),
        eb.fn.min('c.created_at').as('first'),
        eb.fn.max('c.created_at').as('last'),
      ])
      .executeTakeFirstOrThrow(),
    lines
      .innerJoin('magasins as m', 'm.id', 'c.magasin_id')
      .select(sums)
      .select((eb) => ['c.magasin_id', eb.fn.max('m.intitule').as('intitule')])
      .groupBy('c.magasin_id')
      .orderBy('c.magasin_id')
      .execute(),
    lines
      .innerJoin('calendar_days as d', 'd.id', 'c.calendar_day_id')
      .select(sums)
      .select('d.day')
      .groupBy('d.day')
      .orderBy('d.day')
      .execute(),
  ]);
  const quantity = round3(num(all.quantity));
  const total = num(all.total);
  const stamp = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));
  return {
    priceId: price.id,
    label: price.label,
    currencyTag: price.currencyTag,
    magasinId: price.magasinId,
    productDescriptionId: price.productDescriptionId,
    dateFrom: q.dateFrom ?? null,
    dateTo: q.dateTo ?? null,
    count: num(all.count),
    quantity,
    returnedQuantity: round3(num(all.returnedQuantity)),
    total: money(total),
    remise: money(num(all.remise) + num(all.orderRemise)),
    averageUnitPrice: quantity > 0 ? money(Math.round(total / quantity)) : 0,
    firstSoldAt: stamp(all.first),
    lastSoldAt: stamp(all.last),
    byMagasin: byMagasin.map((r) => ({
      magasinId: r.magasin_id,
      intitule: String(r.intitule ?? ''),
      count: num(r.count),
      quantity: round3(num(r.quantity)),
      total: money(r.total),
    })),
    byDay: byDay.map((r) => ({ day: r.day, count: num(r.count), quantity: round3(num(r.quantity)), total: money(r.total) })),
  };
}

/** A store's sales by sold price, with the article each price belongs to; best sellers (by amount) first. */
async function storeSales(database: Database, ctx: RequestContext, magasinId: number, q: SalesRecapQueryData) {
  await visibleStore(database.db, ctx, magasinId);
  const rows = await saleLines(database.db, ctx.entrepriseId, [magasinId], q)
    .leftJoin('prices as p', 'p.id', 'l.price_id')
    .leftJoin('product_descriptions as pd', 'pd.id', 'p.productDescriptionId')
    .select((eb) => [
      'l.price_id',
      eb.fn.max('l.label').as('soldAs'),
      eb.fn.max('p.label').as('label'),
      eb.fn.max('p.productDescriptionId').as('productDescriptionId'),
      eb.fn.max('pd.label').as('productLabel'),
      eb.fn.sum<number>('l.quantity').as('quantity'),
      eb.fn.sum<number>('l.returnedQuantity').as('returnedQuantity'),
      eb.fn.sum<number>('l.total').as('total'),
    ])
    .groupBy('l.price_id')
    .execute();
  return rows
    .map((r) => ({
      priceId: r.price_id,
      label: String(r.label ?? r.soldAs ?? ''),
      quantity: round3(num(r.quantity)),
      returnedQuantity: round3(num(r.returnedQuantity)),
      totalMinor: num(r.total),
      productDescriptionId: r.productDescriptionId === null || r.productDescriptionId === undefined ? null : Number(r.productDescriptionId),
      productLabel: r.productLabel === null || r.productLabel === undefined ? null : String(r.productLabel),
    }))
    .sort((a, b) => b.totalMinor - a.totalMinor || a.label.localeCompare(b.label));
}

const toLine = (r: Awaited<ReturnType<typeof storeSales>>[number]) => ({
  priceId: r.priceId,
  label: r.label,
  quantity: r.quantity,
  returnedQuantity: r.returnedQuantity,
  total: money(r.totalMinor),
});

/** GET /Magasin/{id}/recapVentesByProduct: one line per sold price (product variant). */
export async function storeRecapByProduct(database: Database, ctx: RequestContext, magasinId: number, q: SalesRecapQueryData) {
  return (await storeSales(database, ctx, magasinId, q)).map(toLine);
}

/** GET /Magasin/{id}/recapVentesByProducts: one line per article with its variants (a price without article stands alone). */
export async function storeRecapByProducts(database: Database, ctx: RequestContext, magasinId: number, q: SalesRecapQueryData) {
  const groups = new Map<string, { productDescriptionId: number | null; label: string; rows: Awaited<ReturnType<typeof storeSales>> }>();
  for (const r of await storeSales(database, ctx, magasinId, q)) {
    const key = r.productDescriptionId !== null ? `d${r.productDescriptionId}` : `p${r.priceId}`;
    const g = groups.get(key) ?? { productDescriptionId: r.productDescriptionId, label: r.productLabel ?? r.label, rows: [] };
    g.rows.push(r);
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => ({
      productDescriptionId: g.productDescriptionId,
      label: g.label,
      quantity: round3(g.rows.reduce((a, r) => a + r.quantity, 0)),
      returnedQuantity: round3(g.rows.reduce((a, r) => a + r.returnedQuantity, 0)),
      totalMinor: g.rows.reduce((a, r) => a + r.totalMinor, 0),
      prices: g.rows.map(toLine),
    }))
    .sort((a, b) => b.totalMinor - a.totalMinor || a.label.localeCompare(b.label))
    .map(({ totalMinor, ...g }) => ({ ...g, total: money(totalMinor) }));
}

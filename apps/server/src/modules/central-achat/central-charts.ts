// Purchase charts per store (api-spec 7.14 POST /CentralAchat/commandes/magasin/achatCharts): what each store took in
// from central purchasing over a period — the 'approved_reception' movements of the warehouse's planned shipments
// into the store, in units and at the cost they moved at (stock-cost.ts, as the balance sheet values them) — by day or
// month (UTC), with the shipments received.
import type { AchatCharts } from '@comptoir/shared';
import { fromMinor } from '@comptoir/shared';
import { sql } from 'kysely';
import { isPostgres, type Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { round3 } from '../orders/stock';
import { valueSql } from '../stock/stock-cost';
import { periodOf } from './central-orders';

export async function achatCharts(
  database: Database,
  ctx: RequestContext,
  body: { entityIdList?: number[]; fromDate?: string; toDate?: string; groupBy: 'day' | 'month' },
): Promise<AchatCharts> {
  const db = database.db;
  const { from, to } = periodOf(body);
  const scope = storesOf(ctx);
  const asked = body.entityIdList?.length ? [...new Set(body.entityIdList)] : null;
  // Another company's store, or one outside the user's: 404, as everywhere.
  const stores = await db
    .selectFrom('magasins')
    .select(['id', 'intitule'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .$if(!!asked, (q) => q.where('id', 'in', asked!))
    .$if(!!scope, (q) => q.where('id', 'in', scope!.length ? scope! : [0]))
    .orderBy('intitule')
    .orderBy('id')
    .execute();
  if (asked && stores.length !== asked.length) throw notFound('magasin');
  const length = body.groupBy === 'month' ? 7 : 10;
  const bucket = isPostgres(db)
    ? sql<string>`to_char(m.created_at at time zone 'UTC', ${sql.lit(body.groupBy === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD')})`
    : sql<string>`substr(m.created_at, 1, ${sql.lit(length)})`;
  const rows = stores.length
    ? await db
        .selectFrom('stock_movements as m')
        .innerJoin('stock_operations as o', 'o.id', 'm.stock_operation_id')
        .innerJoin('products as p', 'p.id', 'm.product_id')
        .select([
          'm.entity_id as magasinId',
          bucket.as('date'),
          sql<number>`sum(m.quantity)`.as('quantity'),
          sql<number>`sum(${valueSql(db, sql`m.quantity`)})`.as('value'),
          sql<number>`count(distinct o.id)`.as('orders'),
        ])
        .where('m.entreprise_id', '=', ctx.entrepriseId)
        .where('m.entityTypeTag', '=', 'magasin')
        .where(
          'm.entity_id',
          'in',
          stores.map((s) => s.id),
        )
        .where('m.type', '=', 'approved_reception')
        .where('m.created_at', '>=', from)
        .where('m.created_at', '<', to)
        .where('o.entreprise_id', '=', ctx.entrepriseId)
        .where('o.entityTypeTag', '=', 'central_achat')
        .where('o.type', '=', 'planned_shipment')
        .groupBy(['m.entity_id', bucket])
        .orderBy('m.entity_id')
        .orderBy(bucket)
        .execute()
    : [];
  const totals = { quantity: 0, value: 0, orders: 0 };
  const out = stores.map((s) => {
    const points = rows
      .filter((r) => r.magasinId === s.id)
      .map((r) => ({ date: String(r.date), quantity: round3(Number(r.quantity)), value: Number(r.value), orders: Number(r.orders) }));
    const quantity = round3(points.reduce((a, p) => a + p.quantity, 0));
    const value = points.reduce((a, p) => a + p.value, 0);
    const orders = points.reduce((a, p) => a + p.orders, 0);
    totals.quantity = round3(totals.quantity + quantity);
    totals.value += value;
    totals.orders += orders;
    return {
      magasinId: s.id,
      name: s.intitule,
      quantity,
      value: fromMinor(value),
      orders,
      points: points.map((p) => ({ date: p.date, quantity: p.quantity, value: fromMinor(p.value) })),
    };
  });
  return { from, to, groupBy: body.groupBy, stores: out, totals: { ...totals, value: fromMinor(totals.value) } };
}

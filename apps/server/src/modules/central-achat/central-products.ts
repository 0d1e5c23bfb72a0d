// Central purchasing's product settings (api-spec 7.14 GET /CentralAchat/produit/initData, POST /CentralAchat/produits):
// which products it supplies to the stores, what it buys them at (and from whom), the least a store orders, and the
// carton size — the product's own units per carton, the one every stock line in cartons uses. Company-wide users only
// (the warehouse serves every store). The products a store may order (GET /CentralAchat/produits, ours) are the
// supplied ones.
import { fromMinor, toMinor, type CentralInitData, type CentralOrderable } from '@comptoir/shared';
import { sql } from 'kysely';
import { nowIso, type Database } from '../../db/database';
import { forbidden, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { likeContains } from '../../lib/list-query';
import { entityInScope } from '../stock/stock-entities';
import * as repo from '../stock/stock.repository';

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function centralOnly(ctx: RequestContext) {
  if (!entityInScope(ctx, 'central_achat', null)) throw forbidden();
}

/** The company's tracked products with their central settings, by label (keyword on the label or an exact barcode). */
function settings(database: Database, ctx: RequestContext, keyword?: string) {
  let q = repo
    .trackedProducts(database.db, ctx.entrepriseId)
    .leftJoin('central_achat_products as cp', (j) => j.onRef('cp.product_id', '=', 'p.id').on('cp.entreprise_id', '=', ctx.entrepriseId));
  if (keyword)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(${repo.labelIn(ctx.locale)})`, 'like', likeContains(keyword)),
        eb('p.barcode', '=', keyword),
        eb('p.sku', '=', keyword),
      ]),
    );
  return q;
}

export async function initData(
  database: Database,
  ctx: RequestContext,
  q: { keyword?: string; supplied?: 'true' | 'false'; offset: number; limit: number },
): Promise<CentralInitData> {
  centralOnly(ctx);
  const db = database.db;
  let query = settings(database, ctx, q.keyword);
  if (q.supplied === 'true') query = query.where('cp.supplied', '=', true);
  if (q.supplied === 'false') query = query.where((eb) => eb.or([eb('cp.supplied', 'is', null), eb('cp.supplied', '=', false)]));
  const [rows, count, centralAchats, suppliers] = await Promise.all([
    query
      .select([
        'p.id',
        repo.labelIn(ctx.locale).as('label'),
        'p.barcode',
        'd.unity',
        'p.unitsPerCarton',
        'cp.supplied',
        'cp.buyingPrice',
        'cp.supplier_id',
        'cp.minQuantity',
      ])
      .orderBy(repo.labelIn(ctx.locale))
      .orderBy('p.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('central_achats')
      .select(['id', 'intitule'])
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('deleted_at', 'is', null)
      .orderBy('intitule')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('suppliers')
      .select(['id', 'label as name'])
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('deleted_at', 'is', null)
      .orderBy('label')
      .orderBy('id')
      .execute(),
  ]);
  return {
    centralAchats,
    suppliers,
    rows: rows.map((r) => ({
      productId: r.id,
      label: r.label,
      barcode: r.barcode,
      unity: r.unity,
      supplied: Boolean(r.supplied),
      unitsPerCarton: numOrNull(r.unitsPerCarton),
      buyingPrice: r.buyingPrice === null || r.buyingPrice === undefined ? null : fromMinor(Number(r.buyingPrice)),
      supplierId: r.supplier_id ?? null,
      minQuantity: numOrNull(r.minQuantity),
    })),
    total: Number(count.n),
    offset: q.offset,
  };
}

/** Saves some products' settings at once: every unknown product or supplier is listed before anything is written. */
export async function save(
  database: Database,
  ctx: RequestContext,
  body: {
    products: {
      productId: number;
      supplied: boolean;
      unitsPerCarton?: number | null;
      buyingPrice?: number | null;
      supplierId?: number | null;
      minQuantity?: number | null;
    }[];
  },
): Promise<{ saved: number }> {
  centralOnly(ctx);
  const db = database.db;
  const ids = body.products.map((p) => p.productId);
  const supplierIds = [...new Set(body.products.flatMap((p) => (p.supplierId ? [p.supplierId] : [])))];
  const [known, suppliers] = await Promise.all([
    repo.trackedProducts(db, ctx.entrepriseId).select('p.id').where('p.id', 'in', ids).execute(),
    supplierIds.length
      ? db
          .selectFrom('suppliers')
          .select('id')
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('deleted_at', 'is', null)
          .where('id', 'in', supplierIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const productSet = new Set(known.map((k) => k.id));
  const supplierSet = new Set(suppliers.map((s) => s.id));
  const seen = new Set<number>();
  const errors: { field: string; message: string }[] = [];
  body.products.forEach((p, i) => {
    if (!productSet.has(p.productId)) errors.push({ field: `products.${i}.productId`, message: 'unknown_reference' });
    else if (seen.has(p.productId)) errors.push({ field: `products.${i}.productId`, message: 'duplicate' });
    seen.add(p.productId);
    if (p.supplierId && !supplierSet.has(p.supplierId)) errors.push({ field: `products.${i}.supplierId`, message: 'unknown_reference' });
  });
  if (errors.length) throw invalid(errors);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const p of body.products) {
      const values = {
        supplied: p.supplied,
        buyingPrice: p.buyingPrice === undefined || p.buyingPrice === null ? null : toMinor(p.buyingPrice),
        supplier_id: p.supplierId ?? null,
        minQuantity: p.minQuantity ?? null,
        updated_at: now,
      };
      await trx
        .insertInto('central_achat_products')
        .values({ entreprise_id: ctx.entrepriseId, product_id: p.productId, ...values })
        .onConflict((oc) => oc.columns(['entreprise_id', 'product_id']).doUpdateSet(values))
        .execute();
      if (p.unitsPerCarton !== undefined)
        await trx
          .updateTable('products')
          .set({ unitsPerCarton: p.unitsPerCarton, updated_at: now })
          .where('id', '=', p.productId)
          .where('entreprise_id', '=', ctx.entrepriseId)
          .execute();
    }
  });
  return { saved: body.products.length };
}

/** The products a store may order from central purchasing (supplied), by label or an exact barcode. */
export async function orderable(
  database: Database,
  ctx: RequestContext,
  q: { keyword?: string; limit: number },
): Promise<CentralOrderable> {
  const rows = await settings(database, ctx, q.keyword)
    .where('cp.supplied', '=', true)
    .select(['p.id', repo.labelIn(ctx.locale).as('label'), 'p.barcode', 'd.unity', 'p.unitsPerCarton', 'cp.minQuantity'])
    .orderBy(repo.labelIn(ctx.locale))
    .orderBy('p.id')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    label: r.label,
    barcode: r.barcode,
    unity: r.unity,
    unitsPerCarton: numOrNull(r.unitsPerCarton),
    minQuantity: numOrNull(r.minQuantity),
  }));
}

// Articles (ProductDescription) with their products and prices: create, edit, trash and restore, lists and search.
import QRCode from 'qrcode';
import {
  DEFAULT_CHANNELS,
  FREQUENCIES,
  PRODUCT_NATURES,
  PRODUCT_TYPES,
  UNITS,
  type CatalogueListQueryData,
  type ProductData,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { parseListQuery, pickColumns } from '../../lib/list-query';
import { findFileIds } from '../files/files.repository';
import { listStores, visibleStore } from '../magasins/magasins.service';
import { ensureCurrencies } from '../reference/reference.service';
import { BRAND, CATEGORY, DESCRIPTION, PRICE, SUPPLIER, effectivePrice, toWire } from './catalogue.entities';
import * as repo from './catalogue.repository';
import { compositionsOf, exceptionsOf } from './compositions.service';
import { checkProduct, writeProduct } from './products.write';
import { uniqueViolationRule } from '../../lib/unique-rules';

type Row = Record<string, unknown> & { id: number };
const desc = (r: Row) => toWire(DESCRIPTION, r);
const priceWire = (r: Row) => toWire(PRICE, r);
const productWire = (r: Row) => {
  const w = toWire({ ...DESCRIPTION, fields: { buyingPrice: 'money' } }, r);
  // A numeric column (PostgreSQL answers it as text).
  if ('unitsPerCarton' in w) w.unitsPerCarton = w.unitsPerCarton === null ? null : Number(w.unitsPerCarton);
  return w;
};

/** A concurrent insert that hit uq_products__barcode / __sku answers the same 409 as the pre-check. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const rule = uniqueViolationRule(err);
    if (rule?.field === 'barcode' || rule?.field === 'sku') throw conflict(rule.message, rule.field);
    throw err;
  }
}

export async function create(database: Database, ctx: RequestContext, body: ProductData) {
  const id = await guarded(() =>
    database.db.transaction().execute(async (trx) => {
      await checkProduct(trx, ctx, body);
      return writeProduct(trx, ctx, body, nowIso());
    }),
  );
  return edit(database, ctx, id);
}

export async function update(database: Database, ctx: RequestContext, descriptionId: number, body: ProductData) {
  await guarded(() =>
    database.db.transaction().execute(async (trx) => {
      const current = await repo.findRow(trx, 'product_descriptions', ctx.entrepriseId, descriptionId);
      if (!current) throw notFound('product');
      // Changing the nature would turn prices into variants or formulas: a new article is the honest way.
      if (current.nature !== body.nature) throw invalid([{ field: 'nature', message: 'nature_locked' }]);
      const own = (await repo.findRows(trx, 'products', ctx.entrepriseId, 'productDescriptionId', [descriptionId])).map((p) => p.id);
      await checkProduct(trx, ctx, body, descriptionId, own);
      await writeProduct(trx, ctx, body, nowIso(), descriptionId);
    }),
  );
  return edit(database, ctx, descriptionId);
}

/** Everything the product form shows: the article, its products with detail values, prices with tags and images. */
export async function edit(database: Database, ctx: RequestContext, descriptionId: number, trashed = false) {
  const db = database.db;
  const e = ctx.entrepriseId;
  const d = await repo.findRow(db, 'product_descriptions', e, descriptionId, trashed);
  if (!d) throw notFound('product');
  const products = trashed
    ? await db.selectFrom('products').selectAll().where('entreprise_id', '=', e).where('productDescriptionId', '=', descriptionId).execute()
    : await repo.findRows(db, 'products', e, 'productDescriptionId', [descriptionId]);
  const details = await repo.findRows(
    db,
    'product_detail_keys',
    e,
    'productId',
    products.map((p) => p.id),
  );
  const prices = await repo.findRows(db, 'prices', e, 'productDescriptionId', [descriptionId]);
  const extra = await priceRelations(
    db,
    e,
    prices.map((p) => p.id),
  );
  return {
    ...desc(d),
    products: products.map((p) => ({
      ...productWire(p as Row),
      details: details.filter((x) => x.productId === p.id).map(({ entreprise_id: _e, ...x }) => x),
    })),
    prices: prices.map((p) => ({ ...priceWire(p), ...extra(p.id) })),
    ...(await formulaParts(db, e, descriptionId, d.nature === 'composition')),
  };
}

/** A formula's compositions and the exceptions of their choices (none for other natures). */
async function formulaParts(db: Executor, e: number, descriptionId: number, isFormula: boolean) {
  if (!isFormula) return { compositions: [], compositionExceptions: [] };
  const compositions = await compositionsOf(db, e, descriptionId);
  const compositionExceptions = await exceptionsOf(
    db,
    e,
    compositions.map((c) => c.id),
  );
  return { compositions, compositionExceptions };
}

/** Tags, images and combined products of prices, by price id. */
export async function priceRelations(db: Executor, entrepriseId: number, priceIds: number[]) {
  const { tags, files, combined } = await repo.priceRelationRows(db, entrepriseId, priceIds);
  const byPrice = <T extends Record<string, unknown>>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(r.priceId as number, [...(map.get(r.priceId as number) ?? []), r]);
    return map;
  };
  const [tagsOf, filesOf, combinedOf] = [byPrice(tags), byPrice(files), byPrice(combined)];
  return (priceId: number) => ({
    tags: (tagsOf.get(priceId) ?? []).map((l) => l.tag).filter(Boolean),
    files: (filesOf.get(priceId) ?? []).map((f) => ({ id: f.id, fileId: f.fileId, tag: f.tag })),
    combinedProducts: (combinedOf.get(priceId) ?? []).map((c) => ({
      id: c.id,
      productId: c.productId,
      // What each combined product is called (the bundle editor lists its components by name).
      label: (c.partLabel as string | null | undefined) ?? null,
      quantity: Number(c.quantity),
      isDefault: Boolean(c.isDefault),
      isOrCombination: Boolean(c.isOrCombination),
      isAutoIncluded: Boolean(c.isAutoIncluded),
      compositionNumber: c.compositionNumber,
    })),
  });
}

/** Trash: the article, its products and prices (and what links them) go together, at one instant. */
export async function remove(database: Database, ctx: RequestContext, descriptionId: number) {
  await database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    if (!(await repo.findRow(trx, 'product_descriptions', e, descriptionId))) throw notFound('product');
    const now = nowIso();
    const prices = (await repo.findRows(trx, 'prices', e, 'productDescriptionId', [descriptionId])).map((p) => p.id);
    const products = (await repo.findRows(trx, 'products', e, 'productDescriptionId', [descriptionId])).map((p) => p.id);
    // Link rows go too, at the same instant, so the offline catalogue's delta sees one consistent removal.
    await repo.softDelete(trx, 'combined_products', e, 'priceId', prices, now);
    await repo.softDelete(trx, 'price_files', e, 'priceId', prices, now);
    await repo.softDelete(trx, 'price_tag_prices', e, 'priceId', prices, now);
    await repo.softDelete(trx, 'product_detail_keys', e, 'productId', products, now);
    await repo.softDelete(trx, 'prices', e, 'id', prices, now);
    await repo.softDelete(trx, 'products', e, 'id', products, now);
    await repo.softDelete(trx, 'product_descriptions', e, 'id', [descriptionId], now);
  });
}

/** Restore what the trash took at that instant; a barcode or sku taken meanwhile by a live product answers 409. */
export async function restore(database: Database, ctx: RequestContext, descriptionId: number) {
  await guarded(() =>
    database.db.transaction().execute(async (trx) => {
      const e = ctx.entrepriseId;
      const d = await repo.findRow(trx, 'product_descriptions', e, descriptionId, true);
      if (!d) throw notFound('product');
      const at = d.deleted_at as string;
      const now = nowIso();
      const products = await trx
        .selectFrom('products')
        .selectAll()
        .where('entreprise_id', '=', e)
        .where('productDescriptionId', '=', descriptionId)
        .where('deleted_at', '=', at)
        .execute();
      for (const p of products) {
        for (const column of ['barcode', 'sku'] as const) {
          const v = p[column];
          if (
            v &&
            (await trx
              .selectFrom('products')
              .select('id')
              .where('entreprise_id', '=', e)
              .where('deleted_at', 'is', null)
              .where(column, '=', v)
              .executeTakeFirst())
          ) {
            throw conflict(`${column}_taken`, column);
          }
        }
      }
      await repo.restoreRows(trx, 'product_descriptions', e, 'id', descriptionId, at, now);
      await repo.restoreRows(trx, 'products', e, 'productDescriptionId', descriptionId, at, now);
      await repo.restoreRows(trx, 'prices', e, 'productDescriptionId', descriptionId, at, now);
      const prices = await repo.findRows(trx, 'prices', e, 'productDescriptionId', [descriptionId]);
      for (const p of prices) {
        for (const table of ['combined_products', 'price_files', 'price_tag_prices'] as const)
          await repo.restoreRows(trx, table, e, 'priceId', p.id, at, now);
      }
      for (const p of products) await repo.restoreRows(trx, 'product_detail_keys', e, 'productId', p.id, at, now);
    }),
  );
  return edit(database, ctx, descriptionId);
}

export async function trashed(database: Database, ctx: RequestContext, q: { keyword?: string; page: number; limit: number }) {
  return list(database, ctx, {
    onlyTrashed: true,
    keyword: q.keyword,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
    sort: '-deleted_at',
  });
}

/** The products list (articles) through the shared list query. */
export async function list(database: Database, ctx: RequestContext, q: CatalogueListQueryData) {
  const db = database.db;
  const e = ctx.entrepriseId;
  const p = parseListQuery(q, DESCRIPTION);
  const { rows, total } = await repo.listRows(db, DESCRIPTION, e, p);
  const ids = rows.map((r) => r.id);
  const out = rows.map(desc);
  const need = (w: string) => p.with.includes(w) || p.appends.includes(w);
  if (need('products') || need('variantsCount')) {
    const products = await repo.findRows(db, 'products', e, 'productDescriptionId', ids);
    for (const r of out) {
      const mine = products.filter((x) => x.productDescriptionId === r.id);
      if (p.with.includes('products')) r.products = mine.map((x) => productWire(x));
      if (p.appends.includes('variantsCount')) r.variantsCount = r.nature === 'variants' ? mine.length : 0;
    }
  }
  if (need('prices') || need('minPrice') || need('files')) {
    const prices = await repo.findRows(db, 'prices', e, 'productDescriptionId', ids);
    const files = p.with.includes('files')
      ? await repo.findRows(
          db,
          'price_files',
          e,
          'priceId',
          prices.map((x) => x.id),
        )
      : [];
    for (const r of out) {
      const mine = prices.filter((x) => x.productDescriptionId === r.id);
      if (p.with.includes('prices')) r.prices = mine.map(priceWire);
      if (p.with.includes('files'))
        r.files = files
          .filter((f) => mine.some((m) => m.id === f.priceId))
          .map((f) => ({ id: f.id, fileId: f.fileId, priceId: f.priceId, tag: f.tag }));
      if (p.appends.includes('minPrice')) {
        const values = mine.filter((m) => m.currencyTag === 'MAD').map((m) => effectivePrice(m as never));
        r.minPrice = values.length ? Math.min(...values) / 100 : null;
      }
    }
  }
  for (const [w, table, entity, column] of [
    ['category', 'product_categories', CATEGORY, 'categoryId'],
    ['brand', 'brands', BRAND, 'brandId'],
    ['supplier', 'suppliers', SUPPLIER, 'supplierId'],
  ] as const) {
    if (!p.with.includes(w)) continue;
    const refs = await repo.findRows(db, table, e, 'id', rows.map((r) => Number(r[column])).filter(Boolean));
    for (const r of out) {
      const ref = refs.find((x) => x.id === r[column]);
      r[w] = ref ? toWire(entity, ref) : null;
    }
  }
  return { data: pickColumns(out, p), total, offset: p.offset, limit: p.limit };
}

/** Prices that come from an external shop (externalId set). */
export async function external(database: Database, ctx: RequestContext, q: CatalogueListQueryData) {
  const p = parseListQuery({ ...q, criterias: [...criteriaList(q.criterias), { field: 'externalId', operator: 'notNull' }] }, PRICE);
  const { rows, total } = await repo.listRows(database.db, PRICE, ctx.entrepriseId, p);
  return { data: pickColumns(rows.map(priceWire), p), total, offset: p.offset, limit: p.limit };
}
const criteriaList = (c: CatalogueListQueryData['criterias']) =>
  !c ? [] : Array.isArray(c) ? c : Object.entries(c).map(([field, value]) => ({ field, value }));

export async function lastSynced(database: Database, ctx: RequestContext) {
  const r = await database.db
    .selectFrom('prices')
    .select((eb) => [eb.fn.max('updated_at').as('at'), eb.fn.countAll<number>().as('n')])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .where('externalId', 'is not', null)
    .executeTakeFirst();
  return { lastSyncedAt: (r?.at as string | null) ?? null, count: Number(r?.n ?? 0) };
}

/** What the product form needs to open: categories, brands, suppliers, detail keys, stores, currencies, choices. */
export async function createInit(database: Database, ctx: RequestContext, isComposition?: boolean) {
  const db = database.db;
  const e = ctx.entrepriseId;
  const live = (t: repo.CatalogueTable) => repo.allLive(db, t, e);
  const [categories, brands, suppliers, detailKeys, tags, stores, currencies] = await Promise.all([
    live('product_categories'),
    live('brands'),
    live('suppliers'),
    live('detail_keys'),
    live('price_tags'),
    listStores(database, ctx),
    ensureCurrencies(db, e),
  ]);
  return {
    categories: categories
      .filter((c) => isComposition === undefined || Boolean(c.isComposition) === isComposition)
      .map((c) => toWire(CATEGORY, c)),
    brands: brands.map((b) => toWire(BRAND, b)),
    suppliers: suppliers.map((s) => toWire(SUPPLIER, s)),
    detailKeys: detailKeys.map(({ entreprise_id: _e, ...k }) => k),
    tags: tags.map((t) => t.tag),
    magasins: stores.map((s) => ({ id: s.id, intitule: s.intitule, currencyTag: s.currencyTag })),
    currencies,
    natures: isComposition ? ['composition'] : PRODUCT_NATURES.filter((n) => n !== 'composition'),
    types: PRODUCT_TYPES,
    units: UNITS,
    frequencies: FREQUENCIES,
    channels: DEFAULT_CHANNELS,
  };
}

/** Images of an article: the PriceFiles of its prices; `merged` when none is svg (product-spec §9). */
export async function filesOf(database: Database, ctx: RequestContext, descriptionId: number) {
  const db = database.db;
  if (!(await repo.findRow(db, 'product_descriptions', ctx.entrepriseId, descriptionId))) throw notFound('product');
  const prices = await repo.findRows(db, 'prices', ctx.entrepriseId, 'productDescriptionId', [descriptionId]);
  const files = await repo.findRows(
    db,
    'price_files',
    ctx.entrepriseId,
    'priceId',
    prices.map((p) => p.id),
  );
  const meta = files.length
    ? await db
        .selectFrom('files')
        .select(['id', 'extension'])
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where(
          'id',
          'in',
          files.map((f) => f.fileId as number),
        )
        .execute()
    : [];
  const out = files.map((f) => ({
    id: f.id,
    fileId: f.fileId as number,
    priceId: f.priceId as number,
    tag: (f.tag as string | null) ?? null,
    extension: meta.find((m) => m.id === f.fileId)?.extension ?? '',
    created_at: f.created_at as string,
  }));
  return { files: out, merged: out.length > 1 && out.every((f) => f.extension !== 'svg') };
}

/** Attaches uploaded files to a price, or to every price of an article. */
export async function saveImages(
  database: Database,
  ctx: RequestContext,
  body: { priceId?: number; productDescriptionId?: number; files: { fileId: number; tag?: string | null }[] },
) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    let priceIds: number[] = [];
    let descId = body.productDescriptionId;
    if (body.priceId !== undefined) {
      const p = await repo.findRow(trx, 'prices', e, body.priceId);
      if (!p) throw notFound('price');
      priceIds = [p.id];
      descId = (p.productDescriptionId as number | null) ?? undefined;
    } else if (descId !== undefined) {
      if (!(await repo.findRow(trx, 'product_descriptions', e, descId))) throw notFound('product');
      priceIds = (await repo.findRows(trx, 'prices', e, 'productDescriptionId', [descId])).map((p) => p.id);
      if (!priceIds.length) throw invalid([{ field: 'productDescriptionId', message: 'price_required' }]);
    }
    const found = await findFileIds(
      trx,
      e,
      body.files.map((f) => f.fileId),
    );
    const bad = body.files.map((f, i) => ({ f, i })).filter(({ f }) => !found.includes(f.fileId));
    if (bad.length) throw invalid(bad.map(({ i }) => ({ field: `files.${i}.fileId`, message: 'unknown_reference' })));
    const now = nowIso();
    await repo.insertRows(
      trx,
      'price_files',
      priceIds.flatMap((priceId) =>
        body.files.map((f) => ({ entreprise_id: e, priceId, fileId: f.fileId, tag: f.tag ?? null, created_at: now, updated_at: now })),
      ),
    );
    // The first image also becomes the article's picture when it has none.
    if (descId !== undefined) {
      await trx
        .updateTable('product_descriptions')
        .set({ fileId: body.files[0].fileId, updated_at: now })
        .where('entreprise_id', '=', e)
        .where('id', '=', descId)
        .where('fileId', 'is', null)
        .execute();
    }
    return descId !== undefined ? filesOf({ ...database, db: trx as never }, ctx, descId) : { files: [], merged: false };
  });
}

export async function deleteImage(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findRow(trx, 'price_files', ctx.entrepriseId, id))) throw notFound('image');
    await repo.softDelete(trx, 'price_files', ctx.entrepriseId, 'id', [id], nowIso());
  });
}

/** A QR code of the product: its barcode, else its sku; isForced gives an internal code to a product without either. */
export async function qrcode(database: Database, ctx: RequestContext, descriptionId: number, isForced = false) {
  const products = await repo.findRows(database.db, 'products', ctx.entrepriseId, 'productDescriptionId', [descriptionId]);
  if (!products.length) throw notFound('product');
  const p = products[0];
  const value = (p.barcode as string | null) ?? (p.sku as string | null) ?? (isForced ? `CPT-${ctx.entrepriseId}-${p.id}` : null);
  if (!value) throw conflict('product_without_code', 'barcode');
  const qrSvg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { value, qrSvg };
}

/** Products that carry stock (no services, bundles or formulas): what an inventory counts. */
export async function inventory(
  database: Database,
  ctx: RequestContext,
  onlyTrashed = false,
  opts: { magasinId?: number; since?: string } = {},
) {
  let q = database.db
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select(['p.id', 'p.barcode', 'p.sku', 'p.productDescriptionId', 'd.label', 'd.unity', 'd.criticalQuantity', 'd.type', 'd.categoryId'])
    .where('p.entreprise_id', '=', ctx.entrepriseId)
    .where('d.isService', '=', false)
    .where('d.nature', 'in', ['standard', 'variants']);
  q = onlyTrashed ? q.where('p.deleted_at', 'is not', null) : q.where('p.deleted_at', 'is', null).where('d.deleted_at', 'is', null);
  if (opts.since) q = q.where('p.updated_at', '>=', opts.since);
  if (opts.magasinId !== undefined) {
    // Sold in the store: a live price of its own or for all stores (raw materials have none and always count).
    const m = opts.magasinId;
    q = q.where((eb) =>
      eb.or([
        eb('d.type', '!=', 'outbound'),
        eb.exists(
          eb
            .selectFrom('prices as x')
            .select('x.id')
            .whereRef('x.productId', '=', 'p.id')
            .where('x.deleted_at', 'is', null)
            .where((w) => w.or([w('x.magasinId', 'is', null), w('x.magasinId', '=', m)])),
        ),
      ]),
    );
  }
  return q.orderBy('d.label').orderBy('p.id').limit(10_000).execute();
}

/**
 * GET /product/entity/{id}/status: the stock-carrying products of an entity (a store), with their critical quantity;
 * limitDay keeps those changed in the last N days, onlyTrashed the trashed ones. Stock levels join when the stock
 * ledger lands (stock issue).
 */
export async function entityStatus(
  database: Database,
  ctx: RequestContext,
  entityId: number,
  q: { entityTypeTag: string; limitDay?: number; onlyTrashed?: boolean },
) {
  if (q.entityTypeTag !== 'magasin') throw notFound(q.entityTypeTag);
  await visibleStore(database.db, ctx, entityId);
  const since = q.limitDay ? new Date(Date.now() - q.limitDay * 86_400_000).toISOString() : undefined;
  return inventory(database, ctx, q.onlyTrashed ?? false, { magasinId: entityId, since });
}

export { priceWire };

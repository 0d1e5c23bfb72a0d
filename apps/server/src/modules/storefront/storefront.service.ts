// The client-facing catalogue: the visible prices of a store (its own, else the all-store price of each product) in a
// currency, with what the catalogue page filters on. Reads the catalogue's tables; writes nothing.
import { fromMinor, type StoreCategory, type StoreProduct } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { effectivePrice } from '../catalogue/catalogue.entities';
import * as activity from '../catalogue/price-activity.repository';
import { availabilityOf, type Availability } from './storefront-stock';

/** At most this many products in one catalogue answer (a shop's window, not its stockroom). */
export const STOREFRONT_MAX = 2000;

interface Query {
  magasinId?: number;
  currencyTag: string;
}

const money = (v: number | null) => (v === null ? null : fromMinor(Number(v)));

function visiblePrices(db: Executor, entrepriseId: number, q: Query) {
  return db
    .selectFrom('prices')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('currencyTag', '=', q.currencyTag)
    .where('isHidden', '=', false)
    .where('isDisplayed', '=', true)
    .where((eb) => (q.magasinId ? eb.or([eb('magasinId', 'is', null), eb('magasinId', '=', q.magasinId)]) : eb('magasinId', 'is', null)));
}

/** The company's live stores, and the one to show: asked for (404 if not the company's), the member's, the first. */
async function chooseStore(db: Executor, ctx: RequestContext, magasinId: number | undefined) {
  const magasins = await db
    .selectFrom('magasins')
    .select(['id', 'intitule'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const has = (id: number | null | undefined) => id !== null && id !== undefined && magasins.some((m) => m.id === id);
  if (magasinId !== undefined && !has(magasinId)) throw notFound('magasin');
  const chosen = magasinId ?? (has(ctx.magasinId) ? ctx.magasinId : (magasins[0]?.id ?? null));
  return { magasins, magasinId: chosen };
}

type PriceRow = Awaited<ReturnType<ReturnType<typeof visiblePrices>['execute']>>[number];

/** Tags, variant attributes, ingredients and first picture of the given prices, in four queries. */
async function extras(db: Executor, entrepriseId: number, rows: PriceRow[]) {
  const priceIds = rows.map((r) => r.id);
  const productIds = [...new Set(rows.map((r) => r.productId).filter((x): x is number => x !== null))];
  const none = Promise.resolve([]);
  const [tags, attrs, elements, files] = await Promise.all([
    priceIds.length
      ? db
          .selectFrom('price_tag_prices as l')
          .innerJoin('price_tags as t', 't.id', 'l.priceTagId')
          .select(['l.priceId', 't.tag'])
          .where('l.entreprise_id', '=', entrepriseId)
          .where('l.deleted_at', 'is', null)
          .where('t.deleted_at', 'is', null)
          .where('l.priceId', 'in', priceIds)
          .execute()
      : none,
    productIds.length
      ? db
          .selectFrom('product_detail_keys as v')
          .innerJoin('detail_keys as k', 'k.id', 'v.detailKeyId')
          .select(['v.productId', 'k.tag', 'k.label', 'v.value'])
          .where('v.entreprise_id', '=', entrepriseId)
          .where('v.deleted_at', 'is', null)
          .where('v.productId', 'in', productIds)
          .execute()
      : none,
    productIds.length
      ? db
          .selectFrom('product_elements as e')
          .innerJoin('products as p', 'p.id', 'e.elementId')
          .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
          .select(['e.productId', 'd.label'])
          .where('e.entreprise_id', '=', entrepriseId)
          .where('e.deleted_at', 'is', null)
          .where('e.productId', 'in', productIds)
          .execute()
      : none,
    priceIds.length
      ? db
          .selectFrom('price_files')
          .select(['priceId', 'fileId'])
          .where('entreprise_id', '=', entrepriseId)
          .where('deleted_at', 'is', null)
          .where('priceId', 'in', priceIds)
          .orderBy('id')
          .execute()
      : none,
  ]);
  return {
    tags: (id: number) => tags.filter((t) => t.priceId === id).map((t) => t.tag),
    attributes: (productId: number | null) =>
      attrs.filter((a) => a.productId === productId).map((a) => ({ key: a.tag, label: a.label, value: a.value })),
    ingredients: (productId: number | null) => elements.filter((e) => e.productId === productId).map((e) => e.label),
    files: (id: number) => files.filter((f) => f.priceId === id).map((f) => f.fileId),
  };
}

interface Facts {
  x: Awaited<ReturnType<typeof extras>>;
  pictureOf: Map<number, number | null>;
  stock: Map<number, Availability>;
  act: Awaited<ReturnType<typeof activity.activityOf>>;
}

function toProduct(r: PriceRow, { x, pictureOf, stock, act }: Facts, now: number): StoreProduct {
  const rated = act.ratings.get(r.id);
  const price = fromMinor(Number(r.price));
  const promoPrice = money(r.promoPrice);
  const promotionEndAt = r.promotionEndAt ? String(r.promotionEndAt) : null;
  return {
    id: r.id,
    label: r.label,
    en_label: r.en_label,
    ar_label: r.ar_label,
    it_label: r.it_label,
    price,
    promoPrice,
    promotionEndAt,
    effectivePrice: effectivePrice({ price, promoPrice, promotionEndAt }, now),
    currencyTag: r.currencyTag,
    categoryId: r.categoryId,
    fileId: x.files(r.id)[0] ?? (r.productDescriptionId ? (pictureOf.get(r.productDescriptionId) ?? null) : null),
    nature: r.nature,
    productDescriptionId: r.productDescriptionId,
    tags: x.tags(r.id),
    attributes: x.attributes(r.productId),
    ingredients: x.ingredients(r.productId),
    rating: rated ? Math.round((rated.sum / rated.count) * 10) / 10 : 0,
    ratingCount: rated?.count ?? 0,
    views: act.views.get(r.id) ?? 0,
    stock: stock.get(r.id)?.stock ?? null,
    inStock: stock.get(r.id)?.inStock ?? true,
  };
}

async function build(db: Executor, entrepriseId: number, magasinId: number | null, rows: PriceRow[]) {
  const descIds = [...new Set(rows.map((r) => r.productDescriptionId).filter((x): x is number => x !== null))];
  const pictures = descIds.length
    ? await db
        .selectFrom('product_descriptions')
        .select(['id', 'fileId'])
        .where('entreprise_id', '=', entrepriseId)
        .where('id', 'in', descIds)
        .execute()
    : [];
  const ids = rows.map((r) => r.id);
  const [x, stock, act] = await Promise.all([
    extras(db, entrepriseId, rows),
    availabilityOf(db, entrepriseId, magasinId, rows),
    activity.activityOf(db, entrepriseId, ids),
  ]);
  const now = Date.now();
  const pictureOf = new Map(pictures.map((p) => [p.id, p.fileId]));
  return rows.map((r) => toProduct(r, { x, pictureOf, stock, act }, now));
}

/** A store's own price wins over the all-store price of the same product. */
function onePerProduct(rows: PriceRow[]): PriceRow[] {
  const byKey = new Map<string, PriceRow>();
  for (const r of rows) {
    const key = r.productId !== null ? `p${r.productId}` : (r.compositionIdentifier ?? `x${r.id}`);
    const seen = byKey.get(key);
    if (!seen || (seen.magasinId === null && r.magasinId !== null)) byKey.set(key, r);
  }
  return [...byKey.values()];
}

const toCategory = (c: StoreCategory): StoreCategory => ({
  id: c.id,
  label: c.label,
  en_label: c.en_label,
  ar_label: c.ar_label,
  it_label: c.it_label,
  parentId: c.parentId,
  color: c.color,
});

async function categoriesOf(db: Executor, entrepriseId: number) {
  const rows = await db
    .selectFrom('product_categories')
    .select(['id', 'label', 'en_label', 'ar_label', 'it_label', 'parentId', 'color'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('order')
    .orderBy('label')
    .execute();
  return rows.map(toCategory);
}

/** GET /storefront/catalogue: every visible product of the store in the currency, the category tree and the stores. */
export async function catalogue(database: Database, ctx: RequestContext, q: Query) {
  const db = database.db;
  const store = await chooseStore(db, ctx, q.magasinId);
  const rows = await visiblePrices(db, ctx.entrepriseId, { ...q, magasinId: store.magasinId ?? undefined })
    .orderBy('order')
    .orderBy('label')
    .orderBy('id')
    .limit(STOREFRONT_MAX)
    .execute();
  const [products, categories] = await Promise.all([
    build(db, ctx.entrepriseId, store.magasinId, onePerProduct(rows)),
    categoriesOf(db, ctx.entrepriseId),
  ]);
  return { ...store, products, categories };
}

/** A price a shopper may see (404 otherwise: another company's, trashed or hidden). */
async function visiblePrice(db: Executor, ctx: RequestContext, id: number) {
  const r = await db
    .selectFrom('prices')
    .selectAll()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('isHidden', '=', false)
    .executeTakeFirst();
  if (!r) throw notFound('price');
  return r;
}

/** GET /storefront/product/{id}: one visible product (a price id) with its description, pictures, category, the stock
 * of its store (else the member's or the first store) and the account's own rating. */
export async function product(database: Database, ctx: RequestContext, id: number) {
  const db = database.db;
  const r = await visiblePrice(db, ctx, id);
  const store = r.magasinId ?? (await chooseStore(db, ctx, undefined)).magasinId;
  const [p] = await build(db, ctx.entrepriseId, store, [r]);
  const myRating = await activity.ratingOf(db, ctx.entrepriseId, id, ctx.userId);
  const x = await extras(db, ctx.entrepriseId, [r]);
  const desc = r.productDescriptionId
    ? await db.selectFrom('product_descriptions').select(['description']).where('id', '=', r.productDescriptionId).executeTakeFirst()
    : undefined;
  const category = r.categoryId ? (await categoriesOf(db, ctx.entrepriseId)).find((c) => c.id === r.categoryId) : undefined;
  return { ...p!, myRating, description: r.description ?? desc?.description ?? null, images: x.files(r.id), category: category ?? null };
}

/** POST /storefront/product/{id}/view: one more view of a visible product. */
export async function view(database: Database, ctx: RequestContext, id: number) {
  const db = database.db;
  await visiblePrice(db, ctx, id);
  return { views: await activity.addView(db, ctx.entrepriseId, id, nowIso()) };
}

/** PUT /storefront/product/{id}/rating: the account's rating (1–5), one per account (a new one replaces it). */
export async function rate(database: Database, ctx: RequestContext, id: number, rating: number) {
  return database.db.transaction().execute(async (trx) => {
    await visiblePrice(trx, ctx, id);
    await activity.upsertRating(trx, ctx.entrepriseId, id, ctx.userId, rating, nowIso());
    const r = (await activity.activityOf(trx, ctx.entrepriseId, [id])).ratings.get(id)!;
    return { rating: Math.round((r.sum / r.count) * 10) / 10, ratingCount: r.count, myRating: rating };
  });
}

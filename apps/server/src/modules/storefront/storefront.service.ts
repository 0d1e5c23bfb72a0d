// The client-facing catalogue: the visible prices of a store (its own, else the all-store price of each product) in a
// currency, with what the catalogue page filters on. Reads the catalogue's tables; writes nothing.
import { fromMinor, type StoreCategory, type StoreProduct } from '@comptoir/shared';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { effectivePrice } from '../catalogue/catalogue.entities';

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

function toProduct(r: PriceRow, x: Awaited<ReturnType<typeof extras>>, pictureOf: Map<number, number | null>, now: number): StoreProduct {
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
    rating: 0,
    ratingCount: 0,
    views: 0,
  };
}

async function build(db: Executor, entrepriseId: number, rows: PriceRow[]) {
  const descIds = [...new Set(rows.map((r) => r.productDescriptionId).filter((x): x is number => x !== null))];
  const pictures = descIds.length
    ? await db
        .selectFrom('product_descriptions')
        .select(['id', 'fileId'])
        .where('entreprise_id', '=', entrepriseId)
        .where('id', 'in', descIds)
        .execute()
    : [];
  const x = await extras(db, entrepriseId, rows);
  const now = Date.now();
  return rows.map((r) => toProduct(r, x, new Map(pictures.map((p) => [p.id, p.fileId])), now));
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
  const [products, categories] = await Promise.all([build(db, ctx.entrepriseId, onePerProduct(rows)), categoriesOf(db, ctx.entrepriseId)]);
  return { ...store, products, categories };
}

/** GET /storefront/product/{id}: one visible product (a price id) with its description, pictures and category. */
export async function product(database: Database, ctx: RequestContext, id: number) {
  const db = database.db;
  const r = await db
    .selectFrom('prices')
    .selectAll()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('isHidden', '=', false)
    .executeTakeFirst();
  if (!r) throw notFound('price');
  const [p] = await build(db, ctx.entrepriseId, [r]);
  const x = await extras(db, ctx.entrepriseId, [r]);
  const desc = r.productDescriptionId
    ? await db.selectFrom('product_descriptions').select(['description']).where('id', '=', r.productDescriptionId).executeTakeFirst()
    : undefined;
  const category = r.categoryId ? (await categoriesOf(db, ctx.entrepriseId)).find((c) => c.id === r.categoryId) : undefined;
  return { ...p!, description: r.description ?? desc?.description ?? null, images: x.files(r.id), category: category ?? null };
}

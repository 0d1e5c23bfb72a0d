// SQL of a price's activity (migration 2026-11-23T07-00): its history rows, its view counter and its ratings.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** What a history row records of a price (money in minor units). */
export interface PriceState {
  price: number;
  promoPrice: number | null;
  promotionEndAt: string | null;
  buyingPrice: number | null;
}

/** The prices' current state, with the buying price of the product each one sells. */
export async function currentStates(db: Executor, entrepriseId: number, priceIds: number[]) {
  if (!priceIds.length) return [];
  return db
    .selectFrom('prices as p')
    .leftJoin('products as pr', 'pr.id', 'p.productId')
    .select(['p.id', 'p.price', 'p.promoPrice', 'p.promotionEndAt', 'pr.buyingPrice'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.id', 'in', [...new Set(priceIds)])
    .execute();
}

/** The live prices selling these products. */
export async function priceIdsOfProducts(db: Executor, entrepriseId: number, productIds: number[]): Promise<number[]> {
  if (!productIds.length) return [];
  const rows = await db
    .selectFrom('prices')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('productId', 'in', productIds)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** The last history row of each price. */
export async function lastHistory(db: Executor, entrepriseId: number, priceIds: number[]) {
  if (!priceIds.length) return [];
  return db
    .selectFrom('price_history')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('price_history')
        .select((x) => x.fn.max('id').as('id'))
        .where('entreprise_id', '=', entrepriseId)
        .where('priceId', 'in', priceIds)
        .groupBy('priceId'),
    )
    .execute();
}

export async function insertHistory(
  db: Executor,
  rows: (PriceState & { entreprise_id: number; priceId: number; user_id: number | null; created_at: string })[],
) {
  if (rows.length) await db.insertInto('price_history').values(rows).execute();
}

/** A price's history, oldest first, with the name of who changed it. */
export function historyOf(db: Executor, entrepriseId: number, priceId: number) {
  return db
    .selectFrom('price_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.id', 'h.price', 'h.promoPrice', 'h.promotionEndAt', 'h.buyingPrice', 'h.user_id', 'u.name as userName', 'h.created_at'])
    .where('h.entreprise_id', '=', entrepriseId)
    .where('h.priceId', '=', priceId)
    .orderBy('h.id')
    .execute();
}

/** One more view of a price; answers the new count. */
export async function addView(db: Executor, entrepriseId: number, priceId: number, now: string): Promise<number> {
  const row = await db
    .insertInto('price_views')
    .values({ entreprise_id: entrepriseId, priceId, views: 1, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['entreprise_id', 'priceId']).doUpdateSet({ views: sql<number>`price_views.views + 1`, updated_at: now }),
    )
    .returning('views')
    .executeTakeFirstOrThrow();
  return Number(row.views);
}

/** An account's rating of a price: its first, or a change of mind (one per account). */
export async function upsertRating(db: Executor, entrepriseId: number, priceId: number, userId: number, rating: number, now: string) {
  await db
    .insertInto('price_ratings')
    .values({ entreprise_id: entrepriseId, priceId, user_id: userId, rating, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['entreprise_id', 'priceId', 'user_id']).doUpdateSet({ rating, updated_at: now }))
    .execute();
}

/** Views, average rating and rating count of the prices (absent when never viewed nor rated). */
export async function activityOf(db: Executor, entrepriseId: number, priceIds: number[]) {
  if (!priceIds.length) return { views: new Map<number, number>(), ratings: new Map<number, { sum: number; count: number }>() };
  const [views, ratings] = await Promise.all([
    db
      .selectFrom('price_views')
      .select(['priceId', 'views'])
      .where('entreprise_id', '=', entrepriseId)
      .where('priceId', 'in', priceIds)
      .execute(),
    db
      .selectFrom('price_ratings')
      .select((eb) => ['priceId', eb.fn.sum<number>('rating').as('sum'), eb.fn.countAll<number>().as('count')])
      .where('entreprise_id', '=', entrepriseId)
      .where('priceId', 'in', priceIds)
      // A rating a moderator rejected (issue 31) counts no more.
      .where('status', '!=', 'rejected')
      .groupBy('priceId')
      .execute(),
  ]);
  return {
    views: new Map(views.map((v) => [v.priceId, Number(v.views)])),
    ratings: new Map(ratings.map((r) => [r.priceId, { sum: Number(r.sum), count: Number(r.count) }])),
  };
}

export async function ratingOf(db: Executor, entrepriseId: number, priceId: number, userId: number): Promise<number | null> {
  const r = await db
    .selectFrom('price_ratings')
    .select('rating')
    .where('entreprise_id', '=', entrepriseId)
    .where('priceId', '=', priceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r ? Number(r.rating) : null;
}

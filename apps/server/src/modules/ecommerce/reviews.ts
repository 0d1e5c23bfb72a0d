// Review moderation (product-spec §2 /e-commerce/moderation-of-reviews): clients' ratings of the company's products,
// newest first, by status; a moderator rejects one (hidden, out of the averages the catalogue shows) or publishes it
// again. Each decision is audited.
import type { Review, ReviewsPage } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';

const base = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('price_ratings as r')
    .innerJoin('prices as p', 'p.id', 'r.priceId')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .where('r.entreprise_id', '=', entrepriseId);

const COLUMNS = [
  'r.id',
  'r.priceId',
  'p.label as product',
  'r.user_id as userId',
  'u.name as userName',
  'r.rating',
  'r.status',
  'r.moderated_at as moderatedAt',
  'r.created_at',
  'r.updated_at',
] as const;

const toReview = (r: Record<string, unknown>): Review => ({
  id: Number(r.id),
  priceId: Number(r.priceId),
  product: String(r.product),
  userId: Number(r.userId),
  userName: (r.userName as string | null) ?? null,
  rating: Number(r.rating),
  status: r.status === 'rejected' ? 'rejected' : 'published',
  moderatedAt: r.moderatedAt ? String(r.moderatedAt) : null,
  created_at: String(r.created_at),
  updated_at: String(r.updated_at),
});

export async function listReviews(
  database: Database,
  ctx: RequestContext,
  q: { status?: 'published' | 'rejected'; offset: number; limit: number },
): Promise<ReviewsPage> {
  let query = base(database.db, ctx.entrepriseId);
  if (q.status) query = query.where('r.status', '=', q.status);
  const [rows, total] = await Promise.all([
    query
      .select([...COLUMNS])
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((r) => toReview(r as Record<string, unknown>)), total: Number(total.n) };
}

export async function moderate(database: Database, ctx: RequestContext, id: number, status: 'published' | 'rejected'): Promise<Review> {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const done = await trx
      .updateTable('price_ratings')
      .set({ status, moderated_by: ctx.userId, moderated_at: now })
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound('review');
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: `review.${status}`,
      entity: 'price_rating',
      entityId: id,
      data: { status },
      ip: ctx.ip,
      now,
    });
    const row = await base(trx, ctx.entrepriseId)
      .select([...COLUMNS])
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow();
    return toReview(row as Record<string, unknown>);
  });
}

// GET /price/popularity (ours, issue 23): what a store sold of each price over the last days, so the till's grid shows
// a category's best sellers first. One grouped read of the store's recent order lines (commands_store_idx), cancelled
// orders and returned quantities left out; the till reads it once per load and keeps it five minutes.
import type { PricePopularity } from '@comptoir/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { round3 } from '../orders/stock';
import { findStore } from '../stock/stock.repository';

/** The most sold prices kept (a till's grid shows far fewer). */
const TOP = 1000;

export async function popularity(
  database: Database,
  ctx: RequestContext,
  q: { magasinId: number; days: number },
  now = Date.now(),
): Promise<PricePopularity> {
  const db = database.db;
  if (!(await findStore(db, ctx, q.magasinId))) throw notFound('magasin');
  const since = new Date(now - q.days * 86_400_000).toISOString();
  const sold = sql<number>`sum(l.quantity - l."returnedQuantity")`;
  const rows = await db
    .selectFrom('commands as c')
    .innerJoin('command_lines as l', 'l.command_id', 'c.id')
    .select(['l.price_id', sold.as('quantity')])
    .where('c.entreprise_id', '=', ctx.entrepriseId)
    .where('c.magasin_id', '=', q.magasinId)
    .where('c.created_at', '>=', since)
    .where('c.deleted_at', 'is', null)
    .where('c.etat', '!=', 'cancelled')
    .where('l.price_id', 'is not', null)
    .groupBy('l.price_id')
    .having(sold, '>', 0)
    .orderBy(sold, 'desc')
    .orderBy('l.price_id')
    .limit(TOP)
    .execute();
  return rows.map((r) => ({ priceId: Number(r.price_id), quantity: round3(Number(r.quantity)) }));
}

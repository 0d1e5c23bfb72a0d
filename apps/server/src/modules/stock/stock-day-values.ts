// The value of the costed movements per entity, UTC day and type (issue 26 figures; migration
// 2026-11-27T08-25_stock-day-values, kept by triggers on stock_movements in each movement's transaction). The balance
// sheet sums these days and reads movements only for the two partial days at its edges; the rebuild recomputes the
// table from the movements (after a restore, or to check it: the property test compares both).
import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Database, type Executor } from '../../db/database';
import { valueSql } from './stock-cost';

/** A movement's UTC day (YYYY-MM-DD) in SQL (`m` is stock_movements). */
export const daySql = (db: Executor): RawBuilder<string> =>
  isPostgres(db) ? sql<string>`to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(m.created_at, 1, 10)`;

/** What the table should hold, computed from the movements (of one company, or all). */
export function daySumsSql(db: Executor, entrepriseId: number | null) {
  const v = valueSql(db, sql`m.quantity`, sql<number>`m."unitCost"`);
  let q = db
    .selectFrom('stock_movements as m')
    .select([
      'm.entreprise_id',
      'm.entityTypeTag',
      'm.entity_id',
      daySql(db).as('day'),
      'm.type',
      sql<number>`sum(case when m.quantity > 0 then 1 else 0 end)`.as('nIn'),
      sql<number>`sum(case when m.quantity > 0 then m.quantity else 0 end)`.as('qIn'),
      sql<number>`sum(case when m.quantity > 0 then ${v} else 0 end)`.as('vIn'),
      sql<number>`sum(case when m.quantity < 0 then 1 else 0 end)`.as('nOut'),
      sql<number>`sum(case when m.quantity < 0 then m.quantity else 0 end)`.as('qOut'),
      sql<number>`sum(case when m.quantity < 0 then ${v} else 0 end)`.as('vOut'),
    ])
    .where('m.unitCost', 'is not', null)
    .where('m.quantity', '<>', 0)
    .groupBy(['m.entreprise_id', 'm.entityTypeTag', 'm.entity_id', daySql(db), 'm.type']);
  if (entrepriseId !== null) q = q.where('m.entreprise_id', '=', entrepriseId);
  return q;
}

/** Empties the table (of a company, or all) and sums the movements again, in one transaction. Answers the rows written. */
export async function rebuildDayValues(database: Database, entrepriseId: number | null): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    let del = trx.deleteFrom('stock_day_values');
    if (entrepriseId !== null) del = del.where('entreprise_id', '=', entrepriseId);
    await del.execute();
    const r = await trx
      .insertInto('stock_day_values')
      .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'day', 'type', 'nIn', 'qIn', 'vIn', 'nOut', 'qOut', 'vOut'])
      .expression(daySumsSql(trx, entrepriseId))
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0);
  });
}

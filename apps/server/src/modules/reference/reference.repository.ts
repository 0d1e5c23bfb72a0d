// SQL for per-company currency rates and the shared country and city lists.
import type { Executor } from '../../db/database';

export const listCurrencies = (db: Executor, entrepriseId: number) =>
  db.selectFrom('currencies').select(['id', 'tag', 'value', 'isDefault']).where('entreprise_id', '=', entrepriseId).orderBy('id').execute();

/** Inserts the rates a company lacks; a concurrent insert of the same tag is ignored. */
export async function insertCurrencies(
  db: Executor,
  entrepriseId: number,
  rows: { tag: string; value: number; isDefault: boolean }[],
  now: string,
) {
  if (!rows.length) return;
  await db
    .insertInto('currencies')
    .values(
      rows.map((r) => ({
        entreprise_id: entrepriseId,
        tag: r.tag,
        value: r.value,
        isDefault: r.isDefault,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['entreprise_id', 'tag']).doNothing())
    .execute();
}

export async function updateCurrencyRate(db: Executor, entrepriseId: number, tag: string, value: number, now: string) {
  await db
    .updateTable('currencies')
    .set({ value, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('tag', '=', tag)
    .execute();
}

export const listCountries = (db: Executor) => db.selectFrom('countries').select(['id', 'intitule', 'code']).orderBy('intitule').execute();

export function listCities(db: Executor, countryId?: number) {
  let q = db.selectFrom('cities').select(['id', 'intitule', 'countryId']);
  if (countryId !== undefined) q = q.where('countryId', '=', countryId);
  return q.orderBy('intitule').execute();
}

export const findCity = (db: Executor, id: number) =>
  db.selectFrom('cities').select(['id', 'intitule', 'countryId']).where('id', '=', id).executeTakeFirst();
